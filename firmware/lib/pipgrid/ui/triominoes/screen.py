"""Tri-Ominos on the 16x16 grid, hot-seat (TO-1..TO-13, HS-1..HS-3); docs/triominoes.md.

Layout (x across, y down)::

    y 0..6   the board (ui/triominoes/draw.py): every point's number in its colour,
             tiles as small triangles, the last tile in its player's colour
    y 7..15  a person's hand on their turn, three places at a time (``hand_xy``):
    y 7      a grey shelf over each tile that fits now (and over DRAW/PASS and HINT)
    y 8..9   the tiles, each a pyramid of its three numbers, two LEDs each
             (module doc), a dark column between tiles
    y 10     the marker under a place: the cursor in the seat's colour, a refused
             tile's brick red, a tile just drawn's leaf green, a hint's teal
    y 11..15 how many tiles are off the grid each way: ``<3`` at the left, ``4>`` at
             the right (an arrow alone: only the DRAW/PASS or HINT place is there)
    y 10..15 with no hand shown: the seat's badge and score bars (handover), a
             computer thinking (its badge, three running dots), or the move just played

**Phases** (``name``; the handover, a computer's turn, the waits and the tick are
what every game played around the table shares: ui/hotseat/handover.py):
``handover`` (HS-1: no hand; the next seat's badge blinks
until A; never in a solitaire, TO-17), ``turn`` (the hand in the domino games' language, docs/board.md: every tile
at full colour, a grey shelf above those that can be placed, the cursor as a bar in
the seat's colour under its place (``brackets``), the cells where the tile under the
cursor fits blinking on the board; after the tiles, when nothing fits, a blinking
grey DRAW place or dark red PASS place; LEFT/RIGHT move along the places and the
three on show follow the cursor), ``place`` (the chosen tile on the
whole grid, blinking (magenta) in a cell where it fits, its numbers at the corners: LEFT/RIGHT step its legal cells nearest
the last tile first, UP/DOWN its legal rotations there, A places it, B back to the
hand), ``bot`` (a computer thinks for half a second), ``show`` (the move stays on the
board: the tile blinks, the seat's number and the points are called out; a bonus
first, HEX / HEX2 / HEX3 / BRDG / OPEN, with the hexagon's cells or the tile
flashing; ``-5`` for a draw, PASS and ``-10`` for a pass; A skips).

Take-back (docs/hotseat.md, house rule): UP while a person's own last tile is still
the last move on show (``can_take_back``). Sound as the domino games (``App.sound``).
Otherwise, one press away in every phase but ``place``: UP the public facts (HS-2, TO-9: every
seat's tile count and total, the pool), DOWN the board on the whole grid, panned
with the arrows, A for the overview of the whole board shrunk (ui/triominoes/info.py).
B asks QUIT? (the game stays saved: CONTINUE in the menu).
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.memory import unload
from pipgrid.ui import font, palette
from pipgrid.ui.hotseat.handover import Handover
from pipgrid.ui.triominoes import draw as td

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_TURN = const(1)  # the phases: ui/hotseat/handover.py's (0 the handover), and _PLACE
_BOT = const(2)
_SHOW = const(3)
_PLACE = const(4)
_WORD_MS = const(450)
_BLINK_MS = const(250)
_BOARD_H = const(7)


def centre3(ck):
    """Three times a cell's centre in doubled table units (2x + y, y): integers."""
    sx = sy = 0
    for p in lat.corners(ck):
        x = p // 128 - 64
        y = p % 128 - 64
        sx += 2 * x + y
        sy += y
    return sx, sy


def first(cursor, places):
    """The first of the three hand places on show: the cursor's neighbours on both sides
    while there are any."""
    return max(0, min(cursor - 1, places - 3))


def hand_xy(i, first):
    """Top-left of hand place ``i`` (x 1, 6, 11 on rows 8-9: a dark column between
    places, the shelf row above, the marker row below) when ``first`` is the first
    place on show (``first``), or None when it is off the grid."""
    k = i - first
    if k < 0 or k > 2:
        return None
    return 1 + 5 * k, 8


