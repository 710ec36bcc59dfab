; expect: unknown
; quantified recursion through an uninterpreted function
(declare-fun f (Int) Int)
(assert (forall ((x Int)) (> (f x) (* x x (f (+ x 1))))))
(check-sat)
