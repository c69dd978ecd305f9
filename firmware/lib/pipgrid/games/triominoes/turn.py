"""A Tri-Ominos turn: legal moves, playing them, and the round's history, undo
as a pop (TO-5, TO-6, TO-8; TO-14..TO-17).

``Turns`` is the part of ``triominoes.game.Triominoes`` that handles moves within a
round (kept apart so each module compiles on a small heap; the checks of a move
from outside are in check.py). The history: six bytes a move in a bytearray: the
move (3 bytes; draw and pass as 0xFFFFFF and 0xFFFFFE), then seat, hand position,
and the turn's draws and passes in a row before it (3 bytes). Points are recomputed
on undo, so a long round stays small on a small heap.
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc

DRAW = lat.DRAW
PASS = lat.PASS

DRAW_PENALTY = 5  # TO-8
PASS_PENALTY = 10  # TO-8


class Turns:
    """Moves within a round and their history; the game (triominoes.Triominoes)
    supplies the state."""

    def _record(self, m, seat, points, code, pos, before):
        """Score the move and push it on the history."""
        self.totals[seat] += points
        self.last_points = points
        self.last_code = code
        m &= 0xFFFFFF
        info = seat | pos << 3 | before
        h = self.history
        for v in (m >> 16, m >> 8 & 255, m & 255, info >> 16, info >> 8 & 255, info & 255):
            h.append(v)

    def moves(self):
        """The moves of the current round, in order."""
        h = self.history
        out = []
        for i in range(0, len(h), 6):
            m = h[i] << 16 | h[i + 1] << 8 | h[i + 2]
            out.append(m - 0x1000000 if m >= 0xFFFFFE else m)
        return out

    def last_move(self):
        """(move, seat, points, bonus code) of the last move played."""
        h = self.history
        m = h[-6] << 16 | h[-5] << 8 | h[-4]
        return (m - 0x1000000 if m >= 0xFFFFFE else m), h[-1] & 7, self.last_points, self.last_code

    def undo(self):
        """Take back the last move of the current round (undo is a pop) and return it;
        ValueError when there is none (the game contract, docs/architecture.md)."""
        h = self.history
        if not h:
            raise ValueError("nothing to undo in this round")
        m = self.last_move()[0]
        info = h[-3] << 16 | h[-2] << 8 | h[-1]
        h[-6:] = b""
        if self.end_reason is not None:  # the last move ended the round
            for s in range(self.players):
                self.totals[s] -= self.end_deltas[s]
            self.end_reason = None
            self.round_winner = None
            self.round_points = 0
            self.winner = None
        seat = info & 7
        if m == lat.DRAW:
            hand = self.hands[seat]
            t = hand.pop()
            self.drawn -= 1
            if self.pools is not None:
                self.pools[seat].insert(0, t)  # back on its own pool's front
            if hand or self.players > 1:  # (TO-17: a draw into an empty hand is free)
                self.totals[seat] += DRAW_PENALTY
        elif m == lat.PASS:
            self.totals[seat] += PASS_PENALTY
        else:
            _cell, t, _rot = self.board.remove_last()
            self.hands[seat].insert(info >> 3 & 63, t)
            self.totals[seat] -= sc.placement(self.board, self.club, m)[0]
        self.current_player = seat
        self.draws = info >> 9 & 63
        self.passes = info >> 15 & 7
        return m

    def can_draw(self):
        """TO-8: the pool has tiles (own pools: the seat's own, TO-16) and this turn's
        draws are below ``draw_limit``; TO-17: an empty hand always takes the next tile."""
        if self.pools is None:
            if self.drawn >= len(self.pool):
                return False
        elif not self.pools[self.current_player]:
            return False
        if self.players == 1 and not self.hands[0]:
            return True
        return self.draw_limit is None or self.draws < self.draw_limit

    def legal_moves(self):
        if self.end_reason is not None:
            return []
        return sc.moves_for(
            self.board, self.hands[self.current_player], self.opening, self.can_draw(), self.club
        )

    def play(self, m, checked=True):
        """Apply a legal move; ValueError naming the rule otherwise (check.py; a
        caller that took ``m`` from ``legal_moves()`` may pass ``checked=False``)."""
        if checked or self.end_reason is not None:
            from pipgrid.games.triominoes import check

            check.move(self, m)
        seat = self.current_player
        hand = self.hands[seat]
        before = self.draws << 9 | self.passes << 15
        if m == DRAW or m == PASS:
            if m == DRAW:
                points = -DRAW_PENALTY
                if self.players == 1 and not hand:
                    points = 0  # TO-17: an empty hand takes the next tile for free
                else:
                    self.draws += 1
                if self.pools is None:
                    hand.append(self.pool[self.drawn])
                else:  # own pools (TO-16): the seat's own, from its front
                    hand.append(self.pools[seat].pop(0))
                self.drawn += 1
                self._record(m, seat, points, 0, 0, before)
                return
            self.draws = 0
            self.passes += 1
            self._record(m, seat, -PASS_PENALTY, 0, 0, before)
            # TO-11: blocked once nobody can draw (every pool empty, or no drawing at all)
            if self.passes >= self.players and (self.drawn >= len(self.pool) or self.draw_limit == 0):
                self._end_round("blocked", None)
            else:
                self.current_player = (seat + 1) % self.players
            return
        t = lat.move_tile(m)
        points, code = sc.placement(self.board, self.club, m)
        pos = hand.index(t)
        hand.pop(pos)
        self.board.place(lat.move_cell(m), t, lat.move_rot(m))
        self.draws = 0
        self.passes = 0
        self._record(m, seat, points, code, pos, before)
        if not hand and (self.players > 1 or self.drawn >= len(self.pool)):
            self._end_round("out", seat)  # (TO-17: out once the pool is empty too)
        else:
            self.current_player = (seat + 1) % self.players
