"""Provider digests on real installs: symlinks digested as links, documentation left out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import trio
from pydantic import ValidationError

from jacobian import digests
from jacobian.contracts.enums import ProviderStatus
from jacobian.manifests.loader import bundled_dir, load_all
from jacobian.manifests.model import DigestSpec
from jacobian.probes import probe_all
from jacobian.supervisor import Supervisor

from .helpers import write_manifest

SMALLGRP_DOC_LINK = Path("/usr/share/gap/pkg/SmallGrp/doc/mathjax")


def _tree(root: Path) -> Path:
    """A package-like tree: code, a doc/ folder whose link dangles, a link inside the code."""
    (root / "lib").mkdir(parents=True)
    (root / "lib" / "code.g").write_text('BindGlobal("X", 1);\n')
    (root / "lib" / "other.g").write_text('BindGlobal("Y", 2);\n')
    (root / "init.g").write_text('ReadPackage("lib/code.g");\n')
    (root / "doc").mkdir()
    (root / "doc" / "manual.six").write_text("index\n")
    os.symlink("../../../../javascript/mathjax", root / "doc" / "mathjax")  # dangles, as on Debian
    os.symlink("code.g", root / "lib" / "current.g")
    return root


def _spec(root: Path, exclude: tuple[str, ...] = ()) -> DigestSpec:
    return DigestSpec(kind="SOURCE_TREE", paths=(str(root),), exclude=exclude)


def _digest(spec: DigestSpec) -> digests.Identity:
    return digests.compute(spec, executable=None, worker_module=None)


def test_a_tree_holding_a_dangling_symlink_is_digested(tmp_path):
    root = _tree(tmp_path / "pkg")
    assert not (root / "doc" / "mathjax").exists() and (root / "doc" / "mathjax").is_symlink()
    identity = _digest(_spec(root))
    assert str(root / "doc" / "mathjax") in identity.files
    assert identity.files == digests.covered_files(_spec(root), executable=None, worker_module=None)
    assert identity.fingerprint == digests.fingerprint(identity.files)


def test_a_digested_file_change_changes_the_digest_and_a_doc_change_does_not(tmp_path):
    root = _tree(tmp_path / "pkg")
    spec = _spec(root, exclude=("doc",))
    before = _digest(spec)
    assert not any("/doc/" in f for f in before.files)

    (root / "doc" / "manual.six").write_text("a rewritten index\n")
    (root / "doc" / "new.html").write_text("<p>new page</p>\n")
    os.remove(root / "doc" / "mathjax")
    assert _digest(spec).digest == before.digest

    (root / "lib" / "other.g").write_text('BindGlobal("Y", 3);\n')
    after = _digest(spec)
    assert after.digest != before.digest
    assert after.fingerprint != before.fingerprint  # the readiness check notices it without hashing


def test_retargeting_a_symlink_changes_the_digest_and_the_fingerprint(tmp_path):
    root = _tree(tmp_path / "pkg")
    before = _digest(_spec(root))
    link = root / "lib" / "current.g"
    os.remove(link)
    os.symlink("other.g", link)
    after = _digest(_spec(root))
    assert after.digest != before.digest
    assert after.fingerprint != before.fingerprint
    # A link is digested as its target text, not followed: the target's bytes are the same
    # files either way, so only the link text can have made the difference.
    assert sorted(after.files) == sorted(before.files)


def test_links_below_a_listed_path_are_not_followed_and_special_files_are_not_opened(tmp_path):
    root = _tree(tmp_path / "pkg")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "big.g").write_text("outside the tree\n")
    os.symlink(str(outside), root / "lib" / "elsewhere")
    os.mkfifo(root / "lib" / "pipe")  # opening it would block the probe forever
    identity = _digest(_spec(root))
    assert str(root / "lib" / "elsewhere") in identity.files
    assert str(root / "lib" / "pipe") in identity.files
    assert not any(f.startswith(str(outside)) for f in identity.files)
    before = identity.digest
    (outside / "big.g").write_text("changed outside the tree\n")
    assert _digest(_spec(root)).digest == before


def test_a_listed_symlink_is_followed_to_what_it_names(tmp_path):
    (tmp_path / "real.g").write_text("one\n")
    os.symlink("real.g", tmp_path / "named.g")
    spec = DigestSpec(kind="SOURCE_TREE", paths=(str(tmp_path / "named.g"),))
    before = _digest(spec)
    (tmp_path / "real.g").write_text("two\n")
    assert _digest(spec).digest != before.digest
    os.remove(tmp_path / "real.g")
    with pytest.raises(digests.DigestError, match="does not exist"):
        _digest(spec)


def test_exclude_patterns_by_name_and_by_relative_path(tmp_path):
    root = _tree(tmp_path / "pkg")
    by_name = _digest(_spec(root, exclude=("*.six", "mathjax")))
    assert not any(f.endswith((".six", "mathjax")) for f in by_name.files)
    by_path = _digest(_spec(root, exclude=("lib/other.g",)))
    assert str(root / "lib" / "other.g") not in by_path.files
    assert str(root / "lib" / "code.g") in by_path.files


@pytest.mark.parametrize("bad", ["/usr/share/doc", "../doc", "doc/", "doc//x", ""])
def test_bad_exclude_patterns_are_manifest_errors(bad):
    with pytest.raises(ValidationError, match="exclude pattern"):
        DigestSpec(kind="SOURCE_TREE", paths=("/x",), exclude=(bad,))


def test_exclude_on_a_non_tree_digest_is_a_manifest_error_naming_the_line(tmp_path):
    body = (
        (bundled_dir() / "sat-cadical.yaml")
        .read_text()
        .replace("  kind: EXECUTABLE\n", "  kind: EXECUTABLE\n  exclude: [doc]\n")
    )
    write_manifest(tmp_path / "b", "sat-cadical.yaml", body)
    result = load_all(tmp_path / "b", tmp_path / "none")
    assert "sat-cadical" not in result.manifests
    [err] = result.errors
    assert err.field == "digest" and "SOURCE_TREE only" in err.message
    assert err.line == body.splitlines().index("digest:") + 1


def test_the_bundled_gap_digest_leaves_the_manual_out_and_computes_here(tmp_path):
    """On this machine (Debian, installed without recommends) SmallGrp's mathjax link dangles;
    the GAP provider must be AVAILABLE regardless."""
    gap = load_all(bundled_dir(), tmp_path / "none").manifests["gap"]
    m = gap.manifest
    identity = digests.compute(m.digest, executable=None, worker_module=m.run.worker)
    assert not any(f.startswith("/usr/share/gap/pkg/SmallGrp/doc") for f in identity.files)
    assert "/usr/share/gap/pkg/SmallGrp/read.g" in identity.files

    async def main():
        sup = Supervisor()
        try:
            return await probe_all({"gap": gap}, sup, None)
        finally:
            await sup.aclose()

    health = trio.run(main)["gap"]
    assert health.status is ProviderStatus.AVAILABLE, health.message
