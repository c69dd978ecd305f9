"""Hot-seat domino (HS-1..HS-3): the app's hooks for the traditional and Italian rows
of the menu: set-up -> match (``start``, ``begin``), the match on the board (``show``),
CONTINUE after a power cut (``resume_game``, ``continue_game``).

The match itself (seats, handover, computer turns, the census and score bars, saves
and the console transcript) is described and built in ui/domino/table.py; the round
and match end pages in ui/domino/ends.py. This module is unloaded once a match is on
the board, so only the phase on show costs heap.
"""

from pipgrid.ui.hotseat.seats import GREEDY, PERSON, RANDOM  # noqa: F401 (the seats' kinds, for the simulator)


def engine_class(game_id):
    """The game's engine class (its modules and the match's are loaded beforehand, one
    per loop step, by ui/loading.py: catalog.py's ``continue_modules``)."""
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
        if k > 7:  # kinds 3..7: the levels L1..L5 (ui/hotseat/setup.py)
            raise ValueError("corrupt hot-seat domino save")
    game = engine_class(data[3]).from_bytes(data[9 + n :])
    if game.players != n:
        raise ValueError("corrupt hot-seat domino save")
    t = Table(data[3], game, kinds)
    t.rng.state = state
    return t


# ----- the app's hooks (one ``GAMES`` row each in catalog.py, found by app.screens) -----


def start(app, game_id, now):
    """The game was chosen in the main menu: its set-up pages (ui/hotseat/setup.py)."""
    from pipgrid.ui.hotseat import setup

    setup.start(app, game_id, now)


# ----- what the set-up pages offer (ui/hotseat/setup.py), from the rules' tables -----


def setup_rules(game_id, options):
    """The options table (name, default, choices) and the hand sizes by players: TR-2;
    IT-1, or IT-M1 with ``options``' milestones."""
    if game_id == 2:
        from pipgrid.games.domino import traditional_rules as rules

        return rules.OPTIONS, rules.HAND_SIZE
    from pipgrid.games.domino import italian_rules as rules

    return rules.OPTIONS, rules.MILESTONE_HAND_SIZE if options.get("milestones") else rules.HAND_SIZE


def setup_pages(game_id, players, options):
    """Traditional: WILD doubles (TR-7), DRAW count, up to its ends (TR-9), GOAL (TR-14);
    Italian: MILE, the milestone game (IT-M1..IT-M4), and GOAL (IT-2), which the
    milestone game, always played to 100, leaves out."""
    if game_id == 2:
        return (
            ("WILD", "wild_doubles", None, False),
            ("DRAW", "draw_count", None, True),
            ("GOAL", "target", None, False),
        )
    if options["milestones"]:
        return (("MILE", "milestones", None, False),)
    return (("MILE", "milestones", None, False), ("GOAL", "goal", None, False))


def begin(app, game_id, players, kinds, options, now, seed=0):
    """Start a match, save it and show its board. Every round's seed is fresh (issue 26,
    pipgrid/rng.py) unless ``seed`` was chosen (the web page's links): then round 1 is
    dealt from it and the later rounds from seeds derived from it. Options equal to the
    rules' defaults are not passed, so the engine need not load its option checks."""
    cls = engine_class(game_id)
    given = None
    for name, default, _choices in cls.OPTIONS:
        if name in options and options[name] != default:
            given = options
    if given is not None:  # loaded before the match's objects, so they are not scattered between its code
        from pipgrid.memory import collect
        from pipgrid.games.domino import options as domino_check  # noqa: F401

        collect()
    from pipgrid.ui.domino.table import Table

    from pipgrid.rng import fresh

    chosen = seed
    if not chosen:  # every round's seed fresh when it starts: nothing printed predicts a round
        seed = fresh(app, now)
    game = cls(players, seed, None if given is None else dict(given))
    if not chosen:
        game.match_seed = None
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
    unload(("pipgrid.ui.domino.hooks", "pipgrid.games.domino.options"))
    screen.advance(now)


def resume_game(payload, game_id=None):
    """The saved match (``Table.to_bytes``) of ``game_id``; ValueError when it cannot
    be read."""
    return load_table(payload, game_id)


def continue_game(app, now):
    """CONTINUE in the menu: back to the saved match (``app.game``), at the handover."""
    show(app, app.game, now)
