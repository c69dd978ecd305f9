"""The club's placements on corners (TO-15; docs/triominoes.md): two or three occupied
corners, no shared edge, value - 5 or + 30. Loaded in club games only."""

from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.lattice import DOWN, ROW, corners, move

TWO_VERTICES_BIT = 16  # in a placement's bonus code (score.py)
THREE_VERTICES_BIT = 32
TWO_VERTICES = -5
THREE_VERTICES = 30


def vertices(board, cell_key):
    """How many of a cell's corners lie on occupied points."""
    n = 0
    for p in corners(cell_key):
        if p in board.points:
            n += 1
    return n


def cells(board):
    """The empty cells sharing no edge with a tile, with two or three corners on occupied
    points, sorted (looked for among the six cells around each occupied point)."""
    seen = {}
    for p in board.points:
        for c in (p, p - 1, p - ROW, DOWN + p - 1, DOWN + p - ROW - 1, DOWN + p - ROW):
            if c not in board.cells and c not in board.front and c not in seen:
                seen[c] = vertices(board, c)
    return sorted([c for c in seen if seen[c] >= 2])


def placements(board, tiles):
    """Every placement on corners of any of ``tiles``, sorted as ``Board.placements``."""
    out = []
    hand = sorted(tiles)
    for ck in cells(board):
        for t in hand:
            for rot in tt.rotations(t):
                if board.fits(ck, t, rot):
                    out.append(move(ck, t, rot))
    return out


def is_legal(board, cell_key, t, rot):
    """TO-15 for an empty cell sharing no edge: two or three occupied corners, matching."""
    return cell_key not in board.cells and vertices(board, cell_key) >= 2 and board.fits(cell_key, t, rot)


def placement(board, m):
    """(points, bonus code) of a placement on corners: value - 5 or value + 30."""
    value = tt.VALUE[(m & 255) // 3]
    if vertices(board, m >> 8) == 3:
        return value + THREE_VERTICES, THREE_VERTICES_BIT
    return value + TWO_VERTICES, TWO_VERTICES_BIT


def bonus_names(code):
    """The transcript's names of a placement on corners' bonus."""
    return ["three_vertices"] if code & THREE_VERTICES_BIT else ["two_vertices"]
