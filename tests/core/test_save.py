"""The store (issues 4, 12, 17): an append-only record log in one flash sector that
erases only when full, one save per game, a settings copy in every record, power cuts
at every byte of an append and of a compaction.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from check import raises
from flash_store import OTHER, SIDE, Flash, cut_store, loaded, payload
from pipgrid import save, save_report
from pipgrid.crc32 import crc32 as portable
from pipgrid.save import HEADER, SETTINGS_ID, Saves


def test_crc32_matches_the_standard_check_value():
    # CRC-32/ISO-HDLC check value for "123456789".
    assert portable(b"123456789") == 0xCBF43926
    assert save.crc32(b"123456789") == 0xCBF43926
    assert portable(b"6789", portable(b"12345")) == 0xCBF43926
    data = payload(300, 5)
    assert portable(data) == save.crc32(data)


def test_erased_or_zeroed_store_holds_nothing_and_is_no_problem():
    for fill in (0xFF, 0x00):
        s = loaded(bytearray(bytes([fill]) * 1024))
        assert s.games() == [] and s.settings() is None and s.read(1) is None
        assert save_report.describe(s) is None


def test_each_game_keeps_its_own_newest_save():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"luzon one", SIDE)
    s.store(2, b"trad one", SIDE)
    s.store(1, b"luzon two", SIDE)
    s.store(3, b"ital", OTHER)
    again = loaded(flash)  # a reboot
    assert again.games() == [1, 2, 3]
    assert again.read(1) == b"luzon two" and again.read(2) == b"trad one" and again.read(3) == b"ital"
    assert again.settings() == OTHER  # the copy in the newest record
    again.clear(1, OTHER)  # a won Luzon game: forgotten, the others stay
    assert loaded(flash).games() == [2, 3] and loaded(flash).read(1) is None
    assert flash.erases == 0  # every write went into erased bytes


def test_saves_append_and_erase_only_when_the_sector_is_full():
    """A 2 KB store (two parts of 1 KB), so this fits a 64 KB heap on the 64-bit port
    (bench/bench_store.py counts the board's 4 KB store in real play)."""
    flash = Flash(size=2048)
    s = loaded(flash)
    saves = 0
    while flash.erases == 0:
        s.store(1 + saves % 2, payload(60 + saves % 40, saves), SIDE)
        saves += 1
    # the first erase comes once both parts are full: about 2 KB / 100 bytes a record
    assert 16 <= saves <= 24, saves
    for n in range(2000):
        s.store(1 + n % 2, payload(60 + n % 40, n), SIDE)
    # each erase frees a part (1 KB) less the newest saves it held: about 10 saves
    assert 160 <= flash.erases <= 260, flash.erases
    last = loaded(flash)
    assert last.read(1) == payload(60 + 1998 % 40, 1998) and last.read(2) == payload(60 + 1999 % 40, 1999)
    assert save_report.describe(last) is None


def test_the_same_save_twice_writes_nothing():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"state", SIDE)
    end = s.end
    s.store(1, b"state", SIDE)
    assert s.end == end
    s.store(SETTINGS_ID, b"", OTHER)
    s.store(1, b"state", OTHER)  # same game, other settings: a new record
    assert loaded(flash).settings() == OTHER


def test_cut_append_at_every_byte_keeps_every_older_record():
    """Power cut in a save at every byte: the new save loads only when complete, every
    older record stays, and a torn record is reported as cut short."""
    flash = Flash()
    s = loaded(flash)
    s.store(2, b"a match", SIDE)
    s.store(1, b"move 1", SIDE)
    before = bytes(flash.data)
    rec = save.record(1, 3, OTHER, b"move 2, longer")
    for cut in range(len(rec) + 1):
        flash.data[:] = before
        s = loaded(flash)
        cut_store(flash, cut, s, 1, b"move 2, longer", OTHER)
        got = loaded(flash)
        whole = cut == len(rec)
        assert got.read(1) == (b"move 2, longer" if whole else b"move 1"), cut
        assert got.read(2) == b"a match" and got.settings() == (OTHER if whole else SIDE), cut
        message = save_report.describe(got)
        if whole or cut == 0:
            assert message is None, (cut, message)
        else:
            assert "cut short" in message, (cut, message)
            if cut >= 4:
                assert message == "last LUZON save cut short, resumed the one before", message
        # the next save after a cut goes into erased bytes, after the torn one
        erases = flash.erases
        got.store(1, b"move 2 again", SIDE)
        assert flash.erases == erases and loaded(flash).read(1) == b"move 2 again"
        assert loaded(flash).read(2) == b"a match"


def test_cut_during_compaction():
    """The compaction's erase is the one moment a cut can lose more than the move
    (the whole sector is erased and programmed again from its first byte): at every
    cut, what loads is a save that was made, perhaps an older one, or nothing (never
    wrong bytes); once programmed, everything is kept, and a cut in the append after
    it loses only that move."""
    flash = Flash()
    s = loaded(flash)
    s.store(3, b"italian match", OTHER)
    n = 0
    while True:
        before = bytes(flash.data)
        s.store(1, payload(30, n), SIDE)
        if flash.erases:
            break
        n += 1
    flash.data[:] = before
    previous = payload(30, n - 1)
    made = [payload(30, k) for k in range(n)]
    assert loaded(flash).read(1) == previous
    for cut in range(0, len(before) + 1, 8):
        flash.data[:] = before
        s = loaded(flash)
        cut_store(flash, cut, s, 1, payload(30, 999), SIDE)
        got = loaded(flash)
        assert got.read(1) is None or got.read(1) in made, cut
        assert got.read(3) in (None, b"italian match"), cut
        assert got.settings() in (None, SIDE, OTHER), cut
        if cut == len(before):
            assert got.read(1) == previous and got.read(3) == b"italian match" and got.settings() == SIDE
    # compacted, then a cut in the append: the move before is kept
    flash.data[:] = before
    s = loaded(flash)
    part = s.size // 4
    nxt = (s.start + part) % s.size
    s.compact(SIDE, nxt, nxt + part)
    cut_store(flash, 10, s, 1, payload(30, 999), SIDE)
    got = loaded(flash)
    assert got.read(1) == previous and got.read(3) == b"italian match" and got.settings() == SIDE


def test_sequence_numbers_wrap_without_losing_the_order():
    flash = Flash()
    flash.data[0 : HEADER + 4] = save.record(1, 65534, b"", b"old")
    s = loaded(flash)
    assert s.read(1) == b"old"
    s.store(1, b"new", SIDE)
    s.store(1, b"newer", SIDE)
    got = loaded(flash)
    assert got.current[1] == 0 and got.read(1) == b"newer"
    assert save.newer(0, 65535) and not save.newer(65535, 0)
    assert save.newer(5, 4) and not save.newer(4, 5) and not save.newer(4, 4)


def test_oversized_payload_bad_kind_and_tiny_store_are_refused():
    s = loaded(Flash())
    raises(ValueError, s.store, 1, bytes(300), SIDE)  # more than a quarter of 1 KB
    raises(ValueError, s.store, 256, b"x")
    raises(ValueError, Saves, bytearray(20))


def test_a_store_written_fresh_keeps_every_game_and_no_record_crosses_a_part():
    flash = Flash()  # 1 KB: two parts of 512 bytes
    s = loaded(flash)
    for game_id in (1, 2, 3):
        s.store(game_id, payload(150, game_id), SIDE)
    s.compact(OTHER)
    got = loaded(flash)
    assert [got.read(g) for g in (1, 2, 3)] == [payload(150, g) for g in (1, 2, 3)]
    assert got.settings() == OTHER and got.damaged == []
