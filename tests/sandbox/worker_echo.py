"""A test worker speaking jacobian.wire: echoes its payload with its pid; can misbehave on request."""

import os
import signal
import time

from jacobian.wire import serve

_hog = []


def handle(payload, emit):
    emit.progress(0.5, "halfway")
    emit.log("working")
    action = payload.get("action")
    if action == "sleep":
        time.sleep(payload["seconds"])
    elif action == "spin":
        while True:
            pass
    elif action == "grow":  # keep memory held in the worker (for the recycle threshold)
        _hog.append(bytearray(payload["bytes"]))
    elif action == "ignore_term_sleep":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        time.sleep(payload["seconds"])
    return {"pid": os.getpid(), "echo": payload.get("echo")}


if __name__ == "__main__":
    serve(handle)
