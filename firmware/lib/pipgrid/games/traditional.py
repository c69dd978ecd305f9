"""Traditional picture domino, 2 to 4 players (shared/rules/traditional.md, TR-1..TR-14).

Tiles are ints 0..27 (``pipgrid.tiles``); a hand is a bit mask of tiles. A *move* is
a small int:

- ``tile * 2 + end`` lays ``tile`` at the left (end 0, "L") or right (end 1, "R")
  end of the line; the first tile of a round is laid with end "L" (TR-4);
- ``DRAW`` (56): a player who cannot attach draws ``draw_count`` tiles, fewer if
  fewer remain (TR-9). The same player then moves again: a play if a tile fits,
  otherwise ``PASS``;
- ``PASS`` (57): ends a turn without a play (TR-9 after a fruitless draw, TR-10).

So every turn is one or two button actions and ``undo`` takes back one action.

A ``Traditional`` object is a whole match (TR-14); the verbs act on the current
round: ``is_over()`` is True when the round has ended, ``match_over()`` when the
match has, and ``next_round()`` deals the next round. Undo works within a round.

Decisions where the rule file is silent (documented in docs/domino.md):

- A round ends as soon as it is blocked (TR-13): when no seat can attach and no
  seat can draw, checked after every completed turn; no passes are written for
  the turns that could only pass.
- The opener's first tile is the only legal first move (TR-4 *decided*), laid "L".
- ``legal_moves`` lists plays by tile, then end (L before R); when both ends show
  the same number a tile may go to either end, and both moves are listed.
- Dealing: ``match.deal(rng)`` shuffles the 28 tiles with ``Rng.shuffle``; seat s
  gets ``deck[s*h:(s+1)*h]`` and the rest is the boneyard, drawn from the front.
  Round r of a match is the r-th shuffle of one ``Rng(seed)`` used only for deals.
"""

from pipgrid import tiles
from pipgrid.games import match
from pipgrid.games.match import DRAW, PASS, RuleError

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


