; expect: sat
; uninterpreted sort and functions: a finite universe
(set-logic QF_UF)
(declare-sort U 0)
(declare-fun f (U) U)
(declare-const a U)
(declare-const b U)
(declare-fun p (U) Bool)
(assert (not (= a b)))
(assert (= (f a) b))
(assert (= (f b) a))
(assert (p a))
(assert (not (p b)))
(check-sat)
