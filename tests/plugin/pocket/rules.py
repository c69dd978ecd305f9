"""Pocket, a one-screen patience that exists only in the tests (tests/plugin/README.md).

Six numbers 1..6 lie in a row, shuffled by the deal number. A move swaps two
neighbours, the left one larger (move ``i``: places ``i`` and ``i + 1``); the game is
won, and over, when the row is in order (every deal can be won: each move puts one
pair in order). One seat, seat 0; nothing is hidden.

The game contract (docs/architecture.md): ``legal_moves``, ``play``, ``undo`` (a
ValueError when there is nothing to take back), ``is_over`` (the round), ``match_over``,
``winner`` (seat 0 once won, else None), ``to_bytes``/``from_bytes``, ``move_text``/
``parse_move``, ``view(seat)``.
"""

from pipgrid.rng import Rng

MAGIC = b"PK"
SIZE = 6


class Pocket:
    players = 1
    current_player = 0

    def __init__(self, deal=1):
        self.deal = deal
        self.row = Rng(deal).shuffle(list(range(1, SIZE + 1)))
        self.history = []  # moves played, oldest first

    def legal_moves(self):
        return [i for i in range(SIZE - 1) if self.row[i] > self.row[i + 1]]

    def play(self, move):
        if move not in self.legal_moves():
            raise ValueError("move %r cannot be played" % (move,))
        self._swap(move)
        self.history.append(move)

    def undo(self):
        """Take back the last move and return it; ValueError when there is none."""
        if not self.history:
            raise ValueError("nothing to undo")
        move = self.history.pop()
        self._swap(move)
        return move

    def _swap(self, i):
        self.row[i], self.row[i + 1] = self.row[i + 1], self.row[i]

    def is_won(self):
        return not self.legal_moves()

    def is_over(self):
        return self.is_won()

    def match_over(self):
        return self.is_won()

    @property
    def winner(self):
        return 0 if self.is_won() else None

    def scores(self):
        return [len(self.history)]

    def view(self, seat):
        """What ``seat`` sees: the whole row (a patience hides nothing)."""
        return list(self.row)

    def menu_number(self):
        """The number the menu's CONTINUE page shows: the deal."""
        return self.deal

    @staticmethod
    def move_text(move):
        return "swap %d" % (move + 1)

    @staticmethod
    def parse_move(text):
        words = text.split()
        if len(words) != 2 or words[0] != "swap" or not words[1].isdigit():
            raise ValueError("not a Pocket move: %r" % (text,))
        place = int(words[1]) - 1
        if not 0 <= place < SIZE - 1:
            raise ValueError("no place %s" % words[1])
        return place

    def to_bytes(self):
        return MAGIC + bytes([self.deal & 0xFF, len(self.history)]) + bytes(self.history)

    @classmethod
    def from_bytes(cls, data):
        """The game saved by ``to_bytes`` (replayed from its deal); ValueError otherwise."""
        data = bytes(data)
        if len(data) < 4 or data[:2] != MAGIC or len(data) != 4 + data[3]:
            raise ValueError("not a Pocket save")
        game = cls(data[2])
        for move in data[4:]:
            game.play(move)
        return game
