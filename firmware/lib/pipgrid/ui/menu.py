"""Paged menus, confirmations and messages: the screens every game shares.

Layout of a menu page on 16x16 (one page per entry, so every word is big enough to
read across a room):

- rows 0..4   the entry's word in the 3x5 font (longer words scroll);
- rows 7..14  its picture or value (8x8 icon, tile, bar, ...);
- column 15   one dot per page, the current one bright: where you are in the list.

Keys: UP/DOWN go to the previous/next page (wrapping), LEFT/RIGHT change the value of
an option page, A chooses, B goes back. A key that can do nothing here flashes the
four corner pixels red (``App.bump``), so every press gives visible feedback.

An entry is one row of a table: ``Entry(word, draw_picture, choose, change)``;
``choose(now)`` runs on A, ``change(step, now)`` on LEFT/RIGHT (None: not an option).
"""

from pipgrid.ui import font, palette
from pipgrid.ui.font import SCROLL_MS, dots, scroll_x  # noqa: F401  (their former home)

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_FLASH_MS = const(300)


class Entry:
    def __init__(self, word, picture, choose=None, change=None, colour=palette.LABEL):
        self.word = word
        self.picture = picture  # picture(canvas, now)
        self.choose = choose
        self.change = change
        self.colour = colour


class Pages:
    """A paged menu over ``entries`` (a list of Entry); see the module docstring."""

    name = "menu"

    def __init__(self, app, entries, back=None):
        self.app = app
        self.entries = entries
        self.index = 0
        self.back = back  # back(now) on B; None: B only flashes (the root menu)
        self.flash_until = -1
        self.flash_rgb = palette.GOOD
        self._phase = -1

    def current(self):
        return self.entries[self.index]

    def press(self, key, now):
        n = len(self.entries)
        entry = self.entries[self.index]
        if key == "UP":
            self.index = (self.index - 1) % n
        elif key == "DOWN":
            self.index = (self.index + 1) % n
        elif key in ("LEFT", "RIGHT"):
            if entry.change is None:
                self.app.bump(now)
            else:
                entry.change(-1 if key == "LEFT" else 1, now)
        elif key == "A":
            if entry.choose is None:
                if entry.change is None:
                    self.app.bump(now)
                else:
                    entry.change(1, now)
            else:
                self.flash(palette.GOOD, now)
                entry.choose(now)
        elif key == "B":
            if self.back is None:
                self.app.bump(now)
            else:
                self.back(now)

    def flash(self, rgb, now):
        """Light the word in ``rgb`` for a moment: the choice was taken (or refused)."""
        self.flash_rgb = rgb
        self.flash_until = now + _FLASH_MS

    def tick(self, now):
        entry = self.entries[self.index]
        phase = now // SCROLL_MS if font.text_width(entry.word) > 15 else 0
        if self.flash_until >= 0 and now >= self.flash_until:
            self.flash_until = -1
            return True
        if phase != self._phase:
            self._phase = phase
            return True
        return self.flash_until >= 0

    def draw(self, canvas, now):
        entry = self.entries[self.index]
        rgb = self.flash_rgb if self.flash_until > now else entry.colour
        font.draw_text(canvas, scroll_x(entry.word, 15, now), 0, entry.word, rgb)
        canvas.rect(15, 0, 1, 16, palette.BLACK)
        entry.picture(canvas, now)
        dots(canvas, self.index, len(self.entries))


class Confirm:
    """A yes/no question: the word on top, a green tick (A) and a red cross (B)."""

    name = "confirm"

    def __init__(self, app, word, yes, no):
        self.app = app
        self.word = word
        self.yes = yes  # yes(now)
        self.no = no  # no(now)

    def press(self, key, now):
        if key == "A":
            self.yes(now)
        elif key == "B":
            self.no(now)
        else:
            self.app.bump(now)

    def tick(self, now):
        return font.text_width(self.word) > 16

    def draw(self, canvas, now):
        from pipgrid.ui import icons

        font.draw_text(canvas, scroll_x(self.word, 16, now), 0, self.word, palette.LABEL)
        font.draw_text(canvas, 0, 7, "A", palette.TEXT)
        icons.draw(canvas, 0, 8, icons.CHECK, palette.GOOD)
        font.draw_text(canvas, 13, 7, "B", palette.TEXT)
        icons.draw(canvas, 8, 8, icons.CROSS, palette.BAD)


class Message:
    """An 8x8 icon on top and a line of text scrolling once across rows 10..14.

    Any key, or the end of the scroll, calls ``done(now)``.
    """

    name = "message"

    def __init__(self, app, icon, icon_rgb, text, text_rgb, done):
        self.app = app
        self.icon = icon
        self.icon_rgb = icon_rgb
        self.text = text
        self.text_rgb = text_rgb
        self.done = done
        self.start = -1
        self._phase = -1

    def press(self, key, now):
        self.done(now)

    def tick(self, now):
        if self.start < 0:
            self.start = now
        phase = (now - self.start) // SCROLL_MS
        if 16 - phase + font.text_width(self.text) < 0:
            self.done(now)
            return True
        if phase != self._phase:
            self._phase = phase
            return True
        return False

    def draw(self, canvas, now):
        from pipgrid.ui import icons

        start = self.start if self.start >= 0 else now
        icons.draw(canvas, 4, 0, self.icon, self.icon_rgb)
        font.draw_text(canvas, 16 - (now - start) // SCROLL_MS, 10, self.text, self.text_rgb)
