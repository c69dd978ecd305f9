"""Traditional picture domino on the 16x16 grid, hot-seat (TR-1..TR-14, HS-1..HS-3).

Layout (x across, y down)::

    y 0..6   the line as a snake turning at the edges (ui/domino/line.py, TR-11):
             every tile in its numbers' colours, a dark cell between tiles; a
             blinking pink bar one cell past each open end (HS-2; while a tile
             just laid is shown, only the one past it); a line of 22..27 tiles
             also takes row 8 (the census keeps row 9)
    y 8..9   the census: every seat's tile count and the boneyard (ui/domino/hooks.py)
    y11..15  the hand of the seat on turn (5 tiles a row, rows 11/13/15, scrolling
             with the cursor), or with no hand shown: the seat's badge and the
             score bars, ``+2`` after a draw, PASS after a pass

A turn: LEFT/RIGHT (UP/DOWN: a row) move the cursor, upright bars in the seat's
colour beside a tile. Every tile is drawn at full colour; a grey bar above a tile
says it can be laid (TR-6, TR-7; the first tile of a round must be the highest,
TR-4). A on such a tile that fits one end lays it there; on a tile that fits both
ends the board asks which end: the chosen end's marker blinks green, LEFT/RIGHT
choose the end further left/right on the grid, UP/DOWN the upper/lower one, whichever
way the snake runs (a key that cannot tell the two apart shows the red corners); A lays it
(written with its logical L/R end), B takes the tile back into the hand. A on a
tile without the bar flashes red bars (refused). When no tile fits (TR-9, TR-10)
one more place follows the hand, where the cursor waits, blinking: a grey
"face-down tile" to DRAW (the drawn tiles then get blinking green bars; TR-9 lets
one be laid in the same turn) or a dark red one to PASS.

Round end pages, every number beside its label: why the round ended (DOMINO or
BLOCKED), the winner's badge and under it the points won (``+12``); then one page per
seat: its badge, its match total under it, and the tiles left in its hand (up to six)
with their pips beside them (TR-12, TR-13: the blocked winner is the one with fewest
tiles, then fewest pips; a tie scores nothing).
"""

from pipgrid import tiles
from pipgrid.ui import font, palette, tiles_draw
from pipgrid.ui.domino import table as hotseat, line as line_draw
from pipgrid.ui.domino.table import ENDS, SHOW, TURN, HotSeat

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_GAME_ID = const(2)
REASON_WORDS = ("", "DOMINO", "BLOCKED")


