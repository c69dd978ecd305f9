"""What a traditional and an Italian domino match share: the match-level verbs,
the public facts every seat may see (HS-2), the seat view and the save.

A subclass deals a round with ``_start(deck)`` and sets ``REASONS`` (round end reasons by code), ``MATCH_RULE`` (rule id
for "the match goes on"), ``VIEW`` (its seat view class), ``MAGIC`` (save header)
and keeps ``reason``, ``round_winner``, ``points``, ``totals``, ``winner`` (the match's),
``hands``, ``counts``, ``history`` and ``deal_rng``.
"""

from pipgrid.games.domino import moves as match


class LineMatch:
    def next_round(self):
        """Deal the next round of the match (TR-14, IT-7, IT-M4)."""
        if not self.reason or self.winner is not None:
            raise match.RuleError(
                self.MATCH_RULE, "the next round starts when a round ends and the match goes on"
            )
        self._start(match.deal(self.deal_rng))

    def start_round(self, deck):
        """Deal ``deck``, a list of the 28 tiles (checked: TR-1), as the current round."""
        from pipgrid.games.domino.options import check_deck

        self._start(check_deck(deck))

    def first_round(self, seed, deck):
        """Start the match (totals 0, round 1) and deal its first round: from ``deck``
        if given, else the first shuffle of ``Rng(seed)`` (always the 28 tiles)."""
        from pipgrid.rng import Rng

        self.seed = seed
        self.deal_rng = Rng(seed)
        self.totals = [0] * self.players
        self.winner = None
        self.round_no = 0
        if deck is None:
            self._start(match.deal(self.deal_rng))
        else:
            self.start_round(deck)

    def _deal_hands(self, deck):
        """Seat s takes ``deck[s*h:(s+1)*h]`` as a bit mask of tiles (docs/domino.md)."""
        self.deck = deck = bytearray(deck)
        h = self.hand_size
        self.hands = [0] * self.players
        for i in range(self.players * h):
            self.hands[i // h] |= 1 << deck[i]
        self.counts = [h] * self.players
        return deck

    def is_over(self):
        """True when the current round has ended."""
        return self.reason != 0

    def match_over(self):
        return self.winner is not None

    def scores(self):
        """Match totals per seat."""
        return list(self.totals)

    def tile_counts(self):
        return list(self.counts)

    def result(self):
        """(reason text or "", the round's winner or None, points) of the current round."""
        return self.REASONS[self.reason], self.round_winner, self.points

    def hand(self, seat):
        """Seat's tiles, ascending: for that seat's own screen only (TR-3, HS-1)."""
        return match.mask_tiles(self.hands[seat])

    def view(self, seat, into=None):
        """What ``seat`` may see: public facts and its own hand only (TR-3, HS-2)."""
        v = into if into is not None else self.VIEW()
        v.fill(self, seat)
        return v

    def moves_played(self):
        """The moves of this round so far, in order."""
        return [rec & 63 for rec in self.history]

    def to_bytes(self):
        from pipgrid.games.domino import save as domino_save

        return domino_save.dump(self, self.MAGIC)

    @classmethod
    def from_bytes(cls, data):
        from pipgrid.games.domino import save as domino_save

        return domino_save.load(cls, data, cls.MAGIC)
