"""Run under MicroPython by bench/bench_luzon.py (section 4): the time of each slice of
the board's sliced HINT and winnable-deal search (solver/slices.py, issue 12).

Usage: micropython bench/luzon_slices_mpy.py WORK DEALS
Prints ``hint_slices N median US p99 US worst US most N`` and the same for
``deals_slices``: each slice's least time of three runs (``timed``).
"""

import gc
import sys
import time


def timed(make, args, work, out):
    """The job ``make(*args)`` stepped with ``work`` three times over: each slice's least
    time (the slices are the same every time: a budget in work, not time), so a
    moment the machine was busy elsewhere is left out. Appends them to ``out``;
    returns how many slices the job took."""
    best = None
    for _ in range(3):
        job = make(*args)
        gc.collect()
        times = []
        while True:
            t0 = time.ticks_us()
            done = job.step(work)
            times.append(time.ticks_diff(time.ticks_us(), t0))
            if done:
                break
        best = times if best is None else [min(x, y) for x, y in zip(best, times)]
    out.extend(best)
    return len(best)


def summary(name, times, most):
    times.sort()
    n = len(times)
    print(name, n, "median", times[n // 2], "p99", times[n * 99 // 100], "worst", times[-1], "most", most)


def slices(work, deals):
    """HINT at every position of the seeded playouts of deals 1..``deals`` (both
    variants; tests/host/luzon_hint_cases.py), and the next winnable deal from every
    7th deal of 1..999, as the board works them out (table 512)."""
    from pipgrid.games.luzon.game import Luzon
    from pipgrid.rng import Rng
    from pipgrid.solver.slices import Deals, Hint

    hint_times = []
    most = 0
    for variant in ("classic", "hard"):
        for deal in range(1, deals + 1):
            g = Luzon(deal, variant)
            rng = Rng(deal * 2 + (variant == "hard"))
            while True:
                most = max(most, timed(Hint, (g, 512), work, hint_times))
                moves = g.legal_moves()
                if not moves:
                    break
                g.play(moves[rng.below(len(moves))])
    summary("hint_slices", hint_times, most)
    deal_times = []
    most = 0
    for variant in ("classic", "hard"):
        for deal in range(1, 1000, 7):
            most = max(most, timed(Deals, (deal, variant, 999, 512), work, deal_times))
    summary("deals_slices", deal_times, most)


slices(int(sys.argv[1]), int(sys.argv[2]))
