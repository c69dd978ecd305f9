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
budget counts the turns its rollouts play; ``step(work)`` stops after about
``work`` of them, so a screen thinks in slices across loop steps
(ui/domino/table.py).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


MASK30 = const(0x3FFFFFFF)

# Levels 1..5 (index 0..4): the work of a decision in rollout turns (every turn a
# rollout plays counts one; a decision plays whole samples, at least one, until its
# budget is spent), and 1 in SLIP[k] decisions a uniformly random legal move
# instead (0: never). Level 5 is "expert".
BUDGET = (100, 400, 1500, 4000, 10000)
SLICE = const(400)  # rollout turns per slice of thinking: under 2 ms on the 32-bit build
SLIP = (2, 4, 0, 0, 0)


def step(x):
    """One step of the 30-bit xorshift (masking before each left shift keeps every
    value below 2**30). A bijection of the non-zero states."""
    x ^= (x & 0x1FFFF) << 13
    x ^= x >> 17
    return x ^ (x & 0x1FFFFFF) << 5


class Search:
    """One decision of a level-``level`` player (0..4) for ``view``; ``model`` is the
    game's model class. ``step(work)`` until it returns True, then ``move``."""

    def __init__(self, model, view, rng, level):
        moves = view.legal_moves()
        self.moves = moves
        self.move = moves[0] if moves else -1
        self.model = None
        n = len(moves)
        if n < 2:
            return
        slip = SLIP[level]
        if slip and rng.below(slip) == 0:
            self.move = moves[rng.below(n)]
            return
        self.x = (rng.next32() & MASK30) or 1
        self.model = model(view)
        self.sums = [0] * n
        self.left = BUDGET[level]
        self.samples = 0
        self.i = n  # the next move to roll out in the current sample; n: sample anew
        self.base = 0

    def step(self, work):
        """Rollouts until about ``work`` turns are played (at least one rollout);
        True once the decision is made."""
        if self.model is None:
            return True
        moves = self.moves
        n = len(moves)
        model = self.model
        sums = self.sums
        while True:
            if self.i == n:
                if self.left <= 0:
                    break
                self.x = model.sample(self.x)
                self.base = self.x = step(self.x)
                self.i = 0
                self.samples += 1
            sums[self.i] += model.rollout(moves[self.i], self.base)
            self.i += 1
            t = model.turns
            self.left -= t
            work -= t
            if work <= 0:
                return False
        best = 0
        for i in range(1, n):
            if sums[i] > sums[best]:
                best = i
        self.move = moves[best]
        self.model = None
        return True


def decide(model, view, rng, level):
    """The whole decision at once (the CLI, the ladder, bot matches)."""
    s = Search(model, view, rng, level)
    while not s.step(1 << 20):
        pass
    return s.move
