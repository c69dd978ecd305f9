"""Issue 17, property tests: any arguments to any command, and any (mutated) transcript
given to ``replay``, end with exit status 0 or 2; status 2 comes with exactly one line
on stderr, status 0 with none. Everything runs in this process (``main``), so hundreds
of cases take seconds.

The argument pools mix each command's own words, good values, bounds, junk (Unicode
digits, signs, empty words) and random text. They leave out what would run for long on
purpose (``--stats`` over a million deals is refused anyway; a Tri-Ominos target of
65535 is a legal, long game) and what touches files outside the test (``--store``:
the store's own tests cover it; the terminal and window front ends).
"""

import contextlib
import io
import json
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from host_sim.__main__ import main

JUNK = [
    "",
    "-",
    "--",
    "²",
    "①",
    "٣",
    "-1",
    "0",
    "1.5",
    "1e3",
    "0x10",
    " 7",
    "99999999999",
    "4294967296",
    "2147483648",
    "x",
    "=",
    "é",
    "\t",
    "a\nb",
    "--help",
]
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=8)

POOLS = {
    "luzon": [
        "--deal",
        "--variant",
        "--json",
        "--stats",
        "--load",
        "1",
        "7",
        "99",
        "2147483647",
        "classic",
        "hard",
        "/nonexistent/save.bin",
    ],
    "traditional": [
        "--seed",
        "--players",
        "--bots",
        "--rounds",
        "--match",
        "--option",
        "--json",
        "1",
        "2",
        "3",
        "4",
        "5",
        "4294967295",
        "greedy",
        "random",
        "greedy,random",
        "random,greedy,random",
        "genius",
        "wild_doubles=on",
        "wild_doubles=false",
        "wild_doubles=7",
        "draw_count=0",
        "draw_count=9",
        "hand_size=7",
        "hand_size=0",
        "target=50",
        "target=70",
        "jokers=on",
        "draw_count=²",
        "draw_count=on",
    ],
    "italian": [
        "--seed",
        "--players",
        "--bots",
        "--rounds",
        "--match",
        "--option",
        "--json",
        "2",
        "3",
        "4",
        "5",
        "6",
        "greedy",
        "random",
        "random,greedy,random",
        "goal=70",
        "goal=60",
        "milestones=on",
        "milestones=TRUE",
        "milestones=maybe",
        "milestones=1",
        "goal=on",
    ],
    "triominoes": [
        "--seed",
        "--players",
        "--bots",
        "--rounds",
        "--option",
        "--json",
        "--ascii",
        "2",
        "3",
        "6",
        "7",
        "greedy",
        "random",
        "random,greedy",
        "club=on",
        "club=false",
        "club=yes",
        "draw_limit=3",
        "draw_limit=none",
        "draw_limit=57",
        "target=100",
        "target=0",
        "colour=red",
    ],
    "play": [
        "--keys",
        "--script",
        "--png",
        "--gif",
        "--profile",
        "--scale",
        "--gap",
        "--window",
        "A",
        "B",
        "RIGHT*2 A",
        "wait:500",
        "wait:600001",
        "A*1001",
        "UP DOWN",
        "nope",
        "-",
        "x.png",
        "x.gif",
        "/nonexistent/x.png",
        ".",
        "pico-8x32",
        "pico-16x16",
        "3",
        "0",
        "201",
        "250",
        "60001",
    ],
    "replay": ["-", "/nonexistent/game.jsonl", "--help", "-x"],
    "deploy": [
        "--dry-run",
        "--profile",
        "--profile=pico-8x32",
        "pico-8x32",
        "nope",
        "--offline",
        "--no-libs",
        "/nonexistent/CIRCUITPY",
        ".",
        "-x",
    ],
}


def run(argv, stdin=b""):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = old
    return status, out.getvalue(), err.getvalue()


def check(argv, status, err):
    assert status in (0, 2), (argv, status, err)
    if status == 2:
        assert len(err.splitlines()) == 1 and err.endswith("\n") and "Traceback" not in err, (argv, err)
    elif not ("--ascii" in argv and "--json" in argv):  # the board drawn on stderr
        assert err == "", (argv, err)


def words(name):
    return st.lists(st.one_of(st.sampled_from(POOLS[name]), st.sampled_from(JUNK), TEXT), max_size=7)


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(words("luzon"))
def test_luzon_arguments(argv):
    argv = ["luzon"] + argv
    status, _out, err = run(argv, stdin=b"hint\nnew \xc2\xb2\nsave \nundo\nq\n")
    check(argv, status, err)


