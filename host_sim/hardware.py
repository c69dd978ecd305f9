"""Virtual hardware: the board's four interfaces on a PC (DESIGN.md, BOARD_CONTRACT.md).

- ``VirtualPixels``: a real ``adafruit_pixelbuf.PixelBuf`` (the same pure-Python
  class the Adafruit libraries use), so brightness scaling and the colour order
  behave as on the board; its ``_transmit`` turns the bytes it would send down
  the data line back into the player's view (canvas order, RGB, after
  brightness) and hands that frame to the front ends.
- ``VirtualKeys``: a keypad-like event queue the front ends push presses into.
- ``FileStore``: an ``nvm``-like bytearray kept in a file; every slice write
  reaches the file at once, so quitting or crashing loses nothing; it counts the
  flash erases the board would make, and never overwrites a file that is not a store.
- clocks: ``real_clock`` (milliseconds) and ``SimClock`` (time that the headless
  driver advances, so scripted runs are repeatable).

``SimBoard`` assembles them with the app and the shared runner, exactly as
``firmware/code.py`` does on the board.
"""

import collections
import os
import time

from adafruit_pixelbuf import PixelBuf

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from pipgrid import boards
from pipgrid.profile import KEY_NAMES, led_map
from pipgrid.runner import Runner

NVM_SIZE = 4096  # CircuitPython's microcontroller.nvm on the RP2040
ERASED = 0xFF

# What the eye sees: a WS2812's light is linear in its level, a screen's pixel
# values are not (gamma ~2.2), so front ends show level v as
# 255 * min(1, EXPOSURE * v/255) ** (1/2.2). LEDs in a room look brighter than a
# screen can be, hence EXPOSURE above 1: the app's 20 % looks like a clear, lit
# panel, 50 % is near the screen's white, and the top levels saturate. Hues
# stay as the LEDs mix them (a level-40 green channel next to red 255 still
# reads as orange, as on the panel).
EXPOSURE = 1.4
SEEN = bytes(round(255 * min(1.0, EXPOSURE * v / 255) ** (1 / 2.2)) for v in range(256))
BOARD_RGB = (10, 10, 12)  # the panel's board between the LEDs
UNLIT_RGB = (24, 24, 28)  # a dark LED's package, dim so dim lit LEDs stand out


def perceived(frame):
    """Screen colours (bytes) for a frame of LED levels, see SEEN."""
    return bytes(frame).translate(SEEN)


