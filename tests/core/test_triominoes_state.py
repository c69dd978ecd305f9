"""Tri-Ominos undo, saving, the per-seat view (TO-9), written moves and options."""

from check import raises
from pipgrid.games.triominoes import game as tri


def _digest(data):
    """A small fingerprint of a save (keeps this test light on a 64K heap)."""
    d = len(data)
    for i in range(len(data)):
        d = (d * 31 + data[i] + i) % 1000000007
    return d


def test_undo_restores_every_step_and_bytes_round_trip():
    g = tri.Triominoes(3, 42, {"draw_limit": 3})
    saves = [_digest(g.to_bytes())]
    while not g.is_over():
        g.play(g.legal_moves()[-1])
        saves.append(_digest(g.to_bytes()))
    again = tri.Triominoes.from_bytes(g.to_bytes())
    assert again.scores() == g.scores() and again.is_over() and again.end_reason == g.end_reason
    assert again.moves() == g.moves()
    while g.history:
        saves.pop()
        g.undo()
        assert _digest(g.to_bytes()) == saves[-1]
    assert g.scores() == [0, 0, 0] and len(g.board) == 0
    raises(ValueError, g.undo)


def test_from_bytes_rejects_corrupt_data():
    data = bytearray(tri.Triominoes(2, 9).to_bytes())
    raises(ValueError, tri.Triominoes.from_bytes, b"")
    raises(ValueError, tri.Triominoes.from_bytes, b"XX" + bytes(data[2:]))
    raises(ValueError, tri.Triominoes.from_bytes, bytes(data[:-3]))
    data[30] = data[31]  # a tile twice in the deal
    raises(ValueError, tri.Triominoes.from_bytes, bytes(data))
    bad_move = tri.Triominoes(2, 9).to_bytes()[:-2] + b"\x00\x01\x00\x00\x00"
    raises(ValueError, tri.Triominoes.from_bytes, bad_move)


def test_to9_view_holds_no_other_hand_nor_the_pool():
    g = tri.Triominoes(4, 3)
    seat = g.current_player
    v = g.view(seat)
    assert sorted(v.hand) == sorted(g.hands[seat]) and v.hand is not g.hands[seat]
    assert v.hand_sizes == [7, 7, 7, 7] and v.pool_left == 28
    assert v.legal_moves() == g.legal_moves()
    for name in ("hands", "pool", "game", "dealt"):
        assert not hasattr(v, name)
    assert g.view((seat + 1) % 4).legal_moves() == []
