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


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "slow: a test of a minute or more (whole matches, mashing, other interpreters, the browser);"
        " make test runs it, make test-fast leaves it out",
    )
