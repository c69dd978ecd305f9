"""What the menu offers, as plain data below the app and its screens: the games and the
brightness steps. The app maps each game id to the module of its screens (app.py)."""

# One row per game: menu word, Saves game id, picture number (ui/home.py).
GAMES = (
    ("LUZON", 1, 0),
    ("TRAD", 2, 1),
    ("ITAL", 3, 2),
    ("TRI", 4, 3),
)
LEVELS = (5, 10, 20, 35, 50, 75, 100)  # brightness steps in percent
