"""The checks of a Tri-Ominos move before it is played (TO-2, TO-5, TO-6, TO-8):
ValueError naming the rule. ``Turns.play`` runs them unless its caller took the move
from ``legal_moves()`` (the board, whose moves always are): loaded only then, so a
board never interns these names (each module loaded keeps its names for good).
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import tiles as tt


def move(g, m):
    """ValueError unless ``m`` is legal for the seat on turn of the game ``g``."""
    hand = g.hands[g.current_player]
    if m == lat.DRAW or m == lat.PASS:
        draw_or_pass(g, m, hand)
    else:
        placement(g, m, hand)


def draw_or_pass(g, m, hand):
    if not g.board.order:
        raise ValueError("the round opens with a placement (TO-5)")
    if g.board.placements(hand):
        raise ValueError("a player who can place a tile may not draw or pass (TO-8)")
    if m == lat.DRAW and not g.can_draw():
        raise ValueError("no drawing now: the pool is empty or the draw limit is reached (TO-8)")
    if m == lat.PASS and g.can_draw():
        raise ValueError("a player who can still draw may not pass (TO-8)")


def placement(g, m, hand):
    if not isinstance(m, int) or m < 0 or m >= 1 << 23 or (m & 255) >= tt.COUNT * 3:
        raise ValueError("not a move")
    t = lat.move_tile(m)
    rot = lat.move_rot(m)
    if rot not in tt.rotations(t):
        raise ValueError("a triple is placed in rotation 0 (TO-2)")
    if t not in hand:
        raise ValueError("%s is not in player %d's hand (TO-6)" % (tt.text(t), g.current_player))
    if not g.board.order:
        if t not in g.opening or lat.move_cell(m) != sc.ORIGIN:
            raise ValueError("the round opens with %s in cell U 0 0 (TO-5)" % tt.text(g.opening[0]))
    elif not g.board.is_legal(lat.move_cell(m), t, rot):
        raise ValueError("%s does not fit in that cell (TO-6)" % tt.text(t))
