"""python -m host_sim traditional|italian and replay: transcripts, text, bad input."""

import json
import subprocess
import sys

import pytest

from host_sim import ROOT
from host_sim.__main__ import main


def run(args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "host_sim"] + args,
        cwd=ROOT,
        capture_output=True,
        text=True,
        input=stdin,
        timeout=120,
    )


def test_traditional_json_transcript_follows_the_rule_file(capsys):
    assert (
        main(["traditional", "--seed", "7", "--players", "3", "--bots", "greedy,random,greedy", "--json"])
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    deal = json.loads(lines[0])
    assert list(deal) == ["ev", "round", "seed", "players", "options", "hands", "boneyard"]
    assert deal["options"] == {"wild_doubles": True, "draw_count": 2, "hand_size": 6, "target": 100}
    assert lines[0].startswith('{"ev":"deal","round":1,"seed":7,"players":3,"options":{"wild_doubles":true,')
    first = json.loads(lines[1])
    assert first["ev"] == "play" and first["end"] == "L" and list(first) == ["ev", "player", "tile", "end"]
    end = json.loads(lines[-1])
    assert end["ev"] == "end" and list(end) == ["ev", "round", "reason", "winner", "points", "totals"]


def test_match_ends_with_match_event_and_replays(tmp_path, capsys):
    assert (
        main(
            [
                "traditional",
                "--seed",
                "3",
                "--players",
                "4",
                "--match",
                "--json",
                "--option",
                "wild_doubles=off",
                "--option",
                "draw_count=0",
                "--option",
                "hand_size=7",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    last = json.loads(text.splitlines()[-1])
    assert last["ev"] == "match" and max(last["totals"]) >= 100
    path = tmp_path / "t.jsonl"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "match won by seat %d" % (last["winner"] + 1) in out  # readable text: seats 1..n


def test_italian_milestones_match_replays(tmp_path, capsys):
    assert (
        main(
            [
                "italian",
                "--seed",
                "5",
                "--players",
                "2",
                "--option",
                "milestones=on",
                "--match",
                "--bots",
                "random",
                "--json",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    assert '"boneyard":[' in text.splitlines()[0]
    path = tmp_path / "i.jsonl"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0


def test_readable_text_names_seats_and_totals(capsys):
    assert main(["italian", "--seed", "2", "--players", "4", "--rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "round 1 (italian, 4 players)" in out and "total" in out and "round 2" in out


@pytest.mark.parametrize(
    "args",
    [
        ["traditional", "--players", "5"],
        ["traditional", "--option", "jokers=on"],
        ["traditional", "--option", "target=70"],
        ["traditional", "--option", "wild_doubles=7"],
        ["traditional", "--bots", "genius"],
        ["traditional", "--rounds", "2", "--match"],
        ["traditional", "--seed"],
        ["italian", "--players", "2"],
        ["italian", "--option", "goal=60"],
    ],
)
def test_bad_input_one_line_exit_2(args):
    r = run(args)
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_replay_rejects_broken_transcripts(tmp_path):
    good = run(["traditional", "--seed", "9", "--players", "2", "--json"]).stdout.splitlines()
    cases = {
        "truncated": good[:-1] + [good[-1][:10]],
        "cut": good[:4],
        "wrong player": [
            good[0],
            good[1].replace(
                '"player":%d' % json.loads(good[1])["player"],
                '"player":%d' % (1 - json.loads(good[1])["player"]),
            ),
        ]
        + good[2:],
        "not json": [good[0], "{oops"],
    }
    for name, lines in cases.items():
        path = tmp_path / ("%s.jsonl" % name.replace(" ", "_"))
        path.write_text("\n".join(lines) + "\n")
        r = run(["replay", str(path)])
        assert r.returncode == 2, name
        assert r.stderr.startswith("invalid transcript: line ") and len(r.stderr.strip().splitlines()) == 1
    r = run(["replay", str(tmp_path / "cut.jsonl")])
    assert "truncated" in r.stderr
    r = run(["replay", str(tmp_path / "wrong_player.jsonl")])
    assert "(TR-5)" in r.stderr
