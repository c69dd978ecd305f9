"""The mirror (issue 16): does a mirror slow the board? Press->frame through a whole won
Luzon game (bench/mirror_game_mpy.py) with no mirror, a mirror reading every frame,
and a mirror that asked and stopped reading, interleaved A B C A B C in one run (the
machine is noisy), on the 32-bit MicroPython build (``make mp32``; else the 64-bit
one), from .mpy files in a 96 KB heap (this harness's own runner, fake pixels and
tables take about 7 KB more than bench_app's, which runs the app without the runner),
and on CPython. Prints each mode's median of the per-game
medians with the spread (min..max) and the ratio to no mirror; the worst press; frames
sent and dropped; the heap peak (MicroPython).
"""

import os
import sys
import tempfile

from bench.bench_app import game_keys
from host_sim import ROOT, mpy

SCRIPT = os.path.join(ROOT, "bench", "mirror_game_mpy.py")
ROUNDS = 5


def parse(stdout):
    rows = {}
    for line in stdout.splitlines():
        p = line.split()
        if len(p) == 13 and p[1] == "median":
            rows.setdefault(p[0], []).append([int(p[i]) for i in (2, 4, 6, 8, 10, 12)])
    return rows


def report(label, rows):
    base = sorted(r[0] for r in rows["none"])
    base_median = base[len(base) // 2]
    print("  %s:" % label)
    for mode in ("none", "reading", "stalled"):
        got = rows[mode]
        medians = sorted(r[0] for r in got)
        med = medians[len(medians) // 2]
        worst = max(r[1] for r in got)
        peak = max(r[4] for r in got)
        encodes = sorted(r[5] for r in got)
        print(
            "    %-8s press->frame median %d us (per-game medians %d..%d), x%.2f of no mirror; worst %d us;"
            " frames sent %d, dropped %d%s%s"
            % (mode, med, medians[0], medians[-1], med / base_median, worst, got[0][2], got[0][3],
               ("; heap peak %.1f KB" % (peak / 1024)) if peak else "",
               ("; one frame's encoding %d us in 9 steps" % encodes[len(encodes) // 2]) if mode != "none" else "")
        )  # fmt: skip


def main(argv):
    keys = game_keys()
    print(
        "whole won Luzon game (deal 1), %d presses, %d rounds of: none, reading, stalled"
        % (keys.count(",") + 1, ROUNDS)
    )
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        mpy.compile_lib(tmp)
        label, binary = mpy.interpreters()[-1]
        env_paths = [os.path.join(ROOT, "bench")]
        import subprocess

        env = mpy.env(env_paths)
        env["MICROPYPATH"] = os.pathsep.join([tmp, mpy.TESTS_CORE] + env_paths)
        r = subprocess.run([binary, "-X", "heapsize=96K", SCRIPT, keys, str(ROUNDS)], cwd=ROOT, env=env,
                           capture_output=True, text=True)  # fmt: skip
        if r.returncode == 0:
            report("MicroPython %s, .mpy, 96K heap" % label, parse(r.stdout))
        else:
            print("  MicroPython %s failed: %s" % (label, (r.stdout + r.stderr).strip().splitlines()[-1:]))
            status = 1
    c = mpy.run_cpython(SCRIPT, [keys, ROUNDS])
    if c.returncode == 0:
        report("CPython %d.%d" % sys.version_info[:2], parse(c.stdout))
    else:
        print("  CPython failed: %s" % (c.stdout + c.stderr).strip().splitlines()[-1:])
        status = 1
    return status
