"""Every code is documented once, and the generated reference page is current."""

from pathlib import Path

from jacobian.contracts.diagnostics import CODE_DOCS, Code, render_reference

DOC = Path(__file__).resolve().parents[2] / "docs" / "diagnostics.md"


def test_every_code_has_a_stage_and_an_action():
    assert set(CODE_DOCS) == set(Code)
    for code, doc in CODE_DOCS.items():
        assert doc.meaning and doc.action, code


def test_reference_page_is_generated_from_the_enum():
    assert DOC.read_text() == render_reference(), "run: jacobian docs diagnostics --write docs/diagnostics.md"
