"""The Tri-Ominos hand a child reads (issue 24; docs/board.md "The visual language",
issue 13's rules, issue 14): EVERY turn frame of scripted games, in both palettes, is
read back by the board decoder from its pixels alone (tests/host/board_decoder.tri_hand)
and must give what the game holds:

- the three places on show: each tile a pyramid of its three numbers, two LEDs each
  in the triangle's arrangement (left, top, right: TO-1's reading clockwise from the
  lowest), at full colour, a dark column between places;
- a grey shelf over exactly the tiles that can be placed now (and the DRAW/PASS and
  HINT places: A can always choose them);
- the markers only in the row under a place: the cursor's bar in the seat's colour,
  brick red under a refused tile, leaf green under a tile just drawn, teal under a
  hint's suggestion; never on a tile's cells, so never read as a number;
- every tile reachable and counted: the tiles off the grid each way as a count beside
  an arrow (``<3`` / ``4>``), so shown plus counted is the whole hand;
- hand tiles never blink, the DRAW/PASS place does; the HINT place is never read as a
  tile: two teal LEDs, blinking, or a dot running along its row while a hint is worked out.
"""

import pytest
from board_decoder import tri_hand
from host_sim.drive.triominoes import ask_hint, choose_keys, place_keys, start
from triominoes_watch import new_board

from pipgrid.bots.triominoes import choose_greedy
from pipgrid.games.triominoes import tiles as tt
from pipgrid.ui import palette
from pipgrid.ui.triominoes import screen as tri_screen


def check_turn_frame(canvas, screen, pal, seen):
    read = tri_hand(canvas, pal)
    places = screen.places()
    n = len(screen.hand)
    first = tri_screen.first(screen.cursor, places)
    want = []
    for i in range(first, min(first + 3, places)):
        if i < n:
            t = screen.hand[i]
            want.append((tt.reading(t), screen.is_legal(t)))
        elif i < places - 1:
            want.append(("DRAW" if screen.action == -1 else "PASS", True))
        else:
            want.append(("HINT", True))
    assert read["places"] == want, (read, want)
    # every tile reachable: those on show and those counted beside the arrows are the hand
    assert read["before"] == (first if first else None)
    assert read["after"] == (max(0, n - first - 3) if first + 3 < places else None)
    shown = len([w for w, _legal in read["places"] if type(w) is tuple])
    assert (read["before"] or 0) + shown + (read["after"] or 0) == n
    at = screen.cursor - first
    if read["cursor"] is None:  # the cursor's bar covered by a blinking marker for a moment
        assert read["marks"].get(at) in ("refused", "drawn", "hint"), read
    else:
        assert read["cursor"] == at
        assert read["cursor seat"] == screen.game.current_player  # the seat on turn, by its colour
        seen["cursor"] += 1
    kinds = set(read["marks"].values())
    seen["refused"] += "refused" in kinds
    seen["drawn"] += "drawn" in kinds
    seen["hint bars"] += "hint" in kinds
    seen["counted"] += read["before"] is not None or read["after"] is not None
    for k, (what, _legal) in enumerate(read["places"]):
        x, y = tri_screen.hand_xy(first + k, first)
        if what in ("DRAW", "PASS"):
            seen["action"].add(canvas.get(x, y))
        elif what == "HINT":
            row = tuple(canvas.get(x + d, y + 1) for d in range(4))
            seen["hint"].add(row[1] if row[0] == (0, 0, 0) else row)


@pytest.mark.parametrize("colour", [0, 1])
def test_every_turn_frame_shows_the_hand_in_the_domino_games_language(colour):
    # with the watch (triominoes_watch.py): the board's numbers decoded from every frame, the
    # handover's and the computer's badge read back (seat by number and colour), the hand on
    # every turn; the privacy check in the normal palette
    b, watch = new_board()
    b.app.settings.palette = colour
    table = start(b, 3, [0, 0, 0], (("DRAW", 2),))  # draw limit 1: draws, passes and fresh tiles
    g = table.game
    pal = b.app.palette()
    seen = {
        "cursor": 0,
        "refused": 0,
        "drawn": 0,
        "action": set(),
        "hint": set(),
        "hint bars": 0,
        "counted": 0,
    }
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
                ask_hint(b)
                b.wait(300)
            move = choose_greedy(g.view(g.current_player), None)
            b.press(*choose_keys(screen, move))
            if move >= 0:
                b.press(*place_keys(screen, move))
        else:
            b.wait(50)
    assert g.is_over()
    assert watch.decoded > 100 and watch.points_read > 1000 and watch.badges > 20, vars(watch)
    assert seen["cursor"] > 20 and seen["refused"] and seen["drawn"] and seen["hint bars"], seen
    assert seen["counted"] > 20  # hands longer than three places: counts beside the arrows
    assert len([h for h in seen["hint"] if type(h[0]) is tuple]) >= 2  # the dot ran
    assert palette.HINT in seen["hint"] and len(seen["hint"]) >= 3  # idle: bright and dimmed
    # the DRAW / PASS place blinks (its colour at two strengths); a hand tile never does
    assert len(seen["action"]) >= 2
