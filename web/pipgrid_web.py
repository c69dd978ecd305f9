"""The board in a web page: the board's own App and Runner (firmware/lib/pipgrid) under
MicroPython's WebAssembly port, in a Web Worker (web/worker.js drives it).

The four small interfaces of the board (firmware/code.py, host_sim/hardware.py), in
Python, fed and read by JavaScript through plain ints and strings:

- pixels: ``Pixels``, neopixel-like (``brightness``, one slice assignment, ``show()``);
  the frame it keeps is what the LEDs emit, in canvas order, scaled exactly as
  ``adafruit_pixelbuf`` scales it (``int(level * brightness)``, changes under 0.001
  ignored), so a frame here equals the CPython simulator's frame byte for byte;
- keys: ``Keys``, a keypad-like event queue (``push(key_number, pressed)``);
- clock: the milliseconds JavaScript passes to ``step(ms)`` (real time, or the
  simulated time of the page's test mode), kept below 2**29 like ``ticks_ms``;
- entropy: round seeds from ``crypto.getRandomValues`` (``crypto_bytes``, issue 26);
- store: ``Store``, an ``nvm``-like 4096 bytes; after a write ``store_hex()`` gives
  the bytes for the browser's localStorage, and ``WebBoard(hex)`` starts from them.
- the page around the board (web/teacher.py): ``info()`` the screen in words, the
  teacher's panel, the colour key and the link to the game, as JSON; ``open_link``
  starts the game a link names; ``present`` (presenter mode) keeps the board awake:
  no idle picture, no dimming (app.py's idle) while a class looks at it.
- piezo: ``tone(hz)``, the runner's tones (runner.py's notes; none when the board's
  SOUND is off): each kept as (ms, Hz) until ``take_tones()`` hands them to JavaScript,
  which plays them with the Web Audio API (web/main.js).

Nobody reads this board's serial console: a ``supervisor`` module saying so is put
in place (as on a handheld board), so the hot-seat transcript, which names every
hand, is never written (HS-1); other console lines go to the browser's console.
"""

import sys
from binascii import hexlify

from pipgrid import boards
from pipgrid.profile import led_map
from pipgrid.runner import Runner
from teacher import Teacher, open_link, parse_link

NVM_SIZE = 4096


class _Runtime:
    serial_connected = False


class _Supervisor:
    runtime = _Runtime()


sys.modules["supervisor"] = _Supervisor()


class Event:
    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class Keys:
    """Like ``keypad.Keys``: ``keys.events.get()`` returns an event or None."""

    def __init__(self):
        self.queue = []
        self.events = self

    def get(self):
        return self.queue.pop(0) if self.queue else None

    def push(self, key_number, pressed):
        self.queue.append(Event(key_number, pressed))


class Pixels:
    """neopixel-like pixels; ``frame`` holds the light of the last ``show()``, canvas order."""

    def __init__(self, profile):
        n = profile["width"] * profile["height"]
        self.led_of = led_map(profile)
        self.raw = [0] * n
        self.frame = bytearray(3 * n)
        self._brightness = 1.0
        self.shown = False

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, value):
        value = min(max(value, 0.0), 1.0)
        if -0.001 < value - self._brightness < 0.001:
            return
        self._brightness = value

    def __setitem__(self, index, colors):
        self.raw[index] = colors

    def show(self):
        b = self._brightness
        raw = self.raw
        frame = self.frame
        i = 0
        for led in self.led_of:
            v = raw[led]
            frame[i] = int((v >> 16) * b)
            frame[i + 1] = int((v >> 8 & 0xFF) * b)
            frame[i + 2] = int((v & 0xFF) * b)
            i += 3
        self.shown = True


class Store:
    """``microcontroller.nvm``-like bytes; ``dirty`` after a write."""

    def __init__(self, text):
        data = bytearray(b"\xff" * NVM_SIZE)
        if len(text) == 2 * NVM_SIZE:
            try:
                data = bytearray(bytes.fromhex(text))
            except ValueError:
                pass
        self.data = data
        self.dirty = False

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        self.data[index] = value
        if len(self.data) != NVM_SIZE:
            raise ValueError("the store has a fixed size of %d bytes" % NVM_SIZE)
        self.dirty = True


def hex_of(data):
    return hexlify(data).decode()


def crypto_bytes(n):
    """``n`` random bytes from the browser's ``crypto.getRandomValues``."""
    import js

    buf = js.Uint8Array.new(n)
    js.crypto.getRandomValues(buf)
    return bytes(buf[i] for i in range(n))


