"""The one main loop, shared by the board and the simulator (DESIGN.md, issue 4).

``Runner(app, pixels, keys, clock, profile)``; every ``step()``:

1. drains the key events (``keys.events``, keypad-like) into ``app.press`` /
   ``app.release`` with the logical name ``KEY_NAMES[key_number]``;
2. asks ``app.tick(now)`` whether the frame changed (or an animation ticked);
3. only then: ``app.draw(canvas)``, maps the canvas through the profile's wiring
   (``wiring.led_map``) into a preallocated list of packed ``0xRRGGBB`` colours,
   sets ``pixels.brightness`` to the user's brightness lowered by
   ``power.limit_brightness`` so the frame's estimated current stays within the
   profile's cap, writes the colours with one slice assignment and calls
   ``pixels.show()``.

Nothing is allocated per frame: the colour list and the LED map are built once;
packed colours are small ints (< 2**24), so no heap on CircuitPython.

Time: ``clock()`` returns milliseconds and may wrap (``supervisor.ticks_ms`` wraps
at 2**29); the runner takes wrap-safe differences and gives the app ``now`` =
milliseconds since the runner started, which never wraps (it passes 2**30, a
long int on CircuitPython, only after 12 days on).

Sound (issue 13): ``tone(hz)``, when given, drives the piezo (0 = silent; ``pwmio`` on
the board, firmware/code.py; recorded or played by the simulator). After each tick the
runner takes the app's request ``app.tone`` (a kind, 1 press .. 6 match won, see
``App.sound``) and plays that kind's notes from ``_NOTES`` (a press's click cuts no
other sound short, and only a match's tune cuts a round's): each note is started and later ended by this loop's clock,
so a tone never blocks a frame or a key.

A crash inside the app must not leave a dead board: ``guarded_step()`` (used by
``run()`` and the simulator) logs the traceback to the console, shows the error
screen (a red ring with a red "!", drawn by the runner itself) and waits for a
button: A restarts the app (the saved game resumes), B restarts it with the
saves cleared (for a save that makes the app crash). The restart comes from the
``restart(fresh)`` callable given to the runner; without one the error screen
stays. ``step()`` itself lets exceptions through, for tests.

The mirror (issue 16, ``pipgrid.mirror``): given a ``link`` (a serial port: the board's
``usb_cdc.data``), each step, after its frame, checks only ``link.in_waiting``; a computer's request
loads the mirror, which then writes every shown frame without ever waiting for the port.
"""

import time

from pipgrid import power
from pipgrid.wiring import KEY_NAMES, led_map

try:
    from micropython import const
except ImportError:  # pragma: no cover - Blinka and the boards have micropython.const

    def const(x):
        return x


_TICKS_PERIOD = const(1 << 29)
_TICKS_MASK = const((1 << 29) - 1)
_TICKS_HALF = const(1 << 28)

# The notes of each kind: bytes 0..7 are where kind 0..6's notes start (and where the
# last ends); each note is (Hz // 10, ms // 10), a kind's notes end with a 0. Kinds:
# 1 a press (a click), 2 a refusal (low), 3 a tile laid, 4 your turn, 5 a round won,
# 6 a match won (a rising arpeggio). One name: each module-level name costs a qstr.
_NOTES = (
    b"\x08\x09\x0c\x0f\x12\x17\x1e\x27\x00\xb4\x01\x00\x16\x0c\x00\x58"
    b"\x04\x00\x42\x06\x63\x08\x00\x34\x09\x42\x09\x4e\x10\x00\x34\x0a"
    b"\x42\x0a\x4e\x0a\x69\x1e\x00"
)
_ERROR_RING = const((48, 0, 0))
_ERROR_MARK = const((255, 0, 0))


def ticks_diff(new, old):
    """``new - old`` in ms for a clock that wraps at 2**29 (exact while |diff| < 2**28)."""
    return ((new - old + _TICKS_HALF) & _TICKS_MASK) - _TICKS_HALF


