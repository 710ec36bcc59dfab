"""Experiments: durable, resumable runs of one capability over a finite family of payloads.

``family`` expands and describes the family, ``model`` holds the snapshot and its rules,
``store`` commits everything to SQLite as it happens, ``manager`` runs experiments in the
runtime's nursery through ``Runtime.run``. The capabilities live in ``providers/experiment``.
"""
