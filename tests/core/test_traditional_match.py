"""Traditional domino rules (end), one test per rule id (shared/rules/traditional.md).
Portable: runs under pytest and MicroPython."""

from check import raises
from domino_positions import rule_of

from pipgrid.games.domino import traditional_check  # noqa: F401,I001  (undo and refusals: compiled while the heap is empty)
from pipgrid.games.domino import transcript as domino_json, moves as match
from pipgrid.games.domino.traditional import Traditional


def test_tr14_match_to_target_and_next_round():
    g = Traditional(2, 3, {"target": 50})
    rounds = 0
    while not g.match_over():
        while not g.is_over():
            g.play(g.legal_moves()[0])
        rounds += 1
        if not g.match_over():
            before = g.scores()
            g.next_round()
            assert g.scores() == before and g.round_no == rounds + 1
            best = match.highest(g.hands[0] | g.hands[1])
            assert g.hands[g.current_player] >> best & 1  # TR-4 again
    assert max(g.scores()) >= 50 and g.scores()[g.winner] >= 50
    assert rule_of(g.next_round) == "TR-14"
    assert domino_json.match_event(g).startswith('{"ev":"match","winner":%d,"totals":[' % g.winner)


def test_undo_restores_every_move():
    g = Traditional(3, 21)
    snapshots = []
    while not g.is_over():
        snapshots.append(
            (g.hands[:], g.counts[:], g.left, g.right, g.bone, g.current_player, g.line(), g.scores())
        )
        g.play(g.legal_moves()[-1])
    while snapshots:
        g.undo()
        assert (
            g.hands[:],
            g.counts[:],
            g.left,
            g.right,
            g.bone,
            g.current_player,
            g.line(),
            g.scores(),
        ) == snapshots.pop()
    try:
        g.undo()
        raise AssertionError("undo at the round's start must refuse")
    except ValueError:
        pass


def test_save_round_trip_and_corrupt_saves():
    g = Traditional(4, 8, {"draw_count": 1})
    for _ in range(9):
        g.play(g.legal_moves()[0])
    data = g.to_bytes()
    h = Traditional.from_bytes(data)
    assert h.to_bytes() == data and h.line() == g.line() and h.hands == g.hands
    raises(ValueError, Traditional.from_bytes, data[:10])
    raises(ValueError, Traditional.from_bytes, b"XXXX" + data[4:])
    bad = bytearray(data)
    bad[-1] = 57 if bad[-1] != 57 else 0
    raises(ValueError, Traditional.from_bytes, bytes(bad))
