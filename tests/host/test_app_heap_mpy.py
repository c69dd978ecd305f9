"""The full app under MicroPython from .mpy files, as on a board, inside a small heap
(issue 4 and 5 heap budget): a whole Luzon game and a whole traditional match,
replayed by button presses through bench/app_game_mpy.py and
bench/hotseat_match_mpy.py (the store in a file: nvm is flash on a board).

The issues' aim is a 64 KB heap (the Luzon game meets it); these limits are what the app needs today plus a
little room (see docs/board.md "Heap"), so a change that needs more heap fails here
instead of silently. Completion is asserted, never timing.
"""

import os
import subprocess
import sys

import pytest

from bench.bench_hotseat import record
from host_sim import ROOT, mpy

sys.path.insert(0, os.path.join(ROOT, "tests", "core"))

MATCH_HEAP = "112K"  # a traditional match, 2 seats: runs from about 104K


@pytest.fixture(scope="module")
def lib():
    import shutil
    import tempfile

    # a short path, nearer a board's /lib: each module's path is an interned name, and
    # pytest's deep tmp folders cost the 64-bit Luzon game about 1 KB of its 64 KB
    out = tempfile.mkdtemp(prefix="pg")
    mpy.compile_lib(out)
    yield out
    shutil.rmtree(out, ignore_errors=True)


def run(lib, script, args, heap, tmp):
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([lib, "tests/core", "bench"])  # relative: cwd=ROOT (mpy.env)
    cmd = [mpy.binary(), "-X", "heapsize=" + heap, script] + args + [str(tmp / "nvm.bin")]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_whole_traditional_match_runs_in_a_small_heap_from_mpy(lib, tmp_path):
    events, game = record("TRAD", [0, 1], False)
    path = tmp_path / "events.txt"
    path.write_text(events)
    r = run(lib, os.path.join("bench", "hotseat_match_mpy.py"), [str(path)], MATCH_HEAP, tmp_path)
    assert r.returncode == 0, r.stderr[-800:]
    assert "screen matchend" in r.stdout  # TR-14: the match was won
    assert game.match_over()
