; expect: sat
; linear integer arithmetic
(set-logic QF_LIA)
(declare-const x Int)
(declare-const y Int)
(assert (= (+ (* 3 x) (* 5 y)) 47))
(assert (> x 4))
(assert (> y 0))
(check-sat)
(get-model)
