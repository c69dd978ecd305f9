"""Which colours stand near one another on real frames (issue 24): a watch that, on
every frame the app draws, names each lit cell by what its colour can be (a number, a
seat's colour or a marker, each at the strengths 1, 1/2, 1/4, 1/8 the screens dim by)
and records every combination of kinds met

- "near": in two cells at most two apart (the eight neighbours, and one cell between:
  the census dots two rows under the line's last row, a Tri-Ominos tile's LEDs beside
  its points), and
- "same cell": one after the other in the same cell in two frames in a row (a blink
  between two colours: the refusal's red bars over the cursor's, the hint's).

tests/host/test_board_language.py turns what was met into CIELAB margins: for every
combination a frame showed, every seat colour (or number colour) at that strength,
not only the seat that happened to stand there."""

from pipgrid.ui import palette

MARKERS = ("CURSOR", "SELECT", "JUST_DRAWN", "REFUSE", "HINT", "END")
NEAR = tuple((dx, dy) for dy in (0, 1, 2) for dx in range(-2, 3) if dy or dx > 0)


def kinds_of(pal, numbers=7, number_shifts=(0, 1, 2, 3)):
    """{rgb: {(kind, what, shift)}}: the palette's number colours (the first ``numbers``, at
    ``number_shifts``), its seat colours and the markers, at shifts 0..3."""
    out = {}
    named = [("number", n, pal[n]) for n in range(numbers)]
    named += [("seat", s, rgb) for s, rgb in enumerate(palette.seat_colours(pal))]
    named += [("marker", m, getattr(palette, m)) for m in MARKERS]
    for kind, what, rgb in named:
        for shift in number_shifts if kind == "number" else range(4):
            dimmed = tuple(c >> shift for c in rgb)
            if dimmed != (0, 0, 0):
                out.setdefault(dimmed, set()).add((kind, what, shift))
    return out


class Neighbours:
    """Watches every frame a board (host_sim.drive.luzon.Board) draws on the ``screens``
    named; ``met[palette name]`` is a set of (a, b, how), a and b (kind, what, shift)
    with a's kind first in the order marker, number, seat, ``how`` "near" or "same cell"."""

    def __init__(self, board, screens, numbers=7, number_shifts=(0, 1, 2, 3)):
        self.board = board
        self.screens = screens
        self.numbers = numbers
        self.number_shifts = number_shifts
        self.kinds = {}
        self.met = {}
        self.frames = 0
        self.last = None
        board.watch_draws(self.check)

    def check(self, canvas):
        app = self.board.app
        if app.screen_name not in self.screens or app.game is None:
            self.last = None
            return
        self.frames += 1
        pal = app.palette()
        name = palette.NAMES[palette.PALETTES.index(pal)]
        kinds = self.kinds.get(name)
        if kinds is None:
            kinds = self.kinds[name] = kinds_of(pal, self.numbers, self.number_shifts)
        met = self.met.setdefault(name, set())
        grid = [[canvas.get(x, y) for x in range(16)] for y in range(16)]
        for y in range(16):
            for x in range(16):
                a = kinds.get(grid[y][x])
                if a is None:
                    continue
                for dx, dy in NEAR:
                    if 0 <= x + dx < 16 and y + dy < 16:
                        b = kinds.get(grid[y + dy][x + dx])
                        if b is not None and b is not a:
                            self.note(met, a, b, "near")
                if self.last is not None:
                    b = kinds.get(self.last[y][x])
                    if b is not None and b is not a:
                        self.note(met, a, b, "same cell")
        self.last = grid

    @staticmethod
    def note(met, a, b, how):
        for ka in a:
            for kb in b:
                if ka[0] != kb[0]:
                    met.add((ka, kb, how) if ka[0] < kb[0] else (kb, ka, how))
