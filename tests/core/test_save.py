"""Saves survive power cuts (issue 4, "nothing lost"): two slots, sequence, CRC32.

Portable: runs under pytest and under MicroPython with a 64 KB heap.
"""

from check import raises
from pipgrid import save
from pipgrid.rng import Rng
from pipgrid.save import Saves


class CutStore:
    """An nvm-like store whose next slice write stops after ``cut`` bytes (a power cut)."""

    def __init__(self, data):
        self.data = bytearray(data)
        self.cut = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        if self.cut is not None:
            value = value[: self.cut]
            self.cut = None
            self.data[index.start : index.start + len(value)] = value
        else:
            self.data[index] = value


def payload(n, salt):
    return bytes([(i * 7 + salt) & 0xFF for i in range(n)])


def test_crc32_matches_the_standard_check_value():
    # CRC-32/ISO-HDLC check value for "123456789".
    assert save.crc32_portable(b"123456789") == 0xCBF43926
    assert save.crc32(b"123456789") == 0xCBF43926
    assert save.crc32_portable(b"6789", save.crc32_portable(b"12345")) == 0xCBF43926
    data = payload(300, 5)
    assert save.crc32_portable(data) == save.crc32(data)


def test_fresh_erased_store_loads_nothing_and_is_not_a_problem():
    for fill in (0xFF, 0x00):
        saves = Saves(bytearray(bytes([fill]) * 4096))
        assert saves.load() is None
        assert saves.problem is None


def test_store_then_load_returns_the_newest_save():
    store = bytearray(b"\xff" * 4096)
    saves = Saves(store)
    saves.store(1, b"first")
    assert saves.load() == (1, b"first")
    saves.store(1, b"second move")
    assert saves.load() == (1, b"second move")
    saves.store(3, b"")
    assert saves.load() == (3, b"")
    assert saves.problem is None
    # A new Saves object on the same bytes (a reboot) finds the same save.
    assert Saves(store).load() == (3, b"")


def test_writes_alternate_between_the_two_slots():
    saves = Saves(bytearray(512))
    seen = []
    for i in range(4):
        slot, seq = saves.target()
        seen.append((slot, seq))
        saves.store(2, payload(10, i))
    assert seen == [(0, 1), (1, 2), (0, 3), (1, 4)]


def test_sequence_number_wraps_without_losing_the_order():
    store = bytearray(512)
    saves = Saves(store)
    store[0 : save.HEADER + 3] = saves.record(1, b"old", 65535)
    assert saves.target() == (1, 0)
    saves.store(1, b"new")
    assert saves.load() == (1, b"new")
    saves.store(1, b"newer")
    assert saves.target() == (1, 2)
    assert saves.load() == (1, b"newer")
    assert save.newer(0, 65535) and not save.newer(65535, 0)
    assert save.newer(5, 4) and not save.newer(4, 5) and not save.newer(4, 4)


def test_cut_write_at_every_byte_keeps_the_last_complete_save():
    """Power cut in every save at every byte: load gives the new save only when complete."""
    store = CutStore(b"\xff" * 512)
    saves = Saves(store)
    previous = None
    for n, size in enumerate((0, 3, 40, 41, 17, 100)):
        new = (1 + n % 2, payload(size, n))
        slot, seq = saves.target()
        record = saves.record(new[0], new[1], seq)
        before = bytes(store.data)
        base = saves.offsets[slot]
        for cut in range(len(record) + 1):
            store.data[:] = before
            store.cut = cut
            saves.store(new[0], new[1])
            got = saves.load()
            complete = store.data[base : base + len(record)] == record
            assert got == (new if complete else previous), (n, cut, got)
            # A torn slot (changed, not complete) is reported; an untouched one is not.
            torn = not complete and store.data[base : base + len(record)] != before[base : base + len(record)]
            assert (saves.problem is not None) == torn, (n, cut, saves.problem)
        assert cut == len(record) and saves.problem is None
        previous = new


def test_garbage_store_loads_nothing_and_says_why():
    rng = Rng(2024)
    for trial in range(20):
        store = bytearray([rng.below(256) for _ in range(1024)])
        if trial == 0:
            store[0:2] = b"XY"  # not ours
        saves = Saves(store)
        assert saves.load() is None
        assert saves.problem in (
            "store holds a foreign format, starting fresh",
            "save slot corrupt, starting fresh",
        )
        # The app saves over the garbage: the next start finds that save, no problem.
        saves.store(1, b"fresh game")
        assert Saves(store).load() == (1, b"fresh game")
        again = Saves(store)
        again.load()
        assert again.problem is None


def test_foreign_format_is_named():
    store = bytearray(b"CIRCUITPY settings v2" + b"\x00" * 1000)
    saves = Saves(store)
    assert saves.load() is None
    assert saves.problem == "store holds a foreign format, starting fresh"


def test_corrupt_slot_is_named_and_never_raises():
    store = bytearray(1024)
    saves = Saves(store)
    saves.store(1, b"game state")
    store[save.HEADER + 2] ^= 0x40  # one flipped bit in the payload
    assert saves.load() is None
    assert saves.problem == "save slot corrupt, starting fresh"
    # An absurd length field is corruption too, not an IndexError.
    store[6] = 0xFF
    store[7] = 0xFF
    assert saves.load() is None
    assert saves.problem == "save slot corrupt, starting fresh"


def test_save_from_other_format_version_is_refused():
    store = bytearray(1024)
    saves = Saves(store)
    record = saves.record(1, b"abc", 1)
    record[2] = save.VERSION + 1
    crc = save.crc32(record[save.HEADER :], save.crc32(record[0:8]))
    for i in range(4):
        record[8 + i] = (crc >> (8 * i)) & 0xFF
    store[0 : len(record)] = record
    assert saves.load() is None
    assert saves.problem == "save from other firmware version, starting fresh"


def test_clear_forgets_the_game():
    store = bytearray(b"\xff" * 1024)
    saves = Saves(store)
    saves.store(1, b"one")
    saves.store(1, b"two")
    saves.clear()
    assert saves.load() is None
    assert saves.problem is None


def test_areas_of_one_store_are_independent():
    store = bytearray(b"\xff" * 4096)
    game = Saves(store, 0, 3072)
    settings = Saves(store, 3072, 1024)
    game.store(1, b"luzon deal 7")
    settings.store(0x10, b"\x05")
    assert game.load() == (1, b"luzon deal 7")
    assert settings.load() == (0x10, b"\x05")


def test_oversized_payload_and_bad_game_id_are_refused():
    saves = Saves(bytearray(128))
    assert saves.max_payload == 64 - save.HEADER
    raises(ValueError, saves.store, 1, bytes(saves.max_payload + 1))
    raises(ValueError, saves.store, 256, b"")
    raises(ValueError, Saves, bytearray(20))
