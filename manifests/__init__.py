"""Bundled provider manifests (YAML data only; installed as jacobian.bundled_manifests)."""
