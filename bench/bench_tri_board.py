"""Tri-Ominos on the board under MicroPython (-X heapsize=64K), issue 14 benchmark.

As bench/bench_hotseat.py: every pipgrid module precompiled by mpy-cross; a whole
game played on CPython through the real app by button presses
(host_sim/drive/triominoes.py: people's moves chosen by the greedy bot), every press
and wait recorded, then replayed under MicroPython (bench/tri_board_mpy.py) with the
same simulated clock (same seed, same game). A wait before PLAY picks the seed (the
clock's milliseconds at PLAY) so that a round's board reaches 50 tiles. Printed per
game and interpreter: presses, press->frame median and worst (microseconds), the
worst press on a board of 50 tiles or more (its legal-placement search), the live
heap peak, the whole app's (plus the kernel), the most one press allocated (the heap's
growth over the press, and all it allocated: micropython.mem_total), whether
it runs in a 64 KB heap and the smallest heap that runs it (bisection).

``THINKING`` (issue 15): games with computer seats of the strongest level (L5) and with
people asking for a HINT at every turn (ui/triominoes/hint.py, then playing the hint's
move), whose peak while a level or a hint thinks is printed too (bench/tri_board_mpy.py
measures it after every loop step of the thinking), so that "a whole hot-seat match with
the strongest computer seats runs in 64 KB" is measured for Tri-Ominos. Their seed is the
first one (2 s before PLAY), not one picked for a 50-tile board.
"""

import os
import sys
import tempfile
import time

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from bench.bench_hotseat import SHORT, parse, recording
from host_sim import FIRMWARE_LIB, ROOT, mpy

SCRIPT = os.path.join("bench", "tri_board_mpy.py")
SHORT_NAMES = {v: k for k, v in SHORT.items()}
GAMES = (
    ("4 people, a whole game to 400", [0, 0, 0, 0]),
    ("6 seats (3 people, greedy, random, greedy), a whole game to 400", [0, 1, 0, 2, 0, 1]),
)
THINKING = (
    ("4 people, each asking for a HINT at every turn, a whole game to 400", [0, 0, 0, 0], True),
    ("1 person and 1 L5, a whole game to 400", [0, 7], False),
    ("2 people and 2 L5, a whole game to 400", [0, 7, 0, 7], False),
    ("2 people asking for a HINT at every turn and 2 L5, a whole game to 400", [0, 7, 0, 7], True),
)


def asking(b):
    """A person's move chosen by presses after asking for a HINT at every turn and
    waiting for it (the cursor to the HINT place, A, loop steps): the hint's move."""

    def choose(view, rng):
        screen = b.app.stack[-1]
        n = screen.places()
        b.press(*["RIGHT"] * ((n - 1 - screen.cursor) % n), "A")
        while b.app.stack[-1].move is None:
            b.wait(20)
        return b.app.stack[-1].move

    return choose


def record(kinds, lead_ms, hints=False):
    """The events of one whole game by presses on CPython; the largest board seen.
    ``hints``: every person asks for a HINT first and plays it (``asking``)."""
    from host_sim.drive.triominoes import Board, play, start

    from pipgrid.bots.triominoes import choose_greedy

    b = Board(log=lambda line: None)
    events = []
    most = [0]

    def largest(b):
        if b.app.game is not None and b.app.game_kind == 4:
            most[0] = max(most[0], len(b.app.game.game.board))

    recording(b, events, largest)
    b.wait(lead_ms)
    table = start(b, len(kinds), kinds)
    play(b, asking(b) if hints else choose_greedy)
    return ",".join(events), table.game, most[0]  # (the app lets the won game go on its end page)


def record_big(kinds):
    """``record`` with the first wait before PLAY (2 s, 2.5 s, ...) whose game's board
    reaches 50 tiles in some round."""
    for lead in range(2000, 60000, 500):
        events, game, most = record(kinds, lead)
        if most >= 50:
            break
    return events, game, most


