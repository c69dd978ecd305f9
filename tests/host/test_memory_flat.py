"""Issue 26, flat memory: 100,000 mashed events in every game (Tri-Ominos and the domino
games with an L5 seat included); after the first 10,000, CPython's traced memory grows
by less than 1 MB. Slow (minutes each): ``pytest -m slow tests/host/test_memory_flat.py``.

The mashing loops are the mashing tests' own (random presses and waits, now and then a
real move so rounds and games end, the store checked to load every 500 events); the
store check is wrapped to note the traced memory after a collection each time.
``PIPGRID_MASH_EVENTS`` runs fewer events (a quick look).

The board's console is a serial line that forgets what it printed; the test boards
(host_sim/drive/luzon.Board) keep every line for the tests that read them, so here
they keep the last 100 only. The issue's report (Tri-Ominos with an L5 seat, 2 KB ->
214 KB over 14k events) was that list: a game's transcript line of about 100 bytes for
every move; with the console bounded the same mashing stays within about 30 KB of where
it was at 2,000 events (CPython's traced memory, 14,000 events)."""

import collections

import gc
import os
import tracemalloc

import pytest
import test_hotseat_mashing
from host_sim.drive import luzon as drive
import test_mashing
import test_triominoes_mashing

pytestmark = pytest.mark.slow

EVENTS = int(os.environ.get("PIPGRID_MASH_EVENTS", "100000"))
SETTLED = min(10000, EVENTS // 2)  # events after which the memory must stay flat
LIMIT = 1 << 20


class Probe:
    """Replaces a mashing loop's store check: the check, then the traced memory."""

    def __init__(self, check, every):
        self.check = check
        self.every = every
        self.calls = 0
        self.figures = []  # (events so far, bytes traced after a collection)

    def __call__(self, store):
        self.check(store)
        gc.collect()
        self.figures.append((self.calls * self.every, tracemalloc.get_traced_memory()[0]))
        self.calls += 1

    def growth(self):
        base = [b for n, b in self.figures if n >= SETTLED]
        return max(base) - base[0], base


def forgetting_console(monkeypatch):
    """Test boards whose console keeps its last 100 lines, as a serial line would."""
    made = drive.Board.__init__

    def init(self, store=None, log=None):
        made(self, store, log or collections.deque(maxlen=100).append)

    monkeypatch.setattr(drive.Board, "__init__", init)


def flat(run, module, every, monkeypatch):
    probe = Probe(test_hotseat_mashing.assert_store_loads, every)
    monkeypatch.setattr(module, "assert_store_loads", probe)
    forgetting_console(monkeypatch)
    tracemalloc.start()
    try:
        run()
    finally:
        tracemalloc.stop()
    grew, figures = probe.growth()
    assert grew < LIMIT, "traced memory grew %d bytes after %d events: %s" % (grew, SETTLED, figures[::20])
    return figures


def test_luzon_stays_flat(monkeypatch):
    flat(lambda: test_mashing.mash(EVENTS, 2026, check_every=500), test_mashing, 500, monkeypatch)


@pytest.mark.parametrize(
    "word, kinds, milestones",
    [("TRAD", [0, 7, 0, 2], False), ("ITAL", [0, 7, 1], False), ("ITAL", [0, 7], True)],
    ids=["traditional-L5", "italian-L5", "milestones-L5"],
)
def test_domino_stays_flat(word, kinds, milestones, monkeypatch):
    monkeypatch.setattr(test_hotseat_mashing, "EVENTS", EVENTS)
    flat(
        lambda: test_hotseat_mashing.mash(word, kinds, 26, milestones),
        test_hotseat_mashing,
        500,
        monkeypatch,
    )


@pytest.mark.parametrize("kinds", [[0, 7], [0, 7, 0, 7], [0, 1, 0]], ids=["L5", "two-L5", "people"])
def test_triominoes_stays_flat(kinds, monkeypatch):
    """The issue's report: 2 KB -> 214 KB over 14k events with an L5 seat."""
    monkeypatch.setattr(test_triominoes_mashing, "EVENTS", EVENTS)
    flat(lambda: test_triominoes_mashing.mash(kinds, 26), test_triominoes_mashing, 500, monkeypatch)
