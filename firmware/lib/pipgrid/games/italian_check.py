"""Italian domino: checking options and moves (IT-1, IT-3, IT-4, IT-M1, IT-M2),
taking a move back, and what one seat may see."""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.italian_rules import OPTIONS, legal, milestone_points, move_text
from pipgrid.games.match import DRAW, PASS, RuleError


def check_options(players, given):
    options = match.check_options(OPTIONS, given)
    low = 2 if options["milestones"] else 3
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= 5:
        rule = "IT-M1" if options["milestones"] else "IT-1"
        raise RuleError(rule, "Italian domino%s is for %d to 5 players" % (
            " with milestones" if options["milestones"] else "", low))
    return options


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


class SeatView:
    """One seat's view: its own hand and the public facts (running total, every
    seat's last announced total and tile count), copied; no other seat's tiles,
    no boneyard or set-aside tiles."""

    def fill(self, game, seat):
        self.seat = seat
        self.players = game.players
        self.current_player = game.current_player
        self.hand_mask = game.hands[seat]
        self.goal = game.goal
        self.milestones = game.milestones
        self.opening = game.plays == 0
        self.total = game.total
        self.announced = tuple(game.announced)
        self.boneyard = game.boneyard_count()
        self.counts = tuple(game.counts)
        self.totals = tuple(game.totals)
        self.round_no = game.round_no
        self.over = game.reason != 0

    def hand(self):
        return match.mask_tiles(self.hand_mask)

    def legal_moves(self):
        if self.over or self.seat != self.current_player:
            return []
        return legal(self.hand_mask, self.opening, self.milestones, self.boneyard)

    move_text = staticmethod(move_text)


def undo(self):
    """Take back the last move of this round; False when there is none."""
    if not self.history:
        return False
    rec = self.history.pop()
    move = rec & 63
    s = rec >> 6 & 7
    if self.reason:
        if not self.milestones and self.winner >= 0:
            self.totals[self.winner] -= 1
        self.reason = 0
        self.winner = -1
        self.points = 0
        self.match_winner = -1
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
                self.first_to_target = -1
        self.total -= tiles.VALUE[move]
        self.plays -= 1
        self.hands[s] |= 1 << move
        self.counts[s] += 1
        self.announced[s] = (rec >> 12 & 255) - 1
        self.order[s] = rec >> 20 & 63
    return True
