"""Luzon deals, move writing and saves (LZ-1..LZ-4, LZ-11's undo count kept in saves)."""

from check import raises
from pipgrid import tiles
from pipgrid.games.luzon import game as luzon
from pipgrid.games.luzon.game import Luzon
from pipgrid.rng import Rng
from luzon_layouts import M, layout


def test_lz1_deal_holds_the_28_tiles_of_the_double_six_set():
    g = Luzon(77)
    everything = [t for c in g.columns() for t in c] + g.reserve()
    assert sorted(everything) == list(range(28))
    assert sum(tiles.VALUE[t] for t in everything) == 168


def test_lz2_five_columns_of_five_then_three_reserve_in_documented_order():
    for n in (1, 2, 999, 2147483647):
        shuffled = Rng(n).shuffle(list(range(28)))
        g = Luzon(n)
        assert g.columns() == [shuffled[5 * c : 5 * c + 5] for c in range(5)]
        assert g.reserve() == shuffled[25:]
        # the last tile dealt to a column is its bottom tile, the only one available there
        assert g.available()[:5] == [shuffled[5 * c + 4] for c in range(5)]


def test_lz4_fast_dealing_is_the_documented_rng_shuffle():
    # deal_tiles writes Rng(N).shuffle out in one loop; these deal numbers include
    # ones whose shuffle redraws a value (Rng.below's rejection), found by search.
    # (no tuple of all 308 numbers: 2.4 KB in one block on a 64 KB MicroPython heap)
    redraws = (27085568, 88322254, 121632480, 130606241, 143408120, 167087965, 2147483646, 2147483647)
    for numbers in (range(1, 301), redraws):
        for n in numbers:
            shuffled = Rng(n).shuffle(list(range(28)))
            cols, res = luzon.deal_tiles(n)
            assert cols == [shuffled[5 * c : 5 * c + 5] for c in range(5)], n
            assert res == shuffled[25:], n


def test_redraw_deals_do_redraw():
    # the deals above really take Rng.below's second draw at least once
    for n in (27085568, 121632480, 143408120):
        rng = Rng(n)
        draws = 0
        for i in range(27, 0, -1):
            limit = (0x100000000 // (i + 1)) * (i + 1)
            x = rng.next32()
            draws += 1
            while x >= limit:
                x = rng.next32()
                draws += 1
        assert draws > 27, n


def test_lz3_everything_is_face_up():
    g = Luzon(5)
    shown = [t for c in g.columns() for t in c] + g.reserve()
    assert len(shown) == 28


def test_lz4_deal_numbers_are_reproducible_and_bounded():
    assert Luzon(12345).columns() == Luzon(12345).columns()
    assert Luzon(12345).columns() != Luzon(12346).columns()
    assert Luzon(1).deal == 1 and Luzon(2147483647).deal == 2147483647
    for bad in (0, -1, 2147483648, "5", 1.0, True, None):
        raises(ValueError, Luzon, bad)


def test_move_text_canonical_order_and_both_orders_parse():
    assert luzon.move_text(M("6-6+0-0")) == "0-0+6-6"
    assert M("5-6+0-1") == M("0-1+5-6")
    assert luzon.move_text(M("3-4>2")) == "3-4>2"
    assert M(" 1-3 + 4-4 ") == M("1-3+4-4")
    for bad in ("", "1-3", "1-3+", "1-3>5", "1-3>x", "7-1+0-0", "1-3-4-4", 5):
        raises(ValueError, luzon.parse_move, bad)


def test_save_roundtrip_keeps_moves_and_undo_count():
    g = Luzon(1, "classic")
    g.play(M("0-3+3-6"))
    g.play(M("0-5+2-5"))
    g.undo()
    g.play(M("0-5+2-5"))
    data = g.to_bytes()
    h = Luzon.from_bytes(data)
    assert h.history == g.history and h.undo_count == 1 and h.deal == 1
    assert h.columns() == g.columns() and h.reserve() == g.reserve()
    assert Luzon.from_bytes(Luzon(9, "hard").to_bytes()).variant == "hard"


def test_corrupt_or_foreign_saves_raise_value_error():
    g = Luzon(3)
    g.play(g.legal_moves()[0])
    data = g.to_bytes()
    for i in range(len(data)):
        for flip in (1, 0x80):
            bad = bytearray(data)
            bad[i] ^= flip
            raises(ValueError, Luzon.from_bytes, bytes(bad))
    for bad in (b"", b"LZ", data[:-1], data + b"\x00", "text", None, b"PK\x03\x04" * 4):
        raises(ValueError, Luzon.from_bytes, bad)
    raises(ValueError, layout(["1-1"], "").to_bytes)
