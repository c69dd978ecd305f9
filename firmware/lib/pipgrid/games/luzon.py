"""Luzon, domino patience for one player (rules: shared/rules/luzon.md, LZ-1..LZ-11).

Deal (LZ-2, LZ-4). Deal number N (1 .. 2**31-1) is made from ``Rng(N)``::

    shuffled = Rng(N).shuffle(list(range(28)))    # tile indices, see pipgrid.tiles
    column c (c = 0..4) = shuffled[5c : 5c+5]      # listed top to bottom
    reserve            = shuffled[25:28]           # in that order

Column c is dealt into slot c; the last tile dealt to a column, ``shuffled[5c+4]``,
is its *bottom* tile. Every tile is face up (LZ-3).

Play. *Available* tiles are the bottom tile of each non-empty slot and every reserve
tile (LZ-5). A *removal* takes two available tiles that pair (LZ-6: values sum to 12;
hard variant LZ-H1/H2: a tile pairs only with its complement (6-a, 6-b), and the four
self-complementary tiles 0-6 1-5 2-4 3-3 pair with each other), never two reserve tiles
(LZ-8) and never two tiles of one column (LZ-7). A *column move* takes the bottom tile
of a slot holding 2 or more tiles into an empty slot (LZ-9); reserve tiles never move.
Won: all 28 tiles removed, which takes exactly 14 removals (LZ-10). ``no_moves()`` says
that neither a removal nor a column move exists; the exact "lost" (no line of play can
win) is ``pipgrid.luzon_solver.is_lost``. ``undo()`` takes back any number of steps and
counts them in ``undo_count`` (LZ-11).

Moves are small ints: a removal of tiles a < b is ``a * 32 + b``; a column move of tile t
to slot s is ``COLUMN_MOVE + t * 8 + s``. Written forms: a removal is ``a-b+c-d`` with the
tile whose written form sorts first (low half, then high half; i.e. the lower tile index)
written first, e.g. ``0-0+6-6`` (``parse_move`` accepts both orders); a column move is
``a-b>S`` with S the target slot 0..4.

``to_bytes()``: ``b"LZ"``, format 1, variant (0 classic, 1 hard), deal (4 bytes, big
endian), undo count (2 bytes, saturating at 65535), number of moves, each move as 2
bytes big endian, then a checksum byte (sum of all previous bytes mod 256).
``from_bytes`` checks all of it and replays the moves, so corrupt or foreign bytes raise
ValueError.
"""

from pipgrid import tiles
from pipgrid.rng import Rng

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


SLOTS = const(5)
DEPTH = const(5)
RESERVE = const(3)
COLUMN_MOVE = const(1024)
MAX_DEAL = const(2147483647)
VARIANTS = ("classic", "hard")
_MAGIC = b"LZ"
_FORMAT = const(1)

# Where a tile is: slot 0..4, or _IN_RESERVE + reserve position, or _GONE.
_IN_RESERVE = const(8)
_GONE = const(255)


def _complement(t):
    """The LZ-H1 complement of tile t: halves (6 - a, 6 - b)."""
    return tiles.tile(6 - tiles.LOW[t], 6 - tiles.HIGH[t])


COMPLEMENT = bytes(_complement(t) for t in tiles.ALL)


def pairs(a, b, variant="classic"):
    """True when distinct tiles a and b may be removed together by value (LZ-6, LZ-H1, LZ-H2)."""
    if a == b:
        return False
    if variant == "hard":
        if COMPLEMENT[a] == b:
            return True
        # LZ-H2: the self-complementary tiles pair with each other.
        return COMPLEMENT[a] == a and COMPLEMENT[b] == b
    return tiles.VALUE[a] + tiles.VALUE[b] == 12


def check_deal(deal):
    """The deal number as an int, or ValueError saying what is accepted (LZ-4)."""
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEAL:
        raise ValueError("deal must be a whole number from 1 to 2147483647")
    return deal


