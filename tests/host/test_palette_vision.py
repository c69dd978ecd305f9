"""Palette choices (ui/palette.py): distinct at low LED brightness and, for the
colour-blind palette, under simulated colour blindness (Machado, Oliveira and
Fernandes 2009, severity 1; LED drive values taken as linear light)."""

import itertools
import math

from pipgrid.ui import palette

MACHADO = {
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def lab(rgb, matrix):
    lin = [v / 255 for v in rgb]
    r, g, b = (max(0.0, min(1.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def smallest_difference(pal, kind):
    m = MACHADO[kind]
    return min(math.dist(lab(a, m), lab(b, m)) for a, b in itertools.combinations(pal, 2))


def test_colour_blind_palette_stays_apart_for_every_kind_of_colour_blindness():
    for kind in MACHADO:
        assert smallest_difference(palette.COLOUR_BLIND, kind) >= 25, kind


def test_colour_blind_palette_beats_the_normal_one_for_red_green_blindness():
    for kind in ("deutan", "protan"):
        assert smallest_difference(palette.COLOUR_BLIND, kind) > 2 * smallest_difference(palette.NORMAL, kind)


def test_markers_differ_from_number_colours_where_it_matters():
    """Refusal red and hint cyan are drawn only as boxes in the gaps, but the hint must not
    be the exact cyan of a 4 and the cursor box is the only pure white in the normal palette."""
    assert palette.HINT not in palette.NORMAL
    assert palette.CURSOR not in palette.NORMAL
