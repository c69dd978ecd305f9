"""The match transcript on the serial console (ui/domino/table.Table.writing): written
while a computer reads the board's USB serial console, not at all while nobody does
(CircuitPython's ``supervisor.runtime.serial_connected``, faked here); a computer that
connects mid-match reads the transcript from that move on, in the rules engine's format
(traditional.md "Transcript")."""

import json
import sys
import types

from hotseat_drive import Board, play, start

from pipgrid.bots.domino import greedy_traditional


def test_transcript_is_written_only_while_a_computer_reads_the_console(monkeypatch):
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
    events = [json.loads(line)["ev"] for line in b.lines if line.startswith("{")]
    assert events and events[0] in ("play", "draw", "pass")  # from the first move after connecting
    assert "deal" in events and "end" in events  # later rounds in full
    assert events[-1] == "match"
