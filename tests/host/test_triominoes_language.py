"""The Tri-Ominos hand in the domino games' visual language (docs/board.md "The visual
language", issue 13's rules, issue 14): read back from the pixels of EVERY turn frame
of scripted games, in both palettes.

- every tile of the hand on show at full colour (legality is not shown by dimming);
- a grey bar in the gap row above exactly the tiles that can be placed now (and the
  DRAW/PASS place);
- markers only in the gap columns beside a place: the cursor's two upright bars of
  three cells in the seat's colour, red bars beside a refused tile, green bars beside
  a tile just drawn; never on a tile's cells, so never read as a number;
- hand tiles never blink, the DRAW/PASS place does;
- the HINT place (the last one, issue 15) is never read as a tile: one cyan LED where
  no tile has one (below the triangle's apex), blinking, or three running dots in a row
  while a hint is worked out; the suggested place gets cyan bars in the gap columns.
"""

import pytest
from host_sim.drive.triominoes import Board, choose_keys, place_keys, start
from triominoes_watch import new_board

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.ui import palette
from pipgrid.ui.triominoes import screen as tri_screen

GREY = (72, 72, 72)
DRAWN = palette.JUST_DRAWN


def places_on_show(screen):
    first_row = max(0, screen.cursor // 3 - 1)
    out = []
    for i in range(screen.places()):
        xy = tri_screen.hand_xy(i, first_row)
        if xy is not None:
            out.append((i, xy))
    return out


def check_turn_frame(canvas, screen, pal, seen):
    seat_rgb = palette.seat_colours(pal)[screen.game.current_player]
    shown = places_on_show(screen)
    tile_cells = set()
    for i, (x, y) in shown:
        tri = ((x, y + 1), (x + 1, y), (x + 2, y + 1))
        if i < len(screen.hand):
            tile_cells.update(tri)
            t = screen.hand[i]
            from pipgrid.games.triominoes import tiles as tt

            assert [canvas.get(*c) for c in tri] == [pal[n] for n in tt.reading(t)]  # full colour, TO-1 order
            legal = screen.is_legal(t)
        elif i < screen.places() - 1:  # DRAW / PASS: always something A can do
            legal = True
            seen["action"].add(canvas.get(x, y))
        else:  # HINT: never a tile's three LEDs in a triangle, always something A can do
            legal = True
            row = tuple(canvas.get(x + d, y + 1) for d in range(3))
            assert canvas.get(x + 1, y) == (0, 0, 0) and canvas.get(x, y) == canvas.get(x + 2, y) == (0, 0, 0)
            assert set(row) <= {(0, 0, 0)} | {tuple(c >> k for c in palette.HINT) for k in (0, 2, 3)}, row
            if row[0] == (0, 0, 0):  # idle: the one LED, bright or dimmed
                seen["hint"].add(row[1])
            else:  # thinking: one bright dot of three
                seen["hint"].add(row)
        bar = [canvas.get(x + d, y - 1) for d in range(3)]
        assert bar == [GREY] * 3 if legal else bar == [(0, 0, 0)] * 3, (i, bar)
    markers = {}
    for x in (1, 5, 9, 13):
        for y in range(10, 16):
            rgb = canvas.get(x, y)
            assert (x, y) not in tile_cells
            if rgb != (0, 0, 0):
                assert rgb in (seat_rgb, palette.REFUSE, DRAWN, palette.HINT), (x, y, rgb)
                markers.setdefault(rgb, set()).add((x, y))
    cursor = dict(shown).get(screen.cursor)
    if cursor is not None:
        x, y = cursor
        bars = {(x - 1, y + e) for e in (-1, 0, 1)} | {(x + 3, y + e) for e in (-1, 0, 1)}
        assert bars <= (
            markers.get(seat_rgb, set())
            | markers.get(palette.REFUSE, set())
            | markers.get(DRAWN, set())
            | markers.get(palette.HINT, set())
        )
        seen["cursor"] += 1
    seen["refused"] += palette.REFUSE in markers
    seen["drawn"] += DRAWN in markers
    seen["hint bars"] += palette.HINT in markers


@pytest.mark.parametrize("colour", [0, 1])
def test_every_turn_frame_shows_the_hand_in_the_domino_games_language(colour):
    if colour == 0:
        b, watch = new_board()  # with the privacy watch and the number decoder (normal palette)
    else:
        b = Board()
    b.app.settings.palette = colour
    table = start(b, 3, [0, 0, 0], (("DRAW", 2),))  # draw limit 1: draws, passes and fresh tiles
    g = table.game
    pal = b.app.palette()
    seen = {"cursor": 0, "refused": 0, "drawn": 0, "action": set(), "hint": set(), "hint bars": 0}
    draw = b.app.draw

    def checked(canvas):
        draw(canvas)
        if b.app.screen_name == "turn" and b.app.bump_until <= b.now:
            check_turn_frame(canvas, b.app.stack[-1], pal, seen)

    b.app.draw = checked
    refused = False
    turns = 0
    for _ in range(4000):
        if g.is_over() and b.app.screen_name == "roundend":
            break
        name = b.app.screen_name
        if name == "handover":
            b.press("A")
        elif name == "turn":
            screen = b.app.stack[-1]
            if not refused:  # a refused tile once: red bars beside it
                dim = [i for i in range(len(screen.hand)) if not screen.is_legal(screen.hand[i])]
                if dim:
                    b.press(*["RIGHT"] * ((dim[0] - screen.cursor) % screen.places()), "A")
                    b.wait(300)
                    refused = True
            turns += 1
            if turns % 4 == 1:  # now and then a HINT first: worked out, then shown
                n = screen.places()
                b.press(*["RIGHT"] * ((n - 1 - screen.cursor) % n), "A")
                while b.app.stack[-1].move is None:
                    b.wait(20)
                b.wait(300)
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.press(*place_keys(screen, move))
        else:
            b.wait(50)
    assert g.is_over()
    assert seen["cursor"] > 20 and seen["refused"] and seen["drawn"] and seen["hint bars"], seen
    assert len([h for h in seen["hint"] if len(h) == 3 and type(h[0]) is tuple]) >= 2  # the dots ran
    assert palette.HINT in seen["hint"] and len(seen["hint"]) >= 3  # idle: bright and dimmed
    # the DRAW / PASS place blinks (its colour at two strengths); a hand tile never does
    assert len(seen["action"]) >= 2
