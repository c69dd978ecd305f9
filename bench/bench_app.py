"""The full board app headless under MicroPython (-X heapsize=64K), through a whole
won Luzon game played by button presses (issue 4 benchmark).

For the firmware as source (``.py``, as deployed) and precompiled with mpy-cross
(``.mpy``), side by side, it prints: per key press the time from event to finished
frame (press, tick, draw; median and worst in microseconds over every press, the one
that first opens the board included, and that one on its own), the worst loop step
that is not a press (the intro, a phase's modules loading one a step, the blinks),
each step's fastest of several replays (the machine is shared), the peak heap in use after each frame
(gc.collect then gc.mem_alloc, counting every loaded module's code and the app's
objects), the most any one draw, any one press (target 4 KB) and any other step allocated, where the
slowest press came from, and the smallest heap on which the whole
game runs (bisection as in host_sim.mpy.smallest_heap). A last run presses HINT,
gives it up with B after its first slice, then presses HINT again and lets it answer
(the solver runs on the board, in slices: issue 12); its slices' median and worst
time and the B press's time are printed too. Targets: heap under 48 KB, press under 0.3 ms.
The store (nvm: flash on a board, not heap) is a file (bench/nvm_file.py), so the
heap figures are the app's, as on the board.
Note: the unix port is 64-bit; objects and dicts take about twice the bytes they take
on the 32-bit RP2040.
"""

import os
import subprocess
import sys
import tempfile

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from bench import bench_hotseat
from host_sim import FIRMWARE_LIB, ROOT, mpy

SCRIPT = os.path.join("bench", "app_game_mpy.py")
SHORT = {"UP": "U", "DOWN": "D", "LEFT": "L", "RIGHT": "R", "A": "A", "B": "B", "b": "b"}


def game_keys(hint=False):
    """The presses of a whole won Luzon game: LUZON from the menu, then the solver's line."""
    from host_sim.drive.luzon import Board, move_keys

    from pipgrid.solver import verdict as luzon_solver

    b = Board()
    b.skip_intro()
    keys = ["A"]
    b.press("A")
    if hint:  # nothing to undo: the pages open on HINT; B gives it up, then one runs to its end
        keys += ["B", "A", "b", "B", "A"]
        b.press("B", "A", "B", "B", "A")
        b.think()
    for move in luzon_solver.solve(b.screen().game.copy()).solution:
        ks = move_keys(b.screen(), move)
        b.press(*ks)
        keys += ks
    assert b.app.screen_name == "end", b.app.screen_name
    return ",".join(SHORT[k] for k in keys)


def run(keys, heap, lib, binary, times=False):
    env = mpy.env()
    env["MICROPYPATH"] = os.pathsep.join([lib, "bench"])  # relative: cwd=ROOT (mpy.env)
    with tempfile.TemporaryDirectory() as tmp:  # the store file (nvm is not heap on a board)
        return subprocess.run(
            [binary, "-X", "heapsize=" + heap, SCRIPT, keys, os.path.join(tmp, "nvm.bin")]
            + (["with-every-time"] if times else []),
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )


def parse(r):
    out = {}
    for line in r.stdout.splitlines():
        parts = line.split()
        if parts:
            out[parts[0]] = parts[1:]
    return out


def figures(keys, lib, binary):
    """One line: 64K verdict, then the figures (from a 256K run when 64K is too small)."""
    lo, hi = 8, 256
    big = run(keys, "%dK" % hi, lib, binary)
    if big.returncode != 0:
        return "fails even on 256K: %s" % ((big.stdout + big.stderr).strip().splitlines() or ["?"])[-1]
    hi = mpy.bisect_kb(lambda kb: run(keys, "%dK" % kb, lib, binary).returncode == 0, lo, hi)
    r = run(keys, "64K", lib, binary)
    if r.returncode == 0:
        verdict, out = "runs on 64K", parse(r)
    else:
        lines = (r.stdout + r.stderr).strip().splitlines()
        verdict, out = "FAILS on 64K (%s); figures from 256K" % (lines[-1] if lines else "?"), parse(big)
    # 256K: no collection runs inside a press, so its allocation is exact; each step's
    # fastest of RUNS replays (bench_hotseat.fastest: the machine is shared)
    outs = [parse(run(keys, "256K", lib, binary, times=True)) for _ in range(bench_hotseat.RUNS)]
    think = ""
    if int(out["slices"][0]):
        think = (
            "; solver: loading steps up to %s us, then %s slices: median %s us, worst %s us; B while thinking %s us"
            % (
                out["solver_load_us"][0],
                out["slices"][0],
                out["slices"][2],
                out["slices"][4],
                out["cancel_us"][0],
            )
        )
    return (
        "%s: heap peak %.1f KB; most one draw allocated %s B; first open of the board %s us; smallest heap %s KB%s;\n      %s"
        % (
            verdict,
            int(out["live_peak"][0]) / 1024,
            out["draw_alloc_max"][0],
            outs[0]["first_open_us"][0],
            hi,
            think,
            bench_hotseat.step_text(outs),
        )
    )


def main(argv):
    keys = game_keys()
    print("whole won Luzon game (deal 1): %d key presses" % (keys.count(",") + 1))
    with tempfile.TemporaryDirectory() as tmp:
        mpy.compile_lib(tmp)
        for label, binary in mpy.interpreters():
            print("  MicroPython %s (%s)" % (label, binary))
            print("    source .py:       " + figures(keys, FIRMWARE_LIB, binary), flush=True)
            print("    precompiled .mpy: " + figures(keys, tmp, binary), flush=True)
            print("    .mpy, one HINT:   " + figures(game_keys(hint=True), tmp, binary), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
