"""Simplicial homology: Smith normal forms of boundary matrices by sparse elimination, with the
operations recorded as a certificate the checker replays."""
