"""Package layout: providers/, checkers/ and manifests/ sit at the top of the
repository (where a newcomer looks for them) but install under jacobian's
namespace (`jacobian.providers`, `jacobian.checkers`, `jacobian.bundled_manifests`)
so the wheel claims no generic top-level import names.

Build step: the compiled DRAT -> LRAT elaborator (checkers/sat/elab_c/elab.c, C99 and libc
only) is built with ``cc -O2`` (``-static`` where it links) into the installed checker package
as ``sat/drat-elab``. It is untrusted (the LRAT kernel checks what it writes); without a
compiler the install goes on without it and the checker uses its Python elaborator.

Likewise the sandbox's set-up helper (jacobian/supervisor/setup.c) into ``jacobian/supervisor/
jacobian-setup``: one program where the supervisor otherwise runs an exec chain of six; without a
compiler the supervisor uses the chain."""

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

MAPPED = {"providers": "jacobian.providers", "checkers": "jacobian.checkers"}
ELABORATOR_SOURCE = Path(__file__).resolve().parent / "checkers" / "sat" / "elab_c" / "elab.c"


SETUP_HELPER_SOURCE = Path(__file__).resolve().parent / "jacobian" / "supervisor" / "setup.c"


def compile_static(cc, source, target, what):
    """``cc -std=c99 -O2`` (``-static`` where it links) ``source`` into ``target``, 0755; False when it fails."""
    target.parent.mkdir(parents=True, exist_ok=True)
    argv = [cc, "-std=c99", "-O2", "-o", str(target), str(source)]
    if subprocess.run([*argv, "-static"]).returncode != 0 and subprocess.run(argv).returncode != 0:
        print(f"warning: {what} did not compile")
        target.unlink(missing_ok=True)
        return False
    target.chmod(0o755)
    return True


class BuildWithElaborator(build_py):
    def run(self):
        super().run()
        helper = Path(self.build_lib) / "jacobian" / "supervisor" / "jacobian-setup"
        cc = shutil.which(os.environ.get("CC", "cc"))
        if cc is None or not SETUP_HELPER_SOURCE.is_file():
            print("warning: the sandbox set-up helper not built (the supervisor uses its exec chain)")
            helper.unlink(missing_ok=True)
        else:
            compile_static(cc, SETUP_HELPER_SOURCE, helper, "the sandbox set-up helper (the exec chain is used)")
        target = Path(self.build_lib) / "jacobian" / "checkers" / "sat" / "drat-elab"
        cc = shutil.which(os.environ.get("CC", "cc"))
        if cc is None or not ELABORATOR_SOURCE.is_file():
            why = "no C compiler" if cc is None else f"{ELABORATOR_SOURCE} is missing"
            print(f"warning: {why}: drat-elab not built (the SAT checker uses its Python elaborator)")
            target.unlink(missing_ok=True)  # never install a binary left in build/ by an earlier build
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        argv = [cc, "-std=c99", "-O2", "-o", str(target), str(ELABORATOR_SOURCE)]
        # Linked statically where libc.a exists (a static child starts ~0.2 ms sooner, which is a
        # tenth of checking a small proof); dynamically otherwise.
        if subprocess.run([*argv, "-static"]).returncode != 0 and subprocess.run(argv).returncode != 0:
            print("warning: drat-elab did not compile (the SAT checker uses its Python elaborator)")
            target.unlink(missing_ok=True)
            return
        target.chmod(0o755)  # run by the checker job's uid (65534)


packages = find_packages(include=["jacobian", "jacobian.*"])
package_dir = {"jacobian": "jacobian", "jacobian.bundled_manifests": "manifests"}
for folder, namespace in MAPPED.items():
    package_dir[namespace] = folder
    packages.append(namespace)
    packages += [f"{namespace}.{sub}" for sub in find_packages(folder)]
packages.append("jacobian.bundled_manifests")

setup(packages=packages, package_dir=package_dir, cmdclass={"build_py": BuildWithElaborator})
