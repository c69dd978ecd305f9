"""``make web HOST=0.0.0.0 PORT=N`` (web/serve.py, issue 27): it serves the built page
and prints the addresses to type, this computer's own, for pupils' devices on the
classroom's network; bad input gives one line."""

import os
import subprocess
import sys
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVE = os.path.join(ROOT, "web", "serve.py")


def test_serve_on_every_network_prints_the_addresses_and_serves_the_page(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>PipGrid</title>")
    proc = subprocess.Popen(
        [sys.executable, SERVE, str(tmp_path), "--host", "0.0.0.0", "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        lines = [proc.stdout.readline().strip() for _ in range(2)]
        assert lines[0].startswith("PipGrid in your browser")
        local = lines[1]
        assert local.startswith("http://localhost:") and local.endswith("/")
        port = int(local.rsplit(":", 1)[1].rstrip("/"))
        with urllib.request.urlopen("http://127.0.0.1:%d/index.html" % port, timeout=10) as r:
            assert b"PipGrid" in r.read()
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_serve_bad_input_says_why():
    for args, words in (
        (["build/none-here"], "holds no built page"),
        ([ROOT, "--port", "http"], "PORT must be a number from 0 to 65535"),
    ):
        r = subprocess.run([sys.executable, SERVE] + args, capture_output=True, text=True, timeout=20)
        assert r.returncode == 2 and words in r.stderr and r.stderr.count("\n") == 1
