"""Luzon solver benchmarks (issues 2 and 12). ``python -m bench luzon [--quick]``.

1. Throughput on CPython over classic deals 1..10000, the rows run in turns
   (A B A B ..., ``bench/interleave.py``), ``ROUNDS`` rounds: the solver alone on
   dealt tableaux (verdict and winning line), deal + solve (``solver.verdict.winnable``:
   the deal's shuffle included), the full CLI path (game object, verdict, line as
   game moves), and two plain memoised depth-first searches written below as
   baselines: the fair one keys positions by tile *values*, as the solver keys by
   symbols (``plain_winnable``); the one the first figures used keyed them by tile
   identity (``plain_winnable_by_tile``, slower: positions alike in value are searched
   again). Every solver must give the same verdicts. Ratios are medians of the
   per-round ratios, with their spread.
2. MicroPython ``-X heapsize=32K``: every classic deal 1..10000 solved by the
   solver's own modules precompiled with mpy-cross (from source, compiling the
   modules alone needs more than 32 KB); worst deal's nodes and time, the modules'
   resident heap, and the smallest heap (bisection) for the whole range and for the
   worst deal alone.
3. The winnable share of deals 1..100000 in both variants.
4. The board's thinking in slices (issue 12) on the 32-bit build, .mpy modules: the
   time of each ``step`` of a HINT at every position of the seeded playouts of deals
   1..100 (both variants, tests/host/luzon_hint_cases.py) and of the next winnable
   deal from every 7th deal of 1..999, with the board's budget
   (ui/luzon/solving.py ``_SLICE`` nodes) and table (512). Each job runs three times
   and each slice keeps its least time: the slices are the same every run (a budget
   in work), so a moment the shared machine was busy elsewhere is left out.

``--quick`` shrinks every range (1000 / 1000 / 5000 / 20 deals) for a smoke run.
"""

import os
import subprocess
import sys
import tempfile
import time

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from bench import interleave
from host_sim import ROOT, mpy
from host_sim.cli_luzon import share
from pipgrid import tiles
from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon.game import Luzon, deal_tiles
from pipgrid.solver.search import search

MPY_SCRIPT = os.path.join("bench", "luzon_mpy.py")
SLICES_SCRIPT = os.path.join("bench", "luzon_slices_mpy.py")
MPY_MODULES = (
    "__init__",
    "tiles",
    "rng",
    "solver/__init__",
    "solver/position",
    "solver/dead_end",
    "solver/search",
    "games/__init__",
    "games/luzon/__init__",
    "games/luzon/deal",
)
MPY_TABLE = 32  # table entries on the 32 KB heap (64 runs too, with no margin)


def plain_winnable(columns, reserve):
    """The fair baseline: a plain memoised DFS over (sorted columns, sorted reserve)
    of tile *values* (classic pairing depends on values only, LZ-6, as the solver's
    symbols), trying every removal then every column move."""
    value = tiles.VALUE
    return plain_winnable_by_tile(
        [[value[t] for t in c] for c in columns], [value[t] for t in reserve], tuple(range(13))
    )


def plain_winnable_by_tile(columns, reserve, value=tiles.VALUE):
    """The first baseline: the same search over tile indices (``value`` maps an item
    to its value), so positions that differ only in which tiles of a value remain
    are searched apart."""
    memo = {}

    def won(cols, res):
        key = (tuple(sorted(cols)), res)
        if key in memo:
            return memo[key]
        if not res and not any(cols):
            return True
        result = False
        for i in range(5):
            ci = cols[i]
            if not ci:
                continue
            a = value[ci[-1]]
            for j in range(i + 1, 5):
                cj = cols[j]
                if cj and a + value[cj[-1]] == 12:
                    nc = list(cols)
                    nc[i] = ci[:-1]
                    nc[j] = cj[:-1]
                    if won(nc, res):
                        result = True
                        break
            if result:
                break
            for k in range(len(res)):
                if a + value[res[k]] == 12:
                    nc = list(cols)
                    nc[i] = ci[:-1]
                    if won(nc, res[:k] + res[k + 1 :]):
                        result = True
                        break
            if result:
                break
        if not result and () in cols:
            for i in range(5):
                if len(cols[i]) >= 2:
                    nc = list(cols)
                    nc[nc.index(())] = cols[i][-1:]
                    nc[i] = cols[i][:-1]
                    if won(nc, res):
                        result = True
                        break
        memo[key] = result
        return result

    return won([tuple(c) for c in columns], tuple(sorted(reserve)))


ROUNDS = 7


