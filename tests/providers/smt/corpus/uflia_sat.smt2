; expect: sat
; uninterpreted function over integers with a table
(set-logic QF_UFLIA)
(declare-fun g (Int) Int)
(assert (= (g 1) 10))
(assert (= (g 2) 20))
(assert (> (+ (g 1) (g 2) (g 3)) 100))
(check-sat)
