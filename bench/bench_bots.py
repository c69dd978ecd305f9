"""The Monte Carlo players' move time on the board's interpreter (issue 15): every
level of every domino game and of Tri-Ominos (bench/bots_mpy.py), seat 0 against greedy
seats, on every 32-bit interpreter built: micropython32 (``make mp32``) and CircuitPython
10.2.1 and 9.2.1 (``make cp32``); the 64-bit port when none is. Printed per row:
decisions timed, median and worst move and the worst 2 ms slice by the wall clock (the
fastest of five identical runs), the same three from CPU time (units of work spent times
the CPU microseconds per unit, from /proc: a shared host cannot inflate them), bytes
allocated per rollout and the most one slice of thinking allocated (issue 23: at most
4 KB on every interpreter, the garbage a screen's loop step leaves). The board's budget:
a move at most 20 ms here (planning factor 50: 1 s on an RP2040), a slice at most 2 ms.

    .venv/bin/python -m bench bots [--matches N] [--games=traditional,italian,milestones,triominoes]
                                   [--levels=5] [--interpreter PATH ...]
"""

import os
import subprocess
import sys

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from host_sim import ROOT, mpy

ROWS = (
    ("traditional", 2),
    ("traditional", 4),
    ("italian", 3),
    ("italian", 4),
    ("milestones", 2),
    ("triominoes", 2),
    ("triominoes", 4),
)


def main(argv):
    matches = 2
    if "--matches" in argv:
        matches = int(argv[argv.index("--matches") + 1])
    # every 32-bit interpreter built (micropython32, the CircuitPython builds), else the
    # 64-bit port; --interpreter PATH (repeatable) names them instead
    binaries = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--interpreter"]
    if not binaries:
        binaries = [path for _label, path in mpy.boards32()] or [mpy.binary()]
    games = None  # --games=a,b (with "=": a word alone names a benchmark module)
    levels = range(1, 6)  # --levels=5 (or 1,3,5)
    for a in argv:
        if a.startswith("--games="):
            games = a[8:].split(",")
        elif a.startswith("--levels="):
            levels = [int(x) for x in a[9:].split(",")]
    env = mpy.env()
    status = 0
    for binary in binaries:
        print(
            "interpreter: %s; %d matches (up to 3 rounds each) per row, seat 0 the level"
            % (os.path.basename(binary), matches)
        )
        print(
            "| game | players | level | moves | median ms | worst ms | worst slice ms | CPU median ms | CPU worst ms"
            " | CPU slice ms | bytes/rollout | worst slice bytes |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for game, players in ROWS:
            if games and game not in games:
                continue
            for level in levels:
                status |= row(binary, env, game, players, level, matches)
    return status


def row(binary, env, game, players, level, matches):
    """One row of the table: bench/bots_mpy.py's figures for ``level`` at seat 0."""
    r = subprocess.run(
        [
            binary,
            "-X",
            "heapsize=1M",
            os.path.join("bench", "bots_mpy.py"),
            game,
            str(players),
            str(level),
            str(matches),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if r.returncode:
        print(game, players, level, "FAILED:", r.stderr[-800:])
        return 1
    a, b = [line.split() for line in r.stdout.splitlines()[-2:]]
    f = dict(zip(a[0::2], a[1::2]))
    c = dict(zip(b[0::2], b[1::2]))
    if f["moves"] == "0":  # no decision was timed: the script no longer sees the search think
        print(game, players, level, "FAILED: no move thought about was measured")
        return 1
    print(
        "| %s | %d | L%d | %s | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f | %s | %s |"
        % (
            game,
            players,
            level,
            f["moves"],
            int(f["median_us"]) / 1000,
            int(f["worst_us"]) / 1000,
            int(f["slice_worst_us"]) / 1000,
            int(c["cpu_median_us"]) / 1000,
            int(c["cpu_worst_us"]) / 1000,
            int(c["cpu_slice_us"]) / 1000,
            f["bytes_per_rollout"],
            f["slice_bytes_worst"],
        ),
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
