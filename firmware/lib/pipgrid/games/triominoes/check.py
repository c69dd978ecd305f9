"""The checks of a Tri-Ominos game's settings and of a move before it is played
(TO-2, TO-4, TO-5, TO-6, TO-8, TO-12, TO-14..TO-17): ValueError naming the rule. ``Turns.play`` runs
them unless its caller took the move from ``legal_moves()`` (the board, whose moves
always are); ``Triominoes`` and ``next_round`` only when something is wrong. Loaded
only then, so a board never interns these names (each module loaded keeps its names
for good) nor holds these messages on its heap.
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import tiles as tt


def game(players, seed, given):
    """A new game's full options (options.py); ValueError naming what is wrong with
    its settings (``Triominoes``)."""
    from pipgrid.games.triominoes.options import checked

    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 32:
        raise ValueError("the seed is 0 .. 2**32-1")
    return checked(players, given)


def next_round(g):
    """ValueError: a round is dealt only after one ended and the game did not."""
    if g.end_reason is None:
        raise ValueError("the round is still being played")
    if g.winner is not None:
        raise ValueError("the game is over (TO-12)")
    raise ValueError("this game's rounds take fresh seeds: next_round(seed)")


def move(g, m):
    """ValueError unless ``m`` is legal for the seat on turn of the game ``g``."""
    if g.end_reason is not None:
        raise ValueError("the round is over (TO-10, TO-11)")
    hand = g.hands[g.current_player]
    if m == lat.DRAW or m == lat.PASS:
        draw_or_pass(g, m, hand)
    else:
        placement(g, m, hand)


def draw_or_pass(g, m, hand):
    if not g.board.order:
        raise ValueError("the round opens with a placement (TO-5)")
    if m in g.legal_moves():
        return
    if m == lat.PASS and len(g.legal_moves()) > 1:
        raise ValueError("a player who can place a tile may not pass (TO-14)")
    if m == lat.DRAW and g.can_draw():
        raise ValueError("a player who can place a tile may not draw (TO-8; club: TO-14)")
    if m == lat.DRAW:
        raise ValueError("no drawing now: the pool is empty or the draw limit is reached (TO-8, TO-16)")
    if g.can_draw():
        raise ValueError("a player who can still draw may not pass (TO-8)")
    raise ValueError("a player who can place a tile may not pass (TO-8)")


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
    elif not g.board.is_legal(lat.move_cell(m), t, rot, g.club):
        raise ValueError("%s does not fit in that cell (TO-6)" % tt.text(t))
