"""No hidden tile on any output (HS-4, issue 13): whenever a person plays, nothing a front
end shows or prints names a tile the grid is not showing at that moment. Whole
hot-seat matches (people and a computer seat, draws included), traditional and
Italian, in both palettes, run on the simulator's board (host_sim.hardware.SimBoard,
the runner and virtual LEDs); checked at every step:

- every frame (hotseat_privacy.Watch, exact: what was drawn and what the pixels show);
- every console line as it is written (the serial console, stdout of headless runs):
  public lines during a round, the round's transcript once it is over;
- the terminal front end's whole text (panel rows, legend, status, console line) and
  the window front end's legend (its title is the constant "PipGrid").
"""

import io
import re
import subprocess
import sys

import pytest
from host_sim.drive.hotseat import play, start
from hotseat_privacy import OutputWatch, Watch, named_tiles, shown_tiles

from host_sim import ROOT, front_terminal, front_window, hardware
from pipgrid.bots.domino import greedy_italian, greedy_traditional
from pipgrid.ui.domino import hooks as hotseat

P, G, R = hotseat.PERSON, hotseat.GREEDY, hotseat.RANDOM
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class SimDrive:
    """A SimBoard driven like host_sim/drive/luzon.Board (press, wait, app, lines)."""

    def __init__(self, palette_no):
        self.lines = []
        self.out = None
        self.sim = hardware.SimBoard(None, clock=hardware.SimClock(), log=self._log)
        self.app.settings.palette = palette_no
        self.term = io.StringIO()
        self.front = front_terminal.TerminalFront(self.sim, out=self.term, scale=1)
        self.front._terminal_size = lambda: (300, 60)  # a wide terminal shows everything
        self.texts = 0
        self.step()

    def _log(self, line):
        self.lines.append(line)
        if self.out is not None:
            self.out.line(line)

    @property
    def app(self):
        return self.sim.app

    def step(self):
        if self.sim.step():
            self.check_fronts()

    def check_fronts(self):
        self.term.seek(0)
        self.term.truncate()
        self.front.draw()
        text = ANSI.sub("", self.term.getvalue()) + "\n" + front_window.legend_text(self.sim)
        hidden = named_tiles(text) - shown_tiles(self.app)
        assert not hidden, (text.splitlines()[-6:], hidden)
        self.texts += 1

    def press(self, *keys):
        for key in keys:
            self.sim.tap(key)
            self.sim.clock.advance(50)
            self.step()

    def wait(self, ms, step=20):
        end = self.sim.clock.ms + ms
        while self.sim.clock.ms < end:
            self.sim.clock.advance(step)
            self.step()


@pytest.mark.parametrize("palette_no", [0, 1], ids=["normal", "colour_blind"])
@pytest.mark.parametrize(
    "word, kinds, choose",
    [("TRAD", [P, G, P], greedy_traditional), ("ITAL", [P, R, P], greedy_italian)],
    ids=["traditional", "italian"],
)
def test_no_output_names_a_tile_the_grid_is_not_showing(word, kinds, choose, palette_no):
    b = SimDrive(palette_no)
    b.wait(2000)
    start(b, word, len(kinds), kinds)
    watch = Watch(b)
    b.out = OutputWatch(b)
    play(b, choose)
    assert b.app.screen_name == "matchend"
    assert watch.turn_frames > 20 and watch.hidden_frames > 20
    assert b.out.public > 10 and b.out.transcript > 10  # both kinds of line were written
    assert b.texts > 100
    assert not any(
        '"hands"' in line for line in b.lines[: b.lines.index(next(x for x in b.lines if '"deal"' in x))]
    )


def test_headless_stdout_mid_round_prints_no_deal():
    """A headless run into a traditional match (the person's hand on show) prints on
    stdout only public lines: counts, no hand and no boneyard."""
    keys = "DOWN A A A A"  # TRAD, PLAY, the first seat takes the board and lays a tile
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "--keys", keys],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("round 1: 2 seats, ") and lines[1].startswith("seat 1 plays ")
    assert '"hands"' not in r.stdout and 'boneyard"' not in r.stdout
