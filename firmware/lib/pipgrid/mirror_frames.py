"""The mirror's frames (pipgrid/mirror.py, whose comments give the format): the
newest picture encoded a piece per loop step, as runs of colour indexes."""

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
_BODY_HEAD = const(6)  # kind, width, height, brightness (2), k


class Frames:
    """The buffers and the encoding of one mirror."""

    def __init__(self, mirror):
        self.mirror = mirror
        runner = mirror.runner
        leds = runner.width * runner.height
        self.leds = leds
        # the largest frame: a raw one, or _COLOURS colours and two bytes per run; the
        # runs' first pass needs 2 bytes per LED above the colours, plus the room that
        # a run split into bytes may take before its reading (pack)
        most = min(_COLOURS, leds)
        size = max(_HEAD + _BODY_HEAD - 1 + 3 * leds, _HEAD + _BODY_HEAD + 3 * most + 2 * leds + 32)
        self.out = bytearray(size + 2)
        self.view = memoryview(self.out)
        self.snap = runner.canvas.buf  # the picture being encoded (Mirror.picture)
        self.colours = [0] * most
        self.chunk = (leds + 7) // 8  # LEDs encoded per loop step
        self.count = 0  # frames encoded
        self.k = self.back = self.last = self.length = 0  # the encoding's state (scan)

    def work(self):
        """For ever: yields 0 while idle or encoding (a piece of the picture per call),
        then the length of the frame ready in ``out``. Small functions, so each
        compiles in a small piece of heap."""
        mirror = self.mirror
        leds = self.leds
        chunk = self.chunk
        while True:
            while not mirror.wanted:
                yield 0
            mirror.wanted = False
            shows = mirror.shows
            mirror.picture()
            self.k = 0
            self.back = len(self.out) - 2 - 2 * leds
            self.last = -1
            self.length = 0
            led = 0
            while 0 <= led <= leds:
                led = self.scan(led, min(led + chunk, leds + 1))
                if 0 <= led <= leds:
                    yield 0
                    if mirror.shows != shows:  # a new frame: this one is dropped for it
                        mirror.dropped += 1
                        break
            else:
                yield self.raw() if led < 0 else self.pack()

    def scan(self, first, stop):
        """LEDs ``first`` .. ``stop - 1`` (``leds`` itself ends the last run): runs of
        one colour (at most 256 long), each colour numbered in the order first met and
        written after the header; the runs go to the back of ``out`` (index, length - 1).
        Returns ``stop``, or -1 for a picture of more colours than ``colours`` holds."""
        out = self.out
        snap = self.snap
        colours = self.colours
        leds = self.leds
        k = self.k
        back = self.back
        last = self.last
        length = self.length
        i = 3 * first
        for led in range(first, stop):
            c = -1
            if led < leds:
                c = (snap[i] << 16) | (snap[i + 1] << 8) | snap[i + 2]
                i += 3
            if c == last and length < 256:
                length += 1
                continue
            if length:
                j = 0
                while j < k and colours[j] != last:
                    j += 1
                if j == k:
                    if k == len(colours):
                        return -1
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
        self.k = k
        self.back = back
        self.last = last
        self.length = length
        return stop

    def pack(self):
        """The runs move up behind the colours (their back area starts high enough that
        this never overtakes its reading); the frame's length."""
        out = self.out
        k = self.k
        p = _HEAD + _BODY_HEAD + 3 * k
        for q in range(len(out) - 2 - 2 * self.leds, self.back, 2):
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

    def raw(self):
        """A picture of more colours than a frame of runs holds: every LED's RGB."""
        p = _HEAD + _BODY_HEAD - 1
        self.out[p : p + 3 * self.leds] = self.snap
        return self.seal(_RAW, 0, p + 3 * self.leds)

    def seal(self, kind, k, p):
        """Header and checksum around the body ending at ``p``; the frame's length."""
        out = self.out
        runner = self.mirror.runner
        level = int(runner.brightness * 65535)
        body = p - _HEAD
        out[0] = MAGIC0
        out[1] = MAGIC1
        out[2] = body >> 8
        out[3] = body & 0xFF
        out[4] = kind
        out[5] = runner.width
        out[6] = runner.height
        out[7] = level >> 8
        out[8] = level & 0xFF
        if kind == _RUNS:
            out[9] = k
        total = sum(self.view[_HEAD:p])
        out[p] = (total >> 8) & 0xFF
        out[p + 1] = total & 0xFF
        self.count += 1
        return p + 2
