"""Saves survive power cuts, end to end with the real app (issue 4, "nothing lost").

A Luzon game is played by button presses through the shared runner on the
simulator's virtual hardware; every write to the store is recorded. The write of
the last move is then cut at every byte position (the store keeps the prefix
written so far, as flash does when power fails), the board is "switched on"
again, and CONTINUE must show the grid of the last complete move: the move
before when the write was cut, the last move when it was complete. A torn save
is reported on the grid and the console, never a crash.
"""

from host_sim.drive.luzon import Board, move_keys

from host_sim.front_headless import HeadlessDriver
from host_sim.hardware import ERASED, NVM_SIZE, SimBoard, SimClock
from pipgrid.games.luzon import game as luzon

MOVES = 4


class RecordingStore:
    """nvm-like bytearray that remembers every slice write with the bytes before it."""

    def __init__(self):
        self.data = bytearray([ERASED]) * NVM_SIZE
        self.writes = []

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.data[index]

    def __setitem__(self, index, value):
        self.writes.append((bytes(self.data), index.start, bytes(value)))
        self.data[index] = value


def play_luzon_moves():
    store = RecordingStore()
    board = SimBoard(store=store, clock=SimClock(), log=lambda line: None)
    driver = HeadlessDriver(board, gap_ms=60)
    driver.play([("key", "A")])  # LUZON: the first menu page on a new board
    assert board.app.screen_name == "luzon"
    game = luzon.Luzon(1)
    for _ in range(MOVES):
        move = game.legal_moves()[0]
        driver.play([("key", k) for k in move_keys(board.app.stack[-1], move)])
        game.play(move)
    return store


def switch_on(data):
    """A board started on these store bytes; returns (grid after CONTINUE, console lines)."""
    b = Board(bytearray(data))
    b.skip_intro()
    reported = b.app.screen_name == "message"
    if reported:
        b.press("A")  # the problem message, then the menu
    assert b.app.screen_name == "menu"
    b.press("A")  # CONTINUE is the first page when a game is saved
    assert b.app.screen_name == "luzon"
    return bytes(b.canvas.buf), b.lines, reported


def test_every_move_is_one_append_and_a_cut_loses_at_most_that_move():
    store = play_luzon_moves()
    assert len(store.writes) >= MOVES  # the deal, then one save after every move
    before, offset, record = store.writes[-1]
    assert before[offset : offset + len(record)] == b"\xff" * len(record)  # an append: no erase
    complete = bytearray(before)
    complete[offset : offset + len(record)] = record
    grid_before, _, _ = switch_on(before)
    grid_after, _, _ = switch_on(complete)
    assert grid_before != grid_after  # the last move is visible on the grid
    for cut in range(len(record) + 1):
        data = bytearray(before)
        data[offset : offset + cut] = record[:cut]
        grid, lines, reported = switch_on(data)
        whole = data[offset : offset + len(record)] == record
        assert grid == (grid_after if whole else grid_before), cut
        torn = not whole and data != before
        assert reported == torn, cut
        if torn:
            assert any("cut short" in line for line in lines), lines


def prefilled():
    """Store bytes whose second part is nearly full of settings records, so one of the
    first saves of a game compacts the first part (the store's one erase)."""
    from pipgrid.app import Settings
    from pipgrid.save import SETTINGS_ID, Saves

    data = bytearray([ERASED]) * NVM_SIZE
    saves = Saves(data)
    saves.load()
    a, b = Settings(), Settings()
    b.level = 3
    n = 0
    while saves.start == 0 or saves.end < NVM_SIZE - 120:
        saves.store(SETTINGS_ID, b"", (a if n % 2 else b).to_bytes())
        n += 1
    return data


def test_a_cut_during_the_compaction_never_crashes_or_resumes_wrong_bytes():
    """The compaction's erase is the one write that can lose more than the move: the
    sector is erased, then programmed from its start. At every 32nd byte of that
    programming the board starts, never crashes, and CONTINUE resumes a game state
    that was saved (the move before, or an older one) or offers no game."""
    store = RecordingStore()
    store.data[:] = prefilled()
    board = SimBoard(store=store, clock=SimClock(), log=lambda line: None)
    driver = HeadlessDriver(board, gap_ms=60)
    driver.play([("key", "A")])
    game = luzon.Luzon(1)
    grids = []
    for _ in range(MOVES):
        move = game.legal_moves()[0]
        driver.play([("key", k) for k in move_keys(board.app.stack[-1], move)])
        game.play(move)
    erases = [w for w in store.writes if bytes(w[0][w[1] : w[1] + len(w[2])]).strip(b"\xff")]
    assert len(erases) == 1  # the compaction, once
    before, offset, image = erases[0]
    for data in (bytearray(w[0]) for w in store.writes):  # every state the store went through
        grids.append(Board(data).app.saves.read(1))
    for cut in range(0, NVM_SIZE + 1, 32):
        full = bytearray(before)
        full[offset : offset + len(image)] = image
        data = full[:cut] + bytearray([ERASED]) * (NVM_SIZE - cut)  # erased, then programmed up to the cut
        b = Board(data)
        b.skip_intro()
        if b.app.screen_name == "message":
            b.press("A")
        assert b.app.screen_name == "menu"
        saved = b.app.saves.read(1)
        assert saved is None or saved in grids, cut
