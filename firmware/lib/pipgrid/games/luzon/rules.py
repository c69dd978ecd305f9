"""Which Luzon moves are legal, and why a move is refused (rule ids of luzon.md).

A removal takes two available tiles (LZ-5: a slot's bottom tile or a reserve tile)
that pair (LZ-6 classic: values sum to 12; LZ-H1/H2 hard: complement, or two
self-complementary tiles), never two tiles of one column (LZ-7, checked on its own
even though LZ-5 implies it) and never two reserve tiles (LZ-8). A column move takes
the bottom tile of a slot holding 2 or more tiles into an empty slot; reserve tiles
never move (LZ-9).
"""

from pipgrid import tiles
from pipgrid.games.luzon.deal import COLUMN_MOVE, COVERED, GONE, IN_RESERVE, SLOTS, move_tiles, pairs


def why_illegal(game, move):
    """None when ``move`` is legal now, else the reason, citing the rule."""
    if not isinstance(move, int) or not 0 <= move < COLUMN_MOVE + tiles.COUNT * 8:
        return "not a Luzon move"
    x, y = move_tiles(move)
    wx = game._where(x) if x < tiles.COUNT else GONE
    if move >= COLUMN_MOVE:
        if y >= SLOTS:
            return "LZ-9: slots are numbered 0..4"
        if wx >= IN_RESERVE:
            return "LZ-9: reserve tiles never move into a slot"
        if wx < 0:
            return "LZ-9: only the bottom tile of a column moves" if wx == COVERED else "not in play"
        if len(game._slots[wx]) < 2:
            return "LZ-9: the column must hold 2 or more tiles"
        if game._slots[y]:
            return "LZ-9: slot %d is not empty" % y
        return None
    if y >= tiles.COUNT or x >= y:
        return "not a Luzon move"
    wy = game._where(y)
    if wx == GONE or wy == GONE:
        return "a tile of that move is no longer in play"
    if wx < IN_RESERVE and game.where(x) == game.where(y):
        return "LZ-7: two tiles of the same column are never removed together"
    if wx == COVERED or wy == COVERED:
        return "LZ-5: only bottom tiles and reserve tiles are available"
    if wx >= IN_RESERVE and wy >= IN_RESERVE:
        return "LZ-8: a reserve tile pairs only with a bottom tile of a column"
    if not pairs(x, y, game.variant):
        return (
            "LZ-H1: a tile pairs only with its complement"
            if game.variant == "hard"
            else "LZ-6: values must sum to 12"
        )
    return None