class Runner:
    """Keys -> app -> canvas -> pixels -> show; see the module docstring."""

    def __init__(
        self, app, pixels, keys, clock, profile, canvas=None, log=print, restart=None, tone=None, link=None
    ):
        self.app = app
        self.pixels = pixels
        self.keys = keys
        self.clock = clock
        self.profile = profile
        self.log = log
        self.restart = restart
        width, height = profile["width"], profile["height"]
        if canvas is None:
            from pipgrid.ui.canvas import Canvas

            canvas = Canvas(width, height)
        self.canvas = canvas
        self.width = width
        self.height = height
        self.leds = width * height
        self.map = led_map(profile)
        self.colors = [0] * self.leds
        self.cap_ma = profile.get("current_cap_ma", 500)
        self.frames_shown = 0
        self.brightness = 0.0
        self.now = 0
        self._last_ms = clock()
        self._dirty = True
        self.error = None
        self.tone = tone
        self.pos = 0  # where in _NOTES the note playing is (0: silent)
        self.end = 0  # when it ends (ms)
        self.link = link
        self.mirror = None

    def _advance(self):
        raw = self.clock()
        self.now += ticks_diff(raw, self._last_ms)
        self._last_ms = raw
        return self.now

    def _next_key(self):
        """(name, pressed) of the next queued key event, or None (no allocation when empty)."""
        events = self.keys.events
        event = events.get()
        while event is not None:
            number = event.key_number
            if 0 <= number < len(KEY_NAMES):
                return KEY_NAMES[number], event.pressed
            event = events.get()
        return None

    def step(self):
        """One loop iteration; True when a frame was shown."""
        now = self._advance()
        app = self.app
        key = self._next_key()
        while key is not None:
            if key[1]:
                app.press(key[0], now)
            else:
                app.release(key[0], now)
            key = self._next_key()
        changed = app.tick(now)
        kind = getattr(app, "tone", 0)
        if kind:
            app.tone = 0
            # a click never cuts another sound short, nor anything a round's or match's tune
            pos = self.pos
            if self.tone is not None and (
                not pos or (kind > 1 and (pos < _NOTES[5] or _NOTES[kind + 1] > pos))
            ):
                self.pos = _NOTES[kind]
                self.tone(_NOTES[self.pos] * 10)
                self.end = now + _NOTES[self.pos + 1] * 10
        if self.pos and now >= self.end:  # the note is over: the next one, or silence
            self.pos += 2
            hz = _NOTES[self.pos] * 10
            if not hz:
                self.pos = 0
            else:
                self.end = now + _NOTES[self.pos + 1] * 10
            self.tone(hz)
        changed = changed or self._dirty
        if changed:
            app.draw(self.canvas)
            self.show(getattr(app, "brightness", self.profile.get("brightness", 0.3)))
        if self.link is not None:  # after the frame: a press never waits for the mirror
            self._mirror()
        return changed

    def show(self, brightness):
        """Map the canvas to the LEDs, limit the brightness to the current cap, show."""
        buf = self.canvas.buf
        colors = self.colors
        table = self.map
        levels = 0
        i = 0
        for c in range(self.leds):
            r = buf[i]
            g = buf[i + 1]
            b = buf[i + 2]
            colors[table[c]] = (r << 16) | (g << 8) | b
            levels += r + g + b
            i += 3
        self.brightness = power.limit_brightness(levels, self.leds, brightness, self.cap_ma)
        pixels = self.pixels
        pixels.brightness = self.brightness
        pixels[:] = colors
        pixels.show()
        self.frames_shown += 1
        self._dirty = False
        if self.mirror is not None:
            self.mirror.shown()

    def _mirror(self):
        """The mirror's turn in a step: loaded when a computer asks (module doc). Its
        trouble (no heap for it, a port gone wrong) ends the mirror, never the game."""
        try:
            if self.mirror is None:
                if not self.link.in_waiting:
                    return
                import gc

                gc.collect()  # room to compile the module in one piece
                from pipgrid.mirror import Mirror

                self.mirror = Mirror(self)
            if not self.mirror.poll():
                self.mirror = None
        except Exception as exc:  # noqa: BLE001 - the projector must not stop the board
            self.mirror = None
            self.link = None
            self.log("PipGrid mirror stopped: %s: %s" % (type(exc).__name__, exc))

    def guarded_step(self):
        """``step()`` that turns an app crash into the error screen (the board's loop)."""
        if self.error is not None:
            return self._error_step()
        try:
            return self.step()
        except Exception as exc:  # noqa: BLE001 - a crash must not leave a dead board
            self.crash(exc)
            return True

    def crash(self, exc):
        """Log the traceback and show the error screen."""
        self.error = "%s: %s" % (type(exc).__name__, exc)
        try:  # the traceback as text, on CPython, CircuitPython and MicroPython
            import traceback

            text = "".join(traceback.format_exception(exc))
        except (ImportError, AttributeError, TypeError):
            import io
            import sys

            out = io.StringIO()
            sys.print_exception(exc, out)
            text = out.getvalue()
        self.log(text.rstrip())
        if self.restart is None:
            self.log("PipGrid app error: %s. Reset the board to start again." % self.error)
        else:
            self.log(
                "PipGrid app error: %s. Press A to restart, B to restart with saves cleared." % self.error
            )
        self.draw_error()
        self.show(self.profile.get("brightness", 0.3))

    def draw_error(self):
        """Error screen on the canvas: a dim red ring and a bright red "!" in the middle."""
        buf = self.canvas.buf
        w, h = self.width, self.height
        for i in range(len(buf)):
            buf[i] = 0
        mid = w // 2 - 1
        for y in range(h):
            for x in range(w):
                rgb = None
                if x in (0, w - 1) or y in (0, h - 1):
                    rgb = _ERROR_RING
                elif x in (mid, mid + 1) and (2 < y < h - 6 or h - 5 < y < h - 2):
                    rgb = _ERROR_MARK
                if rgb is not None:
                    i = 3 * (y * w + x)
                    buf[i] = rgb[0]
                    buf[i + 1] = rgb[1]
                    buf[i + 2] = rgb[2]

    def _error_step(self):
        self._advance()
        if self.link is not None:
            self._mirror()
        key = self._next_key()
        while key is not None:
            name, pressed = key
            key = self._next_key()
            if pressed and self.restart is not None and name in ("A", "B"):
                fresh = name == "B"
                self.log("PipGrid: restarting the app%s" % (" with saves cleared" if fresh else ""))
                self.app = self.restart(fresh)
                self.error = None
                self._dirty = True
                return False
        return False

    def run(self, iterations=None, pause_s=0.005):
        """The main loop: ``guarded_step()`` forever (or ``iterations`` times)."""
        n = 0
        while iterations is None or n < iterations:
            self.guarded_step()
            n += 1
            if pause_s:
                time.sleep(pause_s)
