"""Tri-Ominos, 2 to 6 players (shared/rules/triominoes.md, TO-1 .. TO-13).

``Triominoes(players, seed, draw_limit=None, club=False, target=None)`` is one
game (a match of rounds to the target, TO-12) offering the common verbs of
``pipgrid.games``. ``is_over()`` is true when the current round has ended;
``game_over()`` when the whole game has; ``next_round()`` deals the next round
(TO-13). ``undo()`` takes back moves of the current round, any depth.

Moves are small ints: a placement is ``cell * 256 + tile * 3 + rotation``
(see triominoes_lattice), ``DRAW`` takes one tile from the pool (TO-8: offered
only when the player cannot place and may still draw) and ``PASS`` ends a turn
with -10 (offered only when the player can neither place nor draw). So a turn
without a placeable tile is a run of DRAW moves, each scored -5, ending in a
placement of the drawn tile or in a PASS; the same seat keeps the turn until
then, and each DRAW can be undone on its own.

Dealing (documented for outside checkers): the game's generator is
``Rng(seed)``; each round shuffles a fresh list of the 56 tile indexes (in the
order 0-0-0, 0-0-1, ..., 5-5-5) with that same generator, continuing its
stream, so round 2 is the generator's second shuffle. Seat 0 takes the first
hand-size tiles (TO-4), seat 1 the next, and so on; the rest is the pool in
drawing order (the next tile drawn is the first one left).

The first tile of a round goes into cell ``U 0 0`` (TO-5). JSON lines for the
transcript are built here with a fixed key order and no spaces, so CPython and
MicroPython print identical bytes.
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


from pipgrid.games import triominoes_lattice as lat
from pipgrid.games import triominoes_tiles as tt
from pipgrid.rng import Rng

DRAW = const(-1)
PASS = const(-2)

HAND_SIZE = (0, 0, 9, 7, 7, 6, 6)  # TO-4, by number of players
DRAW_PENALTY = const(5)  # TO-8
PASS_PENALTY = const(10)  # TO-8
START_BONUS = const(10)  # TO-5, triple opening
ZERO_OPENING = const(40)  # TO-5, 0-0-0 opening (club: 30)
ZERO_OPENING_CLUB = const(30)
OUT_BONUS = const(25)  # TO-10
TARGET = const(400)  # TO-12 (club: 200)
TARGET_CLUB = const(200)
MAX_DRAW_LIMIT = const(56)
ORIGIN = const(8256)  # lat.cell(False, 0, 0): the opening cell U 0 0

# bonus code of a placement: hexagons (0..3) + BRIDGE_BIT + START_BIT
BRIDGE_BIT = const(4)
START_BIT = const(8)


def options(pairs=()):
    """(draw_limit, club, target) from ``name=value`` strings; ValueError on bad ones.

    ``draw_limit``: none (default) or 0..56 (0: no drawing, TO-8);
    ``club``: true/false; ``target``: 1..65535 (default 400, club 200, TO-12).
    """
    draw_limit = None
    club = False
    target = None
    for pair in pairs:
        if "=" not in pair:
            raise ValueError("an option is written name=value, e.g. draw_limit=3")
        name, value = pair.split("=", 1)
        value = value.lower()
        if name == "draw_limit":
            if value in ("none", "null"):
                draw_limit = None
            else:
                draw_limit = _int_in(value, 0, MAX_DRAW_LIMIT, "draw_limit is none or 0..56")
        elif name == "club":
            if value not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError("club is true or false")
            club = value in ("true", "1", "yes")
        elif name == "target":
            target = _int_in(value, 1, 65535, "target is 1..65535")
        else:
            raise ValueError("unknown option %r (draw_limit, club, target)" % name)
    return draw_limit, club, target


def _int_in(text, low, high, message):
    try:
        n = int(text)
    except ValueError:
        raise ValueError(message) from None
    if not low <= n <= high:
        raise ValueError(message)
    return n


def bonus_names(code):
    """The transcript's bonus list for a bonus code: hexagons, then bridge, then start."""
    names = ["hexagon"] * (code & 3)
    if code & BRIDGE_BIT:
        names.append("bridge")
    if code & START_BIT:
        names.append("start")
    return names


