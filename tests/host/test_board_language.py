"""The visual language of docs/board.md, pair by pair (issue 13): a marker is never
mistaken for a tile half. Every pair of things the language allows on one screen
together must differ by WHERE they may be drawn (disjoint cells), by SHAPE (a lone
cell, an upright bar, a two-cell tile), by MOTION (one blinks, the other never does),
or by COLOUR: CIELAB >= 25 between every colour of one and every colour of the other,
dimmed states included, in both palettes. Each claim below is checked, not trusted:
cells from the layout code, colours from ui/palette.py and the screens' constants."""

import math
import os
import sys

import pytest

if __name__ == "__main__":  # run as a script: the paths pytest's configuration adds
    _root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path[:0] = [_root, os.path.join(_root, "firmware", "lib"), os.path.join(_root, "host_sim", "drive")]
from board_decoder import DRAW_RGB, LEGAL, PASS_RGB
from test_app_luzon import COL_X, RES_X, RES_Y
from test_palette_vision import MACHADO, lab

from pipgrid.ui import palette
from pipgrid.ui.domino.italian import VERDICT
from pipgrid.ui.domino import line as line_draw
from pipgrid.ui.domino.table import HAND_X, HAND_Y

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
# the end markers' upright bars: the marker's path cell and the cells above and below it
END_BARS = PATH5 | {(x, y + e) for x, y in PATH5 for e in (-1, 1) if 0 <= y + e <= 8}
SEATS = [rgb for pal in palette.PALETTES for rgb in palette.seat_colours(pal)]

