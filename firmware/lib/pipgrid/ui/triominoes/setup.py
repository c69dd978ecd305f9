"""Setting up a Tri-Ominos game from the menu: the domino set-up pages
(ui/domino/setup.py: UP/DOWN page, LEFT/RIGHT change, A on PLAY starts, B back)
with Tri-Ominos' players and options (games/triominoes/options.py's table, whose
dict ``app.setups`` holds in the engine's own shape):

- PLAY, PLAYERS 1..6 (TO-4; one seat is solitaire, TO-17), P1..P6: each seat YOU,
  GRDY, RAND or L1..L5 (HS-3; the Monte Carlo player's levels, docs/bots.md);
- DEAL (solitaire only): the deal's number, 1..999, the same deal as ``--seed N`` on
  the command line; its best score kept on the board shows under it (ui/triominoes/best.py);
  the page starts at the deal after the last one played;
- DRAW: the draw limit, NONE or 0..9 (TO-8; 0: no drawing);
- CLUB: the club rules on/off (TO-5, TO-10, TO-12, and its extras: drawing at any time,
  TO-14, placing on two or three corners, TO-15); switching it on sets the target to 200,
  off to 400 (TO-12), and GOAL may then change it;
- GOAL (2..6 players): the target, 200, 300, 400 or 500 (TO-12);
- POOLS (2..6 players): SHRD, one pool, or OWN, a pool per player (TO-16).

Defaults: two people, no draw limit, club off, target 400, shared pool. The set-up is
kept in ``app.setups`` while the board is on (a rematch reuses it): players, the seats'
kinds, the options dict and the solitaire's deal number.
"""

from pipgrid.ui import font, icons, palette
from pipgrid.ui.domino import setup as domino_setup
from pipgrid.ui.domino.seats import PERSON, SEAT_RGB


class TriSetup(domino_setup.Setup):
    def __init__(self, app, game_id):
        data = app.setups.get(game_id)
        if data is None:
            options = {"draw_limit": None, "club": False, "target": 400, "pools": "shared"}
            data = app.setups[game_id] = [2, bytearray(6), options, 0]
        if len(data) < 4:
            data.append(0)
        self.data = data
        self.game_id = game_id
        self.kinds = data[1]
        self.options = data[2]
        self.best = None  # (deal, its kept best or None) for the DEAL page (ui/triominoes/best.py)

    def player_range(self):
        return 1, 6


class TriSetupPages(domino_setup.SetupPages):
    KINDS = 8  # YOU, GRDY, RAND, L1..L5 (the Monte Carlo player's levels, issue 15)

    def __init__(self, app, game_id):
        domino_setup.SetupPages.__init__(self, app, game_id, TriSetup(app, game_id))

    def words(self):
        if self.setup.players == 1:  # solitaire (TO-17): one round, no target, one pool
            return ("DEAL", "DRAW", "CLUB")
        return ("DRAW", "CLUB", "GOAL", "POOLS")

    def picture(self, canvas, now):
        word = self.current().word
        s = self.setup
        options = s.options
        if word == "PLAY" or word == "PLAYERS":
            if word == "PLAY":
                icons.draw(canvas, 0, 7, icons.PLAY, palette.GOOD)
            else:
                font.draw_number(canvas, 6, 9, s.players, palette.WHITE)
            for seat in range(s.players):
                canvas.rect(10, 5 + 2 * seat, 3, 1, SEAT_RGB[seat], 0 if s.kinds[seat] == PERSON else 3)
        elif word == "DEAL":  # the number, and under it the deal's best kept on the board
            from pipgrid.ui.triominoes import best

            best.picture(self, canvas)
        elif word[0] == "P" and len(word) == 2:
            font.draw_text(canvas, 0, 9, domino_setup.KIND_WORDS[s.kinds[int(word[1]) - 1]], palette.WHITE)
        elif word == "DRAW":
            limit = options["draw_limit"]
            if limit is None:
                font.draw_text(canvas, 0, 9, "NONE", palette.WHITE)
            else:
                font.draw_number(canvas, 14, 9, limit, palette.WHITE)
        elif word == "CLUB":
            font.draw_text(canvas, 0, 9, ("OFF", "ON")[options["club"]], palette.WHITE)
        elif word == "POOLS":  # the option's own word, SHARED or OWN (scrolling when longer than the grid)
            text = options["pools"]
            font.draw_text(canvas, font.scroll_x(text, 16, now), 9, text, palette.WHITE)
        else:
            font.draw_number(canvas, 14, 9, options["target"], palette.WHITE)

    def change(self, step, now):
        word = self.current().word
        s = self.setup
        options = s.options
        if word == "DRAW":  # NONE, 0, 1, .., 9 (a key past an end flashes)
            limit = options["draw_limit"]
            n = (-1 if limit is None else limit) + step
            if -1 <= n <= 9:
                options["draw_limit"] = None if n < 0 else n
            else:
                self.app.bump(now)
        elif word == "DEAL":  # 1..999 round
            from pipgrid.ui.triominoes import best

            best.change(self, step)
        elif word == "CLUB":
            options["club"] = not options["club"]
            options["target"] = 200 if options["club"] else 400  # TO-12
        elif word == "GOAL":
            options["target"] = 200 + (options["target"] // 100 - 2 + step) % 4 * 100  # 200 .. 500
        elif word == "POOLS":
            options["pools"] = "shared" if options["pools"] == "own" else "own"
        else:
            domino_setup.SetupPages.change(self, step, now)


def start(app, game_id, now):
    app.push(TriSetupPages(app, game_id))
