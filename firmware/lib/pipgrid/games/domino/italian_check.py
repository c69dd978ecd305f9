"""Italian domino: naming the rule a refused move breaks (IT-3, IT-4, IT-M1,
IT-M2) and taking a move back. ``Italian`` imports this module only for a refusal
or an undo. ``SeatView`` lives in ``domino.italian_rules``, option checks in
``domino.options``."""

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.italian_rules import SeatView, milestone_points  # noqa: F401  (SeatView's former home)
from pipgrid.games.domino.options import italian_options as check_options  # noqa: F401  (its former home)
from pipgrid.games.domino.moves import DRAW, PASS, RuleError


def check_move(self, move):
    """RuleError naming the rule (IT-3, IT-4, IT-M2) that forbids ``move`` in game ``self``."""
    if self.reason:
        raise RuleError("IT-6", "the round is over")
    s = self.current_player
    hand = self.hands[s]
    opening = self.plays == 0 and not self.milestones
    if move == DRAW:
        if not self.milestones:
            raise RuleError("IT-4", "the booklet game has no drawing")
        if not self.boneyard_count():
            raise RuleError("IT-M2", "the boneyard is empty")
        return
    if move == PASS:
        if opening:
            raise RuleError("IT-3", "the round opens with %s" % tiles.text(match.highest(hand)))
        if self.milestones and (hand or self.boneyard_count()):
            raise RuleError("IT-M2", "seat %d must draw or lay a tile" % s)
        return
    if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move < tiles.COUNT:
        raise ValueError("not an Italian domino move: %r" % (move,))
    if not hand >> move & 1:
        rule = "IT-M1" if self.milestones else "IT-1"
        raise RuleError(rule, "%s is not in seat %d's hand" % (tiles.text(move), s))
    if opening and move != match.highest(hand):
        raise RuleError("IT-3", "the round opens with %s" % tiles.text(match.highest(hand)))


def undo(self):
    """Take back the last move of this round and return it; ValueError when there is
    none (the game contract, docs/architecture.md)."""
    if not self.history:
        raise ValueError("nothing to undo in this round")
    rec = self.history.pop()
    move = rec & 63
    s = rec >> 6 & 7
    if self.reason:
        if not self.milestones and self.round_winner is not None:
            self.totals[self.round_winner] -= 1
        self.reason = 0
        self.round_winner = None
        self.points = 0
        self.winner = None
    self.current_player = s
    self.passes = rec >> 9 & 7
    if move == DRAW:
        self.bone -= 1
        self.hands[s] ^= 1 << self.deck[self.bone]
        self.counts[s] -= 1
    elif move != PASS:
        if self.milestones:
            self.totals[s] -= milestone_points(self.total)
            if rec >> 27 & 1:
                self.first_to_target = None
        self.total -= tiles.VALUE[move]
        self.plays -= 1
        self.hands[s] |= 1 << move
        self.counts[s] += 1
        self.announced[s] = (rec >> 12 & 255) - 1
        self.order[s] = rec >> 20 & 63
    return move
