"""A test worker speaking jacobian.wire: echoes its payload with its identity; can misbehave on request.

The identity is a token drawn at start-up, not the pid: in its own PID namespace every
worker may well be pid 2."""

import os
import select
import signal
import subprocess
import time
import uuid

from jacobian.wire import serve

_hog = []
WORKER_ID = uuid.uuid4().hex


def handle(payload, emit):
    emit.progress(0.5, "halfway")
    emit.log("working")
    action = payload.get("action")
    if action == "sleep":
        time.sleep(payload["seconds"])
    elif action == "spin":
        while True:
            pass
    elif action == "spin_until_eof":  # busy, but notices (and says, in a file) when its stdin is closed
        while not select.select([0], [], [], 0.001)[0] or os.read(0, 1):
            pass
        with open(payload["marker"], "w") as f:
            f.write("asked to end")
    elif action == "grow":  # keep memory held in the worker (for the recycle threshold)
        _hog.append(bytearray(payload["bytes"]))
    elif action == "ignore_term_sleep":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        time.sleep(payload["seconds"])
    elif action == "child_writes":  # a child writes past the file-size limit while the worker waits
        with open("big", "wb") as out:
            subprocess.Popen(["head", "-c", str(payload["bytes"]), "/dev/zero"], stdout=out)
        time.sleep(payload["seconds"])
    elif action == "fork_until_refused":  # children that stay, until a fork is refused (then an error result)
        while True:
            if os.fork() == 0:
                time.sleep(600)
                os._exit(0)
    return {"worker": WORKER_ID, "echo": payload.get("echo")}


if __name__ == "__main__":
    serve(handle)
