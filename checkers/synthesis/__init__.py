"""Syntax-guided synthesis: a bounded SyGuS-IF v2 reader of our own (:mod:`.sygus`), evaluation
(:mod:`.terms`), an exact LIA decision (:mod:`.lia`) and the solution checker (:mod:`.solution_check`)."""
