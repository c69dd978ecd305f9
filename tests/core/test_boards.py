"""Shipped board profiles, profile validation codes, the boot error pattern and
the current cap (hardware/README.md). Portable: runs under MicroPython too."""

from check import raises
from pipgrid import boards, boot_errors, power
from pipgrid import profile as prof


class FakePixels:
    """PixelBuf-like: indexable RGB tuples, brightness, show() counter."""

    def __init__(self, n):
        self.leds = [(0, 0, 0)] * n
        self.brightness = 1.0
        self.shows = 0

    def __len__(self):
        return len(self.leds)

    def __setitem__(self, i, rgb):
        self.leds[i] = rgb

    def show(self):
        self.shows += 1


def reference(**changes):
    p = dict(boards.get(boards.REFERENCE))
    p["buttons"] = dict(p["buttons"])
    p.update(changes)
    return p


def code_of(fn, *args):
    return raises(prof.ProfileError, fn, *args).code


# --- shipped profiles -------------------------------------------------------


def test_every_shipped_profile_validates_against_its_header():
    names = boards.names()
    assert names == ["pi-16x16", "pico-16x16"]  # no 8x32: every screen needs 16 rows (issue 13)
    for name in names:
        p = boards.get(name)
        assert p["name"] == name
        assert prof.validate(p, boards.header_pins(p["board"])) is p


def test_every_shipped_led_map_is_a_permutation():
    for name in boards.names():
        p = boards.get(name)
        n = p["width"] * p["height"]
        assert sorted(prof.led_map(p)) == list(range(n)), name


def test_reference_is_the_16x16_pico_on_usb():
    p = boards.get()
    assert (p["name"], p["width"], p["height"], p["data_pin"]) == ("pico-16x16", 16, 16, "GP0")
    assert p["current_cap_ma"] == 500  # DESIGN.md: 500 mA default on USB
    assert boards.get("") is p


def wide():
    """An 8x32 panel wired down and up its columns: no longer shipped (boards.py), but
    the profile format still describes it."""
    p = dict(boards.get())
    p["name"] = "wide-8x32"
    p["width"] = 32
    p["height"] = 8
    p["order"] = "columns"
    return p


def test_every_shipped_profile_is_a_16x16_grid_the_screens_are_laid_out_for():
    for name in boards.names():
        p = boards.get(name)
        assert (p["width"], p["height"]) == (16, 16), name


def test_a_column_wired_8x32_panel_runs_down_then_up_the_columns():
    p = wide()
    assert (p["width"], p["height"]) == (32, 8)
    assert prof.led_index(p, 0, 0) == 0
    assert prof.led_index(p, 0, 7) == 7
    assert prof.led_index(p, 1, 7) == 8  # second column runs bottom to top
    assert prof.led_index(p, 1, 0) == 15


def test_pi_profile_drives_gpio18_and_buttons_on_gpio():
    p = boards.get("pi-16x16")
    assert p["data_pin"] == "D18"
    for key in prof.KEY_NAMES:
        assert p["buttons"][key] in boards.header_pins("pi")
    assert p["current_cap_ma"] == power.cap_for_supply(4000)  # 5 V 4 A adapter


def test_unknown_profile_name_has_its_own_code():
    e = raises(prof.ProfileError, boards.select, "pico-99x99")
    assert e.code == prof.UNKNOWN_PROFILE
    assert "pico-16x16" in str(e)  # lists the names a maker can use
    assert boards.select("pi-16x16")["data_pin"] == "D18"


def test_pico_header_has_no_internal_pins():
    pins = boards.header_pins("pico")
    assert "GP22" in pins and "GP26" in pins
    for internal in ("GP23", "GP24", "GP25", "GP29"):
        assert internal not in pins
    assert raises(KeyError, boards.header_pins, "arduino")


# --- impossible profiles stop with a code -----------------------------------


def test_pin_used_twice_by_button_and_data_line():
    buttons = dict(reference()["buttons"])
    buttons["UP"] = "GP0"
    e = raises(prof.ProfileError, prof.validate, reference(buttons=buttons))
    assert e.code == prof.PIN_TWICE and "GP0" in str(e) and "LED data line" in str(e)


def test_piezo_on_a_button_pin_is_used_twice():
    assert code_of(prof.validate, reference(piezo_pin="GP7")) == prof.PIN_TWICE


def test_unknown_pin_is_named():
    e = raises(prof.ProfileError, prof.validate, reference(data_pin="GP25"), boards.header_pins("pico"))
    assert e.code == prof.UNKNOWN_PIN and "GP25" in str(e)


def test_zero_size_grid():
    assert code_of(prof.validate, reference(height=0)) == prof.GRID
    assert code_of(prof.validate, reference(width=64, height=64)) == prof.GRID


def test_missing_or_misnamed_button():
    buttons = dict(reference()["buttons"])
    del buttons["B"]
    assert code_of(prof.validate, reference(buttons=buttons)) == prof.BUTTON
    buttons["START"] = "GP8"
    e = raises(prof.ProfileError, prof.validate, reference(buttons=buttons))
    assert e.code == prof.BUTTON


