"""The Monte Carlo players' move time on the board's interpreter (issue 15): every
level of every domino game and of Tri-Ominos (bench/bots_mpy.py), seat 0 against greedy seats, under the 32-bit
MicroPython (``make mp32``; the 64-bit port when it is missing), through
bench/bots_mpy.py. Printed per row: decisions timed, median and worst move and the
worst 2 ms slice by the wall clock (the fastest of five identical runs), the same
three from CPU time (units of work spent times the CPU microseconds per unit, from
/proc: a shared host cannot inflate them), and bytes allocated per rollout. The
board's budget: a move at most 20 ms here (planning factor 50: 1 s on an RP2040),
a slice at most 2 ms.

    .venv/bin/python -m bench bots [--matches N] [--games=traditional,italian,milestones,triominoes]
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
    binary = mpy.binary32() or mpy.binary()
    env = mpy.env()
    print(
        "interpreter: %s; %d matches (up to 3 rounds each) per row, seat 0 the level"
        % (os.path.basename(binary), matches)
    )
    print(
        "| game | players | level | moves | median ms | worst ms | worst slice ms | CPU median ms | CPU worst ms"
        " | CPU slice ms | bytes/rollout |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    games = None  # --games=a,b (with "=": a word alone names a benchmark module)
    for a in argv:
        if a.startswith("--games="):
            games = a[8:].split(",")
    for game, players in ROWS:
        if games and game not in games:
            continue
        for level in range(1, 6):
            script = "bots_mpy.py"
            r = subprocess.run(
                [
                    binary,
                    "-X",
                    "heapsize=1M",
                    os.path.join("bench", script),
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
                "| %s | %d | L%d | %s | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f | %s |"
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
                ),
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
