"""The main menu and the start-up animation (loaded only while they are shown: the
App unloads this module when a game starts, see app.py).

Menu (one page per entry, ui/menu.py): a CONTINUE page for every saved unfinished
game (each game keeps its own save; its catalog row's picture module says which), one
page per game of the app's catalog (pipgrid/catalog.py: a game is one row; LEFT/RIGHT
turn a game's page to HOW? and back, two dots on the bottom row saying so, and A there
shows the game explained in pictures: ``How``), MODE
classic/hard (LZ-H1), DEALS all/winnable only, COLOUR normal/colour-blind, SOUND
on/off (the piezo's tones, runner.py), LIGHT brightness. Starting a game whose own save is begun asks NEW? first (it replaces
that save; the other games' saves stay).
"""

from pipgrid.memory import collect, unload
from pipgrid.ui import font, icons, menu, palette, tiles_draw
from pipgrid.ui.palette import LEVELS
from pipgrid.version import VERSION

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_INTRO_MS = const(1600)
_PERCENT = const(46)  # font.CHARS.find("%"): a const, so no name is kept on the board


def load(app):
    """The app's start: read its store, the settings and a summary of every saved game
    for its CONTINUE page (each game read by its own module, then unloaded); returns
    the problem to report, or None. A problem found is reported once: the store is
    written fresh. A save whose payload is not its header's game is refused."""
    saves = app.saves
    saves.load()
    if saves.log:
        app.log("save: %s" % saves.log)
    problem = None
    if saves.damaged or saves.version:
        from pipgrid import save_report

        problem = save_report.describe(saves, app.games())
        save_report = None
        unload(("pipgrid.save_report",))
    data = saves.settings()
    if data is not None and not app.settings.load(data):
        problem = problem or "settings unreadable, reset"
    for game_id in saves.games():
        row = app.game_row(game_id)
        try:
            if row is None:
                raise ValueError("unknown game")
            game = app.hooks(game_id).resume_game(saves.read(game_id), game_id)
            if not game.is_won():
                app.saved.append((game_id, bool(game.history), game.menu_number()))
        except ValueError as e:
            problem = problem or "%s save refused (%s), dropped" % (
                row.word if row else "GAME %d" % game_id,
                e,
            )
            saves.entries = [x for x in saves.entries if x[0] != game_id]
        game = None
        unload(keep=app.kernel + ("pipgrid.ui.home",))
    if problem:
        saves.compact(app.settings.to_bytes())
    return problem


def show(app, problem, intro):
    """The menu (with the problem found on start and the intro above it)."""
    app.stack.append(Home(app))
    if problem:
        app.stack.append(menu.Message(app, icons.WARN, palette.LABEL, problem.upper(), palette.BAD, app._pop))
    if intro:
        app.stack.append(Intro(app))


class Intro:
    """Start-up: the seven number colours sweep in as PIP / GRID above the firmware's
    version (``pipgrid.version``, dots one pixel wide), then the menu. Any key skips."""

    name = "intro"

    def __init__(self, app):
        self.app = app
        self.start = -1

    def press(self, key, now):
        self.app.pop()

    def tick(self, now):
        if self.start < 0:
            self.start = now
        if now - self.start >= _INTRO_MS:
            self.app.pop()
        return True

    def draw(self, canvas, now):
        t = now - self.start if self.start >= 0 else 0
        front = t * 24 // 1000  # the sweep's diagonal, 24 px per second
        pal = self.app.palette()
        for i in range(3):
            font.draw_char(canvas, 2 + 4 * i, 0, "PIP"[i], pal[1 + i])
        for i in range(4):
            font.draw_char(canvas, 4 * i, 6, "GRID"[i], pal[(4 + i) % 7])
        x = 0
        for ch in VERSION:
            if ch == ".":
                canvas.set(x, 15, palette.TEXT)
                x += 2
            else:
                font.draw_char(canvas, x, 11, ch, palette.TEXT)
                x += 4
        for y in range(16):
            for x in range(16):
                d = x + y
                if d > front:
                    canvas.set(x, y, palette.BLACK)
                elif d == front:
                    canvas.set(x, y, palette.WHITE)


# One ``picture`` and one ``change`` for every page, dispatched on the page's word:
# each name costs heap on the board for as long as it is on (a qstr), so few.


