"""``python -m host_sim mirror PORT``: a real board's frames on this computer (issue 16).

The board writes every frame it shows to the computer that asks, on its second USB
serial channel (firmware/boot.py enables it; the frame format and why it is not the
console: firmware/lib/pipgrid/mirror.py). This program opens PORT (e.g.
``/dev/ttyACM1`` on Linux, ``/dev/cu.usbmodem...3`` on a Mac: the board's second port),
sends ``M`` and shows the frames in the window of ``--window`` play (round glowing LEDs,
F or ``--fullscreen`` for the projector), and can record them: ``--gif FILE`` (every
frame, with its timing), ``--png FILE`` (the last one). On leaving it sends ``S``.

    python -m host_sim mirror /dev/ttyACM1 --fullscreen
    python -m host_sim mirror /dev/ttyACM1 --headless --seconds 30 --gif lesson.gif

``--headless`` records without a window; ``--seconds`` or ``--frames`` end the run.
The projector shows what the class may see: a hot-seat hand is never sent (the board
sends the handover picture instead). Without a board, ``python -m host_sim
--mirror-pty`` plays the board in the simulator on a pseudo-terminal for this program.

Bad input (no such port, bad numbers) gives one line and exit status 2.
"""

import argparse
import os
import sys
import time

MAGIC = b"\xa5\x5a"
RUNS, RAW = 1, 2  # the frame kinds
MAX_BODY = 4096


class FrameError(ValueError):
    pass


class Frame:
    """One mirrored frame: the canvas colours (before brightness) and the brightness."""

    def __init__(self, width, height, level, canvas):
        self.width = width
        self.height = height
        self.level = level  # brightness x 65535
        self.canvas = canvas  # bytes, width * height * 3, canvas order

    @property
    def brightness(self):
        return self.level / 65535

    def leds(self):
        """The light of each LED, as ``VirtualPixels.frame`` (``int(level * brightness)``)."""
        b = self.brightness
        return bytes(int(v * b) for v in self.canvas)

    def get(self, x, y):
        i = 3 * (y * self.width + x)
        return tuple(self.canvas[i : i + 3])


