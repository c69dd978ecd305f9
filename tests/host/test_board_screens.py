"""host_sim/screens.py finds every kind of screen in its scripted games (the montage in
docs/images/screens.png and the README pictures come from it), and bad input gives
one line and exit status 2."""

from host_sim import screens


def test_the_montage_shows_every_screen_kind(tmp_path):
    shots = screens.frames()
    wanted = [c for c, _ in screens.traditional_wants() + screens.italian_wants() + screens.luzon_wants()]
    assert [c for c, _ in shots] == wanted
    assert all(len(frame) == 16 * 16 * 3 and any(frame) for _c, frame in shots)
    w, h = screens.montage(shots, str(tmp_path / "m.png"))
    assert w == screens.COLUMNS * (16 + 1) * screens.PITCH


def test_bad_arguments_give_one_line_and_status_2(capsys, tmp_path):
    assert screens.main(["--nope"]) == 2
    assert screens.main([str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2
