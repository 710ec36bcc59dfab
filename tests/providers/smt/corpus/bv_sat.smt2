; expect: sat
; 8-bit multiplication wraps around
(set-logic QF_BV)
(declare-const b (_ BitVec 8))
(assert (= (bvmul b #x03) #x01))
(assert (bvugt b #x0f))
(check-sat)
