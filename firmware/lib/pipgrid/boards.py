"""The shipped board profiles (see ``pipgrid.profile`` for the fields).

This file is the single source of truth for pins: hardware/ documentation and
its wiring diagram are generated from it. The active profile is named by
``PIPGRID_PROFILE`` in the drive's ``settings.toml`` (default: the reference
16x16 build).
"""

REFERENCE = "pico-16x16"

PROFILES = {
    "pico-16x16": {
        "name": "pico-16x16",
        "width": 16,
        "height": 16,
        "rotation": 0,
        "origin": "top-left",
        "order": "rows",
        "serpentine": True,
        "data_pin": "GP0",
        "buttons": {"UP": "GP2", "DOWN": "GP3", "LEFT": "GP4", "RIGHT": "GP5", "A": "GP6", "B": "GP7"},
        "brightness": 0.25,
        "current_cap_ma": 500,
    },
}


def names():
    return sorted(PROFILES)


def get(name=None):
    """The profile called ``name`` (the reference build when None); KeyError lists the names."""
    if name is None or name == "":
        name = REFERENCE
    if name not in PROFILES:
        raise KeyError("no board profile %r; known: %s" % (name, ", ".join(names())))
    return PROFILES[name]


def active_name():
    """The profile named in settings.toml (``PIPGRID_PROFILE``), else the reference."""
    try:
        import os

        return os.getenv("PIPGRID_PROFILE") or REFERENCE
    except (ImportError, AttributeError):
        return REFERENCE
