"""HOW for traditional domino (the board plays them from a data file, ui/home.py How: host_sim/how_pages): three screens, pictures only.

0. The goal: a hand of three tiles at the bottom goes into the line one tile at a
   time, each matching the end it is laid at (TR rules), until the hand is empty: a
   green tick (the first to empty the hand wins the round).
1. One move, as on the board: the line 3|5 5|2 with its open ends' blinking bars, a
   hand tile 2|6 under the cursor's bar; it slides to the right end and lays its 2
   against the line's 2, the two halves that match blinking.
2. Nothing fits (the hand's 6|6 against the ends 3 and 2): A on it is refused (red
   bar), the cursor goes to the grey DRAW place, named DRAW above it in its grey (a
   turn shows the place alone: here a child learns what it is), A, and a drawn tile
   4|2 comes into the hand with its green bar: it fits. The line stands two rows
   higher than on screen 1, so the word fits between it and the hand.
3. A tile that fits both ends (2|3 against the ends 3 and 2): A on it, and the board
   asks which end: the chosen end's bar blinks green, the other keeps its pink (as in
   play, ui/domino/traditional.py); RIGHT (its arrow shown) chooses the right end, A
   lays the tile there, its 2 against the line's 2.
"""

from pipgrid.ui import font, icons, palette, tiles_draw
from host_sim.how_pages.draw import between, step


_DRAW_GREY = (96, 96, 96)  # the DRAW place's grey


def line(canvas, pal, blink, y=3):
    """The line 3|5 5|2 (halves 2x2, a dark column between tiles), its ends' bars."""
    tiles_draw.tile(canvas, 2, y, 3, 5, 2, False, pal)
    tiles_draw.tile(canvas, 7, y, 5, 2, 2, False, pal)
    canvas.rect(0, y, 1, 2, palette.END, 3 * blink)
    canvas.rect(12, y, 1, 2, palette.END, 3 * blink)


def goal(canvas, t, pal):
    k = step(t, 4800, 6)  # three tiles laid, then the empty hand's tick
    laid = ((1, 3), (5, 1), (3, 6))  # left of 3, right of 2: 1|3, then 2 ... as a child lays them
    x = 0
    shown = (laid[0][0], laid[0][1], 3, 5, 5, 2) if k >= 1 else (3, 5, 5, 2)
    if k >= 2:
        shown += (2, 4)
    if k >= 3:
        shown += (4, 6)
    for i in range(0, len(shown), 2):  # the line, 1-pixel halves as on the board
        tiles_draw.tile(canvas, x, 2, shown[i], shown[i + 1], 1, False, pal)
        x += 3
    hand = ((1, 3), (2, 4), (4, 6))
    for i in range(3):
        if i >= k:
            tiles_draw.tile(canvas, 1 + 5 * i, 11, hand[i][0], hand[i][1], 2, False, pal)
    if k >= 3:
        icons.draw(canvas, 4, 6, icons.CHECK, palette.GOOD)


def match(canvas, t, pal):
    t %= 4000
    seat = palette.seat_colours(pal)[0]
    blink = (t // 250) & 1
    line(canvas, pal, blink if t < 1800 else 1)
    x = between(t, 1000, 1800, 6, 12)
    y = between(t, 1000, 1800, 11, 3)
    if t >= 1800:
        canvas.rect(12, 3, 1, 2, palette.BLACK)
    tiles_draw.tile(canvas, x, y, 2, 6, 2, False, pal)
    if t < 1000:
        canvas.rect(6, 13, 4, 1, seat)  # the cursor's bar under the hand tile
        if t >= 600:
            font.draw_char(canvas, 1, 10, "A", palette.TEXT)
    elif t >= 1800 and (t // 200) & 1:  # the two 2s side by side: they match
        canvas.rect(9, 3, 2, 2, palette.BLACK)
        canvas.rect(12, 3, 2, 2, palette.BLACK)


def draw_one(canvas, t, pal):
    t %= 5000
    seat = palette.seat_colours(pal)[0]
    line(canvas, pal, (t // 250) & 1, 1)
    tiles_draw.tile(canvas, 1, 10, 6, 6, 2, False, pal)
    drawn = t >= 2600
    if drawn:  # the drawn tile in the hand, where the DRAW place was, a green bar under it
        tiles_draw.tile(canvas, 7, 10, 4, 2, 2, False, pal)
        canvas.rect(7, 12, 4, 1, palette.JUST_DRAWN, 2 * ((t // 250) & 1))
    else:  # DRAW: the grey place, blinking
        canvas.rect(7, 10, 4, 2, _DRAW_GREY, 2 * ((t // 250) & 1))
    if t < 1200:  # the 6|6 chosen: refused
        canvas.rect(1, 12, 4, 1, palette.REFUSE if t >= 500 and (t // 150) & 1 else seat)
        if 400 <= t < 800:
            font.draw_char(canvas, 13, 10, "A", palette.TEXT)
    elif not drawn:
        canvas.rect(7, 12, 4, 1, seat)
        if t < 2200:  # the cursor on the grey place: its name (few letters at once: not with A)
            font.draw_text(canvas, 0, 4, "DRAW", _DRAW_GREY)
        else:
            font.draw_char(canvas, 13, 10, "A", palette.TEXT)


def both_ends(canvas, t, pal):
    t %= 5600
    seat = palette.seat_colours(pal)[0]
    blink = (t // 250) & 1
    laid = t >= 3800
    if t < 800:  # the cursor on the hand's 2|3; A
        line(canvas, pal, blink)
        canvas.rect(6, 13, 4, 1, seat)
    elif not laid:  # which end? the chosen one blinks green (the left, then the right)
        right = t >= 2200
        line(canvas, pal, 1)
        canvas.rect(12 if right else 0, 3, 1, 2, palette.SELECT, 3 * blink)
        if t < 3000:  # the tile's bar, until it goes
            canvas.rect(6, 13, 4, 1, palette.SELECT)
    else:
        line(canvas, pal, blink)
        canvas.rect(12, 3, 1, 2, palette.BLACK)
    x = between(t, 3000, 3800, 6, 12)
    y = between(t, 3000, 3800, 11, 3)
    tiles_draw.tile(canvas, x, y, 2, 3, 2, False, pal)
    key = "A" if 400 <= t < 800 or 2600 <= t < 3000 else ">" if 1600 <= t < 2200 else None
    if key:
        font.draw_char(canvas, 13, 10, key, palette.TEXT)
    if laid and (t // 200) & 1:  # the two 2s side by side: they match
        canvas.rect(9, 3, 2, 2, palette.BLACK)
        canvas.rect(12, 3, 2, 2, palette.BLACK)


PAGES = (goal, match, draw_one, both_ends)
PERIODS = (4800, 4000, 5000, 5600)  # each screen loops after so many ms
