"""Manifest validation: each error class names file, line and field; a bad
file never stops the other providers; overrides and disabling work."""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.manifests.loader import bundled_dir, load_all, load_file

from .helpers import python_provider, write_manifest


def _one_error(result, filename: str):
    errors = [e for e in result.errors if e.file.endswith(filename)]
    assert len(errors) >= 1, result.errors
    return errors[0]


def test_bundled_manifests_are_all_valid():
    result = load_all(bundled_dir(), Path("/nonexistent"))
    assert result.errors == []
    assert result.manifests, "no bundled manifests found"


def test_yaml_syntax_error_reports_file_and_line(tmp_path):
    bundled = tmp_path / "b"
    write_manifest(bundled, "good.yaml", python_provider("good-one"))
    write_manifest(bundled, "broken.yaml", "provider: broken\nfamily: x\ndescription: [unclosed\nlicense: MIT\n")
    result = load_all(bundled, tmp_path / "none")
    err = _one_error(result, "broken.yaml")
    assert err.code is Code.MANIFEST_YAML_ERROR
    assert err.line in (3, 4)
    assert "good-one" in result.manifests  # the other provider still loads


def test_unknown_field_reports_line_and_field(tmp_path):
    bundled = tmp_path / "b"
    body = python_provider("typo-one").replace("license: MIT", "license: MIT\nlicence: MIT")
    path = write_manifest(bundled, "typo.yaml", body)
    result = load_all(bundled, tmp_path / "none")
    err = _one_error(result, "typo.yaml")
    assert err.code is Code.MANIFEST_INVALID
    assert err.field == "licence"
    assert err.message == "unknown field"
    assert path.read_text().splitlines()[err.line - 1].startswith("licence")


def test_wrong_type_reports_line_and_field(tmp_path):
    bundled = tmp_path / "b"
    body = python_provider("typed-one").replace("timeout_seconds: 5", "timeout_seconds: soon")
    path = write_manifest(bundled, "typed.yaml", body)
    err = _one_error(load_all(bundled, tmp_path / "none"), "typed.yaml")
    assert err.field == "probe.timeout_seconds"
    assert "timeout_seconds" in path.read_text().splitlines()[err.line - 1]


@pytest.mark.parametrize(
    "limits, field",
    [
        ("default: {wall_seconds: 10, memory: 512MiB, processes: 16}\n  maximum: {wall_seconds: 5}", None),
        ("default: {wall_seconds: -3}", "limits.default.wall_seconds"),
        ("default: {memory: lots}", "limits.default.memory"),
    ],
)
def test_bad_limit_is_reported(tmp_path, limits, field):
    bundled = tmp_path / "b"
    body = python_provider("limited-one").replace("default: {wall_seconds: 10, memory: 512MiB, processes: 16}", limits)
    write_manifest(bundled, "limits.yaml", body)
    err = _one_error(load_all(bundled, tmp_path / "none"), "limits.yaml")
    assert err.code is Code.MANIFEST_INVALID
    assert err.line is not None
    if field:
        assert err.field == field
    else:
        assert "exceeds limits.maximum" in err.message


def test_aliases_are_refused(tmp_path):
    bundled = tmp_path / "b"
    write_manifest(bundled, "bomb.yaml", "a: &x [1, 2]\nb: [*x, *x]\n")
    err = _one_error(load_all(bundled, tmp_path / "none"), "bomb.yaml")
    assert err.code is Code.MANIFEST_YAML_ERROR and "alias" in err.message


def test_python_tags_are_not_executed(tmp_path):
    bundled = tmp_path / "b"
    marker = tmp_path / "pwned"
    write_manifest(bundled, "evil.yaml", f"provider: !!python/object/apply:os.system ['touch {marker}']\n")
    err = _one_error(load_all(bundled, tmp_path / "none"), "evil.yaml")
    assert err.code is Code.MANIFEST_YAML_ERROR
    assert not marker.exists()


