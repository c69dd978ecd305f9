"""The visual language of docs/board.md, pair by pair (issue 13): a marker is never
mistaken for a tile half. Every pair of things the language allows on one screen
together must differ by WHERE they may be drawn (disjoint cells), by SHAPE (a lone
cell, an upright bar, a two-cell tile), by MOTION (one blinks, the other never does),
or by COLOUR: CIELAB >= 25 between every colour of one and every colour of the other,
dimmed states included, in both palettes. Each claim below is checked, not trusted:
cells from the layout code, colours from ui/palette.py and the screens' constants."""

import math

import pytest
from board_decoder import DRAW_RGB, LEGAL, PASS_RGB
from test_palette_vision import lab

from pipgrid.ui import palette
from pipgrid.ui.domino.italian import VERDICT
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.domino.seats import HAND_X, HAND_Y, SEAT_RGB
from pipgrid.ui.luzon.screen import COL_X, RES_X, RES_Y

SEEN = ((1, 0, 0), (0, 1, 0), (0, 0, 1))  # normal colour vision for lab()


def dims(rgbs, shifts):
    return {tuple(c >> s for c in rgb) for rgb in rgbs for s in shifts}


def numbers(shifts):
    """Every number colour of both palettes at the given dimming shifts."""
    return dims([rgb for pal in palette.PALETTES for rgb in pal], shifts)


def cells(xs, ys, dx=(0, 1)):
    return {(x + d, y) for x in xs for y in ys for d in dx}


PATH4 = {line_draw.cell_xy(i) for i in range(line_draw.path_length())}
PATH5 = {line_draw.cell_xy(i) for i in range(line_draw.path_length(16, 5))}
HAND = cells(HAND_X, HAND_Y)
HAND_BARS = {
    (x + d, y + e) for x in HAND_X for y in HAND_Y for d in (-1, 2) for e in (-1, 0, 1) if y + e < 16
}
LEGAL_BARS = cells(HAND_X, [y - 1 for y in HAND_Y])
LUZON_TILES = cells(COL_X, range(0, 9, 2)) | cells([RES_X], RES_Y)
LUZON_BARS = {(x + d, y + e) for x in COL_X for y in range(0, 9, 2) for d in (-1, 2) for e in (-1, 0, 1)}
LUZON_BARS |= {(RES_X + d, y + e) for y in RES_Y for d in (-1, 2) for e in (-1, 0, 1) if y + e < 16}
CENSUS = {(x, y) for x in range(16) for y in (8, 9)}

# name: (cells it may use, shape, blinks, colours)
ELEMENTS = {
    "line half": (PATH4, "tile", False, numbers((0,))),
    "line half, fifth row": (PATH5 - PATH4, "tile", False, numbers((0,))),  # 22..27 tiles
    "tile just laid": (PATH5, "tile", True, numbers((0, 2))),  # blinks dimmer for 0.9 s
    "end marker": (
        PATH5,
        "lone cell",
        True,
        {palette.WHITE, palette.SELECT, dims([palette.WHITE], [3]).pop()},
    ),
    "census dot": (CENSUS, "dot", False, dims(SEAT_RGB, (0, 2)) | {(96, 96, 96)}),
    "census dot, row 9": (CENSUS - PATH5, "dot", False, dims(SEAT_RGB, (0, 2)) | {(96, 96, 96)}),
    "hand half": (HAND, "tile", False, numbers((0,))),
    "DRAW/PASS place": (HAND, "tile", True, dims([DRAW_RGB, PASS_RGB], (0, 2))),
    "legal bar": (LEGAL_BARS, "bar", False, {LEGAL}),
    "hand bracket": (
        HAND_BARS,
        "upright bar",
        False,
        set(SEAT_RGB) | {palette.SELECT, palette.REFUSE, (0, 160, 80)},
    ),
    "Luzon half": (LUZON_TILES, "tile", False, numbers((0,))),
    "Luzon selected tile": (LUZON_TILES, "tile", True, numbers((0, 2))),  # blinks dimmer
    "Luzon empty slot": (LUZON_TILES, "tile", False, {palette.EMPTY}),  # two faint dots on row 0
    "Luzon marker": (
        LUZON_BARS,
        "upright bar",
        False,
        {palette.CURSOR, palette.SELECT, palette.REFUSE, palette.HINT},
    ),
}
# which may be on one screen together (the domino turn; the Luzon board)
TOGETHER = [
    ("line half", "end marker"),
    ("line half", "tile just laid"),
    ("tile just laid", "end marker"),
    ("line half", "census dot"),
    ("line half, fifth row", "census dot, row 9"),
    ("line half", "line half, fifth row"),
    ("end marker", "census dot"),
    ("hand half", "DRAW/PASS place"),
    ("hand half", "legal bar"),
    ("hand half", "hand bracket"),
    ("legal bar", "hand bracket"),
    ("DRAW/PASS place", "hand bracket"),
    ("census dot", "hand bracket"),
    ("census dot", "legal bar"),
    ("Luzon half", "Luzon marker"),
    ("Luzon half", "Luzon selected tile"),
    ("Luzon half", "Luzon empty slot"),
    ("Luzon selected tile", "Luzon empty slot"),
    ("Luzon selected tile", "Luzon marker"),
    ("Luzon empty slot", "Luzon marker"),
]


