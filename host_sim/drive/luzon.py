"""Turn Luzon moves into the button presses a player would make (for the end-to-end
tests and bench/bench_app.py).

``feed(app, key, now)`` presses a key and runs one frame; ``moves_keys`` returns the
presses for one move from the board screen's current cursor place.
"""

from pipgrid.games.luzon import game as luzon


def walk(place, last_col, target):
    """Keys that take the cursor from ``place`` to ``target`` (places: 0..4 slots, 5..7 reserve)."""
    keys = []
    if place >= 5:
        if target >= 5:
            while place < target:
                keys.append("DOWN")
                place += 1
            while place > target:
                keys.append("UP")
                place -= 1
            return keys
        keys.append("LEFT")  # out of the reserve, back to the last column
        place = last_col
    if target < 5:
        keys.extend(["RIGHT"] * ((target - place) % 5))
    else:
        keys.append("DOWN")
        keys.extend(["DOWN"] * (target - 5))
    return keys


def move_keys(screen, move):
    """Presses for ``move`` on ``screen`` (a LuzonScreen): go to a tile, A, go to the other, A."""
    x, y = luzon.move_tiles(move)
    first = screen.place_of(x)
    second = y if move >= luzon.COLUMN_MOVE else screen.place_of(y)
    keys = walk(screen.place, screen.last_col, first)
    keys.append("A")
    last = first if first < 5 else screen.last_col
    keys.extend(walk(first, last, second))
    keys.append("A")
    return keys


class Board:
    """The App with a canvas and a fake clock: press keys, let time pass, read pixels."""

    def __init__(self, store=None, log=None):
        from pipgrid.app import App
        from pipgrid.ui.canvas import Canvas

        self.store = store if store is not None else bytearray(4096)
        self.lines = []
        self.app = App(self.store, log=log or self.lines.append)
        # the round seeds' source (pipgrid/rng.py): a recorded stand-in for os.urandom,
        # so a test can deal the board's rounds again with the engine
        self.round_seeds = []
        self.app.urandom = self.entropy
        self.canvas = Canvas(16, 16)
        self.now = 0
        self.frames = 0
        self.frame()

    def entropy(self, n):
        """``n`` (4) bytes of a round seed, kept in ``round_seeds``: the clock when the
        round starts, as the board seeded a match before issue 26, so the tests' games
        stay the ones they were written for (a board takes os.urandom)."""
        seed = (self.now & 0x3FFFFFFF) or 1
        self.round_seeds.append(seed)
        return seed.to_bytes(4, "big")[:n]

    def watch_draws(self, look):
        """Call ``look(canvas)`` after every frame the app draws: a watcher that checks
        each frame of a whole game (the decoder's, the colour scanner's, the montage's)."""
        draw = self.app.draw

        def drawn(canvas):
            draw(canvas)
            look(canvas)

        self.app.draw = drawn

    def frame(self):
        """One runner iteration: tick, and draw when the app asks for it."""
        if self.app.tick(self.now):
            self.app.draw(self.canvas)
            self.frames += 1
            return True
        return False

    def press(self, *keys):
        for key in keys:
            self.now += 50
            self.app.press(key, self.now)
            assert self.frame(), "a press must redraw within one frame"
            self.settle()

    def settle(self):
        """Loop steps at this same moment while the next phase's modules load, one a step
        (ui/loading.py), so a test's next press finds the new screen and its clock (a
        match's seed) is the one it had before loading took steps."""
        while self.app.screen_name == "loading":
            self.frame()

    def think(self, most=10000):
        """Let the solver's slices run (screen "solving", issue 12) until it answers."""
        end = self.now + most
        while self.app.screen_name == "solving" and self.now < end:
            self.now += 20
            self.frame()
        assert self.app.screen_name != "solving", "the solver did not answer"

    def wait(self, ms, step=20):
        end = self.now + ms
        while self.now < end:
            self.now += step
            self.frame()

    def pixel(self, x, y):
        return self.canvas.get(x, y)

    def skip_intro(self):
        self.wait(2000)
        return self.app.screen_name

    def screen(self):
        return self.app.stack[-1]

    def play_move(self, move):
        self.press(*move_keys(self.screen(), move))

    def menu_to(self, word):
        """Press DOWN on the menu until the page of ``word`` shows (navigation only)."""
        for _ in range(len(self.app.menu.entries)):
            if self.app.menu.current().word == word:
                return
            self.press("DOWN")
        raise AssertionError("no menu page %s" % word)
