"""The axioms of Coq's standard library by fully qualified name, and the check of ``allowed_axioms``.

``coqchk`` and ``About`` name an axiom by its kernel path (``Coq.Logic.Classical_Prop.classic``), while
``Print Assumptions`` prints the shortest name that resolves where it runs (``classic``,
``Classical_Prop.classic``): that depends on the imports, and can be a suffix of another axiom's name
(``eqb_spec`` is ``Coq.Floats.FloatAxioms.eqb_spec``, a suffix of ``...FloatAxioms.Leibniz.eqb_spec``). So a
request names every allowed axiom fully; a short name or a suffix is refused at validation, naming the
full forms it could mean, and an axiom of the proof's own ``definitions`` (``JP.Proof.*``) is never
allowable: its statement is not part of the claim.

``STANDARD`` is what ``coqchk -o`` lists under "Axioms" for every module of the installed standard library
(Coq 8.16.1, ``/usr/lib/ocaml/coq/theories``); tests/providers/coq/test_coq_axioms.py lists it again from
the installed Coq and fails on any difference.
"""

from __future__ import annotations

STANDARD = frozenset(
    """
Coq.Array.PArray.array
Coq.Array.PArray.array_ext
Coq.Array.PArray.copy
Coq.Array.PArray.default
Coq.Array.PArray.default_set
Coq.Array.PArray.get
Coq.Array.PArray.get_copy
Coq.Array.PArray.get_make
Coq.Array.PArray.get_out_of_bounds
Coq.Array.PArray.get_set_other
Coq.Array.PArray.get_set_same
Coq.Array.PArray.leb_length
Coq.Array.PArray.length
Coq.Array.PArray.length_copy
Coq.Array.PArray.length_make
Coq.Array.PArray.length_set
Coq.Array.PArray.make
Coq.Array.PArray.set
Coq.Compat.AdmitAxiom.proof_admitted
Coq.Floats.FloatAxioms.Leibniz.eqb_spec
Coq.Floats.FloatAxioms.Prim2SF_SF2Prim
Coq.Floats.FloatAxioms.Prim2SF_valid
Coq.Floats.FloatAxioms.SF2Prim_Prim2SF
Coq.Floats.FloatAxioms.abs_spec
Coq.Floats.FloatAxioms.add_spec
Coq.Floats.FloatAxioms.classify_spec
Coq.Floats.FloatAxioms.compare_spec
Coq.Floats.FloatAxioms.div_spec
Coq.Floats.FloatAxioms.eqb_spec
Coq.Floats.FloatAxioms.frshiftexp_spec
Coq.Floats.FloatAxioms.ldshiftexp_spec
Coq.Floats.FloatAxioms.leb_spec
Coq.Floats.FloatAxioms.ltb_spec
Coq.Floats.FloatAxioms.mul_spec
Coq.Floats.FloatAxioms.next_down_spec
Coq.Floats.FloatAxioms.next_up_spec
Coq.Floats.FloatAxioms.normfr_mantissa_spec
Coq.Floats.FloatAxioms.of_uint63_spec
Coq.Floats.FloatAxioms.opp_spec
Coq.Floats.FloatAxioms.sqrt_spec
Coq.Floats.FloatAxioms.sub_spec
Coq.Floats.PrimFloat.Leibniz.eqb
Coq.Floats.PrimFloat.abs
Coq.Floats.PrimFloat.add
Coq.Floats.PrimFloat.classify
Coq.Floats.PrimFloat.compare
Coq.Floats.PrimFloat.div
Coq.Floats.PrimFloat.eqb
Coq.Floats.PrimFloat.float
Coq.Floats.PrimFloat.frshiftexp
Coq.Floats.PrimFloat.ldshiftexp
Coq.Floats.PrimFloat.leb
Coq.Floats.PrimFloat.ltb
Coq.Floats.PrimFloat.mul
Coq.Floats.PrimFloat.next_down
Coq.Floats.PrimFloat.next_up
Coq.Floats.PrimFloat.normfr_mantissa
Coq.Floats.PrimFloat.of_uint63
Coq.Floats.PrimFloat.opp
Coq.Floats.PrimFloat.sqrt
Coq.Floats.PrimFloat.sub
Coq.Logic.ClassicalEpsilon.constructive_indefinite_description
Coq.Logic.ClassicalUniqueChoice.dependent_unique_choice
Coq.Logic.Classical_Prop.classic
Coq.Logic.Description.constructive_definite_description
Coq.Logic.Epsilon.epsilon_statement
Coq.Logic.Eqdep.Eq_rect_eq.eq_rect_eq
Coq.Logic.ExtensionalFunctionRepresentative.extensional_function_representative
Coq.Logic.FunctionalExtensionality.functional_extensionality_dep
Coq.Logic.IndefiniteDescription.constructive_indefinite_description
Coq.Logic.ProofIrrelevance.proof_irrelevance
Coq.Logic.PropExtensionality.propositional_extensionality
Coq.Logic.RelationalChoice.relational_choice
Coq.Numbers.Cyclic.Int63.PrimInt63.add
Coq.Numbers.Cyclic.Int63.PrimInt63.addc
Coq.Numbers.Cyclic.Int63.PrimInt63.addcarryc
Coq.Numbers.Cyclic.Int63.PrimInt63.addmuldiv
Coq.Numbers.Cyclic.Int63.PrimInt63.asr
Coq.Numbers.Cyclic.Int63.PrimInt63.compare
Coq.Numbers.Cyclic.Int63.PrimInt63.compares
Coq.Numbers.Cyclic.Int63.PrimInt63.div
Coq.Numbers.Cyclic.Int63.PrimInt63.diveucl
Coq.Numbers.Cyclic.Int63.PrimInt63.diveucl_21
Coq.Numbers.Cyclic.Int63.PrimInt63.divs
Coq.Numbers.Cyclic.Int63.PrimInt63.eqb
Coq.Numbers.Cyclic.Int63.PrimInt63.head0
Coq.Numbers.Cyclic.Int63.PrimInt63.int
Coq.Numbers.Cyclic.Int63.PrimInt63.land
Coq.Numbers.Cyclic.Int63.PrimInt63.leb
Coq.Numbers.Cyclic.Int63.PrimInt63.lesb
Coq.Numbers.Cyclic.Int63.PrimInt63.lor
Coq.Numbers.Cyclic.Int63.PrimInt63.lsl
Coq.Numbers.Cyclic.Int63.PrimInt63.lsr
Coq.Numbers.Cyclic.Int63.PrimInt63.ltb
Coq.Numbers.Cyclic.Int63.PrimInt63.ltsb
Coq.Numbers.Cyclic.Int63.PrimInt63.lxor
Coq.Numbers.Cyclic.Int63.PrimInt63.mod
Coq.Numbers.Cyclic.Int63.PrimInt63.mods
Coq.Numbers.Cyclic.Int63.PrimInt63.mul
Coq.Numbers.Cyclic.Int63.PrimInt63.mulc
Coq.Numbers.Cyclic.Int63.PrimInt63.sub
Coq.Numbers.Cyclic.Int63.PrimInt63.subc
Coq.Numbers.Cyclic.Int63.PrimInt63.subcarryc
Coq.Numbers.Cyclic.Int63.PrimInt63.tail0
Coq.Numbers.Cyclic.Int63.Sint63.asr_spec
Coq.Numbers.Cyclic.Int63.Sint63.compare_spec
Coq.Numbers.Cyclic.Int63.Sint63.div_spec
Coq.Numbers.Cyclic.Int63.Sint63.leb_spec
Coq.Numbers.Cyclic.Int63.Sint63.ltb_spec
Coq.Numbers.Cyclic.Int63.Sint63.mod_spec
Coq.Numbers.Cyclic.Int63.Uint63.add_spec
Coq.Numbers.Cyclic.Int63.Uint63.addc_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.addcarryc_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.addmuldiv_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.compare_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.div_spec
Coq.Numbers.Cyclic.Int63.Uint63.diveucl_21_spec
Coq.Numbers.Cyclic.Int63.Uint63.diveucl_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.eqb_correct
Coq.Numbers.Cyclic.Int63.Uint63.eqb_refl
Coq.Numbers.Cyclic.Int63.Uint63.head0_spec
Coq.Numbers.Cyclic.Int63.Uint63.land_spec
Coq.Numbers.Cyclic.Int63.Uint63.leb_spec
Coq.Numbers.Cyclic.Int63.Uint63.lor_spec
Coq.Numbers.Cyclic.Int63.Uint63.lsl_spec
Coq.Numbers.Cyclic.Int63.Uint63.lsr_spec
Coq.Numbers.Cyclic.Int63.Uint63.ltb_spec
Coq.Numbers.Cyclic.Int63.Uint63.lxor_spec
Coq.Numbers.Cyclic.Int63.Uint63.mod_spec
Coq.Numbers.Cyclic.Int63.Uint63.mul_spec
Coq.Numbers.Cyclic.Int63.Uint63.mulc_spec
Coq.Numbers.Cyclic.Int63.Uint63.of_to_Z
Coq.Numbers.Cyclic.Int63.Uint63.sub_spec
Coq.Numbers.Cyclic.Int63.Uint63.subc_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.subcarryc_def_spec
Coq.Numbers.Cyclic.Int63.Uint63.tail0_spec
Coq.Reals.ClassicalDedekindReals.sig_forall_dec
Coq.Reals.ClassicalDedekindReals.sig_not_dec
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.R
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.R0
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.R0_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.R1
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.R1_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rabst
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rlt
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rlt_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rmult
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rmult_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Ropp
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Ropp_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rplus
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rplus_def
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rquot1
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rquot2
Coq.Reals.Rdefinitions.RbaseSymbolsImpl.Rrepr
Coq.Reals.Rdefinitions.RinvImpl.Rinv
Coq.Reals.Rdefinitions.RinvImpl.Rinv_def
Coq.Sets.Ensembles.Extensionality_Ensembles
Coq.extraction.ExtrOcamlIntConv.int
Coq.extraction.ExtrOcamlIntConv.int_natlike_rec
Coq.extraction.ExtrOcamlIntConv.int_opp
Coq.extraction.ExtrOcamlIntConv.int_poslike_rec
Coq.extraction.ExtrOcamlIntConv.int_succ
Coq.extraction.ExtrOcamlIntConv.int_twice
Coq.extraction.ExtrOcamlIntConv.int_zero
Coq.extraction.ExtrOcamlIntConv.int_zlike_case
Coq.ssr.ssrunder.Under_rel.Over_rel
Coq.ssr.ssrunder.Under_rel.Under_rel
Coq.ssr.ssrunder.Under_rel.Under_relE
Coq.ssr.ssrunder.Under_rel.Under_rel_from_rel
Coq.ssr.ssrunder.Under_rel.over_rel
Coq.ssr.ssrunder.Under_rel.over_rel_done
Coq.ssr.ssrunder.Under_rel.under_rel_done
""".split()
)


def qualified(name: str) -> str:
    """``name`` when it is a standard-library axiom's full name; else ValueError saying what to write."""
    if name in STANDARD:
        return name
    if name.startswith("JP."):
        raise ValueError(
            f"{name!r} is an axiom of the proof's own definitions: only standard-library axioms can be allowed "
            "(a user axiom's statement is not part of the claim)"
        )
    meant = sorted(a for a in STANDARD if a.endswith("." + name))
    if len(meant) == 1:
        raise ValueError(f"{name!r} is not a fully qualified axiom name: write {meant[0]!r}")
    if meant:
        raise ValueError(f"{name!r} is not fully qualified and names several axioms: write one of {meant}")
    base = name.rsplit(".", 1)[-1]
    same = sorted(a for a in STANDARD if a.rsplit(".", 1)[-1] == base)
    hint = f"; the standard axioms named {base!r} are {same}" if same else " (e.g. 'Coq.Logic.Classical_Prop.classic')"
    raise ValueError(f"{name!r} is not the full name of an axiom of Coq's standard library{hint}")
