"""hardware/: the pin map table, the wiring diagrams and the firmware profiles
come from one source (pipgrid.boards) and agree (issue 6, hardware/)."""

import hashlib
import importlib.util
import os
import re

from pipgrid import boards
from pipgrid import profile as prof

from host_sim import ROOT

HARDWARE = os.path.join(ROOT, "hardware")


def load_generator():
    spec = importlib.util.spec_from_file_location("make_diagram", os.path.join(HARDWARE, "make_diagram.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gen = load_generator()


def readme():
    with open(os.path.join(HARDWARE, "README.md"), encoding="utf-8") as f:
        return f.read()


def test_committed_diagrams_and_tables_match_the_profiles():
    stale = [os.path.relpath(p, ROOT) for p in gen.stale()]
    assert stale == [], "run .venv/bin/python hardware/make_diagram.py: %s" % stale


def test_every_profile_has_an_svg_and_a_png_of_the_same_drawing():
    from PIL import Image

    for name in boards.names():
        svg_path = os.path.join(HARDWARE, "wiring-%s.svg" % name)
        with open(svg_path, encoding="utf-8") as f:
            svg = f.read()
        with Image.open(svg_path[:-4] + ".png") as im:
            assert im.size == (gen.W, gen.H)
            assert im.text["pipgrid-svg-sha256"] == hashlib.sha256(svg.encode()).hexdigest()


def table_rows(name):
    """{signal: (profile pin, header pin number)} from README's generated table for ``name``."""
    text = readme()
    start = text.index("#### `%s`" % name)
    end = text.find("####", start + 4)
    rows = {}
    for m in re.finditer(r"^\| ([^|]+) \| `([^`]+)` \| [^|]*\(pin (\d+)\) \|", text[start:end], re.M):
        rows[m.group(1).strip()] = (m.group(2), int(m.group(3)))
    return rows


def test_readme_pin_map_names_the_profile_pins():
    for name in boards.names():
        p = boards.get(name)
        rows = table_rows(name)
        assert rows["LED data"][0] == p["data_pin"]
        for key in prof.KEY_NAMES:
            assert rows["button " + key][0] == p["buttons"][key]
        if p.get("piezo_pin"):
            assert rows["piezo (optional)"][0] == p["piezo_pin"]


def test_physical_pin_numbers_match_the_real_headers():
    # Facts from the Pico and Raspberry Pi pinout cards.
    pico = {
        "GP0": 1,
        "GP2": 4,
        "GP7": 10,
        "GP15": 20,
        "GP16": 21,
        "GP22": 29,
        "GP28": 34,
        "VSYS": 39,
        "VBUS": 40,
    }
    for pin, number in pico.items():
        assert gen.header_position("pico", pin)[2] == number, pin
    pi = {"D2": 3, "D17": 11, "D18": 12, "D27": 13, "D5": 29, "D13": 33, "D26": 37, "D21": 40}
    for pin, number in pi.items():
        assert gen.header_position("pi", pin)[2] == number, pin
    assert table_rows("pico-16x16")["button UP"] == ("GP2", 4)
    assert table_rows("pi-16x16")["LED data"] == ("D18", 12)


def test_drawn_headers_offer_exactly_the_pins_validation_accepts():
    for board in ("pico", "pi"):
        assert gen.gpio_pins(board) == sorted(boards.header_pins(board))
        h = gen.HEADERS[board]
        assert len(h["left"]) == len(h["right"]) == 20


def test_moving_a_button_moves_it_in_the_picture_and_the_table(monkeypatch):
    p = dict(boards.get("pico-16x16"))
    p["buttons"] = dict(p["buttons"], UP="GP8")
    before = gen.diagram(boards.get("pico-16x16")).svg()
    after = gen.diagram(p).svg()
    assert before != after
    label = 'fill="%s" font-weight="bold">GP8</text>' % gen.GREEN
    assert label in after and label not in before
    monkeypatch.setitem(boards.PROFILES, "pico-16x16", p)
    assert "| button UP | `GP8` | GP8 (pin 11) |" in gen.pinmap_markdown()


def test_power_table_uses_the_current_model():
    text = readme()
    assert "| `pico-16x16` | 256 | 256 mA | 15.6 A |" in text  # 256 * (3 * 20 + 1) mA
    assert "| 5 V 4 A adapter | 3150 |" in text


def test_readme_covers_what_a_maker_needs():
    text = readme()
    for heading in (
        "Bill of materials",
        "Pin map",
        "Power",
        "Assembly",
        "First boot",
        "Deploy",
        "Offline",
        "Troubleshooting",
        "Profile error pattern",
    ):
        assert re.search(r"^#+ .*%s" % heading, text, re.M | re.I), heading
    for code, meaning in prof.CODE_MEANINGS:
        assert "| %d |" % code in text and meaning in text, code
    for part in ("74AHCT125", "1000", "330", "1N5817", "WS2812B"):
        assert part in text
