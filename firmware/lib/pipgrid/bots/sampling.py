"""Monte Carlo computer players, levels L1..L5 (docs/bots.md): the search shared by
the games; each game's model (bots/mc_domino.py, bots/mc_italian.py) samples
what the seat cannot see and plays a round out.

**Method: flat Monte Carlo over determinisations.** A decision repeats
``samples`` times: deal the tiles the seat cannot see to the other hands and the
boneyard, at random but consistent with what the seat has seen (the model's
``sample``); then play every legal move in that world and the rest of the round
with a fast rollout policy (the model's ``rollout``), summing an integer value
per move. All moves of one sample use the same world and the same rollout
generator state (common random numbers), so a move's sum differs from another's
only by what the move changes. The move with the highest sum is played; a tie
goes to the first in ``legal_moves()`` order.

**Seat view only.** ``Search`` is given the seat's view and the bot's generator,
nothing else: the model reads the view's own hand, the table, public counts and
the public history (passes and fruitless draws rule numbers out of a hand), so
every reshuffle of the unseen tiles gives the same move (tests/host/test_bots_mc.py).

**Integers only, work not time.** Values are ints; the rollout generator is a
30-bit xorshift (``step``) whose every intermediate value stays below 2**30, a
small int on a 32-bit board, so a rollout allocates no long ints. A level's
budget counts the turns its rollouts play; ``step(n)`` stops after about
``n`` of them, so a screen thinks in slices across loop steps
(ui/domino/table.py).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


# Levels 1..5 (index 0..4): the work of a decision in rollout turns (every turn a
# rollout plays counts one; a decision plays whole samples, at least one, until its
# budget is spent); L1 and L2 play a uniformly random legal move instead in 1 decision
# in 2 << level (1 in 2, 1 in 4). Level 5 is "expert". Every name a module holds is
# interned for good on the board (the hot-seat heap tests sit a few names below the
# step where the interpreter allocates its next, 4.5 KB, table of names): the search's
# attributes and arguments reuse names the app already holds, constants are const().
BUDGET = (100, 400, 1500, 4000, 10000)
_SLICE = const(400)  # rollout turns a slice of thinking (step's default): under 2 ms on the 32-bit build


def step(x):
    """One step of the 30-bit xorshift (masking before each left shift keeps every
    value below 2**30). A bijection of the non-zero states."""
    x ^= (x & 0x1FFFF) << 13
    x ^= x >> 17
    return x ^ (x & 0x1FFFFFF) << 5


class Search:
    """One decision of a level-``level`` player (0..4) for ``view``; ``cls`` is the
    game's model class. ``step(n)`` until it returns True, then ``move``.

    ``scores[i]``: the sum of the values of ``moves[i]`` over the samples so far
    (``n`` of them); ``left``: the work left; ``state``: the rollout generator's
    state of the current sample; ``game``: the model (None once decided)."""

    def __init__(self, cls, view, rng, level):
        moves = view.legal_moves()
        self.moves = moves
        self.move = moves[0] if moves else -1
        self.game = None
        n = len(moves)
        if n < 2:
            return
        if level < 2 and rng.below(2 << level) == 0:
            self.move = moves[rng.below(n)]
            return
        self.x = rng.next30() or 1
        self.game = cls(view)
        self.scores = [0] * n
        self.left = BUDGET[level]
        self.n = 0
        self.i = n  # the next move to roll out in the current sample; n: sample anew
        self.state = 0

    def step(self, n=_SLICE):
        """Rollouts until about ``n`` turns are played (at least one rollout; by
        default one slice of a screen's thinking); True once the decision is made."""
        model = self.game
        if model is None:
            return True
        moves = self.moves
        k = len(moves)
        scores = self.scores
        while True:
            if self.i == k:
                if self.left <= 0:
                    break
                self.x = model.sample(self.x)
                self.state = self.x = step(self.x)
                self.i = 0
                self.n += 1
            scores[self.i] += model.rollout(moves[self.i], self.state)
            self.i += 1
            t = model.turns
            self.left -= t
            n -= t
            if n <= 0:
                return False
        best = 0
        for i in range(1, k):
            if scores[i] > scores[best]:
                best = i
        self.move = moves[best]
        self.game = None
        return True
