"""Memory as one budget (issue 22, 23): one play-through of every game in turn, from boot,
as a family would play them, and the smallest heap it runs in.

``python -m bench playthrough [--interpreter PATH] [--heap KB]``

The play-through (``record``), one fixed sequence of presses and waits:

1. the board starts: the intro, then the menu; every game's HOW pages looked at, each
   screen for two seconds, the first three (issue 24, ``read_how``); DEALS set to WIN (winnable deals only);
2. Luzon: the first winnable deal (searched on the board), a HINT asked at the first
   position and waited for, then the solver's winning line played by presses to WIN;
   back to the menu by the action pages' MENU;
3. traditional domino, 3 seats (a person and two L5 computer seats), a match to 100;
4. Italian domino with milestones, 2 seats (a person and an L5 seat), first to 50;
5. Tri-Ominos, 6 seats (two people, two L5 seats, a greedy and a random one), a whole
   game to 400; the first person asks for a HINT at their first turn and plays it;
6. back at the menu.

The people's moves are the greedy bots' (pipgrid/bots), pressed as a player would
(the drivers of host_sim/drive); the seeds are the clock's at each PLAY, fixed by the
recording. It is played once on CPython through the real app, every press and loop
step recorded with its time, then replayed on the interpreter measured
(bench/playthrough_mpy.py) into the board's own ``code.py``: the firmware staged as
``make deploy`` stages a drive (host_sim/deploy.py: ``code.py``, ``lib/pipgrid`` as
.mpy files with the interpreter's header), the runner, and stand-ins for the board's
own modules (bench/playthrough_board: the pins, keypad, the LED driver's two buffers,
nvm as a file, a serial console that is read). The replay checks the recorded screen
at the end of every game and fails on a crash or a save the heap had no room for.

The figure: the smallest ``-X heapsize`` (KB) on which the whole replay succeeds,
bisected (host_sim.mpy.bisect_kb); the last line printed is ``smallest heap: N KB``.
The budget is 100 KB on the 32-bit interpreters (``BUDGET_KB``). Without
``--interpreter`` every 32-bit interpreter found is measured (host_sim.mpy.boards32):
micropython32 (``make mp32``) and the CircuitPython builds (``make cp32``). ``--heap KB``
runs the replay once on that heap instead (pass or fail); ``--trace`` (with ``--heap``, or on
256 KB) prints where the heap goes: the heap in use after a collection at every screen the
recording checks (each game's start and end, the menu between them) and, on a heap too small,
the step and screen where the replay crashed.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from host_sim import deploy, mpy

BUDGET_KB = 100
HERE = os.path.dirname(os.path.abspath(__file__))
STAND_INS = os.path.join(HERE, "playthrough_board")
DRIVER = os.path.join(HERE, "playthrough_mpy.py")
TRADITIONAL_KINDS = [0, 7, 7]  # a person, two L5 seats (ui/hotseat/setup.py KIND_WORDS)
MILESTONES_KINDS = [0, 7]
TRIOMINOES_KINDS = [0, 7, 0, 7, 1, 2]  # people, L5, greedy, random
ERASED = b"\xff" * 4096  # a new board's nvm


def recorder():
    """A host_sim.drive.luzon.Board that records every press and loop step (``tokens``)."""
    from host_sim.drive.luzon import Board

    class Recorder(Board):
        def __init__(self):
            self.tokens = []
            self.last = 0
            Board.__init__(self, store=bytearray(ERASED), log=lambda line: None)

        def frame(self):  # one loop step, this long after the last
            self.tokens.append(self.now - self.last)
            self.last = self.now
            return Board.frame(self)

        def press(self, *keys):
            for key in keys:  # the key is taken by the next loop step (Board.press's frame)
                self.tokens.append(key[0])
                Board.press(self, key)

        def check(self, name):
            assert self.app.screen_name == name, (self.app.screen_name, name)
            self.tokens.append("?" + name)

    return Recorder()


_HOW_SCREENS = 3  # screens read per game (Luzon's and TRAD's fourth are not)


def read_how(b):
    """Every game's HOW pages from its menu page (ui/home.py How), two seconds a screen,
    at most ``_HOW_SCREENS`` of them, then B: the presses and their times (which stir the
    matches' seeds, app.py) stay those of the play-through before Luzon's and TRAD's HOW
    got a fourth screen, so the games played are the same (with them read, the shifted
    seeds deal a Tri-Ominos game that CircuitPython 9.2.1 cannot think through in 100 KB:
    MemoryError in ui/triominoes/table.py think, allocating 1 KB; the fourth screens
    read the same way as the others, one screen's rows at a time)."""
    from pipgrid.catalog import GAMES

    for row in GAMES:
        b.menu_to(row.word)
        b.press("RIGHT", "A")
        read = 0
        while b.app.screen_name == "how":
            b.wait(2000)
            read += 1
            b.press("B" if read == _HOW_SCREENS else "A")
        b.check("menu")


def play_luzon(b):
    from host_sim.drive.hotseat import goto

    from pipgrid.solver import verdict

    b.skip_intro()
    b.check("menu")
    read_how(b)
    b.menu_to("DEALS")
    b.press("RIGHT")
    assert b.app.settings.winnable
    b.menu_to("LUZON")
    b.press("A")
    b.think()  # the first winnable deal, searched in slices
    b.check("luzon")
    b.press("B")  # the action pages, on HINT (nothing to undo yet)
    goto(b, "HINT")
    b.press("A")
    b.think()
    for move in verdict.solve(b.screen().game.copy()).solution:
        b.play_move(move)
    b.check("end")
    b.press("B", "B")  # the won board, then its action pages
    goto(b, "MENU")
    b.press("A")
    b.check("menu")


def play_domino(b, word, kinds, milestones):
    from host_sim.drive.hotseat import play, start

    from pipgrid.bots.domino import greedy_italian, greedy_traditional

    start(b, word, len(kinds), kinds, milestones)
    play(b, greedy_traditional if word == "TRAD" else greedy_italian)
    b.check("matchend")
    b.press("B")
    b.check("menu")


def play_triominoes(b, kinds):
    from host_sim.drive.triominoes import play, start

    from bench.bench_tri_board import asking
    from pipgrid.bots.triominoes import choose_greedy

    hint = asking(b)
    asked = []

    def choose(view, rng):  # the first person's first turn asks for a HINT and plays it
        if not asked:
            asked.append(True)
            return hint(view, rng)
        return choose_greedy(view, rng)

    start(b, len(kinds), kinds)
    play(b, choose)
    assert asked
    b.check("matchend")
    b.press("B")
    b.check("menu")


def record():
    """The play-through's events, as bench/playthrough_mpy.py reads them (its docstring):
    runs of equal steps written ``N*K``."""
    b = recorder()
    play_luzon(b)
    play_domino(b, "TRAD", TRADITIONAL_KINDS, False)
    play_domino(b, "ITAL", MILESTONES_KINDS, True)
    play_triominoes(b, TRIOMINOES_KINDS)
    return encode(b.tokens)


def encode(tokens):
    """Recorded tokens as bench/playthrough_mpy.py reads them: runs of equal steps ``N*K``."""
    out = []
    run = 0
    tokens = tokens + [None]
    for i, t in enumerate(tokens[:-1]):
        run += 1
        if t != tokens[i + 1] or not isinstance(t, int):
            out.append("%s*%d" % (t, run) if run > 1 else str(t))
            run = 0
    return ",".join(out)


def implementation(interpreter):
    """(name, major version) of ``interpreter``: 'micropython' or 'circuitpython'."""
    r = subprocess.run(
        [interpreter, "-c", "import sys; print(sys.implementation.name, sys.implementation.version[0])"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    name, major = r.stdout.split()
    return name, int(major)


def stage(drive, interpreter):
    """The drive ``make deploy`` would write (host_sim/deploy.py), with the .mpy header
    ``interpreter`` loads, the source names being the paths its importer opens (one
    interned name a module, as on a board), plus the stand-ins in ``hw/``."""
    name, major = implementation(interpreter)
    header = deploy.MPY_HEADERS[major] if name == "circuitpython" else deploy.MPY_CROSS_HEADER
    deploy.mpy_files(deploy.FIRMWARE, drive, header, source_root="")
    hw = os.path.join(drive, "hw")
    os.makedirs(hw)
    for f in os.listdir(STAND_INS):
        if f.endswith(".py"):
            shutil.copy(os.path.join(STAND_INS, f), hw)
    shutil.copy(os.path.join(HERE, "nvm_file.py"), hw)  # the benches' store file and event reader
    shutil.copy(DRIVER, os.path.join(drive, "playthrough.py"))


def run(drive, interpreter, kb, events="events.txt", timeout=1800, tail=12):
    """One replay on ``kb`` KB of heap; (passed, the last ``tail`` lines of its output, or all)."""
    env = dict(os.environ)
    env["MICROPYPATH"] = "lib" + os.pathsep + "hw"  # relative: the drive is the working directory
    env["PIPGRID_PROFILE"] = "pico-16x16"  # settings.toml's (os.getenv reads it on a board)
    r = subprocess.run(
        [interpreter, "-X", "heapsize=%dK" % kb, "playthrough.py", events],
        cwd=drive,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    out = r.stdout + r.stderr
    lines = out.strip().splitlines()
    # a save that found no heap (app.py logs it and plays on) fails the play-through too
    passed = r.returncode == 0 and lines[-1:] == ["ok"] and "no heap" not in out
    return passed, "\n".join(lines[-tail:] if tail else lines)


def traced(lines, events):
    """The replay's heap lines (``!`` after every check, ``--trace``) named after the screen
    checked just before, and how it ended."""
    screens = [t[1:] for t in events.split(",") if t[:1] == "?"]
    out = []
    for line in lines:
        if line.startswith("heap "):
            out.append("  %s: %s B in use after a collection" % (screens[len(out)], line.split()[1]))
        elif line.startswith(("crashed", "replay went", "MemoryError")):
            out.append("  " + line)
    return out


def prepare(tmp, interpreter, events):
    drive = os.path.join(tmp, "drive")
    stage(drive, interpreter)
    with open(os.path.join(drive, "events.txt"), "w") as f:
        f.write(events)
    return drive


def smallest_heap(drive, interpreter, low_kb=32, high_kb=256):
    """The smallest heap in KB the whole play-through runs in, or None (not even high_kb)."""
    if not run(drive, interpreter, high_kb)[0]:
        return None
    return mpy.bisect_kb(lambda kb: run(drive, interpreter, kb)[0], low_kb, high_kb)


def main(argv):
    interpreters = []
    heap = None
    trace = "--trace" in argv
    args = [a for a in argv if a != "playthrough"]
    while args:
        a = args.pop(0)
        if a == "--interpreter" and args:
            interpreters.append(os.path.abspath(args.pop(0)))  # (run from the drive folder)
        elif a == "--heap" and args:
            heap = int(args.pop(0))
    if not interpreters:
        interpreters = [path for _label, path in mpy.boards32()]
    if not interpreters:
        print("no 32-bit interpreter: 'make mp32' builds micropython32, 'make cp32 GITDIR=...' CircuitPython")
        return 1
    events = record()
    if trace:  # the heap after a collection at every screen checked
        events = ",".join(t + ",!" if t[:1] == "?" else t for t in events.split(","))
        heap = heap or 256
    print(
        "the play-through: %d events, %d presses (bench/bench_playthrough.py)"
        % (events.count(",") + 1, sum(1 for t in events.split(",") if t in ("U", "D", "L", "R", "A", "B")))
    )
    status = 0
    for interpreter in interpreters:
        with tempfile.TemporaryDirectory() as tmp:
            drive = prepare(tmp, interpreter, events)
            name, major = implementation(interpreter)
            print("%s (%s %d):" % (interpreter, name, major), flush=True)
            if heap is not None:
                passed, tail = run(drive, interpreter, heap, tail=0 if trace else 12)
                if trace:  # (the rest: the games' transcripts)
                    tail = "\n".join(traced(tail.splitlines(), events))
                print("  on %d KB: %s" % (heap, "passes" if passed else "FAILS"))
                if trace or not passed:
                    print(tail)
                status |= not passed
                continue
            passed, tail = run(drive, interpreter, 256)
            for line in tail.splitlines():  # the replay's own lines (the rest: the games' transcripts)
                if line.startswith(("replayed", "qstr pool", "crashed", "replay went")):
                    print("  on 256 KB: " + line)
            kb = smallest_heap(drive, interpreter)
            within = kb is not None and kb <= BUDGET_KB
            status |= not within
            print("  within the %d KB budget: %s" % (BUDGET_KB, "yes" if within else "NO"))
            print("smallest heap: %s KB" % kb, flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
