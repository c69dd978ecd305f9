"""Parity: every script in tests/parity/ prints byte-identical output on CPython
and on MicroPython (same seed, same deal, same transcript): the 64-bit unix port and,
when ``make mp32`` has built it, the 32-bit one, whose small ints end at 2**30 as on
a 32-bit board (the generator's 32-bit arithmetic then runs on long ints); and on
CircuitPython 10.2.1 and 9.2.1 when ``make cp32 GITDIR=...`` has built them, at the
32-bit build's heaps (issue 23)."""

import os

import pytest

from host_sim import ROOT, mpy
from interpreters import BITS, CIRCUITPYTHONS, interpreter

PARITY = os.path.join(ROOT, "tests", "parity")
SCRIPTS = sorted(n for n in os.listdir(PARITY) if n.endswith(".py") and not n.startswith("_"))
# The computer players' scripts compile from .py with the engine in the heap: 64 KB on
# the 32-bit build (a board's object sizes); the 64-bit port's objects are about twice
# as large and need 72 KB.
# Tri-Ominos' levels compile bots/mc_triominoes.py (one long rollout) from .py: 96 KB on
# the 64-bit port, 72 KB on the 32-bit one (68 KB since the seed's variants, issue 25: the
# 64 KB per-game target is retired, issue 22; the board loads .mpy files).
# Luzon's deals on the 64-bit port sit at the edge of 64 KB since this wave's merges (one full
# run failed for a 2 KB block in solver/position.codes, the same run alone passed): 80 KB.
HEAP = {
    ("luzon_deals.py", 64): "80K",
    ("domino_levels.py", 64): "80K",
    ("italian_levels.py", 64): "80K",
    ("triominoes_levels.py", 64): "96K",
    ("triominoes_levels.py", 32): "72K",
    # Whole Tri-Ominos games compiled from .py: 62 KB on main before issue 26, then round
    # seeds (the one-way function in rng.py), the HOW pages' merge and the heap's layout
    # put it at 64-80 KB depending on the size of the environment (the unix port scans its
    # C stack for pointers); the 32-bit builds still run it in 64 KB, and the board loads
    # .mpy files (the play-through's figure is the board's)
    ("triominoes_transcripts.py", 64): "88K",
}


@pytest.mark.parametrize("bits", BITS)
@pytest.mark.parametrize("name", SCRIPTS)
def test_parity(name, bits):
    same_output(name, HEAP.get((name, bits), "64K"), interpreter(bits))


@pytest.mark.parametrize("binary", CIRCUITPYTHONS)
@pytest.mark.parametrize("name", SCRIPTS)
def test_parity_circuitpython(name, binary):
    same_output(name, HEAP.get((name, 32), "64K"), binary)


def same_output(name, heap, binary):
    path = os.path.join("tests", "parity", name)
    cp = mpy.run_cpython(path, timeout=900)
    assert cp.returncode == 0, cp.stderr[-3000:]
    mp = mpy.run(path, heap=heap, timeout=900, interpreter=binary)
    assert mp.returncode == 0, mp.stderr[-3000:] + mp.stdout[-1000:]
    assert cp.stdout, "parity script printed nothing"
    if cp.stdout != mp.stdout:
        a, b = cp.stdout.splitlines(), mp.stdout.splitlines()
        for i, (x, y) in enumerate(zip(a, b)):
            assert x == y, "first difference at line %d:\nCPython:     %s\nMicroPython: %s" % (i + 1, x, y)
        assert len(a) == len(b), "line counts differ: %d vs %d" % (len(a), len(b))
