"""Package layout: providers/, checkers/ and manifests/ sit at the top of the
repository (where a newcomer looks for them) but install under jacobian's
namespace (`jacobian.providers`, `jacobian.checkers`, `jacobian.bundled_manifests`)
so the wheel claims no generic top-level import names.

Build step: two C99 programs (libc only) are built with ``cc -O2`` (``-static`` where it links) into
the installed checker package: the DRAT -> LRAT elaborator (checkers/sat/elab_c/elab.c, as
``sat/drat-elab``; untrusted: the LRAT kernel checks what it writes) and the compiled LRAT kernel
(checkers/sat/kernel_c/kernel.c, as ``sat/lrat-kernel``; trusted, in the checker's digest). Without a
compiler the install goes on without them: the checker then uses its Python elaborator and its
Python kernel, and says so in every answer.

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
HERE = Path(__file__).resolve().parent
SAT = HERE / "checkers" / "sat"
SUPERVISOR = HERE / "jacobian" / "supervisor"
# installed path (in the built package) -> (source, what is used without it)
PROGRAMS = {
    "jacobian/checkers/sat/drat-elab": (SAT / "elab_c" / "elab.c", "the SAT checker uses its Python elaborator"),
    "jacobian/checkers/sat/lrat-kernel": (SAT / "kernel_c" / "kernel.c", "the SAT checker uses its Python LRAT kernel"),
    "jacobian/supervisor/jacobian-setup": (SUPERVISOR / "setup.c", "the supervisor uses its exec chain"),
}


class BuildWithPrograms(build_py):
    def run(self):
        super().run()
        for name, (source, instead) in PROGRAMS.items():
            self.build_program(name, source, instead)

    def build_program(self, name, source, instead):
        target = Path(self.build_lib) / name
        cc = shutil.which(os.environ.get("CC", "cc"))
        if cc is None or not source.is_file():
            why = "no C compiler" if cc is None else f"{source} is missing"
            print(f"warning: {why}: {name} not built ({instead})")
            target.unlink(missing_ok=True)  # never install a binary left in build/ by an earlier build
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        argv = [cc, "-std=c99", "-O2", "-o", str(target), str(source)]
        # Linked statically where libc.a exists (a static child starts ~0.2 ms sooner, which is a
        # tenth of checking a small proof); dynamically otherwise.
        if subprocess.run([*argv, "-static"]).returncode != 0 and subprocess.run(argv).returncode != 0:
            print(f"warning: {name} did not compile ({instead})")
            target.unlink(missing_ok=True)
            return
        target.chmod(0o755)  # run by the job's uid (65534), or by the supervisor


packages = find_packages(include=["jacobian", "jacobian.*"])
package_dir = {"jacobian": "jacobian", "jacobian.bundled_manifests": "manifests"}
for folder, namespace in MAPPED.items():
    package_dir[namespace] = folder
    packages.append(namespace)
    packages += [f"{namespace}.{sub}" for sub in find_packages(folder)]
packages.append("jacobian.bundled_manifests")

setup(packages=packages, package_dir=package_dir, cmdclass={"build_py": BuildWithPrograms})
