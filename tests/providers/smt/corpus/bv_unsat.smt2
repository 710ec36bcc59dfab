; expect: unsat
(set-logic QF_BV)
(declare-const b (_ BitVec 16))
(assert (= (bvadd b #x0001) b))
(check-sat)