class Home(menu.Pages):
    """The root menu's pages (B only flashes: there is nothing behind it)."""

    def __init__(self, app):
        menu.Pages.__init__(self, app, [])
        self.how = False  # a game's page turned to its HOW? side (LEFT/RIGHT)
        Entry = menu.Entry
        e = self.entries
        for s in app.saved:
            e.append(
                Entry(
                    "CONTINUE",
                    self.picture,
                    lambda now, k=s[0]: app.continue_game(now, k),
                    colour=palette.GOOD,
                )
            )
        for row in app.games():
            e.append(Entry(row.word, self.picture, self.choose_game, self.change))
        for word in ("MODE", "DEALS", "COLOUR", "SOUND", "LIGHT"):
            e.append(Entry(word, self.picture, None, self.change))

    def game_row(self):
        """The catalog row of the game page on show."""
        return self.app.games()[self.index - len(self.app.saved)]

    def press(self, key, now):
        if key == "UP" or key == "DOWN":  # another page: its own side first
            self.how = False
        menu.Pages.press(self, key, now)

    def draw(self, canvas, now):
        first = len(self.app.saved)
        game = first <= self.index < first + len(self.app.games())
        if game and self.how:  # HOW? over the game's own picture
            rgb = self.flash_rgb if self.flash_until > now else palette.LABEL
            font.draw_text(canvas, 0, 0, "HOW?", rgb)
            self.picture(canvas, now)
            font.dots(canvas, self.index, len(self.entries))
        else:
            menu.Pages.draw(self, canvas, now)
        if game and self.game_row().how:  # two sides: the game, HOW?
            canvas.set(6, 15, palette.WHITE, 3 if self.how else 0)
            canvas.set(8, 15, palette.WHITE, 0 if self.how else 3)

    def choose_game(self, now):
        if self.how:  # the game explained in pictures (``How``)
            self.app.push(How(self.app, self.game_row().how))
            return
        game_id = self.game_row().game_id
        saved = [s for s in self.app.saved if s[0] == game_id and s[1]]
        if saved:  # its own save, begun, would be replaced
            self.app.push(menu.Confirm(self.app, "NEW?", lambda t: self.app.start(game_id, t), self.app._pop))
        else:
            self.app.start(game_id, now)

    def picture(self, canvas, now):
        """The page's picture: CONTINUE's game, a game's tiles, an option's value."""
        word = self.current().word
        settings = self.app.settings
        pal = self.app.palette()
        text = font.draw_text
        if word == "CONTINUE":
            icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
            game_id, _begun, number = self.app.saved[self.index]
            picture(self.app.game_row(game_id)).draw_continue(canvas, number)
        elif word == "MODE":
            text(canvas, 0, 9, ("CLAS", "HARD")[settings.variant], palette.WHITE)
        elif word == "DEALS":
            text(canvas, 2, 9, ("ALL", "WIN")[settings.winnable], palette.WHITE)
        elif word == "SOUND":  # a tick or a cross (icons the board has anyway, no new words)
            icons.draw(
                canvas,
                4,
                8,
                icons.CHECK if settings.sound else icons.CROSS,
                palette.GOOD if settings.sound else palette.BAD,
            )
        elif word == "COLOUR":
            for n in range(7):
                tiles_draw.half(canvas, (n % 4) * 4, 7 + (n // 4) * 4, n, 3, pal)
        elif word == "LIGHT":  # the brightness in percent: the number and a % sign
            level = settings.level
            font.draw_number(canvas, 10, 7, LEVELS[level], palette.WHITE)
            font.draw_bits(canvas, 12, 7, font.GLYPHS[_PERCENT], palette.WHITE)
            for i in range(len(LEVELS)):
                canvas.rect(i * 2, 13, 1, 2, palette.LABEL, 0 if i <= level else 4)
        else:
            picture(self.game_row()).draw_menu(canvas)

    def change(self, step, now):
        """LEFT/RIGHT on an option page: flip it, or step the brightness; on a game's
        page: its HOW? side, or back to the game."""
        word = self.current().word
        settings = self.app.settings
        first = len(self.app.saved)
        if first <= self.index < first + len(self.app.games()):
            if self.game_row().how is None:  # a game without HOW pages: nothing to turn to
                self.app.bump(now)
                return
            self.how = not self.how
            return
        if word == "LIGHT":
            level = settings.level + step
            if not 0 <= level < len(LEVELS):
                self.app.bump(now)
                return
            settings.level = level
        else:
            # the Settings field the page flips
            name = {"MODE": "variant", "DEALS": "winnable", "COLOUR": "palette", "SOUND": "sound"}[word]
            setattr(settings, name, getattr(settings, name) ^ 1)
        self.app.save_settings()


def picture(row):
    """The module drawing the pictures of catalog row ``row`` (loaded with the menu)."""
    return __import__(row.picture, None, None, ("draw_menu",))


_FRAME_MS = const(50)  # a HOW frame's time is counted in steps of 50 ms


class How:
    """HOW: a game explained on the grid itself, in pictures (issue 24). On a game's menu
    page LEFT/RIGHT turn the page to HOW?; A there shows that game's HOW screens: at
    most six, each a picture that moves (the goal, one move played the way the board
    shows it in a game), with as few letters as the 3x5 font allows. Any key steps on to
    the next screen, the last one back to the menu; B leaves at once. A dot per screen
    on the bottom row says where you are.

    The screens are data, not code: a text file in the game's own ui folder, named by
    its catalog row (``catalog.Game.how``, relative to the folder holding ``pipgrid``),
    made on the host from the pictures' scripts (host_sim/how_pages, where the format
    is described). Only the screen on show is read from the drive, as bytes (a
    character taken out of a str would be interned on the board, a byte is a plain
    int), and no module is loaded for it (a module's names and its place in
    ``sys.modules`` stay behind on the board): HOW costs the games nothing afterwards."""

    name = "how"

    def __init__(self, app, path):
        self.app = app
        self.path = __file__[: __file__.rfind("pipgrid")] + path
        with open(self.path, "rb") as f:
            words = f.readline().split()
        self.count = int(words[0])  # how many screens
        self.entries = words[1:]  # the colours (module doc)
        self.page = 0
        self.start = -1
        self._phase = None
        self.rows = None
        self.show(0)

    def show(self, page):
        """Screen ``page``'s frames read from the file (only that screen's are kept)."""
        self.page = page
        self.start = -1
        self.rows = None  # the last screen's frames are let go before the next is read
        collect()
        rows = []
        with open(self.path, "rb") as f:
            f.readline()
            while page >= 0:
                row = f.readline().rstrip()
                if not row:
                    page -= 1
                elif not page:
                    rows.append(row)
        self.rows = rows

    def press(self, key, now):
        if key != "B" and self.page + 1 < self.count:
            self.show(self.page + 1)
            return
        self.app.pop()  # back to the menu; the screen's frames are let go
        self.rows = None
        collect()

    def frame(self, now):
        """The frame on show at ``now`` (a row of the file; each screen loops)."""
        if self.start < 0:
            self.start = now
        rows = self.rows
        total = 0
        for row in rows:
            total += row[0] - 47
        at = (now - self.start) // _FRAME_MS % total
        for row in rows:
            at -= row[0] - 47
            if at < 0:
                return row
        return rows[-1]

    def tick(self, now):
        row = self.frame(now)
        if row is not self._phase:
            self._phase = row
            return True
        return False

    def draw(self, canvas, now):
        pal = self.app.palette()
        seat = palette.seat_colours(pal)[0]
        colours = [None]
        for word in self.entries:  # (colour, dimmed by 2**shift) of each colour word
            if word[0] == 102:  # f: a fixed colour, hex
                colours.append(((int(word[1:3], 16), int(word[3:5], 16), int(word[5:7], 16)), 0))
            elif word[0] == 115:  # s: seat 1's colour
                colours.append((seat, word[1] - 48))
            else:  # n: a number's
                colours.append((pal[word[1] - 48], word[2] - 48))
        row = self.frame(now)
        width = canvas.width
        i = 0
        for k in range(1, len(row), 2):
            n = row[k] - 47
            c = colours[row[k + 1] - 48]
            if c is not None:
                for j in range(i, i + n):
                    canvas.set(j % width, j // width, c[0], c[1])
            i += n
        n = self.count
        for i in range(n):  # where you are: a dot per screen, the current one bright
            canvas.set(8 - n + 2 * i, 15, palette.WHITE, 0 if i == self.page else 3)
