"""Run by bench/bench_mirror.py (MicroPython or CPython): the whole app and the runner
through a won Luzon game by button presses, with no mirror, a mirror that reads every
byte, and a mirror that asked and then stopped reading (a full port), interleaved
A B C A B C ... for ``rounds`` rounds (argv: keys as letters joined by commas, rounds).

After each press the loop steps 30 times, 10 ms apart. Per press: the time of the
runner step that takes it, from the step's start to the new frame shown (the step then
gives the mirror its turn: a piece of the newest frame's encoding and a write). Per game it prints ``mode median worst sent dropped live_peak encode``:
the heap in use after each press and a collection, above the bare interpreter, and the
time the mirror takes to encode one frame (what a press arriving just behind a frame
waits for at most, besides the non-blocking write).
"""

import gc
import sys
import time

from board_fakes import FakeClock, FakeKeys, FakePixels
from pipgrid.boards import get
from pipgrid.profile import KEY_NAMES
from pipgrid.runner import Runner

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}
KEYS = sys.argv[1] if len(sys.argv) > 1 else "A"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 3
PROFILE = get("pico-16x16")
STEPS = 30  # loop steps of 10 ms after each press: a quick player, 3 presses a second
TIMES = [0] * (len(KEYS) // 2 + 2)
gc.collect()
BASE = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def ticks_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


class Link:
    """``usb_cdc.data`` with write_timeout 0: ``room`` None takes everything (a mirror
    reading), 0 takes nothing (a mirror that stopped reading)."""

    def __init__(self, room):
        self.incoming = b"M"
        self.room = room
        self.bytes = 0

    @property
    def in_waiting(self):
        return len(self.incoming)

    def read(self, n):
        got = self.incoming
        self.incoming = b""
        return got

    def write(self, data):
        n = len(data) if self.room is None else min(self.room, len(data))
        self.bytes += n
        return n


class Pixels(FakePixels):
    """FakePixels noting when each frame is shown: press->frame ends there (the mirror's
    turn comes after the frame in a runner step)."""

    at = 0

    def show(self):
        FakePixels.show(self)
        self.at = ticks_us()


def game(mode):
    from pipgrid.app import App

    store = bytearray(b"\xff" * 4096)
    link = None if mode == "none" else Link(None if mode == "reading" else 0)
    clock = FakeClock(0)
    keys = FakeKeys()
    pixels = Pixels(256)
    runner = Runner(App(store, log=print), pixels, keys, clock, PROFILE, link=link)
    while runner.app.screen_name == "intro":
        clock.ms += 20
        runner.step()
    count = 0
    peak = 0
    for i in range(0, len(KEYS), 2):
        number = KEY_NAMES.index(NAMES[KEYS[i]])
        keys.press(number)
        keys.release(number)
        clock.ms += 100
        t0 = ticks_us()
        pixels.at = t0
        runner.step()
        t1 = pixels.at
        if i:  # the first press opens the board: it loads the game's modules
            TIMES[count] = t1 - t0
            count += 1
        for _ in range(STEPS):  # blinks, and the mirror's turns, as the loop goes on
            clock.ms += 10
            runner.step()
        gc.collect()
        if hasattr(gc, "mem_alloc"):
            peak = max(peak, gc.mem_alloc() - BASE)
    times = TIMES[:count]
    times.sort()
    m = runner.mirror
    assert runner.app.screen_name == "end", runner.app.screen_name
    encode = 0
    sent = m.frames.count if m else 0
    if m is not None:  # the mirror's work for one frame (the end page): encode it, 20 times
        t0 = ticks_us()
        for _ in range(20):
            m.encode()
        encode = (ticks_us() - t0) // 20
    print(
        "%s median %d worst %d sent %d dropped %d live_peak %d encode %d"
        % (mode, times[count // 2], times[-1], sent, m.dropped if m else 0, peak, encode)
    )


for _round in range(ROUNDS):
    for mode in ("none", "reading", "stalled"):
        game(mode)
        gc.collect()
print("ok")
