"""The mirror's side on the board (issue 16, pipgrid/mirror.py): asked over ``link``, it
writes the frames without waiting; the same bytes on every interpreter.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from pipgrid.runner import Runner  # noqa: I001 (the largest module first, while the heap is empty)
from board_fakes import FakeClock, FakeKeys, FakePixels, FrameCanvas
from pipgrid.boards import get

PROFILE = get("pico-16x16")


class PaintApp:
    """Draws a fixed picture; A changes one LED."""

    brightness = 0.5

    def __init__(self):
        self.n = 0
        self.dirty = True

    def press(self, key, now):
        self.n += 1
        self.dirty = True

    def release(self, key, now):
        pass

    def tick(self, now):
        d = self.dirty
        self.dirty = False
        return d

    def draw(self, canvas):
        buf = canvas.buf
        for i in range(len(buf)):
            buf[i] = 0
        for x in range(16):  # a red row, a green column, LED n white
            buf[3 * x] = 200
            buf[3 * (16 * x + 3) + 1] = 100
        i = 3 * (self.n % 256)
        buf[i] = buf[i + 1] = buf[i + 2] = 255


class Link:
    """``usb_cdc.data`` with write_timeout 0: takes at most ``room`` bytes per write."""

    def __init__(self, room=100000):
        self.incoming = b""
        self.data = bytearray()
        self.room = room
        self.writes = 0

    @property
    def in_waiting(self):
        return len(self.incoming)

    def read(self, n):
        got = self.incoming[:n]
        self.incoming = self.incoming[n:]
        return got

    def write(self, data):
        self.writes += 1
        n = min(len(data), self.room)
        self.data += bytes(data[:n])
        return n


def make(link):
    clock = FakeClock(0)
    keys = FakeKeys()
    r = Runner(PaintApp(), FakePixels(256), keys, clock, PROFILE, canvas=FrameCanvas(16, 16), link=link)
    return r, keys, clock


def frames_in(data):
    """Split a byte stream into frame bodies, checking magic, length and checksum."""
    out = []
    p = 0
    while p < len(data):
        assert data[p] == 0xA5 and data[p + 1] == 0x5A
        n = data[p + 2] << 8 | data[p + 3]
        body = data[p + 4 : p + 4 + n]
        total = data[p + 4 + n] << 8 | data[p + 5 + n]
        assert sum(body) & 0xFFFF == total
        out.append(bytes(body))
        p += n + 6
    return out


def canvas_of(body):
    """The canvas colours a frame body stands for (pipgrid/mirror.py, Frame)."""
    leds = body[1] * body[2]
    if body[0] == 2:
        return bytes(body[5:])
    k = body[5]
    colours = [bytes(body[6 + 3 * j : 9 + 3 * j]) for j in range(k)]
    out = bytearray()
    p = 6 + 3 * k
    if k <= 16:
        for b in body[p:]:
            out += colours[b >> 4] * ((b & 15) + 1)
    else:
        for q in range(p, len(body), 2):
            out += colours[body[q]] * (body[q + 1] + 1)
    assert len(out) == 3 * leds
    return bytes(out)


def test_nothing_is_written_until_asked():
    link = Link()
    r, keys, clock = make(link)
    for _ in range(5):
        clock.ms += 10
        r.step()
    assert r.mirror is None and link.writes == 0


def test_asked_it_sends_every_frame_then_stops():
    link = Link()
    r, keys, clock = make(link)
    r.step()
    link.incoming = b"M"
    clock.ms += 10
    r.step()
    assert r.mirror is not None
    for _ in range(3):  # a frame is encoded an eighth per step, then written
        keys.press(4)
        for _ in range(10):
            clock.ms += 10
            r.step()
    for _ in range(10):
        clock.ms += 10
        r.step()
    bodies = frames_in(link.data)
    # the first picture was begun again when the first press showed a new one: the
    # frames sent are the three presses' (the newest picture, never a stale one)
    assert len(bodies) == 3
    last = bodies[-1]
    # runs, 16 x 16, brightness 0.5, 4 colours: red, white (LED 3, over red+green), black, green
    assert last[0] == 1 and last[1] == 16 and last[2] == 16
    assert last[3] << 8 | last[4] == 32767
    assert last[5] == 4
    assert canvas_of(last) == bytes(r.canvas.buf)
    assert len(last) < 60  # compact: runs of colour indexes, a byte each
    link.incoming = b"S"
    clock.ms += 10
    r.step()
    assert r.mirror is None


def test_a_full_port_drops_frames_and_never_waits():
    link = Link(room=0)
    r, keys, clock = make(link)
    link.incoming = b"M"
    for _ in range(20):
        keys.press(4)
        clock.ms += 10
        assert r.step()  # each press shown at once
    assert r.mirror.dropped >= 18 and len(link.data) == 0
    link.room = 16  # the computer reads again, a little at a time: the newest picture arrives
    for _ in range(40):
        clock.ms += 10
        r.step()
    bodies = frames_in(link.data)
    assert len(bodies) == 1 and canvas_of(bodies[0]) == bytes(r.canvas.buf)


def test_many_colours_and_a_raw_picture():
    link = Link()
    r, keys, clock = make(link)
    link.incoming = b"M"
    r.step()
    from pipgrid.mirror import Mirror

    m = Mirror(r)
    buf = r.canvas.buf
    for colours in (17, 64, 65, 256):
        for i in range(256):
            c = (i * 7 // 5) % colours
            buf[3 * i] = c
            buf[3 * i + 1] = 255 - c
            buf[3 * i + 2] = (c * 3) & 0xFF
        n = m.encode()
        body = frames_in(m.out[:n])[0]
        assert body[0] == (1 if colours <= 64 else 2)
        assert canvas_of(body) == bytes(buf)
    for i in range(len(buf)):  # every LED its own colour... in 64 colours: 256 runs
        buf[i] = (i // 3) % 64 if i % 3 == 0 else 0
    n = m.encode()
    body = frames_in(m.out[:n])[0]
    assert body[0] == 1 and canvas_of(body) == bytes(buf)


class BrokenLink(Link):
    def write(self, data):
        raise OSError(5, "port gone")


def test_a_broken_port_ends_the_mirror_not_the_game():
    link = BrokenLink()
    logged = []
    clock = FakeClock(0)
    keys = FakeKeys()
    r = Runner(PaintApp(), FakePixels(256), keys, clock, PROFILE, canvas=FrameCanvas(16, 16), link=link,
               log=logged.append)  # fmt: skip
    link.incoming = b"M"
    for _ in range(12):  # the frame is encoded, then its write fails
        clock.ms += 10
        r.step()
    assert r.mirror is None and r.link is None and r.error is None
    assert logged and "mirror stopped" in logged[-1]
    keys.press(4)
    clock.ms += 10
    assert r.step()  # the game goes on