def check_variant(variant):
    if variant not in VARIANTS:
        raise ValueError("variant must be classic or hard")
    return variant


def deal_tiles(deal):
    """(columns, reserve) of deal number ``deal``: five lists top to bottom, then 3 tiles (LZ-2)."""
    shuffled = Rng(check_deal(deal)).shuffle(list(range(tiles.COUNT)))
    columns = [shuffled[DEPTH * c : DEPTH * c + DEPTH] for c in range(SLOTS)]
    return columns, shuffled[SLOTS * DEPTH :]


def is_removal(move):
    return move < COLUMN_MOVE


def removal(a, b):
    """The move removing tiles a and b (either order)."""
    if a > b:
        a, b = b, a
    return a * 32 + b


def column_move(t, slot):
    """The move taking tile t to empty slot ``slot`` (LZ-9)."""
    return COLUMN_MOVE + t * 8 + slot


def move_tiles(move):
    """(a, b) of a removal, or (t, slot) of a column move."""
    if move < COLUMN_MOVE:
        return move >> 5, move & 31
    move -= COLUMN_MOVE
    return move >> 3, move & 7


def move_text(move):
    """``a-b+c-d`` for a removal (lower tile index first), ``a-b>S`` for a column move."""
    x, y = move_tiles(move)
    if move < COLUMN_MOVE:
        return tiles.text(x) + "+" + tiles.text(y)
    return "%s>%d" % (tiles.text(x), y)


def parse_move(text):
    """The move written ``a-b+c-d`` (either order) or ``a-b>S``; ValueError otherwise.

    Spaces are ignored. Only the writing is checked here; ``play`` checks the rules.
    """
    if not isinstance(text, str):
        raise ValueError("a move is written a-b+c-d (removal) or a-b>S (column move to slot 0..4)")
    s = text.replace(" ", "")
    try:
        if len(s) == 5 and s[3] == ">":
            slot = ord(s[4]) - 48
            if 0 <= slot < SLOTS:
                return column_move(tiles.parse(s[:3]), slot)
        elif len(s) == 7 and s[3] == "+":
            a = tiles.parse(s[:3])
            b = tiles.parse(s[4:])
            if a != b:
                return removal(a, b)
    except ValueError:
        pass
    raise ValueError("a move is written a-b+c-d (removal) or a-b>S (column move to slot 0..4)")


