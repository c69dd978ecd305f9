"""PipGrid on the board: active profile -> real hardware -> the shared runner (DESIGN.md).
The profile's piezo pin, when it has one, plays the runner's tones through ``pwmio``.

settings.toml names the profile (PIPGRID_PROFILE); an impossible profile or a
failed LED/button start-up shows the boot error pattern and a console message,
then waits (saving a fixed file restarts the board). PIPGRID_ITERATIONS, when
set, runs that many loop steps and exits (the Blinka check on a PC).
"""

import os
import sys
import time

import board
from pipgrid import boards
from pipgrid.memory import unload
from pipgrid.version import VERSION
from pipgrid.wiring import KEY_NAMES

print("PipGrid %s" % VERSION)  # the serial console's first line at every boot

try:
    from supervisor import ticks_ms as clock  # wraps at 2**29; the runner copes
except ImportError:  # Blinka on a Pi or PC

    def clock():
        return time.monotonic_ns() // 1000000


iterations = os.getenv("PIPGRID_ITERATIONS")
pixels = profile = None
try:
    profile = boards.select(boards.active_name(), dir(board))
    import keypad
    import neopixel

    n = profile["width"] * profile["height"]
    pixels = neopixel.NeoPixel(
        getattr(board, profile["data_pin"]),
        n,
        auto_write=False,
        pixel_order=profile.get("pixel_order", "GRB"),
    )
    keys = keypad.Keys(
        [getattr(board, profile["buttons"][k]) for k in KEY_NAMES], value_when_pressed=False, pull=True
    )
except Exception as error:  # noqa: BLE001 - a maker's mistake: show it, never a traceback loop
    from pipgrid import boot_errors

    boot_errors.show_error(pixels, error, profile)
    while iterations is None:
        time.sleep(1)
    sys.exit(1)

# The profile's checks and the shipped boards are boot-only: let their code go (about
# 8 KB of heap on a 32-bit board); the runner keeps pipgrid.wiring.
boards = None
unload(("pipgrid.boards", "pipgrid.profile"))

try:
    import microcontroller

    store = microcontroller.nvm
except (ImportError, AttributeError):
    store = None
if store is None:
    print("PipGrid: this board has no microcontroller.nvm; saves last only until power off")
    store = bytearray(4096)

tone = None
if profile.get("piezo_pin"):
    try:
        import pwmio

        piezo = pwmio.PWMOut(
            getattr(board, profile["piezo_pin"]), frequency=440, duty_cycle=0, variable_frequency=True
        )

        def tone(hz):
            """The runner's tones (runner.py): a square wave at ``hz``, 0 = silent."""
            if hz:
                piezo.frequency = hz
            piezo.duty_cycle = 0x8000 if hz else 0
    except Exception as error:  # noqa: BLE001 - no PWM on that pin: play on, silently
        print("PipGrid: no sound on %s (%s)" % (profile["piezo_pin"], error))
        tone = None

from pipgrid.app import App  # noqa: E402
from pipgrid.runner import Runner  # noqa: E402


def restart(fresh):
    if fresh:
        store[0 : len(store)] = b"\xff" * len(store)  # erased: no save
    return App(store, profile["width"], profile["height"])


# The mirror's channel (boot.py enables it; pipgrid/mirror.py): never wait on it.
link = None
try:
    import usb_cdc

    link = usb_cdc.data
    if link is not None:
        link.timeout = 0
        link.write_timeout = 0
except (ImportError, AttributeError):
    link = None

runner = Runner(restart(False), pixels, keys, clock, profile, restart=restart, tone=tone, link=link)
runner.run(None if iterations is None else int(iterations))
