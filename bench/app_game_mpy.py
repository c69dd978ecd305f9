"""Run by bench/bench_app.py under MicroPython: the whole app headless through one
Luzon game given as key presses (argv: the keys as letters U D L R A B joined by commas,
then the path of a file that stands for the board's nvm store, bench/nvm_file.py).

Prints the median and worst time per press (press -> tick -> draw finished; the press
that first opens the Luzon board, which loads its modules, separately), the peak
heap in use after each frame (gc.collect, then gc.mem_alloc minus what the bare
interpreter used: code of every module loaded plus the app's objects), the most any
draw allocated, the most any press allocated (press, tick and draw: exact on a heap
big enough that no collection runs inside a press) and where the slowest press came
from (its number, key and the screens before and after), then ``ok``.
"""

import gc
import sys
import time

from nvm_file import FileStore  # noqa: E402

# The store stands for microcontroller.nvm, which is flash, not heap, on the board: a file.
STORE = FileStore(sys.argv[2] if len(sys.argv) > 2 else "/tmp/pipgrid_bench_store.bin")
KEYS = sys.argv[1] if len(sys.argv) > 1 else ""  # letters joined by commas: every other char
TIMES = [0] * (len(KEYS) // 2 + 1)  # made before BASE: the bench's own data is not the app's
SLICES = [0] * 64  # loop steps while the solver thinks (screen "solving", issue 12): the first 64
gc.collect()
BASE = gc.mem_alloc()  # the interpreter (and the store): everything after this is the app's

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B", "b": "B"}


def main(argv):
    base = BASE
    app = App(STORE, log=print)
    canvas = Canvas(16, 16)
    now = 0
    # intro, then the menu
    while app.screen_name == "intro":
        now += 20
        if app.tick(now):
            app.draw(canvas)
    count = 0
    first = -1  # the press that first opens the Luzon board loads its modules
    live_peak = 0
    draw_alloc = 0
    press_alloc = 0  # the most one press allocated (press, tick, draw)
    # the slowest press after the first open and the one that allocated most: number,
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
        if first < 0 and app.screen_name == "luzon":
            first = time.ticks_diff(t1, t0)
        else:
            TIMES[count] = time.ticks_diff(t1, t0)
            if TIMES[count] > worst:
                worst = TIMES[count]
                worst_i = i // 2
                worst_key = key
                worst_from = before
                worst_to = app.screen_name
            count += 1
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
            if app.tick(now):
                app.draw(canvas)
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
    print("ok")


main(sys.argv)
