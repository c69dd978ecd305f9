"""``python -m host_sim luzon``: JSON shape checked by an independent referee, the
winnable share, the terminal game, and bad input (one line, exit 2, no traceback)."""

import json
import os
import re
import subprocess
import sys

import luzon_referee as ref
import pytest

from host_sim import ROOT
from pipgrid.solver import verdict as luzon_solver
from pipgrid.rng import Rng


def run(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "host_sim", "luzon", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "deal,variant", [(1, "classic"), (2, "classic"), (2147483647, "classic"), (5, "hard")]
)
def test_json_shape_and_solution_replays(deal, variant):
    r = run("--deal", str(deal), "--variant", variant, "--json")
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("\n") == 1  # exactly one JSON object
    obj = json.loads(r.stdout)
    assert list(obj) == ["deal", "variant", "columns", "reserve", "winnable", "solution"]
    assert obj["deal"] == deal and obj["variant"] == variant
    assert len(obj["columns"]) == 5 and all(len(c) == 5 for c in obj["columns"])
    assert len(obj["reserve"]) == 3
    # LZ-2 dealing order, followed from the documentation by hand
    shuffled = Rng(deal).shuffle(list(range(28)))
    texts = ["%d-%d" % t for t in [(a, b) for a in range(7) for b in range(a, 7)]]
    assert obj["columns"] == [[texts[t] for t in shuffled[5 * c : 5 * c + 5]] for c in range(5)]
    assert obj["reserve"] == [texts[t] for t in shuffled[25:]]
    tiles_seen = sorted(t for c in obj["columns"] for t in c) + obj["reserve"]
    assert len(set(tiles_seen)) == 28
    assert obj["winnable"] == ref.winnable(
        [[ref.tile(t) for t in c] for c in obj["columns"]], [ref.tile(t) for t in obj["reserve"]], variant
    )
    if obj["winnable"]:
        assert ref.replay(obj["columns"], obj["reserve"], obj["solution"], variant)
        assert len([m for m in obj["solution"] if "+" in m]) == 14
    else:
        assert obj["solution"] == []


def test_json_of_an_unwinnable_deal_has_an_empty_solution():
    n = 1
    while luzon_solver.winnable(n):
        n += 1
    obj = json.loads(run("--deal", str(n), "--json").stdout)
    assert obj["winnable"] is False and obj["solution"] == []


def test_stats_counts_winnable_deals_and_prints_the_share():
    r = run("--stats", "1", "200")
    assert r.returncode == 0, r.stderr
    m = re.fullmatch(r"classic deals 1\.\.200: (\d+) of 200 winnable \((\d+\.\d)%\)\n", r.stdout)
    assert m, r.stdout
    won = sum(luzon_solver.winnable(n) for n in range(1, 201))
    assert int(m.group(1)) == won
    assert m.group(2) == "%.1f" % (100.0 * won / 200)
    r = run("--stats", "7", "7", "--variant", "hard")
    assert re.fullmatch(r"hard deals 7\.\.7: [01] of 1 winnable \((0\.0|100\.0)%\)\n", r.stdout), r.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["--deal", "0", "--json"],
        ["--deal", "-1", "--json"],
        ["--deal", "abc", "--json"],
        ["--deal", "2147483648", "--json"],
        ["--deal", "1.5", "--json"],
        ["--deal", "+3", "--json"],
        ["--deal", "", "--json"],
        ["--deal", "1", "--variant", "easy", "--json"],
        ["--json"],
        ["--stats", "0", "5"],
        ["--stats", "5", "x"],
        ["--stats", "9", "3"],
        ["--stats", "1"],
        ["--frobnicate"],
        ["--deal"],
    ],
)
def test_bad_input_is_one_line_exit_2(args):
    r = run(*args)
    assert r.returncode == 2, (args, r.stdout, r.stderr)
    assert r.stdout == ""
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr
    assert r.stderr.startswith("luzon: ")


def test_deal_errors_say_what_is_accepted():
    assert "1 to 2147483647" in run("--deal", "0", "--json").stderr
    assert "classic or hard" in run("--deal", "3", "--variant", "x", "--json").stderr


def test_corrupt_or_missing_save_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.sav"
    bad.write_bytes(b"LZ\x01garbage")
    for path in (str(bad), str(tmp_path / "missing.sav"), str(tmp_path)):
        r = run("--load", path, stdin="")
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr


def test_terminal_game_plays_a_deal_to_the_end(tmp_path):
    deal = luzon_solver.next_winnable(1)
    obj = json.loads(run("--deal", str(deal), "--json").stdout)
    line = obj["solution"]
    save = str(tmp_path / "game.sav")
    # play two moves, undo one, save, start another deal, load, then finish the line
    script = [line[0], line[1], "undo", "save " + save, "new 42", "load " + save] + line[1:] + ["quit"]
    r = run("--deal", str(deal), stdin="\n".join(script) + "\n")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "Luzon deal 42 (classic)" in out
    assert "Won! All 28 tiles removed with 1 undos." in out
    assert "slot 0:" in out and "reserve:" in out


def test_terminal_game_hint_undo_and_refusals():
    script = ["hint", "6-6+6-6", "0-0+0-1", "moves", "undo", "winnable", "help", "q"]
    r = run("--deal", "1", stdin="\n".join(script) + "\n")
    assert r.returncode == 0, r.stderr
    assert re.search(r"hint: \d-\d[+>]", r.stdout)
    assert "a move is written" in r.stdout  # 6-6+6-6 is one tile twice
    assert "nothing to undo" in r.stdout
    assert "commands:" in r.stdout


def test_terminal_game_says_how_far_back_a_win_is(tmp_path):
    # Find a winnable deal whose first move can lose, play that move, ask for a hint.
    for n in range(1, 60):
        from pipgrid.games.luzon.game import Luzon

        g = Luzon(n)
        if not luzon_solver.solve(g).winnable:
            continue
        for m in g.legal_moves():
            g.play(m)
            if not luzon_solver.solve(g).winnable:
                r = run("--deal", str(n), stdin="%s\nhint\nq\n" % g.move_text(m))
                assert "no win from here: undo 1 move to reach a winnable position" in r.stdout
                return
            g.undo()
    raise AssertionError("no deal with a losing first move found")


def test_eof_ends_the_game_cleanly():
    r = run("--deal", "3", stdin="")
    assert r.returncode == 0 and "Luzon deal 3" in r.stdout and r.stderr == ""


def test_save_file_is_the_games_bytes(tmp_path):
    from pipgrid.games.luzon.game import Luzon

    save = str(tmp_path / "s.sav")
    run("--deal", "9", stdin="save %s\nq\n" % save)
    assert os.path.exists(save)
    with open(save, "rb") as f:
        assert Luzon.from_bytes(f.read()).deal == 9
