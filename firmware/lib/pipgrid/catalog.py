"""What the menu offers, as plain data below the app and its screens: the games and the
brightness steps. The app maps each game id to the module of its screens (app.py)."""

# One row per game: menu word, Saves game id, picture number (ui/home.py), the module of
# its HOW pages (ui/how.py: loaded only while they are shown).
GAMES = (
    ("LUZON", 1, 0, "pipgrid.ui.luzon.how"),
    ("TRAD", 2, 1, "pipgrid.ui.domino.how_traditional"),
    ("ITAL", 3, 2, "pipgrid.ui.domino.how_italian"),
    ("TRI", 4, 3, "pipgrid.ui.triominoes.how"),
)
LEVELS = (5, 10, 20, 35, 50, 75, 100)  # brightness steps in percent
