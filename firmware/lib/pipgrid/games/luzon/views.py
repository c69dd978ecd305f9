"""What a Luzon player (or a board UI) can see of a game: ``Luzon`` inherits these.

Read-only: ``columns()`` (5 lists top to bottom), ``reserve()``, ``available()``
(LZ-5), ``where(t)``, ``selectable_pairs()`` (the removals possible now),
``empty_slots()``, ``is_won()`` (LZ-10), ``no_moves()`` (the UI's "no moves left",
LZ-10; the exact "lost" is ``pipgrid.solver.verdict.is_lost``), ``scores()``.
"""

from pipgrid import tiles
from pipgrid.games.luzon.deal import (
    COLUMN_MOVE,
    COVERED,
    GONE,
    IN_RESERVE,
    SLOTS,
    move_text,
    move_tiles,
    parse_move,
)


class Views:
    """Read-only views of ``self._slots`` (5 lists of tiles) and ``self._reserve``."""

    def columns(self):
        """Five lists of tiles, one per slot, top to bottom (the bottom tile last)."""
        return [list(c) for c in self._slots]

    def reserve(self):
        """The reserve tiles still in play, in dealt order."""
        return list(self._reserve)

    def available(self):
        """Available tiles (LZ-5): slot bottoms in slot order, then the reserve."""
        return [c[-1] for c in self._slots if c] + list(self._reserve)

    def where(self, t):
        """Slot 0..4 of tile t (covered or not), ``"reserve"``, or None once removed."""
        w = self._where(t)
        if w == GONE:
            return None
        if w >= IN_RESERVE:
            return "reserve"
        for s in range(SLOTS):
            if t in self._slots[s]:
                return s

    def _where(self, t):
        """Slot of an available tile t, IN_RESERVE + position, COVERED or GONE."""
        for s in range(SLOTS):
            c = self._slots[s]
            if t in c:
                return s if c[-1] == t else COVERED
        for i in range(len(self._reserve)):
            if self._reserve[i] == t:
                return IN_RESERVE + i
        return GONE

    def selectable_pairs(self):
        """Every removal possible now, as (a, b) with a < b (LZ-5..LZ-8)."""
        return [move_tiles(m) for m in self.legal_moves() if m < COLUMN_MOVE]

    def empty_slots(self):
        return [s for s in range(SLOTS) if not self._slots[s]]

    def is_won(self):
        """LZ-10: all 28 tiles removed."""
        return self.removed == tiles.COUNT

    def no_moves(self):
        """Not won, and neither a removal nor a column move exists (LZ-10's UI words)."""
        return not self.is_won() and not self.legal_moves()

    def match_over(self):
        """A patience is one round: the match is over when the game is."""
        return self.is_over()

    @property
    def winner(self):
        """The one seat, 0, once the game is won (LZ-10); None before and when lost."""
        return 0 if self.is_won() else None

    def is_over(self):
        return not self.legal_moves()

    def scores(self):
        """Tiles removed so far (28 when won)."""
        return [self.removed]

    def move_text(self, move):
        return move_text(move)

    def parse_move(self, text):
        return parse_move(text)