def test_oversized_file_is_rejected(tmp_path):
    bundled = tmp_path / "b"
    write_manifest(bundled, "huge.yaml", "description: " + "x" * 300_000 + "\n")
    err = _one_error(load_all(bundled, tmp_path / "none"), "huge.yaml")
    assert "limit" in err.message


def test_operator_override_changes_limits_and_keeps_the_rest(tmp_path):
    bundled, operator = tmp_path / "b", tmp_path / "o"
    write_manifest(bundled, "p.yaml", python_provider("tunable"))
    write_manifest(
        operator,
        "more-memory.yaml",
        "override: tunable\nlimits:\n  default:\n    memory: 2GiB\n  maximum:\n    memory: 4GiB\n",
    )
    result = load_all(bundled, operator)
    assert result.errors == []
    m = result.manifests["tunable"]
    assert m.manifest.limits.default.memory == 2 * 1024**3
    assert m.manifest.limits.default.wall_seconds == 10  # untouched by the override
    assert len(m.files) == 2


def test_operator_override_can_disable(tmp_path):
    bundled, operator = tmp_path / "b", tmp_path / "o"
    write_manifest(bundled, "p.yaml", python_provider("switchable"))
    write_manifest(operator, "off.yaml", "override: switchable\nenabled: false\n")
    assert load_all(bundled, operator).manifests["switchable"].manifest.enabled is False


def test_bad_override_reports_the_operator_file_and_keeps_bundled_errors_apart(tmp_path):
    bundled, operator = tmp_path / "b", tmp_path / "o"
    write_manifest(bundled, "p.yaml", python_provider("victim"))
    write_manifest(bundled, "q.yaml", python_provider("bystander"))
    path = write_manifest(operator, "bad.yaml", "override: victim\nlimits:\n  default:\n    wall_seconds: never\n")
    result = load_all(bundled, operator)
    err = _one_error(result, "bad.yaml")
    assert err.file == str(path) and err.line == 4 and err.field == "limits.default.wall_seconds"
    assert "bystander" in result.manifests


def test_override_of_unknown_provider(tmp_path):
    operator = tmp_path / "o"
    write_manifest(operator, "ghost.yaml", "override: nobody-here\nenabled: false\n")
    result = load_all(tmp_path / "empty", operator)
    assert "no provider 'nobody-here'" in _one_error(result, "ghost.yaml").message


def test_operator_can_add_a_provider(tmp_path):
    operator = tmp_path / "o"
    write_manifest(operator, "mine.yaml", python_provider("my-tool"))
    result = load_all(tmp_path / "empty", operator)
    assert result.manifests["my-tool"].tier.value == "OPERATOR"


def test_duplicate_provider_ids_in_one_directory(tmp_path):
    bundled = tmp_path / "b"
    write_manifest(bundled, "a.yaml", python_provider("twin"))
    write_manifest(bundled, "b.yaml", python_provider("twin"))
    result = load_all(bundled, tmp_path / "none")
    assert any(e.code is Code.MANIFEST_DUPLICATE for e in result.errors)
    assert "twin" in result.manifests


def test_load_file_validates_overrides_and_manifests(tmp_path):
    good = write_manifest(tmp_path, "good.yaml", python_provider("ok-one"))
    model, errors = load_file(good)
    assert errors == [] and model.provider == "ok-one"
    bad = write_manifest(tmp_path, "bad.yaml", "override: x\nsurprise: 1\n")
    model, errors = load_file(bad)
    assert model is None and errors[0].field == "surprise" and errors[0].line == 2


def test_editor_schema_file_is_current():
    import json

    from jacobian.manifests.model import json_schema

    path = Path(__file__).resolve().parents[2] / "docs" / "manifest.schema.json"
    assert json.loads(path.read_text()) == json_schema(), (
        "run: jacobian docs manifest-schema --write docs/manifest.schema.json"
    )