class WebBoard:
    """Profile, the page's hardware, the App and the Runner, as firmware/code.py builds them."""

    def __init__(self, store_text, ms, log, sim=False):
        self.sim = sim  # the page's test mode: round seeds from the clock, as the simulator's
        self.profile = boards.select(boards.REFERENCE)
        self.width = self.profile["width"]
        self.height = self.profile["height"]
        self.pixels = Pixels(self.profile)
        self.keys = Keys()
        self.store = Store(store_text)
        self.ms = ms % (1 << 29)
        self.log = log
        self.tones = []  # ms, Hz, ms, Hz ... started since JavaScript last took them
        self.present = False
        self.teacher = Teacher()
        self.runner = Runner(
            self.new_app(False),
            self.pixels,
            self.keys,
            self.clock,
            self.profile,
            log=log,
            restart=self.new_app,
            tone=self.tone,
        )

    def clock(self):
        return self.ms

    def new_app(self, fresh):
        from pipgrid.app import App

        if fresh:
            self.store[0:NVM_SIZE] = bytes(NVM_SIZE)
        app = App(self.store, self.width, self.height, log=self.log)
        # round seeds (pipgrid/rng.py): the browser's crypto.getRandomValues, as
        # os.urandom on a board (this port has none); the test mode takes the board's
        # fallback, as the simulator's scripted runs, so its frames equal CPython's
        app.urandom = None if self.sim else crypto_bytes
        return app

    def tone(self, hz):
        """The piezo: ``hz`` from now on (0: silent)."""
        self.tones.append(self.ms)
        self.tones.append(hz)

    def take_tones(self):
        """The tones since the last call, as text: ``ms:hz`` joined by commas."""
        t = self.tones
        out = ",".join("%d:%d" % (t[i], t[i + 1]) for i in range(0, len(t), 2))
        self.tones = []
        return out

    def press(self, key_number, pressed):
        self.keys.push(key_number, pressed)

    def step(self, ms):
        """One loop step at ``ms``; 1 when a frame was shown, +2 when the store changed,
        +4 when a tone started or ended (``take_tones``), +8 when the teacher's panel
        changed without a frame (``info``)."""
        self.ms = ms % (1 << 29)
        app = self.runner.app
        if self.present:  # presenter mode: as if a key had just been pressed (no idle)
            app.last_press = self.ms
            if app.idle_step:
                app.idle_step = 0
                app.dirty = True
        self.runner.guarded_step()
        out = 0
        try:
            if self.teacher.step(self.runner.app, self.ms):
                out = 8
        except Exception as exc:  # noqa: BLE001 - the panel's line never stops the board
            self.log("teacher's line: %s: %s" % (type(exc).__name__, exc))
            self.teacher.panel = False
        if self.pixels.shown:
            self.pixels.shown = False
            out += 1
        if self.store.dirty:
            out += 2
        if self.tones:
            out += 4
        return out

    def frame_hex(self):
        return hex_of(self.pixels.frame)

    def store_hex(self):
        self.store.dirty = False
        return hex_of(self.store.data)

    def screen(self):
        app = self.runner.app
        return app.screen_name if app.stack else "?"

    def info(self):
        """The page's words about the board now (web/teacher.py): JSON. A fault in them
        is logged and leaves the words out; the board plays on."""
        try:
            return self.teacher.info(self.runner.app)
        except Exception as exc:  # noqa: BLE001 - the page's words never stop the board
            self.log("page words: %s: %s" % (type(exc).__name__, exc))
            return '{"summary": "", "facts": [], "line": null, "link": null, "game": "", "key": []}'

    def set_panel(self, on):
        self.teacher.panel = bool(on)

    def set_present(self, on):
        self.present = bool(on)

    def saved_kinds(self):
        """The games with a saved unfinished game (``App.saved``), as "1,3"."""
        return ",".join(str(s[0]) for s in self.runner.app.saved)

    def link_kind(self, game, deal, variant, seed, players, seats):
        """The game id a link names, or the reason it cannot be opened (text)."""
        try:
            return str(parse_link(game, deal, variant, seed, players, seats)[0])
        except ValueError as e:
            return str(e)

    def open_link(self, game, deal, variant, seed, players, seats):
        """Start the game a link names (``teacher.parse_link``): "" or the reason."""
        try:
            link = parse_link(game, deal, variant, seed, players, seats)
        except ValueError as e:
            return str(e)
        open_link(self.runner.app, link, self.ms)
        return ""