def score(board, club, m):
    """(points, bonus code) a placement scores on ``board`` (TO-3, TO-5, TO-7)."""
    t = lat.move_tile(m)
    value = tt.VALUE[t]
    if not board.order:
        if not tt.is_triple(t):
            return value, 0  # TO-5: no triple dealt, no bonus
        if t == tt.ZERO_TRIPLE:
            return (ZERO_OPENING_CLUB if club else ZERO_OPENING), START_BIT
        return value + START_BONUS, START_BIT
    hexagons, bridge = board.bonuses(lat.move_cell(m))
    if hexagons:
        return value + lat.HEXAGON * hexagons, hexagons
    if bridge:
        return value + lat.BRIDGE, BRIDGE_BIT
    return value, 0


def moves_for(board, hand, opening, can_draw):
    """Legal moves for a seat holding ``hand`` (TO-5, TO-6, TO-8)."""
    if not board.order:
        out = []
        for t in sorted(opening):
            for rot in tt.rotations(t):
                out.append(lat.move(ORIGIN, t, rot))
        return out
    out = board.placements(hand)
    if out:
        return out
    return [DRAW] if can_draw else [PASS]


def move_text(m):
    """``U 0 0 2-4-1``: the cell, then the numbers on its corners in the rule file's order."""
    if m == DRAW:
        return "draw"
    if m == PASS:
        return "pass"
    kind, x, y = lat.cell_parts(lat.move_cell(m))
    return "%s %d %d %d-%d-%d" % ((kind, x, y) + tt.corners(lat.move_tile(m), lat.move_rot(m)))


def parse_move(text):
    """The move written as by ``move_text``; ValueError with the rule id otherwise."""
    words = text.strip().split()
    if len(words) == 1 and words[0].lower() in ("draw", "pass"):
        return DRAW if words[0].lower() == "draw" else PASS
    if len(words) != 4 or words[0] not in ("U", "D"):
        raise ValueError("a move is 'draw', 'pass' or a cell and its corners, e.g. 'U 0 0 2-4-1'")
    try:
        x, y = int(words[1]), int(words[2])
        parts = words[3].split("-")
        ns = [int(p) for p in parts]
    except ValueError:
        raise ValueError("a move is 'draw', 'pass' or a cell and its corners, e.g. 'U 0 0 2-4-1'") from None
    if len(ns) != 3:
        raise ValueError("a cell has three corners, e.g. 'U 0 0 2-4-1' (TO-2)")
    t, rot = tt.from_corners(ns[0], ns[1], ns[2])
    if rot not in tt.rotations(t):
        rot = 0  # a triple: every rotation is the same placement
    return lat.move(lat.cell(words[0] == "D", x, y), t, rot)


def _json_list(items):
    return "[" + ",".join(items) + "]"


def _json_ints(values):
    return _json_list([str(v) for v in values])


def _json_tiles(tiles):
    return _json_list(['"%s"' % tt.text(t) for t in tiles])


