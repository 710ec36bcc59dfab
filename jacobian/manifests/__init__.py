"""Provider manifests: the YAML model (``model``), its loader with file/line errors and the
search path, bundled then the operator's directory (``loader``).

The package itself exports only the model: the loader checks each manifest's capabilities
against the installed families, so importing it here would make every reader of the model
(digests, checker specs, state records) depend on the capability API."""

from .model import Manifest, SizeBytes

__all__ = ["Manifest", "SizeBytes"]
