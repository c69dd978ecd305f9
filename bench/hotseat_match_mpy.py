"""Run by bench/bench_hotseat.py under MicroPython: the whole app headless through a
hot-seat domino match given as recorded events (argv[1]: a file of comma-separated
events: U D L R A B a press, wN a wait of N ms, s loop steps at the same moment while
a phase's modules load (ui/loading.py); argv[2]: the file standing for the board's
nvm store), with the same simulated clock as the recording (as
host_sim/drive/luzon.Board: +50 ms per press, 20 ms frames while waiting).

Prints the median and worst time per press (press -> tick -> draw finished), the
worst loop step that is not a press (a wait's frame, a loading step: so that work
moved out of presses is still counted), the peak heap in use after each press
(gc.collect, then gc.mem_alloc minus what was in use before the App was made), the
heap the kernel took before that (app.py and what it imports, and the canvas
module, from the bare interpreter), the most any one press allocated and the most
any other step allocated, then the final screen and ``ok``. With a third argument
(``times``) it also prints every press's time (``press_times_in_order``) and every other
step of at least 300 us (``slow_other_steps`` step:us), so the bench can take each
step's fastest of several runs (the machine is shared: a step's time in one run can
include another program's).
"""

import gc
import sys
import time
from array import array

from nvm_file import events

gc.collect()
BASE = gc.mem_alloc()

from pipgrid.app import App  # noqa: E402
from pipgrid.ui.canvas import Canvas  # noqa: E402

gc.collect()
KERNEL = gc.mem_alloc() - BASE  # the app's kernel modules (app.py and what it imports) and the canvas

NAMES = {"U": "UP", "D": "DOWN", "L": "LEFT", "R": "RIGHT", "A": "A", "B": "B"}


class Board:
    """The same clock as host_sim/drive/luzon.Board (which also loads Luzon)."""

    def __init__(self, store):
        self.app = App(store, log=lambda line: None)
        # round seeds (pipgrid/rng.py): the clock at the round's start, as
        # host_sim/drive/luzon.Board, so the figures come from the same games every run
        self.app.urandom = self.entropy
        self.canvas = Canvas(16, 16)
        self.now = 0
        self.frame()

    def entropy(self, n):
        return ((self.now & 0x3FFFFFFF) or 1).to_bytes(4, "big")[:n]

    def frame(self):
        if self.app.tick(self.now):
            self.app.draw(self.canvas)

    def wait(self, ms, step=20):
        """Loop steps that are not presses, each timed and its allocation noted (BEFORE);
        ``ms`` 0: steps at this same moment while a phase's modules load."""
        end = self.now + ms
        rec = BEFORE
        while self.now < end or (not ms and self.app.screen_name == "loading"):
            if ms:
                self.now += step
            rec[0] = self.app.screen_name
            t0 = time.ticks_us()
            a0 = gc.mem_alloc()
            self.frame()
            d = gc.mem_alloc() - a0
            t = time.ticks_diff(time.ticks_us(), t0)
            if t > rec[1]:
                rec[1:5] = [t, rec[9], rec[0], self.app.screen_name]
            if d > rec[5]:
                rec[5:9] = [d, rec[9], rec[0], self.app.screen_name]
            if rec[11] is not None and t >= 300 and rec[10] < len(rec[11]) // 2:  # a slow step, for the bench
                rec[11][2 * rec[10]] = rec[9]
                rec[11][2 * rec[10] + 1] = t
                rec[10] += 1
            rec[9] += 1


# The slowest press and the one that allocated most: [time, number, key, screen before,
# screen after] each, kept here rather than in main's locals (more locals there changed
# what the conservative collector kept alive, and so the heap figures).
WORST = [0, -1, "", "", ""]
MOST = [0, -1, "", "", ""]
# BEFORE[0]: the screen before the step being measured; then (no new name: the bench's
# names are interned on the heap as the app's are, so each one moves where the app's
# next qstr pool begins) the loop steps that are not presses: the slowest [1:5] and the
# one that allocated most [5:9] (time or bytes, step number, screens before and after),
# the steps so far [9], the slow ones noted [10], and with a third argument their
# (step, us) pairs [11] (made before the base).
BEFORE = [
    "",
    0,
    -1,
    "",
    "",
    0,
    -1,
    "",
    "",
    0,
    0,
    array("I", bytes(4 * 2 * 600)) if len(sys.argv) > 3 else None,
]


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
            b.wait(0)
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
        if b.app.game is not None and getattr(b, "_r", 0) != b.app.game.game.round_no:
            b._r = b.app.game.game.round_no
            print("ROUND", b._r, b.app.game.game.seed, live, list(b.app.game.game.deck))
        if live > live_peak:
            live_peak = live
    n = count
    if BEFORE[11] is not None:  # every press's time, in the order played (before the sort below)
        print("press_times_in_order", " ".join(str(times[i]) for i in range(n)))
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
    rec = BEFORE
    print("worst_other_step", rec[1], "step %d of %d %s->%s" % (rec[2], rec[9], rec[3], rec[4]))
    print("other_step_alloc_max", rec[5], "step %d %s->%s" % (rec[6], rec[7], rec[8]))
    if rec[11] is not None:
        print(
            "slow_other_steps",
            " ".join("%d:%d" % (rec[11][2 * i], rec[11][2 * i + 1]) for i in range(rec[10])),
        )
    print("ok")


main(sys.argv)
