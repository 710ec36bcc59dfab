"""The standard-library axiom table behind ``allowed_axioms`` equals what the installed Coq declares, and a name
that is not one of its entries is refused saying what to write."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from jacobian.providers.proof.coq_axioms import STANDARD, qualified
from jacobian.providers.proof.models import CoqCheckRequest

THEORIES = Path("/usr/lib/ocaml/coq/theories")


def test_the_table_is_every_axiom_coqchk_lists_for_the_installed_standard_library(tmp_path):
    modules = sorted(".".join(p.relative_to(THEORIES).with_suffix("").parts) for p in THEORIES.rglob("*.vo"))
    assert len(modules) > 400  # the whole library, not a stray corner of it
    (tmp_path / "All.v").write_text("".join(f"Require Coq.{m}.\n" for m in modules))
    subprocess.run(["coqc", "-q", "-Q", ".", "JP", "All.v"], cwd=tmp_path, check=True, capture_output=True, timeout=600)
    done = subprocess.run(
        ["coqchk", "-silent", "-o", "-Q", ".", "JP", "-norec", "JP.All"],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = done.stdout + done.stderr  # coqchk 8.16 prints its summary on stderr
    section = out.split("* Axioms:", 1)[1].split("\n* ", 1)[0]
    listed = {line.strip() for line in section.splitlines() if re.match(r"^ {4}\S", line)}
    assert listed == set(STANDARD), (sorted(listed - STANDARD), sorted(STANDARD - listed))


@pytest.mark.parametrize(
    "name,says",
    [
        ("classic", "write 'Coq.Logic.Classical_Prop.classic'"),
        ("Logic.Classical_Prop.classic", "write 'Coq.Logic.Classical_Prop.classic'"),
        ("eqb_spec", "names several axioms"),  # FloatAxioms.eqb_spec and FloatAxioms.Leibniz.eqb_spec
        ("Coq.Logic.Classical.classic", "the standard axioms named 'classic' are ['Coq.Logic.Classical_Prop.classic']"),
        ("JP.Proof.classic", "only standard-library axioms can be allowed"),
        ("no_such_axiom", "not the full name of an axiom"),
    ],
)
def test_anything_but_a_full_standard_name_is_refused_saying_what_to_write(name, says):
    with pytest.raises(ValueError, match=re.escape(says)):
        qualified(name)
    assert qualified("Coq.Logic.Classical_Prop.classic") == "Coq.Logic.Classical_Prop.classic"


def test_the_request_model_refuses_at_the_entrys_own_path():
    payload = {"statement": "True", "proof": "exact I.", "allowed_axioms": ["Coq.Logic.Classical_Prop.classic", "x"]}
    with pytest.raises(ValueError) as err:
        CoqCheckRequest.model_validate(payload)
    assert [e["loc"] for e in err.value.errors()] == [("allowed_axioms", 1)]
