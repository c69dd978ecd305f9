"""Luzon, domino patience for one player (rules: shared/rules/luzon.md, LZ-1..LZ-11).

``Luzon(deal, variant)`` is a game in progress with the common verbs of
``pipgrid.games``: ``legal_moves()``, ``play(move)`` (a refused move raises
ValueError citing the rule, see ``luzon.rules``), ``undo()`` (any depth, counted in
``undo_count``, LZ-11), ``is_over()``, ``scores()``, ``to_bytes()``/``from_bytes()``
(``luzon.save``), ``move_text``/``parse_move``. Deals, pairing and move writing are
in ``luzon.deal`` (re-exported here), what a player sees in ``luzon.views``: small
modules, so that each compiles inside a small heap.
"""

from pipgrid.games.luzon.deal import (  # noqa: F401  (re-exported: luzon.X)
    COLUMN_MOVE,
    COMPLEMENT,
    DEPTH,
    IN_RESERVE,
    MAX_DEAL,
    RESERVE,
    SLOTS,
    VARIANTS,
    check_deal,
    check_variant,
    column_move,
    deal_tiles,
    is_removal,
    move_text,
    move_tiles,
    pairs,
    parse_move,
    removal,
)
from pipgrid.games.luzon.views import Views


class Luzon(Views):
    """A game of Luzon in progress: deal ``deal`` (1..2**31-1), ``variant`` classic or hard."""

    current_player = 0

    def __init__(self, deal=1, variant="classic"):
        cols, res = deal_tiles(deal)
        self._set(deal, check_variant(variant), cols, res, 0)

    def _set(self, deal, variant, cols, res, removed):
        self.deal = deal
        self.variant = variant
        self._slots = [list(c) for c in cols]
        self._reserve = list(res)
        self.history = []  # moves played, oldest first
        self._trail = []  # per move: where its tiles were, for undo
        self.undo_count = 0
        self.removed = removed

    @staticmethod
    def from_layout(columns, reserve, variant="classic"):
        """A hand-made position, see ``pipgrid.games.luzon.save.layout``."""
        from pipgrid.games.luzon import save as luzon_save

        return luzon_save.layout(columns, reserve, variant)

    def copy(self):
        """An independent game in the same position (same history and undo count)."""
        g = object.__new__(Luzon)
        g._set(self.deal, self.variant, self._slots, self._reserve, self.removed)
        g.history = list(self.history)
        g._trail = list(self._trail)
        g.undo_count = self.undo_count
        return g

    def legal_moves(self):
        """Removals (ascending), then column moves (by tile, then target slot)."""
        bottoms = [c[-1] for c in self._slots if c]
        out = []
        for i in range(len(bottoms)):
            for u in bottoms[i + 1 :] + list(self._reserve):  # never reserve + reserve (LZ-8)
                if pairs(bottoms[i], u, self.variant):
                    out.append(removal(bottoms[i], u))
        out.sort()
        empty = self.empty_slots()
        for t in sorted([c[-1] for c in self._slots if len(c) >= 2]):
            for s in empty:
                out.append(column_move(t, s))
        return out

    def why_illegal(self, move):
        """None when ``move`` is legal now, else the reason citing the rule id."""
        from pipgrid.games.luzon import rules as luzon_rules

        return luzon_rules.why_illegal(self, move)

    def is_legal(self, move):
        """``legal_moves`` holds exactly the moves ``why_illegal`` accepts (tested), so
        a game loads ``luzon.rules`` only to word a refusal."""
        return isinstance(move, int) and move in self.legal_moves()

    def play(self, move):
        """Apply a legal move; ValueError naming the rule otherwise."""
        if not self.is_legal(move):
            raise ValueError(self.why_illegal(move))
        x, y = move_tiles(move)
        if move >= COLUMN_MOVE:
            src = self._where(x)
            self._slots[y].append(self._slots[src].pop())
            self._trail.append(src)
        else:
            wx = self._where(x)
            wy = self._where(y)
            for w in (wy, wx):  # y first: a reserve x keeps its position
                if w >= IN_RESERVE:
                    self._reserve.pop(w - IN_RESERVE)
                else:
                    self._slots[w].pop()
            self._trail.append(wx * 16 + wy)
            self.removed += 2
        self.history.append(move)

    def undo(self):
        """Take back the last move (any depth, LZ-11) and count it; ValueError if none."""
        if not self.history:
            raise ValueError("nothing to undo")
        move = self.history.pop()
        trail = self._trail.pop()
        x, y = move_tiles(move)
        if move >= COLUMN_MOVE:
            self._slots[trail].append(self._slots[y].pop())
        else:
            for t, w in ((x, trail >> 4), (y, trail & 15)):
                if w >= IN_RESERVE:
                    self._reserve.insert(w - IN_RESERVE, t)
                else:
                    self._slots[w].append(t)
            self.removed -= 2
        self.undo_count += 1
        return move

    def menu_number(self):
        """The number the menu's CONTINUE page shows for this save: its deal."""
        return self.deal

    def to_bytes(self):
        """The compact save (format: ``pipgrid.games.luzon.save``), written here so a
        game saved after every move does not load the reading side."""
        if self.deal is None:
            raise ValueError("only numbered deals can be saved")
        n = len(self.history)
        out = bytearray(12 + 2 * n)
        out[0:3] = b"LZ\x01"  # magic and format 1
        out[3] = VARIANTS.index(self.variant)
        out[4:8] = self.deal.to_bytes(4, "big")
        out[8:10] = min(self.undo_count, 0xFFFF).to_bytes(2, "big")
        out[10] = n
        for i in range(n):
            m = self.history[i]
            out[11 + 2 * i] = m >> 8
            out[12 + 2 * i] = m & 0xFF
        out[-1] = sum(out) & 0xFF
        return bytes(out)

    @staticmethod
    def from_bytes(data):
        """The game saved by ``to_bytes``; ValueError on corrupt or foreign bytes."""
        from pipgrid.games.luzon import save as luzon_save

        return luzon_save.decode(data)
