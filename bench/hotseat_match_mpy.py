"""Run by bench/bench_hotseat.py under MicroPython: the whole app headless through a
hot-seat domino match given as recorded events (argv[1]: a file of comma-separated
events: U D L R A B a press, wN a wait of N ms, s loop steps at the same moment while
a phase's modules load (ui/loading.py); argv[2]: the file standing for the board's
nvm store), with the same simulated clock as the recording (as
tests/core/luzon_drive.Board: +50 ms per press, 20 ms frames while waiting).

Prints the median and worst time per press (press -> tick -> draw finished), the
worst loop step that is not a press (a wait's frame, a loading step: so that work
moved out of presses is still counted), the peak heap in use after each press
(gc.collect, then gc.mem_alloc minus what was in use before the App was made), the
heap the kernel took before that (app.py and what it imports, and the canvas
module, from the bare interpreter), the most any one press allocated and the most
any other step allocated, then the final screen and ``ok``. With a third argument
(``times``) it also prints every press's time (``press_times``) and every other
step of at least ``_SLOW_US`` (``slow_steps`` index:us), so the bench can take each
step's fastest of several runs (the machine is shared: a step's time in one run can
include another program's).
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
KERNEL = gc.mem_alloc() - BASE  # the app's kernel modules (app.py and what it imports) and the canvas

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}
_SLOW_US = 300
# the slow steps that are not presses: (index, us) pairs, made before the base
SLOW = array("I", bytes(4 * 2 * 600)) if len(sys.argv) > 3 else None


class Board:
    """The same clock as tests/core/luzon_drive.Board (which also loads Luzon)."""

    def __init__(self, store):
        self.app = App(store, log=lambda line: None)
        self.canvas = Canvas(16, 16)
        self.now = 0
        self.frame()

    def frame(self):
        if self.app.tick(self.now):
            self.app.draw(self.canvas)

    def step(self):
        """One loop step that is not a press, timed and its allocation noted (STEP)."""
        before = self.app.screen_name
        t0 = time.ticks_us()
        a0 = gc.mem_alloc()
        self.frame()
        d = gc.mem_alloc() - a0
        t = time.ticks_diff(time.ticks_us(), t0)
        note(STEP, t, STEPS[0], "-", before, self.app.screen_name)
        note(STEP_ALLOC, d, STEPS[0], "-", before, self.app.screen_name)
        if SLOW is not None and t >= _SLOW_US and STEPS[1] < len(SLOW) // 2:
            SLOW[2 * STEPS[1]] = STEPS[0]
            SLOW[2 * STEPS[1] + 1] = t
            STEPS[1] += 1
        STEPS[0] += 1

    def wait(self, ms, step=20):
        end = self.now + ms
        while self.now < end:
            self.now += step
            self.step()


def events(path):
    """The events one by one, read in small pieces (the whole list would not fit the heap)."""
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


# The slowest press and the one that allocated most: [time, number, key, screen before,
# screen after] each, kept here rather than in main's locals (more locals there changed
# what the conservative collector kept alive, and so the heap figures).
WORST = [0, -1, "", "", ""]
MOST = [0, -1, "", "", ""]
BEFORE = [""]  # the screen before the press being measured
# The slowest loop step that is not a press and the one that allocated most (as above;
# the number is the step's), and [steps so far, slow steps noted]
STEP = [0, -1, "", "", ""]
STEP_ALLOC = [0, -1, "", "", ""]
STEPS = [0, 0]


def note(rec, value, number, key, before, after):
    if value > rec[0]:
        rec[0] = value
        rec[1] = number
        rec[2] = key
        rec[3] = before
        rec[4] = after


def main(argv):
    from nvm_file import FileStore

    # the store is nvm (flash) on the board, not heap: a file here (bench/nvm_file.py)
    store = FileStore(argv[2] if len(argv) > 2 else "/tmp/pipgrid_bench_store.bin")
    presses = 0
    for ev in events(argv[1]):
        presses += ev[0] != "w" and ev[0] != "s"
    times = array("H", bytes(2 * presses))  # the bench's own data, made before the base
    gc.collect()
    base = gc.mem_alloc()
    b = Board(store)
    count = 0
    live_peak = 0
    frame_alloc = 0
    for ev in events(argv[1]):
        if ev[0] == "w":
            b.wait(int(ev[1:]))
            continue
        if ev[0] == "s":
            while b.app.screen_name == "loading":
                b.step()
            continue
        b.now += 50
        BEFORE[0] = b.app.screen_name
        t0 = time.ticks_us()
        a0 = gc.mem_alloc()
        b.app.press(NAMES[ev], b.now)
        if b.app.tick(b.now):
            b.app.draw(b.canvas)
        d = gc.mem_alloc() - a0
        times[count] = min(65535, time.ticks_diff(time.ticks_us(), t0))
        note(WORST, times[count], count, NAMES[ev], BEFORE[0], b.app.screen_name)
        count += 1
        if d > frame_alloc:
            frame_alloc = d
            note(MOST, d, count - 1, NAMES[ev], BEFORE[0], b.app.screen_name)
        gc.collect()
        live = gc.mem_alloc() - base
        if live > live_peak:
            live_peak = live
    n = count
    if SLOW is not None:  # every press's time, in the order played (before the sort below)
        print("press_times", " ".join(str(times[i]) for i in range(n)))
    for i in range(1, n):  # sorted in place: sorted() would need a list the match's heap may not have
        t = times[i]
        j = i - 1
        while j >= 0 and times[j] > t:
            times[j + 1] = times[j]
            j -= 1
        times[j + 1] = t
    print("screen", b.app.screen_name)
    print("presses", n)
    print("key_us", times[n // 2], times[n - 1])
    print("live_peak", live_peak)
    print("kernel", KERNEL)
    print("press_alloc_max", frame_alloc, "press %d %s %s->%s" % (MOST[1], MOST[2], MOST[3], MOST[4]))
    print("worst_press", WORST[0], "press %d %s %s->%s" % (WORST[1], WORST[2], WORST[3], WORST[4]))
    print("worst_step", STEP[0], "step %d of %d %s->%s" % (STEP[1], STEPS[0], STEP[3], STEP[4]))
    print("step_alloc_max", STEP_ALLOC[0], "step %d %s->%s" % (STEP_ALLOC[1], STEP_ALLOC[3], STEP_ALLOC[4]))
    if SLOW is not None:
        print("slow_steps", " ".join("%d:%d" % (SLOW[2 * i], SLOW[2 * i + 1]) for i in range(STEPS[1])))
    print("ok")


main(sys.argv)
