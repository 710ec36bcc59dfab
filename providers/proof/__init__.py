"""Proof assistants (issue 15): one shared core (template, sentence scanning, message mapping,
assumption parsing) and one module per assistant. Coq runs wherever the set-up installed it; Lean
where the operator installed a toolchain (manifests/lean.yaml, installed_by: operator); see docs/tools.md."""
