"""The limits of a picture of a graph result (``math.run`` with ``picture: true``); one definition each."""

from __future__ import annotations

from .job import MIB

MAX_PICTURE_VERTICES = 200  # a larger graph gets a PICTURE_MISSING warning, not a picture
MAX_PICTURE_EDGES = 2000
PICTURE_WALL_SECONDS = 10.0  # the renderer job's wall budget
PICTURE_OUTPUT_BYTES = 4 * MIB  # each rendered file (SVG, PNG) at most this
PICTURE_MEMORY_BYTES = 512 * MIB
PICTURE_MAX_PROCESSES = 32  # pango/cairo's font lookup starts GLib threads (each counts); 4 made PNGs fail at random
PICTURE_SCHEMA = "jacobian.graph.picture.v1"  # the retained artifact: {"svg": text, "png_base64": text, ...}
