"""Tri-Ominos on the 16x16 grid, hot-seat (TO-1..TO-13, HS-1..HS-3); docs/triominoes.md.

Layout (x across, y down)::

    y 0..8   the board (ui/triominoes/draw.py): every point's number in its colour,
             tiles as small triangles, the last tile in its player's colour
    y 9      with a hand of more than two rows: one dot per row, the rows shown bright
    y10..15  a person's hand on their turn (two rows of four, scrolling), or with
             no hand shown: the seat's badge and score bars (handover), a computer
             thinking (its badge, three running dots), or the move just played

**Phases** (``name``): ``handover`` (HS-1: no hand; the next seat's badge blinks
until A), ``turn`` (the hand: LEFT/RIGHT move the box, legal tiles bright, the cells
where the boxed tile fits marked on the board (ui/triominoes/draw.py); after the tiles, when nothing
fits, a grey DRAW slot or a dark red PASS slot), ``place`` (the chosen tile on the
whole grid, blinking (magenta) in a cell where it fits, its numbers at the corners: LEFT/RIGHT step its legal cells nearest
the last tile first, UP/DOWN its legal rotations there, A places it, B back to the
hand), ``bot`` (a computer thinks for half a second), ``show`` (the move stays on the
board: the tile blinks, the seat's number and the points are called out; a bonus
first, HEX / HEX2 / HEX3 / BRDG / OPEN, with the hexagon's cells or the tile
flashing; ``-5`` for a draw, PASS and ``-10`` for a pass; A skips).

One press away in every phase but ``place``: UP the public facts (HS-2, TO-9: every
seat's tile count and total, the pool), DOWN the board on the whole grid, panned
with the arrows, A for the overview of the whole board shrunk (ui/triominoes/info.py).
B asks QUIT? (the game stays saved: CONTINUE in the menu).
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.memory import unload
from pipgrid.ui import font, palette
from pipgrid.ui.domino.seats import SEAT_RGB
from pipgrid.ui.triominoes import draw as td

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_HANDOVER = const(0)
_TURN = const(1)
_PLACE = const(2)
_BOT = const(3)
_SHOW = const(4)
_BOT_MS = const(500)
_WORD_MS = const(450)
_BLINK_MS = const(250)
_REFUSE_MS = const(700)
_FRESH_MS = const(1500)
_BOARD_H = const(9)


def centre3(ck):
    """Three times a cell's centre in doubled table units (2x + y, y): integers."""
    sx = sy = 0
    for p in lat.corners(ck):
        x = p // 128 - 64
        y = p % 128 - 64
        sx += 2 * x + y
        sy += y
    return sx, sy


def hand_xy(i, first_row):
    """Top-left of hand place ``i`` (4 a row), or None when its row is scrolled away."""
    row = i // 4 - first_row
    if row < 0 or row > 1:
        return None
    return 1 + 4 * (i % 4), 11 + 3 * row


