"""What a damaged store lost and kept, in one line for the grid and the console
(issue 17). Loaded only when ``Saves.load`` found unreadable bytes or a record of
another format version; the app then writes the store fresh, so it shows once.

Each stretch of unreadable bytes is named by what its header still claims (the
kind byte after our magic, or after the magic's damaged first byte):

- the last thing written (nothing readable after it): the last save of that game,
  "cut short" when its bytes stop where the erased space begins, else "damaged";
  the save before it is resumed, or nothing is when there was none;
- an older record: its game's newest save is whole when it lies after it;
- the settings record: the settings come from the copy in the newest readable
  record (every record carries one), or are reset when there is none;
- bytes that are ours nowhere: a foreign store, started fresh;
- a whole record of another format version: refused, started fresh.
A stretch of only 0x00 and 0xFF bytes is an erased or zeroed store, not a fault.
"""

from pipgrid.save import HEADER, MAGIC, SETTINGS_ID, VERSION


def _name(kind, games):
    """What a message calls the records of ``kind``: its game's menu word (``games``: the
    app's catalog rows), SETTINGS, or "" for a kind no row has."""
    if kind == SETTINGS_ID:
        return "SETTINGS"
    for row in games:
        if row.game_id == kind:
            return row.word
    return ""


def _blank(nvm, start, stop):
    """True when ``nvm[start:stop]`` holds only 0x00 and 0xFF bytes."""
    while start < stop:
        if bytes(nvm[start : min(stop, start + 64)]).strip(b"\x00\xff"):
            return False
        start += 64
    return True


def _claim(head):
    """The kind a damaged header still claims (two of its first three bytes right), or None."""
    if len(head) < 4:
        return None
    if (head[0] == MAGIC[0]) + (head[1] == MAGIC[1]) + (head[2] == VERSION) >= 2:
        return head[3]
    return None


def _stretch(saves, start, stop, games):
    nvm = saves.nvm
    head = bytes(nvm[start : min(stop, start + HEADER)])
    kind = _claim(head)
    name = _name(kind, games) if kind is not None else ""
    cut = len(head) < HEADER
    if not cut and head[0:2] == MAGIC:
        cut = start + HEADER + (head[6] | head[7] << 8) > stop
    kept = None
    for e in saves.entries:
        if e[0] == kind:
            kept = e
    if stop in saves.ends:  # the last thing written in its part
        what = "cut short" if cut else "damaged"
        if kind == SETTINGS_ID:
            return "last settings change %s, settings before it kept" % what
        if not name:
            return "last save %s, the saves before it kept" % what
        if kept is None or saves.read(kind) is None:
            return "last %s save %s, no %s game to resume" % (name, what, name)
        return "last %s save %s, resumed the one before" % (name, what)
    if kind == SETTINGS_ID:
        if saves.current is None:
            return "settings record damaged, settings reset"
        return "settings record damaged, settings restored from the %s save" % _name(saves.current[0], games)
    if not name:
        return "a damaged record dropped, the newest saves are whole"
    if kept is not None and kept[2] > start:
        return "an old %s save damaged, the newest %s save is whole" % (name, name)
    if kept is not None and saves.read(kind) is not None:
        return "%s save damaged, resumed an older one" % name
    return "%s save damaged, that game is lost" % name


def describe(saves, games=None):
    """One line saying what was damaged, kept and reset, naming the games of ``games``
    (the app's catalog rows; default the product's, pipgrid/catalog.py); None when
    nothing was."""
    if games is None:
        from pipgrid.catalog import GAMES as games
    found = []
    for start, stop in saves.damaged:
        if not _blank(saves.nvm, start, stop):
            found.append((start, stop))
    if saves.version and saves.version != VERSION:
        return "save from firmware with store format %d refused, starting fresh" % saves.version
    if not found:
        return None
    if saves.current is None:
        for start, stop in found:
            if _claim(bytes(saves.nvm[start : start + HEADER])) is not None:
                return _stretch(saves, start, stop, games)
        return "store held a foreign format, starting fresh"
    lines = []
    for start, stop in found[:2]:
        lines.append(_stretch(saves, start, stop, games))
    if len(found) > 2:
        lines.append("%d more damaged records dropped" % (len(found) - 2))
    return "; ".join(lines)