@FAST
@given(words("traditional"))
def test_traditional_arguments(argv):
    argv = ["traditional"] + argv
    check(argv, *run(argv)[::2])


@FAST
@given(words("italian"))
def test_italian_arguments(argv):
    argv = ["italian"] + argv
    check(argv, *run(argv)[::2])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words("triominoes"))
def test_triominoes_arguments(argv):
    argv = ["triominoes"] + argv
    check(argv, *run(argv)[::2])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words("play"), st.sampled_from([b"A", b"B B", b"wait:20", b"\xff"]))
def test_play_arguments(argv, script):
    """Always headless (a --keys first): the terminal and the window are not for a test run.
    Pictures go to relative names: run in a temporary folder."""
    import os
    import tempfile

    argv = ["play", "--keys", "A"] + [a for a in argv if a != "--window"]
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        try:
            status, _out, err = run(argv, stdin=script)
        finally:
            os.chdir(here)
    check(argv, status, err)


@FAST
@given(words("replay"))
def test_replay_arguments(argv):
    argv = ["replay"] + argv
    check(argv, *run(argv, stdin=b'{"ev":"deal"}\n')[::2])


@FAST
@given(words("deploy"))
def test_deploy_arguments(argv):
    """Always --dry-run, and no folder here is a CIRCUITPY drive: nothing is written."""
    argv = ["deploy", "--dry-run"] + argv
    check(argv, *run(argv)[::2])


@settings(max_examples=15, deadline=None)
@given(
    st.sampled_from(sorted(set(POOLS) - {"deploy"})),
    st.lists(st.sampled_from(POOLS["traditional"] + JUNK), max_size=4),
)
def test_any_command_with_any_words(name, argv):
    if name == "play":
        argv = ["--keys", "A"] + argv
    argv = [name] + argv
    check(argv, *run(argv, stdin=b"q\n")[::2])


# ---------------------------------------------------------------- replay's input


def transcript(*args):
    return run([str(a) for a in args])[1].encode("utf-8")


GOOD = [
    transcript("traditional", "--seed", 3, "--players", 3, "--rounds", 2, "--json"),
    transcript("italian", "--seed", 3, "--players", 2, "--option", "milestones=on", "--rounds", 2, "--json"),
    transcript("italian", "--seed", 4, "--players", 3, "--json"),
    transcript("triominoes", "--seed", 3, "--players", 2, "--rounds", 1, "--json"),
]

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | TEXT
    | st.sampled_from(
        [
            "0-0",
            "4-0",
            "6-6",
            "1-3",
            "0-1-2",
            "2-1-0",
            "5-5-5",
            "L",
            "R",
            "U",
            "D",
            "deal",
            "play",
            "draw",
            "pass",
            "end",
            "match",
            "place",
            "game",
            "out",
            "blocked",
            "domino",
        ]
    ),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


@st.composite
def mutated(draw):
    data = draw(st.sampled_from(GOOD))
    lines = data.decode("utf-8").splitlines()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["field", "field", "drop_field", "line", "delete", "dup", "swap", "cut"]))
        try:
            ev = json.loads(lines[i])
        except ValueError:
            ev = None
        if kind == "field" and isinstance(ev, dict) and ev:
            ev[draw(st.sampled_from(sorted(ev)))] = draw(JSON)
            lines[i] = json.dumps(ev)
        elif kind == "drop_field" and isinstance(ev, dict) and ev:
            ev.pop(draw(st.sampled_from(sorted(ev))))
            lines[i] = json.dumps(ev)
        elif kind == "line":
            lines[i] = json.dumps(draw(JSON))
        elif kind == "delete" and len(lines) > 1:
            del lines[i]
        elif kind == "dup":
            lines.insert(i, lines[i])
        elif kind == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif kind == "cut":
            lines[i] = lines[i][: draw(st.integers(0, max(0, len(lines[i]) - 1)))]
    out = "\n".join(lines).encode("utf-8")
    if draw(st.booleans()):
        at = draw(st.integers(0, len(out)))
        out = out[:at] + draw(st.binary(max_size=6)) + out[at:]
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_replay_of_mutated_transcripts(data):
    status, out, err = run(["replay", "-"], stdin=data)
    check(["replay"], status, err)
    if status == 0:
        assert out and "match" in out or "Tri-Ominos" in out or "totals" in out


def test_the_good_transcripts_replay():
    for data in GOOD:
        status, out, err = run(["replay", "-"], stdin=data)
        assert status == 0 and err == "", err
