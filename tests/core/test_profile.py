"""Board profiles: wiring maps every canvas pixel to one LED; impossible profiles
are refused with a message that says what to change."""

from check import raises
from pipgrid import profile as prof

BUTTONS = {"UP": "GP2", "DOWN": "GP3", "LEFT": "GP4", "RIGHT": "GP5", "A": "GP6", "B": "GP7"}


def make(**changes):
    p = {
        "name": "t",
        "width": 16,
        "height": 16,
        "rotation": 0,
        "origin": "top-left",
        "order": "rows",
        "serpentine": True,
        "data_pin": "GP0",
        "buttons": dict(BUTTONS),
        "brightness": 0.3,
        "current_cap_ma": 500,
    }
    p.update(changes)
    return p


def test_serpentine_rows_run_back_and_forth():
    p = make()
    assert prof.led_index(p, 0, 0) == 0
    assert prof.led_index(p, 15, 0) == 15
    assert prof.led_index(p, 15, 1) == 16  # second row runs right to left
    assert prof.led_index(p, 0, 1) == 31


def test_every_wiring_is_a_permutation():
    for rot in prof.ROTATIONS:
        for origin in prof.ORIGINS:
            for order in ("rows", "columns"):
                for serp in (True, False):
                    p = make(width=8, height=32, rotation=rot, origin=origin, order=order, serpentine=serp)
                    table = prof.led_map(p)
                    assert sorted(table) == list(range(256)), (rot, origin, order, serp)


def test_rotation_180_puts_top_left_last():
    p = make(rotation=180, serpentine=False)
    assert prof.led_index(p, 0, 0) == 255


def test_valid_profile_passes():
    assert prof.validate(make())["name"] == "t"


def test_impossible_profiles_say_why():
    buttons = dict(BUTTONS)
    buttons["B"] = "GP6"
    assert "used twice" in str(raises(prof.ProfileError, prof.validate, make(buttons=buttons)))
    assert "no LEDs" in str(raises(prof.ProfileError, prof.validate, make(width=0)))
    missing = dict(BUTTONS)
    del missing["A"]
    assert "button A" in str(raises(prof.ProfileError, prof.validate, make(buttons=missing)))
    e = raises(
        prof.ProfileError,
        prof.validate,
        make(data_pin="GP99"),
        {"GP0", "GP2", "GP3", "GP4", "GP5", "GP6", "GP7"},
    )
    assert "GP99" in str(e)
    assert "rotation" in str(raises(prof.ProfileError, prof.validate, make(rotation=45)))