# name: (cells it may use, shape, blinks, colours)
ELEMENTS = {
    "line half": (PATH4, "tile", False, numbers((0,))),
    "line half, fifth row": (PATH5 - PATH4, "tile", False, numbers((0,))),  # 22..27 tiles
    "tile just laid": (PATH5, "tile", True, numbers((0, 2))),  # blinks dimmer for 0.9 s
    "end marker": (END_BARS, "upright bar", True, {palette.END, palette.SELECT} | dims([palette.END], [1])),
    "census dot": (CENSUS, "dot", False, dims(SEATS, (0, 2)) | {(96, 96, 96)}),
    "census dot, row 9": (CENSUS - PATH5, "dot", False, dims(SEATS, (0, 2)) | {(96, 96, 96)}),
    "hand half": (HAND, "tile", False, numbers((0,))),
    "DRAW/PASS place": (HAND, "tile", True, dims([DRAW_RGB, PASS_RGB], (0, 2))),
    "legal bar": (LEGAL_BARS, "bar", False, {LEGAL}),
    "hand bracket": (
        HAND_BARS,
        "upright bar",
        False,
        set(SEATS) | {palette.SELECT, palette.REFUSE, palette.JUST_DRAWN, palette.HINT},
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
        assert colour_gap([verdict], palette.NORMAL_SEATS[:5]) >= 25
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


# ----- issue 24: seats and markers against the number colours, measured -----
VISIONS = {"seen": SEEN, **MACHADO}


def gap(a, b, vision):
    return min(math.dist(lab(x, vision), lab(y, vision)) for x in a for y in b)


def seat_margins():
    """{(palette, vision, seat state): the smallest CIELAB difference between a seat colour
    in that state and a full number colour of its palette}. Where seat colours stand near
    halves the halves are at full colour (the domino line's tile just laid no longer dims:
    its end's marker tells it, test_seats_and_numbers_drawn_near_each_other_on_real_frames)
    and the seat colour full (cursor bars, the census dots of the seat on turn), a quarter
    (the other seats' census dots) or a half (Tri-Ominos' last tile among the points 0..5).
    The colour-blind palette is measured under normal vision and its three simulations."""
    out = {}
    for name, pal in zip(palette.NAMES, palette.PALETTES):
        seats = palette.seat_colours(pal)
        for vision in VISIONS if pal is palette.COLOUR_BLIND else ("seen",):
            for state, shift, numbers in (
                ("full", 0, pal),
                ("census dim", 2, pal),
                ("last tile", 1, pal[:6]),
            ):
                out[(name, vision, state)] = gap(dims(seats, [shift]), numbers, VISIONS[vision])
    return out


def marker_margins():
    """{marker: the smallest CIELAB difference from every number colour of both palettes,
    full and as the tile just laid blinks (a quarter)}, each marker in every state it is drawn."""
    drawn = {
        "cursor (Luzon)": [palette.CURSOR],
        "selected / chosen": [palette.SELECT],
        "just drawn": [palette.JUST_DRAWN],
        "refused": [palette.REFUSE],
        "hint": [palette.HINT],
        "end": [palette.END, dims([palette.END], [1]).pop()],
    }
    return {k: gap(v, numbers((0, 2)), SEEN) for k, v in drawn.items()}


def test_seat_colours_stand_25_apart_from_their_palettes_numbers_in_every_vision():
    margins = seat_margins()
    assert len(margins) == 3 + 12
    for where, margin in margins.items():
        assert margin >= 25, (where, round(margin, 1))


def test_every_marker_stands_25_apart_from_every_number_colour_of_both_palettes():
    for marker, margin in marker_margins().items():
        assert margin >= 25, (marker, round(margin, 1))


# the markers drawn in the cursor's own cells: a refusal's bars blink over the cursor's, a
# hint's alternate with them, the chosen tile's replace them, a tile just drawn's stand in
# the same gap columns (domino and Tri-Ominos hands alike)
OVER_CURSOR = {
    "refused": palette.REFUSE,
    "hint": palette.HINT,
    "selected / chosen": palette.SELECT,
    "just drawn": palette.JUST_DRAWN,
}


def cursor_margins():
    """{(palette, marker, vision): the smallest CIELAB difference between the marker and a
    seat colour of that palette}: the colour-blind palette under its simulations too (for the
    report; the test holds normal vision to 25)."""
    out = {}
    for name, pal in zip(palette.NAMES, palette.PALETTES):
        for marker, rgb in OVER_CURSOR.items():
            for vision in VISIONS if pal is palette.COLOUR_BLIND else ("seen",):
                out[(name, marker, vision)] = gap([rgb], palette.seat_colours(pal), VISIONS[vision])
    return out


def test_a_seats_cursor_bars_differ_from_every_marker_drawn_in_their_cells():
    """The hand's cursor bars (the seat's colour) and a refusal's, a hint's, the chosen tile's
    or a tile just drawn's bars (TR-9, Tri-Ominos' draw) take the same cells: apart for every
    seat of both palettes, or a refusal would not show on the cursor (issue 24: the colour-blind
    seat 1 was 9.9 from the refusal's red, Tri-Ominos seat 2's drawn bars one green)."""
    for (name, marker, vision), margin in cursor_margins().items():
        if vision == "seen":
            assert margin >= 25, (name, marker, round(margin, 1))


# ----- issue 24: what stands near what, read from real frames (tests/host/board_neighbours.py) -----
_MET = {}


def met_on_frames():
    """{palette name: combinations met} over a traditional round of two people laying at random
    (seed 1: the line reaches 27 tiles, all five snake rows, the census on row 9 under its last)
    with a refused tile, and a Tri-Ominos round of three people (draw limit 1: draws, passes,
    fresh tiles) with a refused tile and hints, each in both palettes."""
    if _MET:
        return _MET
    from board_neighbours import Neighbours
    from host_sim.drive import triominoes as tri_drive
    from host_sim.drive.hotseat import Board, goto, move_keys, start, turns

    from pipgrid.bots.triominoes import choose_greedy
    from pipgrid.rng import Rng

    def merge(watch):
        for name, met in watch.met.items():
            _MET.setdefault(name, set()).update(met)

    for colour in (0, 1):
        b = Board()
        if colour:
            b.press("B")
            goto(b, "COLOUR")
            b.press("RIGHT")
            b.press("B")
        watch = Neighbours(b, ("handover", "turn", "ends", "bot", "show"))
        b.wait(41)
        start(b, "TRAD", 2, [0, 0])
        rng = Rng(1)
        refused = longest = 0
        for screen in turns(b, 100000):
            longest = max(longest, screen.line_len)
            bad = [i for i in range(len(screen.hand)) if not screen.legal >> screen.hand[i] & 1]
            if bad and not refused:  # a refused tile: red bars blinking over the cursor's
                k = bad[0] - screen.cursor
                b.press(*(["RIGHT"] * k if k > 0 else ["LEFT"] * -k), "A")
                b.wait(400)
                refused = 1
            moves = screen.game.legal_moves()
            b.press(*move_keys(screen, moves[rng.below(len(moves))]))
        assert longest >= 22 and refused and watch.frames > 1000
        merge(watch)
        # Tri-Ominos never dims a number (its decoder reads points at full colour only), so its
        # greys (the counts, the words) are not taken for a dimmed white 0 of the colour-blind set
        b = tri_drive.Board()
        b.app.settings.palette = colour
        watch = Neighbours(b, ("handover", "turn", "place", "bot", "show"), numbers=6, number_shifts=(0,))
        g = tri_drive.start(b, 3, [0, 0, 0], (("DRAW", 2),)).game
        refused = hints = 0
        for _ in range(4000):
            if g.is_over() and b.app.screen_name == "roundend":
                break
            if b.app.screen_name == "handover":
                b.press("A")
            elif b.app.screen_name != "turn":
                b.wait(50)
                continue
            screen = b.app.stack[-1]
            bad = [i for i in range(len(screen.hand)) if not screen.is_legal(screen.hand[i])]
            if bad and not refused:
                b.press(*["RIGHT"] * ((bad[0] - screen.cursor) % screen.places()), "A")
                b.wait(300)
                refused = 1
            if hints < 3:
                tri_drive.ask_hint(b)
                b.wait(300)
                hints += 1
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*tri_drive.choose_keys(screen, move))
            if move >= 0:
                b.press(*tri_drive.place_keys(screen, move))
        assert g.is_over() and refused and watch.frames > 500
        merge(watch)
    return _MET


def near_margins():
    """{(palette, seat strength, number strength, vision): CIELAB} for every seat strength met
    near a number on the frames: every seat colour of the palette at that strength against the
    number colours met there at theirs; {(palette, marker, strength): CIELAB, normal vision}
    likewise for the markers near numbers (against every number colour of both palettes at the
    strengths met)."""
    seats_out = {}
    markers_out = {}
    for name, met in met_on_frames().items():
        pal = palette.PALETTES[palette.NAMES.index(name)]
        near = {}
        for a, b, how in met:
            if how == "near" and a[0] == "number" and b[0] == "seat":
                near.setdefault((b[2], a[2]), set()).add(tuple(c >> a[2] for c in pal[a[1]]))
            elif how == "near" and a[0] == "marker" and b[0] == "number":
                key = (name, a[1], 1 << a[2])
                rgb = tuple(c >> a[2] for c in getattr(palette, a[1]))
                others = numbers((b[2],))
                markers_out[key] = min(markers_out.get(key, 999), gap([rgb], others, SEEN))
        for (seat_shift, number_shift), rgbs in near.items():
            for vision in VISIONS if pal is palette.COLOUR_BLIND else ("seen",):
                key = (name, 1 << seat_shift, 1 << number_shift, vision)
                seats = dims(palette.seat_colours(pal), [seat_shift])
                seats_out[key] = gap(seats, rgbs, VISIONS[vision])
    return seats_out, markers_out


def test_seats_and_numbers_drawn_near_each_other_on_real_frames_stand_25_apart():
    """Issue 24: where a seat colour and a number colour stand within two cells of each other
    on a frame (cursor bars beside tiles, census dots under the line, Tri-Ominos' last tile
    among its points) every seat colour at that strength is 25+ CIELAB from the numbers met
    there at theirs, the colour-blind palette under its three simulations too. (Before: the
    line's tile just laid blinked at a quarter over census dots at a quarter, 1.5 apart under
    protanopia; the normal seat 4 at half beside a 0 was 22.4.)"""
    seats, _markers = near_margins()
    assert {k[1:3] for k in seats} >= {(1, 1), (4, 1), (2, 1)}  # full, the census's quarter, Tri's half
    for where, margin in seats.items():
        assert margin >= 25, (where, round(margin, 1))


def test_markers_drawn_near_numbers_on_real_frames_stand_25_apart():
    _seats, markers = near_margins()
    assert {k[1] for k in markers} >= {"REFUSE", "JUST_DRAWN", "HINT", "END", "SELECT"}
    for where, margin in markers.items():
        assert margin >= 25, (where, round(margin, 1))


def test_the_end_marker_is_a_bar_across_the_path_never_on_a_tile_cell_of_the_line():
    """line.end_bar lights the marker's path cell and its neighbours above and below: for
    every line length and side, none of them is a tile's cell (drawn lines of 1..27 tiles)."""
    from pipgrid.ui.canvas import Canvas

    for n in range(1, 28):
        for left in (0, n // 2, n):
            start = line_draw.line_start(n, left)
            tile_cells = {line_draw.cell_xy(start + i + (i >> 1)) for i in range(2 * n)}
            census = 16 if line_draw.rows(n) > 4 else 0
            for cell in line_draw.end_cells(n, start):
                if cell >= line_draw.path_length(16, line_draw.rows(n)):
                    continue
                c = Canvas(16, 16)
                line_draw.end_bar(c, cell, palette.END, 0, census)
                lit = {(x, y) for x in range(16) for y in range(16) if c.get(x, y) != (0, 0, 0)}
                assert 2 <= len(lit) <= 3 and not lit & tile_cells, (n, left, cell)
                assert all(y < 8 or (census and y < 9) for _x, y in lit)  # the census row spared


if __name__ == "__main__":  # the margins for the report: python tests/host/test_board_language.py
    for where, margin in sorted(seat_margins().items()):
        print("seat %-28s %5.1f" % (" ".join(where), margin))
    for marker, margin in marker_margins().items():
        print("marker %-26s %5.1f" % (marker, margin))
    for (name, marker, vision), margin in cursor_margins().items():
        print("over the cursor %-4s %-18s %-7s %5.1f" % (name, marker, vision, margin))
    seats, markers = near_margins()
    for (name, seat, number, vision), margin in sorted(seats.items()):
        print("near: %-4s seat 1/%d, number 1/%d %-7s %5.1f" % (name, seat, number, vision, margin))
    for (name, marker, strength), margin in sorted(markers.items()):
        print("near: %-4s %-10s 1/%d, numbers %5.1f" % (name, marker, strength, margin))
