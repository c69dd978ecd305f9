"""Headless simulator: key scripts drive the real app through the shared runner, and the
pictures (PNG, GIF) show the panel (issue 4, "Host simulator")."""

import os
import subprocess
import sys

import pytest
from host_sim.drive.luzon import Board
from PIL import Image

from host_sim import ROOT, cli_play
from host_sim.front_headless import ScriptError, parse_script
from pipgrid.solver import verdict as luzon_solver
from pipgrid.games.luzon import game as luzon


def test_script_words():
    text = "right*2 A  # start\nwait:500 ENTER esc\n  DOWN"
    assert parse_script(text) == [
        ("key", "RIGHT"),
        ("key", "RIGHT"),
        ("key", "A"),
        ("wait", 500),
        ("key", "A"),
        ("key", "B"),
        ("key", "DOWN"),
    ]


@pytest.mark.parametrize("bad", ["JUMP", "wait:soon", "A*x"])
def test_bad_script_words_are_named(bad):
    with pytest.raises(ScriptError) as e:
        parse_script("A " + bad)
    assert bad in str(e.value)


def play(capsys, *argv):
    status = cli_play.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_keys_start_luzon_and_png_shows_the_panel(tmp_path, capsys):
    png = tmp_path / "luzon.png"
    status, out, err = play(capsys, "--keys", "A", "--png", str(png))
    assert status == 0, err
    assert "screen: luzon" in out
    image = Image.open(png)
    assert image.size == (17 * 40, 17 * 40)  # 16 LEDs at 40 px plus a half-LED margin each side
    colours = image.convert("RGB").getcolors(1 << 20)
    vivid = sum(n for n, (r, g, b) in colours if max(r, g, b) - min(r, g, b) > 80)
    assert vivid > 16 * 40 * 4  # many coloured LED discs: the dealt tiles


def test_same_script_same_picture(tmp_path, capsys):
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    play(capsys, "--keys", "A RIGHT A", "--png", str(a))
    play(capsys, "--keys", "A RIGHT A", "--png", str(b))
    assert a.read_bytes() == b.read_bytes()


def test_gif_records_the_start_up_animation_and_the_keys(tmp_path, capsys):
    gif = tmp_path / "session.gif"
    script = tmp_path / "keys.txt"
    script.write_text("# into Luzon and back\nA wait:300 B\n")
    status, out, err = play(capsys, "--script", str(script), "--gif", str(gif), "--scale", "8")
    assert status == 0, err
    image = Image.open(gif)
    assert image.n_frames > 5
    durations = []
    for i in range(image.n_frames):
        image.seek(i)
        durations.append(image.info["duration"])
    assert durations[-1] == 1500 and min(durations) >= 20


def test_store_file_keeps_the_game_between_headless_runs(tmp_path, capsys):
    store = tmp_path / "store.bin"
    play(capsys, "--keys", "A", "--store", str(store))
    status, out, _ = play(capsys, "--keys", "wait:10", "--store", str(store))
    assert "screen: menu" in out
    status, out, _ = play(capsys, "--keys", "A", "--store", str(store))
    assert "screen: luzon" in out  # CONTINUE resumed the game
    status, out, _ = play(capsys, "--keys", "wait:10", "--store", str(store), "--fresh")
    assert store.read_bytes() == b"\xff" * 4096


def test_store_option_refuses_what_is_not_a_store_and_never_writes_it(tmp_path, capsys):
    readme = tmp_path / "README.md"
    readme.write_bytes(b"# notes\n" * 900)
    status, _, err = play(capsys, "--keys", "A", "--store", str(readme))
    assert status == 2 and "not a PipGrid store" in err and len(err.strip().splitlines()) == 1
    assert readme.read_bytes() == b"# notes\n" * 900
    status, _, err = play(capsys, "--keys", "A", "--store", "")
    assert status == 2 and "file name" in err
    status, _, err = play(capsys, "--keys", "A", "--store", str(tmp_path))
    assert status == 2 and "folder" in err
    status, out, _ = play(capsys, "--keys", "A", "--new-store", str(readme))  # on purpose
    assert status == 0 and len(readme.read_bytes()) == 4096


def test_headless_run_never_uses_the_personal_store(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    play(capsys, "--keys", "A RIGHT A")
    assert not (tmp_path / "pipgrid").exists()


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--keys", "A JUMP"], "JUMP"),
        (["--profile", "nope", "--png", "x.png"], "nope"),
        (["--window", "--png", "x.png"], "--window"),
        (["--scale", "0", "--png", "x.png"], "--scale"),
        (["--script", "/no/such/file"], "/no/such/file"),
        (["--frobnicate"], "frobnicate"),
    ],
)
def test_bad_input_is_one_line_and_status_2(argv, words, capsys):
    status, out, err = play(capsys, *argv)
    assert status == 2
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def solver_line_keys(deal=1):
    """The presses that win ``deal`` by the solver's line (recorded from the app itself)."""
    b = Board()
    b.skip_intro()
    keys = ["A"]
    b.press("A")
    game = luzon.Luzon(deal)
    pressed = []
    original = b.press

    def record(*names):
        pressed.extend(names)
        original(*names)

    b.press = record
    for move in luzon_solver.solve(game).solution:
        b.play_move(move)
        game.play(move)
    assert game.is_won()
    return keys + pressed, b


def test_whole_luzon_game_won_through_python_m_host_sim(tmp_path):
    keys, reference = solver_line_keys()
    png = tmp_path / "won.png"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "host_sim",
            "play",
            "--keys",
            " ".join(keys),
            "--gap",
            "60",
            "--png",
            str(png),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONPATH=""),
    )
    assert r.returncode == 0, r.stderr[-2000:]
    assert "screen: %s" % reference.app.screen_name in r.stdout
    assert reference.app.screen_name == "end"
    assert png.stat().st_size > 1000
