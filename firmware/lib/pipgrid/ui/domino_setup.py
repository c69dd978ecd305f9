"""Setting up a hot-seat domino match from the menu (``start``, called through
ui/hotseat.py's hook of the two domino rows of ``GAMES`` in app.py).

The set-up is a paged menu (ui/menu.py; UP/DOWN pages, LEFT/RIGHT change a value,
A on PLAY starts, B back to the main menu):

- PLAY: start the match (its pages shows each seat: people bright, computers dim);
- PLAYERS: 2..4 (traditional, TR-2), 3..5 (Italian, IT-1), 2..5 with milestones (IT-M1);
- P1..P5: each seat YOU (a person), GRDY or RAND (a computer player, HS-3);
- traditional: WILD doubles on/off (TR-7), DRAW count 0..7 (TR-9), GOAL 50/100/150/200
  (TR-14); Italian: MILE (the milestone variant) on/off, GOAL 50/70/100 (IT-2; the
  milestone game always plays to 100, so its page is left out).

Defaults: two people (traditional) or three (Italian), the rules' default options.
The last set-up of each game is kept while the board is on (a rematch reuses it).
A match's seed is the clock's milliseconds when PLAY is pressed. The match itself
(begin, rematch, resume) is ui/hotseat.py's: this module is unloaded while it runs.
"""

from pipgrid.ui import font, icons, menu, palette
from pipgrid.ui.hotseat_seats import PERSON, SEAT_RGB

TRADITIONAL = 2
ITALIAN = 3
ON_OFF = ("OFF", "ON")
KIND_WORDS = ("YOU", "GRDY", "RAND")  # a seat's kind (ui/hotseat_seats.py) on its page


class Setup:
    """The choices for one game: players, each seat's kind, the rule options. The
    values live in ``app.setups[game_id]`` as plain data (a list, a bytearray and a
    dict), so nothing of this module stays in memory while a match is played."""

    def __init__(self, app, game_id):
        data = app.setups.get(game_id)
        if data is None:
            if game_id == TRADITIONAL:
                options = {"wild_doubles": True, "draw_count": 2, "target": 100}
            else:
                options = {"goal": 50, "milestones": False}
            data = app.setups[game_id] = [2 if game_id == TRADITIONAL else 3, bytearray(5), options]
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
        if self.game_id == TRADITIONAL:
            return 2, 4
        return (2 if self.options["milestones"] else 3), 5


class SetupPages(menu.Pages):
    name = "setup"

    def __init__(self, app, game_id):
        menu.Pages.__init__(self, app, [], back=app.home)
        self.setup = Setup(app, game_id)
        self.rebuild()

    def rebuild(self):
        s = self.setup
        e = [
            menu.Entry("PLAY", self._play_picture, self._play, colour=palette.GOOD),
            menu.Entry("PLAYERS", self._players_picture, None, self._players),
        ]
        for seat in range(s.players):
            e.append(menu.Entry("P%d" % (seat + 1), self._seat_picture(seat), None, self._seat_change(seat),
                                SEAT_RGB[seat]))
        if s.game_id == TRADITIONAL:
            e.append(menu.Entry("WILD", self._flag_picture("wild_doubles"), None, self._flag("wild_doubles")))
            e.append(menu.Entry("DRAW", self._number_picture("draw_count"), None, self._draw))
            e.append(menu.Entry("GOAL", self._number_picture("target"), None, self._choice("target", (50, 100, 150, 200))))
        else:
            e.append(menu.Entry("MILE", self._flag_picture("milestones"), None, self._milestones))
            if not s.options["milestones"]:
                e.append(menu.Entry("GOAL", self._number_picture("goal"), None, self._choice("goal", (50, 70, 100))))
        self.entries = e
        if self.index >= len(e):
            self.index = len(e) - 1

    # ----- pictures -----
    def _seat_dots(self, canvas):
        s = self.setup
        for seat in range(s.players):
            canvas.rect(10, 7 + 2 * seat, 3, 1, SEAT_RGB[seat], 0 if s.kinds[seat] == PERSON else 3)

    def _play_picture(self, canvas, now):
        icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
        self._seat_dots(canvas)

    def _players_picture(self, canvas, now):
        font.draw_number(canvas, 6, 9, self.setup.players, palette.WHITE)
        self._seat_dots(canvas)

    def _seat_picture(self, seat):
        def picture(canvas, now):
            word = KIND_WORDS[self.setup.kinds[seat]]
            font.draw_text(canvas, 0, 9, word, palette.WHITE)

        return picture

    def _flag_picture(self, name):
        def picture(canvas, now):
            font.draw_text(canvas, 0, 9, ON_OFF[self.setup.options[name]], palette.WHITE)

        return picture

    def _number_picture(self, name):
        def picture(canvas, now):
            font.draw_number(canvas, 14, 9, self.setup.options[name], palette.WHITE)

        return picture

    # ----- changes -----
    def _players(self, step, now):
        low, high = self.setup.player_range()
        n = self.setup.players + step
        if low <= n <= high:
            self.setup.players = n
            self.rebuild()
        else:
            self.app.bump(now)

    def _seat_change(self, seat):
        def change(step, now):
            self.setup.kinds[seat] = (self.setup.kinds[seat] + step) % len(KIND_WORDS)

        return change

    def _flag(self, name):
        def change(step, now):
            self.setup.options[name] = not self.setup.options[name]

        return change

    def _draw(self, step, now):
        n = self.setup.options["draw_count"] + step
        if 0 <= n <= 7:
            self.setup.options["draw_count"] = n
        else:
            self.app.bump(now)

    def _choice(self, name, choices):
        def change(step, now):
            i = choices.index(self.setup.options[name]) + step
            self.setup.options[name] = choices[i % len(choices)]

        return change

    def _milestones(self, step, now):
        s = self.setup
        s.options["milestones"] = not s.options["milestones"]
        low, high = s.player_range()
        s.players = max(low, s.players)
        self.rebuild()

    def _play(self, now):
        self.app.begin(self.setup.game_id, now)


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages."""
    app.push(SetupPages(app, game_id))
