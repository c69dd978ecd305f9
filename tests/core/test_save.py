"""The store (issues 4, 12, 17): an append-only record log in one flash sector that
erases only when full, one save per game, a settings copy in every record, messages
that say what was damaged, kept and reset, and format-1 stores converted.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from check import raises
from pipgrid import save, save_report
from pipgrid.save import HEADER, SETTINGS, Saves

SIDE = b"\x01\x00\x00\x00\x02\x00\x05"  # a settings copy (pipgrid.app.Settings.to_bytes)
OTHER = b"\x01\x01\x00\x01\x04\x00\x09"

# Stores written by today's main (format 1, the two-slot store) through the real app:
# (offset, bytes) of every run that is not erased. Luzon deal 1 after 5 moves with
# LIGHT one step up and COLOUR colour-blind; a traditional match just dealt.
V1_LUZON = (
    (0, "50470101050014003e8e395b4c5a010000000001000004007500b000f9001be5"),
    (2016, "5047010106001600c493546b4c5a010000000001000005007500b000f9001b00967c"),
    (4032, "50470110030007004b67b93a01000001030001"),
    (4064, "50470110020007001d88308c01000001030000"),
)
V1_TRAD = (
    (
        0,
        "5047010201004400cf7192c648530102020000e5037273504754010200010002000800640000022625317dc5000101000000"
        "0002090f181906080d150a1a1711051b0b12161404030e130001070c1000",
    ),
)


class PowerCut(Exception):
    pass


class Flash:
    """nvm as the RP2040's CircuitPython has it: a slice write whose target bytes are
    all 0xFF is programmed; any other erases the sector and rewrites it (``erases``
    counts them). ``cut``: the next write stops after that many bytes and raises
    PowerCut; a cut erase leaves the erased sector with that much of the new image
    programmed."""

    def __init__(self, data=None):
        self.data = bytearray(b"\xff") * 4096 if data is None else bytearray(data)
        self.erases = 0
        self.cut = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        start = index.start
        erase = self.data[start : start + len(value)] != bytearray(b"\xff") * len(value)
        image = bytearray(self.data)
        image[start : start + len(value)] = value
        if erase:
            self.erases += 1
        if self.cut is not None:
            keep = self.cut
            self.cut = None
            if erase:  # erased, then programmed from the start up to the cut
                self.data[:] = bytearray(b"\xff") * len(self.data)
                self.data[0 : start + keep] = image[0 : start + keep]
            else:
                self.data[start : start + keep] = value[:keep]
            raise PowerCut()
        self.data[:] = image


def cut_store(flash, cut, s, kind, data, side):
    """``s.store(kind, data, side)`` with a power cut after ``cut`` bytes of the next write."""
    flash.cut = cut
    try:
        s.store(kind, data, side)
    except PowerCut:
        pass
    flash.cut = None


def payload(n, salt):
    return bytes([(i * 7 + salt) & 0xFF for i in range(n)])


def loaded(flash):
    s = Saves(flash)
    s.load()
    return s


def unhex(text):
    return bytes([int(text[i : i + 2], 16) for i in range(0, len(text), 2)])


def store_bytes(runs):
    data = bytearray(b"\xff") * 4096
    for offset, text in runs:
        chunk = unhex(text)
        data[offset : offset + len(chunk)] = chunk
    return data


def test_crc32_matches_the_standard_check_value():
    # CRC-32/ISO-HDLC check value for "123456789".
    assert save.crc32_portable(b"123456789") == 0xCBF43926
    assert save.crc32(b"123456789") == 0xCBF43926
    assert save.crc32_portable(b"6789", save.crc32_portable(b"12345")) == 0xCBF43926
    data = payload(300, 5)
    assert save.crc32_portable(data) == save.crc32(data)


def test_erased_or_zeroed_store_holds_nothing_and_is_no_problem():
    for fill in (0xFF, 0x00):
        s = loaded(bytearray([fill]) * 4096)
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
    flash = Flash()
    s = loaded(flash)
    saves = 0
    while flash.erases == 0:
        s.store(1 + saves % 2, payload(60 + saves % 40, saves), SIDE)
        saves += 1
    # about 4 KB / 95 bytes per record between two erases
    assert 35 <= saves <= 50, saves
    for n in range(2000):
        s.store(1 + n % 2, payload(60 + n % 40, n), SIDE)
    assert 40 <= flash.erases <= 60, flash.erases
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
    s.store(SETTINGS, b"", OTHER)
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
    """The compaction's erase is the one moment a cut loses more than the move: the
    image is programmed from its start (settings, the game being saved, the others);
    whatever was programmed loads, nothing loads wrong, and once it is whole only the
    move being appended after it can be lost."""
    flash = Flash()
    s = loaded(flash)
    s.store(3, b"italian match", OTHER)
    n = 0
    while s.end + HEADER + 1 + len(SIDE) + 30 <= s.size:
        s.store(1, payload(30, n), SIDE)
        n += 1
    before = bytes(flash.data)
    previous = loaded(flash).read(1)
    image_len = None
    for cut in range(0, 200):
        flash.data[:] = before
        s = loaded(flash)
        erases = flash.erases
        cut_store(flash, cut, s, 1, payload(30, 999), SIDE)
        assert flash.erases == erases + 1  # the compaction's erase
        got = loaded(flash)
        luzon, ital = got.read(1), got.read(3)
        assert luzon in (None, previous), cut
        assert ital in (None, b"italian match"), cut
        assert got.settings() in (None, SIDE), cut
        if ital is not None and image_len is None:
            image_len = cut
    assert image_len is not None and image_len < 160  # the whole image is programmed within 160 bytes
    # a cut in the append after the compaction: the move before is kept
    flash.data[:] = before
    s = loaded(flash)
    s.compact(1, SIDE)
    cut_store(flash, 10, s, 1, payload(30, 999), SIDE)
    got = loaded(flash)
    assert got.read(1) == previous and got.read(3) == b"italian match" and got.settings() == SIDE


def test_flipped_bit_in_an_older_record_keeps_the_newest_whole():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"move 1", SIDE)
    s.store(1, b"move 2", SIDE)
    old = s.latest[0][2]  # the first Luzon record
    s.store(1, b"move 3", SIDE)
    flash.data[HEADER + 20 + HEADER + 3] ^= 0x10  # a bit in the payload of "move 1"
    got = loaded(flash)
    assert old == 0 or got.read(1) == b"move 3"
    assert got.read(1) == b"move 3"
    assert save_report.describe(got) == "an old LUZON save damaged, the newest LUZON save is whole"


def test_flipped_bit_in_the_settings_record_restores_them_from_the_game():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"move 1", OTHER)
    s.store(SETTINGS, b"", OTHER)
    s.store(1, b"move 2", OTHER)
    at = s.latest[1][2]
    assert s.latest[1][0] == SETTINGS
    flash.data[at + HEADER + 2] ^= 0x01
    got = loaded(flash)
    assert got.read(1) == b"move 2" and got.settings() == OTHER
    assert save_report.describe(got) == "settings record damaged, settings restored from the LUZON save"
    # the newest record is the damaged settings record: the copy before it
    flash2 = Flash()
    s = loaded(flash2)
    s.store(1, b"move 1", SIDE)
    s.store(SETTINGS, b"", OTHER)
    flash2.data[s.newest[2] + HEADER + 3] ^= 0x01
    got = loaded(flash2)
    assert got.read(1) == b"move 1" and got.settings() == SIDE
    assert save_report.describe(got) == "last settings change damaged, settings before it kept"


def test_damaged_first_byte_of_the_newest_record_is_named():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"move 1", SIDE)
    s.store(1, b"move 2", SIDE)
    flash.data[s.newest[2]] = 0x00
    got = loaded(flash)
    assert got.read(1) == b"move 1"
    assert save_report.describe(got) == "last LUZON save damaged, resumed the one before"
    # written fresh: the message shows once
    got.compact(0, SIDE)
    again = loaded(flash)
    assert again.read(1) == b"move 1" and save_report.describe(again) is None


def test_sequence_numbers_wrap_without_losing_the_order():
    flash = Flash()
    flash.data[0 : HEADER + 4] = save.record(1, 65534, b"", b"old")
    s = loaded(flash)
    assert s.read(1) == b"old"
    s.store(1, b"new", SIDE)
    s.store(1, b"newer", SIDE)
    got = loaded(flash)
    assert got.newest[1] == 0 and got.read(1) == b"newer"
    assert save.newer(0, 65535) and not save.newer(65535, 0)
    assert save.newer(5, 4) and not save.newer(4, 5) and not save.newer(4, 4)


def test_garbage_store_loads_nothing_says_why_and_is_written_fresh():
    from pipgrid.rng import Rng

    rng = Rng(2024)
    for trial in range(12):
        flash = Flash(bytes([rng.below(256) for _ in range(4096)]))
        if trial == 0:
            flash.data[0:2] = b"XY"
        if trial == 1:
            flash.data[100:102] = save.MAGIC  # our magic in the middle of junk
        s = loaded(flash)
        assert s.games() == []
        message = save_report.describe(s)
        assert message == "store held a foreign format, starting fresh" or "damaged" in message, message
        s.compact(0, SIDE)
        again = loaded(flash)
        assert save_report.describe(again) is None and again.settings() == SIDE
        again.store(1, b"fresh game", SIDE)
        assert loaded(flash).read(1) == b"fresh game"


def test_foreign_format_is_named():
    s = loaded(bytearray(b"CIRCUITPY settings v2" + b"\x00" * 4075))
    assert save_report.describe(s) == "store held a foreign format, starting fresh"


def test_save_of_another_format_version_is_refused_with_a_message():
    flash = Flash()
    rec = save.record(1, 1, SIDE, b"abc")
    rec[2] = 3
    save.stamp(rec)
    flash.data[0 : len(rec)] = rec
    s = loaded(flash)
    assert s.games() == [] and s.old == 3
    assert save_report.describe(s) == "save from firmware with store format 3 refused, starting fresh"


def test_format_1_store_written_by_the_previous_release_is_converted():
    flash = Flash(store_bytes(V1_LUZON))
    s = loaded(flash)
    assert s.note.startswith("converted the store of format 1")
    assert flash.erases == 1
    assert s.games() == [1]
    # the newest format-1 slots: the Luzon game after 5 moves, its settings
    assert s.read(1) == unhex("4c5a010000000001000005007500b000f9001b00967c")
    assert s.settings() == unhex("01000001030001")
    assert save_report.describe(s) is None
    assert loaded(flash).note is None  # converted once
    trad = loaded(Flash(store_bytes(V1_TRAD)))
    assert trad.games() == [2] and trad.read(2)[:3] == b"HS\x01" and trad.settings() == b""


def test_oversized_payload_bad_kind_and_tiny_store_are_refused():
    s = loaded(Flash())
    raises(ValueError, s.store, 1, bytes(3000), SIDE)
    raises(ValueError, s.store, 256, b"x")
    raises(ValueError, Saves, bytearray(20))
