"""host_sim/screens.py finds every kind of screen in its scripted games, every game's
HOW pages, every menu and set-up page, Luzon's pages and a Tri-Ominos solitaire included,
in both palettes (the montage in docs/images/screens.png and the
README pictures come from it), and bad input gives one line and exit status 2."""

from host_sim import screens


def test_the_montage_shows_every_screen_kind_in_both_palettes(tmp_path):
    from pipgrid.catalog import GAMES

    shots = screens.frames()
    wants = screens.traditional_wants() + screens.italian_wants() + screens.luzon_wants()
    wanted = [c for c, _ in wants + screens.triominoes_wants()]
    captions = [c for c, _ in shots]
    assert captions[: len(wanted)] == wanted
    how = captions[len(wanted) :]
    for row in GAMES:  # each game's HOW? page and its screens
        assert "menu: %s HOW?" % row.word in how and "%s HOW 2" % row.word in how
    # every page of the main menu (CONTINUE too), of each hot-seat game's set-up (the Tri-Ominos
    # solitaire's DEAL too), Luzon's action pages and end page, the solitaire's turn and end pages
    from host_sim.drive.luzon import Board

    words = {e.word for e in Board().app.menu.entries} | {"CONTINUE"}
    assert {"menu: " + w for w in words} <= set(how) and len(words) >= 10
    for game, pages in (
        ("TRAD", "PLAYERS P1 P2 WILD DRAW GOAL"),
        ("ITAL", "P3 MILE GOAL"),
        ("TRI", "CLUB POOLS"),
    ):
        assert {"%s set-up: %s" % (game, w) for w in pages.split() + ["PLAY"]} <= set(how), game
    assert "TRI solitaire set-up: DEAL" in how and "TRI solitaire: a turn (no handover)" in how
    assert "TRI solitaire: end page 6" in how and "TRI solitaire: the deal's best at its start" in how
    assert {"LUZON actions: %s" % w for w in ("UNDO", "HINT", "NEW", "MENU")} <= set(how)
    assert {"start-up", "LUZON end page", "menu: a game is saved, start anew?", "idle (3 minutes)"} <= set(
        how
    )
    assert all(len(frame) == 16 * 16 * 3 and any(frame) for _c, frame in shots)
    blind = dict(screens.frames(cb=True, long_line=False))
    assert set(captions) - set(blind) <= {"TRAD long line (5 rows)"}
    differ = [c for c in blind if blind[c] != dict(shots)[c]]
    assert "TRI turn: hand, counts" in differ and "TRI HOW 2" in differ  # the numbers' colours follow COLOUR
    pairs = [(c, frame, blind.get(c)) for c, frame in shots]
    w, h = screens.montage(pairs, str(tmp_path / "m.png"))
    from host_sim.panel_image import PanelRenderer

    led_w = PanelRenderer(16, 16, screens.PITCH, glow=False).size[0]
    assert w == screens.COLUMNS * (2 * led_w + 2 * screens.PITCH)  # a pair and its gaps a column


def test_bad_arguments_give_one_line_and_status_2(capsys, tmp_path):
    assert screens.main(["--nope"]) == 2
    assert screens.main([str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2
