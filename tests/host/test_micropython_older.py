"""The portable core tests and the parity scripts also pass on OLDER MicroPythons, whose
language core is closer to CircuitPython's (9.x ~ MicroPython 1.21, 10.x ~ 1.25) than the
unix port's 1.29: an API added or changed since then (``bytearray.index(int)`` before 1.29)
would fail on the board.

They are the WebAssembly builds of npm ``@micropython/micropython-webassembly-pyscript``,
pinned in host_sim/wasm/package.json and run under node by host_sim/wasm/run.mjs. Their
heap grows and gc only runs between JS calls, so these are functional checks only (the heap
limits are checked on the unix ports: test_micropython.py, test_parity.py).
"""

import functools
import json
import os
import shutil
import subprocess

import pytest

from host_sim import ROOT, mpy

WASM = os.path.join(ROOT, "host_sim", "wasm")
INSTALL = "make wasm (npm ci --prefix host_sim/wasm)"


def versions():
    """The pinned versions: the "micropython-<version>" aliases of package.json."""
    with open(os.path.join(WASM, "package.json")) as f:
        deps = json.load(f)["dependencies"]
    return sorted(name.split("-", 1)[1] for name in deps if name.startswith("micropython-"))


def version_param(version):
    reason = None
    if shutil.which("node") is None:
        reason = "node not found: install Node.js (20+), then run '%s'" % INSTALL
    elif not os.path.isdir(os.path.join(WASM, "node_modules", "micropython-" + version)):
        reason = "MicroPython %s (WebAssembly) not installed: run '%s'" % (version, INSTALL)
    return pytest.param(
        version, id="mpy" + version, marks=pytest.mark.skipif(reason is not None, reason=reason or "")
    )


VERSIONS = [version_param(v) for v in versions()]
CORE = sorted(n for n in os.listdir(os.path.join(ROOT, "tests", "core")) if n.startswith("test_"))
PARITY = sorted(
    n
    for n in os.listdir(os.path.join(ROOT, "tests", "parity"))
    if n.endswith(".py") and not n.startswith("_")
)


def run_older(version, script, args=(), timeout=300):
    """``script`` on the older MicroPython ``version``, with the unix port's MICROPYPATH
    (--single-threaded: see run.mjs; given here, it saves the runner starting node again)."""
    cmd = [
        "node",
        "--single-threaded",
        os.path.join(WASM, "run.mjs"),
        "--version",
        version,
        "--heap",
        "4M",
        script,
    ] + list(args)
    # tests/plugin: the test-only game the contract test plays (copied into the page's file system too)
    env = mpy.env([os.path.join("tests", "plugin")] + list(mpy.DRIVE_PATHS))  # (and the board's stand-ins)
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


@functools.cache
def cpython_output(path):
    cp = mpy.run_cpython(path, timeout=900)
    assert cp.returncode == 0, cp.stderr[-3000:]
    assert cp.stdout, "parity script printed nothing"
    return cp.stdout


def test_versions_are_pinned():
    assert len(versions()) >= 2, versions()


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", CORE)
def test_core_tests_pass_on_older_micropython(name, version):
    result = run_older(version, "tests/mpy_runner.py", [name])
    last = (result.stdout.strip().splitlines() or ["<no output>"])[-1]
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert last.endswith(" 0 failed") and not last.startswith("0 passed"), last


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", PARITY)
def test_parity_on_older_micropython(name, version):
    path = os.path.join("tests", "parity", name)
    expected = cpython_output(path)
    mp = run_older(version, path)
    assert mp.returncode == 0, mp.stderr[-3000:] + mp.stdout[-1000:]
    if expected != mp.stdout:
        a, b = expected.splitlines(), mp.stdout.splitlines()
        for i, (x, y) in enumerate(zip(a, b)):
            assert x == y, "first difference at line %d:\nCPython:     %s\nMicroPython: %s" % (i + 1, x, y)
        assert len(a) == len(b), "line counts differ: %d vs %d" % (len(a), len(b))
        assert expected == mp.stdout, "outputs differ (line endings or a last line without newline)"
