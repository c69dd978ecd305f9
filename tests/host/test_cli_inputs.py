"""Issue 17, the command line: every input that gave a traceback or ran away is refused
with one line (exit status 2), one vocabulary in every game, help, the ``pipgrid`` command.

Most runs call ``host_sim.__main__.main`` in this process (quick); the pipe and
entry-point cases start real processes.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys

import pytest

from host_sim import cli_args
from host_sim.__main__ import COMMANDS, SUMMARY, main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args, stdin=""):
    """(status, stdout, stderr) of ``main(args)`` in this process, stdin from ``stdin``."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(
        io.BytesIO(stdin.encode("utf-8") if isinstance(stdin, str) else stdin), encoding="utf-8"
    )
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main([str(a) for a in args])
    finally:
        sys.stdin = old
    return status, out.getvalue(), err.getvalue()


def refused(*args, stdin="", words=()):
    """Assert: exit status 2, nothing on stdout, one line on stderr (containing ``words``)."""
    status, out, err = run(*args, stdin=stdin)
    assert status == 2, (args, status, out, err)
    assert out == "", (args, out)
    assert len(err.splitlines()) == 1 and "Traceback" not in err, (args, err)
    for w in words:
        assert w in err, (args, w, err)
    return err


def command(*args, cwd=ROOT, stdin=None, timeout=60):
    return subprocess.run(
        [sys.executable, "-m", "host_sim"] + [str(a) for a in args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        timeout=timeout,
    )


# ---------------------------------------------------------------- the tracebacks of issue 17


@pytest.mark.parametrize(
    "args",
    [
        ("luzon", "--deal", "²"),
        ("luzon", "--deal", "①"),
        ("luzon", "--stats", "1", "①"),
        ("luzon", "--stats", "²", "5"),
        ("traditional", "--seed", "²"),
        ("italian", "--players", "³"),
        ("traditional", "--option", "draw_count=²"),
        ("triominoes", "--seed", "٣"),  # an Arabic-Indic digit: int() accepts it, we do not
        ("triominoes", "--option", "draw_limit=²"),
        ("play", "--keys", "wait:²"),
        ("play", "--keys", "A*²"),
        ("play", "--gap", "²"),
        ("play", "--scale", "²"),
    ],
)
def test_unicode_digits_are_refused_in_one_line(args):
    refused(*args, words=("²" if "²" in args[-1] else "",))


def test_unicode_digit_in_the_interactive_new_command():
    status, out, err = run("luzon", "--deal", "5", stdin="new ²\nnew ①\nnew 8\nq\n")
    assert status == 0 and err == ""
    assert "deal must be a whole number from 1 to 2147483647, not '²'" in out
    assert "Luzon deal 8 (classic)" in out


def test_nul_byte_in_save_and_load_is_a_message(tmp_path):
    status, out, err = run("luzon", stdin="save a\x00b\nload a\x00b\nq\n")
    assert status == 0 and err == ""
    assert "cannot save to a\\x00b: embedded null byte" in out
    assert "cannot read a\\x00b: embedded null byte" in out


def test_deeply_nested_json_in_replay(tmp_path):
    path = tmp_path / "deep.jsonl"
    path.write_text("[" * 100000 + "\n")
    refused("replay", path, words=("line 1: JSON nested more than 8 deep",))
    path.write_text('{"ev":"deal","hands":' + "[" * 20 + "]" * 20 + "}\n")
    refused("replay", path, words=("line 1: JSON nested more than 8 deep",))


@pytest.mark.parametrize(
    "args",
    [
        ("luzon", "--deal", "3", "--json"),
        ("luzon", "--stats", "1", "300"),
        ("traditional", "--seed", "3", "--match", "--json"),
        ("italian", "--seed", "3", "--players", "4", "--rounds", "3"),
        ("triominoes", "--seed", "3", "--json"),
        ("--help",),
        ("replay", "--help"),
        ("play", "--keys", "A"),
    ],
)
def test_closed_pipe_ends_quietly(args):
    """``... | head -c 10``: the reader is gone before the command writes; no traceback."""
    p = subprocess.Popen(
        [sys.executable, "-m", "host_sim"] + list(args),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait(timeout=60) == 0 and err == b"", (args, err)


def test_head_c_10_in_a_shell():
    sh = shutil.which("sh")
    r = subprocess.run(
        [sh, "-c", "%s -m host_sim luzon --deal 3 --json | head -c 10" % sys.executable],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
    )
    assert r.stdout == b'{"deal": 3' and r.stderr == b""


@pytest.mark.parametrize(
    "option,name,words",
    [
        ("--png", "shot", "ending in .png"),
        ("--png", "shot.gif", "ending in .png"),
        ("--gif", "play.png", "ending in .gif"),
        ("--gif", "", "ending in .gif"),
        ("--png", ".", "not the folder"),
        ("--gif", "{tmp}", "not the folder"),
        ("--png", "{tmp}/no/such/folder/x.png", "does not exist"),
        ("--gif", "{tmp}/missing/x.gif", "does not exist"),
    ],
)
def test_picture_paths_are_refused_before_the_run(tmp_path, option, name, words):
    """Refused at once: nothing printed on stdout (the run prints "screen: ..." at its end)."""
    refused("--keys", "A", option, name.format(tmp=tmp_path), words=(option, words))


def test_a_good_picture_path_is_written(tmp_path):
    status, out, err = run("--keys", "A", "--png", tmp_path / "x.png", "--gif", tmp_path / "x.gif")
    assert status == 0 and out.startswith("screen: ") and err == ""
    assert (tmp_path / "x.png").read_bytes()[:4] == b"\x89PNG" and (tmp_path / "x.gif").read_bytes()[
        :3
    ] == b"GIF"


# ---------------------------------------------------------------- runaways


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_replay_dev_zero_is_bounded():
    refused("replay", "/dev/zero", words=("/dev/zero", "a device, not a file"))  # (issue 26)


def test_replay_reads_stdin():
    text = run("traditional", "--seed", "4", "--players", "3", "--json")[1]
    status, out, err = run("replay", "-", stdin=text)
    assert status == 0 and err == "" and out.startswith("traditional: 3 players")
    refused("replay", "-", stdin="", words=("the transcript is empty",))
    refused("replay", "-", stdin=b"\xff\xfe{}", words=("not UTF-8",))


def test_replay_stdin_through_the_command():
    text = command("triominoes", "--seed", "4", "--json").stdout
    r = command("replay", "-", stdin=text)
    assert r.returncode == 0 and r.stdout.startswith(b"Tri-Ominos: 2 players") and r.stderr == b""


@pytest.mark.parametrize(
    "keys,words",
    [
        ("wait:99999999999", "bad wait 'wait:99999999999'"),
        ("wait:600001", "MS 0..600000"),
        ("A*1001", "N 0..1000"),
        ("A*1000 " * 11, "at most 10000"),
        ("wait:600000 wait:1", "at most 600000 (ten minutes)"),
        ("A*1000 " * 3, "at most 600000"),
    ],
)
def test_key_scripts_are_bounded(keys, words):
    refused("--keys", keys, words=(words,))


def test_gap_and_script_size_are_bounded(tmp_path):
    refused("--keys", "A*11", "--gap", "60000", words=("at most 600000",))
    refused("--keys", "A", "--gap", "60001", words=("--gap must be a whole number from 0 to 60000",))
    big = tmp_path / "keys.txt"
    big.write_text("A " * (1 << 20))
    refused("--script", big, words=("at most 1048576 bytes",))
    refused("--script", "-", stdin=b"\xff A", words=("cannot read -",))


# ---------------------------------------------------------------- one vocabulary


@pytest.mark.parametrize(
    "word,value",
    [
        ("on", True),
        ("ON", True),
        ("true", True),
        ("True", True),
        ("off", False),
        ("false", False),
        ("FALSE", False),
    ],
)
def test_every_switch_takes_on_off_and_true_false(word, value):
    out = run("traditional", "--players", "2", "--json", "--option", "wild_doubles=" + word)[1]
    assert json.loads(out.splitlines()[0])["options"]["wild_doubles"] is value
    out = run("italian", "--players", "2" if value else "3", "--json", "--option", "milestones=" + word)[1]
    assert json.loads(out.splitlines()[0])["options"]["milestones"] is value
    out = run("triominoes", "--rounds", "1", "--json", "--option", "club=" + word)[1]
    assert json.loads(out.splitlines()[0])["options"]["club"] is value


@pytest.mark.parametrize(
    "game,option", [("traditional", "wild_doubles"), ("italian", "milestones"), ("triominoes", "club")]
)
def test_a_bad_switch_says_on_off_or_true_false(game, option):
    refused(game, "--option", option + "=maybe", words=("on/off or true/false",))


@pytest.mark.parametrize("game", ["traditional", "italian", "triominoes"])
def test_the_same_bounds_in_every_game(game):
    players = "3"
    for seed in ("-1", "4294967296", "99999999999", "", "1.5", "0x10"):
        refused(
            game,
            "--players",
            players,
            "--seed",
            seed,
            words=("--seed must be a whole number from 0 to 4294967295",),
        )
    for seed in ("0", "4294967295"):
        assert run(game, "--players", players, "--seed", seed, "--rounds", "1")[0] == 0
    for rounds in ("0", "-1", "10000"):
        refused(
            game,
            "--players",
            players,
            "--rounds",
            rounds,
            words=("--rounds must be a whole number from 1 to 9999",),
        )
    refused(
        game,
        "--players",
        "3",
        "--bots",
        "greedy,random",
        words=("--bots names one bot for every seat or one per seat (3 seats), not 2 names",),
    )
    refused(game, "--players", "3", "--bots", "greedy,random,greedy,random")
    names = "greedy, random, l1, l2, l3, l4, l5, expert"  # every game has the levels (issue 15)
    refused(game, "--bots", "genius", words=("unknown bot 'genius' (bots: %s)" % names,))


def test_luzon_deal_bounds():
    for deal in ("0", "-1", "2147483648", "", "1e3"):
        refused("luzon", "--deal", deal, "--json", words=("from 1 to 2147483647",))
    assert run("luzon", "--deal", "2147483647", "--json")[0] == 0


@pytest.mark.parametrize("game", ["traditional", "italian", "triominoes"])
def test_one_bot_name_seats_every_player(game):
    """Documented in each --help: one name for every seat, or one per seat."""
    one = run(game, "--players", "3", "--seed", "5", "--bots", "random", "--json", "--rounds", "1")[1]
    three = run(
        game, "--players", "3", "--seed", "5", "--bots", "random,random,random", "--json", "--rounds", "1"
    )[1]
    assert one == three and one
    assert "one bot for every seat, or one per seat" in run(game, "--help")[1]


def test_seats_are_1_to_n_in_text_and_0_based_in_json():
    text = run("traditional", "--seed", "7", "--players", "3", "--match")[1]
    assert "  seat 1: " in text and "  seat 3: " in text and "seat 0" not in text
    js = run("traditional", "--seed", "7", "--players", "3", "--match", "--json")[1]
    players = {json.loads(line).get("player") for line in js.splitlines()} - {None}
    assert players == {0, 1, 2}
    winner = json.loads(js.splitlines()[-1])["winner"]
    assert text.rstrip().endswith("match won by seat %d" % (winner + 1))
    it = run("italian", "--seed", "7", "--players", "3")[1]
    assert "seat 3" in it and "seat 0" not in it
    tri = run("triominoes", "--seed", "7", "--players", "3", "--rounds", "1")[1]
    assert "  seat 1 (greedy): " in tri and "seat 0" not in tri
    tj = run("triominoes", "--seed", "7", "--players", "3", "--rounds", "1", "--json")[1]
    assert {json.loads(line).get("player") for line in tj.splitlines()} - {None} == {0, 1, 2}


def test_json_transcripts_are_unchanged_by_the_vocabulary():
    """Outside referees read these: on/true spellings give the very same bytes."""
    a = run(
        "traditional", "--seed", "9", "--players", "3", "--match", "--json", "--option", "wild_doubles=off"
    )[1]
    b = run(
        "traditional", "--seed", "9", "--players", "3", "--match", "--json", "--option", "wild_doubles=false"
    )[1]
    assert a == b
    assert a.splitlines()[0].startswith(
        '{"ev":"deal","round":1,"seed":9,"players":3,"options":{"wild_doubles":false,'
    )


# ---------------------------------------------------------------- help


def test_top_level_help_lists_every_command_with_examples():
    for flag in ("--help", "-h", "help"):
        status, out, err = run(flag)
        assert status == 0 and err == ""
        for name in COMMANDS:
            assert any(line.startswith("  %-12s " % name) for line in out.splitlines()), name
        assert "examples:" in out and "python -m host_sim replay game.jsonl" in out
    assert {n for n, _ in SUMMARY} == set(COMMANDS)


def option_lines(text):
    """{option: description} of the help lines that start with an option."""
    out = {}
    for line in text.splitlines():
        words = line.split()
        if words and words[0].startswith("-") and line.startswith("  "):
            rest = line.strip()[len(words[0]) :].strip()
            out[words[0].rstrip(",")] = rest
    return out


@pytest.mark.parametrize(
    "name,options",
    [
        (
            "play",
            [
                "--window",
                "--keys",
                "--script",
                "--png",
                "--gif",
                "--profile",
                "--store",
                "--fresh",
                "--scale",
                "--gap",
            ],
        ),
        ("luzon", ["--deal", "--variant", "--json", "--stats", "--load"]),
        ("traditional", ["--seed", "--players", "--bots", "--rounds", "--match", "--option", "--json"]),
        ("italian", ["--seed", "--players", "--bots", "--rounds", "--match", "--option", "--json"]),
        ("triominoes", ["--seed", "--players", "--bots", "--rounds", "--option", "--json", "--ascii"]),
        ("replay", ["-h"]),
        ("deploy", ["--profile", "--offline", "--no-libs", "--dry-run"]),
    ],
)
def test_each_command_help_has_a_line_per_option(name, options):
    status, out, err = run(name, "--help")
    assert status == 0 and err == ""
    lines = option_lines(out)
    for opt in options:
        assert opt in lines and len(lines[opt]) > 10, (name, opt, lines.get(opt))
    assert "examples:" in out


def test_domino_help_lists_each_rule_option():
    out = run("traditional", "--help")[1]
    for name in ("wild_doubles", "draw_count", "hand_size", "target"):
        assert any(line.split()[:1] == [name] and "TR-" in line for line in out.splitlines()), name
    out = run("italian", "--help")[1]
    for name in ("goal", "milestones"):
        assert any(line.split()[:1] == [name] and "IT-" in line for line in out.splitlines()), name


def test_play_help_names_the_default_store_and_the_headless_one():
    out = run("play", "--help")[1]
    flat = " ".join(out.split())
    from host_sim import hardware

    assert "default: %s when playing interactively" % hardware.default_store_path() in flat
    assert "headless runs use an erased store in memory" in flat


def test_unknown_command_is_one_line():
    refused("frobnicate", words=("unknown command 'frobnicate'; commands: play, luzon",))


# ---------------------------------------------------------------- the pipgrid command


def test_pyproject_declares_the_pipgrid_entry_point():
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    assert '[project.scripts]\npipgrid = "host_sim.cli_entry:main"' in text
    assert 'build-backend = "build_backend"\nbackend-path = ["host_sim"]' in text
    from host_sim import cli_entry

    assert callable(cli_entry.main)


def test_the_entry_point_runs_main_with_its_own_name(monkeypatch, capsys):
    from host_sim import cli_entry

    monkeypatch.setattr(sys, "argv", ["pipgrid", "traditional", "--seed", "x"])
    assert cli_entry.main() == 2
    assert capsys.readouterr().err == "--seed must be a whole number from 0 to 4294967295, not 'x'\n"
    monkeypatch.setattr(sys, "argv", ["pipgrid", "replay", "--bad"])
    assert cli_entry.main() == 2
    assert capsys.readouterr().err.startswith("usage: pipgrid replay FILE")
    cli_args.PROG = "python -m host_sim"


PIPGRID = os.path.join(os.path.dirname(sys.executable), "pipgrid")


@pytest.mark.skipif(
    not os.path.exists(PIPGRID), reason="pipgrid is not installed in this venv (make play installs it)"
)
@pytest.mark.parametrize(
    "args",
    [
        ("luzon", "--deal", "7", "--json"),
        (
            "traditional",
            "--seed",
            "7",
            "--players",
            "3",
            "--bots",
            "greedy,random,greedy",
            "--match",
            "--json",
        ),
        ("italian", "--seed", "2", "--players", "4", "--rounds", "2"),
        ("triominoes", "--seed", "7", "--players", "3", "--rounds", "1"),
        ("play", "--keys", "A RIGHT A"),
        ("traditional", "--seed", "-1"),
    ],
)
def test_pipgrid_from_another_directory_prints_what_python_m_prints(tmp_path, args):
    mine = subprocess.run([PIPGRID] + list(args), cwd=tmp_path, capture_output=True, timeout=60)
    theirs = command(*args)
    assert (mine.returncode, mine.stdout, mine.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)


def test_the_build_backend_writes_a_wheel_naming_this_checkout(tmp_path):
    """``pip install -e .`` (make play) needs no download: host_sim/build_backend.py."""
    import zipfile

    sys.path.insert(0, os.path.join(ROOT, "host_sim"))
    try:
        import build_backend
    finally:
        sys.path.pop(0)
    assert build_backend.get_requires_for_build_editable() == []
    name = build_backend.build_editable(str(tmp_path))
    from pipgrid.version import VERSION  # the wheel carries the firmware's version

    info = "pipgrid-%s.dist-info/" % VERSION
    assert name == "pipgrid-%s-py3-none-any.whl" % VERSION
    with zipfile.ZipFile(tmp_path / name) as z:
        files = dict((n, z.read(n).decode()) for n in z.namelist())
    assert files["pipgrid.pth"] == ROOT + "\n"
    assert files[info + "entry_points.txt"] == ("[console_scripts]\npipgrid = host_sim.cli_entry:main\n")
    assert "Name: pipgrid\nVersion: %s\n" % VERSION in files[info + "METADATA"]
    assert files[info + "RECORD"].count("sha256=") == 4