class TriScreen:
    """The game's board screen (module doc)."""

    def __init__(self, app, table):
        self.app = app
        self.table = table
        self.game = table.game
        self.phase = _HANDOVER
        self.revealed = -1
        self.until = 0
        self.hand = []
        self.moves = []
        self.cursor = 0
        self.action = 0  # DRAW or PASS when that is the only move, else 0
        self.fresh = [[] for _ in range(self.game.players)]
        self.fresh_until = 0
        self.refuse_at = -1
        self.refuse_until = 0
        self.cells = []  # place: the chosen tile's legal cells, nearest first
        self.cell_i = 0
        self.rots = []  # place: its legal rotations in the current cell
        self.rot_i = 0
        self.tile = -1
        self.last = None  # (move, seat, points, bonus code) of the last move shown
        self.words = ()
        self.shown_at = 0
        self._phase = -1
        table.log = app.log

    @property
    def name(self):
        return ("handover", "turn", "place", "bot", "show")[self.phase]

    # ----- the flow -----
    def advance(self, now):
        g = self.game
        self.app.dirty = True
        if g.is_over():
            from pipgrid.ui.triominoes.ends import RoundEnd

            self.phase = _SHOW
            self.words = ()
            self.app.push(RoundEnd(self.app, self))
            return
        s = g.current_player
        if not self.table.is_person(s):
            self.phase = _BOT
            self.until = now + _BOT_MS
        elif s == self.revealed:
            self.reveal(now)
        else:
            self.phase = _HANDOVER
            self.revealed = -1

    def reveal(self, now):
        g = self.game
        s = g.current_player
        self.revealed = s
        self.phase = _TURN
        self.hand = list(g.hands[s])
        self.moves = g.legal_moves()
        self.action = self.moves[0] if self.moves and self.moves[0] < 0 else 0
        self.cursor = len(self.hand)
        for i in range(len(self.hand)):
            if self.is_legal(self.hand[i]):
                self.cursor = i
                break
        if self.fresh[s]:
            self.fresh_until = now + _FRESH_MS

    def is_legal(self, t):
        for m in self.moves:
            if m >= 0 and lat.move_tile(m) == t:
                return True
        return False

    def places(self):
        return len(self.hand) + (1 if self.action else 0)

    def choose(self, t, now):
        """A on a legal tile: its cells, nearest the last tile first (ties by cell)."""
        board = self.game.board
        rx, ry = centre3(board.order[-1]) if board.order else centre3(lat.cell(False, 0, 0))
        found = []
        cells = []
        for m in self.moves:  # (whatever order the engine lists them in)
            ck = lat.move_cell(m)
            if m >= 0 and lat.move_tile(m) == t and ck not in cells:
                cells.append(ck)
                x, y = centre3(ck)
                found.append(((x - rx) * (x - rx) + 3 * (y - ry) * (y - ry), ck))
        found.sort()
        self.cells = [ck for _d, ck in found]
        self.tile = t
        self.cell_i = 0
        self.phase = _PLACE
        self.sync_rots()

    def sync_rots(self):
        ck = self.cells[self.cell_i]
        self.rots = []
        for m in self.moves:
            if m >= 0 and lat.move_cell(m) == ck and lat.move_tile(m) == self.tile:
                self.rots.append(lat.move_rot(m))
        self.rot_i = 0

    def play(self, move, now):
        """Play ``move`` for the seat on turn, save, and show it."""
        g = self.game
        s = g.current_player
        self.table.play(move)
        self.app.save_game()
        unload(("pipgrid.games.triominoes.save",))  # loaded again for the next save: 1.4 KB between moves
        m, seat, points, code = g.last_move()
        self.last = (m, seat, points, code)
        if move == lat.DRAW:
            self.fresh[s].append(g.hands[s][-1])
        elif move >= 0 and lat.move_tile(move) in self.fresh[s]:
            self.fresh[s].remove(lat.move_tile(move))
        words = ["P%d" % (s + 1)]
        if move == lat.DRAW:
            words.append("-5")
        elif move == lat.PASS:
            words.append("PASS")
            words.append("-10")
        else:
            if code & 3:
                words.insert(0, "HEX" if code & 3 == 1 else "HEX%d" % (code & 3))
            elif code & 4:
                words.insert(0, "BRDG")
            elif code & 8:
                words.insert(0, "OPEN")
            words.append("+%d" % points)
        self.words = words
        self.phase = _SHOW
        self.shown_at = now
        self.until = now + max(2, len(words)) * _WORD_MS

    # ----- keys -----
    def press(self, key, now):
        phase = self.phase
        if phase == _PLACE:  # the chosen tile's cells and rotations
            if key == "LEFT" or key == "RIGHT":
                if len(self.cells) < 2:
                    self.app.bump(now)
                    return
                self.cell_i = (self.cell_i + (1 if key == "RIGHT" else -1)) % len(self.cells)
                self.sync_rots()
            elif key == "UP" or key == "DOWN":
                if len(self.rots) < 2:
                    self.app.bump(now)
                    return
                self.rot_i = (self.rot_i + (1 if key == "DOWN" else -1)) % len(self.rots)
            elif key == "A":
                self.play(lat.move(self.cells[self.cell_i], self.tile, self.rots[self.rot_i]), now)
            else:  # B: the tile back into the hand
                self.phase = _TURN
            return
        if key == "B":  # QUIT? (ui/menu.py, loaded for the question only)
            from pipgrid.ui import menu

            self.app.push(menu.Confirm(self.app, "QUIT?", self.app.home, self._stay))
        elif key == "UP" or key == "DOWN":
            from pipgrid.ui.triominoes import info

            self.app.push(info.Info(self.app, self) if key == "UP" else info.Pan(self.app, self))
        elif phase == _HANDOVER:
            if key == "A":
                self.reveal(now)
            else:
                self.app.bump(now)
        elif phase != _TURN:
            if key == "A":
                self.until = now  # skip the wait of a computer's turn or a shown move
            else:
                self.app.bump(now)
        elif key == "LEFT" or key == "RIGHT":
            self.cursor = (self.cursor + (1 if key == "RIGHT" else -1)) % self.places()
        elif key == "A":
            c = self.cursor
            if c >= len(self.hand):
                self.play(self.action, now)
            elif self.is_legal(self.hand[c]):
                self.choose(self.hand[c], now)
            else:  # a tile that cannot be placed now: a red box flashes around it
                self.refuse_at = c
                self.refuse_until = now + _REFUSE_MS

    def _stay(self, now):
        """B on QUIT?: back to the game; the question's modules are unloaded."""
        self.app.pop()
        unload(("pipgrid.ui.menu", "pipgrid.ui.icons"))

    # ----- frames -----
    def tick(self, now):
        changed = False
        if self.phase == _BOT and not self.table.think():  # a level thinks in slices
            changed = True
        elif self.phase in (_BOT, _SHOW) and now >= self.until:
            if self.phase == _BOT:
                self.play(self.table.bot_move(), now)
            else:
                self.advance(now)
            changed = True
        if self.refuse_at >= 0 and now >= self.refuse_until:
            self.refuse_at = -1
            changed = True
        phase = now // _BLINK_MS
        if phase != self._phase:
            self._phase = phase
            changed = True
        return changed

    def draw(self, canvas, now):
        g = self.game
        pal = self.app.palette()
        blink = (now // _BLINK_MS) & 1
        board = g.board
        if self.phase == _PLACE:
            self.draw_place(canvas, pal, blink)
            return
        # the view centres the last tile when the board does not fit
        ox, oy = td.origin_for(board, td.cell_middle(board.order[-1]) if board.order else (2, -1), 16, _BOARD_H)
        view = td.View(canvas, 0, _BOARD_H, ox, oy)
        last = board.order[-1] if board.order else -1
        seat = self.last[1] if self.last is not None else 0
        show = self.phase == _SHOW and self.words
        view.board(board, pal, last, None if show and blink else SEAT_RGB[seat])
        if show:
            self.draw_show(canvas, view, now, blink)
            return
        if self.phase == _TURN:
            c = self.cursor
            if c < len(self.hand):
                t = self.hand[c]
                for m in self.moves:
                    if m >= 0 and lat.move_tile(m) == t:
                        view.fill(lat.move_cell(m), pal[6], 1, True)
            self.draw_hand(canvas, pal, now, blink)
            return
        s = g.current_player
        canvas.rect(0, 10, 5, 6, SEAT_RGB[s], 2 if self.phase == _HANDOVER and (now // 500) & 1 else 0)
        font.draw_char(canvas, 1, 11, "123456"[s], palette.BLACK)
        if self.phase == _BOT:
            for i in range(3):
                canvas.set(8 + 3 * i, 13, SEAT_RGB[s], 0 if (now // 160) % 3 == i else 3)
        else:
            for k in range(g.players):  # the totals as bars, their share of the target
                n = min(10, max(0, g.totals[k]) * 10 // g.target)
                canvas.rect(6, 10 + k, 10, 1, SEAT_RGB[k], 5)
                canvas.rect(6, 10 + k, n, 1, SEAT_RGB[k])

    def draw_show(self, canvas, view, now, blink):
        """The move just played: the words called out one after another, the bonus
        cells flashing (a hexagon's gold, a bridge or opening tile in white)."""
        m, seat, points, code = self.last
        words = self.words
        i = (now - self.shown_at) // _WORD_MS
        word = words[i if i < len(words) else len(words) - 1]
        font.draw_text(canvas, (16 - font.text_width(word)) // 2, 11, word,
                       SEAT_RGB[seat] if word[0] in "P+-" else palette.WHITE)
        if m >= 0 and code:
            board = self.game.board
            cells = td.hex_cells(board) if code & 3 else [lat.move_cell(m)]
            step = now // 120
            for ck in cells:
                if ck in board.cells:
                    view.fill(ck, td.HEX_FILL if code & 3 else palette.WHITE, (step + ck) & 1)
            view.points(board, self.app.palette())
            for k in range(6):  # sparks around the call-out
                x = (k * 5 + step * 3) % 16
                canvas.set(x, 10 if k & 1 else 15, palette.WHITE, (k + step) & 3)

    def draw_hand(self, canvas, pal, now, blink):
        """The hand of the seat on turn (its own turn only, HS-1)."""
        s = self.game.current_player
        first_row = max(0, self.cursor // 4 - 1)
        fresh = self.fresh[s] if now < self.fresh_until else ()
        for i in range(len(self.hand)):
            xy = hand_xy(i, first_row)
            if xy is None:
                continue
            t = self.hand[i]
            shift = 0 if self.is_legal(t) else 2
            if t in fresh:  # just drawn: blinking, a green dot inside
                td.hand_tile(canvas, xy[0], xy[1], t, pal, shift + blink)
                canvas.set(xy[0] + 1, xy[1] + 1, (0, 160, 80))
            else:
                td.hand_tile(canvas, xy[0], xy[1], t, pal, shift)
        if self.action:
            xy = hand_xy(len(self.hand), first_row)
            if xy is not None:
                canvas.rect(xy[0], xy[1], 3, 2, (96, 96, 96) if self.action == lat.DRAW else (160, 0, 40))
        xy = hand_xy(self.cursor, first_row)
        if xy is not None:
            canvas.frame(xy[0] - 1, xy[1] - 1, 5, 4, SEAT_RGB[s])
        if self.refuse_at >= 0 and not blink:
            xy = hand_xy(self.refuse_at, first_row)
            if xy is not None:
                canvas.frame(xy[0] - 1, xy[1] - 1, 5, 4, palette.REFUSE)
        if self.places() > 8:  # more rows than shown: a dot per row on row 9, the shown ones bright
            rows = (self.places() + 3) // 4
            for r in range(rows):
                canvas.set(16 - 2 * rows + 2 * r, 9, palette.WHITE, 0 if first_row <= r <= first_row + 1 else 3)

    def draw_place(self, canvas, pal, blink):
        """The chosen tile blinking in the current cell on the whole grid; the other
        cells where it fits marked; a dot per legal rotation at the bottom."""
        board = self.game.board
        ck = self.cells[self.cell_i]
        ox, oy = td.origin_for(board, td.cell_middle(ck), 16, 16)
        view = td.View(canvas, 0, 16, ox, oy)
        view.board(board, pal)
        for other in self.cells:
            view.fill(other, pal[6], 1, True)
        s = self.game.current_player
        view.tile(ck, self.tile, self.rots[self.rot_i], pal, pal[6], 3 * blink)
        n = len(self.rots)
        for i in range(n):  # never over a point of the board
            if canvas.is_dark(7 - n + 2 * i, 15):
                canvas.set(7 - n + 2 * i, 15, SEAT_RGB[s], 0 if i == self.rot_i else 3)
