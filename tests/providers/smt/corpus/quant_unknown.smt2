; expect: unknown
; nonlinear quantified arithmetic (Fermat n=3): solvers give up
(declare-const a Int)
(assert (> a 0))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (> x 0) (> y 0) (> z 0)) (not (= (+ (* x x x) (* y y y)) (* z z z))))))
(check-sat)