def run(path, events, heap, binary):
    import subprocess

    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(
        [os.path.relpath(path, ROOT) if path == FIRMWARE_LIB else path, "bench"]
    )  # cwd=ROOT
    store = os.path.join(os.path.dirname(events), "nvm.bin")
    return subprocess.run(
        [binary, "-X", "heapsize=" + heap, SCRIPT, events, store],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )


def smallest(lib, path, binary):
    return mpy.bisect_kb(lambda kb: run(lib, path, "%dK" % kb, binary).returncode == 0, 32, 256)


def main(argv):
    """``--interpreter PATH`` (repeatable): these interpreters instead of the MicroPythons
    found; ``--no-thinking``: the GAMES rows only."""
    binaries = [os.path.abspath(argv[i + 1]) for i, a in enumerate(argv[:-1]) if a == "--interpreter"]
    chosen = [(os.path.basename(b), b) for b in binaries] or mpy.interpreters()
    games = [g + (None,) for g in GAMES] + ([] if "--no-thinking" in argv else list(THINKING))
    with tempfile.TemporaryDirectory() as tmp:
        lib = os.path.join(tmp, "lib")
        mpy.compile_lib(lib)
        for title, kinds, hints in games:
            events, game, most = record_big(kinds) if hints is None else record(kinds, 2000, hints)
            path = os.path.join(tmp, "events.txt")
            with open(path, "w") as f:
                f.write(events)
            print(
                "%s: seed %d, %d rounds, totals %s, largest board %d tiles"
                % (title, game.seed, game.round_no, game.totals, most)
            )
            for label, binary in chosen:
                fits = run(lib, path, "64K", binary).returncode == 0
                t0 = time.perf_counter()
                r = run(lib, path, "256K", binary)
                wall = time.perf_counter() - t0
                if r.returncode != 0:
                    print(title, label, "FAILED under MicroPython:", r.stderr[-1500:])
                    return 1
                out = parse(r.stdout)
                live, kernel = int(out["live_peak"][0]), int(out["kernel"][0])
                print(
                    "  MicroPython %s (.mpy): %s presses; press->frame median %s us, worst %s us; worst on a"
                    " board of 50+ tiles %s us (%s presses); live heap peak %.1f KB above the kernel's %.1f KB,"
                    " whole app %.1f KB (target 48 KB); most allocated by one press %s bytes (the heap's growth)"
                    ", %s bytes in all (micropython.mem_total, press %s: %s %s); final screen %s (%.1f s wall)"
                    % (
                        label,
                        out["presses"][0],
                        out["key_us"][0],
                        out["key_us"][1],
                        out["big_us"][0],
                        out["big_us"][1],
                        live / 1024,
                        kernel / 1024,
                        (live + kernel) / 1024,
                        out["press_alloc_max"][0],
                        out["press_total_max"][0],
                        out["press_total_max"][1],
                        SHORT_NAMES[out["press_total_max"][2]],
                        out["press_total_max"][3],
                        out["screen"][0],
                        wall,
                    )
                )
                pool = dict(w.rstrip(",").split("=") for w in out["qstr"][1:3])
                print(
                    "    interned names since start-up %s, in %s pools (a sixth pool, 4.5 KB, past 620 names)"
                    % (pool["n_qstr"], pool["n_pool"])
                )
                if hints is not None:
                    think = int(out["thinking_peak"][0])
                    print(
                        "    while a level or a HINT thinks (%s loop steps): live heap peak %.1f KB, whole app %.1f KB;"
                        " worst loop step %s us"
                        % (
                            out["thinking_peak"][1],
                            think / 1024,
                            (think + kernel) / 1024,
                            out["thinking_peak"][2],
                        )
                    )
                small = smallest(lib, path, binary)
                print(
                    "    runs in a 64 KB heap: %s; smallest heap for the whole game (bisection): %s KB"
                    % ("yes" if fits else "NO", small)
                )
        if not mpy.binary32():
            print("(no 32-bit MicroPython: 'make mp32' builds it, host_sim/mp32/build.sh)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
