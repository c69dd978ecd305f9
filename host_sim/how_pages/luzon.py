"""HOW for Luzon (the board plays them from a data file, ui/home.py How: host_sim/how_pages): four screens, pictures and a few words.

0. The goal: a small board of four columns loses its bottom tiles two at a time, each
   pair making 12 (LZ rules: two exposed tiles summing to 12 go), until it is empty: a
   green tick.
1. One move, as on the board: the cursor's violet bar under a tile 5|6, A (the letter
   under it) and its bar turns green, the cursor to a tile 0|1, A: their pips make 12
   (the number and a green tick show), both go.
2. A pair that does not make 12 (5|6 and 2|2: 15) is refused: red bars, 15 and a red
   cross, both stay.
3. B on the board (the letter under the board) opens the pages that nothing on the
   board names: UNDO, HINT, NEW, MENU one after the other, each with its word, its
   picture and its dot in column 15 as in play (ui/luzon/actions.py; their numbers, the
   undo count and the next deal, are left out here).
"""

from pipgrid.ui import font, icons, palette, tiles_draw
from host_sim.how_pages.draw import step

# the goal's board, four columns top to bottom (low half, high half): the bottom tiles go
# in pairs making 12 (``_GONE``: the step at which each tile goes, same order)
_COLUMNS = ((3, 3, 3, 6, 5, 6), (2, 4, 5, 5, 0, 1), (4, 6, 1, 2, 4, 4), (1, 1, 0, 2, 1, 3))
_GONE = ((4, 2, 0), (4, 3, 0), (5, 2, 1), (5, 3, 1))


def goal(canvas, t, pal):
    k = step(t, 6000, 8)  # six pairs, then the empty board with its tick for two steps
    board(canvas, pal, k)
    if k < 6:
        font.draw_number(canvas, 9, 9, 12, palette.GOOD)
    else:
        icons.draw(canvas, 4, 7, icons.CHECK, palette.GOOD)


def board(canvas, pal, k):
    """The goal's small board with the pairs of steps before ``k`` gone, step k's selected."""
    for c in range(4):
        tiles = _COLUMNS[c]
        for r in range(3):
            gone = _GONE[c][r]
            if gone < k:
                continue
            x, y = 1 + 4 * c, 1 + 2 * r
            tiles_draw.tile(canvas, x, y, tiles[2 * r], tiles[2 * r + 1], 1, False, pal)
            if gone == k:  # going now: selected, green bars under both
                canvas.rect(x, y + 1, 2, 1, palette.SELECT)


def twelve(canvas, t, pal):
    pair(canvas, t, pal, True)


def fifteen(canvas, t, pal):
    pair(canvas, t, pal, False)


def pair(canvas, t, pal, makes_12):
    """Two tiles chosen in turn (screen 1: 5|6 and 0|1, 12; screen 2: 5|6 and 2|2, 15)."""
    t %= 5000
    b = (0, 1) if makes_12 else (2, 2)
    total = 11 + b[0] + b[1]
    gone = makes_12 and t >= 3300
    if not gone:
        tiles_draw.tile(canvas, 0, 1, 5, 6, 3, False, pal)
        tiles_draw.tile(canvas, 8, 1, b[0], b[1], 3, False, pal)
    if t < 2100:  # the cursor: under the first tile, then the second; A pressed on each
        at = 0 if t < 1400 else 8
        if t >= 700:
            canvas.rect(0, 5, 7, 1, palette.SELECT)
        if t < 700 or t >= 1400:
            canvas.rect(at, 5, 7, 1, palette.CURSOR)
        if 700 <= t < 1100 or 2000 <= t:
            font.draw_char(canvas, at + 2, 7, "A", palette.TEXT)
        return
    font.draw_number(canvas, 6, 9, total, palette.GOOD if makes_12 else palette.BAD)
    icons.draw(
        canvas, 8, 7, icons.CHECK if makes_12 else icons.CROSS, palette.GOOD if makes_12 else palette.BAD
    )
    if not gone:
        rgb = palette.SELECT if makes_12 else palette.REFUSE
        on = (t // 200) & 1
        canvas.rect(0, 5, 7, 1, rgb, 2 * on)
        canvas.rect(8, 5, 7, 1, rgb, 2 * on)


# the pages B opens (ui/luzon/actions.py): word, picture, its colour, the picture's x
_ACTIONS = (
    ("UNDO", icons.UNDO, palette.LABEL, 0),
    ("HINT", icons.HINT, palette.HINT, 3),
    ("NEW", icons.NEW, palette.GOOD, 0),
    ("MENU", icons.HOME, palette.WHITE, 3),
)


def actions(canvas, t, pal):
    t %= 6000
    if t < 1200:  # the board in play; B pressed
        board(canvas, pal, -1)
        if t >= 600:
            font.draw_char(canvas, 13, 10, "B", palette.TEXT)
        return
    k = (t - 1200) // 1200
    word, icon, rgb, x = _ACTIONS[k]
    font.draw_text(canvas, 0, 0, word, palette.LABEL)
    icons.draw(canvas, x, 7, icon, rgb)
    font.dots(canvas, k, len(_ACTIONS))


PAGES = (goal, twelve, fifteen, actions)
PERIODS = (6000, 5000, 5000, 6000)  # each screen loops after so many ms
