"""PipGrid on the board: active profile -> real hardware -> the shared runner (DESIGN.md).

The start-up (the profile, LEDs, buttons, store, piezo, the mirror's channel, and the
boot error pattern when something is wrong) is ``pipgrid.boards.start``: its code, the
shipped boards and the profile's checks are unloaded before the loop starts, as this
file's own code stays in the heap while the loop runs (issue 23). The profile's piezo
pin, when it has one, plays the runner's tones through ``pwmio``.
"""

from pipgrid import boards
from pipgrid.memory import unload

profile, pixels, keys, store, piezo, link, iterations = boards.start()
boards = None
unload(("pipgrid.boards", "pipgrid.profile"))

try:
    from supervisor import ticks_ms as clock  # wraps at 2**29; the runner copes
except ImportError:  # Blinka on a Pi or PC
    import time

    def clock():
        return time.monotonic_ns() // 1000000


tone = None
if piezo is not None:

    def tone(hz):
        """The runner's tones (runner.py): a square wave at ``hz``, 0 = silent."""
        if hz:
            piezo.frequency = hz
        piezo.duty_cycle = 0x8000 if hz else 0


from pipgrid.app import App  # noqa: E402
from pipgrid.runner import Runner  # noqa: E402


def restart(fresh):
    if fresh:
        store[0 : len(store)] = b"\xff" * len(store)  # erased: no save
    return App(store, profile["width"], profile["height"])


runner = Runner(restart(False), pixels, keys, clock, profile, restart=restart, tone=tone, link=link)
runner.run(iterations)
