"""Package layout: providers/, checkers/ and manifests/ sit at the top of the
repository (where a newcomer looks for them) but install under jacobian's
namespace (`jacobian.providers`, `jacobian.checkers`, `jacobian.bundled_manifests`)
so the wheel claims no generic top-level import names."""

from setuptools import find_packages, setup

MAPPED = {"providers": "jacobian.providers", "checkers": "jacobian.checkers"}

packages = find_packages(include=["jacobian", "jacobian.*"])
package_dir = {"jacobian": "jacobian", "jacobian.bundled_manifests": "manifests"}
for folder, namespace in MAPPED.items():
    package_dir[namespace] = folder
    packages.append(namespace)
    packages += [f"{namespace}.{sub}" for sub in find_packages(folder)]
packages.append("jacobian.bundled_manifests")

setup(packages=packages, package_dir=package_dir)
