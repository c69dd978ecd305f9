"""The runner's share of a frame (issue 4): one ``Runner.step()`` with a full redraw.

Same script (bench/runner_step.py) on MicroPython (64 KB heap) and CPython; the
app draws nothing and the pixels do nothing, so the figure is the loop itself:
key poll, canvas -> LED map -> packed colours (256 LEDs), power limit. Also, on
CPython, a step through the pure-Python PixelBuf of the simulator (on the
board PixelBuf is native C, so that part is not representative there).
"""

import os
import time

from host_sim import ROOT, mpy

SCRIPT = os.path.join(ROOT, "bench", "runner_step.py")


def _figures(result):
    if result.returncode != 0:
        return None
    line = [x for x in result.stdout.splitlines() if x.startswith("us_per_step=")][-1]
    return dict(part.split("=") for part in line.split())


def pixelbuf_step_us(steps=200):
    from host_sim.hardware import SimClock, VirtualKeys, VirtualPixels
    from pipgrid.boards import get
    from pipgrid.runner import Runner
    from pipgrid.ui.canvas import Canvas

    class App:
        brightness = 0.25

        def tick(self, now):
            return True

        def draw(self, canvas):
            pass

    profile = get("pico-16x16")
    canvas = Canvas(16, 16)
    for i in range(len(canvas.buf)):
        canvas.buf[i] = (i * 37) & 0xFF
    clock = SimClock()
    runner = Runner(App(), VirtualPixels(profile), VirtualKeys(), clock, profile, canvas=canvas)
    t0 = time.perf_counter()
    for _ in range(steps):
        clock.advance(10)
        runner.step()
    return (time.perf_counter() - t0) / steps * 1e6


def main(argv):
    steps = 2000
    m = _figures(mpy.run(SCRIPT, [steps], heap="64K", extra_paths=mpy.DRIVE_PATHS))
    c = _figures(mpy.run_cpython(SCRIPT, [steps]))
    if m is None or c is None:
        print("runner bench failed")
        return 1
    print("runner.step() full redraw, 16x16, runner share only (%d steps):" % steps)
    print(
        "  MicroPython 64K heap: %s us/step, %s bytes allocated/step"
        % (m["us_per_step"], m["bytes_per_step"])
    )
    print("  CPython:              %s us/step" % c["us_per_step"])
    print("  ratio MicroPython/CPython: %.1f" % (int(m["us_per_step"]) / max(1, int(c["us_per_step"]))))
    print("  CPython with the simulator's pure-Python PixelBuf: %.0f us/step" % pixelbuf_step_us())
    return 0
