"""``python -m host_sim triominoes`` and ``replay`` for Tri-Ominos transcripts: the
rule file's JSON format, readable text, the ASCII board, and rejected transcripts
with line numbers and rule ids (TO-2, TO-5, TO-6, TO-7, TO-8, TO-10, TO-11, TO-12)."""

import json
import subprocess
import sys

import pytest

from host_sim import ROOT
from host_sim.cli_triominoes import main, render
from host_sim.replay_triominoes import replay
from host_sim.transcript import TranscriptError, read_events
from pipgrid.games.triominoes import lattice as lat
from pipgrid.games.triominoes import tiles as tt
from pipgrid.games.triominoes.board import Board


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def transcript(capsys, *args):
    code, out, err = run(capsys, "--json", *args)
    assert code == 0, err
    return out.splitlines()


def test_json_transcript_follows_the_rule_file(capsys):
    lines = transcript(capsys, "--seed", "7", "--players", "3")
    deal = lines[0]
    assert deal.startswith('{"ev":"deal","round":1,"seed":7,"players":3,')
    assert '"options":{"draw_limit":null,"club":false,"target":400},"hands":[["' in deal
    ev = json.loads(deal)
    assert list(ev) == ["ev", "round", "seed", "players", "options", "hands", "pool"]
    assert [len(h) for h in ev["hands"]] == [7, 7, 7] and len(ev["pool"]) == 35
    place = json.loads(lines[1])
    assert list(place) == ["ev", "player", "tile", "cell", "corners", "points", "bonus"]
    assert place["cell"] == ["U", 0, 0]
    for line in lines:
        assert ", " not in line and ": " not in line  # compact, as the rule file's examples
        ev = json.loads(line)
        if ev["ev"] == "draw":
            assert list(ev) == ["ev", "player", "tile", "penalty"] and ev["penalty"] == -5
        elif ev["ev"] == "pass":
            assert list(ev) == ["ev", "player", "penalty"] and ev["penalty"] == -10
        elif ev["ev"] == "end":
            assert list(ev) == ["ev", "round", "reason", "winner", "points", "totals"]
    game = json.loads(lines[-1])
    assert list(game) == ["ev", "winner", "totals"] and game["ev"] == "game"
    assert max(game["totals"]) >= 400  # default: a whole game to the target (TO-12)


def test_same_seed_same_transcript_and_options_appear(capsys):
    a = transcript(
        capsys, "--seed", "5", "--players", "2", "--option", "club=true", "--option", "draw_limit=3"
    )
    b = transcript(
        capsys, "--seed", "5", "--players", "2", "--option", "club=true", "--option", "draw_limit=3"
    )
    assert a == b
    assert '"options":{"draw_limit":3,"club":true,"target":200}' in a[0]
    assert max(json.loads(a[-1])["totals"]) >= 200


def test_club_is_on_off_or_true_false(capsys):
    """``--option club=on`` as in the other CLIs; on/off and true/false mean the same."""
    on = transcript(capsys, "--seed", "5", "--players", "2", "--option", "club=on", "--rounds", "1")
    true = transcript(capsys, "--seed", "5", "--players", "2", "--option", "club=true", "--rounds", "1")
    off = transcript(capsys, "--seed", "5", "--players", "2", "--option", "club=off", "--rounds", "1")
    assert on == true and '"club":true,"target":200' in on[0]
    assert '"club":false,"target":400' in off[0]


