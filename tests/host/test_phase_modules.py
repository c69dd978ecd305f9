"""A phase's module list follows from the import graph (issue 22): every list of the
catalog (pipgrid/catalog.py: the menu's and each row's start, CONTINUE and PLAY lists)
holds every module its modules import at their top, each after the modules it imports,
so ui/loading.py loads one module per step and no import pulls in another one (issue 12:
a press never stalls). host_sim/phases.py reads the imports from the source; its
``python -m host_sim.phases ROOT...`` prints a list in that order for a new row."""

import pytest

from host_sim import phases

from pipgrid.app import App
from pipgrid.catalog import GAMES, MENU_MODULES
from pipgrid.ui import loading


def phase_lists():
    out = [("menu", MENU_MODULES + tuple(row.picture for row in GAMES))]
    for row in GAMES:
        for field in ("start_modules", "continue_modules", "begin_modules"):
            out.append(("%s %s" % (row.word, field), getattr(row, field)))
    return out


@pytest.mark.parametrize("name,modules", phase_lists(), ids=[n for n, _m in phase_lists()])
def test_every_phase_list_is_closed_under_imports_and_in_import_order(name, modules):
    assert phases.missing(modules) == [], "modules the list leaves out (python -m host_sim.phases)"
    assert phases.misplaced(modules) == [], "modules listed before a module they import"
    assert len(set(modules)) == len(modules)


def test_the_app_loads_what_the_catalog_lists():
    app = App(bytearray(b"\xff" * 4096), log=lambda line: None)
    assert loading.modules(app, "menu", 0)[-len(GAMES) :] == tuple(row.picture for row in GAMES)
    for row in GAMES:
        assert loading.modules(app, "continue", row.game_id) == row.continue_modules
        assert app.hooks(row.game_id).__name__ == row.hooks


def test_a_module_left_out_or_out_of_order_is_found():
    board = ("pipgrid.ui.luzon.screen",)  # it imports the Luzon rules, tiles_draw and font at its top
    assert ("pipgrid.ui.luzon.screen", "pipgrid.games.luzon.game") in phases.missing(board)
    order = phases.closure(["pipgrid.ui.luzon.screen"], leave_out=phases.kernel())
    assert phases.missing(order) == [] and phases.misplaced(order) == []
    assert phases.misplaced(order[::-1])
    assert "pipgrid.app" not in order and order[-1] == "pipgrid.ui.luzon.screen"
