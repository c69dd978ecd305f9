"""The app's start: the store read once (pipgrid/save.py), loaded only for that, so
the kernel does not carry it (issue 17). Each saved game is read by its own module
(``GAMES``), summarised for its CONTINUE page and unloaded again; a save whose
payload is not its header's game (an Italian header on a traditional match) is
refused with a message."""

from pipgrid.app import GAMES, unload


def load(app):
    """Read ``app``'s store: the settings and a summary of every saved game for the
    menu; returns the problem to report, or None. A problem found is reported once:
    the store is written fresh."""
    saves = app.saves
    saves.load()
    if saves.note:
        app.log("save: %s" % saves.note)
    problem = None
    if saves.damaged or saves.old:
        from pipgrid import save_report

        problem = save_report.describe(saves)
        save_report = None
        unload(("pipgrid.save_report",))
    data = saves.settings()
    if data is not None and not app.settings.load(data):
        problem = problem or "settings unreadable, reset"
    kinds = saves.games()
    for row in GAMES:
        if row[1] not in kinds:
            continue
        kinds.remove(row[1])
        try:
            game = row[3]().resume_game(saves.read(row[1]), row[1])
            if not game.is_won():
                app.saved.append(app._summary(row[1], game))
        except ValueError as e:
            problem = problem or "%s save refused (%s), dropped" % (row[0], e)
            saves.drop(row[1])
        game = None
        unload(keep=app.kernel)
    for kind in kinds:
        problem = problem or "save of unknown game %d dropped" % kind
        saves.drop(kind)
    if problem:
        saves.compact(app.settings.to_bytes())
    return problem
