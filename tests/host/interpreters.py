"""The interpreters the two-interpreter tests run on: the 64-bit MicroPython unix port
from PyPI and, when ``make mp32`` has built it (host_sim/mp32), the same MicroPython
as a 32-bit program, with a 32-bit board's object sizes and small-int range; and,
when ``make cp32 GITDIR=...`` has built them (host_sim.mpy.circuitpythons), CircuitPython
10.2.1 and 9.2.1 as 32-bit programs (a board's core: its names, 30-bit floats, a 2 KB
pystack). What is not built is skipped with the reason (CI has no CircuitPython)."""

import pytest

from host_sim import mpy

SKIP_32 = pytest.mark.skipif(
    mpy.binary32() is None, reason="no 32-bit MicroPython: 'make mp32' builds it (host_sim/mp32)"
)
BITS = [pytest.param(64, id="64-bit"), pytest.param(32, id="32-bit", marks=SKIP_32)]


def _circuitpython(label):
    """A param for one CircuitPython build: its binary, or skipped with the reason."""
    found = dict(mpy.circuitpythons()).get(label)
    reason = (
        "no %s: 'make cp32 GITDIR=...' builds it (../shared/tools/cp32/build.sh), or PIPGRID_CP32=FOLDER"
        % label
    )
    return pytest.param(
        found, id=label.replace(" ", "-"), marks=pytest.mark.skipif(found is None, reason=reason)
    )


CIRCUITPYTHONS = [_circuitpython(label) for label, _name in mpy.CIRCUITPYTHONS]
# every 32-bit interpreter: micropython32 and the CircuitPython builds (binaries)
BOARDS32 = [pytest.param(mpy.binary32(), id="micropython32", marks=SKIP_32)] + CIRCUITPYTHONS


def interpreter(bits):
    """The binary for ``bits`` (None: the default, 64-bit)."""
    return mpy.binary32() if bits == 32 else None
