"""Italian domino rule tables, the legal moves (IT-1..IT-7, IT-M1..IT-M4), the
move notation and a seat's view; the match state lives in ``domino.italian``, the
refusals (which rule a move breaks) in ``domino.italian_check``.

A move is a tile index (lay that tile), ``DRAW`` (56) or ``PASS`` (57).
"""

from pipgrid import tiles
from pipgrid.games.domino import moves as match
from pipgrid.games.domino.moves import DRAW, PASS

GAME = "italian"
HAND_SIZE = (0, 0, 0, 8, 6, 5)  # IT-1
MILESTONE_HAND_SIZE = (0, 0, 8, 7, 4, 4)  # IT-M1
MILESTONES = ((30, 1), (50, 2), (70, 4), (100, 8))  # IT-M3
MILESTONE_END = 100  # IT-M4
MILESTONE_MATCH = 50  # IT-M4
ROUNDS_TO_WIN = 3  # IT-7

OPTIONS = (
    ("goal", 50, (50, 70, 100)),
    ("milestones", False, (False, True)),
)
OPTION_NAMES = ("goal", "milestones")

EXACT = 1
CLOSEST = 2
OVER = 3
REASONS = ("", "exact", "closest", "over")


def milestone_points(total):
    """IT-M3: points for making the running total exactly ``total``."""
    for value, points in MILESTONES:
        if value == total:
            return points
    return 0


def legal(hand, opening, milestones, boneyard):
    """Legal moves of a seat holding ``hand`` (IT-3, IT-4, IT-M2): tiles ascending,
    then DRAW or PASS; shared by the game and the seat views."""
    if opening and not milestones:
        return [match.highest(hand)] if hand else []
    out = match.mask_tiles(hand)
    if milestones:
        if boneyard:
            out.append(DRAW)
        elif not out:
            out.append(PASS)
    else:
        out.append(PASS)
    return out


def closest(announced, order, goal):
    """IT-6: the seat whose last announced total is closest to ``goal``; at or
    below the goal beats above; then the earlier announcement; None if nobody."""
    winner = None
    best = None
    for s in range(len(announced)):
        t = announced[s]
        if t < 0:
            continue
        key = (abs(goal - t), 1 if t > goal else 0, order[s])
        if best is None or key < best:
            best, winner = key, s
    return winner


def move_text(move):
    """``3-4``, ``draw`` or ``pass``."""
    if move == DRAW:
        return "draw"
    if move == PASS:
        return "pass"
    return tiles.text(move)


def parse_move(text):
    if text == "draw":
        return DRAW
    if text == "pass":
        return PASS
    return tiles.parse(text)


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
        self.history = game.history  # public moves of the round, read only (bots' inference)

    def hand(self):
        return match.mask_tiles(self.hand_mask)

    def legal_moves(self):
        if self.over or self.seat != self.current_player:
            return []
        return legal(self.hand_mask, self.opening, self.milestones, self.boneyard)

    move_text = staticmethod(move_text)