class Luzon:
    """A game of Luzon in progress: deal ``deal`` (1..2**31-1), ``variant`` classic or hard."""

    current_player = 0

    def __init__(self, deal=1, variant="classic"):
        self.deal = check_deal(deal)
        self.variant = check_variant(variant)
        cols, res = deal_tiles(deal)
        self._slots = [bytearray(c) for c in cols]
        self._reserve = bytearray(res)
        self._dealt_reserve = bytes(res)
        self.history = []  # moves played, oldest first
        self._trail = []  # per move: where its tiles came from, for undo
        self.undo_count = 0
        self.removed = 0

    def copy(self):
        """An independent game in the same position (same history and undo count)."""
        g = Luzon.__new__(Luzon)
        g.deal = self.deal
        g.variant = self.variant
        g._slots = [bytearray(c) for c in self._slots]
        g._reserve = bytearray(self._reserve)
        g._dealt_reserve = self._dealt_reserve
        g.history = list(self.history)
        g._trail = list(self._trail)
        g.undo_count = self.undo_count
        g.removed = self.removed
        return g

    # ----- read-only views for a board UI and the solver -----
    def columns(self):
        """Five lists of tiles, one per slot, top to bottom (the bottom tile is last)."""
        return [list(c) for c in self._slots]

    def reserve(self):
        """The reserve tiles still in play, in dealt order."""
        return list(self._reserve)

    def available(self):
        """Available tiles (LZ-5): slot bottoms in slot order, then the reserve."""
        out = [c[-1] for c in self._slots if c]
        out.extend(self._reserve)
        return out

    def where(self, t):
        """Slot 0..4 of tile t, ``"reserve"``, or None once removed."""
        for s in range(SLOTS):
            if t in self._slots[s]:
                return s
        if t in self._reserve:
            return "reserve"
        return None

    def selectable_pairs(self):
        """Every removal possible now, as (a, b) with a < b (LZ-5..LZ-8)."""
        return [move_tiles(m) for m in self._removals()]

    def empty_slots(self):
        return [s for s in range(SLOTS) if not self._slots[s]]

    def is_won(self):
        """LZ-10: all 28 tiles removed."""
        return self.removed == tiles.COUNT

    def no_moves(self):
        """Neither a removal nor a column move exists (the UI's "no moves left", LZ-10)."""
        return not self.is_won() and not self.legal_moves()

    def is_over(self):
        return self.is_won() or not self.legal_moves()

    def scores(self):
        """Tiles removed so far (28 when won)."""
        return [self.removed]

    def move_text(self, move):
        return move_text(move)

    def parse_move(self, text):
        return parse_move(text)

    # ----- moves -----
    def _removals(self):
        avail = []  # (tile, from reserve)
        for c in self._slots:
            if c:
                avail.append((c[-1], False))
        for t in self._reserve:
            avail.append((t, True))
        out = []
        n = len(avail)
        for i in range(n):
            a, ra = avail[i]
            for j in range(i + 1, n):
                b, rb = avail[j]
                if ra and rb:
                    continue  # LZ-8
                if pairs(a, b, self.variant):
                    out.append(removal(a, b))
        out.sort()
        return out

    def legal_moves(self):
        """Removals (ascending), then column moves (by tile, then target slot)."""
        out = self._removals()
        empty = self.empty_slots()
        if empty:
            col_moves = []
            for c in self._slots:
                if len(c) >= 2:
                    for s in empty:
                        col_moves.append(column_move(c[-1], s))
            col_moves.sort()
            out.extend(col_moves)
        return out

    def _locate(self, t):
        for s in range(SLOTS):
            c = self._slots[s]
            if c and t in c:
                return s if c[-1] == t else -1  # -1: in a column, not its bottom
        for i in range(len(self._reserve)):
            if self._reserve[i] == t:
                return _IN_RESERVE + i
        return _GONE

    def _why_illegal(self, move):
        """None when ``move`` is legal now, else the reason citing the rule."""
        if not isinstance(move, int) or move < 0 or move >= COLUMN_MOVE + tiles.COUNT * 8:
            return "not a Luzon move"
        x, y = move_tiles(move)
        if x >= tiles.COUNT:
            return "not a Luzon move"
        if move >= COLUMN_MOVE:
            where = self._locate(x)
            if y >= SLOTS:
                return "LZ-9: slots are numbered 0..4"
            if where >= _IN_RESERVE and where != _GONE:
                return "LZ-9: reserve tiles never move into a slot"
            if where == _GONE:
                return "%s is no longer in play" % tiles.text(x)
            if where < 0:
                return "LZ-9: only the bottom tile of a column may move"
            if len(self._slots[where]) < 2:
                return "LZ-9: the column must hold 2 or more tiles"
            if self._slots[y]:
                return "LZ-9: slot %d is not empty" % y
            return None
        if y >= tiles.COUNT or x >= y:
            return "not a Luzon move"
        wx = self._locate(x)
        wy = self._locate(y)
        for t, w in ((x, wx), (y, wy)):
            if w == _GONE:
                return "%s is no longer in play" % tiles.text(t)
        if self.where(x) == self.where(y) and wx < _IN_RESERVE:
            return "LZ-7: two tiles of the same column are never removed together"
        for t, w in ((x, wx), (y, wy)):
            if w < 0:
                return "LZ-5: %s is not available (not a bottom tile nor in the reserve)" % tiles.text(t)
        if wx >= _IN_RESERVE and wy >= _IN_RESERVE:
            return "LZ-8: a reserve tile pairs only with a bottom tile of a column"
        if not pairs(x, y, self.variant):
            if self.variant == "hard":
                return "LZ-H1: %s pairs only with its complement" % tiles.text(x)
            return "LZ-6: the two values must sum to 12"
        return None

    def is_legal(self, move):
        return self._why_illegal(move) is None

    def play(self, move):
        """Apply a legal move; ValueError naming the rule otherwise."""
        why = self._why_illegal(move)
        if why is not None:
            raise ValueError(why)
        x, y = move_tiles(move)
        if move >= COLUMN_MOVE:
            src = self._locate(x)
            self._slots[src].pop()
            self._slots[y].append(x)
            self._trail.append(src)
        else:
            wx = self._locate(x)
            wy = self._locate(y)
            # Take the reserve tile with the higher position first so positions stay valid.
            self._take(y, wy)
            self._take(x, wx)
            self._trail.append(wx * 16 + wy)
            self.removed += 2
        self.history.append(move)

    def _take(self, t, where):
        if where >= _IN_RESERVE:
            self._reserve.pop(where - _IN_RESERVE)
        else:
            self._slots[where].pop()

    def undo(self):
        """Take back the last move (any depth, LZ-11); counts the undo. ValueError if none."""
        if not self.history:
            raise ValueError("nothing to undo")
        move = self.history.pop()
        trail = self._trail.pop()
        x, y = move_tiles(move)
        if move >= COLUMN_MOVE:
            self._slots[y].pop()
            self._slots[trail].append(x)
        else:
            wx, wy = trail >> 4, trail & 15
            # Put back in reverse order of taking: x was taken last.
            self._put(x, wx)
            self._put(y, wy)
            self.removed -= 2
        self.undo_count += 1
        return move

    def _put(self, t, where):
        if where >= _IN_RESERVE:
            self._reserve.insert(where - _IN_RESERVE, t)
        else:
            self._slots[where].append(t)

    # ----- save and restore -----
    def to_bytes(self):
        out = bytearray(_MAGIC)
        out.append(_FORMAT)
        out.append(VARIANTS.index(self.variant))
        out.extend(self.deal.to_bytes(4, "big"))
        out.extend(min(self.undo_count, 0xFFFF).to_bytes(2, "big"))
        out.append(len(self.history))
        for m in self.history:
            out.append(m >> 8)
            out.append(m & 0xFF)
        out.append(sum(out) & 0xFF)
        return bytes(out)

    @staticmethod
    def from_bytes(data):
        """The game saved by ``to_bytes``; ValueError on corrupt or foreign bytes."""
        if not isinstance(data, (bytes, bytearray)):
            raise ValueError("a Luzon save is bytes")
        data = bytes(data)
        if len(data) < 12 or data[:2] != _MAGIC or data[2] != _FORMAT:
            raise ValueError("not a Luzon save")
        if sum(data[:-1]) & 0xFF != data[-1]:
            raise ValueError("Luzon save is corrupt (checksum)")
        if data[3] >= len(VARIANTS):
            raise ValueError("Luzon save has an unknown variant")
        deal = int.from_bytes(data[4:8], "big")
        if not 1 <= deal <= MAX_DEAL:
            raise ValueError("Luzon save has a bad deal number")
        count = data[10]
        if len(data) != 12 + 2 * count:
            raise ValueError("Luzon save has the wrong length")
        game = Luzon(deal, VARIANTS[data[3]])
        for i in range(count):
            move = data[11 + 2 * i] * 256 + data[12 + 2 * i]
            why = game._why_illegal(move)
            if why is not None:
                raise ValueError("Luzon save is corrupt (move %d: %s)" % (i + 1, why))
            game.play(move)
        game.undo_count = int.from_bytes(data[8:10], "big")
        return game
