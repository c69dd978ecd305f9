"""No garbage storm while a computer seat thinks (issue 23): on a board every slice of
thinking runs inside one loop step of the screen, and what it allocates is collected
later, in some loop step; on CircuitPython 9.2.1 an L5 step once allocated 94-185 KB
(a long int kept on the heap by every xorshift step), a collection inside every slice.
Every slice of an L5 decision (the search's set-up counted as one) allocates at most
4 KB, on micropython32 and on CircuitPython 10.2.1 and 9.2.1 (each skipped, with the
reason, when not built), and no more on 9.2.1 than on 10.2.1: bench/bots_mpy.py run once
per decision with the collector off, seat 0 the level against greedy seats."""

import os

import pytest

from host_sim import mpy
from interpreters import BOARDS32

from pipgrid.bots import mc_triominoes, sampling

LIMIT = 4096
ROWS = (("traditional", 3), ("italian", 3), ("milestones", 2), ("triominoes", 4))


def worst_slice(binary, game, players):
    slice_turns = mc_triominoes._SLICE if game == "triominoes" else sampling._SLICE
    r = mpy.run(
        os.path.join("bench", "bots_mpy.py"),
        [game, players, 5, 1, slice_turns, 1],
        heap="1M",
        timeout=900,
        interpreter=binary,
    )
    assert r.returncode == 0, r.stdout[-1000:] + r.stderr[-2000:]
    words = r.stdout.splitlines()[-2].split()
    figures = dict(zip(words[0::2], words[1::2]))
    assert int(figures["moves"]) > 0, figures  # decisions that thought were measured
    return int(figures["slice_bytes_worst"]), int(figures["bytes_per_rollout"])


@pytest.mark.parametrize("binary", BOARDS32)
@pytest.mark.parametrize("game, players", ROWS)
def test_every_l5_slice_allocates_at_most_4_kb(binary, game, players):
    worst, per_rollout = worst_slice(binary, game, players)
    assert 0 < worst <= LIMIT, (game, worst)
    assert per_rollout < 100, (game, per_rollout)  # the rollouts themselves: next to nothing


@pytest.mark.parametrize("game, players", ROWS)
def test_circuitpython_9_allocates_no_more_than_10(game, players):
    found = dict(mpy.circuitpythons())
    if len(found) < 2:
        pytest.skip("needs both CircuitPython builds: 'make cp32 GITDIR=...'")
    nine = worst_slice(found["CircuitPython 9.2.1"], game, players)
    ten = worst_slice(found["CircuitPython 10.2.1"], game, players)
    assert nine[0] <= ten[0] and nine[1] <= ten[1], (nine, ten)
