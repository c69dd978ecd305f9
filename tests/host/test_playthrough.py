"""Memory as one budget (issues 22, 23): the play-through of every game in turn, from boot
(bench/bench_playthrough.py: Luzon with DEALS=WIN and a HINT, traditional with two L5
seats, Italian milestones with an L5 seat, Tri-Ominos with 6 seats, two L5 and a HINT),
replayed from .mpy files into the board's own code.py, runs whole in 100 KB of heap on
every 32-bit interpreter built here: micropython32 and CircuitPython 10.2.1 and 9.2.1
(what is not built is skipped with the reason). Once each, pass or fail: the smallest
heap is the bench's figure (``python -m bench playthrough --interpreter PATH``)."""

import tempfile

import pytest

from bench import bench_playthrough
from interpreters import BOARDS32


@pytest.fixture(scope="module")
def events():
    return bench_playthrough.record()


def test_the_play_through_visits_every_game_and_ends_at_the_menu(events):
    checks = [t for t in events.split(",") if t.startswith("?")]
    # the menu, back to it after each game's HOW pages (issue 24), then the games
    assert checks == ["?menu"] * 5 + ["?luzon", "?end", "?menu"] + ["?matchend", "?menu"] * 3


# The budget is 100 KB on every 32-bit interpreter, micropython32 (CI's only one) included
# (issue 23). Measured on one tree (python -m bench playthrough, after issues 22-26):
# micropython32 99 KB, CircuitPython 10.2.1 98 KB, 9.2.1 98-99 KB.


@pytest.mark.parametrize("binary", BOARDS32)
def test_the_whole_play_through_runs_in_the_100_kb_budget(events, binary):
    # staged where the bench stages it (a short temporary folder, as bench playthrough)
    with tempfile.TemporaryDirectory() as tmp:
        drive = bench_playthrough.prepare(tmp, binary, events)
        passed, tail = bench_playthrough.run(drive, binary, bench_playthrough.BUDGET_KB)
    assert passed, tail
