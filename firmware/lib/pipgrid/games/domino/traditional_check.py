"""Traditional domino: naming the rule a refused move breaks (TR-4, TR-6..TR-10)
and taking a move back. ``Traditional`` imports this module only for a refusal or
an undo, so a match of legal moves does not hold it in memory. ``SeatView`` lives in
``domino.traditional_rules``, option checks in ``domino.options``."""

from pipgrid import tiles
from pipgrid.games.domino.moves import DRAW, PASS, RuleError
from pipgrid.games.domino.traditional_rules import DOUBLES, NONE, plays
from pipgrid.games.domino.options import traditional_options as check_options  # noqa: F401  (its former home)
from pipgrid.games.domino.traditional_rules import SeatView  # noqa: F401  (its former home)


def check_move(self, move):
    """RuleError naming the rule (TR-4, TR-6..TR-10) that forbids ``move`` in game ``self``."""
    if self.reason:
        raise RuleError("TR-12", "the round is over")
    s = self.current_player
    hand = self.hands[s]
    left = self.left
    if move == DRAW or move == PASS:
        if left == NONE:
            raise RuleError("TR-4", "the round opens with %s" % tiles.text(self.opening_tile))
        if plays(hand, left, self.right, self.wild):
            raise RuleError("TR-8", "seat %d can attach a tile and must attach one" % s)
        if move == DRAW:
            if self.drew:
                raise RuleError("TR-9", "seat %d has already drawn this turn" % s)
            if not self.draw_count:
                raise RuleError("TR-13", "this game has no drawing (draw_count 0)")
            if self.bone >= tiles.COUNT:
                raise RuleError("TR-10", "the boneyard is empty")
        elif self.can_draw() and not self.drew:
            raise RuleError("TR-9", "seat %d cannot attach and must draw before passing" % s)
        return
    if not isinstance(move, int) or not 0 <= move < DRAW:
        raise ValueError("not a traditional domino move: %r" % (move,))
    t = move >> 1
    if not hand >> t & 1:
        raise RuleError("TR-2", "%s is not in seat %d's hand" % (tiles.text(t), s))
    if left == NONE:
        if t != self.opening_tile or move & 1:
            raise RuleError("TR-4", "the round opens with %s laid L" % tiles.text(self.opening_tile))
        return
    end = self.right if move & 1 else left
    if tiles.LOW[t] != end and tiles.HIGH[t] != end and not (self.wild and DOUBLES >> t & 1):
        rule = "TR-7" if DOUBLES >> t & 1 else "TR-6"
        raise RuleError(
            rule,
            "%s does not fit the %s end showing %d" % (tiles.text(t), "right" if move & 1 else "left", end),
        )


def undo(self):
    """Take back the last move of this round and return it; ValueError when there is
    none (the game contract, docs/architecture.md)."""
    if not self.history:
        raise ValueError("nothing to undo in this round")
    rec = self.history.pop()
    if self.reason:
        if self.round_winner is not None:
            self.totals[self.round_winner] -= self.points
        self.reason = 0
        self.round_winner = None
        self.points = 0
        self.winner = None
    move = rec & 63
    s = rec >> 6 & 7
    self.current_player = s
    self.drew = rec >> 9 & 1
    if move == DRAW:
        k = rec >> 16
        self.bone -= k
        for i in range(self.bone, self.bone + k):
            self.hands[s] ^= 1 << self.deck[i]
        self.counts[s] -= k
    elif move != PASS:
        self.hands[s] |= 1 << (move >> 1)
        self.counts[s] += 1
        if move & 1:
            self.hi -= 1
        else:
            self.lo += 1
    self.left = rec >> 10 & 7
    self.right = rec >> 13 & 7
    return move
