"""Checks of evidence that an earlier run retained (``certificate.verify``): no producer runs again."""