def _bundled_sat(tmp_path: Path, capabilities: str) -> tuple[Path, str]:
    """The bundled cadical manifest with its capability list replaced, beside the real minisat one."""
    bundled = tmp_path / "b"
    body = (
        (bundled_dir() / "sat-cadical.yaml")
        .read_text()
        .replace("capabilities: [sat.solve]", f"capabilities: {capabilities}")
    )
    write_manifest(bundled, "sat-cadical.yaml", body)
    write_manifest(bundled, "sat-minisat.yaml", (bundled_dir() / "sat-minisat.yaml").read_text())
    return bundled, body


def test_unknown_capability_id_is_an_error_naming_file_line_and_field(tmp_path):
    bundled, body = _bundled_sat(tmp_path, "[sat.solve, sat.slove]")
    result = load_all(bundled, tmp_path / "none")
    err = _one_error(result, "sat-cadical.yaml")
    assert err.code is Code.MANIFEST_INVALID and err.field == "capabilities.1"
    assert "unknown capability 'sat.slove'" in err.message
    assert body.splitlines()[err.line - 1].startswith("capabilities:")
    assert "sat-cadical" not in result.manifests
    assert result.manifests["sat-minisat"].manifest.capabilities == ("sat.solve",)  # the others still load


def test_capability_of_another_family_is_an_error(tmp_path):
    bundled, _ = _bundled_sat(tmp_path, "[sat.solve, group.permutation.order]")
    err = _one_error(load_all(bundled, tmp_path / "none"), "sat-cadical.yaml")
    assert err.field == "capabilities.1" and "belongs to family 'gap', not 'sat'" in err.message


def test_load_file_reports_an_unknown_capability(tmp_path):
    path = write_manifest(tmp_path, "one.yaml", python_provider("lonely", capabilities="[no.such.thing]"))
    model, errors = load_file(path)
    assert model is None and errors[0].field == "capabilities.0" and "no.such.thing" in errors[0].message


def test_runtime_reports_the_bad_manifest_and_serves_the_rest(tmp_path):
    import trio

    from jacobian.runtime import Runtime, RuntimeConfig

    bundled, _ = _bundled_sat(tmp_path, "[sat.solve, sat.slove]")
    config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "o", bundled_manifest_dir=bundled)

    async def main():
        async with Runtime.open(config) as rt:
            return rt.startup.manifests.errors, [e.info.provider_id for e in rt.catalog.get("sat.solve").engines]

    errors, engines = trio.run(main)
    assert [(e.field, e.file.endswith("sat-cadical.yaml")) for e in errors] == [("capabilities.1", True)]
    assert engines == ["sat-minisat"]


def test_every_bundled_provider_says_what_installs_it():
    """``jacobian doctor`` can only name an install command a manifest gives: each Python distribution a bundled
    provider's digest records is named by its ``install`` and is a base requirement of this distribution (a plain
    ``pip install`` brings it) or comes with an extra the manifest names; each external program has a Debian
    package or the operator's toolchain."""
    from importlib.metadata import requires

    from jacobian import DISTRIBUTION
    from jacobian.contracts.enums import DigestKind

    base = {line.split(";")[0].split(">")[0].split("[")[0].strip().lower() for line in requires(DISTRIBUTION) or []}
    base = {name for name in base if name}  # the requirement names without versions or markers
    extras = {line.split("extra ==")[1].strip(" \"'") for line in requires(DISTRIBUTION) or [] if "extra ==" in line}
    for pid, sourced in load_all(bundled_dir(), Path("/nonexistent")).manifests.items():
        m = sourced.manifest
        recorded = {c.distribution for c in m.digest.components if c.kind is DigestKind.PYTHON_DISTRIBUTION_RECORD}
        if m.digest.kind is DigestKind.PYTHON_DISTRIBUTION_RECORD:
            recorded.add(m.digest.distribution)
        if m.install.extra:
            assert m.install.extra in extras, (pid, m.install.extra, extras)
        else:
            assert recorded <= set(m.install.python), (pid, recorded, m.install.python)
            assert {n.lower() for n in m.install.python} <= base, (pid, m.install.python, base)
        if m.run.executable:
            assert m.install.debian or m.install.operator, (pid, "an external program with no install named")
