"""Tri-Ominos on the board: the app's hooks for the TRI row of the menu (``GAMES`` in
pipgrid/catalog.py): set-up -> game (``start``, ``begin``), the game on the board
(``show``), CONTINUE after a power cut (``resume_game``, ``continue_game``).
Unloaded once the game is on the board (its screens: ui/triominoes/screen.py). The
modules of each phase are loaded beforehand by ui/loading.py (catalog.py's row)."""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages (ui/hotseat/setup.py)."""
    from pipgrid.ui.hotseat import setup

    setup.start(app, game_id, now)


# ----- what the set-up pages offer (ui/hotseat/setup.py), from the rules' tables -----

_DRAW_LIMITS = const((None, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9))  # the table's NONE and 0..9 of 0..56
_TARGETS = const((200, 300, 400, 500))  # of the table's 1..65535


def setup_rules(game_id, options):
    """The options table (games/triominoes/options.py) and the hand sizes by players
    (TO-4; one player: solitaire, TO-17)."""
    from pipgrid.games.triominoes.deal import HAND_SIZE
    from pipgrid.games.triominoes.options import OPTIONS

    return OPTIONS, HAND_SIZE


def setup_pages(game_id, players, options):
    """DEAL (solitaire: its number, ui/triominoes/best.py), DRAW: the draw limit, NONE or
    0..9, up to its ends (TO-8; 0: no drawing), CLUB (TO-5, TO-10, TO-12, TO-14, TO-15),
    and with two or more players GOAL, the target (TO-12), and POOLS, one or a pool per
    player (TO-16)."""
    if players == 1:  # solitaire (TO-17): one round, no target, one pool
        return (
            ("DEAL", None, None, False),
            ("DRAW", "draw_limit", _DRAW_LIMITS, True),
            ("CLUB", "club", None, False),
        )
    return (
        ("DRAW", "draw_limit", _DRAW_LIMITS, True),
        ("CLUB", "club", None, False),
        ("GOAL", "target", _TARGETS, False),
        ("POOLS", "pools", None, False),
    )


def setup_changed(options, name):
    """The club rules' target is 200, the others' 400 (TO-12): set by CLUB (GOAL may then
    change it), and the table's None (by the rules) made a number for the GOAL page."""
    if name == "club" or options["target"] is None:
        from pipgrid.games.triominoes.options import default_target

        options["target"] = default_target(options["club"])


def setup_page(pages, word, canvas, step):
    """The DEAL page (ui/triominoes/best.py): drawn on ``canvas``, or changed by ``step``."""
    from pipgrid.ui.triominoes import best

    if canvas is None:
        best.change(pages, step)
    else:
        best.picture(pages, canvas)


def begin(app, game_id, players, kinds, options, now, seed=0):
    """PLAY on the set-up: a game saved and on the board. Every round's seed is fresh
    (pipgrid/rng.py) unless ``seed`` was chosen (the web page's links: later rounds
    derived from it); a solitaire (one seat, TO-17) is its deal number's game, as
    ``--seed N`` on the command line (the set-up's DEAL page), from the one pool (TO-16
    does not apply)."""
    if players == 1 and not seed:
        setup = app.setups.get(game_id)
        seed = setup[3] if setup and len(setup) > 3 else 0
    if players == 1 and options.get("pools") == "own":
        options = dict(options)
        options["pools"] = "shared"
    from pipgrid.games.triominoes.game import Triominoes
    from pipgrid.ui.triominoes.table import TriTable

    from pipgrid.rng import fresh

    chosen = seed
    if not chosen:
        seed = fresh(app, now)
    game = Triominoes(players, seed, options)
    if not chosen:
        game.match_seed = None
    table = TriTable(game_id, game, kinds[:players], app.log)
    app.game = table
    app.game_kind = game_id
    table.write_deal()
    app.save_game()
    show(app, table, now)
    if players == 1:  # a solitaire: the deal's kept best first (ui/triominoes/best.py)
        from pipgrid.ui.triominoes import best

        best.show(app, seed)


def show(app, table, now):
    """The game's board screen; the hooks and the set-up pages are then unloaded."""
    from pipgrid.memory import unload
    from pipgrid.ui.triominoes.screen import TriScreen

    screen = TriScreen(app, table)
    app.play(screen)
    # (and the seats' constants' module: the screens hold the values they took from it;
    # and the deal's: the game takes it again for the next round, games/triominoes/game.py)
    unload(
        (
            "pipgrid.ui.triominoes.hooks",
            "pipgrid.ui.hotseat.setup",
            "pipgrid.ui.hotseat.seats",
            "pipgrid.games.triominoes.deal",
        )
    )
    screen.advance(now)


def resume_game(data, game_id=4):
    """The saved game (``TriTable.to_bytes``); ValueError when the bytes are not one
    (its header says it is a Tri-Ominos game, ``game_id`` 4). Here, not in table.py:
    the hooks are loaded for CONTINUE only, the table all game long."""
    from pipgrid.games.triominoes.game import Triominoes
    from pipgrid.ui.triominoes.table import MAGIC, TriTable

    data = bytes(data)
    if len(data) < 10 or data[:3] != MAGIC or data[3] != game_id:
        raise ValueError("not a hot-seat Tri-Ominos save")
    n = data[4]
    kinds = data[5 : 5 + n]
    state = int.from_bytes(data[5 + n : 9 + n], "big")
    if len(kinds) != n or not state:
        raise ValueError("corrupt hot-seat Tri-Ominos save")
    for k in kinds:
        if k >= 8:  # YOU, GRDY, RAND, L1..L5
            raise ValueError("corrupt hot-seat Tri-Ominos save")
    game = Triominoes.from_bytes(data[9 + n :])
    if game.players != n:
        raise ValueError("corrupt hot-seat Tri-Ominos save")
    t = TriTable(game_id, game, kinds)
    t.rng.state = state
    return t


def continue_game(app, now):
    """CONTINUE in the menu: back to the saved game (``app.game``), at the handover."""
    show(app, app.game, now)