class Traditional:
    """A traditional domino match; the common verbs act on the current round."""

    game = GAME

    def __init__(self, players, seed=1, options=None, deck=None):
        from pipgrid.rng import Rng

        o = check_options(players, options)
        self.options = o
        self.players = players
        self.wild = o["wild_doubles"]
        self.draw_count = o["draw_count"]
        self.hand_size = o["hand_size"]
        self.target = o["target"]
        self.seed = seed
        self.deal_rng = Rng(seed)
        self.totals = [0] * players
        self.match_winner = -1
        self.round_no = 0
        self.line_buf = bytearray(2 * tiles.COUNT)
        self.start_round(match.deal(self.deal_rng) if deck is None else deck)

    # -- rounds -------------------------------------------------------------------------

    def start_round(self, deck):
        """Deal ``deck`` (see module doc) and let the TR-4 opener move."""
        deck = match.check_deck(deck)
        n = self.players
        h = self.hand_size
        self.deck = deck
        self.hands = [0] * n
        for i in range(n * h):
            self.hands[i // h] |= 1 << deck[i]
        self.counts = [h] * n
        self.bone = n * h
        self.lo = self.hi = tiles.COUNT
        self.left = self.right = NONE
        dealt = 0
        for hand in self.hands:
            dealt |= hand
        self.opening_tile = match.highest(dealt)
        self.opener = self.current_player = deck.index(self.opening_tile) // h
        self.drew = 0
        self.history = []
        self.reason = 0
        self.winner = -1
        self.points = 0
        self.round_base = list(self.totals)
        self.round_no += 1

    def next_round(self):
        """Deal the next round of the match (TR-14: the opener by TR-4 again)."""
        if not self.reason or self.match_winner >= 0:
            raise RuleError("TR-14", "the next round starts when a round ends and the match goes on")
        self.start_round(match.deal(self.deal_rng))

    def is_over(self):
        """True when the current round has ended (TR-12 domino, TR-13 blocked)."""
        return self.reason != 0

    def match_over(self):
        return self.match_winner >= 0

    def scores(self):
        """Match totals per seat (TR-14)."""
        return list(self.totals)

    # -- public facts for the board (HS-2) -----------------------------------------------

    def can_draw(self):
        return self.draw_count > 0 and self.bone < tiles.COUNT

    def boneyard_count(self):
        return tiles.COUNT - self.bone

    def tile_counts(self):
        return list(self.counts)

    def ends(self):
        """(left, right) open numbers, or None before the first tile."""
        if self.left == NONE:
            return None
        return (self.left, self.right)

    def line(self):
        """The line left to right as (left half, right half) pairs, as laid."""
        return [(v >> 3, v & 7) for v in self.line_buf[self.lo : self.hi]]

    def result(self):
        """(reason "domino"/"blocked" or "", winner or -1, points) of the round."""
        return REASONS[self.reason], self.winner, self.points

    def hand(self, seat):
        """Seat's tiles, ascending: for that seat's own screen only (TR-3, HS-1)."""
        return match.mask_tiles(self.hands[seat])

    def view(self, seat, into=None):
        """What ``seat`` may see (TR-3, HS-2): public facts and its own hand only."""
        v = into if into is not None else SeatView()
        v.fill(self, seat)
        return v

    # -- verbs ----------------------------------------------------------------------------

    def legal_moves(self):
        if self.reason:
            return []
        return legal(self.hands[self.current_player], self.left, self.right, self.wild,
                     self.can_draw(), self.drew)

    def check(self, move):
        """RuleError naming the rule that forbids ``move`` now; None if legal."""
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

    def play(self, move):
        """Apply a legal move; RuleError (a ValueError) naming the rule otherwise."""
        self.check(move)
        s = self.current_player
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
        if move != PASS:
            self._lay(s, move)
            if not self.counts[s]:
                self._finish(DOMINO, s)
                return
        self.drew = 0
        self.current_player = (s + 1) % self.players
        if self.blocked():
            self._finish(BLOCKED, s)

    def _lay(self, s, move):
        t = move >> 1
        self.hands[s] ^= 1 << t
        self.counts[s] -= 1
        lo, hi = tiles.LOW[t], tiles.HIGH[t]
        buf = self.line_buf
        if self.left == NONE:
            self.lo -= 1
            buf[self.lo] = lo << 3 | hi
            self.left, self.right = lo, hi
        elif move & 1:
            new = OTHER[t * 8 + self.right]
            buf[self.hi] = self.right << 3 | new
            self.hi += 1
            self.right = new
        else:
            new = OTHER[t * 8 + self.left]
            self.lo -= 1
            buf[self.lo] = new << 3 | self.left
            self.left = new

    def blocked(self):
        """TR-13: no seat can attach a tile and no seat can draw."""
        if self.left == NONE or self.can_draw():
            return False
        fit = PIP[self.left] | PIP[self.right]
        if self.wild:
            fit |= DOUBLES
        for hand in self.hands:
            if hand & fit:
                return False
        return True

    def _finish(self, reason, player):
        self.reason = reason
        self.winner, self.points = round_result(self.hands, self.counts, reason, player)
        if self.winner >= 0:
            self.totals[self.winner] += self.points
            if self.totals[self.winner] >= self.target:
                self.match_winner = self.winner

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

    def moves_played(self):
        """The moves of this round so far, in order."""
        return [rec & 63 for rec in self.history]

    move_text = staticmethod(move_text)
    parse_move = staticmethod(parse_move)

    # -- save ------------------------------------------------------------------------------

    def to_bytes(self):
        """Options, seed, deal stream, totals before this round, the deck and the
        moves so far: ``from_bytes`` replays the moves to rebuild the exact state."""
        out = bytearray(b"PGT\x01")
        out.append(self.players)
        out.append(1 if self.wild else 0)
        out.append(self.draw_count)
        out.append(self.hand_size)
        out.append(self.target // 50)
        out.extend((self.seed & 0xFFFFFFFF).to_bytes(4, "big"))
        out.extend(self.deal_rng.state.to_bytes(4, "big"))
        out.extend(self.round_no.to_bytes(2, "big"))
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
            if data[:4] != b"PGT\x01":
                raise ValueError("not a traditional domino save")
            n = data[4]
            options = {"wild_doubles": data[5] == 1, "draw_count": data[6],
                       "hand_size": data[7], "target": data[8] * 50}
            seed = int.from_bytes(data[9:13], "big")
            state = int.from_bytes(data[13:17], "big")
            round_no = int.from_bytes(data[17:19], "big")
            p = 19 + 2 * n
            base = [int.from_bytes(data[19 + 2 * i : 21 + 2 * i], "big") for i in range(n)]
            deck = data[p : p + tiles.COUNT]
            count = data[p + tiles.COUNT]
            moves = data[p + tiles.COUNT + 1 :]
            if data[5] > 1 or len(moves) != count or round_no < 1:
                raise ValueError("corrupt traditional domino save")
            g = cls(n, seed, options, deck)
            g.deal_rng.state = state
            g.round_no = round_no
            g.totals = base
            g.round_base = list(base)
            for m in moves:
                g.play(m)
            return g
        except (IndexError, KeyError, TypeError) as e:
            raise ValueError("corrupt traditional domino save: %r" % (e,)) from None

    # -- transcript (traditional.md "Transcript") --------------------------------------------

    def deal_event(self):
        h = self.hand_size
        hands = ",".join(
            match.json_tiles(sorted(self.deck[s * h : (s + 1) * h])) for s in range(self.players))
        return match.json_object((
            ("ev", '"deal"'), ("round", "%d" % self.round_no), ("seed", "%d" % self.seed),
            ("players", "%d" % self.players),
            ("options", match.options_json(OPTION_NAMES, self.options)),
            ("hands", "[" + hands + "]"),
            ("boneyard", match.json_tiles(self.deck[self.players * h :])),
        ))

    def move_event(self, move):
        """The transcript line of ``move`` by the current player (call before ``play``)."""
        s = self.current_player
        if move == PASS:
            return match.pass_line(s)
        if move == DRAW:
            k = min(self.draw_count, tiles.COUNT - self.bone)
            return match.draw_line(s, self.deck[self.bone : self.bone + k])
        return '{"ev":"play","player":%d,"tile":"%s","end":"%s"}' % (
            s, tiles.text(move >> 1), END_TEXT[move & 1])

    def end_event(self):
        return match.end_line(self.round_no, REASONS[self.reason], self.winner, self.points, self.totals)

    def match_event(self):
        return match.match_line(self.match_winner, self.totals)


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


_LIMIT = tuple(0 if n == 0 else (0x100000000 // n) * n for n in range(64))


def random_round(rng, players=4, hand_size=0, wild=True, draw_count=2):
    """Deal from ``rng`` and play one round with every seat choosing uniformly among
    the ``legal`` moves, with the same ``rng``: the result is exactly that of a
    ``Traditional`` round dealt by ``match.deal(rng)`` and played by
    ``bots.choose_random`` with ``rng`` (tests/host/test_domino_fast.py checks it).

    The fast path for simulations and the benchmark: the same rule functions
    (``plays``, ``round_result``) without history, views or transcript, and the
    generator's xorshift step written out (``Rng.below`` and ``Rng.shuffle``
    exactly, on ``rng.state``). Returns (reason, (winner, points)).
    """
    x = rng.state
    lim = _LIMIT
    # match.deal: Rng.shuffle of the 28 tiles, last index first
    deck = list(range(28))
    i = 27
    while i:
        n = i + 1
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        while x >= lim[n]:
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        j = x % n
        deck[i], deck[j] = deck[j], deck[i]
        i -= 1
    h = hand_size or HAND_SIZE[players]
    bone = players * h
    hands = [0] * players
    for i in range(bone):
        hands[i // h] |= 1 << deck[i]
    union = 0
    for hand in hands:
        union |= hand
    t = match.highest(union)
    s = deck.index(t) // h
    x ^= (x << 13) & 0xFFFFFFFF  # the opener's only legal move, chosen from one
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    hands[s] ^= 1 << t
    union ^= 1 << t
    left = tiles.LOW[t]
    right = tiles.HIGH[t]
    extra = DOUBLES if wild else 0
    fit = PIP[left] | PIP[right] | extra
    other = OTHER
    while True:
        # the turn passes left (TR-5); blocked (TR-13) when nobody can attach or draw
        can_draw = draw_count and bone < 28
        if not (can_draw or union & fit):
            rng.state = x
            return BLOCKED, _result(hands, BLOCKED, s)
        s += 1
        if s == players:
            s = 0
        hand = hands[s]
        if not hand & fit:
            # a forced DRAW or PASS is still one choice out of one
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
            if not can_draw:
                continue
            k = draw_count if draw_count < 28 - bone else 28 - bone
            for i in range(bone, bone + k):
                hand |= 1 << deck[i]
            union |= hand
            hands[s] = hand
            bone += k
            if not hand & fit:
                x ^= (x << 13) & 0xFFFFFFFF
                x ^= x >> 17
                x ^= (x << 5) & 0xFFFFFFFF
                continue
        ms = plays(hand, left, right, wild)
        n = len(ms)
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        while x >= lim[n]:
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        move = ms[x % n]
        t = move >> 1
        hand ^= 1 << t
        hands[s] = hand
        if not hand:
            rng.state = x
            return DOMINO, _result(hands, DOMINO, s)
        union ^= 1 << t
        if move & 1:
            right = other[t * 8 + right]
        else:
            left = other[t * 8 + left]
        fit = PIP[left] | PIP[right] | extra


def _result(hands, reason, player):
    if reason == DOMINO:
        return round_result(hands, None, reason, player)
    return round_result(hands, [len(match.mask_tiles(hand)) for hand in hands], reason, player)
