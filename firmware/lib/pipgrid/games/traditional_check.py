"""Traditional domino: checking options and moves (TR-2, TR-4, TR-6..TR-10),
taking a move back, and what one seat may see (TR-3, HS-1, HS-2)."""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.match import DRAW, PASS, RuleError
from pipgrid.games.traditional_rules import (
    DOUBLES, HAND_SIZE, NONE, OPTION_NAMES, OPTIONS, legal, move_text, plays,
)


def check_options(players, given):
    """Full option dict for ``players`` seats (TR-2 players, option table above)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise RuleError("TR-2", "traditional domino is for 2 to 4 players")
    given = dict(given or {})
    for name in sorted(given):
        if name not in OPTION_NAMES:
            raise ValueError("unknown option %r (known: %s)" % (name, ", ".join(OPTION_NAMES)))
    size = given.pop("hand_size", None)
    table = [row for row in OPTIONS if row[0] != "hand_size"]
    options = match.check_options(table, given)
    if size is None:
        size = HAND_SIZE[players]
    elif isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= tiles.COUNT // players:
        raise ValueError("option hand_size must be 1..%d with %d players" % (tiles.COUNT // players, players))
    options["hand_size"] = size
    return options


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
        raise RuleError(rule, "%s does not fit the %s end showing %d" % (
            tiles.text(t), "right" if move & 1 else "left", end))


class SeatView:
    """One seat's view (TR-3, HS-1, HS-2): its own hand and the public facts, copied;
    it holds no other seat's tiles and not the boneyard's. Refill with ``fill``."""

    def fill(self, game, seat):
        self.seat = seat
        self.players = game.players
        self.current_player = game.current_player
        self.hand_mask = game.hands[seat]
        self.left = game.left
        self.right = game.right
        self.wild = game.wild
        self.drew = game.drew if seat == game.current_player else 0
        self.boneyard = game.boneyard_count()
        self.can_draw = game.can_draw()
        self.counts = tuple(game.counts)
        self.totals = tuple(game.totals)
        self.round_no = game.round_no
        self.over = game.reason != 0
        self.line_bytes = bytes(game.line_buf[game.lo : game.hi])

    def hand(self):
        return match.mask_tiles(self.hand_mask)

    def ends(self):
        return None if self.left == NONE else (self.left, self.right)

    def legal_moves(self):
        if self.over or self.seat != self.current_player:
            return []
        return legal(self.hand_mask, self.left, self.right, self.wild, self.can_draw, self.drew)

    move_text = staticmethod(move_text)


def undo(self):
    """Take back the last move of this round; False when there is none."""
    if not self.history:
        return False
    rec = self.history.pop()
    if self.reason:
        if self.winner >= 0:
            self.totals[self.winner] -= self.points
        self.reason = 0
        self.winner = -1
        self.points = 0
        self.match_winner = -1
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
    return True
