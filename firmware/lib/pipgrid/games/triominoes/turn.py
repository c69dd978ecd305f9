"""A Tri-Ominos turn: legal moves, playing and undoing them (TO-5, TO-6, TO-8).

``Turns`` is the part of ``triominoes.game.Triominoes`` that handles moves within a
round (kept apart so each module compiles on a small heap).
"""

from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import score as sc
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.history import DRAW_PENALTY, PASS_PENALTY, History

DRAW = lat.DRAW
PASS = lat.PASS


class Turns(History):
    """Moves within a round; the game (triominoes.Triominoes) supplies the state."""

    def can_draw(self):
        """TO-8: the pool has tiles and this turn's draws are below ``draw_limit``."""
        if self.drawn >= len(self.pool):
            return False
        return self.draw_limit is None or self.draws < self.draw_limit

    def legal_moves(self):
        if self.end_reason is not None:
            return []
        return sc.moves_for(self.board, self.hands[self.current_player], self.opening, self.can_draw())

    def play(self, m):
        """Apply a legal move; ValueError naming the rule otherwise."""
        if self.end_reason is not None:
            raise ValueError("the round is over (TO-10, TO-11)")
        seat = self.current_player
        hand = self.hands[seat]
        before = self.draws << 9 | self.passes << 15
        if m == DRAW or m == PASS:
            self._check_draw_or_pass(m, hand)
            if m == DRAW:
                hand.append(self.pool[self.drawn])
                self.drawn += 1
                self.draws += 1
                self._record(m, seat, -DRAW_PENALTY, 0, 0, before)
                return
            self.draws = 0
            self.passes += 1
            self._record(m, seat, -PASS_PENALTY, 0, 0, before)
            if self.passes >= self.players and (self.drawn >= len(self.pool) or self.draw_limit == 0):
                self._end_round("blocked", None)
            else:
                self.current_player = (seat + 1) % self.players
            return
        self._check_placement(m, hand)
        t = lat.move_tile(m)
        points, code = sc.placement(self.board, self.club, m)
        pos = hand.index(t)
        hand.pop(pos)
        self.board.place(lat.move_cell(m), t, lat.move_rot(m))
        self.draws = 0
        self.passes = 0
        self._record(m, seat, points, code, pos, before)
        if not hand:
            self._end_round("out", seat)
        else:
            self.current_player = (seat + 1) % self.players

    def _check_draw_or_pass(self, m, hand):
        if not self.board.order:
            raise ValueError("the round opens with a placement (TO-5)")
        if self.board.placements(hand):
            raise ValueError("a player who can place a tile may not draw or pass (TO-8)")
        if m == DRAW and not self.can_draw():
            raise ValueError("no drawing now: the pool is empty or the draw limit is reached (TO-8)")
        if m == PASS and self.can_draw():
            raise ValueError("a player who can still draw may not pass (TO-8)")

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
            if t not in self.opening or lat.move_cell(m) != sc.ORIGIN:
                raise ValueError("the round opens with %s in cell U 0 0 (TO-5)" % tt.text(self.opening[0]))
        elif not self.board.is_legal(lat.move_cell(m), t, rot):
            raise ValueError("%s does not fit in that cell (TO-6)" % tt.text(t))
