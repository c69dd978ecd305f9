"""Run by bench/bench_tri_board.py under MicroPython: the whole app headless through a
Tri-Ominos game given as recorded events (bench/hotseat_match_mpy.py's format and
clock: U D L R A B a press, wN a wait of N ms; argv[2]: the file standing for nvm).

Prints what hotseat_match_mpy.py prints (median and worst time per press, the live
heap peak after a press above the heap in use before the App was made, the kernel's
heap, the most one press allocated), and ``big_us``: the worst press while the board
held 50 tiles or more (a person's hand is revealed with its legal placements then,
the largest legal-placement search of the game), with how many such presses.
"""

import gc
import sys
import time
from array import array

gc.collect()
BASE = gc.mem_alloc()

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402

gc.collect()
KERNEL = gc.mem_alloc() - BASE

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}


def events(path):
    word = ""
    with open(path) as f:
        while True:
            chunk = f.read(64)
            if not chunk:
                break
            for ch in chunk:
                if ch == ",":
                    yield word
                    word = ""
                else:
                    word += ch
    if word:
        yield word


def tiles_on_board(app):
    g = app.game
    if g is None or app.game_kind != 4:
        return 0
    return len(g.game.board.order)


def main(argv):
    from nvm_file import FileStore

    store = FileStore(argv[2])
    presses = 0
    for ev in events(argv[1]):
        presses += ev[0] != "w"
    times = array("H", bytes(2 * presses))
    gc.collect()
    base = gc.mem_alloc()
    app = App(store, log=lambda line: None)
    canvas = Canvas(16, 16)
    now = 0
    if app.tick(now):
        app.draw(canvas)
    count = live_peak = frame_alloc = big_us = big_n = 0
    for ev in events(argv[1]):
        if ev[0] == "w":
            end = now + int(ev[1:])
            while now < end:
                now += 20
                if app.tick(now):
                    app.draw(canvas)
            continue
        now += 50
        big = tiles_on_board(app) >= 50
        t0 = time.ticks_us()
        a0 = gc.mem_alloc()
        app.press(NAMES[ev], now)
        if app.tick(now):
            app.draw(canvas)
        d = gc.mem_alloc() - a0
        us = min(65535, time.ticks_diff(time.ticks_us(), t0))
        times[count] = us
        count += 1
        if big:
            big_n += 1
            big_us = max(big_us, us)
        if d > frame_alloc:
            frame_alloc = d
        gc.collect()
        live = gc.mem_alloc() - base
        if live > live_peak:
            live_peak = live
    n = count
    for i in range(1, n):
        t = times[i]
        j = i - 1
        while j >= 0 and times[j] > t:
            times[j + 1] = times[j]
            j -= 1
        times[j + 1] = t
    print("screen", app.screen_name)
    print("presses", n)
    print("key_us", times[n // 2], times[n - 1])
    print("big_us", big_us, big_n)
    print("live_peak", live_peak)
    print("kernel", KERNEL)
    print("press_alloc_max", frame_alloc)
    print("ok")


main(sys.argv)