class Triominoes:
    """One game of Tri-Ominos: rounds until a total reaches the target (TO-12)."""

    def __init__(self, players=2, seed=1, draw_limit=None, club=False, target=None, deal=None):
        if not isinstance(players, int) or not 2 <= players <= 6:
            raise ValueError("Tri-Ominos is for 2 to 6 players (TO-4)")
        if not isinstance(seed, int) or not 0 <= seed < 1 << 32:
            raise ValueError("the seed is 0 .. 2**32-1")
        if draw_limit is not None and not 0 <= draw_limit <= MAX_DRAW_LIMIT:
            raise ValueError("draw_limit is none or 0..56 (TO-8)")
        if target is None:
            target = TARGET_CLUB if club else TARGET
        if not 1 <= target <= 65535:
            raise ValueError("target is 1..65535 (TO-12)")
        self.players = players
        self.seed = seed
        self.draw_limit = draw_limit
        self.club = bool(club)
        self.target = target
        self.rng = Rng(seed)
        self.totals = [0] * players
        self.round_no = 0
        self.winner = None  # the game's winner (TO-12), once it is over
        self._deal(deal)

    # ----- rounds -------------------------------------------------------------

    def _deal(self, deal=None):
        """Start the next round from the generator, or from ``(hands, pool)`` (replay)."""
        n = HAND_SIZE[self.players]
        if deal is None:
            order = list(tt.ALL)
            self.rng.shuffle(order)
            hands = [order[s * n : (s + 1) * n] for s in range(self.players)]
            pool = order[self.players * n :]
        else:
            hands, pool = deal
            hands = [list(h) for h in hands]
            pool = list(pool)
            seen = bytearray(tt.COUNT)
            for t in pool + [t for h in hands for t in h]:
                if not isinstance(t, int) or not 0 <= t < tt.COUNT or seen[t]:
                    raise ValueError("a deal holds each of the 56 tiles exactly once (TO-1)")
                seen[t] = 1
            if len(hands) != self.players or sum(seen) != tt.COUNT:
                raise ValueError("a deal holds each of the 56 tiles exactly once (TO-1)")
            for h in hands:
                if len(h) != n:
                    raise ValueError("each of %d players is dealt %d tiles (TO-4)" % (self.players, n))
        self.round_no += 1
        self.dealt = [tuple(h) for h in hands]
        self.hands = hands
        self.pool = pool
        self.drawn = 0  # tiles taken from the pool so far
        self.start_totals = list(self.totals)
        self.board = lat.Board()
        self.history = []
        self.draws = 0  # tiles drawn in the current turn
        self.passes = 0  # passes in a row
        self.end_reason = None  # "out" or "blocked" once the round has ended
        self.round_winner = None
        self.round_points = 0
        self._find_opener()

    def _find_opener(self):
        """TO-5: the highest triple opens (its holder may choose 0-0-0 instead);
        with no triple, the highest tile by value, largest, middle number."""
        best = -1
        opener = 0
        for seat in range(self.players):
            for t in self.hands[seat]:
                r = tt.opening_rank(t)
                if r > best:
                    best, opener = r, seat
        tile = 0
        for t in self.hands[opener]:
            if tt.opening_rank(t) == best:
                tile = t
        self.opening = [tile]
        if tt.is_triple(tile) and tile != tt.ZERO_TRIPLE and tt.ZERO_TRIPLE in self.hands[opener]:
            self.opening.append(tt.ZERO_TRIPLE)
        self.opener = opener
        self.current_player = opener

    def next_round(self):
        """Deal the next round (TO-13); only after a round ended and the game did not."""
        if self.end_reason is None:
            raise ValueError("the round is still being played")
        if self.winner is not None:
            raise ValueError("the game is over (TO-12)")
        self._deal()

    # ----- the common verbs -----------------------------------------------------

    def is_over(self):
        """True when the current round has ended (TO-10, TO-11)."""
        return self.end_reason is not None

    def game_over(self):
        """True when the game has ended (TO-12)."""
        return self.winner is not None

    def scores(self):
        return list(self.totals)

    def pool_left(self):
        return len(self.pool) - self.drawn

    def can_draw(self):
        """TO-8: the pool has tiles and this turn's draws are below ``draw_limit``."""
        if self.drawn >= len(self.pool):
            return False
        return self.draw_limit is None or self.draws < self.draw_limit

    def legal_moves(self):
        if self.end_reason is not None:
            return []
        return moves_for(self.board, self.hands[self.current_player], self.opening, self.can_draw())

    def points_of(self, m):
        """(points, bonus code) of a placement for the current board."""
        return score(self.board, self.club, m)

    def play(self, m):
        """Apply a legal move; ValueError naming the rule otherwise."""
        if self.end_reason is not None:
            raise ValueError("the round is over (TO-10, TO-11)")
        seat = self.current_player
        hand = self.hands[seat]
        record_draws, record_passes = self.draws, self.passes
        if m == DRAW or m == PASS:
            if self.board.order and self.board.placements(hand):
                raise ValueError("a player who can place a tile may not draw or pass (TO-8)")
            if not self.board.order:
                raise ValueError("the round opens with a placement (TO-5)")
            if (m == DRAW) != self.can_draw():
                if m == DRAW:
                    raise ValueError("no drawing now: the pool is empty or the draw limit is reached (TO-8)")
                raise ValueError("a player who can still draw may not pass (TO-8)")
            if m == DRAW:
                hand.append(self.pool[self.drawn])
                self.drawn += 1
                self.draws += 1
                self.totals[seat] -= DRAW_PENALTY
                self.history.append((m, seat, -DRAW_PENALTY, 0, 0, record_draws, record_passes, None))
                return
            self.totals[seat] -= PASS_PENALTY
            self.draws = 0
            self.passes += 1
            end = None
            if self.passes >= self.players and (self.drawn >= len(self.pool) or self.draw_limit == 0):
                end = self._end_round("blocked", None)
            else:
                self.current_player = (seat + 1) % self.players
            self.history.append((m, seat, -PASS_PENALTY, 0, 0, record_draws, record_passes, end))
            return
        self._check_placement(m, hand)
        t = lat.move_tile(m)
        points, code = score(self.board, self.club, m)
        pos = hand.index(t)
        hand.pop(pos)
        self.board.place(lat.move_cell(m), t, lat.move_rot(m))
        self.totals[seat] += points
        self.draws = 0
        self.passes = 0
        end = None
        if not hand:
            end = self._end_round("out", seat)
        else:
            self.current_player = (seat + 1) % self.players
        self.history.append((m, seat, points, code, pos, record_draws, record_passes, end))

    def _check_placement(self, m, hand):
        if not isinstance(m, int) or m < 0 or m >= 1 << 23 or (m & 255) >= tt.COUNT * 3:
            raise ValueError("not a move")
        t = lat.move_tile(m)
        rot = lat.move_rot(m)
        if rot not in tt.rotations(t):
            raise ValueError("a triple is placed in rotation 0 (TO-2)")
        if t not in hand:
            raise ValueError("%s is not in player %d's hand (TO-6)" % (tt.text(t), self.current_player))
        if not self.board.order:
            if t not in self.opening or lat.move_cell(m) != ORIGIN:
                raise ValueError("the round opens with %s in cell U 0 0 (TO-5)" % tt.text(self.opening[0]))
        elif not self.board.is_legal(lat.move_cell(m), t, rot):
            raise ValueError("%s does not fit there (TO-6)" % move_text(m))

    def _end_round(self, reason, winner):
        """Score the round's end (TO-10, TO-11), then the game's (TO-12).

        Returns the per-seat changes so that ``undo`` can take them back.
        """
        n = self.players
        rest = [sum(tt.VALUE[t] for t in h) for h in self.hands]
        deltas = [0] * n
        points = 0
        if reason == "out":
            others = sum(rest) - rest[winner]
            if self.club:
                points = OUT_BONUS
                for s in range(n):
                    if s != winner:
                        deltas[s] = -rest[s]
            else:
                points = OUT_BONUS + others
        else:
            winner = self._blocked_winner(rest)
            if winner is not None:
                points = sum(rest) - 2 * rest[winner]
        if winner is not None:
            deltas[winner] = points
        for s in range(n):
            self.totals[s] += deltas[s]
        self.end_reason = reason
        self.round_winner = winner
        self.round_points = points
        self.winner = self._game_winner()
        return deltas

    def _blocked_winner(self, rest):
        """TO-11: fewest tiles, then lowest remaining value; a tie after both: nobody."""
        best = None
        tied = False
        for s in range(self.players):
            key = (len(self.hands[s]), rest[s])
            if best is None or key < best:
                best, winner, tied = key, s, False
            elif key == best:
                tied = True
        return None if tied else winner

    def _game_winner(self):
        """TO-12: at or above the target after a round: the round's winner when among
        them, else the highest total, between equal totals the lower seat."""
        reached = [s for s in range(self.players) if self.totals[s] >= self.target]
        if not reached:
            return None
        if self.round_winner in reached:
            return self.round_winner
        best = reached[0]
        for s in reached:
            if self.totals[s] > self.totals[best]:
                best = s
        return best

    def undo(self):
        """Take back the last move of the current round (undo is a pop)."""
        if not self.history:
            raise ValueError("nothing to undo in this round")
        m, seat, points, _code, pos, draws, passes, end = self.history.pop()
        if end is not None:
            for s in range(self.players):
                self.totals[s] -= end[s]
            self.end_reason = None
            self.round_winner = None
            self.round_points = 0
            self.winner = None
        self.totals[seat] -= points
        if m == DRAW:
            self.hands[seat].pop()
            self.drawn -= 1
        elif m != PASS:
            _cell, t, _rot = self.board.remove_last()
            self.hands[seat].insert(pos, t)
        self.current_player = seat
        self.draws = draws
        self.passes = passes

    def view(self, seat):
        """What ``seat`` may see: its own hand, the board, counts (TO-9), no other hand."""
        return SeatView(self, seat)

    move_text = staticmethod(move_text)
    parse_move = staticmethod(parse_move)

    # ----- transcript lines (fixed key order, no spaces) ----------------------------

    def options_json(self):
        return '{"draw_limit":%s,"club":%s,"target":%d}' % (
            "null" if self.draw_limit is None else str(self.draw_limit),
            "true" if self.club else "false",
            self.target,
        )

    def deal_line(self):
        return '{"ev":"deal","round":%d,"seed":%d,"players":%d,"options":%s,"hands":%s,"pool":%s}' % (
            self.round_no,
            self.seed,
            self.players,
            self.options_json(),
            _json_list([_json_tiles(h) for h in self.dealt]),
            _json_tiles(self.pool),
        )

    def last_line(self):
        """The JSON line of the last move played."""
        m, seat, points, code, _pos, _d, _p, _end = self.history[-1]
        if m == DRAW:
            return '{"ev":"draw","player":%d,"tile":"%s","penalty":-%d}' % (
                seat,
                tt.text(self.pool[self.drawn - 1]),
                DRAW_PENALTY,
            )
        if m == PASS:
            return '{"ev":"pass","player":%d,"penalty":-%d}' % (seat, PASS_PENALTY)
        t = lat.move_tile(m)
        kind, x, y = lat.cell_parts(lat.move_cell(m))
        return '{"ev":"place","player":%d,"tile":"%s","cell":["%s",%d,%d],"corners":%s,"points":%d,"bonus":%s}' % (
            seat,
            tt.text(t),
            kind,
            x,
            y,
            _json_ints(tt.corners(t, lat.move_rot(m))),
            points,
            _json_list(['"%s"' % b for b in bonus_names(code)]),
        )

    def end_line(self):
        return '{"ev":"end","round":%d,"reason":"%s","winner":%s,"points":%d,"totals":%s}' % (
            self.round_no,
            self.end_reason,
            "null" if self.round_winner is None else str(self.round_winner),
            self.round_points,
            _json_ints(self.totals),
        )

    def game_line(self):
        return '{"ev":"game","winner":%d,"totals":%s}' % (self.winner, _json_ints(self.totals))

    # ----- saving -------------------------------------------------------------------

    def to_bytes(self):
        """A compact save: header, round-start totals, the round's deal, its moves."""
        out = bytearray(b"TO\x01")
        out.append(self.players)
        out.append(255 if self.draw_limit is None else self.draw_limit)
        out.append(1 if self.club else 0)
        out.extend(self.target.to_bytes(2, "big"))
        out.extend(self.seed.to_bytes(4, "big"))
        out.extend(self.rng.state.to_bytes(4, "big"))
        out.extend(self.round_no.to_bytes(2, "big"))
        for total in self.start_totals:
            out.extend((total + (1 << 23)).to_bytes(3, "big"))
        for h in self.dealt:
            out.extend(bytes(h))
        out.extend(bytes(self.pool))
        out.extend(len(self.history).to_bytes(2, "big"))
        for rec in self.history:
            m = rec[0]
            out.extend((m & 0xFFFFFF).to_bytes(3, "big"))
        return bytes(out)

    @classmethod
    def from_bytes(cls, data):
        """The game saved by ``to_bytes``; ValueError on corrupt or foreign bytes."""
        try:
            return cls._from_bytes(bytes(data))
        except (IndexError, KeyError, TypeError, OverflowError):
            raise ValueError("not a saved Tri-Ominos game") from None

    @classmethod
    def _from_bytes(cls, data):
        if data[:3] != b"TO\x01" or len(data) < 20:
            raise ValueError("not a saved Tri-Ominos game")
        players = data[3]
        if not 2 <= players <= 6:
            raise ValueError("not a saved Tri-Ominos game")
        limit = None if data[4] == 255 else data[4]
        target = int.from_bytes(data[6:8], "big")
        seed = int.from_bytes(data[8:12], "big")
        state = int.from_bytes(data[12:16], "big")
        round_no = int.from_bytes(data[16:18], "big")
        i = 18
        totals = []
        for _ in range(players):
            totals.append(int.from_bytes(data[i : i + 3], "big") - (1 << 23))
            i += 3
        n = HAND_SIZE[players]
        hands = [list(data[i + s * n : i + (s + 1) * n]) for s in range(players)]
        i += players * n
        pool = list(data[i : i + tt.COUNT - players * n])
        i += tt.COUNT - players * n
        count = int.from_bytes(data[i : i + 2], "big")
        i += 2
        if len(data) != i + 3 * count or data[5] > 1 or round_no < 1 or state == 0:
            raise ValueError("not a saved Tri-Ominos game")
        game = cls(players, seed, limit, data[5] == 1, target, (hands, pool))
        game.totals = list(totals)
        game.start_totals = list(totals)
        game.round_no = round_no
        game.rng.state = state
        for _ in range(count):
            m = int.from_bytes(data[i : i + 3], "big")
            i += 3
            if m >= 0xFFFFFE:
                m = m - 0x1000000
            game.play(m)
        return game


