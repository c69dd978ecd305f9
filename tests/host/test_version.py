"""One version (issue 12): pipgrid/version.py, repeated by pyproject.toml, shown by
the start-up animation and printed on the serial console at boot."""

import os
import re

from host_sim.drive.luzon import Board
from test_code_py_blinka import run_code_py

from host_sim import ROOT
from pipgrid.ui import font, palette
from pipgrid.version import VERSION


def test_pyproject_names_the_firmware_version():
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    assert re.search(r'^version = "([^"]+)"', text, re.M).group(1) == VERSION
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)


def test_start_up_animation_shows_the_version():
    b = Board()
    b.wait(1400)  # the sweep has passed the whole grid; still the intro
    assert b.app.screen_name == "intro"
    x = 0
    for ch in VERSION:
        if ch == ".":
            assert b.pixel(x, 15) == palette.TEXT and b.pixel(x, 14) != palette.TEXT
            x += 2
            continue
        bits = font.glyph(ch)
        for row in range(5):
            for col in range(3):
                lit = bits >> (14 - 3 * row - col) & 1
                assert (b.pixel(x + col, 11 + row) == palette.TEXT) == bool(lit), (ch, col, row)
        x += 4


def test_boot_prints_the_version_on_the_serial_console():
    _result, out, _err = run_code_py("agnostic", iterations=5)
    assert out.splitlines()[0] == "PipGrid %s" % VERSION
