"""Issue 17: a strict ``replay``. Tiles low-high as the rule files write them, integers
that are integers (not 1.0, not false), and a deal naming a seed must be that seed's
deal (hands and boneyard / pool); each refusal names the line and the rule or format point.
"""

import contextlib
import io
import json

import pytest

from host_sim.__main__ import main


def cli(*args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([str(a) for a in args]) == 0
    return out.getvalue().splitlines()


def replay(tmp_path, lines):
    """(status, stdout, stderr) of ``replay`` on ``lines``."""
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(lines) + "\n")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["replay", str(path)])
    return status, out.getvalue(), err.getvalue()


def refused(tmp_path, lines, line_no, *words):
    status, out, err = replay(tmp_path, lines)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, (status, out, err)
    assert err.startswith("invalid transcript: line %d: " % line_no), err
    for w in words:
        assert w in err, (w, err)
    return err


def edit(lines, i, **changes):
    ev = json.loads(lines[i])
    ev.update(changes)
    return lines[:i] + [json.dumps(ev, separators=(",", ":"))] + lines[i + 1 :]


def first(lines, pred, after=1):
    return [i for i, line in enumerate(lines) if i >= after and pred(json.loads(line))][0]


def flip(tile):
    a, b = tile.split("-")
    return "%s-%s" % (b, a)


TRAD = ("traditional", "--seed", 11, "--players", 3, "--match", "--json")
ITAL = ("italian", "--seed", 11, "--players", 4, "--match", "--json")
TRI = ("triominoes", "--seed", 11, "--players", 3, "--json")


@pytest.mark.parametrize("args", [TRAD, ITAL, TRI])
def test_real_transcripts_still_replay(tmp_path, args):
    status, out, err = replay(tmp_path, cli(*args))
    assert status == 0 and err == "" and out


# ---------------------------------------------------------------- tiles low-high


def test_domino_tiles_written_high_low_are_refused(tmp_path):
    lines = cli(*TRAD)
    i = first(lines, lambda e: e["ev"] == "play" and e["tile"][0] != e["tile"][2])
    tile = json.loads(lines[i])["tile"]
    err = refused(
        tmp_path,
        edit(lines, i, tile=flip(tile)),
        i + 1,
        '"%s": a tile is written low-high, "%s"' % (flip(tile), tile),
    )
    assert "(TR-" not in err  # a format point, not a rule
    deal = json.loads(lines[0])
    hands = [list(h) for h in deal["hands"]]
    j = [k for k, t in enumerate(hands[1]) if t[0] != t[2]][0]
    hands[1][j] = flip(hands[1][j])
    refused(tmp_path, edit(lines, 0, hands=hands), 1, '"hands"[1] holds', "low-high")
    bone = list(deal["boneyard"])
    k = [k for k, t in enumerate(bone) if t[0] != t[2]][0]
    bone[k] = flip(bone[k])
    refused(tmp_path, edit(lines, 0, boneyard=bone), 1, '"boneyard" holds', "low-high")
    d = first(lines, lambda e: e["ev"] == "draw" and any(t[0] != t[2] for t in e["tiles"]))
    drawn = [flip(t) if t[0] != t[2] else t for t in json.loads(lines[d])["tiles"]]
    refused(tmp_path, edit(lines, d, tiles=drawn), d + 1, '"tiles" holds', "low-high")


def test_italian_tile_written_high_low_is_refused(tmp_path):
    lines = cli(*ITAL)
    i = first(lines, lambda e: e["ev"] == "play" and e["tile"][0] != e["tile"][2])
    refused(tmp_path, edit(lines, i, tile=flip(json.loads(lines[i])["tile"])), i + 1, "low-high")