def decode_body(body):
    """A frame from its body (pipgrid/mirror.py, Frame); FrameError when malformed."""
    if len(body) < 6 or body[0] not in (RUNS, RAW):
        raise FrameError("not a frame of a known kind")
    width, height = body[1], body[2]
    level = body[3] << 8 | body[4]
    leds = width * height
    if body[0] == RAW:
        if len(body) != 5 + 3 * leds:
            raise FrameError("raw frame of %d bytes" % len(body))
        return Frame(width, height, level, bytes(body[5:]))
    k = body[5]
    p = 6 + 3 * k
    if len(body) < p or not leds or not k:
        raise FrameError("frame cut short")
    colours = [bytes(body[6 + 3 * j : 9 + 3 * j]) for j in range(k)]
    out = bytearray()
    if k <= 16:
        for b in body[p:]:
            if b >> 4 >= k:
                raise FrameError("colour %d of %d" % (b >> 4, k))
            out += colours[b >> 4] * ((b & 15) + 1)
    else:
        runs = body[p:]
        if len(runs) % 2:
            raise FrameError("odd run bytes")
        for q in range(0, len(runs), 2):
            if runs[q] >= k:
                raise FrameError("colour %d of %d" % (runs[q], k))
            out += colours[runs[q]] * (runs[q + 1] + 1)
    if len(out) != 3 * leds:
        raise FrameError("runs cover %d LEDs, not %d" % (len(out) // 3, leds))
    return Frame(width, height, level, bytes(out))


class Decoder:
    """Bytes in (any pieces), frames out; garbage and broken frames are skipped."""

    def __init__(self):
        self.buf = bytearray()
        self.bad = 0

    def feed(self, data):
        self.buf += data
        frames = []
        buf = self.buf
        while True:
            start = buf.find(MAGIC)
            if start < 0:
                del buf[: max(0, len(buf) - 1)]
                break
            del buf[:start]
            if len(buf) < 4:
                break
            n = buf[2] << 8 | buf[3]
            if n > MAX_BODY:
                self.bad += 1
                del buf[:2]
                continue
            if len(buf) < 4 + n + 2:
                break
            body = bytes(buf[4 : 4 + n])
            total = buf[4 + n] << 8 | buf[5 + n]
            if sum(body) & 0xFFFF != total:
                self.bad += 1
                del buf[:2]
                continue
            try:
                frames.append(decode_body(body))
            except FrameError:
                self.bad += 1
                del buf[:2]
                continue
            del buf[: 4 + n + 2]
        return frames


class PortLink:
    """A serial port (or a pseudo-terminal) as the board's ``usb_cdc.data`` with
    ``timeout = write_timeout = 0``: ``in_waiting``, ``read(n)``, and ``write(data)``
    that never waits and returns how many bytes the port took (possibly 0)."""

    def __init__(self, fd):
        import fcntl

        self.fd = fd
        flags = fcntl.fcntl(fd, fcntl.F_GETFL)
        fcntl.fcntl(fd, fcntl.F_SETFL, flags | os.O_NONBLOCK)
        self.connected = True

    @property
    def in_waiting(self):
        import fcntl
        import termios

        buf = bytearray(4)
        try:
            fcntl.ioctl(self.fd, termios.FIONREAD, buf)
        except OSError:
            return 0
        return int.from_bytes(buf, sys.byteorder)

    def read(self, n):
        try:
            return os.read(self.fd, n)
        except (BlockingIOError, OSError):
            return b""

    def write(self, data):
        try:
            return os.write(self.fd, data)
        except BlockingIOError:
            return 0
        except OSError:  # the other side went away: like a closed USB port
            self.connected = False
            return 0


def open_port(path):
    """The port at ``path``, raw (no echo, no line editing), non-blocking: its fd.
    Only a serial port or a pseudo-terminal (the simulator's ``--mirror-pty``): a
    terminal device. Anything else (a file, /dev/null, a FIFO, /proc/...) is refused
    with UsageError before a byte is read or written (issue 26); OSError when it cannot
    be opened."""
    import stat
    import termios
    import tty

    try:
        mode = os.stat(path).st_mode
    except ValueError:  # a NUL byte in the name
        raise UsageError("%r is not a serial port" % path) from None
    if not stat.S_ISCHR(mode):
        raise UsageError(
            "%s is not a serial port (left untouched): give the board's port, e.g. /dev/ttyACM1" % path
        )
    fd = os.open(path, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
    try:
        if not stat.S_ISCHR(os.fstat(fd).st_mode) or not os.isatty(fd):
            raise UsageError(
                "%s is not a serial port (left untouched): give the board's port, e.g. /dev/ttyACM1" % path
            )
        tty.setraw(fd)
    except (UsageError, termios.error) as e:
        os.close(fd)
        if isinstance(e, UsageError):
            raise
        raise UsageError("%s is not a serial port: %s" % (path, e)) from None
    return fd


class Receiver:
    """Reads a port, keeps the frames: ``latest``, and ``frames`` with their times."""

    def __init__(self, fd, keep=True):
        self.fd = fd
        self.decoder = Decoder()
        self.latest = None
        self.frames = []
        self.keep = keep

    def start(self):
        os.write(self.fd, b"M")

    def stop(self):
        try:
            os.write(self.fd, b"S")
        except OSError:
            pass

    def poll(self):
        """Read what has arrived; the number of new frames."""
        new = 0
        while True:
            try:
                data = os.read(self.fd, 65536)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:  # the board went away (EIO on a pseudo-terminal)
                break
            if not data:
                break
            for frame in self.decoder.feed(data):
                self.latest = frame
                if self.keep:
                    self.frames.append((time.monotonic(), frame))
                new += 1
        return new


class MirrorBoard:
    """What the window front end needs of a board, fed by a Receiver (buttons do nothing:
    the mirror only shows)."""

    class _App:
        screen_name = "mirror"

    class _Pixels:
        def __init__(self):
            self.listeners = []

    def __init__(self, receiver, width=16, height=16):
        self.receiver = receiver
        self.width = width
        self.height = height
        self.frame = bytes(3 * width * height)
        self.app = self._App()
        self.pixels = self._Pixels()
        self.tone_listeners = []  # the window plays a board's tones; frames carry no sound

    def step(self):
        if self.receiver.poll():
            f = self.receiver.latest
            self.width, self.height = f.width, f.height
            self.frame = f.leds()
            for listener in self.pixels.listeners:
                listener(self.frame)
            return True
        return False

    def tap(self, name):
        pass


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parser():
    p = Parser(prog="python -m host_sim mirror", description="show a PipGrid board's frames (issue 16)")
    p.add_argument("port", help="the board's second USB serial port, e.g. /dev/ttyACM1")
    p.add_argument("--fullscreen", action="store_true", help="start full screen (F toggles)")
    p.add_argument("--headless", action="store_true", help="no window: only record (--gif, --png)")
    p.add_argument("--gif", metavar="FILE", help="record every frame as an animated GIF")
    p.add_argument("--png", metavar="FILE", help="write the last frame as a picture")
    p.add_argument("--seconds", type=float, metavar="S", help="stop after S seconds")
    p.add_argument("--frames", type=int, metavar="N", help="stop after N frames")
    p.add_argument("--scale", type=int, metavar="N", help="LED size in pixels (window, PNG, GIF)")
    return p


def _record(receiver, args):
    from PIL import Image  # noqa: F401  (Pillow: fail early, before the run)

    from host_sim.panel_image import PanelRenderer

    frames = receiver.frames
    if not frames:
        print(
            "mirror: no frame arrived (is it the board's second serial port, with boot.py?)", file=sys.stderr
        )
        return 1
    last = frames[-1][1]
    if args.png:
        PanelRenderer(last.width, last.height, args.scale or 40).render(last.leds()).save(args.png)
    if args.gif:
        from host_sim import gif_stream

        r = PanelRenderer(last.width, last.height, args.scale or 24)
        times = [t for t, _ in frames]
        durations = [max(20, int(1000 * (b - a))) for a, b in zip(times, times[1:])] + [1500]
        gif_stream.write(args.gif, (r.render(f.leds()) for _, f in frames), durations)  # frame by frame
    return 0


def run(args):
    try:
        fd = open_port(args.port)
    except OSError as e:
        raise UsageError("cannot open %s: %s" % (args.port, e.strerror or e)) from None
    receiver = Receiver(fd, keep=bool(args.gif or args.png))
    receiver.start()
    start = time.monotonic()
    board = MirrorBoard(receiver)

    def done():
        if args.seconds is not None and time.monotonic() - start >= args.seconds:
            return True
        return args.frames is not None and len(receiver.frames) >= args.frames

    try:
        if args.headless:
            while not done():
                if not receiver.poll():
                    time.sleep(0.005)
        else:
            from host_sim import front_window

            try:
                front = front_window.WindowFront(board, scale=args.scale)
            except Exception as e:  # noqa: BLE001 - no display: say so in one line
                raise UsageError("cannot open a window (%s); use --headless with --gif/--png" % e) from None
            pg = front.pg
            pg.display.set_caption("PipGrid mirror: %s" % args.port)
            if args.fullscreen:
                try:
                    front.toggle_fullscreen()
                except pg.error as e:  # some video drivers cannot: go on in a window
                    front.fullscreen = False
                    print("mirror: no full screen here (%s); press F to try again" % e, file=sys.stderr)
            clock = pg.time.Clock()
            try:
                while not done():
                    try:
                        if not front.frame(pg.time.get_ticks()):
                            break
                    except pg.error as e:  # F where the video driver has no full screen
                        front.fullscreen = False
                        print("mirror: no full screen here (%s)" % e, file=sys.stderr)
                    clock.tick(100)
            finally:
                pg.quit()
    except KeyboardInterrupt:
        pass
    finally:
        receiver.stop()
        os.close(fd)
    return _record(receiver, args) if (args.gif or args.png) else 0


def main(argv):
    try:
        args = parser().parse_args(argv)
        if args.seconds is not None and not args.seconds > 0:
            raise UsageError("--seconds must be more than 0")
        if args.frames is not None and args.frames < 1:
            raise UsageError("--frames must be at least 1")
        if args.scale is not None and not 1 <= args.scale <= 200:
            raise UsageError("--scale must be 1..200")
        if args.headless and not (args.gif or args.png):
            raise UsageError("--headless records: give --gif FILE and/or --png FILE")
        if args.headless and args.seconds is None and args.frames is None:
            raise UsageError("--headless needs --seconds S or --frames N to know when to stop")
        return run(args)
    except UsageError as e:
        print("mirror: %s" % e, file=sys.stderr)
        return 2
    except OSError as e:  # the port went wrong while mirroring, a picture not written: one line
        print("mirror: %s" % (e.strerror or e), file=sys.stderr)
        return 2
