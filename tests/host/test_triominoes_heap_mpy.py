"""A whole Tri-Ominos game on the board under MicroPython from .mpy files, as on a
board (issue 14): four people to 400 by button presses (bench/bench_tri_board.py's
recording), replayed through bench/tri_board_mpy.py on the 32-bit MicroPython
(``make mp32``: a 32-bit board's object sizes).

The issue's target, a whole-app peak under 48 KB in a 64 KB heap, is NOT met yet
(bench tri_board: whole app about 56 KB, smallest heap 72-75 KB; the engine's code
and the names every loaded module leaves on the heap take most of it). This test
holds today's figures with a little room, so a change that needs more heap fails here
instead of silently. Completion and heap are asserted, never timing.
"""

import os
import sys

from bench.bench_tri_board import record_big
from host_sim import ROOT, mpy
from interpreters import SKIP_32

sys.path.insert(0, os.path.join(ROOT, "tests", "core"))

# Smallest heap measured: 72-75 KB with the two-slot store, 69-87 KB across the merges of
# 1 December (the record log's compaction needs one contiguous block; fragmentation moves
# the figure). The target (whole app under 48 KB in 64 KB) is not met; this holds today.
HEAP = "96K"
WHOLE = 60 * 1024  # whole app's peak measured: 55.9-57.1 KB


@SKIP_32
def test_four_people_play_a_whole_game_in_a_96k_heap_on_a_32_bit_micropython(tmp_path):
    import subprocess

    lib = str(tmp_path / "lib")
    mpy.compile_lib(lib)
    events, game, most = record_big([0, 0, 0, 0])
    assert game.game_over() and most >= 50
    path = tmp_path / "events.txt"
    path.write_text(events)
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([lib, "bench"])  # relative: cwd=ROOT (mpy.env)
    cmd = [mpy.binary32(), "-X", "heapsize=" + HEAP, os.path.join("bench", "tri_board_mpy.py"), str(path),
           str(tmp_path / "nvm.bin")]
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-800:]
    assert "screen matchend" in r.stdout  # the game was won on the grid
    out = r.stdout
    whole = int(out.split("live_peak ")[1].split()[0]) + int(out.split("kernel ")[1].split()[0])
    assert whole < WHOLE, "whole app's heap peak %d bytes, held under %d" % (whole, WHOLE)