class SeatView:
    """One seat's view (TO-9): its own hand, the board, every hand's size, the scores.

    It holds no other seat's tiles and not the pool (only how many tiles are left).
    The board is shared read-only with the game.
    """

    def __init__(self, game, seat):
        self.seat = seat
        self.players = game.players
        self.club = game.club
        self.draw_limit = game.draw_limit
        self.board = game.board
        self.hand = list(game.hands[seat])
        self.hand_sizes = [len(h) for h in game.hands]
        self.totals = list(game.totals)
        self.pool_left = game.pool_left()
        self.current_player = game.current_player
        self.round_over = game.is_over()
        mine = seat == game.current_player and not self.round_over
        self.opening = list(game.opening) if mine and not game.board.order else []
        self.may_draw = mine and game.can_draw()

    def legal_moves(self):
        """The seat's legal moves when it is its turn, else none."""
        if self.round_over or self.seat != self.current_player:
            return []
        return moves_for(self.board, self.hand, self.opening, self.may_draw)

    def points_of(self, m):
        """(points, bonus code) a placement would score now."""
        return score(self.board, self.club, m)


def play_game(game, choosers, rng, emit, rounds=0):
    """Let bots play ``game`` to its end (or ``rounds`` rounds); ``emit`` each JSON line.

    ``choosers[seat]`` is a bot ``choose(view, rng) -> move``; one generator
    serves every bot. Returns the number of rounds played.
    """
    played = 0
    while True:
        emit(game.deal_line())
        while not game.is_over():
            seat = game.current_player
            game.play(choosers[seat](game.view(seat), rng))
            emit(game.last_line())
        emit(game.end_line())
        played += 1
        if game.game_over():
            emit(game.game_line())
            return played
        if rounds and played >= rounds:
            return played
        game.next_round()
