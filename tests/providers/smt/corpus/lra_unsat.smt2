; expect: unsat
(set-logic QF_LRA)
(declare-const r Real)
(assert (> r (/ 1 3)))
(assert (< (* 3 r) 1))
(check-sat)
