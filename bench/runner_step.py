"""One ``Runner.step()`` with a full redraw, timed; runs under MicroPython and CPython.

Usage: runner_step.py STEPS. The app asks for a redraw every step and draws
nothing (the canvas keeps a full, varied picture), and the pixels accept the
colours and do nothing on ``show()``: what is timed is the runner's own share
(key poll, canvas -> LED map -> packed colours, power limit). Prints
``us_per_step=... bytes_per_step=...`` (heap allocated per step, measured over 100
steps with the collector off; MicroPython only).
"""

import gc
import sys
import time

from board_fakes import FakeClock, FakeKeys, FrameCanvas
from pipgrid.boards import get
from pipgrid.runner import Runner


class NullPixels:
    brightness = 1.0

    def __setitem__(self, index, values):
        pass

    def show(self):
        pass


class RedrawApp:
    brightness = 0.25

    def press(self, key, now):
        pass

    def release(self, key, now):
        pass

    def tick(self, now):
        return True

    def draw(self, canvas):
        pass


def ticks_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def main(steps):
    canvas = FrameCanvas(16, 16)
    for i in range(len(canvas.buf)):
        canvas.buf[i] = (i * 37) & 0xFF
    clock = FakeClock(0)
    runner = Runner(RedrawApp(), NullPixels(), FakeKeys(), clock, get("pico-16x16"), canvas=canvas)
    runner.step()
    gc.collect()
    t0 = ticks_us()
    for _ in range(steps):
        clock.ms += 10
        runner.step()
    elapsed = ticks_us() - t0
    assert runner.frames_shown == steps + 1
    # Heap allocated per step: 100 steps with the collector off.
    gc.collect()
    gc.disable()
    before = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    for _ in range(100):
        clock.ms += 10
        runner.step()
    after = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    gc.enable()
    print("us_per_step=%d bytes_per_step=%d" % (elapsed // steps, (after - before) // 100))


main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