def test_rounds_limit_and_replay_of_an_unfinished_game(capsys):
    lines = transcript(
        capsys, "--seed", "3", "--players", "4", "--rounds", "1", "--bots", "random,greedy,random,greedy"
    )
    assert json.loads(lines[-1])["ev"] in ("end", "game")
    assert sum(1 for line in lines if '"ev":"deal"' in line) == 1
    out = replay(read_events("\n".join(lines)))
    assert out[0].startswith("Tri-Ominos: 4 players, 1 round(s)")


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "7"],
        ["--players", "0"],
        ["--players", "1", "--option", "pools=own"],  # TO-16: own pools need 2..6 players
        ["--option", "pools=mine"],
        ["--option", "colour=red"],
        ["--option", "draw_limit=-1"],
        ["--option", "club=maybe"],
        ["--bots", "clever"],
        ["--seed", "x"],
        ["--seed", "-3"],
        ["--rounds"],
        ["--frobnicate"],
        ["--bots", "random,random,random", "--players", "2"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_bad_input_through_python_m_has_no_traceback():
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "triominoes", "--players", "7"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_readable_text_and_ascii_board(capsys):
    code, out, _err = run(capsys, "--seed", "3", "--players", "2", "--rounds", "1", "--ascii")
    assert code == 0
    assert "Round 1: 2 players, 38 tiles in the pool" in out
    assert "seat 1 places 5-5-5 in U 0 0, corners 5-5-5: +25 (start)" in out  # readable: seats 1..n
    assert "y=0 " in out and "/*\\" in out


def test_render_draws_each_tile_with_its_numbers():
    b = Board()
    b.place(lat.cell(False, 0, 0), tt.tile(1, 2, 4), 0)  # corners 1 at (0,0), 2 at (0,1), 4 at (1,0)
    b.place(lat.cell(True, 0, 0), tt.tile(2, 3, 4), 0)  # corners 2 at (0,1), 3 at (1,1), 4 at (1,0)
    rows = render(b, lat.cell(True, 0, 0))
    assert rows == [
        "y=1     2---3",
        "       /.\\*/",
        "y=0   1---4",
    ]


# ----- replay rejects broken transcripts, naming the line and the rule ----------------


def base(capsys):
    return transcript(capsys, "--seed", "11", "--players", "2", "--rounds", "1", "--option", "draw_limit=2")


def edit(lines, index, **changes):
    ev = json.loads(lines[index])
    ev.update(changes)
    out = list(lines)
    out[index] = json.dumps(ev)
    return out


def rejected(lines):
    with pytest.raises(TranscriptError) as e:
        replay(read_events("\n".join(lines)))
    return e.value


def first(lines, kind):
    return next(i for i, line in enumerate(lines) if json.loads(line)["ev"] == kind)


def test_replay_wrong_points_is_to7(capsys):
    lines = base(capsys)
    i = first(lines[2:], "place") + 2
    e = rejected(edit(lines, i, points=json.loads(lines[i])["points"] + 1))
    assert e.rule == "TO-7" and e.line_no == i + 1


def test_replay_wrong_opening_is_to5(capsys):
    lines = base(capsys)
    e = rejected(edit(lines, 1, points=json.loads(lines[1])["points"] + 10))
    assert e.rule == "TO-5" and e.line_no == 2
    e = rejected(edit(lines, 1, cell=["D", 0, 0]))
    assert e.rule == "TO-5"


def test_replay_mirrored_corners_is_to2(capsys):
    lines = base(capsys)
    for i, line in enumerate(lines):
        ev = json.loads(line)
        if ev["ev"] == "place" and len(set(ev["corners"])) == 3:
            c = ev["corners"]
            e = rejected(edit(lines, i, corners=[c[1], c[0], c[2]]))
            assert e.rule == "TO-2" and e.line_no == i + 1
            return
    pytest.skip("no tile with three different numbers placed")


def test_replay_illegal_placement_is_to6(capsys):
    lines = base(capsys)
    i = first(lines[2:], "place") + 2
    ev = json.loads(lines[i])
    e = rejected(edit(lines, i, cell=[ev["cell"][0], ev["cell"][1] + 20, ev["cell"][2]]))
    assert e.rule == "TO-6" and e.line_no == i + 1


def test_replay_point_mismatch_is_to6():
    # hand-built: 3-3-3 opens; 2-3-4 in D 0 0 would put its corners on (0,1)=3, (1,0)=3 fine,
    # but 1-2-4 in D 0 0 shows 1 where the board shows 3
    hands = [["3-3-3"] + ["0-0-1", "0-0-2", "0-0-3", "0-0-4", "0-1-1", "0-1-2", "0-1-3", "0-1-4"]]
    hands.append(["1-2-4", "0-2-2", "0-2-3", "0-2-4", "0-3-3", "0-3-4", "0-4-4", "1-1-2", "1-1-3"])
    used = {t for h in hands for t in h}
    pool = [tt.text(t) for t in tt.ALL if tt.text(t) not in used]
    deal = {  # no "seed": a hand-made deal (a deal naming a seed must be that seed's deal)
        "ev": "deal",
        "round": 1,
        "players": 2,
        "options": {"draw_limit": None, "club": False, "target": 400},
        "hands": hands,
        "pool": pool,
    }
    lines = [
        json.dumps(deal),
        '{"ev":"place","player":0,"tile":"3-3-3","cell":["U",0,0],"corners":[3,3,3],"points":19,"bonus":["start"]}',
        '{"ev":"place","player":1,"tile":"1-2-4","cell":["D",0,0],"corners":[1,2,4],"points":7,"bonus":[]}',
    ]
    e = rejected(lines)
    assert e.rule == "TO-6" and e.line_no == 3


def test_replay_wrong_draw_and_penalty_are_to8(capsys):
    lines = base(capsys)
    i = first(lines, "draw")
    e = rejected(edit(lines, i, penalty=-4))
    assert e.rule == "TO-8" and e.line_no == i + 1
    e = rejected(edit(lines, i, tile="5-5-5" if json.loads(lines[i])["tile"] != "5-5-5" else "0-0-0"))
    assert e.rule == "TO-8"
    j = first(lines, "pass") if any('"ev":"pass"' in x for x in lines) else None
    if j is not None:
        e = rejected(edit(lines, j, penalty=-5))
        assert e.rule == "TO-8"


def test_replay_wrong_end_is_to10_or_to11(capsys):
    lines = base(capsys)
    i = first(lines, "end")
    ev = json.loads(lines[i])
    e = rejected(edit(lines, i, points=ev["points"] + 1))
    assert e.rule == ("TO-10" if ev["reason"] == "out" else "TO-11") and e.line_no == i + 1
    totals = list(ev["totals"])
    totals[0] -= 1
    e = rejected(edit(lines, i, totals=totals))
    assert e.rule in ("TO-10", "TO-11")


def test_replay_wrong_game_winner_is_to12(capsys):
    lines = transcript(capsys, "--seed", "4", "--players", "3")
    ev = json.loads(lines[-1])
    e = rejected(edit(lines, len(lines) - 1, winner=(ev["winner"] + 1) % 3))
    assert e.rule == "TO-12" and e.line_no == len(lines)
    e = rejected(lines[:-1])  # the game event is missing
    assert e.rule == "TO-12"


def test_replay_truncated_and_malformed(capsys):
    lines = base(capsys)
    e = rejected(lines[:5])
    assert "truncated" in str(e)
    i = first(lines[2:], "place") + 2
    e = rejected(edit(lines, i, cell="U 0 0"))
    assert e.line_no == i + 1
    e = rejected(lines[:i] + ['{"ev":"place","player":%d}' % json.loads(lines[i])["player"]] + lines[i + 1 :])
    assert e.line_no == i + 1
    e = rejected(edit(lines, 0, hands=json.loads(lines[0])["hands"][:1]))
    assert e.rule == "TO-4"


def test_replay_command_prints_final_scores(tmp_path, capsys):
    lines = transcript(capsys, "--seed", "8", "--players", "2")
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(lines) + "\n")
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "replay", str(path)], cwd=ROOT, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    totals = json.loads(lines[-1])["totals"]
    assert "seat 1: %d" % totals[0] in r.stdout and "winner: seat" in r.stdout
    path.write_text("\n".join(lines[:-3]) + "\n")
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "replay", str(path)], cwd=ROOT, capture_output=True, text=True
    )
    assert r.returncode == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
