"""The public line of a hot-seat move or deal (HS-4), for the board's serial console:
plain text naming no tile the grid is not showing. Kept apart from transcript.py so
the board keeps only this small module loaded during a match (ui/domino/table.Table
writes a line for every move) and loads the transcript builder only at a round's end.
"""

from pipgrid import tiles
from pipgrid.games.domino.moves import DRAW, PASS


def text(game, move=None):
    """The public line (HS-4) of ``move`` by the current player, before ``game.play``;
    without a move, of the round's deal (counts only). A traditional tile stays on the
    line, so it is named; an Italian tile leaves the grid after its call-out, so only its
    value and the new total are; a draw is a count."""
    if move is None:
        rest = 28 - game.players * game.hand_size
        return "round %d: %d seats, %d tiles each, %d %s" % (
            game.round_no, game.players, game.hand_size, rest,
            "aside" if game.game == "italian" and not game.milestones else "in the boneyard")
    s = game.current_player + 1
    if move == PASS:
        return "seat %d passes" % s
    if move == DRAW:
        k = 1 if game.game == "italian" else min(game.draw_count, 28 - game.bone)
        return "seat %d draws %d" % (s, k)
    if game.game != "italian":
        return "seat %d plays %s on %s" % (s, tiles.text(move >> 1), "LR"[move & 1])
    return "seat %d lays a tile worth %d, total %d" % (s, tiles.VALUE[move], game.total + tiles.VALUE[move])
