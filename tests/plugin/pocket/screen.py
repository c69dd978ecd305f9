"""Pocket on the board (tests/plugin/README.md): its hooks, its one screen and its menu
pictures (catalog row ``picture`` and ``hooks``: this module).

The row of six numbers as bars, each its number's colour and as tall as its number;
LEFT/RIGHT move the cursor (two markers under the pair), A swaps the pair, UP takes the
last move back, B goes back to the menu (the game stays saved). Won: the bars blink
green once, A or B goes back to the menu.
"""

from pipgrid.ui import font, palette

from pocket.rules import SIZE, Pocket


class PocketScreen:
    name = "pocket"

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.cursor = 0

    def press(self, key, now):
        app = self.app
        game = self.game
        if game.is_won() or key == "B":
            app.home(now)
        elif key == "LEFT" and self.cursor > 0:
            self.cursor -= 1
        elif key == "RIGHT" and self.cursor < SIZE - 2:
            self.cursor += 1
        elif key == "A" and self.cursor in game.legal_moves():
            game.play(self.cursor)
            app.save_game()
            app.sound(5 if game.is_won() else 3)
        elif key == "UP" and game.history:
            game.undo()
            app.save_game()
        else:
            app.bump(now)

    def tick(self, now):
        return False

    def draw(self, canvas, now):
        pal = self.app.palette()
        won = self.game.is_won()
        for i in range(SIZE):
            n = self.game.row[i]
            canvas.rect(1 + 2 * i, 12 - 2 * n, 1, 2 * n, palette.GOOD if won else pal[n])
        if not won:
            for x in (1 + 2 * self.cursor, 3 + 2 * self.cursor):
                canvas.set(x, 14, palette.CURSOR)
        font.draw_number(canvas, 15, 0, self.game.deal, palette.TEXT)


# ----- the app's hooks (tests/plugin/pocket/row.py) -----


def start(app, game_id, now):
    """POCKET chosen in the menu: the next deal, saved, on the board."""
    game = Pocket(now % 200 + 1)
    app.game = game
    app.save_game()
    app.play(PocketScreen(app, game))


def resume_game(payload, game_id):
    return Pocket.from_bytes(payload)


def continue_game(app, now):
    app.play(PocketScreen(app, app.game))


# ----- the menu's pictures -----


def draw_menu(canvas, pal):
    for i, n in enumerate((3, 1, 2)):
        canvas.rect(4 + 3 * i, 14 - 2 * n, 2, 2 * n, pal[n])


def draw_continue(canvas, number, pal):
    font.draw_number(canvas, 14, 9, number, palette.TEXT)
