"""Reads a domino frame back from its pixels alone, following docs/board.md ("The
visual language"): the line's tiles in order and its open ends, the hand on show
(each tile and whether it can be laid), the DRAW/PASS place and the cursor.

It knows only what docs/board.md says a person knows: the path of the snake, the
number colours of the palette in use, the seat colours and the marker shapes. It
never looks at the game. ``DecodeError`` names the first cell that breaks the
language (a tile without its gap, a lone lit cell off the path, ...).
"""

from pipgrid.ui import font, palette
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.domino.table import HAND_X, HAND_Y

LEGAL = (72, 72, 72)  # the grey bar above a tile that can be laid
DRAW_RGB = (96, 96, 96)
PASS_RGB = (160, 0, 40)


class DecodeError(AssertionError):
    pass


def _dim(rgb, shift):
    return tuple(c >> shift for c in rgb)


# the line's end markers (ui/domino/line.end_bar): END blinking, the chosen end SELECT
# blinking, the other end END at half
MARKERS = {palette.END, _dim(palette.END, 1), palette.SELECT}


class Frame:
    def __init__(self, canvas, pal):
        self.canvas = canvas
        self.seats = palette.seat_colours(pal)  # the seat colours follow the palette
        self.full = {pal[p]: p for p in range(7)}  # a number colour at full strength
        self.number = dict(self.full)
        for p in range(7):
            self.number.setdefault(_dim(pal[p], 2), p)  # the tile just laid blinks dimmer

    def get(self, x, y):
        if 0 <= x < 16 and 0 <= y < 16:
            return self.canvas.get(x, y)
        return (0, 0, 0)

    def lit(self, x, y):
        return self.get(x, y) != (0, 0, 0)

    # ----- the line -----
    def line(self):
        """(tiles, markers): tiles as (a, b) pairs along the path (the L end first),
        markers as the path cells of the single lit cells past the ends."""
        rows = 5 if self.lit(0, 7) and self.get(0, 7) not in MARKERS else 4
        n = line_draw.path_length(16, rows)
        cells = [line_draw.cell_xy(i) for i in range(n)]
        on_path = set(cells)
        bars = self.end_bars(2 * rows - 1)
        marker_cells = {xy for bar in bars for xy in bar}
        for y in range(2 * rows - 1):
            for x in range(16):
                if self.lit(x, y) and (x, y) not in on_path and (x, y) not in marker_cells:
                    raise DecodeError("lit cell off the snake at %s" % ((x, y),))
        at = {}  # path cell -> index
        for i in range(n):
            at[cells[i]] = i
        markers = []
        for bar in bars:  # the bar's middle cell (a clipped bar of two: its cell on an even row)
            xy = bar[1] if len(bar) == 3 else (bar[0] if bar[0][1] % 2 == 0 else bar[1])
            if xy not in at:
                raise DecodeError("an end marker's bar at %s off the snake" % (xy,))
            markers.append(at[xy])
        runs = []
        i = 0
        while i < n:
            if not self.lit(*cells[i]):
                i += 1
                continue
            if cells[i] in marker_cells:
                i += 1
                continue
            j = i
            while j < n and self.lit(*cells[j]) and cells[j] not in marker_cells:
                j += 1
            runs.append((i, j - i))
            i = j
        tiles = []
        last_end = None
        for i, length in runs:
            if length != 2:
                raise DecodeError(
                    "%d lit cells in a row from %s: tiles are two cells with a gap" % (length, cells[i])
                )
            a = self.number.get(self.get(*cells[i]))
            b = self.number.get(self.get(*cells[i + 1]))
            if a is None or b is None:
                raise DecodeError("a two-cell run at %s that is not a tile's colours" % (cells[i],))
            if last_end is not None and i - last_end != 1:
                raise DecodeError("tiles at %s not one gap apart" % (cells[i],))
            last_end = i + 2
            tiles.append((a, b))
        if len(markers) > 2:
            raise DecodeError("more than two end markers: %s" % markers)
        return tiles, sorted(markers)

    def end_bars(self, height):
        """The end markers' upright bars: runs of two or three cells down one column in a
        marker colour (END, the chosen end's SELECT, dimmed as drawn)."""
        bars = []
        for x in range(16):
            y = 0
            while y < height:
                if self.get(x, y) not in MARKERS:
                    y += 1
                    continue
                top = y
                while y < height and self.get(x, y) in MARKERS:
                    y += 1
                if not 2 <= y - top <= 3:
                    raise DecodeError("a marker run of %d cells at %s" % (y - top, (x, top)))
                bars.append([(x, k) for k in range(top, y)])
        return bars

    # ----- the hand -----
    def hand(self):
        """(places, cursor): places as (tile (a, b), "DRAW"/"PASS" or "HINT", legal) in hand order
        for the places drawn; cursor: the place index framed by a seat's (or the chosen
        tile's green, or the refusal's red) brackets, or None."""
        places = []
        for r in range(3):
            for c in range(5):
                x, y = HAND_X[c], HAND_Y[r]
                p, q = self.get(x, y), self.get(x + 1, y)
                if p == (0, 0, 0) and q == (0, 0, 0):
                    continue
                a, b = self.full.get(p), self.full.get(q)
                if a is not None and b is not None:
                    what = (a, b)
                elif p == q and p in (DRAW_RGB, _dim(DRAW_RGB, 2)):
                    what = "DRAW"
                elif p == q and p in (PASS_RGB, _dim(PASS_RGB, 2)):
                    what = "PASS"
                elif q == (0, 0, 0) and p in (palette.HINT, _dim(palette.HINT, 2)):
                    what = "HINT"  # one blinking LED (a tile is two)
                elif p == (0, 0, 0) and q in (palette.HINT, _dim(palette.HINT, 2)):
                    what = "HINT"  # the hint being worked out: its LED in the right cell
                else:
                    raise DecodeError(
                        "hand place %s shows %s %s: neither a full-colour tile nor DRAW/PASS" % ((x, y), p, q)
                    )
                legal = self.get(x, y - 1) == LEGAL and self.get(x + 1, y - 1) == LEGAL
                places.append((5 * r + c, what, legal))
        cursor = None
        refused = None
        for index, _what, _legal in places:
            rgb = self.bracket(index)
            if rgb in self.seats or rgb == palette.SELECT:
                if cursor is not None:
                    raise DecodeError("two cursors: places %d and %d" % (cursor, index))
                cursor = index
            elif rgb == palette.REFUSE:
                refused = index
        if cursor is None:
            cursor = refused
        return [(w, legal) for _i, w, legal in places], cursor

    def bracket(self, index):
        """The one colour of both brackets around hand place ``index``, else None."""
        x, y = HAND_X[index % 5], HAND_Y[index // 5]
        seen = set()
        for bx in (x - 1, x + 2):
            for by in (y - 1, y, y + 1):
                if by < 16:
                    seen.add(self.get(bx, by))
        return seen.pop() if len(seen) == 1 else None

    # ----- the seat -----
    def badge(self):
        """The seat (0-based) the badge at the bottom left names, by its number (the digit
        drawn in the block, a 3x5 glyph) and by its colour (the palette's seat colours, full
        or dimmed as the handover badge blinks): (by number, by colour), None when no badge."""
        block = self.get(0, 10)
        by_colour = None
        for shift in (0, 2):
            for s in range(len(self.seats)):
                if _dim(self.seats[s], shift) == block:
                    by_colour = s
        if by_colour is None:
            return None
        bits = 0
        for y in range(5):
            for x in range(3):
                bits = bits << 1 | (self.get(1 + x, 11 + y) != block)
        digit = font.GLYPHS.index(bits) if bits in font.GLYPHS[1:7] else None
        return (digit - 1 if digit else None), by_colour

    def cursor_seat(self, index):
        """The seat whose colour the cursor's bars beside hand place ``index`` carry, or None."""
        rgb = self.bracket(index)
        return self.seats.index(rgb) if rgb in self.seats else None


def decode(canvas, pal, line=True, hand=True):
    """Everything a person reads off a domino frame (module doc); ``hand``: the frame
    shows a hand (a turn), else the bottom rows hold the badge, bars or a word."""
    f = Frame(canvas, pal)
    out = {}
    if line:
        out["line"], out["markers"] = f.line()
        tiles = out["line"]
        out["ends"] = (tiles[0][0], tiles[-1][1]) if tiles else None
    out["hand"], out["cursor"] = f.hand() if hand else ([], None)
    out["badge"] = None if hand else f.badge()
    out["cursor seat"] = f.cursor_seat(out["cursor"]) if out["cursor"] is not None else None
    return out


# ----- the Tri-Ominos hand (ui/triominoes/screen.py, docs/board.md) -----
TRI_X = (1, 6, 11)  # the three places on show, rows 8-9; shelves on row 7, markers on row 10
TRI_Y = 8


def _glyph_at(frame, x, y):
    """The character of the 3x5 font (ui/font.py) lit at (x, y), or None when dark."""
    from pipgrid.ui import font

    bits = 0
    for row in range(5):
        for col in range(3):
            bits = bits * 2 + frame.lit(x + col, y + row)
    if not bits:
        return None
    for i in range(len(font.CHARS)):
        if font.GLYPHS[i] == bits:
            return font.CHARS[i]
    raise DecodeError("an unknown glyph at %s" % ((x, y),))


def tri_hand(canvas, pal):
    """A Tri-Ominos turn's hand read from rows 7-15 alone: {"places": [(what, legal)] for
    the places on show, what being a tile's numbers (left, top, right: TO-1's reading)
    or "DRAW"/"PASS"/"HINT"; "cursor": the place (0..2) with the seat's bar under it,
    or a refusal's or a hint's when they cover it; "marks": {place: kind} for "refused",
    "drawn", "hint"; "before"/"after": how many tiles are off the grid that way, 0 for
    an arrow alone, None when nothing is there}."""
    f = Frame(canvas, pal)
    places = []
    cursor = None
    marks = {}
    for y in (8, 9):  # a dark column between places: tiles never touch
        for x in (0, 5, 10, 15):
            if f.lit(x, y):
                raise DecodeError("lit gap cell %s between hand places" % ((x, y),))
    for k in range(3):
        x, y = TRI_X[k], TRI_Y
        cells = [f.get(x + dx, y + dy) for dy in (0, 1) for dx in range(4)]
        if cells == [(0, 0, 0)] * 8:
            continue
        top, left, right = cells[1:3], cells[4:6], cells[6:8]
        numbers = [f.full.get(pair[0]) if pair[0] == pair[1] else None for pair in (left, top, right)]
        if cells[0] == cells[3] == (0, 0, 0) and None not in numbers:
            what = tuple(numbers)
        elif len(set(cells)) == 1 and cells[0] in (DRAW_RGB, _dim(DRAW_RGB, 2)):
            what = "DRAW"
        elif len(set(cells)) == 1 and cells[0] in (PASS_RGB, _dim(PASS_RGB, 2)):
            what = "PASS"
        elif set(cells[:4]) == {(0, 0, 0)} and set(cells[4:]) <= {
            _dim(palette.HINT, s) for s in (0, 2, 3)
        } | {(0, 0, 0)}:
            what = "HINT"  # two teal LEDs low in the middle, or a dot running along the row
        else:
            raise DecodeError(
                "hand place %d shows %s: neither a pyramid of numbers nor DRAW/PASS/HINT" % (k, cells)
            )
        shelf = set(f.get(x + dx, y - 1) for dx in range(4))
        if shelf not in ({LEGAL}, {(0, 0, 0)}):
            raise DecodeError("the shelf over place %d is %s" % (k, shelf))
        places.append((what, shelf == {LEGAL}))
        bar = set(f.get(x + dx, y + 2) for dx in range(4))
        if bar == {(0, 0, 0)}:
            continue
        if len(bar) != 1:
            raise DecodeError("the marker under place %d is %s" % (k, bar))
        rgb = bar.pop()
        if rgb in f.seats:
            if cursor is not None:
                raise DecodeError("two cursors: places %d and %d" % (cursor, k))
            cursor = k
        else:
            kind = {palette.REFUSE: "refused", palette.JUST_DRAWN: "drawn", palette.HINT: "hint"}.get(rgb)
            if kind is None:
                raise DecodeError("a marker of colour %s under place %d" % (rgb, k))
            marks[k] = kind
    left = (_glyph_at(f, 0, 11), _glyph_at(f, 4, 11))
    right = (_glyph_at(f, 9, 11), _glyph_at(f, 13, 11))
    before = after = None
    if left[0] == "<":
        before = int(left[1]) if left[1] else 0
    elif left[0] is not None:
        before = int(left[0] + left[1])
    if right[1] == ">":
        after = int(right[0]) if right[0] else 0
    elif right[1] is not None:
        after = int(right[0] + right[1])
    return {"places": places, "cursor": cursor, "marks": marks, "before": before, "after": after}
