"""Run by bench/bench_tri_board.py under MicroPython: the whole app headless through a
Tri-Ominos game given as recorded events (bench/hotseat_match_mpy.py's format and
clock: U D L R A B a press, wN a wait of N ms, s the loop steps at the same moment
while a phase's modules load; argv[2]: the file standing for nvm).

Prints what hotseat_match_mpy.py prints (median and worst time per press, the live
heap peak after a press above the heap in use before the App was made, the kernel's
heap, the most one press allocated), ``press_total_max``: the most bytes one press
allocated in all (``micropython.mem_total``: a collection within the press, as a
save's, does not hide what it allocated before it, as it does the heap's growth), and
``big_us``: the worst press while the board held 50 tiles or more (a person's hand
is revealed with its legal placements then, the largest legal-placement search of the
game), with how many such presses, and
``thinking_peak``: the live heap peak while a computer seat of a level or a person's
HINT thinks (the table's ``search``, or the HINT screen's over the turn), measured after
every loop step then (a collection first), not only after presses (a level's thinking
starts in a loop step), with how many such measurements, and the worst loop step then
(microseconds: a slice of the search, its set-up, or its end); and the interpreter's
``qstr pool`` line: how many names were interned since start-up and in how many pools
(the sixth, 4.5 KB, comes past 620 names). (Every identifier of this
script is an interned name too, counted with the app's against the interpreter's next
pool of names: these reuse names the app holds, ``think``, ``search``, and the label is
a long string, which is not interned.)
"""

import gc
import sys
import time
from array import array

from micropython import mem_total

from nvm_file import events

gc.collect()
BASE = gc.mem_alloc()

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402

gc.collect()
KERNEL = gc.mem_alloc() - BASE

# The most one press allocated, collections or not (micropython.mem_total: every byte
# allocated since start-up): bytes, press number, key, screens before>after; [4] scratch.
most = [0, -1, "", "", ""]
NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}


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
        presses += ev[0] not in "ws"
    times = array("H", bytes(2 * presses))
    gc.collect()
    base = gc.mem_alloc()
    app = App(store, log=lambda line: None)
    canvas = Canvas(16, 16)
    now = 0
    if app.tick(now):
        app.draw(canvas)
    count = live_peak = frame_alloc = big_us = big_n = 0
    think = [
        0,
        0,
        0,
    ]  # while something thinks: the heap peak, how many measurements, the worst loop step (us)
    for ev in events(argv[1]):
        if ev[0] in "ws":  # a wait, or loop steps at this moment while a phase loads ("s")
            end = now + int(ev[1:]) if ev[0] == "w" else now
            while now < end or (ev == "s" and app.screen_name == "loading"):
                if ev[0] == "w":
                    now += 20
                g = app.game
                d = (
                    app.game_kind == 4
                    and g is not None
                    and (  # something thinks (or did until this step)
                        g.search is not None or getattr(app.stack[-1], "search", None) is not None
                    )
                )
                t0 = time.ticks_us()
                if app.tick(now):
                    app.draw(canvas)
                us = time.ticks_diff(time.ticks_us(), t0)
                g = app.game
                if (
                    d
                    or app.game_kind == 4
                    and g is not None
                    and (g.search is not None or getattr(app.stack[-1], "search", None) is not None)
                ):
                    think[2] = max(think[2], us)
                    gc.collect()
                    live = gc.mem_alloc() - base
                    think[0] = max(think[0], live)
                    think[1] += 1
                    if live > live_peak:
                        live_peak = live
            continue
        now += 50
        big = tiles_on_board(app) >= 50
        most[4] = app.screen_name
        t0 = time.ticks_us()
        a0 = gc.mem_alloc()
        m0 = mem_total()
        app.press(NAMES[ev], now)
        if app.tick(now):
            app.draw(canvas)
        d = gc.mem_alloc() - a0
        m0 = mem_total() - m0
        us = min(65535, time.ticks_diff(time.ticks_us(), t0))
        if m0 > most[0]:
            most[0:4] = [m0, count, ev, most[4] + ">" + app.screen_name]
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
        g = app.game
        if (
            app.game_kind == 4
            and g is not None
            and (g.search is not None or getattr(app.stack[-1], "search", None) is not None)
        ):
            think[0] = max(think[0], live)
            think[1] += 1
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
    print("thinking_peak", think[0], think[1], think[2])
    print("kernel", KERNEL)
    print("press_alloc_max", frame_alloc)
    print("press_total_max", most[0], most[1], most[2], most[3])
    import micropython  # (its names are the interpreter's own)

    micropython.qstr_info()  # "qstr pool: n_pool=P, n_qstr=N, ...": the names interned since start-up
    print("ok")


main(sys.argv)
