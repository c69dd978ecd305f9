"""HOW: a game explained on the grid itself, in pictures (issue 24).

On a game's menu page LEFT/RIGHT turn the page to HOW? (ui/home.py); A there shows
that game's HOW screens: at most six, each a picture that moves (the goal, one move
played the way the board shows it in a game), with as few letters as the 3x5 font
allows. Any key steps on to the next screen, the last one back to the menu; B leaves
at once. A dot per screen on the bottom row says where you are.

The screens are data, not code: a text file in the game's own ui folder, named by its
catalog row (``catalog.Game.how``), made on the host from the pictures' scripts
(host_sim/how_pages, where the format is described). This module plays the screen on
show, read from the drive when it comes up; it is loaded when HOW is chosen and
forgotten when it is left (the menu's own heap only), so the pages cost nothing while
they are not shown, and no name the board would keep interned.
"""

from pipgrid.memory import collect, unload
from pipgrid.ui import palette

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_FRAME_MS = const(50)  # a frame's time is counted in steps of 50 ms


class Pages:
    """The HOW screens of one game from the data file ``path`` (relative to the folder
    holding ``pipgrid``, module doc). The file is read as bytes: a character taken out
    of a str would be interned on the board, a byte is a plain int."""

    name = "how"

    def __init__(self, app, path):
        self.app = app
        self.path = __file__[: __file__.rfind("pipgrid")] + path
        with open(self.path, "rb") as f:
            words = f.readline().split()
        self.count = int(words[0])  # how many screens
        self.entries = words[1:]  # the colours (module doc)
        self.page = 0
        self.start = -1
        self._phase = None
        self.rows = None
        self.show(0)

    def show(self, page):
        """Screen ``page``'s frames read from the file (only that screen's are kept)."""
        self.page = page
        self.start = -1
        self.rows = None  # the last screen's frames are let go before the next is read
        collect()
        rows = []
        with open(self.path, "rb") as f:
            f.readline()
            while page >= 0:
                row = f.readline().rstrip()
                if not row:
                    page -= 1
                elif not page:
                    rows.append(row)
        self.rows = rows

    def press(self, key, now):
        if key != "B" and self.page + 1 < self.count:
            self.show(self.page + 1)
            return
        self.app.pop()  # back to the menu; this module is let go
        self.rows = None
        unload(("pipgrid.ui.how",))
        collect()

    def frame(self, now):
        """The frame on show at ``now`` (a row of the file; each screen loops)."""
        if self.start < 0:
            self.start = now
        rows = self.rows
        total = 0
        for row in rows:
            total += row[0] - 47
        at = (now - self.start) // _FRAME_MS % total
        for row in rows:
            at -= row[0] - 47
            if at < 0:
                return row
        return rows[-1]

    def tick(self, now):
        row = self.frame(now)
        if row is not self._phase:
            self._phase = row
            return True
        return False

    def draw(self, canvas, now):
        pal = self.app.palette()
        seat = palette.seat_colours(pal)[0]
        colours = [None]
        for word in self.entries:  # (colour, dimmed by 2**shift) of each colour word
            if word[0] == 102:  # f: a fixed colour, hex
                colours.append(((int(word[1:3], 16), int(word[3:5], 16), int(word[5:7], 16)), 0))
            elif word[0] == 115:  # s: seat 1's colour
                colours.append((seat, word[1] - 48))
            else:  # n: a number's
                colours.append((pal[word[1] - 48], word[2] - 48))
        row = self.frame(now)
        width = canvas.width
        i = 0
        for k in range(1, len(row), 2):
            n = row[k] - 47
            c = colours[row[k + 1] - 48]
            if c is not None:
                for j in range(i, i + n):
                    canvas.set(j % width, j // width, c[0], c[1])
            i += n
        n = self.count
        for i in range(n):  # where you are: a dot per screen, the current one bright
            canvas.set(8 - n + 2 * i, 15, palette.WHITE, 0 if i == self.page else 3)