def default_store_path():
    """Per-user store file: $XDG_STATE_HOME/pipgrid/store.bin (~/.local/state/...)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "pipgrid", "store.bin")


class VirtualPixels(PixelBuf):
    """PixelBuf for the simulator; ``frame`` is the last shown picture as the player sees it."""

    def __init__(self, profile):
        width, height = profile["width"], profile["height"]
        order = profile.get("pixel_order", "GRB")
        super().__init__(width * height, byteorder=order, brightness=1.0, auto_write=False)
        self.width = width
        self.height = height
        self.led_of = led_map(profile)
        self.channel = (order.index("R"), order.index("G"), order.index("B"))
        self.frame = bytearray(width * height * 3)
        self.sent = b""
        self.listeners = []
        self.shows = 0

    def _transmit(self, buffer):
        self.sent = bytes(buffer)
        r, g, b = self.channel
        frame = self.frame
        for c, led in enumerate(self.led_of):
            i = 3 * led
            frame[3 * c] = buffer[i + r]
            frame[3 * c + 1] = buffer[i + g]
            frame[3 * c + 2] = buffer[i + b]
        self.shows += 1
        for listener in self.listeners:
            listener(frame)


class KeyEvent:
    """Like ``keypad.Event``."""

    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed

    def __repr__(self):
        return "<KeyEvent %s %s>" % (KEY_NAMES[self.key_number], "pressed" if self.pressed else "released")


class VirtualKeys:
    """Like ``keypad.Keys``: ``keys.events.get()`` returns an event or None."""

    def __init__(self):
        self._queue = collections.deque()
        self.events = self

    def get(self):
        return self._queue.popleft() if self._queue else None

    def __len__(self):
        return len(self._queue)

    def press(self, name):
        self._queue.append(KeyEvent(KEY_NAMES.index(name), True))

    def release(self, name):
        self._queue.append(KeyEvent(KEY_NAMES.index(name), False))

    def tap(self, name):
        """Press and release (a quick click)."""
        self.press(name)
        self.release(name)


class StoreError(Exception):
    """A store file that cannot be used (one line saying why)."""


STORE_OFFSETS = (0, 2016, NVM_SIZE // 2, NVM_SIZE - 64, NVM_SIZE - 32)  # where records begin


def has_header(data):
    """True when a record header of ours is where a store's records begin (save.py and
    the two-slot format 1 of save_v1.py): b"PG", format 1 or 2, a known kind of record,
    a body that fits. Its CRC is not asked for: a store whose records fail their CRCs is
    a damaged store, loaded as far as it can be (save_report.py names the damage)."""
    from pipgrid.save import HEADER, MAGIC, SETTINGS_ID

    for offset in STORE_OFFSETS:
        head = data[offset : offset + HEADER]
        if len(head) == HEADER and head[0:2] == MAGIC and head[2] in (1, 2) and 1 <= head[3] <= SETTINGS_ID:
            if head[6] | head[7] << 8 <= NVM_SIZE - offset - HEADER:
                return True
    return False


def is_store(data):
    """True when ``data`` (a file's bytes) is a PipGrid store: empty, all 0xFF (erased),
    or a record header of ours where records begin (``has_header``; any length: a store
    of the wrong length is loaded and written again at NVM_SIZE bytes, ``FileStore``)."""
    if not data.strip(b"\xff"):
        return True
    return has_header(data)


class FileStore:
    """``microcontroller.nvm``-like bytes kept in ``path`` (created erased, 0xFF).

    Only a store is a store (issue 26): a file that is there must be one (``is_store``),
    anything else, and every file that is not a regular file (a FIFO, a device such as
    /dev/null, a folder), is refused with StoreError and left as it was (``new=True``
    makes a regular ``path`` a new store whatever it holds; ``fresh=True`` erases a
    store). A store of the wrong length keeps what its records hold: the loss is named
    (``warn``, one line; stderr by default) before it is written again at ``size``
    bytes. One writer per store: the file is locked (``fcntl.flock``) while it is in
    use, and a second simulator on it is refused. ``erases`` counts the writes the board
    would erase its flash sector for: a write over bytes that are not all 0xFF (see
    pipgrid/save.py)."""

    def __init__(self, path, size=NVM_SIZE, fresh=False, new=False, warn=None):
        from host_sim.cli_args import special_kind

        if not path:
            raise StoreError("the store needs a file name")
        self.path = path
        self.erases = 0
        self._file = None
        there = os.path.lexists(path)
        if there:
            kind = special_kind(os.stat(path).st_mode)
            if kind:
                raise StoreError("%s is %s, not a store file (left untouched)" % (path, kind))
        else:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        f = os.fdopen(fd, "r+b")
        try:
            kind = special_kind(os.fstat(fd).st_mode)  # (made a FIFO meanwhile)
            if kind:
                raise StoreError("%s is %s, not a store file (left untouched)" % (path, kind))
            os.set_blocking(fd, True)
            _lock(f, path)
            data = f.read(max(size + 1, os.fstat(fd).st_size))
            if there and not new and not is_store(data):
                raise StoreError(
                    "%s is not a PipGrid store (left untouched); --new-store %s makes it one" % (path, path)
                )
            if fresh or new:
                data = b""
            elif len(data) not in (0, size) and data.strip(b"\xff"):
                (warn or _stderr)(_length_loss(path, len(data), size))
            self._data = bytearray(data[:size]) + bytearray([ERASED]) * (size - len(data[:size]))
            if data != self._data:
                f.seek(0)
                f.write(self._data)
                f.truncate(size)
                f.flush()
        except BaseException:
            f.close()
            raise
        self._file = f

    def close(self):
        """Let the store go (the lock with it)."""
        if self._file is not None:
            self._file.close()
            self._file = None

    def __len__(self):
        return len(self._data)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return bytearray(self._data[index])
        return self._data[index]

    def __setitem__(self, index, value):
        before = len(self._data)
        if isinstance(index, slice):
            start, stop, _ = index.indices(before)
        else:
            start = index % before
            stop = start + 1
        if isinstance(index, slice) and len(value) != stop - start:
            raise ValueError("the store has a fixed size of %d bytes" % before)
        if self._data[start:stop].strip(b"\xff"):
            self.erases += 1
        self._data[index] = value
        f = self._file
        if f is None:
            raise StoreError("%s is closed" % self.path)
        f.seek(start)
        f.write(self._data[start:stop])
        f.flush()


def _stderr(line):
    import sys

    print(line, file=sys.stderr)


def _length_loss(path, length, size):
    """The one line naming what a store of the wrong length loses."""
    if length < size:
        return (
            "%s is %d bytes, not %d: its records are loaded (one cut short is lost) and it is "
            "written again at %d bytes" % (path, length, size, size)
        )
    return (
        "%s is %d bytes, not %d: the %d bytes past %d are dropped, its records are loaded and it is "
        "written again at %d bytes" % (path, length, size, length - size, size, size)
    )


def _lock(f, path):
    """One writer per store (issue 26): an exclusive lock on the open file, held while
    it is open; StoreError when another simulator holds it."""
    try:
        import fcntl
    except ImportError:  # no fcntl (Windows): no lock
        return
    try:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise StoreError(
            "%s is in use by another PipGrid simulator: one board per store (left untouched); "
            "--store FILE plays on another" % path
        ) from None


def real_clock():
    """Milliseconds from a monotonic clock (the board's ``supervisor.ticks_ms``)."""
    return time.monotonic_ns() // 1_000_000


class SimClock:
    """Simulated milliseconds; the headless driver advances them."""

    def __init__(self, ms=0):
        self.ms = ms

    def __call__(self):
        return self.ms

    def advance(self, ms):
        self.ms += ms


class SimBoard:
    """A whole board in the simulator: profile, virtual hardware, app and runner.

    ``log`` receives every console line (the board's serial console); the lines
    are also kept in ``console`` (the last 200). The piezo: every tone the runner
    starts or ends is recorded in ``tones`` as (ms, Hz), 0 Hz = silent (tests assert
    them), and handed to ``tone_listeners`` (the window front end plays them). ``app_class`` defaults to
    ``pipgrid.app.App`` (tests pass small apps with the same constructor); ``link`` is
    the mirror's serial port (``host_sim.mirror.PortLink``), as ``usb_cdc.data`` on the board.
    ``entropy``: the round seeds' source, ``n -> n bytes`` (None: the clock and presses).
    """

    def __init__(
        self, profile_name=None, store=None, clock=None, log=None, app_class=None, link=None, entropy=False
    ):
        self.app_class = app_class
        # Round seeds (pipgrid/rng.py): os.urandom as on the board with the real clock;
        # a simulated clock (scripted runs, tests, pictures) takes the board's fallback,
        # the clock and the presses' timing, so a script plays the same games every time.
        self.entropy = (None if isinstance(clock, SimClock) else os.urandom) if entropy is False else entropy
        self.profile = boards.select(profile_name or boards.REFERENCE)
        self.width = self.profile["width"]
        self.height = self.profile["height"]
        self.pixels = VirtualPixels(self.profile)
        self.keys = VirtualKeys()
        self.store = store if store is not None else bytearray([ERASED]) * NVM_SIZE
        self.clock = clock or real_clock
        self.console = collections.deque(maxlen=200)
        self._log = log
        self.tones = []
        self.tone_listeners = []
        self.runner = Runner(
            self.new_app(False),
            self.pixels,
            self.keys,
            self.clock,
            self.profile,
            log=self.log,
            restart=self.new_app,
            tone=self.tone,
            link=link,
        )

    def tone(self, hz):
        """The piezo: ``hz`` from now on (0: silent)."""
        self.tones.append((self.clock(), hz))
        for listener in self.tone_listeners:
            listener(hz)

    def log(self, text):
        for line in str(text).split("\n"):
            self.console.append(line)
            if self._log is not None:
                self._log(line)

    def new_app(self, fresh):
        """The app, as code.py builds it; ``fresh`` clears the store first (error screen, B)."""
        app_class = self.app_class
        if app_class is None:
            from pipgrid.app import App as app_class
        if fresh:
            self.store[0 : len(self.store)] = bytes([ERASED]) * len(self.store)
        app = app_class(self.store, self.width, self.height, log=self.log)
        app.urandom = self.entropy
        return app

    @property
    def app(self):
        return self.runner.app

    @property
    def frame(self):
        return self.pixels.frame

    def step(self):
        """One runner step, an app crash becoming the error screen as on the board."""
        return self.runner.guarded_step()

    def tap(self, name):
        self.keys.tap(name)
