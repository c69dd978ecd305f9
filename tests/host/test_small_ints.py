"""Small integers only (issue 12): the generator allocates nothing per draw under
MicroPython, on the 32-bit build too, where an int of 2**30 or more is a heap object
(32 bytes or more each; before the 16-bit halves a draw left about 370 bytes)."""

import pytest

from host_sim import mpy
from interpreters import BITS, interpreter


def measure(bits, script):
    r = mpy.run(script, heap="64K", timeout=300, interpreter=interpreter(bits))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    return {name: int(v) for name, v in (line.split() for line in r.stdout.splitlines())}


@pytest.mark.parametrize("bits", BITS)
def test_draws_and_shuffles_allocate_nothing(bits):
    got = measure(bits, "tests/host/small_ints_mpy.py")
    for n in (2, 7, 28, 1000, 16384):
        assert got["below%d" % n] == 0, got  # 10,000 draws
    assert got["shuffle"] == 0, got
    # the fast deal: its 9 lists only (32-bit: 688 bytes; before: 8,432, its ints)
    assert 0 < got["deal"] < (800 if bits == 32 else 1500), got
