"""Traditional domino rule tables, the legal moves (TR-4, TR-6..TR-13), the round
result, the move notation and a seat's view; the match state lives in
``domino.traditional``, the refusals (which rule a move breaks) in ``domino.traditional_check``.

A move is a small int: ``tile * 2 + end`` lays ``tile`` at the left (end 0, "L")
or right (end 1, "R") end; ``DRAW`` (56) and ``PASS`` (57) as in ``domino.moves``.
"""

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.moves import DRAW, PASS

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


GAME = "traditional"
NONE = 7  # an end with no number: the line is empty
_END_TEXT = const("LR")

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

# PIP[p]: mask of tiles showing p on a half (PIP[NONE] = 0); DOUBLES: the seven doubles.
PIP = (0x7F, 0x1F82, 0x3E104, 0x3C4208, 0x1C88410, 0x6910820, 0xD221040, 0)
DOUBLES = 0xA442081

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
    tile_of = match.TILE_OF_BIT
    while m:
        b = m & -m
        m ^= b
        t = tile_of[b % 37] * 2
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
    """(winner, points) of an ended round (TR-12, TR-13); winner None for none."""
    pips = [match.mask_pips(hand) for hand in hands]
    if reason == DOMINO:
        winner = player
    else:
        # TR-13: fewest tiles, then fewest pips; a tie on both has no winner.
        winner = None
        best = 1 << 20
        for s in range(len(hands)):
            key = counts[s] * 1024 + pips[s]
            if key < best:
                best, winner = key, s
            elif key == best:
                winner = None
        if winner is None:
            return None, 0
    return winner, sum(pips) - pips[winner]


def move_text(move):
    """``6-6L``, ``3-4R``, ``draw`` or ``pass``."""
    if move == DRAW:
        return "draw"
    if move == PASS:
        return "pass"
    return tiles.text(move >> 1) + _END_TEXT[move & 1]


def parse_move(text):
    """The move written by ``move_text``; ValueError otherwise."""
    if text == "draw":
        return DRAW
    if text == "pass":
        return PASS
    if not isinstance(text, str) or len(text) != 4 or text[3] not in _END_TEXT:
        raise ValueError("a move is written like 6-6L, 3-4R, draw or pass")
    return tiles.parse(text[:3]) * 2 + _END_TEXT.index(text[3])


class SeatView:
    """One seat's view (TR-3, HS-1, HS-2): its own hand and the public facts, copied;
    it holds no other seat's tiles and not the boneyard's (``history`` is the round's
    public moves, shared read-only with the game). Refill with ``fill``."""

    def fill(self, game, seat):
        self.seat = seat
        self.players = game.players
        self.current_player = game.current_player
        self.hand_mask = game.hands[seat]
        self.left = game.left
        self.right = game.right
        self.wild = game.wild
        self.draw_count = game.draw_count
        self.drew = game.drew if seat == game.current_player else 0
        self.boneyard = game.boneyard_count()
        self.can_draw = game.can_draw()
        self.counts = tuple(game.counts)
        self.totals = tuple(game.totals)
        self.round_no = game.round_no
        self.over = game.reason != 0
        self.line_bytes = bytes(game.line_buf[game.lo : game.hi])
        self.history = game.history  # public moves of the round, read only (bots' inference)

    def hand(self):
        return match.mask_tiles(self.hand_mask)

    def ends(self):
        return None if self.left == NONE else (self.left, self.right)

    def legal_moves(self):
        if self.over or self.seat != self.current_player:
            return []
        return legal(self.hand_mask, self.left, self.right, self.wild, self.can_draw, self.drew)

    move_text = staticmethod(move_text)
