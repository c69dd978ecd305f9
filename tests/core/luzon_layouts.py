"""Helpers for the portable Luzon tests: tiles and moves by their written form, and
hand-made positions (``Luzon.from_layout``) written as text."""

from pipgrid import tiles
from pipgrid.games.luzon import game as luzon

T = tiles.parse


def M(text):
    """The move written ``a-b+c-d`` or ``a-b>S``."""
    return luzon.parse_move(text)


def layout(columns, reserve, variant="classic"):
    """A position from column strings (tiles top to bottom) and a reserve string."""
    return luzon.Luzon.from_layout(
        [[T(x) for x in c.split()] for c in columns], [T(x) for x in reserve.split()], variant
    )