def colour_gap(a, b):
    return min(math.dist(lab(x, SEEN), lab(y, SEEN)) for x in a for y in b)


def how_they_differ(a, b):
    ca, sa, ma, ka = ELEMENTS[a]
    cb, sb, mb, kb = ELEMENTS[b]
    if not ca & cb:
        return "place"
    if sa != sb:
        return "shape"
    if ma != mb:
        return "motion"
    if colour_gap(ka, kb) >= 25:
        return "colour"
    return None


@pytest.mark.parametrize("a,b", TOGETHER)
def test_every_pair_on_one_screen_differs_by_place_shape_motion_or_colour(a, b):
    assert how_they_differ(a, b), (a, b)


def test_the_claims_about_places_hold():
    assert not HAND & HAND_BARS and not HAND & LEGAL_BARS and not LEGAL_BARS & HAND_BARS
    assert not LUZON_TILES & LUZON_BARS  # Luzon markers only in the gap columns
    assert not PATH4 & CENSUS and not HAND & CENSUS and not HAND_BARS & CENSUS
    assert max(y for _x, y in PATH5) == 8  # the fifth snake row: the census keeps row 9 (line.py)


def test_italian_verdicts_are_never_seat_colours_and_the_pairs_in_the_language_are_complete():
    # Italian seats 1..5 (IT-1); the sixth seat colour is Tri-Ominos' only
    for verdict in VERDICT:
        assert colour_gap([verdict], SEAT_RGB[:5]) >= 25
        assert colour_gap([verdict], [palette.WHITE]) >= 25  # short of the goal: white
    assert colour_gap([VERDICT[0]], [VERDICT[1]]) >= 25
    names = set(ELEMENTS)
    assert {n for pair in TOGETHER for n in pair} == names


def test_a_pair_that_shared_everything_would_fail():
    """The check can fail: the old Luzon cursor box (white, static, over tile cells) and a 0 half."""
    old_box = {(x + d, y + e) for x in COL_X for y in range(0, 9, 2) for d in range(-1, 3) for e in (-1, 1)}
    ELEMENTS["old cursor"] = (old_box | LUZON_TILES, "tile", False, {palette.WHITE})
    try:
        assert how_they_differ("old cursor", "Luzon half") is None
    finally:
        del ELEMENTS["old cursor"]


def test_every_number_colour_pair_stays_apart_from_the_legal_bar():
    """The legal bar's grey sits above tiles: CIELAB 25+ from every full-colour half."""
    assert colour_gap([LEGAL], numbers((0,))) >= 25
