"""The match on the serial console (ui/domino/table.Table.writing): written while a
computer reads the board's USB serial console, not at all while nobody does
(CircuitPython's ``supervisor.runtime.serial_connected``, faked here). During a round
only public lines (docs/hotseat.md "Console": counts, no hidden tile); at each round's
end the round's whole transcript in the rules' format (traditional.md / italian.md
"Transcript", deal first), which ``python -m host_sim replay`` accepts."""

import json
import sys
import types

from host_sim.drive.hotseat import Board, play, start

from host_sim import cli_replay
from pipgrid.bots.domino import greedy_italian, greedy_traditional


def rounds_of(lines):
    """The console's transcript lines, cut into rounds (each from its deal)."""
    rounds = []
    for line in lines:
        if line.startswith("{"):
            if json.loads(line)["ev"] == "deal":
                rounds.append([])
            rounds[-1].append(line)
    return rounds


def test_nothing_while_nobody_reads_then_public_lines_and_each_whole_round_at_its_end(monkeypatch):
    runtime = types.SimpleNamespace(serial_connected=False)
    monkeypatch.setitem(sys.modules, "supervisor", types.SimpleNamespace(runtime=runtime))
    b = Board()
    start(b, "TRAD", 2, [0, 0])
    turns = []

    def connect_after_four_turns(board):
        turns.append(len(board.lines))
        if len(turns) == 4:
            runtime.serial_connected = True  # a computer opens the serial console
        return False

    play(b, greedy_traditional, after_turn=connect_after_four_turns)
    assert turns[:4] == [0, 0, 0, 0]  # nothing written while nobody listened, not even the deal
    first = b.lines[0]
    assert first.startswith("seat ") and not first.startswith("{")  # public, from the next move on
    rounds = rounds_of(b.lines)
    assert len(rounds) >= 2
    # the round a computer joined is still written whole at its end, deal first
    for r in rounds:
        assert json.loads(r[0])["ev"] == "deal" and json.loads(r[-1])["ev"] in ("end", "match")
    assert json.loads(rounds[-1][-1])["ev"] == "match"


def test_the_rounds_written_at_their_ends_are_accepted_by_replay(tmp_path, capsys):
    for word, players, choose in (("TRAD", 3, greedy_traditional), ("ITAL", 3, greedy_italian)):
        b = Board()
        start(b, word, players, [0] * players)
        play(b, choose)
        path = tmp_path / ("%s.jsonl" % word)
        path.write_text("".join(line + "\n" for line in b.lines if line.startswith("{")))
        assert cli_replay.main([str(path)]) == 0, capsys.readouterr().err
        out = capsys.readouterr().out
        totals = json.loads([line for line in b.lines if line.startswith("{")][-1])["totals"]
        assert str(totals[0]) in out
