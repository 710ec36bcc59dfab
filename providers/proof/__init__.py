"""Proof assistants (issue 15): one shared core (template, sentence scanning, message mapping,
assumption parsing) and one module per assistant. Only Coq runs here; see docs/tools.md."""