def test_misspelt_setting_is_refused_not_ignored():
    p = reference()
    p["serpantine"] = False
    e = raises(prof.ProfileError, prof.validate, p)
    assert e.code == prof.SETTING and "serpantine" in str(e)


def test_wiring_settings_are_checked():
    for bad in (
        {"origin": "middle"},
        {"order": "diagonal"},
        {"serpentine": 1},
        {"rotation": 45},
        {"pixel_order": "RGBW"},
        {"brightness": 0},
        {"brightness": 1.5},
    ):
        assert code_of(prof.validate, reference(**bad)) == prof.SETTING, bad


def test_cap_below_the_dark_panel_draw_is_refused():
    # 256 dark LEDs draw 256 mA: a 300 mA cap would leave nothing to light (power.MIN_LIGHT_MA).
    e = raises(prof.ProfileError, prof.validate, reference(current_cap_ma=300))
    assert "256 mA dark" in str(e)
    assert prof.validate(reference(current_cap_ma=256 + power.MIN_LIGHT_MA))


def test_every_code_has_a_meaning():
    codes = [c for c, _text in prof.CODE_MEANINGS]
    assert codes == list(range(1, len(codes) + 1))
    for c in codes:
        assert prof.meaning(c) != prof.meaning(99)


# --- boot error pattern -----------------------------------------------------


def lit(pixels, colour):
    return [i for i, rgb in enumerate(pixels.leds) if rgb == colour]


def test_error_on_the_reference_grid_is_a_dim_red_x_with_code_dots():
    p = reference()
    buttons = dict(p["buttons"])
    buttons["B"] = "GP6"
    p["buttons"] = buttons
    error = raises(prof.ProfileError, prof.validate, p)
    pixels = FakePixels(256)
    lines = []
    shown = boot_errors.show_error(pixels, error, p, log=lines.append)
    assert shown == prof.PIN_TWICE
    assert pixels.shows == 1 and pixels.brightness <= 0.1
    table = prof.led_map(p)
    red = lit(pixels, boot_errors.RED)
    assert len(red) == 32
    for i in range(16):
        assert table[i * 16 + i] in red and table[i * 16 + 15 - i] in red
    amber = lit(pixels, boot_errors.AMBER)  # two dots centred on the top row
    assert sorted(amber) == sorted([table[6], table[8]])
    assert lines[0] == "PipGrid cannot start: " + str(error)
    assert "2 amber dots = a pin is used twice" in lines[1]
    assert "settings.toml" in lines[2]


def test_error_without_a_usable_grid_lights_the_start_of_the_chain():
    pixels = FakePixels(256)
    boot_errors.show_error(
        pixels, "grid 0x16 has no LEDs", reference(width=0), code=prof.GRID, log=lambda s: None
    )
    assert lit(pixels, boot_errors.AMBER) == [0]
    assert lit(pixels, boot_errors.RED) == [1, 3, 5, 7, 9, 11, 13, 15]
    assert len(lit(pixels, (0, 0, 0))) == 256 - 9


def test_error_with_no_leds_still_tells_the_console():
    lines = []
    assert boot_errors.show_error(None, OSError("GP0 in use"), log=lines.append) == prof.HARDWARE
    assert "GP0 in use" in lines[0] and "wiring" in lines[2]


def test_error_pattern_survives_a_broken_pixel_object():
    class Broken(FakePixels):
        def show(self):
            raise RuntimeError("pin not free")

    lines = []
    boot_errors.show_error(Broken(256), "bad", reference(), log=lines.append)
    assert "could not light" in lines[-1]


def test_error_pattern_draws_inside_the_wide_panel():
    p = wide()
    pixels = FakePixels(256)
    boot_errors.show_error(pixels, "x", p, code=prof.HARDWARE, log=lambda s: None)
    assert len(lit(pixels, boot_errors.AMBER)) == prof.HARDWARE
    table = prof.led_map(p)
    for corner in (0, 31, 7 * 32, 7 * 32 + 31):
        assert pixels.leds[table[corner]] == boot_errors.RED


# --- the current cap (power model) ------------------------------------------


def test_full_white_on_every_profile_holds_the_cap_within_5_percent():
    for name in boards.names():
        p = boards.get(name)
        leds = p["width"] * p["height"]
        levels = 255 * 3 * leds
        cap = p["current_cap_ma"]
        b = power.limit_brightness(levels, leds, 1.0, cap)
        ma = power.estimate_ma(levels, leds, b)
        assert 0.95 * cap <= ma <= cap, (name, ma)


def test_worst_case_of_256_leds_is_over_15_amps():
    assert power.worst_case_ma(256) == 256 * 61
    assert power.frame_ma(bytearray(b"\xff" * 768), 1.0) == power.worst_case_ma(256)


def test_cap_for_supply_keeps_usb_at_its_rating_and_adapters_at_80_percent():
    assert power.cap_for_supply(500, adapter=False) == 500
    assert power.cap_for_supply(2000) == 1550
    assert power.cap_for_supply(4000) == 3150