def throughput(n):
    deals = [deal_tiles(d) for d in range(1, n + 1)]
    numbers = list(range(1, n + 1))

    def solver_only(ds):
        return sum(search(c, r, "classic")[0] is not None for c, r in ds)

    def deal_and_solve(ns):
        return sum(luzon_solver.winnable(d) for d in ns)

    def full(ns):
        return sum(luzon_solver.solve(Luzon(d)).winnable for d in ns)

    def baseline(ds):
        return sum(plain_winnable(c, r) for c, r in ds)

    def baseline_by_tile(ds):
        return sum(plain_winnable_by_tile(c, r) for c, r in ds)

    print(
        "1. CPython %s, classic deals 1..%d, %d rounds, the rows in turns (median deals/s of the rounds):"
        % (sys.version.split()[0], n, ROUNDS)
    )
    solver, fair, first = (
        "solver only (verdict + line)",
        "fair baseline (value-keyed DFS)",
        "first baseline (tile-keyed)",
    )
    rows = [
        (solver, solver_only, deals, n),
        ("deal + solve (verdict)", deal_and_solve, numbers, n),
        ("game + solve + game moves", full, numbers, n),
        (fair, baseline, deals, n),
        (first, baseline_by_tile, deals, n),
    ]
    got = interleave.run(rows, ROUNDS)
    for name, _, _, _ in rows:
        rates, won = got[name]
        print("   %-32s %8.0f deals/s  (%d winnable)" % (name, interleave.median(rates), won))
    assert len({got[name][1] for name, _, _, _ in rows}) == 1, "solvers disagree"
    print("   solver only / fair baseline:    %s" % interleave.ratio_text(got, solver, fair))
    print(
        "   deal + solve / fair baseline:   %s" % interleave.ratio_text(got, "deal + solve (verdict)", fair)
    )
    print("   fair / first baseline:          %s" % interleave.ratio_text(got, fair, first))
    nodes = sorted(search(c, r, "classic")[1] for c, r in deals)
    print(
        "   nodes per deal: median %d, mean %.1f, max %d"
        % (nodes[len(nodes) // 2], sum(nodes) / n, nodes[-1])
    )


def compile_modules(out):
    """Only the solver's modules as .mpy (the rest is not needed to solve deals)."""
    mpy.compile_lib(out, ["pipgrid/%s.py" % m for m in MPY_MODULES])


def run_mpy(lib, heap, a, b):
    env = mpy.env()
    env["MICROPYPATH"] = lib
    cmd = [mpy.binary(), "-X", "heapsize=%dK" % heap, MPY_SCRIPT, str(a), str(b), str(MPY_TABLE)]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200)


def solves(lib, heap, a, b, tries=3):
    """Deals a..b all solve on a ``heap`` KB heap, ``tries`` runs in a row (a run
    near the limit may pass or fail with where the C stack and heap happen to lie)."""
    return all(run_mpy(lib, heap, a, b).returncode == 0 for _ in range(tries))


def smallest_heap(lib, a, b, low=8, high=64):
    """The smallest heap in KB (bisection) on which deals a..b all solve, every time."""
    if not solves(lib, high, a, b):
        return None
    return mpy.bisect_kb(lambda kb: solves(lib, kb, a, b), low, high)


def micropython_32k(n):
    print(
        "2. MicroPython %s -X heapsize=32K, classic deals 1..%d, table %d entries, .mpy modules:"
        % (mpy.binary(), n, MPY_TABLE)
    )
    with tempfile.TemporaryDirectory() as lib:
        compile_modules(lib)
        t0 = time.perf_counter()
        r = run_mpy(lib, 32, 1, n)
        wall = time.perf_counter() - t0
        if r.returncode != 0:
            print("   FAILED: %s" % (r.stdout + r.stderr).strip().splitlines()[-1])
            return 1
        f = {line.split()[0]: line.split()[1:] for line in r.stdout.splitlines() if line.strip()}
        deal, nodes, us = (int(x) for x in f["worst_nodes"])
        print(
            "   all %s deals solved, %s winnable, no MemoryError (%.1f s wall, %.0f deals/s)"
            % (f["solved"][0], f["solved"][2], wall, n / wall)
        )
        print("   worst deal by nodes: %d, %d nodes, %.1f ms" % (deal, nodes, us / 1000))
        print(
            "   slowest deal: %s, %.1f ms (may include a garbage collection)"
            % (f["worst_time"][0], int(f["worst_time"][1]) / 1000)
        )
        print(
            "   modules resident: %.1f KB; smallest heap for all deals: %s KB; for deal %d alone: %s KB"
            % (int(f["resident"][0]) / 1024, smallest_heap(lib, 1, n), deal, smallest_heap(lib, deal, deal))
        )
    return 0


def shares(n):
    print("3. winnable share, deals 1..%d:" % n)
    for variant in ("classic", "hard"):
        table = set()
        t0 = time.perf_counter()
        won = sum(luzon_solver.winnable(d, variant, table) for d in range(1, n + 1))
        p = won / n
        margin = 196 * (p * (1 - p) / n) ** 0.5
        print(
            "   %-7s %6d of %d winnable: %s (95%% interval +- %.2f points; %.1f s)"
            % (variant, won, n, share(won, n), margin, time.perf_counter() - t0)
        )


def board_slices(deals):
    """Section 4: the sliced HINT and winnable-deal search on the 32-bit build."""
    from pipgrid.ui.luzon.solving import _SLICE

    binary = mpy.binary32()
    print("4. the board's thinking in slices of %d search nodes, 32-bit MicroPython, .mpy modules:" % _SLICE)
    if binary is None:
        print("   skipped: the 32-bit MicroPython is not built (make mp32)")
        return 0
    with tempfile.TemporaryDirectory() as lib:
        mpy.compile_lib(lib)
        env = mpy.env()
        env["MICROPYPATH"] = lib
        cmd = [binary, "-X", "heapsize=4M", SLICES_SCRIPT, str(_SLICE), str(deals)]
        r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200)
    if r.returncode != 0:
        print("   FAILED: %s" % ((r.stdout + r.stderr).strip().splitlines() or ["?"])[-1])
        return 1
    labels = {"hint_slices": "HINT, deals 1..%d's playouts:" % deals, "deals_slices": "next winnable deal:"}
    for line in r.stdout.splitlines():
        f = line.split()
        print(
            "   %-34s %s slices, median %s us, 99th percentile %s us, worst %s us (at most %s slices for one)"
            % (labels[f[0]], f[1], f[3], f[5], f[7], f[9])
        )
    return 0


def main(argv):
    quick = "--quick" in argv
    throughput(1000 if quick else 10000)
    status = micropython_32k(1000 if quick else 10000)
    shares(5000 if quick else 100000)
    return board_slices(20 if quick else 100) or status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
