"""The mirror (issue 16): the board writes every frame it shows to a computer that asks,
for a classroom projector (``python -m host_sim mirror PORT``, host_sim/mirror.py).

**Channel.** The second USB serial channel, ``usb_cdc.data``, enabled in ``boot.py``
(firmware/boot.py), not the console: the console carries the REPL, tracebacks and the
hot-seat transcript as text lines, and CircuitPython's ``print`` to it waits for the
computer when its buffer is full, so a mirror that stopped reading would stall the
board. ``usb_cdc.data`` is binary-clean and has ``write_timeout``: code.py sets it to 0,
so every write returns at once with what fitted (possibly nothing).

**Asked.** The board (``Runner.link``) only checks ``link.in_waiting`` each loop step;
this module is imported when a byte arrives. ``M`` starts the mirror, ``S`` stops it
(other bytes are ignored); a port whose ``connected`` turns False stops it too.

**Never slower.** One frame is in transit at a time, written a piece per loop step as
the port takes it (never waiting). A frame shown meanwhile only marks the mirror
``wanted``; when the frame in transit is out, the newest picture (the runner's canvas
holds it) is encoded and sent. So frames are dropped, never presses delayed, and a
computer that stops reading costs one non-blocking write per step.

**Public.** The projector is seen by the whole class: while a person's hand is on the
grid (a hot-seat ``turn``, HS-1), the mirror gets that game screen's ``draw_public``
picture instead, the handover picture (table, census, scores, the seat's badge). Luzon,
the menu and the ends of rounds are sent as shown.

**Frame** (all big-endian): ``A5 5A``, body length (2 bytes), body, the sum of the body's
bytes mod 65536 (2 bytes). Body: ``1``, width, height, brightness x 65535 (2 bytes), k
colours (1 byte; k = 0 means 256), k x RGB (the canvas colours, before brightness), then
runs along the rows: with k <= 16 one byte per run, colour index << 4 | (length - 1)
(length 1..16), else two bytes, colour index and length - 1 (length 1..256). The board's
grids have 256 LEDs, so k never exceeds 256.
"""

try:
    from micropython import const
except ImportError:  # pragma: no cover

    def const(x):
        return x


MAGIC0 = const(0xA5)
MAGIC1 = const(0x5A)
FORMAT = const(1)
_HEAD = const(4)  # magic and length
_BODY_HEAD = const(6)  # format, width, height, brightness (2), k
PUBLIC_PHASES = ("turn", "ends")


class Mirror:
    """Frames for a computer on ``runner.link`` (module doc). ``poll()`` once per loop
    step; False once the mirror is stopped."""

    def __init__(self, runner):
        self.runner = runner
        self.link = runner.link
        leds = runner.width * runner.height
        # the largest frame: 256 colours and a run per LED
        self.out = bytearray(_HEAD + _BODY_HEAD + 3 * leds + 2 * leds + 2)
        self.view = memoryview(self.out)
        self.colours = [0] * leds
        self.runs = bytearray(2 * leds)
        self.runs_view = memoryview(self.runs)
        self.n = 0  # bytes of the frame in transit
        self.sent = 0  # of them written
        self.wanted = False
        self.on = False
        self.public = None  # canvas for the public picture, made when first needed
        self.frames = 0  # frames sent whole
        self.dropped = 0  # frames shown while one was in transit, never sent

    def poll(self):
        link = self.link
        if link.in_waiting:
            for b in link.read(link.in_waiting):
                if b == 0x4D:  # "M"
                    if not self.on:
                        self.on = True
                        self.wanted = True
                elif b == 0x53:  # "S"
                    self.on = False
        if not self.on or not getattr(link, "connected", True):
            return False
        if self.sent < self.n:
            self.sent += link.write(self.view[self.sent : self.n]) or 0
            if self.sent < self.n:
                return True
        if self.wanted:
            self.wanted = False
            self.n = self.encode()
            self.sent = link.write(self.view[: self.n]) or 0
        return True

    def shown(self):
        """The runner showed a frame."""
        if self.wanted:
            self.dropped += 1
        self.wanted = True

    def picture(self):
        """The canvas bytes the projector may show (module doc, Public)."""
        runner = self.runner
        app = runner.app
        for screen in getattr(app, "stack", ()):
            draw_public = getattr(screen, "draw_public", None)
            if draw_public is not None and screen.name in PUBLIC_PHASES:
                if self.public is None:
                    from pipgrid.ui.canvas import Canvas

                    self.public = Canvas(runner.width, runner.height)
                draw_public(self.public, app.now)
                return self.public.buf
        return runner.canvas.buf

    def encode(self):
        """The newest picture as a frame in ``out``; returns its length."""
        buf = self.picture()
        out = self.out
        runs = self.runs
        colours = self.colours
        leds = self.runner.width * self.runner.height
        # one pass along the rows: runs of one colour (at most 256 long), each colour
        # numbered in the order first met
        k = 0
        r = 0
        last = -1
        length = 0
        i = 0
        for _ in range(leds + 1):
            c = -1
            if i < 3 * leds:
                c = (buf[i] << 16) | (buf[i + 1] << 8) | buf[i + 2]
                i += 3
            if c == last and length < 256:
                length += 1
                continue
            if length:
                j = 0
                while j < k and colours[j] != last:
                    j += 1
                if j == k:
                    colours[k] = last
                    k += 1
                runs[r] = j
                runs[r + 1] = length - 1
                r += 2
            last = c
            length = 1
        p = _HEAD + _BODY_HEAD
        for j in range(k):
            c = colours[j]
            out[p] = c >> 16
            out[p + 1] = (c >> 8) & 0xFF
            out[p + 2] = c & 0xFF
            p += 3
        if k <= 16:  # a byte per run: colour << 4 | length - 1 (a longer run is split)
            for q in range(0, r, 2):
                j = runs[q] << 4
                length = runs[q + 1] + 1
                while length > 16:
                    out[p] = j | 15
                    p += 1
                    length -= 16
                out[p] = j | (length - 1)
                p += 1
        else:
            out[p : p + r] = self.runs_view[:r]
            p += r
        level = int(self.runner.brightness * 65535)
        body = p - _HEAD
        out[0] = MAGIC0
        out[1] = MAGIC1
        out[2] = body >> 8
        out[3] = body & 0xFF
        out[4] = FORMAT
        out[5] = self.runner.width
        out[6] = self.runner.height
        out[7] = level >> 8
        out[8] = level & 0xFF
        out[9] = k & 0xFF
        total = 0
        for j in range(_HEAD, p):
            total += out[j]
        out[p] = (total >> 8) & 0xFF
        out[p + 1] = total & 0xFF
        self.frames += 1
        return p + 2
