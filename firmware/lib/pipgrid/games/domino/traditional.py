"""Traditional picture domino, 2 to 4 players: the match state (TR-1..TR-14).

A ``Traditional`` object is a whole match (TR-14); the verbs act on the current
round: ``is_over()`` is True when the round has ended, ``match_over()`` when the
match has, ``next_round()`` deals the next one. Undo works within a round. Moves
and rule checks: ``domino.traditional_rules``. Decisions where the rules are silent
(blocked rounds end at once, dealing order, ...): docs/domino.md.
"""

import gc

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.line_match import LineMatch
from pipgrid.games.domino import traditional_rules as rules
from pipgrid.games.domino.moves import DRAW, PASS
from pipgrid.games.domino.traditional_rules import (  # noqa: F401  (the game's public names)
    GAME,
    HAND_SIZE,
    OPTION_NAMES,
    OPTIONS,
    SeatView,
    move_text,
    parse_move,
)

MAGIC = b"PGT\x01"


class Traditional(LineMatch):
    """A traditional domino match; the common verbs act on the current round."""

    game = GAME
    OPTIONS = OPTIONS
    OPTION_NAMES = OPTION_NAMES
    REASONS = rules.REASONS
    MATCH_RULE = "TR-14"
    MAGIC = MAGIC
    VIEW = SeatView

    def __init__(self, players, seed=1, options=None, deck=None, leader=-1):
        if options not in (None, {}) or type(players) is not int or not 2 <= players <= 4:
            from pipgrid.games.domino.options import traditional_options

            o = traditional_options(players, options)
        else:
            o = {}  # the defaults of OPTIONS; hand size by TR-2
            for name, default, _choices in OPTIONS:
                o[name] = default
            o["hand_size"] = rules.HAND_SIZE[players]
        self.options = o
        self.players = players
        self.wild = o["wild_doubles"]
        self.draw_count = o["draw_count"]
        self.hand_size = o["hand_size"]
        self.target = o["target"]
        self.line_buf = bytearray(2 * tiles.COUNT)
        self.first_round(seed, deck)

    # -- rounds -------------------------------------------------------------------------

    def _start(self, deck):
        """Deal ``deck`` (see module doc) and let the TR-4 opener move."""
        deck = self._deal_hands(deck)
        n = self.players
        h = self.hand_size
        self.bone = n * h
        self.lo = self.hi = tiles.COUNT
        self.left = self.right = rules.NONE
        dealt = 0
        for hand in self.hands:
            dealt |= hand
        self.opening_tile = match.highest(dealt)
        # find(bytes) not index(int): bytearray.index(int) is a TypeError before MicroPython 1.29
        self.leader = self.current_player = deck.find(bytes((self.opening_tile,))) // h
        self.drew = 0
        self.history = []
        self.reason = 0
        self.round_winner = None
        self.points = 0
        self.round_base = list(self.totals)
        self.round_no += 1

    # -- public facts for the board (HS-2) -----------------------------------------------

    def can_draw(self):
        return self.draw_count > 0 and self.bone < tiles.COUNT

    def boneyard_count(self):
        return tiles.COUNT - self.bone

    def ends(self):
        """(left, right) open numbers, or None before the first tile."""
        if self.left == rules.NONE:
            return None
        return (self.left, self.right)

    def line(self):
        """The line left to right as (left half, right half) pairs, as laid."""
        return [(v >> 3, v & 7) for v in self.line_buf[self.lo : self.hi]]

    # -- verbs ----------------------------------------------------------------------------

    def legal_moves(self):
        if self.reason:
            return []
        return rules.legal(
            self.hands[self.current_player], self.left, self.right, self.wild, self.can_draw(), self.drew
        )

    def check(self, move):
        """RuleError naming the rule that forbids ``move`` now; None if legal."""
        from pipgrid.games.domino.traditional_check import check_move

        check_move(self, move)

    def play(self, move):
        """Apply a legal move; RuleError (a ValueError) naming the rule otherwise
        (``check`` finds the rule only for a move that is not legal: not one of
        ``legal_moves()``)."""
        s = self.current_player
        if type(move) is not int or self.reason:
            ok = False
        elif 0 <= move < DRAW and self.left != rules.NONE:  # a tile on the line: TR-6, TR-7
            fit = rules.PIP[self.right if move & 1 else self.left] | (rules.DOUBLES if self.wild else 0)
            ok = (self.hands[s] & fit) >> (move >> 1) & 1
        else:
            ok = move in self.legal_moves()
        if not ok:
            self.check(move)
        rec = move | s << 6 | self.drew << 9 | self.left << 10 | self.right << 13
        if move == DRAW:
            k = min(self.draw_count, tiles.COUNT - self.bone)
            hand = self.hands[s]
            for i in range(self.bone, self.bone + k):
                hand |= 1 << self.deck[i]
            self.hands[s] = hand
            self.bone += k
            self.counts[s] += k
            self.drew = 1
            self.history.append(rec | k << 16)
            return
        self.history.append(rec)
        reason = 0
        if move != PASS:
            t = move >> 1
            self.hands[s] ^= 1 << t
            self.counts[s] -= 1
            lo, hi = tiles.LOW[t], tiles.HIGH[t]
            buf = self.line_buf
            if self.left == rules.NONE:
                self.lo -= 1
                buf[self.lo] = lo << 3 | hi
                self.left, self.right = lo, hi
            elif move & 1:
                new = hi if lo == self.right else lo  # TR-6; TR-7: a double leaves its number
                buf[self.hi] = (lo + hi - new) << 3 | new  # inner half against the line
                self.hi += 1
                self.right = new
            else:
                new = hi if lo == self.left else lo
                self.lo -= 1
                buf[self.lo] = new << 3 | (lo + hi - new)
                self.left = new
            if not self.counts[s]:
                reason = rules.DOMINO  # TR-12
        if not reason:
            self.drew = 0
            self.current_player = (s + 1) % self.players
            if self.blocked():
                reason = rules.BLOCKED  # TR-13
        if reason:
            self.reason = reason
            winner, self.points = rules.round_result(self.hands, self.counts, reason, s)
            self.round_winner = winner
            if winner is not None:
                self.totals[winner] += self.points
                if self.totals[winner] >= self.target:
                    self.winner = winner  # TR-14

    def blocked(self):
        """TR-13: no seat can attach a tile and no seat can draw."""
        if self.left == rules.NONE or self.can_draw():
            return False
        fit = rules.PIP[self.left] | rules.PIP[self.right]
        if self.wild:
            fit |= rules.DOUBLES
        for hand in self.hands:
            if hand & fit:
                return False
        return True

    def undo(self):
        """Take back the last move of this round and return it; ValueError when there is none."""
        from pipgrid.games.domino.traditional_check import undo

        return undo(self)

    move_text = staticmethod(rules.move_text)
    parse_move = staticmethod(rules.parse_move)


# Free what importing the engine left behind before a match allocates its long-lived
# state: on a microcontroller's heap that state then packs in instead of scattering
# between dead import buffers (the benchmark's 32K match needs ~3 KB less). Once,
# at import.
gc.collect()
