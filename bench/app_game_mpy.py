"""Run by bench/bench_app.py under MicroPython: the whole app headless through one
Luzon game given as key presses (argv: the keys as letters U D L R A B joined by commas,
then the path of a file that stands for the board's nvm store, bench/nvm_file.py; a
third argument: print every step's time too).

Prints the median and worst time per press (press -> tick -> draw finished; every
press, the one that first opens the Luzon board included, which is also printed on
its own), the worst loop step that is not a press (the intro's frames, a phase's
modules loading one a step (ui/loading.py), the blinks between presses: work moved
out of a press still counts), the peak heap in use after each frame (gc.collect, then
gc.mem_alloc minus what the bare interpreter used: code of every module loaded plus
the app's objects), the most any draw allocated, the most any press and any other
step allocated (press, tick and draw: exact on a heap big enough that no collection
runs inside a press) and where the slowest press came from (its number, key and the
screens before and after), then ``ok``. A phase that loads after a press gets its
loop steps before the next press, as a board's loop gives them long before a person
presses again.
"""

import gc
import sys
import time
from array import array

from nvm_file import FileStore  # noqa: E402

# The store stands for microcontroller.nvm, which is flash, not heap, on the board: a file.
STORE = FileStore(sys.argv[2] if len(sys.argv) > 2 else "/tmp/pipgrid_bench_store.bin")
KEYS = sys.argv[1] if len(sys.argv) > 1 else ""  # letters joined by commas: every other char
TIMES = [0] * (len(KEYS) // 2 + 1)  # made before BASE: the bench's own data is not the app's
SLICES = [0] * (
    64 if "b" in KEYS else 0
)  # loop steps while the solver thinks (screen "solving", issue 12): the first 64, in the HINT run only
# The loop steps that are not presses, in one name (a bench's names are interned on the
# heap as the app's are): the slowest [0:4] and the one that allocated most [4:8] (time
# or bytes, step number, screens before and after), steps so far, slow ones noted, and
# with a third argument their (step, us) pairs; then every press's time in order.
STEP = [0, -1, "", "", 0, -1, "", "", 0, 0] + (
    [array("I", bytes(4 * 2 * 600)), array("H", bytes(len(KEYS) + 1))] if len(sys.argv) > 3 else [None, None]
)

gc.collect()
BASE = gc.mem_alloc()  # the interpreter (and the store): everything after this is the app's

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B", "b": "B"}


def step(app, canvas, now):
    """One loop step that is not a press: timed, its allocation noted (STEP)."""
    rec = STEP
    before = app.screen_name
    t0 = time.ticks_us()
    a0 = gc.mem_alloc()
    if app.tick(now):
        app.draw(canvas)
    d = gc.mem_alloc() - a0
    t = time.ticks_diff(time.ticks_us(), t0)
    if t > rec[0]:
        rec[0:4] = [t, rec[8], before, app.screen_name]
    if d > rec[4]:
        rec[4:8] = [d, rec[8], before, app.screen_name]
    if rec[10] is not None and t >= 300 and rec[9] < len(rec[10]) // 2:
        rec[10][2 * rec[9]] = rec[8]
        rec[10][2 * rec[9] + 1] = t
        rec[9] += 1
    rec[8] += 1


def main(argv):
    base = BASE
    app = App(STORE, log=print)
    canvas = Canvas(16, 16)
    now = 0
    # intro, then the menu
    while app.screen_name == "intro":
        now += 20
        step(app, canvas, now)
    count = 0
    first = -1  # the press that first opens the Luzon board loads its modules
    live_peak = 0
    draw_alloc = 0
    press_alloc = 0  # the most one press allocated (press, tick, draw)
    # the slowest press and the one that allocated most: number,
    # key, screens before and after (names bound, no tuple: nothing allocated at times
    # that depend on timing)
    worst = 0
    slices = 0  # loop steps of the solver's thinking, timed in SLICES
    cancel = -1  # the press of B ("b") while the solver thinks: its time
    load = 0  # the slowest loop step that loaded a solver's module
    slice_worst = 0
    worst_i = alloc_i = -1
    worst_key = worst_from = worst_to = alloc_key = alloc_from = alloc_to = ""
    for i in range(0, len(KEYS), 2):
        now += 100
        key = NAMES[KEYS[i]]
        before = app.screen_name
        p0 = gc.mem_alloc()
        t0 = time.ticks_us()
        app.press(key, now)
        if app.tick(now):
            a0 = gc.mem_alloc()
            app.draw(canvas)
            d = gc.mem_alloc() - a0
            if d > draw_alloc:
                draw_alloc = d
        t1 = time.ticks_us()
        d = gc.mem_alloc() - p0  # exact unless a collection ran inside the press (a big heap)
        if d > press_alloc:
            press_alloc = d
            alloc_i = i // 2
            alloc_key = key
            alloc_from = before
            alloc_to = app.screen_name
        TIMES[count] = time.ticks_diff(t1, t0)
        if first < 0 and before == "menu":  # the press that first opens the board (loading.py)
            first = TIMES[count]
        if STEP[11] is not None:
            STEP[11][count] = min(65535, TIMES[count])
        if TIMES[count] > worst:
            worst = TIMES[count]
            worst_i = i // 2
            worst_key = key
            worst_from = before
            worst_to = app.screen_name
        count += 1
        while app.screen_name == "loading":  # its modules, a loop step each
            step(app, canvas, now)
        gc.collect()
        live = gc.mem_alloc() - base
        if live > live_peak:
            live_peak = live
        # the solver thinking: one slice per loop step (tick and draw, timed), the heap
        # measured after each; a next key "b" is B pressed once the solver's modules
        # have loaded (one per loop step: timed apart) and its search has begun
        give_up = i + 2 < len(KEYS) and KEYS[i + 2] == "b"
        while app.screen_name == "solving":
            loading = app.stack[-1].job is None
            if give_up and not loading:
                break
            now += 20
            t0 = time.ticks_us()
            if app.tick(now):
                app.draw(canvas)
            d = time.ticks_diff(time.ticks_us(), t0)
            if loading:
                load = max(load, d)
            else:
                if slices < len(SLICES):
                    SLICES[slices] = d
                slices += 1
                if d > slice_worst:
                    slice_worst = d
            gc.collect()
            live = gc.mem_alloc() - base
            if live > live_peak:
                live_peak = live
        if key == "B" and KEYS[i] == "b":
            cancel = TIMES[count - 1]
            if app.screen_name != "luzon":
                raise SystemExit("B did not give up the hint: " + app.screen_name)
            for m in sys.modules:
                if m.startswith("pipgrid.solver."):
                    raise SystemExit("the solver stayed loaded after B: " + m)
        # let blinks run a little, as the runner would
        for _ in range(0 if give_up else 3):
            now += 30
            step(app, canvas, now)
    if STEP[11] is not None:  # every press's time, in the order pressed
        print("press_times_in_order", " ".join(str(STEP[11][j]) for j in range(count)))
    times = TIMES
    del times[count:]  # in place: the bench allocates nothing once the game is over
    times.sort()
    n = count
    print("screen", app.screen_name)
    print("presses", n)
    print("key_us median", times[n // 2] if n else 0, "worst", times[-1] if n else 0)
    print("first_open_us", first)
    print("live_peak", live_peak)
    print("draw_alloc_max", draw_alloc)
    print("press_alloc_max", press_alloc, "press %d %s %s->%s" % (alloc_i, alloc_key, alloc_from, alloc_to))
    print("worst_press", worst, "press %d %s %s->%s" % (worst_i, worst_key, worst_from, worst_to))
    sl = SLICES
    k = min(slices, len(sl))
    del sl[k:]
    sl.sort()
    print("slices", slices, "median", sl[k // 2] if k else 0, "worst", slice_worst)
    print("cancel_us", cancel)
    print("solver_load_us", load)
    print("worst_other_step", STEP[0], "step %d of %d %s->%s" % (STEP[1], STEP[8], STEP[2], STEP[3]))
    print("other_step_alloc_max", STEP[4], "step %d %s->%s" % (STEP[5], STEP[6], STEP[7]))
    if STEP[10] is not None:
        print(
            "slow_other_steps",
            " ".join("%d:%d" % (STEP[10][2 * j], STEP[10][2 * j + 1]) for j in range(STEP[9])),
        )
    print("ok")


main(sys.argv)