def brackets(canvas, x, y, rgb, shift=0):
    """A marker under the hand place at (x, y), as the domino games' markers stand in
    cells no tile uses (docs/board.md "The visual language"): a bar as wide as the
    place in the row below it, never on a tile's cells, so never read as a number."""
    canvas.rect(x, y + 2, 4, 1, rgb, shift)


class TriScreen(Handover):
    """The game's board screen (module doc)."""

    def __init__(self, app, table):
        Handover.__init__(self, app, table)
        self.moves = []
        # DRAW or PASS when that is the only move (club: DRAW beside tiles that fit, TO-14), else 0
        self.action = 0
        self.fresh = [[] for _ in range(self.game.players)]
        self.cells = []  # place: the chosen tile's legal cells, nearest first
        self.cell_i = 0
        self.rots = []  # place: its legal rotations in the current cell
        self.rot_i = 0
        self.tile = -1
        self.last = None  # (move, seat, points, bonus code) of the last move shown
        self.words = ()

    @property
    def name(self):
        return ("handover", "turn", "bot", "show", "place")[self.phase]

    # ----- the flow -----
    def advance(self, now):
        """The round's end, else the handover's next phase (ui/hotseat/handover.py)."""
        g = self.game
        if g.is_over():
            from pipgrid.ui.triominoes.ends import RoundEnd

            self.app.dirty = True
            self.phase = _SHOW
            self.words = ()
            self.app.push(RoundEnd(self.app, self))
            self.app.sound(6 if g.match_over() else 5)
            return
        Handover.advance(self, now)

    def sync(self, now):
        """The hand of the seat on turn, its legal moves and DRAW/PASS; the cursor on the
        first tile that fits (else the DRAW/PASS place)."""
        g = self.game
        self.hand = list(g.hands[g.current_player])
        self.moves = g.legal_moves()
        self.action = self.moves[0] if self.moves and self.moves[0] < 0 else 0
        self.cursor = len(self.hand)
        for i in range(len(self.hand)):
            if self.is_legal(self.hand[i]):
                self.cursor = i
                break

    def want_hint(self, now):
        """A on the HINT place: ui/triominoes/hint.py, loaded for a hint only (by a long
        string, which the board does not intern, docs/triominoes.md "Heap"; a true
        fromlist: the module itself)."""
        __import__("pipgrid.ui.triominoes.hint", None, None, 1).start(self, now)

    def is_legal(self, t):
        for m in self.moves:
            if m >= 0 and lat.move_tile(m) == t:
                return True
        return False

    def places(self):
        """The hand, the DRAW/PASS place when that is the only move, the HINT place."""
        return len(self.hand) + (2 if self.action else 1)

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
        self.moves = self.cells = self.rots = ()  # the turn's lists: their heap is free during the show
        self.app.save_game()
        unload(("pipgrid.games.triominoes.save",))  # loaded again for the next save: 1.4 KB between moves
        m, seat, points, code = g.last_move()
        self.last = (m, seat, points, code)
        if move >= 0:
            self.app.sound(3)
        if move == lat.DRAW:
            self.fresh[s].append(g.hands[s][-1])
        elif move >= 0 and lat.move_tile(move) in self.fresh[s]:
            self.fresh[s].remove(lat.move_tile(move))
        words = ["P%d" % (s + 1)]
        # the words as slices and str(): short string constants would each be an
        # interned name on the board, kept for good (docs/triominoes.md "Heap")
        calls = "HEX HEX2HEX3BRDGOPENVX2 VX3 "
        if move == lat.DRAW:
            words.append(str(points))  # -5, or 0: solitaire's empty hand takes a tile free (TO-17)
        elif move == lat.PASS:
            words.append("PASS")
            words.append(str(-10))
        else:
            if code & 3:
                words.insert(0, calls[4 * (code & 3) - 4 : 4 * (code & 3)].strip())  # HEX, HEX2, HEX3
            elif code & 4:
                words.insert(0, calls[12:16])  # BRDG
            elif code & 8:
                words.insert(0, calls[16:20])  # OPEN
            elif code & 48:  # on two or three corners (club, TO-15)
                words.insert(0, calls[20:23] if code & 16 else calls[24:27])  # VX2, VX3
            words.append(("+" if points >= 0 else "") + str(points))
        self.words = words
        self.phase = _SHOW
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
        if key == "UP" and phase != _TURN and self.can_take_back():
            self.take_back(now)
        elif key == "UP" or key == "DOWN":
            from pipgrid.ui.triominoes import info

            self.app.push(info.Info(self.app, self) if key == "UP" else info.Pan(self.app, self))
        else:  # B, the handover, the waits, the turn's LEFT/RIGHT and A (ui/hotseat/handover.py)
            Handover.press(self, key, now)

    def can_take_back(self):
        """True while a person's own last tile is still the last move on show: its
        call-out, the handover after it, a computer thinking after it (the take-back
        house rule, docs/hotseat.md), never once the round has ended."""
        g = self.game
        last = self.last
        return (
            last is not None
            and last[0] >= 0
            and g.history
            and not g.is_over()
            and self.table.is_person(last[1])
            and g.last_move()[:2] == last[:2]
        )

    def take_back(self, now):
        """UP in the take-back window: the tile back in its place in the hand (the
        engine's undo: the move's points and the turn's draws are restored), saved,
        and the same person's turn again: at once during the call-out or a computer's
        thinking (they hold the board), behind their own handover when UP came at the
        next person's handover (whoever holds the board then sees no hand until A)."""
        self.table.take_back()
        self.app.save_game()
        unload(("pipgrid.games.triominoes.save",))
        self.last = None
        self.words = ()
        if self.phase:  # (not the handover) they hold the board; at the next person's
            self.reveal(now)  # handover someone else may: the hand waits for A

    # ----- frames -----
    def tick(self, now):
        changed = False
        if self.phase == _BOT:
            if not self.table.think():  # a level thinks in slices
                changed = True
            elif now >= self.until:
                self.play(self.table.bot_move(), now)
                changed = True
        return Handover.tick(self, now) or changed

    def draw(self, canvas, now):
        seats = palette.seat_colours(self.app.palette())
        g = self.game
        pal = self.app.palette()
        blink = (now // _BLINK_MS) & 1
        board = g.board
        if self.phase == _PLACE:  # the chosen tile blinking in the current cell on the
            # whole grid, the other cells where it fits marked (steady: the chosen one is
            # what blinks, as a domino end being chosen), a dot per legal rotation at the bottom
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
                    canvas.set(7 - n + 2 * i, 15, seats[s], 0 if i == self.rot_i else 3)
            return
        # the view centres the last tile when the board does not fit
        ox, oy = td.origin_for(
            board, td.cell_middle(board.order[-1]) if board.order else (2, -1), 16, _BOARD_H
        )
        view = td.View(canvas, 0, _BOARD_H, ox, oy)
        last = board.order[-1] if board.order else -1
        # the last tile's player: the round's last placement's, not a later draw's or pass's
        h = g.history
        i = len(h)
        while i > 6 and h[i - 6] == 255:  # (a draw or a pass: its move's top byte)
            i -= 6
        seat = h[i - 1] & 7 if i else 0  # (after a take-back or CONTINUE too)
        show = self.phase == _SHOW and self.words
        view.board(board, pal, last, None if show and blink else seats[seat])
        if show:
            self.draw_show(canvas, view, now, blink)
            return
        if self.phase == _TURN:
            c = self.cursor
            if c < len(self.hand):
                t = self.hand[c]
                for m in self.moves:  # where it could go: blinking dots (markers blink, tiles never)
                    if m >= 0 and lat.move_tile(m) == t and not blink:
                        view.fill(lat.move_cell(m), pal[6], 1, True)
            self.draw_hand(canvas, pal, now, blink)
            return
        self.draw_handover(canvas, now, 10, g.current_player, g.target)  # (six seats' bars: from row 10)

    def draw_show(self, canvas, view, now, blink):
        """The move just played: the words called out one after another, the bonus
        cells flashing (a hexagon's gold, a bridge or opening tile in pale yellow)."""
        seats = palette.seat_colours(self.app.palette())
        m, seat, points, code = self.last
        words = self.words
        i = (now - self.until) // _WORD_MS + max(2, len(words))  # (shown at until - this * _WORD_MS)
        word = words[i if i < len(words) else len(words) - 1]
        font.draw_text(
            canvas,
            (16 - font.text_width(word)) // 2,
            11,
            word,
            palette.WHITE if word[0] >= "A" and word[0] != "P" else seats[seat],
        )  # a bonus: white
        if m >= 0 and code:
            board = self.game.board
            cells = td.hex_cells(board) if code & 3 else [lat.move_cell(m)]
            step = now // 120
            for ck in cells:
                if ck in board.cells:
                    # a bridge or opening tile flashes pale yellow: white is the colour-blind
                    # palette's 0, and a tile's inside never has a number's full colour
                    view.fill(ck, td.HEX_FILL if code & 3 else (255, 255, 112), (step + ck) & 1)
            view.points(board, self.app.palette())
            for k in range(6):  # sparks around the call-out
                x = (k * 5 + step * 3) % 16
                canvas.set(x, 10 if k & 1 else 15, palette.WHITE, (k + step) & 3)

    def draw_hand(self, canvas, pal, now, blink):
        """The hand of the seat on turn (its own turn only, HS-1), in the domino games'
        language: three places at a time, every tile at full colour as a pyramid of its
        numbers (module doc), so all of it can be read and planned with;
        a grey shelf above a tile that can be placed now; the markers are bars under a
        place (``brackets``): the cursor in the seat's colour, blinking leaf green under a
        tile just drawn, blinking brick red under a refused one; how many tiles are off
        the grid each way, beside an arrow pointing there (module doc)."""
        s = self.game.current_player
        places = self.places()
        n = len(self.hand)
        start = first(self.cursor, places)
        fresh = self.fresh[s] if now < self.fresh_until else ()
        for i in range(start, min(start + 3, places)):
            x, y = hand_xy(i, start)
            if i < n:
                t = self.hand[i]
                td.hand_tile(canvas, x, y, t, pal)  # a pyramid of its numbers, two LEDs each
                if not self.is_legal(t):
                    continue
            elif i < places - 1:  # DRAW (grey) or PASS (dark red): blinking, a tile never does
                canvas.rect(x, y, 4, 2, (96, 96, 96) if self.action == lat.DRAW else (160, 0, 40), 2 * blink)
            else:  # HINT (ui/triominoes/hint.py): two teal LEDs low in the middle, no tile's shape
                canvas.rect(x + 1, y + 1, 2, 1, palette.HINT, 2 * blink)
            canvas.rect(x, y - 1, 4, 1, (72, 72, 72))  # the grey shelf: A can choose it
        xy = hand_xy(self.cursor, start)
        brackets(canvas, xy[0], xy[1], palette.seat_colours(pal)[s])
        for i in range(start, min(start + 3, n)):
            if self.hand[i] in fresh and blink:  # just drawn (over the cursor's bar half the time)
                xy = hand_xy(i, start)
                brackets(canvas, xy[0], xy[1], palette.JUST_DRAWN)
        if self.refused_on(now):
            xy = hand_xy(self.refuse_at, start)
            if xy is not None:
                brackets(canvas, xy[0], xy[1], palette.REFUSE)
        # How many tiles are off the grid each way, rows 11-15: an arrow pointing that way
        # at the grid's edge and the count beside it (ten or more: the two digits alone, at
        # the edge), in a dim grey: read when looked for, quieter than the tiles.
        grey = (80, 80, 80)
        if start:  # tiles before the three on show: <3 at the left
            if start < 10:
                font.draw_bits(canvas, 0, 11, font.GLYPHS[44], grey)  # "<" (font.CHARS; no new name)
            font.draw_number(canvas, 6, 11, start, grey)
        if start + 3 < places:  # after them: 4> at the right (the arrow alone: DRAW/PASS, HINT)
            after = max(0, n - start - 3)
            if after < 10:
                font.draw_char(canvas, 13, 11, ">", grey)
                if after:
                    font.draw_number(canvas, 11, 11, after, grey)
            else:
                font.draw_number(canvas, 15, 11, after, grey)
