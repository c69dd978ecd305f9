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
    "drawn", "hint"; "cursor seat": the seat (0-based) whose colour the cursor's bar
    carries (the palette's seat colours), None when no cursor is read; "before"/"after":
    how many tiles are off the grid that way, 0 for an arrow alone, None when nothing is
    there}."""
    f = Frame(canvas, pal)
    places = []
    cursor = cursor_seat = None
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
            cursor_seat = f.seats.index(rgb)
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
    return {
        "places": places,
        "cursor": cursor,
        "cursor seat": cursor_seat,
        "marks": marks,
        "before": before,
        "after": after,
    }


# ----- results pages (round ends, info pages, match ends: docs/board.md "Round ends") -----
DARK = (0, 0, 0)


class Thing:
    """Something lit on a results page: a "badge" (a seat's number on its colour), a
    "word" (glyphs led by a letter: ``WIN``, ``POOL``), a "number" (digits, a sign before
    them), or a "picture" (anything else lit: a tile, an icon, a bar, a clipped word)."""

    def __init__(self, kind, text, cells):
        self.kind = kind
        self.text = text
        self.cells = cells
        xs = [x for x, _y in cells] or [0]
        ys = [y for _x, y in cells] or [0]
        self.box = (min(xs), min(ys), max(xs), max(ys))

    def __repr__(self):
        return "%s %r at %s" % (self.kind, self.text, self.box[:2])


def _badge_at(f, x, y):
    """The seat (0-based) of a results page's badge (ui/font.draw_seat: a 5x5 block of
    the seat's colour, its number inked in black or white) at (x, y), or None."""
    rgb = f.get(x, y)
    if rgb not in f.seats or x + 4 > 15 or y + 4 > 15:
        return None
    ink = palette.ink(rgb)
    bits = 0
    for dy in range(5):
        if f.get(x, y + dy) != rgb or f.get(x + 4, y + dy) != rgb:
            return None
        for dx in (1, 2, 3):
            c = f.get(x + dx, y + dy)
            if c not in (rgb, ink):
                return None
            bits = bits * 2 + (c == ink)
    if bits in font.GLYPHS[1:7]:
        return font.GLYPHS.index(bits) - 1
    return None


def _text_glyph_at(f, x, y, taken):
    """(character, colour) of a 3x5 glyph drawn at (x, y) in one colour with nothing of
    that colour around it, or None."""
    rgb = None
    bits = 0
    for dy in range(5):
        for dx in range(3):
            c = f.get(x + dx, y + dy) if (x + dx, y + dy) not in taken else DARK
            if c != DARK:
                if rgb is None:
                    rgb = c
                elif c != rgb:
                    return None
            bits = bits * 2 + (c != DARK)
    if rgb is None or bits not in font.GLYPHS:
        return None
    ring = [(x - 1, y + dy) for dy in range(5)] + [(x + 3, y + dy) for dy in range(5)]
    ring += [(x + dx, y - 1) for dx in range(3)] + [(x + dx, y + 5) for dx in range(3)]
    if any(f.get(*xy) == rgb and xy not in taken for xy in ring):
        return None
    return font.CHARS[font.GLYPHS.index(bits)], rgb


def results_page(canvas, pal, dots=True):
    """Reads a results page (a round's end, an info page, a match's end) from its pixels
    (docs/board.md "Round ends"): {"things": [Thing], "numbers": [(text, label Thing)],
    "dots": (index, count) of the page dots in column 15 or None}. Raises DecodeError
    when a number has no label (the nearest thing on its left on its rows, or with
    nothing there the thing just above it, is no badge, word or picture), when column 14
    is lit (a number or a word against the dots) or column 15 holds anything but the
    page dots (one white, the others dim); ``dots`` False: a page that has no dots (the
    match's WIN among sparks), columns 14-15 not checked."""
    f = Frame(canvas, pal)
    for y in range(16 if dots else 0):
        if f.lit(14, y):
            raise DecodeError("column 14 lit at row %d: against the page dots" % y)
    column = [f.get(15, y) for y in range(16)]
    lit = [y for y in range(16) if dots and column[y] != DARK]
    dots = None
    if lit:
        if any(column[y] not in (palette.WHITE, _dim(palette.WHITE, 3)) for y in lit):
            raise DecodeError("column 15 holds %s: not page dots" % [column[y] for y in lit])
        bright = [i for i in range(len(lit)) if column[lit[i]] == palette.WHITE]
        steps = set(lit[i + 1] - lit[i] for i in range(len(lit) - 1))
        if len(bright) != 1 or len(steps) > 1:
            raise DecodeError("column 15 at rows %s: not page dots" % lit)
        dots = (bright[0], len(lit))
    taken = {}
    things = []
    for y in range(12):  # badges first: their inked number is no number of the page
        for x in range(10):
            seat = _badge_at(f, x, y)
            if seat is not None and (x, y) not in taken:
                t = Thing("badge", seat, [(x + dx, y + dy) for dx in range(5) for dy in range(5)])
                things.append(t)
                for xy in t.cells:
                    taken[xy] = t
    glyphs = []  # (x, y, character, colour)
    for y in range(12):
        for x in range(12):
            g = _text_glyph_at(f, x, y, taken)
            if g is not None:
                glyphs.append((x, y) + g)
    at = {(x, y): (ch, rgb) for x, y, ch, rgb in glyphs}
    for x, y, ch, rgb in sorted(glyphs, key=lambda g: (g[1], g[0])):
        if (x, y) in taken:
            continue
        run = [(x, y, ch)]
        while at.get((run[-1][0] + 4, y), (None, None))[1] == rgb:
            nx = run[-1][0] + 4
            run.append((nx, y, at[(nx, y)][0]))
        text = "".join(c for _x, _y, c in run)
        if text[0].isalpha():
            kind = "word"
        elif text.lstrip("+-").isdigit() and "+" not in text[1:] and "-" not in text[1:]:
            kind = "number"
        else:
            kind = "word"  # signs alone ("--": nothing announced)
        cells = []
        for gx, gy, c in run:
            bits = font.GLYPHS[font.CHARS.index(c)]
            for dy in range(5):
                for dx in range(3):
                    if bits >> (14 - 3 * dy - dx) & 1:
                        cells.append((gx + dx, gy + dy))
        t = Thing(kind, text, cells)
        things.append(t)
        for gx, gy, _c in run:
            for dy in range(5):
                for dx in range(3):
                    taken[(gx + dx, gy + dy)] = t
    for y in range(16):  # the rest: pictures, 8-connected
        for x in range(14):
            if f.lit(x, y) and (x, y) not in taken:
                t = Thing("picture", None, [])
                todo = [(x, y)]
                taken[(x, y)] = t
                while todo:
                    cx, cy = todo.pop()
                    t.cells.append((cx, cy))
                    for nx in (cx - 1, cx, cx + 1):
                        for ny in (cy - 1, cy, cy + 1):
                            if 0 <= nx < 14 and 0 <= ny < 16 and f.lit(nx, ny) and (nx, ny) not in taken:
                                taken[(nx, ny)] = t
                                todo.append((nx, ny))
                t.__init__("picture", None, t.cells)
                things.append(t)
    numbers = []
    for t in things:
        if t.kind != "number":
            continue
        x0, y0, x1, _y1 = t.box
        label = None
        for x in range(x0 - 1, -1, -1):  # the nearest thing on its left, on its rows
            near = [taken[(x, y)] for y in range(y0, y0 + 5) if (x, y) in taken and taken[(x, y)] is not t]
            if near:
                label = near[0]
                break
        if label is None:
            for y in (y0 - 1, y0 - 2):  # else the thing just above it
                near = [taken[(x, y)] for x in range(x0, x1 + 1) if (x, y) in taken]
                if near:
                    labels = [n for n in near if n.kind != "number"]
                    label = labels[0] if labels else near[0]
                    break
        if label is None or label.kind == "number":
            raise DecodeError(
                "the number %s at %s has no label beside it or above it (%s)" % (t.text, t.box[:2], label)
            )
        numbers.append((t.text, label))
    return {"things": things, "numbers": numbers, "dots": dots}
