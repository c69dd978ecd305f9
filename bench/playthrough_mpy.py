"""Run by bench/bench_playthrough.py on the interpreter measured, from a staged drive
(the working directory: ``code.py``, ``lib/pipgrid/*.mpy``, ``hw/`` the stand-ins for
the board's own modules, bench/playthrough_board/): the play-through's recorded
events (argv[1], comma-separated) replayed into the board's real start-up and loop.

``code.py`` is imported as the board runs it, unchanged (its profile, its boot-only
unload, its App and Runner); only ``Runner.run``, its endless loop, is replaced by
``replay``: each event is a key press queued for the next loop step (U D L R A B), a
number of loop steps ``N*K`` (K steps, each N ms on the clock after the one before:
``supervisor.ticks_ms``'s stand-in), or ``?name``, the screen the recording showed
then (a replay that went another way stops there), or ``!``: print the heap in use after a
collection. Each step is the board's
``guarded_step``: a crash (a MemoryError included) stops the replay with status 1.
Prints the steps and presses replayed, the interpreter's name pool and ``ok``.
"""

import gc
import sys

import keypad
import micropython
import supervisor
from nvm_file import events
from pipgrid.runner import Runner


def replay(runner, iterations=None, pause_s=0):
    keys = keypad.MADE[0]
    # round seeds (pipgrid/rng.py): the clock at the round's start, as the recording's
    # host_sim/drive/luzon.Board.entropy, so the replay deals the recorded games
    runner.app.urandom = lambda n: ((runner.app.last_press & 0x3FFFFFFF) or 1).to_bytes(4, "big")[:n]
    steps = presses = 0
    for event in events(sys.argv[1]):
        kind = event[:1]  # (a slice: a character indexed out of a str is an interned name)
        if kind == "?":
            if runner.app.screen_name != event[1:]:
                print("replay went another way: screen %s, recorded %s" % (runner.app.screen_name, event[1:]))
                sys.exit(1)
            continue
        if kind == "!":  # the heap in use after a collection (tests/host/test_memory_flat.py)
            gc.collect()
            print("heap", gc.mem_alloc())
            continue
        if kind in "UDLRAB":
            keys.press("UDLRAB".index(kind))
            presses += 1
            continue
        star = event.find("*")
        delta = int(event if star < 0 else event[:star])
        for _ in range(1 if star < 0 else int(event[star + 1 :])):
            supervisor.now += delta
            runner.guarded_step()
            steps += 1
            if runner.error is not None:
                print("crashed at step %d: %s" % (steps, runner.error))
                sys.exit(1)
    print("replayed", steps, "steps", presses, "presses")
    if len(sys.argv) > 2:  # every name too (bench/names.py): qstr_info with any argument
        micropython.qstr_info(1)
    else:
        micropython.qstr_info()
    print("ok")
    sys.exit(0)


Runner.run = replay
import code  # noqa: E402, F401  (firmware/code.py, as the board runs it)
