"""Run by bench/bench_bots.py under MicroPython (the 32-bit build): the Monte Carlo
players' work on the board's interpreter.

argv: game (traditional | italian | milestones | triominoes), players, level (1..5),
matches, then optionally the slice (rollout turns) and the identical runs of every
decision (default 5; tests/host/test_thinking_garbage.py runs one). Tri-Ominos:
bots/mc_triominoes.py, its own ``Search`` and slice. Each match seats the level at
seat 0 against greedy; every decision that
thinks (more than one legal move) is timed with ``time.ticks_us`` as the board's
screen runs it, in slices of ``sampling._SLICE`` rollout turns, and the longest slice is
kept; each decision runs five times from the same generator state and the fastest run
counts, slice by slice (the host is shared: a slower run carries other processes' time).
Prints ``moves N median_us M worst_us W slice_worst_us S rollouts R bytes_per_rollout B``.
Also printed: CPU microseconds per unit of work (rollout turn) from /proc/self/stat over
all runs, and with it the median and worst decision and a slice in CPU time (units
spent times that cost): the figures a loaded host cannot inflate.
Bytes per rollout: ``gc.mem_alloc`` grown over the rollouts of one decision with the
collector off (the sampling of that decision included), divided by its rollouts; and
``slice_bytes_worst``: the most one slice allocated (the search's set-up from the view
counted as a slice of its own, the bot's modules already loaded), the garbage a screen's
loop step leaves while a computer seat thinks.
"""

import gc
import sys
import time

game = sys.argv[1]
if game == "triominoes":  # its largest module first (heap)
    from pipgrid.games.triominoes.game import Triominoes  # noqa: I001
    from pipgrid.bots import mc_triominoes as mc
    from pipgrid.bots.triominoes import choose_greedy as greedy
from pipgrid.bots import sampling  # noqa: E402
from pipgrid.rng import Rng  # noqa: E402

players = int(sys.argv[2])
level = int(sys.argv[3]) - 1
matches = int(sys.argv[4])
SLICE = 400  # sampling._SLICE, Search.step's default (a const)

if game == "triominoes":
    SLICE = 40  # bots/mc_triominoes.py's _SLICE, Search.step's default, and its _BUDGET: private
    BUDGET = (25, 70, 160, 300, 500)  # consts, no names on the board (tests/host/test_bots_tri_mc.py)

    def new_game(seed):
        return Triominoes(players, seed)

    def begin(view, rng):
        return mc.Search(view, rng, level)

    def finished(g):
        return g.match_over()
else:
    BUDGET = sampling.BUDGET
    if game == "traditional":
        from pipgrid.bots.domino import greedy_traditional as greedy  # noqa: E402
        from pipgrid.bots.mc_traditional import Model as model  # noqa: E402
        from pipgrid.games.domino.traditional import Traditional as cls  # noqa: E402

        options = None
    else:
        from pipgrid.bots.domino import greedy_italian as greedy  # noqa: E402

        if game == "milestones":
            from pipgrid.bots.mc_milestones import Model as model  # noqa: E402
        else:
            from pipgrid.bots.mc_italian import Model as model  # noqa: E402
        from pipgrid.games.domino.italian import Italian as cls  # noqa: E402

        options = {"milestones": True} if game == "milestones" else None

    def new_game(seed):
        return cls(players, seed, options)

    def begin(view, rng):
        return sampling.Search(model, view, rng, level)

    def finished(g):
        return g.match_over()


RUNS = 5  # identical runs of every decision (argv[6]: 1 when only its bytes matter)
if len(sys.argv) > 5:
    SLICE = int(sys.argv[5])
if len(sys.argv) > 6:
    RUNS = int(sys.argv[6])


def cpu_ticks():
    """This process's user + system time in clock ticks (1/100 s), from /proc."""
    with open("/proc/self/stat") as f:
        fields = f.read().split(")")[-1].split()
    return int(fields[11]) + int(fields[12])


times = []
units = []
cpu = 0
slice_worst = 0
slice_bytes_worst = 0  # the most a slice allocated (the search's set-up counted as one)
rollouts = 0
allocated = 0
for seed in range(1, matches + 1):
    g = new_game(seed)
    rng = Rng(seed ^ 0x5EED)
    rounds = 0
    while True:
        while not g.is_over():
            s = g.current_player
            v = g.view(s)
            if s != 0:
                g.play(greedy(v, rng))
                continue
            state = rng.state
            best = None
            slices = []
            c0 = cpu_ticks()
            for _attempt in range(RUNS):  # the fastest of five identical runs: the host is shared
                rng.state = state
                gc.collect()
                gc.disable()
                a0 = gc.mem_alloc()
                t0 = time.ticks_us()
                search = begin(v, rng)
                # the set-up: a slice of its own in Tri-Ominos (ui/triominoes/table.py),
                # the first slice's share in domino (ui/domino/table.py: one loop step)
                slice_bytes = gc.mem_alloc() - a0
                k = 0
                while True:
                    b = gc.mem_alloc() if k or game == "triominoes" else a0
                    t1 = time.ticks_us()
                    done = search.step(SLICE)
                    d = time.ticks_diff(time.ticks_us(), t1)
                    b = gc.mem_alloc() - b
                    if b > slice_bytes:
                        slice_bytes = b
                    if k == len(slices):
                        slices.append(d)
                    elif d < slices[k]:
                        slices[k] = d  # the same slice of work each run
                    k += 1
                    if done:
                        break
                d = time.ticks_diff(time.ticks_us(), t0)
                a1 = gc.mem_alloc()
                gc.enable()
                if best is None or d < best:
                    best = d
            worst = max(slices)
            if len(search.moves) > 1 and hasattr(search, "scores"):  # it thought
                cpu += cpu_ticks() - c0
                units.append(BUDGET[level] - search.left)
                times.append(best)
                if worst > slice_worst:
                    slice_worst = worst
                if slice_bytes > slice_bytes_worst:
                    slice_bytes_worst = slice_bytes
                rollouts += search.n * len(search.moves)
                allocated += a1 - a0
            g.play(search.move)
        rounds += 1
        if finished(g) or rounds >= 3:
            break
        g.next_round()
times.sort()
units.sort()
n = len(times)
# CPU time per unit of work (five runs of every decision), from the kernel's accounting:
# the estimate that other processes on a shared host cannot inflate
per_unit = cpu * 10000 / (RUNS * sum(units)) if units else 0
print(
    "moves %d median_us %d worst_us %d slice_worst_us %d rollouts %d bytes_per_rollout %d slice_bytes_worst %d"
    % (
        n,
        times[n // 2] if n else 0,
        times[-1] if n else 0,
        slice_worst,
        rollouts,
        allocated // rollouts if rollouts else 0,
        slice_bytes_worst,
    )
)
print(
    "cpu_us_per_unit %.2f units_median %d units_worst %d cpu_median_us %d cpu_worst_us %d cpu_slice_us %d"
    % (
        per_unit,
        units[n // 2] if n else 0,
        units[-1] if n else 0,
        per_unit * units[n // 2] if n else 0,
        per_unit * units[-1] if n else 0,
        per_unit * SLICE,
    )
)
