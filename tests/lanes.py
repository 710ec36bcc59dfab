"""The suite's two lanes: the full suite (``just test``, what CI runs) and the fast lane (``just check``:
``JACOBIAN_TEST_LANE=fast``, only the tests marked ``fast``: unit tests and one real EXPLORE and one real
VERIFY per family). The fast lane also shrinks every generated corpus and property test."""

from __future__ import annotations

import os

FAST = os.environ.get("JACOBIAN_TEST_LANE") == "fast"


def examples(full: int) -> int:
    """How many hypothesis examples a property runs: ``full`` in the full suite, a twentieth (at least 10)
    in the fast lane."""
    return max(10, full // 20) if FAST else full


# The fast lane's unit-test modules (relative to tests/): in-process tests of parsers, kernels, models and
# stores, with no runtime and no engine. Every test in tests/lane/ is in the fast lane too (marked there).
FAST_MODULES = frozenset(
    {
        "checkers/test_checker_sources.py",
        "checkers/sat/test_dimacs_paths.py",
        "checkers/sat/test_fuzz.py",
        "checkers/sat/test_lrat.py",
        "differential/test_lp_cplex.py",
        "discovery/test_contracts.py",
        "discovery/test_evaluation.py",
        "discovery/test_ranking_rules.py",
        "discovery/test_validation_errors.py",
        "differential/test_mps.py",
        "mcp/test_framing.py",
        "providers/claim/test_structure.py",
        "providers/gap/test_group_forgery.py",
        "providers/gap/test_groups.py",
        "providers/lean/test_lean_parsing.py",
        "checkers/polynomial/test_arithmetic.py",
        "checkers/polynomial/test_system_check.py",
        "checkers/calculus/test_calculus_check.py",
        "checkers/calculus/test_definite_integral.py",
        "checkers/calculus/test_expression_check.py",
        "checkers/calculus/test_exppoly_check.py",
        "checkers/calculus/test_elementary_check.py",
        "checkers/summation/test_wz_check.py",
        "checkers/recurrence/test_recurrence_check.py",
        "checkers/ode/test_ode_check.py",
        "differential/test_rational_expression.py",
        "differential/test_exp_polynomial.py",
        "differential/test_hypergeometric_term.py",
        "checkers/synthesis/test_bitblast.py",
        "checkers/synthesis/test_solution_check.py",
        "checkers/lattice/test_svp_check.py",
        "providers/sage/test_polytext.py",
        "providers/sat/test_dimacs.py",
        "providers/smt/test_script.py",
        "runtime/test_capability_api.py",
        "runtime/test_diagnostics_reference.py",
        "runtime/test_import_cycles.py",
        "runtime/test_jcs.py",
        "runtime/test_result_model.py",
        "sandbox/test_classify_memory.py",
        "state/test_artifacts.py",
        "state/test_local_import.py",
        "state/test_policy.py",
        "state/test_reasoning.py",
        "state/test_reasoning_machine.py",
        "state/test_records_and_authorization.py",
    }
)
