"""The portable core tests pass unchanged under MicroPython with a 64 KB heap: the
64-bit unix port and, when ``make mp32`` has built it, the 32-bit one (a 32-bit
board's object sizes and small-int range); and on CircuitPython 10.2.1 and 9.2.1
when ``make cp32 GITDIR=...`` has built them (issue 23: their names, 30-bit floats,
no ``sys.print_exception`` in 10.x, a 2 KB pystack), at the same heap.

Each test file runs in its own MicroPython process, as a board would load one
game at a time: the modules of every game together would not fit one 64 KB heap.
"""

import os

import pytest

from host_sim import ROOT, mpy
from interpreters import BITS, CIRCUITPYTHONS, interpreter


# Files that need more than 64 KB on the 64-bit port (its objects twice a board's): the
# board's budget, 100 KB (issue 22). The contracts of Tri-Ominos and the domino games
# compile their save modules from source next to a game of 40 moves, and check every
# seat's view at every turn; on the 32-bit builds they pass in 64 KB. The store's damage
# tests keep several stores loaded at once, each holding its compaction image (save.Saves.buf,
# made at load so a compaction never needs a fresh contiguous block): 68 KB on the 64-bit port.
# test_triominoes_state.py (games saved and loaded back, undone move by move, a seat's
# view compiled from source) failed at 64 KB before issue 26 for some sizes of the
# environment (the unix port scans its C stack for pointers); with issue 26's round seeds
# it needs 81-88 KB on the 64-bit port, while the 32-bit and CircuitPython builds (a
# board's object sizes) still pass it at 64 KB. test_save.py on the 64-bit port passed at 64 KB in
# the working copy and failed in a fresh clone (importing flash_store, 1.5 KB asked; 66 KB passes
# there): the unix port's heap holds the checkout's paths and scans its C stack, so its edge moves
# with the environment; 72 KB as for the damage tests. The 32-bit and CircuitPython builds keep 64 KB.
HEAPS = {
    "test_game_contract_triominoes.py": "100K",
    "test_game_contract_domino.py": "100K",
    "test_save_damage.py": "72K",
}
HEAPS_64_BIT = {"test_triominoes_state.py": "96K", "test_save.py": "72K"}  # the 64-bit port's only (above)


def core_test_files():
    return sorted(n for n in os.listdir(os.path.join(ROOT, "tests", "core")) if n.startswith("test_"))


def test_there_are_portable_tests():
    assert core_test_files(), "no portable tests found"


@pytest.mark.parametrize("bits", BITS)
@pytest.mark.parametrize("name", core_test_files())
def test_core_tests_pass_under_micropython_64k(name, bits):
    passes_64k(name, interpreter(bits), HEAPS_64_BIT.get(name) if bits == 64 else None)


@pytest.mark.parametrize("binary", CIRCUITPYTHONS)
@pytest.mark.parametrize("name", core_test_files())
def test_core_tests_pass_under_circuitpython_64k(name, binary):
    passes_64k(name, binary)


def drive_paths(name):
    """host_sim/drive on the path of a file that runs the runner on the board's stand-ins."""
    with open(os.path.join(ROOT, "tests", "core", name)) as f:
        return mpy.DRIVE_PATHS if "board_fakes" in f.read() else ()


def passes_64k(name, binary, heap=None):
    result = mpy.run(
        "tests/mpy_runner.py",
        [name],
        heap=heap or HEAPS.get(name, "64K"),
        timeout=900,
        interpreter=binary,
        extra_paths=drive_paths(name),
    )
    last = (result.stdout.strip().splitlines() or ["<no output>"])[-1]
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert last.endswith(" 0 failed") and not last.startswith("0 passed"), last
