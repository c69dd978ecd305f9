"""The mirror (issue 16): does a mirror slow the board? Press->frame through a whole won
Luzon game (bench/mirror_game_mpy.py) with no mirror, a mirror reading every frame,
and a mirror that asked and stopped reading, interleaved A B C A B C in one run (the
machine is noisy), on the 32-bit MicroPython build (``make mp32``; else the 64-bit
one), from .mpy files in a 96 KB heap (this harness's own runner, fake pixels and
tables take about 7 KB more than bench_app's, which runs the app without the runner),
and on CPython. Prints each mode's median of the per-game
medians with the spread (min..max) and the ratio to no mirror; the worst press; frames
sent and dropped; the heap peak (MicroPython).

Then the hot-seat match (``hotseat``): bench/bench_hotseat.py's 4-seat traditional match
to 100 (2 people, greedy, random), recorded by presses on CPython and replayed through
the whole app *and the runner*, as firmware/code.py runs them (bench/mirror_match_mpy.py),
on the 32-bit build from .mpy, one process per game, no mirror / reading / stalled in
turns: the whole app's peak (kernel + code.py's other imports + the match), whether it
runs in 64 KB, the smallest heap, press->frame median and worst, the ratio to no mirror
round by round (median, spread).
"""

import os
import sys
import tempfile

from bench.bench_app import game_keys
from host_sim import ROOT, mpy

SCRIPT = os.path.join(ROOT, "bench", "mirror_game_mpy.py")
MATCH_SCRIPT = os.path.join("bench", "mirror_match_mpy.py")
ROUNDS = 5
MODES = ("none", "reading", "stalled")
TARGET_KB = 48


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


def figures(stdout):
    """The named figures of one mirror_match_mpy.py run: {name: [ints or words]}."""
    out = {}
    for line in stdout.splitlines():
        p = line.split()
        if p:
            out[p[0]] = [int(x) if x.isdigit() else x for x in p[1:]]
    return out


def match_run(lib, events, mode, heap, binary, tmp):
    """bench/mirror_match_mpy.py on ``binary`` in ``heap``: a CompletedProcess."""
    import subprocess

    env = mpy.env(["bench"])
    env["MICROPYPATH"] = os.pathsep.join([lib, os.path.relpath(mpy.DRIVE, ROOT), "bench"])
    store = os.path.join(tmp, "nvm-%s.bin" % mode)
    return subprocess.run([binary, "-X", "heapsize=" + heap, MATCH_SCRIPT, events, store, mode], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)  # fmt: skip


def match_events(tmp):
    """The 4-seat traditional match of bench hotseat, recorded by presses; its file."""
    from bench.bench_hotseat import MATCHES, record

    events, _game = record(*MATCHES[0][1:])
    path = os.path.join(tmp, "events.txt")
    with open(path, "w") as f:
        f.write(events)
    return path


def hotseat(lib, tmp, binary, label, rounds=ROUNDS):
    """The hot-seat part (module doc); 0, or 1 when a run failed."""
    events = match_events(tmp)
    print("hot-seat: traditional, 4 seats (2 people, greedy, random), to 100, the whole app and the runner;"
          " %s, .mpy; %d rounds of: none, reading, stalled" % (label, rounds))  # fmt: skip
    got = {mode: [] for mode in MODES}
    for _round in range(rounds):
        for mode in MODES:
            r = match_run(lib, events, mode, "256K", binary, tmp)
            f = figures(r.stdout)
            if r.returncode != 0 or f.get("screen") != ["matchend"]:
                print("  %s FAILED: %s" % (mode, (r.stdout + r.stderr).strip().splitlines()[-1:]))
                return 1
            got[mode].append(f)
    first = got["none"][0]
    print("  kernel (app.py and its imports, the canvas) %.1f KB; the runner and code.py's other imports"
          " (wiring, power, version, memory; the boot's boards and profile let go after it) %.1f KB" % (first["kernel"][0] / 1024, first["board"][0] / 1024))  # fmt: skip
    base = [f["key_us"][0] for f in got["none"]]
    for mode in MODES:
        rows = got[mode]
        f = rows[0]
        whole = f["kernel"][0] + f["board"][0] + f["live_peak"][0]
        medians = sorted(x["key_us"][0] for x in rows)
        ratios = sorted(x["key_us"][0] / b for x, b in zip(rows, base))
        fits = match_run(lib, events, mode, "64K", binary, tmp).returncode == 0
        small = mpy.bisect_kb(lambda kb, mode=mode: match_run(lib, events, mode, "%dK" % kb, binary, tmp).returncode == 0,
                              32, 256)  # fmt: skip
        mirror = f["mirror"]
        print("  %-8s whole app's peak %.1f KB (the match and the runner's tables %.1f KB; target %d KB: %s);"
              " runs in 64K: %s; smallest heap %d KB; press->frame median %d us (per-game %d..%d), x%.2f of no mirror"
              " (spread %.2f-%.2f), worst %d us; frames sent %d, dropped %d"
              % (mode, whole / 1024, f["live_peak"][0] / 1024, TARGET_KB, "met" if whole < TARGET_KB * 1024 else "NOT met",
                 "yes" if fits else "NO", small, medians[len(medians) // 2], medians[0], medians[-1],
                 ratios[len(ratios) // 2], ratios[0], ratios[-1], max(x["key_us"][1] for x in rows), mirror[2],
                 mirror[3]))  # fmt: skip
    return 0


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
        env["MICROPYPATH"] = os.pathsep.join([tmp, mpy.DRIVE] + env_paths)
        r = subprocess.run([binary, "-X", "heapsize=96K", SCRIPT, keys, str(ROUNDS)], cwd=ROOT, env=env,
                           capture_output=True, text=True)  # fmt: skip
        if r.returncode == 0:
            report("MicroPython %s, .mpy, 96K heap" % label, parse(r.stdout))
        else:
            print("  MicroPython %s failed: %s" % (label, (r.stdout + r.stderr).strip().splitlines()[-1:]))
            status = 1
        status |= hotseat(tmp, tmp, binary, "MicroPython " + label)
    c = mpy.run_cpython(SCRIPT, [keys, ROUNDS])
    if c.returncode == 0:
        report("CPython %d.%d" % sys.version_info[:2], parse(c.stdout))
    else:
        print("  CPython failed: %s" % (c.stdout + c.stderr).strip().splitlines()[-1:])
        status = 1
    return status