class TraditionalScreen(HotSeat):
    def __init__(self, app, table):
        self.halves = bytearray(2 * tiles.COUNT)
        self.line_len = 0
        self.line_at = 1
        self.end_sel = 0
        self.pending = -1
        HotSeat.__init__(self, app, table)
        self.sync_line()

    def target(self):
        return self.game.target

    def move_tile(self, move):
        return move >> 1

    # ----- the line -----
    def sync_line(self):
        """Copy the line into ``halves`` and place it on the snake (after every move).
        Read straight from the engine's packed line (no per-move lists): the opening
        tile is at ``COUNT - 1`` of ``line_buf`` and every tile laid on the left end
        moves ``lo`` down one."""
        g = self.game
        buf = g.line_buf
        lo = g.lo
        n = g.hi - lo
        for i in range(n):
            v = buf[lo + i]
            self.halves[2 * i] = v >> 3
            self.halves[2 * i + 1] = v & 7
        self.line_len = n
        self.line_at = line_draw.line_start(n, max(tiles.COUNT - 1 - lo, 0))
        self.census = 16 if line_draw.rows(n) > 4 else 0  # a fifth snake row: the census on row 9

    def play(self, move, now):
        HotSeat.play(self, move, now)
        self.sync_line()

    def advance(self, now):
        self.sync_line()
        HotSeat.advance(self, now)

    # ----- a turn -----
    def choose(self, t, now):
        """A on a legal tile: lay it at its only end, or ask which end (both fit)."""
        ends = 0
        for m in self.game.legal_moves():
            if m >> 1 == t and m < hotseat.DRAW:
                ends |= 1 << (m & 1)
        if ends == 3:
            self.pending = t
            h = (
                self.hint if type(self.hint) is int else -1
            )  # the HINT's end preselected when it named this tile
            self.end_sel = h & 1 if 0 <= h < hotseat.DRAW and h >> 1 == t else self.first_end()
            self.phase = ENDS
            return
        self.play(t * 2 + (1 if ends == 2 else 0), now)

    def end_xy(self):
        """(x, y) on the grid of the two ends' markers, logical L first."""
        a, b = line_draw.end_cells(self.line_len, self.line_at)
        return line_draw.cell_xy(a), line_draw.cell_xy(b)

    def first_end(self):
        """The logical end (0 = L, 1 = R) whose marker comes first on the grid read left to
        right, then top to bottom in one column: the end chosen first when a tile fits both."""
        a, b = self.end_xy()
        return 1 if b < a else 0

    def ends_press(self, key, now):
        """The end as seen on the grid: LEFT / RIGHT the end further left / right, UP / DOWN
        the upper / lower one (whichever way the snake runs there); with both ends on one row
        UP and DOWN can choose nothing (the red corners), in one column LEFT and RIGHT."""
        if key == "A":
            self.phase = TURN
            self.play(self.pending * 2 + self.end_sel, now)
        elif key == "B":
            self.phase = TURN
        else:
            a, b = self.end_xy()
            k = 0 if key in ("LEFT", "RIGHT") else 1  # the coordinate the key compares
            if a[k] == b[k]:
                self.app.bump(now)
                return
            lower = 1 if b[k] < a[k] else 0  # the end with the smaller x (LEFT) or y (UP)
            end = lower if key in ("LEFT", "UP") else 1 - lower
            if end == self.end_sel:  # already chosen: nothing to change
                self.app.bump(now)
            self.end_sel = end

    # ----- frames -----
    def draw_top(self, canvas, now, blink):
        pal = self.app.palette()
        n = self.line_len
        # every tile at full colour, always: a dimmed half would stand near the census dots
        # in the colours of the dimmed seats, which no colour can keep 25 CIELAB apart in
        # the colour-blind palette (issue 24); the tile just laid is told by its end instead
        line_draw.draw_line(canvas, memoryview(self.halves)[: 2 * n], self.line_at, pal)
        if not n:
            return
        laid = self.last_move & 1 if self.phase == SHOW and 0 <= self.last_move < hotseat.DRAW else -1
        a, b = line_draw.end_cells(n, self.line_at)
        for e in (0, 1):
            if b >= line_draw.path_length(16, line_draw.rows(n)) and e:
                continue  # 27 tiles: the right marker has no cell left
            if self.phase == ENDS:  # the chosen end blinks green, the other is steady, dimmer
                if e != self.end_sel:
                    line_draw.end_bar(canvas, b if e else a, palette.END, 1, self.census)
                elif not blink:
                    line_draw.end_bar(canvas, b if e else a, palette.SELECT, 0, self.census)
            elif not blink and laid in (-1, e):
                # a tile just laid: only the marker past it blinks (the other end is dark)
                line_draw.end_bar(canvas, b if e else a, palette.END, 0, self.census)

    def draw_hand(self, canvas, now, blink):
        HotSeat.draw_hand(self, canvas, now, blink)
        if self.phase == ENDS:
            i = self.hand.index(self.pending)
            xy = hotseat.hand_xy(i, max(0, self.cursor // 5 - 2))
            if xy is not None:
                hotseat.brackets(canvas, xy[0], xy[1], palette.SELECT)

    # ----- round end pages -----
    def end_page_count(self):
        return 1 + self.game.players

    def draw_end_page(self, canvas, page, now):
        """Every number beside its label (docs/board.md "Round ends"); columns 14-15 are
        the page dots' (ends.RoundEnd)."""
        g = self.game
        seats = palette.seat_colours(self.app.palette())
        reason, winner, points = g.result()
        if page == 0:
            word = REASON_WORDS[g.reason]
            font.draw_text(canvas, font.scroll_x(word, 14, now), 0, word, palette.LABEL)
            if winner is None:
                hotseat.draw_word(canvas, "TIE", palette.TEXT)
                return
            font.draw_seat(canvas, 4, 6, winner, seats)  # who won, and under it the points won
            font.points(canvas, 6, 11, points, palette.GOOD)
            return
        s = page - 1
        pal = self.app.palette()
        font.score(canvas, s, seats, g.totals[s])  # the badge, the match total under it
        hand = g.hand(s)
        if not hand:
            return
        pips = 0
        for t in hand:
            pips += tiles.VALUE[t]
        # the tiles left (TR-12, TR-13) on rows 12 and 14, as many as fit, their pips beside them
        left = font.draw_number(canvas, 13, 11, pips, palette.TEXT)
        for i in range(min(len(hand), 2 * (left // 3))):
            t = hand[i]
            tiles_draw.tile(
                canvas, 3 * (i // 2), 12 + 2 * (i % 2), tiles.LOW[t], tiles.HIGH[t], 1, False, pal
            )
