# Jacobian's two commands: `just demo` (set up, then show the MCP server at work
# over real stdio) and `just test` (set up, then run the whole test suite
# against the installed package). `just serve` runs the stdio server itself.

set shell := ["bash", "-euo", "pipefail", "-c"]

python := env_var_or_default("PYTHON", "python3")
debian_packages := "cadical cryptominisat minisat picosat z3 cvc5 gap-core gap-smallgrp bubblewrap coq nauty gcc libc6-dev eprover graphviz"

# Debian packages for the external engines and the sandbox (root only; skipped otherwise).
system:
    #!/usr/bin/env bash
    set -euo pipefail
    missing=""
    for p in {{debian_packages}}; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
    if [ -z "$missing" ]; then echo "system packages: all present"; exit 0; fi
    if [ "$(id -u)" != 0 ]; then echo "system packages missing:$missing (not root: skipping; the providers that need them will be UNAVAILABLE)"; exit 0; fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends $missing

# Install Jacobian (not editable: tests run against the installed package).
install: system
    # This project was once installed under the distribution name `jacobian` (another project's on the
    # package index): such an install owns the same files, so it goes first (only when it is ours).
    if {{python}} -c 'import importlib.metadata as m, sys; sys.exit(0 if "jacobian-mcp" in m.distribution("jacobian").entry_points.names else 1)' 2>/dev/null; then {{python}} -m pip uninstall -y -q jacobian; fi
    {{python}} -m pip install -q --disable-pip-version-check ".[test,sage,cluster,cremona]"
    # Jobs run as uid 65534: when the server is root, that uid must reach this interpreter
    # (only the search bit is added to directories on the way that lack it, e.g. /root).
    if [ "$(id -u)" = 0 ]; then {{python}} -P -m jacobian.cli.main sandbox reach --fix; fi

# The operator's first-run steps, each visible: probe providers, authorize the bundled checkers.
# (Module invocations, so a scripts directory missing from PATH cannot break them; -P keeps
# the source tree from shadowing the installed package.)
setup: install
    {{python}} -P -m jacobian.cli.main providers probe || true
    {{python}} -P -m jacobian.cli.main checkers authorize --all-bundled --reason "first-run setup from the Justfile"

# Run the MCP server over stdio on the bundled providers (set-up output goes to stderr:
# stdout belongs to the protocol).
serve:
    {{just_executable()}} setup >&2
    exec {{python}} -P -m jacobian.mcp.server

# A demonstration: a real MCP client starts jacobian-mcp over stdio, finds and runs operations.
demo: setup
    {{python}} -P -m jacobian.demo

# Set up, then lint (ruff), check formatting and types (mypy), and run the whole test suite.
test: setup
    {{python}} -m ruff check .
    {{python}} -m ruff format --check .
    {{python}} -m mypy
    {{python}} -P -m pytest -q

# The fast lane for the inner loop (after one `just setup`): reinstall this tree without resolving
# dependencies, lint, check formatting and types, then the tests marked `fast` (unit tests and one real
# EXPLORE and VERIFY per family) with shrunk corpora (JACOBIAN_TEST_LANE=fast; see tests/lanes.py).
check:
    {{python}} -m pip install -q --disable-pip-version-check --no-deps .
    {{python}} -m ruff check .
    {{python}} -m ruff format --check .
    {{python}} -m mypy
    JACOBIAN_TEST_LANE=fast {{python}} -P -m pytest -q -m fast

# Benchmarks (print ratios measured side by side in one run).
bench: setup
    for b in bench/bench_*.py; do echo "== $b"; {{python}} -P "$b"; done