def test_triominoes_tile_not_read_clockwise_from_the_lowest_is_refused(tmp_path):
    lines = cli(*TRI)
    i = first(lines, lambda e: e["ev"] == "place" and len(set(e["tile"].split("-"))) == 3)
    a, b, c = json.loads(lines[i])["tile"].split("-")
    refused(tmp_path, edit(lines, i, tile="%s-%s-%s" % (b, c, a)), i + 1, "is not a tile", "(TO-1)")


# ---------------------------------------------------------------- integers that are integers


@pytest.mark.parametrize("bad", [1.0, False, True, "1", None])
def test_domino_integers_must_be_integers(tmp_path, bad):
    lines = cli(*TRAD)
    i = first(lines, lambda e: e["ev"] == "play" and e["player"] == 1)
    if bad is not True:  # True == 1 would name the right seat
        refused(tmp_path, edit(lines, i, player=bad), i + 1, '"player" must be int')
    refused(tmp_path, edit(lines, 0, round=1.0 if bad is None else bad), 1, '"round" must be int')
    e = first(lines, lambda ev: ev["ev"] == "end")
    totals = json.loads(lines[e])["totals"]
    refused(
        tmp_path,
        edit(lines, e, totals=[float(totals[0])] + totals[1:]),
        e + 1,
        '"totals" must be a list of whole numbers',
    )
    refused(
        tmp_path, edit(lines, e, points=float(json.loads(lines[e])["points"])), e + 1, '"points" must be int'
    )


def test_domino_options_must_be_integers_or_switches(tmp_path):
    lines = cli(*TRAD)
    options = dict(json.loads(lines[0])["options"], draw_count=2.0)
    refused(
        tmp_path,
        edit(lines, 0, options=options),
        1,
        'option "draw_count" is true, false or a whole number, not 2.0',
    )
    it = cli(*ITAL)
    i = first(it, lambda e: e["ev"] == "play")
    refused(tmp_path, edit(it, i, total=float(json.loads(it[i])["total"])), i + 1, '"total" must be int')


def test_triominoes_integers_must_be_integers(tmp_path):
    lines = cli(*TRI)
    e = first(lines, lambda ev: ev["ev"] == "end" and ev["winner"] is not None)
    end = json.loads(lines[e])
    refused(tmp_path, edit(lines, e, winner=float(end["winner"])), e + 1, "(TO-1")
    refused(
        tmp_path,
        edit(lines, e, totals=[float(end["totals"][0])] + end["totals"][1:]),
        e + 1,
        '"totals" must be a list of whole numbers',
    )
    g = len(lines) - 1
    final = json.loads(lines[g])
    assert final["ev"] == "game"
    refused(tmp_path, edit(lines, g, winner=float(final["winner"])), g + 1, "(TO-12)")
    refused(tmp_path, edit(lines, g, totals=[float(t) for t in final["totals"]]), g + 1, "(TO-12)")
    p = first(lines, lambda ev: ev["ev"] == "place")
    refused(
        tmp_path, edit(lines, p, points=float(json.loads(lines[p])["points"])), p + 1, "whole number 'points'"
    )
    refused(tmp_path, edit(lines, 0, seed=11.0), 1, "whole number 'seed'")


# ---------------------------------------------------------------- the seed's deal


def swap_between_hands(deal):
    hands = [list(h) for h in deal["hands"]]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    return [sorted(h) for h in hands]


def test_domino_hands_must_be_what_the_seed_deals(tmp_path):
    lines = cli(*TRAD)
    deal = json.loads(lines[0])
    refused(
        tmp_path, edit(lines, 0, hands=swap_between_hands(deal)), 1, '"hands"[0] must be', "seed 11", "(TR-2)"
    )
    bone = list(deal["boneyard"])
    bone[0], bone[1] = bone[1], bone[0]
    refused(tmp_path, edit(lines, 0, boneyard=bone), 1, '"boneyard" must be', "round 1, seed 11", "(TR-2)")
    refused(tmp_path, edit(lines, 0, seed=12), 1, "seed 12")


