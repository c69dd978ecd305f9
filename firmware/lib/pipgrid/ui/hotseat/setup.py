"""Setting up a game played around the table (the domino games, Tri-Ominos) from the
menu: one set of pages for every such game, built from the game's own rules, so an
option's default and choices live in one place (the rules' options table) and its value
keeps the engine's shape from the page to the game (``app.setups`` holds that dict).

The pages (ui/menu.py: UP/DOWN page, LEFT/RIGHT change a value, A on PLAY starts, B
back to the main menu):

- PLAY: start the game (its picture: each seat in its colour, people bright, computers
  dim; the colours follow COLOUR, as every seat drawn);
- PLAYERS: as many as the rules deal a hand to (their hand-size table: TR-2, IT-1,
  IT-M1, TO-4);
- P1..Pn: each seat YOU (a person), GRDY, RAND or L1..L5 (a computer player, HS-3;
  L1..L5 the Monte Carlo levels of bots/sampling.py, L5 the strongest);
- one page per option the game offers now: ON/OFF, NONE, a number or a word. LEFT/RIGHT
  step through the option's choices, round and round, or, for a count, up to its ends
  (a key past an end flashes the corners).

A game with set-up pages says, in its hooks module (``catalog.Game.hooks``):

- ``setup_rules(game_id, options)``: its options table, ``(name, default, choices)``
  rows (the engine's), and its hand sizes by number of players (0: not dealt);
- ``setup_pages(game_id, players, options)``: the option pages to show now, each
  ``(word, option name, choices, stops)``: ``choices`` None for the table's own (or the
  board's few of a long range), ``stops`` True for a count that stops at its ends; an
  option name None for a page of the game's own (``setup_page``);
- optionally ``setup_changed(options, name)``, after an option changed (a rule that
  ties one option to another), and ``setup_page(pages, word, canvas, step)``, drawing
  (``canvas``) or changing (``step``) a page of its own.

Defaults: the table's, and the fewest players the rules deal for (but two, not one:
solitaire is chosen). The last set-up of each game is kept while the board is on (a
rematch reuses it). Every round's seed is fresh entropy taken when it starts
(pipgrid/rng.py; a numbered solitaire deal is its number); the game itself is its hooks'
``begin``: this module is unloaded while it runs.
"""

from pipgrid.ui import font, icons, menu, palette
from pipgrid.ui.hotseat.seats import PERSON

KIND_WORDS = (
    "YOU",
    "GRDY",
    "RAND",
    "L1",
    "L2",
    "L3",
    "L4",
    "L5",
)  # a seat's kind (ui/hotseat/seats.py) on its page


class Setup:
    """The choices for one game: players, each seat's kind, the rule options. The
    values live in ``app.setups[game_id]`` as plain data (a list of the players, a
    bytearray of kinds and the options dict), so nothing of this module stays in memory
    while a game is played."""

    def __init__(self, app, game_id, rules):
        self.game_id = game_id
        self.rules = rules
        data = app.setups.get(game_id)
        if data is None:
            options = {}
            table, hand_sizes = rules.setup_rules(game_id, options)
            for name, default, choices in table:
                if choices is not None:
                    options[name] = default
            if hasattr(rules, "setup_changed"):
                rules.setup_changed(options, None)
            fewest = self.player_range(options)[0]
            data = app.setups[game_id] = [max(2, fewest), bytearray(len(hand_sizes) - 1), options]
        self.data = data
        self.kinds = data[1]
        self.options = data[2]

    @property
    def players(self):
        return self.data[0]

    @players.setter
    def players(self, n):
        self.data[0] = n

    def player_range(self, options=None):
        """(fewest, most) players: those the rules deal a hand to."""
        sizes = self.rules.setup_rules(self.game_id, options or self.options)[1]
        fewest = 1
        while not sizes[fewest]:
            fewest += 1
        return fewest, len(sizes) - 1

    def choices(self, page):
        """The values an option page steps through: its own, or the table's."""
        word, name, choices, _stops = page
        if choices is None:
            for row in self.rules.setup_rules(self.game_id, self.options)[0]:
                if row[0] == name:
                    choices = row[2]
        return choices


