"""Run by bench/bench_mirror.py and tests/host/test_mirror_heap_mpy.py under MicroPython:
the whole app *with the runner* (as firmware/code.py runs it) through a hot-seat match
given as recorded events (bench/bench_hotseat.py's recording: argv[1] a file of
comma-separated events, U D L R A B a press, wN a wait of N ms; argv[2] the file standing
for the board's nvm store), with a mirror (argv[3]): ``none``, ``reading`` (a computer
reading every byte) or ``stalled`` (it asked with ``M``, then stopped reading: a full port).

The clock is the recording's (+50 ms per press, 20 ms loop steps while waiting), so the
match is the recorded one. Each press is queued (pressed, released) and taken by one
``runner.step()``: press->frame is that step's time from its start to the frame shown
(``pixels.show()``; the mirror's turn, a piece of the encoding and a non-blocking write,
comes after the frame, pipgrid/runner.py).

Prints ``kernel`` (app.py, runner.py and what they import, from the bare interpreter),
``live_peak`` (the heap in use after each press and a collection, above what was in use
before the App and Runner were made: the match's screens, the runner's tables and, when
asked for, the mirror's code and buffers), the median and worst press->frame, the
frames the mirror sent and dropped, the final screen and ``ok``. The fake pixels (the
neopixel driver's buffers on a board) are made before that base.
"""

import gc
import sys
import time
from array import array

from nvm_file import events

gc.collect()
BASE = gc.mem_alloc()

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402, F401  (the runner's canvas)

gc.collect()
KERNEL = gc.mem_alloc() - BASE  # as bench/hotseat_match_mpy.py: app.py, what it imports, the canvas

from pipgrid import boards  # noqa: E402  (code.py's boot: the shipped boards, the profile's checks)
from pipgrid.memory import unload  # noqa: E402
from pipgrid.runner import Runner  # noqa: E402
from pipgrid.version import VERSION  # noqa: E402, F401
from pipgrid.wiring import KEY_NAMES  # noqa: E402

PROFILE = boards.select("pico-16x16")
boards = None
unload(("pipgrid.boards", "pipgrid.profile"))  # boot-only, let go as firmware/code.py does

gc.collect()
BOARD = gc.mem_alloc() - BASE - KERNEL  # the runner and the rest of code.py's imports

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}


class Pixels:
    """neopixel-like: ``pixels[:] = colours`` copies into the driver's buffers (on a board
    adafruit_pixelbuf's two 768-byte bytearrays, on the heap: made here before the base)."""

    def __init__(self):
        self.buf = bytearray(768)
        self.pre = bytearray(768)
        self.brightness = 1.0
        self.colors = None
        self.at = 0  # when the last frame was shown (ticks_us)

    def __setitem__(self, index, colors):
        self.colors = colors  # the C driver's copy: no Python loop timed as a press

    def show(self):
        self.at = time.ticks_us()


class Keys:
    """keypad-like: ``events.get()``, a queue of (key_number, pressed) events."""

    def __init__(self):
        self.queue = []
        self.events = self

    def get(self):
        return self.queue.pop(0) if self.queue else None

    def press(self, number):
        self.queue.append(Event(number, True))
        self.queue.append(Event(number, False))


class Event:
    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed


class Clock:
    """``supervisor.ticks_ms``: the milliseconds the replay sets."""

    def __init__(self):
        self.ms = 0

    def __call__(self):
        return self.ms & 0x1FFFFFFF


class Link:
    """``usb_cdc.data`` with write_timeout 0 (as bench/mirror_game_mpy.py): ``room`` None
    takes everything, 0 nothing."""

    def __init__(self, room):
        self.incoming = b"M"
        self.room = room
        self.frames = 0

    @property
    def in_waiting(self):
        return len(self.incoming)

    def read(self, n):
        got = self.incoming
        self.incoming = b""
        return got

    def write(self, data):
        n = len(data) if self.room is None else min(self.room, len(data))
        if n and data[0] == 0xA5:
            self.frames += 1
        return n


WORST = [0, ""]  # the slowest press: its time, which press (kept out of main's locals)


def main(argv):
    from nvm_file import FileStore

    store = FileStore(argv[2])
    mode = argv[3]
    presses = 0
    for ev in events(argv[1]):
        presses += ev[0] != "w" and ev[0] != "s"
    times = array("H", bytes(2 * presses))  # the bench's own data, made before the base
    pixels = Pixels()
    keys = Keys()
    clock = Clock()
    link = None if mode == "none" else Link(None if mode == "reading" else 0)
    profile = PROFILE
    gc.collect()
    base = gc.mem_alloc()
    runner = Runner(App(store, log=lambda line: None), pixels, keys, clock, profile, link=link)
    # round seeds: the time of the press that started the round, as the recording's Board
    runner.app.urandom = lambda n: ((runner.app.last_press & 0x3FFFFFFF) or 1).to_bytes(4, "big")[:n]
    gc.collect()
    tables = gc.mem_alloc() - base  # the App at its start and the runner's tables
    runner.step()
    count = 0
    live_peak = 0
    for ev in events(argv[1]):
        if ev[0] == "w":
            end = clock.ms + int(ev[1:])
            while clock.ms < end:
                clock.ms += 20
                runner.step()
            continue
        if ev[0] == "s":  # a loop step at the same moment while a phase loads (bench_hotseat's recorder)
            runner.step()
            continue
        before = runner.app.screen_name
        number = KEY_NAMES.index(NAMES[ev])
        keys.press(number)
        clock.ms += 50
        t0 = time.ticks_us()
        pixels.at = t0
        runner.step()  # the frame, then the mirror's turn: press->frame ends at show()
        times[count] = min(65535, time.ticks_diff(pixels.at, t0))
        if times[count] > WORST[0]:
            WORST[0] = times[count]
            WORST[1] = "press %d %s %s->%s" % (count, ev, before, runner.app.screen_name)
        count += 1
        gc.collect()
        live = gc.mem_alloc() - base
        if live > live_peak:
            live_peak = live
    n = count
    for i in range(1, n):  # in place: sorted() would need a list the match's heap may not have
        t = times[i]
        j = i - 1
        while j >= 0 and times[j] > t:
            times[j + 1] = times[j]
            j -= 1
        times[j + 1] = t
    m = runner.mirror
    print("screen", runner.app.screen_name)
    print("presses", n)
    print("key_us", times[n // 2], times[n - 1])
    print("live_peak", live_peak)
    print("worst_press", WORST[0], WORST[1])
    print("kernel", KERNEL)
    print("board", BOARD)
    print("start", tables)
    print(
        "mirror", mode, "loaded" if m is not None else "-", link.frames if link else 0, m.dropped if m else 0
    )
    print("ok")


main(sys.argv)
