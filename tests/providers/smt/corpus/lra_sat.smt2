; expect: sat
; linear real arithmetic: exact rationals
(set-logic QF_LRA)
(declare-const r Real)
(declare-const s Real)
(assert (= (* 3 r) 1))
(assert (= (+ r s) (/ 7 2)))
(check-sat)