def _seat(word):
    """The seat of a P1..P6 page, else -1."""
    return int(word[1]) - 1 if len(word) == 2 and word[0] == "P" else -1


class SetupPages(menu.Pages):
    KINDS = len(KIND_WORDS)  # the kinds a seat can be (YOU, GRDY, RAND, L1..L5)
    name = "setup"

    def __init__(self, app, game_id):
        menu.Pages.__init__(self, app, [], back=app.home)
        self.setup = Setup(app, game_id, app.hooks(game_id))
        self.rebuild()

    def rebuild(self):
        s = self.setup
        Entry = menu.Entry
        e = [
            Entry("PLAY", self.picture, self.play, colour=palette.GOOD),
            Entry("PLAYERS", self.picture, None, self.change),
        ]
        seats = palette.seat_colours(self.app.palette())  # (they follow COLOUR)
        for seat in range(s.players):
            e.append(Entry("P%d" % (seat + 1), self.picture, None, self.change, seats[seat]))
        self.pages = s.rules.setup_pages(s.game_id, s.players, s.options)
        for page in self.pages:
            e.append(Entry(page[0], self.picture, None, self.change))
        self.entries = e
        if self.index >= len(e):
            self.index = len(e) - 1

    def words(self):
        """The option pages' words, after the seats'."""
        return tuple(page[0] for page in self.pages)

    def page(self, word):
        for page in self.pages:
            if page[0] == word:
                return page
        return None

    def picture(self, canvas, now):
        """PLAY and PLAYERS: the seats (people bright, computers dim); a seat: its kind;
        an option: ON/OFF, NONE, its number or its word (scrolling when longer)."""
        word = self.current().word
        s = self.setup
        seat = _seat(word)
        page = self.page(word)
        if word == "PLAY" or word == "PLAYERS":
            if word == "PLAY":
                icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
            else:
                font.draw_number(canvas, 6, 9, s.players, palette.WHITE)
            top = 7 if s.player_range()[1] < 6 else 5  # six seats' bars fit from row 5
            seats = palette.seat_colours(self.app.palette())
            for seat in range(s.players):
                canvas.rect(10, top + 2 * seat, 3, 1, seats[seat], 0 if s.kinds[seat] == PERSON else 3)
        elif seat >= 0:
            font.draw_text(canvas, 0, 9, KIND_WORDS[s.kinds[seat]], palette.WHITE)
        elif page[1] is None:
            s.rules.setup_page(self, word, canvas, 0)
        else:
            value = s.options[page[1]]
            if value is None:
                font.draw_text(canvas, 0, 9, "NONE", palette.WHITE)
            elif value is True or value is False:
                font.draw_text(canvas, 0, 9, ("OFF", "ON")[value], palette.WHITE)
            elif isinstance(value, str):
                font.draw_text(canvas, font.scroll_x(value, 16, now), 9, value, palette.WHITE)
            else:
                font.draw_number(canvas, 14, 9, value, palette.WHITE)

    def change(self, step, now):
        """LEFT/RIGHT: players within the rules' range, a seat's kind round, an option
        through its choices (a key past a count's end, or past the players', flashes)."""
        word = self.current().word
        s = self.setup
        seat = _seat(word)
        page = self.page(word)
        if seat >= 0:
            s.kinds[seat] = (s.kinds[seat] + step) % self.KINDS
            return
        if word == "PLAYERS":
            low, high = s.player_range()
            n = s.players + step
            if not low <= n <= high:
                self.app.bump(now)
                return
            s.players = n
        elif page[1] is None:
            s.rules.setup_page(self, word, None, step)
            return
        else:
            name = page[1]
            choices = s.choices(page)
            value = s.options[name]
            i = (choices.index(value) if value in choices else 0) + step
            if page[3] and not 0 <= i < len(choices):
                self.app.bump(now)
                return
            s.options[name] = choices[i % len(choices)]
            if hasattr(s.rules, "setup_changed"):
                s.rules.setup_changed(s.options, name)
            s.players = max(s.player_range()[0], s.players)
        self.rebuild()

    def play(self, now):
        self.app.begin(self.setup.game_id, now)


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages."""
    app.push(SetupPages(app, game_id))
