"""Hot-seat domino (HS-1..HS-3): the app's hooks for the traditional and Italian rows
of the menu: set-up -> match (``start``, ``begin``), the match on the board (``show``),
CONTINUE after a power cut (``resume_game``, ``continue_game``).

The match itself (seats, handover, computer turns, the census and score bars, saves
and the console transcript) is described and built in ui/domino/table.py; the round
and match end pages in ui/domino/ends.py. This module is unloaded once a match is on
the board, so only the phase on show costs heap.
"""

import sys

from pipgrid.ui.domino.seats import BOT_NAMES, BOT_SEED, GREEDY, HAND_X, HAND_Y, PERSON, RANDOM, SEAT_RGB  # noqa: F401


def engine_class(game_id, match=True):
    """The game's engine class, with every module a match keeps loaded first (the
    screen and the save; the transcript lines and the computer players are loaded
    only for a move: ui/domino/table.Table) and the loading's garbage
    collected: a match's long-lived objects are then made after all of its code, not
    scattered between modules loaded on its first moves (heap fragmentation). The
    modules are imported one at a time, engine first, with a collection before each,
    so one import's garbage never splits the next one's code (smallest heap for the
    4-seat traditional match 95 -> 87 KB from .mpy).
    ``match`` False: the engine only (reading a save for the menu's CONTINUE)."""
    from pipgrid.memory import collect

    names = [
        "pipgrid.games.domino." + ("traditional" if game_id == 2 else "italian"),
        "pipgrid.ui.domino.table",
    ]
    if match:
        names += [
            "pipgrid.ui.domino." + ("traditional" if game_id == 2 else "italian"),
            "pipgrid.games.domino.save",
        ]
    loaded = True
    for name in names:
        if name not in sys.modules:  # loaded beforehand by ui/loading.py: no collection
            collect()
            __import__(name)
            loaded = False
    if not loaded:
        collect()
    if game_id == 2:
        from pipgrid.games.domino.traditional import Traditional as cls
    else:
        from pipgrid.games.domino.italian import Italian as cls
    return cls


def load_table(data, game_id=None):
    """The Table saved by ``to_bytes``; ValueError when the bytes are not one, or hold
    a match of another game than ``game_id`` (the store's header says which)."""
    from pipgrid.ui.domino.table import MAGIC, Table

    data = bytes(data)
    if len(data) < 10 or data[:3] != MAGIC or data[3] not in (2, 3):
        raise ValueError("not a hot-seat domino save")
    if game_id is not None and data[3] != game_id:
        raise ValueError("it holds a %s match" % ("TRAD" if data[3] == 2 else "ITAL"))
    n = data[4]
    kinds = data[5 : 5 + n]
    state = int.from_bytes(data[5 + n : 9 + n], "big")
    if len(kinds) != n or not state:
        raise ValueError("corrupt hot-seat domino save")
    for k in kinds:
        if k > 7:  # kinds 3..7: the levels L1..L5 (ui/domino/setup.py)
            raise ValueError("corrupt hot-seat domino save")
    game = engine_class(data[3], False).from_bytes(data[9 + n :])
    if game.players != n:
        raise ValueError("corrupt hot-seat domino save")
    t = Table(data[3], game, kinds)
    t.rng.state = state
    return t


# ----- the app's hooks (one ``GAMES`` row each in catalog.py, found by app.screens) -----


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages (ui/domino/setup.py)."""
    from pipgrid.ui.domino import setup as domino_setup

    domino_setup.start(app, game_id, now)


def begin(app, game_id, players, kinds, options, now, seed=0):
    """Start a match: seed from the clock (or ``seed``: the web page's links), save it,
    and show its board. Options equal to the rules' defaults are not passed, so the
    engine need not load its option checks."""
    cls = engine_class(game_id)
    given = None
    for name, default, _choices in cls.OPTIONS:
        if name in options and options[name] != default:
            given = options
    if given is not None:  # loaded before the match's objects too (see engine_class)
        from pipgrid.memory import collect
        from pipgrid.games.domino import options as domino_check  # noqa: F401

        collect()
    from pipgrid.ui.domino.table import Table

    game = cls(players, seed or (now & 0x3FFFFFFF) or 1, None if given is None else dict(given))
    table = Table(game_id, game, kinds[:players], app.log)
    app.game = table
    app.game_kind = game_id
    table.write_deal()
    app.save_game()
    show(app, table, now)


def show(app, table, now):
    if table.game_id == 2:
        from pipgrid.ui.domino.traditional import TraditionalScreen as Screen
    else:
        from pipgrid.ui.domino.italian import ItalianScreen as Screen
    """The match's board screen; this module (the app's hooks) is then unloaded: the
    match needs none of it (a rematch comes back through ``App.begin``)."""
    from pipgrid.memory import unload

    screen = Screen(app, table)
    app.play(screen)
    unload(("pipgrid.ui.domino.hooks",))
    screen.advance(now)


def resume_game(payload, game_id=None):
    """The saved match (``Table.to_bytes``) of ``game_id``; ValueError when it cannot
    be read."""
    return load_table(payload, game_id)


def continue_game(app, now):
    """CONTINUE in the menu: back to the saved match, at the handover. The match is
    read again once all of its modules are loaded (see ``engine_class``)."""
    game_id = app.game.game_id
    app.game = None
    engine_class(game_id)
    app.game = load_table(app.saves.read(game_id), game_id)
    show(app, app.game, now)
