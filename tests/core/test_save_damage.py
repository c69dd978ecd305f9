"""A damaged store says what happened (issue 17): which record was damaged, what was
kept, what was reset; stores of another format are converted (format 1, written by
the previous release) or refused with a message.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from flash_store import OTHER, SIDE, Flash, loaded, store_bytes, unhex
from pipgrid import save, save_report
from pipgrid.save import HEADER, SETTINGS_ID

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


def test_flipped_bit_in_an_older_record_keeps_the_newest_whole():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"move 1", SIDE)
    s.store(1, b"move 2", SIDE)
    old = s.entries[0][2]  # the first Luzon record
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
    s.store(SETTINGS_ID, b"", OTHER)
    s.store(1, b"move 2", OTHER)
    at = s.entries[1][2]
    assert s.entries[1][0] == SETTINGS_ID
    flash.data[at + HEADER + 2] ^= 0x01
    got = loaded(flash)
    assert got.read(1) == b"move 2" and got.settings() == OTHER
    assert save_report.describe(got) == "settings record damaged, settings restored from the LUZON save"
    # the newest record is the damaged settings record: the copy before it
    flash2 = Flash()
    s = loaded(flash2)
    s.store(1, b"move 1", SIDE)
    s.store(SETTINGS_ID, b"", OTHER)
    flash2.data[s.current[2] + HEADER + 3] ^= 0x01
    got = loaded(flash2)
    assert got.read(1) == b"move 1" and got.settings() == SIDE
    assert save_report.describe(got) == "last settings change damaged, settings before it kept"


def test_damaged_first_byte_of_the_newest_record_is_named():
    flash = Flash()
    s = loaded(flash)
    s.store(1, b"move 1", SIDE)
    s.store(1, b"move 2", SIDE)
    flash.data[s.current[2]] = 0x00
    got = loaded(flash)
    assert got.read(1) == b"move 1"
    assert save_report.describe(got) == "last LUZON save damaged, resumed the one before"
    # written fresh: the message shows once
    got.compact(SIDE)
    again = loaded(flash)
    assert again.read(1) == b"move 1" and save_report.describe(again) is None


def test_garbage_store_loads_nothing_says_why_and_is_written_fresh():
    from pipgrid.rng import Rng

    rng = Rng(2024)
    for trial in range(12):
        flash = Flash()
        for i in range(len(flash.data)):
            flash.data[i] = rng.below(256)
        if trial == 0:
            flash.data[0:2] = b"XY"
        if trial == 1:
            flash.data[100:102] = save.MAGIC  # our magic in the middle of junk
        s = loaded(flash)
        assert s.games() == []
        message = save_report.describe(s)
        assert message == "store held a foreign format, starting fresh" or "damaged" in message, message
        s.compact(SIDE)
        again = loaded(flash)
        assert save_report.describe(again) is None and again.settings() == SIDE
        again.store(1, b"fresh game", SIDE)
        assert loaded(flash).read(1) == b"fresh game"


def test_foreign_format_is_named():
    s = loaded(bytearray(b"CIRCUITPY settings v2" + b"\x00" * 1003))
    assert save_report.describe(s) == "store held a foreign format, starting fresh"


def test_save_of_another_format_version_is_refused_with_a_message():
    flash = Flash()
    rec = save.record(1, 1, SIDE, b"abc")
    rec[2] = 3
    rec[8:12] = save.crc32(rec[HEADER:], save.crc32(rec[0:8])).to_bytes(4, "little")
    flash.data[0 : len(rec)] = rec
    s = loaded(flash)
    assert s.games() == [] and s.version == 3
    assert save_report.describe(s) == "save from firmware with store format 3 refused, starting fresh"


def test_format_1_store_written_by_the_previous_release_is_converted():
    flash = Flash(store_bytes(V1_LUZON))
    s = loaded(flash)
    assert s.log.startswith("converted the store of format 1")
    assert flash.erases == 4  # each part written once
    assert s.games() == [1]
    # the newest format-1 slots: the Luzon game after 5 moves, its settings
    assert s.read(1) == unhex("4c5a010000000001000005007500b000f9001b00967c")
    assert s.settings() == unhex("01000001030001")
    assert save_report.describe(s) is None
    assert loaded(flash).log is None  # converted once


def test_format_1_store_with_a_match_is_converted():
    trad = loaded(Flash(store_bytes(V1_TRAD)))
    assert trad.games() == [2] and trad.read(2)[:3] == b"HS\x01" and trad.settings() == b""
