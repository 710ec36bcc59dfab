"""A hostile test worker speaking jacobian.wire: runs the shell snippet it is sent and
returns what it printed, so a pooled worker or a checker-shaped job can try to undo its
sandbox from inside."""

import subprocess

from jacobian.wire import serve


def handle(payload, emit):
    done = subprocess.run(["/bin/sh", "-c", payload["script"]], capture_output=True, timeout=20)
    return {"stdout": done.stdout.decode("utf-8", "replace"), "stderr": done.stderr.decode("utf-8", "replace")}


if __name__ == "__main__":
    serve(handle)
