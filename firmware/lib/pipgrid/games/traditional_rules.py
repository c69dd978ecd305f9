"""Traditional domino rule tables and checks (TR-4, TR-6..TR-13), the move notation
and a seat's view; the match state lives in ``traditional.py``.

A move is a small int: ``tile * 2 + end`` lays ``tile`` at the left (end 0, "L")
or right (end 1, "R") end; ``DRAW`` (56) and ``PASS`` (57) as in ``match``.
"""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.match import DRAW, PASS

GAME = "traditional"
NONE = 7  # an end with no number: the line is empty
END_TEXT = "LR"

# TR-2 hand sizes by number of players.
HAND_SIZE = (0, 0, 8, 6, 5)

# Rule options (name, default, choices); hand_size is checked per player count.
OPTIONS = (
    ("wild_doubles", True, (False, True)),
    ("draw_count", 2, tuple(range(8))),
    ("hand_size", None, None),
    ("target", 100, (50, 100, 150, 200)),
)
OPTION_NAMES = ("wild_doubles", "draw_count", "hand_size", "target")

# PIP[p]: mask of tiles showing p on a half; DOUBLES: mask of the seven doubles.
_pip = [0] * 8
DOUBLES = 0
for _t in range(tiles.COUNT):
    _pip[tiles.LOW[_t]] |= 1 << _t
    _pip[tiles.HIGH[_t]] |= 1 << _t
    if tiles.LOW[_t] == tiles.HIGH[_t]:
        DOUBLES |= 1 << _t
PIP = tuple(_pip)
BIT = match.BIT_TILE
# OTHER[t * 8 + e]: the number a tile t laid on an end showing e leaves open (TR-6,
# TR-7: a double leaves its own number whichever end it goes to).
OTHER = bytearray(tiles.COUNT * 8)
for _t in range(tiles.COUNT):
    for _e in range(8):
        OTHER[_t * 8 + _e] = tiles.HIGH[_t] if tiles.LOW[_t] == _e else tiles.LOW[_t]
del _e
del _pip, _t

DOMINO = 1
BLOCKED = 2
REASONS = ("", "domino", "blocked")


def plays(hand, left, right, wild):
    """Play moves of ``hand`` on a line with open ends ``left``/``right``.

    TR-6: a tile fits an end showing one of its numbers; TR-7 (``wild``): a double
    fits either end. Ordered by tile, then L before R.
    """
    fl = PIP[left]
    fr = PIP[right]
    if wild:
        fl |= DOUBLES
        fr |= DOUBLES
    ml = hand & fl
    mr = hand & fr
    m = ml | mr
    out = []
    while m:
        b = m & -m
        m ^= b
        t = BIT[b] * 2
        if b & ml:
            out.append(t)
        if b & mr:
            out.append(t + 1)
    return out


def legal(hand, left, right, wild, can_draw, drew):
    """Legal moves of a seat holding ``hand`` (TR-4, TR-6..TR-10); shared by the game
    and by the seat views, so a view needs nothing but public facts and its hand."""
    if left == NONE:
        if not hand:
            return []
        return [match.highest(hand) * 2]
    out = plays(hand, left, right, wild)
    if out:
        return out
    if can_draw and not drew:
        return [DRAW]
    return [PASS]


def round_result(hands, counts, reason, player):
    """(winner, points) of an ended round (TR-12, TR-13); winner -1 for none."""
    pips = [match.mask_pips(hand) for hand in hands]
    if reason == DOMINO:
        winner = player
    else:
        # TR-13: fewest tiles, then fewest pips; a tie on both has no winner.
        winner = -1
        best = 1 << 20
        for s in range(len(hands)):
            key = counts[s] * 1024 + pips[s]
            if key < best:
                best, winner = key, s
            elif key == best:
                winner = -1
        if winner < 0:
            return -1, 0
    return winner, sum(pips) - pips[winner]


def move_text(move):
    """``6-6L``, ``3-4R``, ``draw`` or ``pass``."""
    if move == DRAW:
        return "draw"
    if move == PASS:
        return "pass"
    return tiles.text(move >> 1) + END_TEXT[move & 1]


def parse_move(text):
    """The move written by ``move_text``; ValueError otherwise."""
    if text == "draw":
        return DRAW
    if text == "pass":
        return PASS
    if not isinstance(text, str) or len(text) != 4 or text[3] not in END_TEXT:
        raise ValueError("a move is written like 6-6L, 3-4R, draw or pass")
    return tiles.parse(text[:3]) * 2 + END_TEXT.index(text[3])
