; expect: unsat
; read-over-write
(set-logic QF_ALIA)
(declare-const a (Array Int Int))
(declare-const i Int)
(declare-const v Int)
(assert (not (= (select (store a i v) i) v)))
(check-sat)
