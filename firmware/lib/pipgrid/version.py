"""The firmware's version: one source of truth (pyproject.toml repeats it, a test
checks they agree). Shown by the start-up animation (ui/home.py) and printed on the
serial console at boot (code.py); ``make bundle`` names its zip after it."""

VERSION = "0.2.0"
