; expect: unsat
; no integer is strictly between 2 and 3
(set-logic QF_LIA)
(declare-const x Int)
(assert (! (> x 2) :named above))
(assert (! (< x 3) :named below))
(check-sat)
