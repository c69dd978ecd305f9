"""The games the menu offers, as plain data below the app and its screens: one row per
game (``Game``). The app takes its catalog as data (``App(store, catalog=rows)``; without
one, this module's ``GAMES``, imported only while the app looks a game up, so its
strings are not in the heap while a game is played): nothing outside a game's own folders (games/<game>/,
ui/<game>/) and this table names a game, so adding one is a folder under games/, one
under ui/ and one row here (docs/architecture.md, "Adding a game").

A phase's module lists (``start_modules``, ``continue_modules``, ``begin_modules`` and
``MENU_MODULES``) are what ui/loading.py imports, one module per loop step, before the
phase begins: each list holds every module its modules import at their top, each one
after the modules it imports (tests/host/test_phase_modules.py derives that from the
import graph; ``python -m host_sim.phases ROOT...`` prints a list in that order).
"""

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka

    def const(x):
        return x


class Game:
    """One game of the menu.

    - ``game_id``: its id in the store (pipgrid/save.py), one save per id;
    - ``word``: its menu page's word, and its name in a message about its save;
    - ``hooks``: the module the app calls (``start``, ``resume_game``, ``continue_game``,
      ``begin``; docs/architecture.md, "The game contract");
    - ``picture``: the module drawing its menu page's picture and its CONTINUE page's
      (``draw_menu(canvas)``, ``draw_continue(canvas, number)``), loaded with the menu;
    - ``start_modules``: what the game's start needs (its set-up pages, or a deal);
    - ``continue_modules``: what CONTINUE needs (the game on the board and its save's reader);
    - ``begin_modules``: what PLAY on its set-up pages needs (empty: no set-up pages);
    - ``private_screens``: the names of its screens that show a person's hand, which the
      mirror never sends (pipgrid/mirror.py, HS-1);
    - ``how``: its HOW screens' data file, relative to the folder holding ``pipgrid``
      (ui/home.py How plays it; host_sim/how_pages makes it), or None: no HOW pages.
    """

    def __init__(
        self,
        game_id,
        word,
        hooks,
        picture,
        start_modules,
        continue_modules,
        begin_modules=(),
        private_screens=(),
        how=None,
    ):
        self.game_id = game_id
        self.word = word
        self.hooks = hooks
        self.picture = picture
        self.start_modules = start_modules
        self.continue_modules = continue_modules
        self.begin_modules = begin_modules
        self.private_screens = private_screens
        self.how = how


# The menu's own modules (ui/home.py and what it imports); the rows' picture modules
# are loaded after them.
MENU_MODULES = (
    "pipgrid.ui.font",
    "pipgrid.ui.icons",
    "pipgrid.ui.menu",
    "pipgrid.ui.tiles_draw",
    "pipgrid.version",
    "pipgrid.ui.home",
)

_LUZON_BOARD = const(
    (
        "pipgrid.tiles",
        "pipgrid.games.luzon.deal",
        "pipgrid.games.luzon.views",
        "pipgrid.games.luzon.game",
        "pipgrid.ui.font",
        "pipgrid.ui.tiles_draw",
        "pipgrid.ui.luzon.screen",
    )
)
# The set-up pages (ui/hotseat/setup.py) and the rules' table they are built from
_DOMINO_SETUP = const(
    (
        "pipgrid.ui.hotseat.seats",
        "pipgrid.ui.domino.hooks",
        "pipgrid.ui.font",
        "pipgrid.ui.icons",
        "pipgrid.ui.menu",
        "pipgrid.ui.hotseat.setup",
        "pipgrid.tiles",
        "pipgrid.games.domino.moves",
    )
)
_DOMINO_MATCH = const(
    (
        "pipgrid.ui.hotseat.seats",
        "pipgrid.ui.domino.hooks",
        "pipgrid.tiles",
        "pipgrid.games.domino.moves",
        "pipgrid.games.domino.line_match",
        "pipgrid.rng",
        "pipgrid.ui.font",
        "pipgrid.ui.tiles_draw",
        "pipgrid.ui.hotseat.handover",
    )
)
_TRADITIONAL_MATCH = _DOMINO_MATCH + (
    "pipgrid.games.domino.traditional_rules",
    "pipgrid.games.domino.traditional",
    "pipgrid.ui.domino.table",
    "pipgrid.ui.domino.line",
    "pipgrid.ui.domino.traditional",
    "pipgrid.games.domino.save",
)
_ITALIAN_MATCH = _DOMINO_MATCH + (
    "pipgrid.games.domino.italian_rules",
    "pipgrid.games.domino.italian",
    "pipgrid.ui.domino.table",
    "pipgrid.ui.domino.italian",
    "pipgrid.games.domino.save",
)
_TRIOMINOES_GAME = const(
    (
        "pipgrid.games.triominoes.tiles",
        "pipgrid.games.triominoes.deal",
        "pipgrid.games.triominoes.lattice",
        "pipgrid.games.triominoes.score",
        "pipgrid.games.triominoes.board",
        "pipgrid.rng",
        "pipgrid.games.triominoes.turn",
        "pipgrid.games.triominoes.game",
        "pipgrid.ui.hotseat.seats",
        "pipgrid.ui.triominoes.table",
        "pipgrid.ui.triominoes.draw",
        "pipgrid.ui.font",
        "pipgrid.ui.hotseat.handover",
        "pipgrid.ui.triominoes.screen",
        "pipgrid.ui.triominoes.hooks",
    )
)

GAMES = (
    Game(
        1,
        "LUZON",
        "pipgrid.ui.luzon.screen",
        "pipgrid.ui.luzon.picture",
        _LUZON_BOARD,
        _LUZON_BOARD + ("pipgrid.games.luzon.save",),
        how="pipgrid/ui/luzon/how.txt",
    ),
    Game(
        2,
        "TRAD",
        "pipgrid.ui.domino.hooks",
        "pipgrid.ui.domino.traditional_picture",
        _DOMINO_SETUP + ("pipgrid.games.domino.traditional_rules",),
        _TRADITIONAL_MATCH,
        _TRADITIONAL_MATCH,
        ("turn", "ends"),
        "pipgrid/ui/domino/how_traditional.txt",
    ),
    Game(
        3,
        "ITAL",
        "pipgrid.ui.domino.hooks",
        "pipgrid.ui.domino.italian_picture",
        _DOMINO_SETUP + ("pipgrid.games.domino.italian_rules",),
        _ITALIAN_MATCH,
        _ITALIAN_MATCH,
        ("turn", "ends"),
        "pipgrid/ui/domino/how_italian.txt",
    ),
    Game(
        4,
        "TRI",
        "pipgrid.ui.triominoes.hooks",
        "pipgrid.ui.triominoes.picture",
        (
            "pipgrid.ui.triominoes.hooks",
            "pipgrid.ui.font",
            "pipgrid.ui.icons",
            "pipgrid.ui.menu",
            "pipgrid.ui.hotseat.seats",
            "pipgrid.ui.hotseat.setup",
            "pipgrid.games.triominoes.options",
            "pipgrid.games.triominoes.tiles",
            "pipgrid.games.triominoes.deal",
        ),
        _TRIOMINOES_GAME,
        _TRIOMINOES_GAME,
        ("turn", "place"),
        "pipgrid/ui/triominoes/how.txt",
    ),
)
