"""Italian domino: race to a total (shared/rules/italian.md, IT-1..IT-7, IT-M1..IT-M4).

Tiles are ints 0..27, a hand is a bit mask. A *move* is a tile index (lay that
tile: no matching of numbers, the running total grows by its value), ``DRAW``
(56, milestone variant only) or ``PASS`` (57).

Booklet rules (default), 3 to 5 players, goal 50/70/100 (option ``goal``):
- the holder of the highest tile opens by laying it (IT-3; like TR-4 the opener
  must lay that tile);
- on a turn a player lays any tile or passes (IT-4 *decided*); a player with no
  tiles left can only pass;
- a tile making the total exactly the goal wins the round at once (IT-5);
- the round also ends when the total exceeds the goal, or when every player in a
  row has passed (IT-6): then the player whose own last announced total is closest
  to the goal wins; at or below the goal beats above it; then the earlier
  announcement wins. A player who announced nothing cannot win;
- match: one point per round won, first to 3 (IT-7).

Milestone variant (option ``milestones`` on), 2 to 5 players:
- IT-M1 hands of 8/7/4/4 tiles, the rest is the boneyard;
- IT-M2 on a turn a player draws one tile or lays any tile. A player with no tiles
  and an empty boneyard passes (*decided*; the only pass in this variant);
- IT-M3 a total of exactly 30/50/70/100 scores 1/2/4/8 points for its player;
- IT-M4 the hand ends when the total reaches 100 or more; the lead passes left
  each hand; the first player to reach 50 points wins the match, which is decided
  at the end of that hand. *decided*: the first hand is led by the holder of the
  highest tile (IT-3), who may lay any tile or draw.

Decisions for the transcript (docs/domino.md): booklet ``end`` events have reason
"exact" or "closest" and score 1 point; milestone ``play`` events carry
``"points"`` when a milestone is hit, and the ``end`` event has reason "exact"
(total exactly 100: winner the player who made it, 8 points) or "over" (above
100: no winner, 0 points); ``totals`` are the match totals.
"""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.match import DRAW, PASS, RuleError

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
    below the goal beats above; then the earlier announcement; -1 if nobody."""
    winner = -1
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


def check_options(players, given):
    options = match.check_options(OPTIONS, given)
    low = 2 if options["milestones"] else 3
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= 5:
        rule = "IT-M1" if options["milestones"] else "IT-1"
        raise RuleError(rule, "Italian domino%s is for %d to 5 players" % (
            " with milestones" if options["milestones"] else "", low))
    return options


class Italian:
    """An Italian domino match; the common verbs act on the current round (hand)."""

    game = GAME

    def __init__(self, players, seed=1, options=None, deck=None):
        from pipgrid.rng import Rng

        o = check_options(players, options)
        self.options = o
        self.players = players
        self.goal = o["goal"]
        self.milestones = o["milestones"]
        self.hand_size = (MILESTONE_HAND_SIZE if self.milestones else HAND_SIZE)[players]
        self.seed = seed
        self.deal_rng = Rng(seed)
        self.totals = [0] * players
        self.match_winner = -1
        self.round_no = 0
        self.leader = -1
        self.start_round(match.deal(self.deal_rng) if deck is None else deck)

    # -- rounds -------------------------------------------------------------------------

    def start_round(self, deck):
        deck = match.check_deck(deck)
        n = self.players
        h = self.hand_size
        self.deck = deck
        self.hands = [0] * n
        for i in range(n * h):
            self.hands[i // h] |= 1 << deck[i]
        self.counts = [h] * n
        self.bone = n * h if self.milestones else tiles.COUNT
        self.total = 0
        self.announced = [-1] * n
        self.order = [0] * n
        self.plays = 0
        self.passes = 0
        self.history = []
        self.reason = 0
        self.winner = -1
        self.points = 0
        self.round_base = list(self.totals)
        self.first_to_target = -1
        if self.leader < 0 or not self.milestones:
            dealt = 0
            for hand in self.hands:
                dealt |= hand
            self.leader = deck.index(match.highest(dealt)) // h  # IT-3
        else:
            self.leader = (self.leader + 1) % n  # IT-M4
        self.current_player = self.leader
        self.round_no += 1

    def next_round(self):
        if not self.reason or self.match_winner >= 0:
            raise RuleError("IT-7", "the next round starts when a round ends and the match goes on")
        self.start_round(match.deal(self.deal_rng))

    def is_over(self):
        """True when the current round (hand) has ended (IT-5, IT-6, IT-M4)."""
        return self.reason != 0

    def match_over(self):
        return self.match_winner >= 0

    def scores(self):
        """Match totals: rounds won (IT-7) or milestone points (IT-M3)."""
        return list(self.totals)

    # -- public facts ----------------------------------------------------------------------

    def boneyard_count(self):
        """Face-down tiles left to draw (milestone variant); 0 in the booklet game."""
        return tiles.COUNT - self.bone

    def aside_count(self):
        """Tiles set aside unused (booklet game, IT-1)."""
        return 0 if self.milestones else tiles.COUNT - self.players * self.hand_size

    def tile_counts(self):
        return list(self.counts)

    def last_announced(self):
        """Each seat's last announced total, -1 for none (IT-6)."""
        return list(self.announced)

    def result(self):
        """(reason "exact"/"closest"/"over" or "", winner or -1, points) of the round."""
        return REASONS[self.reason], self.winner, self.points

    def hand(self, seat):
        return match.mask_tiles(self.hands[seat])

    def view(self, seat, into=None):
        v = into if into is not None else SeatView()
        v.fill(self, seat)
        return v

    # -- verbs -------------------------------------------------------------------------------

    def legal_moves(self):
        if self.reason:
            return []
        return legal(self.hands[self.current_player], self.plays == 0, self.milestones,
                     self.boneyard_count())

    def check(self, move):
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

    def play(self, move):
        """Apply a legal move; RuleError (a ValueError) naming the rule otherwise."""
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
                self._finish(CLOSEST, closest(self.announced, self.order, self.goal))
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
                points = milestone_points(self.total)
                if points:
                    self.totals[s] += points
                    if self.first_to_target < 0 and self.totals[s] >= MILESTONE_MATCH:
                        self.first_to_target = s
                        rec |= 1 << 27
                if self.total >= MILESTONE_END:
                    self.history.append(rec | 1 << 26)
                    exact = self.total == MILESTONE_END
                    self._finish(EXACT if exact else OVER, s if exact else -1)
                    return
            elif self.total == self.goal:
                self.history.append(rec | 1 << 26)
                self._finish(EXACT, s)  # IT-5
                return
            elif self.total > self.goal:
                self.history.append(rec | 1 << 26)
                self._finish(CLOSEST, closest(self.announced, self.order, self.goal))  # IT-6
                return
        self.history.append(rec)
        self.current_player = (s + 1) % n

    def _finish(self, reason, winner):
        self.reason = reason
        self.winner = winner
        if self.milestones:
            self.points = 8 if reason == EXACT else 0
            if self.first_to_target >= 0:
                self.match_winner = self.first_to_target  # IT-M4
            return
        self.points = 1 if winner >= 0 else 0
        if winner >= 0:
            self.totals[winner] += 1
            if self.totals[winner] >= ROUNDS_TO_WIN:
                self.match_winner = winner  # IT-7

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

    def moves_played(self):
        return [rec & 63 for rec in self.history]

    move_text = staticmethod(move_text)
    parse_move = staticmethod(parse_move)

    # -- save --------------------------------------------------------------------------------

    def to_bytes(self):
        """Options, seed, deal stream, leader, totals before this round, first to 50,
        the deck and the moves: ``from_bytes`` replays them."""
        out = bytearray(b"PGI\x01")
        out.append(self.players)
        out.append(self.goal)
        out.append(1 if self.milestones else 0)
        out.extend((self.seed & 0xFFFFFFFF).to_bytes(4, "big"))
        out.extend(self.deal_rng.state.to_bytes(4, "big"))
        out.extend(self.round_no.to_bytes(2, "big"))
        out.append(self.leader)
        for v in self.round_base:
            out.extend(v.to_bytes(2, "big"))
        out.extend(self.deck)
        out.append(len(self.history))
        for rec in self.history:
            out.append(rec & 63)
        return bytes(out)

    @classmethod
    def from_bytes(cls, data):
        try:
            data = bytes(data)
            if data[:4] != b"PGI\x01":
                raise ValueError("not an Italian domino save")
            n = data[4]
            if data[6] > 1:
                raise ValueError("corrupt Italian domino save")
            options = {"goal": data[5], "milestones": data[6] == 1}
            seed = int.from_bytes(data[7:11], "big")
            state = int.from_bytes(data[11:15], "big")
            round_no = int.from_bytes(data[15:17], "big")
            leader = data[17]
            base = [int.from_bytes(data[18 + 2 * i : 20 + 2 * i], "big") for i in range(n)]
            p = 18 + 2 * n
            deck = data[p : p + tiles.COUNT]
            count = data[p + tiles.COUNT]
            moves = data[p + tiles.COUNT + 1 :]
            if len(moves) != count or round_no < 1 or leader >= n:
                raise ValueError("corrupt Italian domino save")
            g = cls(n, seed, options, deck)
            g.deal_rng.state = state
            g.round_no = round_no
            g.totals = base
            g.round_base = list(base)
            g.leader = g.current_player = leader
            for v in base:
                if options["milestones"] and v >= MILESTONE_MATCH:
                    raise ValueError("corrupt Italian domino save")
            for m in moves:
                g.play(m)
            return g
        except (IndexError, KeyError, TypeError) as e:
            raise ValueError("corrupt Italian domino save: %r" % (e,)) from None

    # -- transcript (italian.md "Transcript") -------------------------------------------------

    def deal_event(self):
        h = self.hand_size
        n = self.players
        hands = ",".join(match.json_tiles(sorted(self.deck[s * h : (s + 1) * h])) for s in range(n))
        rest = self.deck[n * h :]
        return match.json_object((
            ("ev", '"deal"'), ("round", "%d" % self.round_no), ("seed", "%d" % self.seed),
            ("players", "%d" % n), ("options", match.options_json(OPTION_NAMES, self.options)),
            ("hands", "[" + hands + "]"),
            ("boneyard", match.json_tiles(rest)) if self.milestones
            else ("aside", match.json_tiles(sorted(rest))),
        ))

    def move_event(self, move):
        """The transcript line of ``move`` by the current player (call before ``play``)."""
        s = self.current_player
        if move == PASS:
            return match.pass_line(s)
        if move == DRAW:
            return match.draw_line(s, self.deck[self.bone : self.bone + 1])
        total = self.total + tiles.VALUE[move]
        points = milestone_points(total) if self.milestones else 0
        return '{"ev":"play","player":%d,"tile":"%s","total":%d%s}' % (
            s, tiles.text(move), total, ',"points":%d' % points if points else "")

    def end_event(self):
        return match.end_line(self.round_no, REASONS[self.reason], self.winner, self.points, self.totals)

    def match_event(self):
        return match.match_line(self.match_winner, self.totals)


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
