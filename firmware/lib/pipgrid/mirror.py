"""The mirror (issue 16): the board writes every frame it shows to a computer that asks,
for a classroom projector (``python -m host_sim mirror PORT``, host_sim/mirror.py).

How it works is written as comments below: a .py module compiles on the board, and
a long docstring needs one piece of heap as large as itself."""

# **Channel.** The second USB serial channel, ``usb_cdc.data``, enabled in ``boot.py``
# (firmware/boot.py), not the console: the console carries the REPL, tracebacks and the
# hot-seat transcript as text lines, and CircuitPython's ``print`` to it waits for the
# computer when its buffer is full, so a mirror that stopped reading would stall the
# board. ``usb_cdc.data`` is binary-clean and has ``write_timeout``: code.py sets it to 0,
# so every write returns at once with what fitted (possibly nothing).
#
# **Asked.** The board (``Runner.link``) only checks ``link.in_waiting`` each loop step,
# after the step's frame; this module is imported when a byte arrives. ``M`` starts the
# mirror, ``S`` stops it (other bytes are ignored); a port whose ``connected`` turns
# False stops it too.
#
# **Never slower.** One frame is in transit at a time, written a piece per loop step as
# the port takes it (never waiting). A frame shown meanwhile only marks the mirror
# ``wanted``; when the frame in transit is out, the newest picture is encoded an eighth
# of the LEDs per loop step, and begun again if the runner shows a frame meanwhile (so a
# frame sent is one picture, never half of two: a hand could come up). The mirror's turn
# comes after the step's keys and frame, so a press waits for it only when it arrives
# during one such piece (about 0.1-0.2 ms on the 32-bit MicroPython build, a few ms on
# an RP2040, about the loop's own pause; make bench ARGS=mirror). So frames are dropped,
# never presses delayed, and a computer that stops reading costs one non-blocking write
# per step.
#
# **Public.** The projector is seen by the whole class: while a person's hand is on the
# grid (a hot-seat ``turn``, a domino's ``ends`` choice, a Tri-Ominos tile being placed:
# HS-1; the screens named in the catalog rows' ``private_screens``), the mirror gets that
# game screen's ``draw_public`` picture instead, the handover picture (table, census or
# scores, the seat's badge). Luzon, the menu and the ends of rounds are sent as shown.
#
# **Frame** (all big-endian): ``A5 5A``, body length (2 bytes), body, the sum of the body's
# bytes mod 65536 (2 bytes). Body: kind, width, height, brightness x 65535 (2 bytes), then
# for kind ``1`` (runs): k colours (1 byte, 1..64), k x RGB (the canvas colours, before
# brightness), then the runs along the rows: with k <= 16 one byte per run, colour index
# << 4 | (length - 1) (length 1..16), else two bytes, colour index and length - 1 (length
# 1..256); for kind ``2`` (raw, a picture of more than 64 colours): every LED's RGB.
# A menu page is about 60 bytes, a Luzon deal about 150, instead of 768.


class Mirror:
    """Frames for a computer on ``runner.link`` (module doc). ``poll()`` once per loop
    step; False once the mirror is stopped."""

    def __init__(self, runner):
        self.runner = runner
        self.link = runner.link
        from pipgrid.mirror_frames import Frames

        self.frames = Frames(self)  # the encoding (its own module: each compiles in less heap)
        self.out = self.frames.out
        self.view = self.frames.view
        self.n = 0  # bytes of the frame in transit
        self.sent = 0  # of them written
        self.wanted = False
        self.shows = 0  # frames the runner showed (an encoding restarts when this moves)
        self.on = False
        self.dropped = 0  # frames shown while one was on its way, never sent
        self.work = self.frames.work()

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
        n = next(self.work)
        if n:
            self.n = n
            self.sent = link.write(self.view[:n]) or 0
        return True

    def shown(self):
        """The runner showed a frame."""
        if self.wanted:
            self.dropped += 1
        self.wanted = True
        self.shows += 1

    def picture(self):
        """Leaves in the runner's canvas the picture the projector may show (module doc,
        Public): the frame shown, or the handover picture while a hand is on the grid,
        drawn there: the runner redraws the whole canvas before it shows a frame, so
        between frames it is free (and the LEDs keep what they show)."""
        runner = self.runner
        app = runner.app
        private = getattr(app, "private_screens", ())
        for screen in getattr(app, "stack", ()):
            draw_public = getattr(screen, "draw_public", None)
            if draw_public is not None and screen.name in private:
                draw_public(runner.canvas, app.now)
                return

    def encode(self):
        """The newest picture as a whole frame in ``out`` at once; its length (tests)."""
        self.wanted = True
        n = next(self.work)
        while not n:
            n = next(self.work)
        return n
