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
bytes mod 65536 (2 bytes). Body: kind, width, height, brightness x 65535 (2 bytes), then
for kind ``1`` (runs): k colours (1 byte, 1..64), k x RGB (the canvas colours, before
brightness), then the runs along the rows: with k <= 16 one byte per run, colour index
<< 4 | (length - 1) (length 1..16), else two bytes, colour index and length - 1 (length
1..256); for kind ``2`` (raw, a picture of more than 64 colours): every LED's RGB.
A menu page is about 60 bytes, a Luzon deal about 150, instead of 768.
"""

try:
    from micropython import const
except ImportError:  # pragma: no cover

    def const(x):
        return x


MAGIC0 = const(0xA5)
MAGIC1 = const(0x5A)
_RUNS = const(1)
_RAW = const(2)
_COLOURS = const(64)  # the most colours a frame of runs has; more: a raw frame
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
        # the largest frame: a raw one, or _COLOURS colours and two bytes per run; the
        # runs' first pass needs 2 bytes per LED above the colours, plus the room that
        # a run split into bytes may take before its reading (encode)
        most = min(_COLOURS, leds)
        size = max(_HEAD + _BODY_HEAD - 1 + 3 * leds, _HEAD + _BODY_HEAD + 3 * most + 2 * leds + 32)
        self.out = bytearray(size + 2)
        self.view = memoryview(self.out)
        self.colours = [0] * most
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
        colours = self.colours
        most = len(colours)
        leds = self.runner.width * self.runner.height
        end = len(out) - 2
        # One pass along the rows: runs of one colour (at most 256 long), each colour
        # numbered in the order first met and written after the header; the runs go to
        # the back of ``out`` (index, length - 1), then move up behind the colours
        # (the back starts far enough up that the move never overtakes its reading).
        k = 0
        start = end - 2 * leds
        back = start
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
                    if k == most:
                        return self.raw(buf, leds)
                    colours[k] = last
                    q = _HEAD + _BODY_HEAD + 3 * k
                    out[q] = last >> 16
                    out[q + 1] = (last >> 8) & 0xFF
                    out[q + 2] = last & 0xFF
                    k += 1
                out[back] = j
                out[back + 1] = length - 1
                back += 2
            last = c
            length = 1
        p = _HEAD + _BODY_HEAD + 3 * k
        for q in range(start, back, 2):
            j = out[q]
            length = out[q + 1] + 1
            if k <= 16:  # a byte per run: colour << 4 | length - 1 (a longer run is split)
                j <<= 4
                while length > 16:
                    out[p] = j | 15
                    p += 1
                    length -= 16
                out[p] = j | (length - 1)
                p += 1
            else:
                out[p] = j
                out[p + 1] = length - 1
                p += 2
        return self.seal(_RUNS, k, p)

    def raw(self, buf, leds):
        """A frame of more than ``len(colours)`` colours: every LED's RGB."""
        out = self.out
        p = _HEAD + _BODY_HEAD - 1
        for i in range(3 * leds):
            out[p + i] = buf[i]
        return self.seal(_RAW, 0, p + 3 * leds)

    def seal(self, kind, k, p):
        """Header and checksum around the body ending at ``p``; the frame's length."""
        out = self.out
        level = int(self.runner.brightness * 65535)
        body = p - _HEAD
        out[0] = MAGIC0
        out[1] = MAGIC1
        out[2] = body >> 8
        out[3] = body & 0xFF
        out[4] = kind
        out[5] = self.runner.width
        out[6] = self.runner.height
        out[7] = level >> 8
        out[8] = level & 0xFF
        if kind == _RUNS:
            out[9] = k
        total = 0
        for j in range(_HEAD, p):
            total += out[j]
        out[p] = (total >> 8) & 0xFF
        out[p + 1] = total & 0xFF
        self.frames += 1
        return p + 2
