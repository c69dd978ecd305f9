"""Setting up a hot-seat domino match from the menu (``start``, called through
ui/domino/hooks.py's hook of the two domino rows of ``GAMES`` in catalog.py).

The set-up is a paged menu (ui/menu.py; UP/DOWN pages, LEFT/RIGHT change a value,
A on PLAY starts, B back to the main menu):

- PLAY: start the match (its pages shows each seat: people bright, computers dim);
- PLAYERS: 2..4 (traditional, TR-2), 3..5 (Italian, IT-1), 2..5 with milestones (IT-M1);
- P1..P5: each seat YOU (a person), GRDY, RAND or L1..L5 (a computer player, HS-3;
  L1..L5 the Monte Carlo levels of bots/sampling.py, L5 the strongest);
- traditional: WILD doubles on/off (TR-7), DRAW count 0..7 (TR-9), GOAL 50/100/150/200
  (TR-14); Italian: MILE (the milestone variant) on/off, GOAL 50/70/100 (IT-2; the
  milestone game always plays to 100, so its page is left out).

Defaults: two people (traditional) or three (Italian), the rules' default options.
The last set-up of each game is kept while the board is on (a rematch reuses it).
Every round's seed is fresh entropy taken when it starts (pipgrid/rng.py). The match itself
(begin, rematch, resume) is ui/domino/hooks.py's: this module is unloaded while it runs.
"""

from pipgrid.ui import font, icons, menu, palette
from pipgrid.ui.domino.seats import PERSON, SEAT_RGB

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


_TRADITIONAL = const(2)  # the GAMES ids (catalog.py); Italian is 3
KIND_WORDS = (
    "YOU",
    "GRDY",
    "RAND",
    "L1",
    "L2",
    "L3",
    "L4",
    "L5",
)  # a seat's kind (ui/domino/seats.py) on its page


class Setup:
    """The choices for one game: players, each seat's kind, the rule options. The
    values live in ``app.setups[game_id]`` as plain data (a list, a bytearray and a
    dict), so nothing of this module stays in memory while a match is played."""

    def __init__(self, app, game_id):
        data = app.setups.get(game_id)
        if data is None:
            if game_id == _TRADITIONAL:
                options = {"wild_doubles": True, "draw_count": 2, "target": 100}
            else:
                options = {"goal": 50, "milestones": False}
            data = app.setups[game_id] = [2 if game_id == _TRADITIONAL else 3, bytearray(5), options]
        self.data = data
        self.game_id = game_id
        self.kinds = data[1]
        self.options = data[2]

    @property
    def players(self):
        return self.data[0]

    @players.setter
    def players(self, n):
        self.data[0] = n

    def player_range(self):
        if self.game_id == _TRADITIONAL:
            return 2, 4
        return (2 if self.options["milestones"] else 3), 5


# The option pages: word -> option name (GOAL: ``target`` traditional, ``goal`` Italian). One ``picture`` and one ``change`` serve every page,
# dispatched on the page's word: each name costs heap (a qstr) for as long as the
# board is on, so few of them.
_OPTION = {"WILD": "wild_doubles", "DRAW": "draw_count", "MILE": "milestones"}


def _seat(word):
    """The seat of a P1..P5 page, else -1."""
    return int(word[1]) - 1 if len(word) == 2 and word[0] == "P" else -1


class SetupPages(menu.Pages):
    KINDS = len(KIND_WORDS)  # the kinds a seat can be (YOU, GRDY, RAND, L1..L5)
    name = "setup"

    def __init__(self, app, game_id, setup=None):
        menu.Pages.__init__(self, app, [], back=app.home)
        self.setup = setup or Setup(app, game_id)
        self.rebuild()

    def rebuild(self):
        s = self.setup
        Entry = menu.Entry
        e = [
            Entry("PLAY", self.picture, self.play, colour=palette.GOOD),
            Entry("PLAYERS", self.picture, None, self.change),
        ]
        for seat in range(s.players):
            e.append(Entry("P%d" % (seat + 1), self.picture, None, self.change, SEAT_RGB[seat]))
        for word in self.words():
            e.append(Entry(word, self.picture, None, self.change))
        self.entries = e
        if self.index >= len(e):
            self.index = len(e) - 1

    def words(self):
        """The option pages after the seats'."""
        s = self.setup
        if s.game_id == _TRADITIONAL:
            return ("WILD", "DRAW", "GOAL")
        # the milestone game always plays to 100: no GOAL page
        return ("MILE",) if s.options["milestones"] else ("MILE", "GOAL")

    def option(self, word):
        if word == "GOAL":
            return "target" if self.setup.game_id == _TRADITIONAL else "goal"
        return _OPTION[word]

    def picture(self, canvas, now):
        """PLAY and PLAYERS: the seats (people bright, computers dim); a seat: its kind;
        an option: ON/OFF or its number."""
        word = self.current().word
        s = self.setup
        seat = _seat(word)
        if word == "PLAY" or word == "PLAYERS":
            if word == "PLAY":
                icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
            else:
                font.draw_number(canvas, 6, 9, s.players, palette.WHITE)
            for seat in range(s.players):
                canvas.rect(10, 7 + 2 * seat, 3, 1, SEAT_RGB[seat], 0 if s.kinds[seat] == PERSON else 3)
        elif seat >= 0:
            font.draw_text(canvas, 0, 9, KIND_WORDS[s.kinds[seat]], palette.WHITE)
        else:
            value = s.options[self.option(word)]
            if value is True or value is False:
                font.draw_text(canvas, 0, 9, ("OFF", "ON")[value], palette.WHITE)
            else:
                font.draw_number(canvas, 14, 9, value, palette.WHITE)

    def change(self, step, now):
        """LEFT/RIGHT: players within the game's range, a seat's kind, DRAW 0..7 (a
        key past an end flashes), GOAL round its choices, a flag on/off."""
        word = self.current().word
        s = self.setup
        options = s.options
        seat = _seat(word)
        if seat >= 0:
            s.kinds[seat] = (s.kinds[seat] + step) % self.KINDS
        elif word == "PLAYERS":
            low, high = s.player_range()
            n = s.players + step
            if low <= n <= high:
                s.players = n
                self.rebuild()
            else:
                self.app.bump(now)
        elif word == "DRAW":
            n = options["draw_count"] + step
            if 0 <= n <= 7:
                options["draw_count"] = n
            else:
                self.app.bump(now)
        elif word == "GOAL":
            name = self.option(word)
            choices = (50, 100, 150, 200) if s.game_id == _TRADITIONAL else (50, 70, 100)
            options[name] = choices[(choices.index(options[name]) + step) % len(choices)]
        else:
            name = self.option(word)
            options[name] = not options[name]
            if word == "MILE":
                low, high = s.player_range()
                s.players = max(low, s.players)
                self.rebuild()

    def play(self, now):
        self.app.begin(self.setup.game_id, now)


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages."""
    app.push(SetupPages(app, game_id))
