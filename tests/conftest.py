import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# host_sim/drive: board_fakes, the board's stand-ins the portable tests import by name
for p in (
    ROOT,
    os.path.join(ROOT, "firmware", "lib"),
    os.path.join(ROOT, "host_sim", "drive"),
    os.path.join(ROOT, "tests", "core"),
):
    if p not in sys.path:
        sys.path.insert(0, p)


# The test files of a minute or more of CPU on a quiet two-core machine (pytest --durations):
# other interpreters (the WebAssembly MicroPythons, the parity scripts, the play-through on the
# 32-bit builds), the browser, and whole mashing runs. `make test` runs them; `make test-fast`
# (pytest -m "not slow and not soak") leaves them out. The soak marker (issue 26's
# 100,000-event runs) is set in its own file and left out of both.
SLOW_FILES = {
    "test_micropython_older.py",
    "test_web_classroom.py",
    "test_web.py",
    "test_parity.py",
    "test_hotseat_mashing.py",
    "test_playthrough.py",
    "test_mashing.py",
    "test_save_power_cut.py",
    "test_every_press_shows.py",
}


def pytest_collection_modifyitems(config, items):
    import pytest

    for item in items:
        if item.path.name in SLOW_FILES:
            item.add_marker(pytest.mark.slow)
