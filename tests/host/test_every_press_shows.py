"""Every press shows (issue 24, docs/board.md "every press shows within one frame"): the
mashing scripts (test_mashing.py, test_hotseat_mashing.py, test_triominoes_mashing.py)
walked again, and for every press the frame after it is compared with the frame the
board shows at that same moment WITHOUT the press (a twin of the whole app, deep-copied
just before the press, ticked and drawn at the same clock). They must differ, except:

- a press refused with the red corners (it set them: ``bump``);
- a press kept while a phase loads (ui/loading.py: its white dot; a press past the
  sixteenth dot has no place of its own);
- the press that wakes an idle board (app.py "Idle": it does nothing else, the
  brightness comes back, which a frame's pixels do not carry).

An unchanged frame is a press a player cannot tell from a dead button."""

import copy
import sys

import pytest
import test_hotseat_mashing
import test_mashing
import test_triominoes_mashing
from host_sim.drive.luzon import Board

from pipgrid.ui.triominoes.hint import Hint

# The Tri-Ominos HINT screen hands unknown names to the screen under it (__getattr__): a
# copy made without __init__ would ask it for __setstate__ before it has a screen.
Hint.__setstate__ = lambda self, state: self.__dict__.update(state)

_BUMP_MS = 150  # app.py's red corners


def twin_frame(b):
    """The frame the board would show at ``b.now`` without a press: a deep copy of the app
    and canvas (the modules shared, not copied), ticked and drawn as the runner would."""
    memo = {id(m): m for m in list(sys.modules.values())}
    app, canvas = copy.deepcopy((b.app, b.canvas), memo)
    app.log = lambda line: None
    if app.tick(b.now):
        app.draw(canvas)
    return bytes(canvas.buf)


def pixels(canvas):
    return bytes(canvas.buf)


class Unseen:
    def __init__(self):
        self.presses = 0
        self.exempt = 0
        self.found = {}  # (screen, key) -> count of presses that left the frame as it was
        self.examples = None  # a list to collect each such press's screen state (debugging)

    def press(self, b, key):
        app = b.app
        b.now += 50
        name = app.screen_name
        exempt = app.state != 0 or name == "loading"  # waking an idle board; kept while loading
        before = None if exempt else twin_frame(b)
        app.press(key, b.now)
        assert b.frame(), "a press must redraw within one frame"
        self.presses += 1
        if app.bump_until == b.now + _BUMP_MS:  # refused: the red corners
            exempt = True
        if exempt:
            self.exempt += 1
        elif pixels(b.canvas) == before:
            where = (name, key)
            self.found[where] = self.found.get(where, 0) + 1
            if self.examples is not None:
                top = app.stack[-1]
                state = {
                    k: v for k, v in vars(top).items() if isinstance(v, (int, str)) and not k.startswith("__")
                }
                self.examples.append((where, b.now, state))
        b.settle()


@pytest.fixture
def unseen(monkeypatch):
    watch = Unseen()

    def press(b, *keys):
        for key in keys:
            watch.press(b, key)

    monkeypatch.setattr(Board, "press", press)
    return watch


def test_every_press_of_the_luzon_mashing_shows(unseen):
    test_mashing.mash(4000, 2024, check_every=4000)
    assert unseen.presses > 2000
    assert not unseen.found, unseen.found


def test_every_press_of_the_domino_mashing_shows(unseen, monkeypatch):
    monkeypatch.setattr(test_hotseat_mashing, "EVENTS", 1500)
    test_hotseat_mashing.mash("TRAD", [0, 1, 0, 2], 5)
    test_hotseat_mashing.mash("ITAL", [0, 1], 7, milestones=True)
    assert unseen.presses > 2000
    assert not unseen.found, unseen.found


def test_every_press_of_the_tri_ominos_mashing_shows(unseen, monkeypatch):
    monkeypatch.setattr(test_triominoes_mashing, "EVENTS", 1500)
    test_triominoes_mashing.mash([0, 1, 0], 5)
    assert unseen.presses > 1000
    assert not unseen.found, unseen.found