def test_a_later_round_must_be_its_own_seeds_deal(tmp_path):
    """Issue 26: every round names its own seed and is checked alone, as that seed's first
    shuffle; round 2 of --seed 11 is not dealt from 11 (its seed is derived one way)."""
    lines = cli(*TRAD)
    d = first(lines, lambda e: e["ev"] == "deal")
    second = json.loads(lines[d])
    assert second["round"] == 2 and second["seed"] != 11
    first_deal = json.loads(lines[0])
    # round 2 written with round 1's tiles under round 2's seed: refused
    fake = dict(second, hands=first_deal["hands"], boneyard=first_deal["boneyard"])
    bad = lines[:d] + [json.dumps(fake, separators=(",", ":"))] + lines[d + 1 :]
    refused(tmp_path, bad, d + 1, "round 2, seed %d" % second["seed"], "(TR-2)")
    # round 2 alone, renumbered round 1, replays: its seed is all it needs
    alone = [json.dumps(dict(second, round=1), separators=(",", ":"))]
    for line in lines[d + 1 :]:
        ev = json.loads(line)
        if ev["ev"] == "end":
            break
        alone.append(line)
    _status, _out, err = replay(tmp_path, alone)  # (it stops where the round's end is cut off)
    assert not err.startswith("invalid transcript: line 1:") and "seed" not in err, err


def test_italian_aside_and_milestone_boneyard_are_the_seeds(tmp_path):
    lines = cli(*ITAL)
    deal = json.loads(lines[0])
    assert "aside" in deal
    refused(tmp_path, edit(lines, 0, hands=swap_between_hands(deal)), 1, "(IT-1)")
    ms = cli("italian", "--seed", 3, "--players", 2, "--option", "milestones=on", "--match", "--json")
    deal = json.loads(ms[0])
    bone = list(deal["boneyard"])
    bone[0], bone[-1] = bone[-1], bone[0]
    refused(tmp_path, edit(ms, 0, boneyard=bone), 1, '"boneyard" must be', "(IT-M1)")


def test_triominoes_hands_and_pool_must_be_the_seeds(tmp_path):
    lines = cli(*TRI)
    deal = json.loads(lines[0])
    refused(
        tmp_path, edit(lines, 0, hands=swap_between_hands(deal)), 1, "hands[0] must be", "seed 11", "(TO-4)"
    )
    pool = list(deal["pool"])
    pool[0], pool[1] = pool[1], pool[0]
    refused(tmp_path, edit(lines, 0, pool=pool), 1, "the pool must be", "(TO-8)")
    d = first(lines, lambda e: e["ev"] == "deal")
    refused(tmp_path, edit(lines, d, seed=12), d + 1, "hands[0] must be", "round 2, seed 12", "(TO-4)")


@pytest.mark.parametrize("args", [TRAD, ITAL, TRI])
def test_a_deal_without_a_seed_may_be_any_deal(tmp_path, args):
    """A hand-made transcript names no seed: then any deal of the whole set is accepted."""
    lines = cli(*args)
    plain = []
    for line in lines:
        ev = json.loads(line)
        ev.pop("seed", None)
        plain.append(json.dumps(ev, separators=(",", ":")))
    status, out, err = replay(tmp_path, plain)
    assert status == 0 and err == "", err


def test_a_boards_console_log_is_refused_with_why(tmp_path):
    """The board's console writes a deal line with hand sizes and no tile (HS-1: a person's
    hand is shown only on the grid); ``replay`` says that such a log cannot be replayed and
    what writes a whole transcript, not that a hand is missing."""
    console = [
        '{"ev":"deal","round":1,"players":1,"options":{"draw_limit":null,"club":false},"hand_sizes":[9],"pool":47}',
        '{"ev":"place","player":0,"tile":"4-5-5","cell":["U",0,0],"corners":[4,5,5],"points":14,"bonus":[]}',
    ]
    refused(tmp_path, console, 1, "console", "HS-1", "pipgrid triominoes --seed S --json")
