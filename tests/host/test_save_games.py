"""The store through the real app (issue 17): one save per game with a CONTINUE page
for each, a header whose game id does not match its payload refused with a message,
a damaged store reported once, and a store written by the previous release (format 1)
resumed."""

from host_sim.drive.hotseat import Board, start
from test_save_damage import V1_LUZON

from flash_store import store_bytes
from pipgrid import save
from pipgrid.save import Saves


def menu_words(b):
    return [e.word for e in b.app.menu.entries]


def test_starting_another_game_keeps_the_saved_match_and_both_continue():
    b = Board(bytearray(b"\xff" * 4096))
    start(b, "TRAD", 2, [0, 0])
    b.press("A")  # the first seat takes the board
    match = b.app.saves.read(2)
    b2 = Board(bytearray(b.store))  # switched off and on
    b2.skip_intro()
    b2.menu_to("LUZON")
    b2.press("A")  # a Luzon deal: no NEW? question, the match is another game
    assert b2.app.screen_name == "luzon"
    b2.press("RIGHT", "A")
    b3 = Board(bytearray(b2.store))
    b3.skip_intro()
    assert menu_words(b3)[:2] == ["CONTINUE", "CONTINUE"]
    assert b3.app.saves.read(2) == match and [s[0] for s in b3.app.saved] == [1, 2]
    b3.press("DOWN", "A")  # the second CONTINUE: the match
    b3.wait(200)
    assert b3.app.game.game_id == 2


def test_header_of_another_game_than_its_payload_is_refused():
    b = Board(bytearray(b"\xff" * 4096))
    start(b, "TRAD", 2, [0, 0])
    payload = b.app.saves.read(2)
    store = bytearray(b"\xff" * 4096)
    s = Saves(store)
    s.load()
    s.store(3, payload, b"\x01\x00\x00\x00\x02\x00\x00")  # an Italian header on a traditional match
    b2 = Board(store)
    assert b2.lines == ["save: ITAL save refused (it holds a TRAD match), dropped"], b2.lines
    assert b2.app.saved == []
    assert Board(bytearray(store)).lines == []  # written fresh: the message shows once


def test_damaged_newest_record_is_named_on_the_console_once():
    b = Board(bytearray(b"\xff" * 4096))
    b.skip_intro()
    b.press("A")  # a Luzon deal, then one move
    b.play_move(b.screen().game.legal_moves()[0])
    store = bytearray(b.store)
    s = Saves(store)
    s.load()
    store[s.current[2]] ^= 0x01  # the first byte of the newest record
    b2 = Board(store)
    assert b2.lines == ["save: last LUZON save damaged, resumed the one before"], b2.lines
    assert Board(bytearray(store)).lines == []


def test_store_written_by_the_previous_release_resumes_its_game_and_settings():
    store = store_bytes(V1_LUZON)
    b = Board(store)
    assert b.lines == ["save: converted the store of format 1 to format 2 (game kept)"]
    assert b.app.settings.level == 3 and b.app.settings.palette == 1
    b.skip_intro()
    assert menu_words(b)[0] == "CONTINUE"
    b.press("A")
    assert b.app.screen_name == "luzon" and b.app.game.history == [117, 176, 249, 27, 150]
    assert save.VERSION == 2 and Board(bytearray(store)).lines == []
