"""Luzon play rules on hand-made positions (LZ-5..LZ-10, LZ-H1..LZ-H3)."""

from check import raises
from pipgrid import tiles
from pipgrid.games.luzon import game as luzon
from luzon_layouts import M, T, layout


def test_lz5_only_bottom_tiles_and_reserve_are_available():
    g = layout(["6-6 2-2", "5-5 0-1"], "0-0 4-4")
    assert sorted(g.available()) == sorted([T("2-2"), T("0-1"), T("0-0"), T("4-4")])
    e = raises(ValueError, g.play, M("0-0+6-6"))  # 6-6 is covered by 2-2
    assert "LZ-5" in str(e)
    g.play(M("2-2+4-4"))  # uncovers 6-6
    assert T("6-6") in g.available()
    g.play(M("0-0+6-6"))


def test_lz6_values_must_sum_to_12_and_a_removal_takes_two_tiles():
    g = layout(["1-2", "3-6", "4-4"], "")
    raises(ValueError, luzon.parse_move, "1-2+1-2")
    e = raises(ValueError, g.play, M("1-2+4-4"))
    assert "LZ-6" in str(e)
    g.play(M("1-2+3-6"))
    assert g.removed == 28 - 1 and g.columns()[0] == [] and g.columns()[1] == []


def test_lz7_two_tiles_of_one_column_are_never_removed_together():
    g = layout(["6-6 0-0", "1-1"], "")
    e = raises(ValueError, g.play, M("0-0+6-6"))
    assert "LZ-7" in str(e)
    assert M("0-0+6-6") not in g.legal_moves()


def test_lz8_reserve_tiles_pair_only_with_a_bottom_tile():
    g = layout(["2-2"], "0-0 6-6 2-6")
    e = raises(ValueError, g.play, M("0-0+6-6"))
    assert "LZ-8" in str(e)
    assert g.selectable_pairs() == [(T("2-2"), T("2-6"))]
    g.play(M("2-2+2-6"))


def test_lz9_column_moves_go_only_into_an_empty_slot():
    g = layout(["1-1 2-2", "3-3 0-1", "5-5", "0-0"], "1-2")
    assert g.empty_slots() == [4]
    raises(ValueError, g.play, M("2-2>3"))  # slot 3 holds 0-0
    e = raises(ValueError, g.play, M("2-2>3"))
    assert "LZ-9" in str(e)
    e = raises(ValueError, g.play, M("5-5>4"))  # a lone tile does not move
    assert "LZ-9" in str(e)
    e = raises(ValueError, g.play, M("1-2>4"))  # reserve tiles never move into a slot
    assert "reserve" in str(e) and "LZ-9" in str(e)
    e = raises(ValueError, g.play, M("1-1>4"))  # only the bottom tile moves
    assert "LZ-9" in str(e)
    assert g.legal_moves() == [M("0-1>4"), M("2-2>4")]
    g.play(M("2-2>4"))
    assert g.columns() == [[T("1-1")], [T("3-3"), T("0-1")], [T("5-5")], [T("0-0")], [T("2-2")]]
    # never more than 5 columns: with every slot full no column move exists
    assert [m for m in g.legal_moves() if not luzon.is_removal(m)] == []


def test_lz10_no_moves_left_is_reported():
    g = layout(["1-1", "2-2"], "3-3")
    assert g.no_moves() and g.is_over() and not g.is_won()


def test_lzh1_hard_tile_pairs_only_with_its_complement():
    # 1-2 (value 3): classic partners 3-6 and 4-5; hard partner only (5, 4) = 4-5.
    assert luzon.pairs(T("1-2"), T("3-6")) and luzon.pairs(T("1-2"), T("4-5"))
    assert luzon.pairs(T("1-2"), T("4-5"), "hard")
    assert not luzon.pairs(T("1-2"), T("3-6"), "hard")
    for t in tiles.ALL:
        partners = [u for u in tiles.ALL if luzon.pairs(t, u, "hard")]
        if luzon.COMPLEMENT[t] != t:
            assert partners == [luzon.COMPLEMENT[t]]
    g = layout(["1-2", "3-6", "4-5"], "", "hard")
    e = raises(ValueError, g.play, M("1-2+3-6"))
    assert "LZ-H1" in str(e)
    g.play(M("1-2+4-5"))


def test_lzh2_self_complementary_tiles_pair_with_each_other():
    selfc = [T("0-6"), T("1-5"), T("2-4"), T("3-3")]
    for a in selfc:
        assert luzon.COMPLEMENT[a] == a and not luzon.pairs(a, a, "hard")
        assert [u for u in tiles.ALL if luzon.pairs(a, u, "hard")] == [u for u in selfc if u != a]


def test_lzh3_other_rules_unchanged_in_hard():
    g = layout(["3-3 0-6", "1-5"], "2-4", "hard")
    assert "LZ-7" in str(raises(ValueError, g.play, M("0-6+3-3")))
    g2 = layout(["1-1"], "0-6 1-5", "hard")
    assert "LZ-8" in str(raises(ValueError, g2.play, M("0-6+1-5")))
    g.play(M("1-5+0-6"))
    g.play(M("2-4+3-3"))
    assert g.is_won()


def test_legal_moves_are_removals_then_column_moves_in_stable_order():
    g = layout(["1-1 0-6", "6-6 1-5", "2-4"], "3-3")
    ms = g.legal_moves()
    assert [luzon.move_text(m) for m in ms] == [
        "0-6+1-5",
        "0-6+2-4",
        "0-6+3-3",
        "1-5+2-4",
        "1-5+3-3",
        "2-4+3-3",
        "0-6>3",
        "0-6>4",
        "1-5>3",
        "1-5>4",
    ]
    assert ms == g.copy().legal_moves()


def test_lz5_to_lz9_legal_moves_are_exactly_the_moves_the_rules_accept():
    # play and is_legal use legal_moves; why_illegal (luzon_rules) words refusals:
    # both must agree on every move number, along a game with column moves, both variants.
    for variant, deal in (("classic", 7), ("hard", 3)):
        g = luzon.Luzon(deal, variant)
        for _ in range(12):
            legal = g.legal_moves()
            for m in range(luzon.COLUMN_MOVE + tiles.COUNT * 8):
                assert (m in legal) == (g.why_illegal(m) is None), (variant, m)
            if not legal:
                break
            g.play(legal[-1])
