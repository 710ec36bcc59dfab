"""Provider manifests: the YAML model, its loader (with file/line errors) and
the search path (bundled, then the operator's directory)."""

from .loader import LoadedManifests, ManifestError, load_all, load_file
from .model import Manifest, SizeBytes

__all__ = ["Manifest", "SizeBytes", "LoadedManifests", "ManifestError", "load_all", "load_file"]
