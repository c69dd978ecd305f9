"""micropython32 is no more optimistic than CircuitPython (issue 23): a name held in
ROM costs no heap, so the 32-bit MicroPython's heap figures hold for a board only when
its ROM holds no name of ours that CircuitPython's does not. host_sim/mp32/rom_qstrs.py
adds to micropython32's ROM only names listed in host_sim/mp32/circuitpython_rom.txt;
that list must claim no name a CircuitPython build lacks (checked on every build made
by ``make cp32``), and micropython32 must hold none of our names beyond it (save the
ones its own core holds)."""

import os
import sys

import pytest

from host_sim import ROOT, mpy
from interpreters import CIRCUITPYTHONS, SKIP_32

sys.path.insert(0, os.path.join(ROOT, "host_sim", "mp32"))
import rom_qstrs  # noqa: E402

# micropython32's own core (no name added) holds this one of ours; CircuitPython 9.2.1 does not
CORE_ONLY = {"_build"}


@pytest.mark.parametrize("binary", CIRCUITPYTHONS)
def test_the_list_claims_no_name_circuitpython_lacks(binary):
    listed = sorted(rom_qstrs.circuitpython_rom())
    assert len(listed) > 200
    missing = set(listed) - set(rom_qstrs.rom_names(binary, listed))
    assert not missing, "not in %s's ROM: %s (rom_qstrs.py --circuitpython)" % (binary, sorted(missing))


@SKIP_32
def test_micropython32_holds_none_of_our_names_beyond_the_list():
    names = sorted(rom_qstrs.repo_names())
    held = set(rom_qstrs.rom_names(mpy.binary32(), names))
    extra = held - rom_qstrs.circuitpython_rom() - CORE_ONLY
    assert not extra, "micropython32 holds in ROM what CircuitPython does not: %s (make mp32)" % sorted(extra)
    assert {"argparse", "line", "store"} & set(names) and not {"argparse", "line", "store"} & held
