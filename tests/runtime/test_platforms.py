"""Linux only: the sandbox is built from Linux facilities, and on another system the server says so at start."""

from __future__ import annotations

import sys

from jacobian.platforms import unsupported


def test_linux_is_supported_and_others_are_named():
    assert unsupported("linux") is None
    for other in ("darwin", "win32", "freebsd14"):
        why = unsupported(other)
        assert why is not None and repr(other) in why and "Linux" in why


def test_the_server_refuses_to_start_elsewhere_and_says_why(monkeypatch, capsys):
    from jacobian.mcp.server import main

    monkeypatch.setattr(sys, "platform", "darwin")
    assert main(["--standalone"]) == 2
    err = capsys.readouterr().err
    assert "jacobian-mcp: unsupported platform 'darwin'" in err and "supports Linux only" in err
    assert main([]) == 2  # the default relay too, before it starts any daemon
