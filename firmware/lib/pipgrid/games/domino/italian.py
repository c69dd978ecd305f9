"""Italian domino, race to a total: the match state (IT-1..IT-7, IT-M1..IT-M4).

An ``Italian`` object is a whole match (IT-7, IT-M4); the verbs act on the current
round (hand). Booklet rules by default; option ``milestones`` for the variant.
Moves, rule checks and the *decided* points: ``domino.italian_rules`` and docs/domino.md.
"""

import gc

from pipgrid import tiles
from pipgrid.games.domino import italian_rules as rules
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.line_match import LineMatch
from pipgrid.games.domino.italian_rules import (  # noqa: F401  (the game's public names)
    GAME,
    MILESTONES,
    OPTION_NAMES,
    OPTIONS,
    SeatView,
    milestone_points,
    move_text,
    parse_move,
)
from pipgrid.games.domino.moves import DRAW, PASS

MAGIC = b"PGI\x01"


class Italian(LineMatch):
    """An Italian domino match; the common verbs act on the current round (hand)."""

    game = GAME
    OPTIONS = OPTIONS
    OPTION_NAMES = OPTION_NAMES
    REASONS = rules.REASONS
    MATCH_RULE = "IT-7"
    MAGIC = MAGIC
    VIEW = SeatView

    def __init__(self, players, seed=1, options=None, deck=None, leader=-1):
        if options not in (None, {}) or type(players) is not int or not 3 <= players <= 5:
            from pipgrid.games.domino.options import italian_options

            o = italian_options(players, options)
        else:
            o = {}  # the defaults of OPTIONS (IT-1)
            for name, default, _choices in OPTIONS:
                o[name] = default
        self.options = o
        self.players = players
        self.goal = o["goal"]
        self.milestones = o["milestones"]
        self.hand_size = (rules.MILESTONE_HAND_SIZE if self.milestones else rules.HAND_SIZE)[players]
        self.leader = leader
        self.first_round(seed, deck)

    # -- rounds -------------------------------------------------------------------------

    def _start(self, deck):
        deck = self._deal_hands(deck)
        n = self.players
        h = self.hand_size
        self.bone = n * h if self.milestones else tiles.COUNT
        self.total = 0
        self.announced = [-1] * n
        self.order = [0] * n
        self.plays = 0
        self.passes = 0
        self.history = []
        self.reason = 0
        self.round_winner = None
        self.points = 0
        self.round_base = list(self.totals)
        self.first_to_target = None
        if self.leader < 0 or not self.milestones:
            dealt = 0
            for hand in self.hands:
                dealt |= hand
            # IT-3; find(bytes): bytearray.index(int) is a TypeError before MicroPython 1.29
            self.leader = deck.find(bytes((match.highest(dealt),))) // h
        elif self.round_no:
            self.leader = (self.leader + 1) % n  # IT-M4; a loaded save keeps its leader
        self.current_player = self.leader
        self.round_no += 1

    # -- public facts ----------------------------------------------------------------------

    def boneyard_count(self):
        """Face-down tiles left to draw (milestone variant); 0 in the booklet game."""
        return tiles.COUNT - self.bone

    def aside_count(self):
        """Tiles set aside unused (booklet game, IT-1)."""
        return 0 if self.milestones else tiles.COUNT - self.players * self.hand_size

    def last_announced(self):
        """Each seat's last announced total, -1 for none (IT-6)."""
        return list(self.announced)

    # -- verbs -------------------------------------------------------------------------------

    def legal_moves(self):
        if self.reason:
            return []
        return rules.legal(
            self.hands[self.current_player], self.plays == 0, self.milestones, self.boneyard_count()
        )

    def check(self, move):
        """RuleError naming the rule that forbids ``move`` now; None if legal."""
        from pipgrid.games.domino.italian_check import check_move

        check_move(self, move)

    def play(self, move):
        """Apply a legal move; RuleError (a ValueError) naming the rule otherwise
        (``check`` finds the rule only for a move outside ``legal_moves()``)."""
        if type(move) is not int or move not in self.legal_moves():
            self.check(move)
        s = self.current_player
        n = self.players
        rec = move | s << 6 | self.passes << 9 | (self.announced[s] + 1) << 12 | self.order[s] << 20
        if move == DRAW:
            self.hands[s] |= 1 << self.deck[self.bone]
            self.bone += 1
            self.counts[s] += 1
            self.passes = 0
        elif move == PASS:
            self.passes += 1
            if not self.milestones and self.passes >= n:
                rec |= 1 << 26
                self.history.append(rec)
                self._finish(rules.CLOSEST, rules.closest(self.announced, self.order, self.goal))
                return
        else:
            self.hands[s] ^= 1 << move
            self.counts[s] -= 1
            self.total += tiles.VALUE[move]
            self.plays += 1
            self.passes = 0
            self.announced[s] = self.total
            self.order[s] = self.plays
            if self.milestones:
                points = rules.milestone_points(self.total)
                if points:
                    self.totals[s] += points
                    if self.first_to_target is None and self.totals[s] >= rules.MILESTONE_MATCH:
                        self.first_to_target = s
                        rec |= 1 << 27
                if self.total >= rules.MILESTONE_END:
                    self.history.append(rec | 1 << 26)
                    exact = self.total == rules.MILESTONE_END
                    self._finish(rules.EXACT if exact else rules.OVER, s if exact else None)
                    return
            elif self.total == self.goal:
                self.history.append(rec | 1 << 26)
                self._finish(rules.EXACT, s)  # IT-5
                return
            elif self.total > self.goal:
                self.history.append(rec | 1 << 26)
                self._finish(rules.CLOSEST, rules.closest(self.announced, self.order, self.goal))  # IT-6
                return
        self.history.append(rec)
        self.current_player = (s + 1) % n

    def _finish(self, reason, winner):
        self.reason = reason
        self.round_winner = winner
        if self.milestones:
            self.points = 8 if reason == rules.EXACT else 0
            if self.first_to_target is not None:
                self.winner = self.first_to_target  # IT-M4
            return
        self.points = 0 if winner is None else 1
        if winner is not None:
            self.totals[winner] += 1
            if self.totals[winner] >= rules.ROUNDS_TO_WIN:
                self.winner = winner  # IT-7

    def undo(self):
        """Take back the last move of this round and return it; ValueError when there is none."""
        from pipgrid.games.domino.italian_check import undo

        return undo(self)

    move_text = staticmethod(rules.move_text)
    parse_move = staticmethod(rules.parse_move)


# Free what importing the engine left behind before a match allocates its long-lived
# state: on a microcontroller's heap that state then packs in instead of scattering
# between dead import buffers (the benchmark's 32K match needs ~3 KB less). Once,
# at import.
gc.collect()
