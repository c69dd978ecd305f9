"""One vocabulary for every command: numbers, switches, seeds, bots, picture paths.

Every check raises ``CliError`` with one line saying what is accepted; each
command prints it on stderr and exits with status 2.

- Whole numbers are ASCII digits only (``"²"`` and ``"①"`` pass ``str.isdigit()``
  but are not numbers here), at most 10 of them, so ``int()`` never sees a huge
  or exotic string.
- Switches (rule options that are on or off) take ``on``/``off`` or
  ``true``/``false`` (any case) in traditional, italian and triominoes alike.
- A match seed is 0..4294967295 in every game (the generator's 32 bits); a Luzon
  deal is 1..2147483647 (LZ-4).
- ``--bots`` names one bot for every seat, or exactly one bot per seat.
- ``--rounds`` is at least 1.
"""

import os

PROG = "python -m host_sim"  # or "pipgrid": set by host_sim.__main__.main for usage lines
MAX_SEED = 4294967295
SEED_RANGE = "a whole number from 0 to %d" % MAX_SEED
SWITCH_WORDS = "on/off or true/false"
_DIGITS = "0123456789"
_ON = ("on", "true")
_OFF = ("off", "false")


class CliError(Exception):
    """Bad input: the message is one line saying what is accepted."""


def prog(command):
    """``python -m host_sim luzon`` or ``pipgrid luzon``: the command as it was called."""
    return "%s %s" % (PROG, command)


def one_line(text):
    """``text`` with what is not printable (newlines, NUL, U+2028, ...) shown escaped:
    one line however ``splitlines`` counts."""
    out = []
    for ch in str(text):
        out.append(ch if ch.isprintable() else repr(ch)[1:-1])
    return "".join(out)


def is_whole(text, most=10):
    """True for 1..``most`` ASCII digits."""
    return isinstance(text, str) and 0 < len(text) <= most and all(c in _DIGITS for c in text)


def whole(text, what, low, high):
    """An integer low..high written in ASCII digits; CliError naming the range."""
    if is_whole(text):
        n = int(text, 10)
        if low <= n <= high:
            return n
    raise CliError("%s must be a whole number from %d to %d, not %r" % (what, low, high, text))


def seed(text):
    return whole(text, "--seed", 0, MAX_SEED)


def rounds(text):
    return whole(text, "--rounds", 1, 9999)


def switch(text):
    """True / False for on/off, true/false (any case); None for anything else."""
    low = text.lower() if isinstance(text, str) else ""
    if low in _ON:
        return True
    if low in _OFF:
        return False
    return None


def bots(value, players, names):
    """The bot name of each seat from ``--bots a,b,...``: one name for every seat, or one
    name per seat; CliError otherwise."""
    given = value.split(",") if value is not None else [names[0]]
    for b in given:
        if b not in names:
            raise CliError("unknown bot %r (bots: %s)" % (b, ", ".join(names)))
    if len(given) == 1:
        return given * players
    if len(given) != players:
        raise CliError(
            "--bots names one bot for every seat or one per seat (%d seat%s), not %d names"
            % (players, "" if players == 1 else "s", len(given))
        )
    return given


def picture_path(path, option, ext):
    """Refuse, before any run, a picture path that could not be written: no ``ext``
    ending, a folder, or a missing folder."""
    if not path or os.path.isdir(path):
        raise CliError("%s needs a file name ending in %s, not the folder %r" % (option, ext, path))
    if not path.lower().endswith(ext) or len(path) <= len(ext) or path.endswith("/" + ext):
        raise CliError("%s needs a file name ending in %s, not %r" % (option, ext, path))
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise CliError("%s: the folder %r does not exist" % (option, folder))
    if not os.access(folder, os.W_OK):
        raise CliError("%s: the folder %r cannot be written" % (option, folder))
    return path


def quiet_pipe():
    """After a BrokenPipeError on stdout (``... | head -c 10``): point stdout at devnull so
    that no later write or the interpreter's final flush can fail again."""
    import sys

    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # in-process runs (tests) redirect stdout
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)
