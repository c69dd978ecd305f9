"""The board in a web page (issue 16), in a real browser: headless Chromium (the Debian
package) driven by Playwright for Python. The page runs firmware/lib/pipgrid under
MicroPython's WebAssembly port; every test compares the frames the page shows with the
CPython simulator's frames for the same keys (host_sim/drive/web_page.py).

Skipped, with the reason, where Chromium, Playwright or the npm MicroPython is missing
(``make test`` tries to install them). ``PIPGRID_SCREENSHOTS=DIR`` also saves pictures
of the page (``make web-shots`` writes the README's into docs/images/).
"""

import os
import re

from host_sim.drive import luzon as luzon_drive
import pytest
from host_sim.drive.hotseat import goto, start
from hotseat_privacy import Watch
from host_sim import ROOT
from host_sim.drive.web_page import Page, Reference, Server, launch, unavailable

from pipgrid.games.luzon import game as luzon
from pipgrid.runner import _NOTES
from pipgrid.ui.domino import hooks as hotseat

REASON = unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))
P, G = hotseat.PERSON, hotseat.GREEDY
# deal 1's winning line (python -m host_sim luzon --deal 1 --json): its first removals
LUZON_LINE = ("0-3+3-6", "0-5+2-5", "1-1+5-5", "0-0+6-6")


def luzon_keys():
    """Keys of a Luzon game on the CPython board: LUZON in the menu (deal 1), a refused
    pair, four removals of the winning line, then B and UNDO (the actions page)."""
    ref = Reference()
    ref.press("A")
    for key in ("A", "RIGHT", "A"):  # 2-5 and 0-0 do not pair: both flash red
        ref.press(key)
    for text in LUZON_LINE:
        for key in luzon_drive.move_keys(ref.app.stack[-1], luzon.parse_move(text)):
            ref.press(key)
    ref.press("B")
    ref.press("A")  # UNDO, the first action
    return ref


@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(chromium, tmp_path_factory):
    server = Server()
    context = launch(
        chromium, tmp_path_factory.mktemp("chromium-profile"), viewport={"width": 1100, "height": 720}
    )
    try:
        yield context, server.url
    finally:
        context.close()
        server.close()


def same_frames(page, ref):
    frames = page.state("frames")
    assert len(frames) == len(ref.frames)
    for i, (a, b) in enumerate(zip(frames, ref.frames)):
        assert a == b, "frame %d differs (%s)" % (i, ref.screens[i])
    assert page.state("screens") == ref.screens


def test_page_loads_and_shows_the_menu(browser):
    context, url = browser
    page = Page(context, url)
    ref = Reference()
    assert page.state("screen") == "menu" == ref.app.screen_name
    same_frames(page, ref)  # the start-up animation and the menu, frame for frame
    lit = bytes.fromhex(page.state("frame"))
    assert sum(1 for i in range(0, len(lit), 3) if any(lit[i : i + 3])) > 20  # the LUZON page is lit
    # the canvas shows it: the panel's pixels are not all dark
    dark = page.page.evaluate(
        "(() => { const c = document.getElementById('panel'); const d = c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data; let n = 0;"
        " for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] > 240) n++; return n; })()"
    )
    assert dark > 100
    assert page.errors == []
    page.screenshot("web-menu.png")
    page.page.close()


def test_luzon_by_keys_gives_the_simulators_frames_and_a_reload_resumes(browser):
    context, url = browser
    page = Page(context, url)
    ref = luzon_keys()
    for key in ref.keys:
        page.press(key)
    assert ref.app.screen_name == "luzon" and len(ref.app.game.history) == len(LUZON_LINE) - 1
    same_frames(page, ref)
    page.screenshot("web-luzon.png")
    last = page.state("frame")
    # reload: the saved game comes back from localStorage (CONTINUE, then A)
    page.open(url, fresh=False)
    again = Reference(store=bytearray(ref.board.store))
    assert page.state("screen") == "menu"
    page.press("A")
    again.press("A")
    assert again.app.screen_name == "luzon"
    same_frames(page, again)
    assert page.state("frame") == again.frames[-1]
    assert again.app.game.history == ref.app.game.history
    assert last == ref.frames[-1]
    page.page.close()


def hotseat_keys(word, players, kinds, moves):
    """Keys of a hot-seat game on the CPython board: set-up, then A at every phase
    (the cursor starts on a legal tile) for ``moves`` presses; every frame checked by
    the privacy watch (HS-1)."""
    ref = Reference()
    watch = Watch(ref.board)
    start(ref, word, players, kinds)
    for _ in range(moves):
        ref.press("A")
    assert watch.frames > 0
    return ref


def test_hotseat_handover_shows_no_hand_and_matches_the_simulator(browser):
    context, url = browser
    ref = hotseat_keys("TRAD", 2, (P, P), 6)
    assert "handover" in ref.screens and "turn" in ref.screens
    page = Page(context, url)
    for key in ref.keys:
        page.press(key)
        if page.state("screen") == "handover":
            page.screenshot("web-handover.png")
    same_frames(page, ref)  # every frame the page showed passed the privacy watch in CPython
    page.page.close()


def test_italian_can_be_played_with_the_on_screen_buttons(browser):
    context, url = browser
    ref = hotseat_keys("ITAL", 3, (P, G, G), 5)
    assert "turn" in ref.screens and "show" in ref.screens
    page = Page(context, url)
    for key in ref.keys:
        page.click(key)
    same_frames(page, ref)
    page.screenshot("web-italian.png")
    page.page.close()


def test_bad_store_in_localstorage_starts_fresh(browser):
    context, url = browser
    page = Page(context, url)
    page.page.evaluate("localStorage.setItem('pipgrid-store', 'zz' + '00'.repeat(4095))")
    page.open(url, fresh=False)
    assert page.state("screen") == "menu"
    assert page.errors == []
    page.page.close()


def test_real_time_board_takes_keys_and_clicks(browser):
    """Without the test mode: the real clock, a key (its click played through Web Audio),
    and a click on the screen's A button."""
    context, url = browser
    page = context.new_page()
    page.goto(url + "?fresh")
    page.wait_for_function("window.pipgrid && window.pipgrid.screen == 'menu'", timeout=20000)
    page.keyboard.press("ArrowDown")  # the TRAD page
    page.wait_for_function("window.pipgrid.shown > 0")
    page.wait_for_function("window.pipgrid.tones.length >= 2")  # the press's click, started and ended
    ms, hz, played = page.evaluate("window.pipgrid.tones[0]")
    assert hz == _NOTES[_NOTES[1]] * 10 and played  # heard: the key press started the sound
    assert page.evaluate("window.pipgrid.tones[1][1]") == 0
    page.click(".key[data-key=A]")
    page.wait_for_function("window.pipgrid.screen == 'setup'", timeout=10000)
    page.close()


def test_triominoes_can_be_set_up_and_played_in_the_page(browser):
    """TRI in the page's menu (issue 14's row, no change to the page): two people set up,
    take the board, choose a tile and place it: the same frames as the simulator."""
    from host_sim.drive.triominoes import start as tri_start

    context, url = browser
    ref = Reference()
    tri_start(ref, 2, (P, P))
    for _ in range(6):
        ref.press("A")
    assert "turn" in ref.screens and ref.app.game.game.board.order  # a hand shown, a tile placed
    page = Page(context, url)
    for key in ref.keys:
        page.press(key)
    same_frames(page, ref)
    page.page.close()


def first_note(kind):
    """The Hz of the first note of sound ``kind`` (runner._NOTES; App.sound's kinds)."""
    return _NOTES[_NOTES[kind]] * 10


def heard(tones):
    return [hz for _ms, hz in tones if hz]


def test_luzon_moves_sound_in_the_page_as_on_the_board(browser):
    """The board's sound cues (issue 13) in the page: every tone the runner starts or ends,
    at the board's time, equals the CPython simulator's for the same keys (a refusal's low
    tone, a removal's, the presses' clicks), and each is played through Web Audio: the
    first key press (a user gesture) started the page's sound."""
    context, url = browser
    page = Page(context, url)
    assert page.state("audio") == "none" and page.state("tones") == []  # no sound before a gesture
    ref = luzon_keys()
    for key in ref.keys:
        page.press(key)
    tones = page.state("tones")
    assert [(ms, hz) for ms, hz, _played in tones] == ref.board.tones
    assert first_note(2) in heard(ref.board.tones)  # 2-5 and 0-0 refused: the low tone
    assert first_note(3) in heard(ref.board.tones)  # a pair removed
    assert first_note(1) in heard(ref.board.tones)  # a press's click
    assert page.state("audio") == "running"
    assert all(played for _ms, _hz, played in tones)
    assert page.errors == []
    page.page.close()


def test_sound_off_on_the_board_gives_no_tone_in_the_page(browser):
    """SOUND off (the board's menu page): Luzon moves, a refusal and a removal, and no
    tone at all, in the page as in the simulator; the option is saved, so a reload keeps
    the page silent."""
    context, url = browser
    ref = Reference()
    goto(ref, "SOUND")
    ref.press("RIGHT")
    assert ref.app.settings.sound == 0
    quiet_from = len(ref.board.tones)
    goto(ref, "LUZON")
    for key in ("A", "A", "RIGHT", "A"):  # the first deal, then a refused pair
        ref.press(key)
    for key in luzon_drive.move_keys(ref.app.stack[-1], luzon.parse_move(LUZON_LINE[0])):
        ref.press(key)
    assert len(ref.app.game.history) == 1
    assert len(ref.board.tones) == quiet_from  # not one tone once SOUND is off
    page = Page(context, url)
    for key in ref.keys:
        page.press(key)
    same_frames(page, ref)
    tones = page.state("tones")
    assert [(ms, hz) for ms, hz, _played in tones] == ref.board.tones
    page.open(url, fresh=False)  # the saved game and options: still silent
    page.press("A")
    assert page.state("screen") == "luzon" and page.state("tones") == []
    page.page.close()


def test_every_games_rules_are_on_the_page_and_f_goes_full_screen(browser):
    """Each game of the menu has its rules in words on the page (web/build.py, from the
    docs' "How to play" sections), in pupils' words: no rule ids, and the Luzon
    selection called what the board draws (bars, ui/luzon/screen.py); F (a projector) puts the board alone on the screen,
    larger, and F again leaves full screen; the board plays on meanwhile."""
    context, url = browser
    page = Page(context, url)
    p = page.page
    titles = p.eval_on_selector_all("#about h2", "els => els.map((e) => e.textContent)")
    assert titles == ["Luzon", "Traditional and Italian domino", "Tri-Ominos"]
    rules = p.inner_text("#about")
    assert (
        "add up to 12" in rules and "other half" in rules and "exactly the goal" in rules
    )  # LZ-6, TR-6, IT-5
    assert "three numbers added up" in rules  # TO-7
    assert not re.search(r"\b(LZ|TR|IT|TO|HS)-[A-Z]?\d", rules)
    assert "green bars" in rules and "box" not in rules.split("Traditional and Italian domino")[0]
    side = p.evaluate("document.getElementById('panel').getBoundingClientRect().width")
    p.keyboard.press("f")
    p.wait_for_function("document.fullscreenElement !== null")
    p.wait_for_function("document.getElementById('panel').getBoundingClientRect().width > %f" % side)
    assert not p.is_visible("#about") and not p.is_visible("#legend")
    before = page.state("frame")
    page.press("DOWN")  # the board still takes keys: the TRAD page
    assert page.state("screen") == "menu" and page.state("frame") != before
    p.keyboard.press("f")
    p.wait_for_function("document.fullscreenElement === null")
    assert p.is_visible("#about")
    assert page.errors == []
    p.close()


# Issue 26: two tabs of the page on one browser's store lost a saved match (tab A's move
# erased tab B's). One tab holds the board (Web Locks on this secure localhost page); a
# second tab says so, runs nothing and writes nothing, and offers to take over; taken
# over, the first tab stops and says so, and the board goes on in the second from the
# saves the first one made.


def busy(page):
    return page.is_visible("#tab-busy")


def test_a_second_tab_never_writes_over_the_first_and_can_take_over(browser):
    context, url = browser
    second_tab_waits_and_takes_over(context, url, secure=True)


def test_two_tabs_over_plain_http_on_a_network_hold_the_board_one_at_a_time(chromium, browser, tmp_path):
    """The same where the page is not a secure context (a classroom's http server on its
    network: no Web Locks there): a BroadcastChannel and the owner stamp the holding tab
    renews. This browser resolves a network name to this machine's page, so the page's
    address is not localhost, as on a classroom network."""
    name = "pipgrid-classroom.test"
    context = launch(chromium, tmp_path / "profile", ["--host-resolver-rules=MAP %s 127.0.0.1" % name])
    try:
        second_tab_waits_and_takes_over(context, browser[1].replace("127.0.0.1", name), secure=False)
    finally:
        context.close()


def second_tab_waits_and_takes_over(context, url, secure):
    """``secure``: the page is a secure context, where Web Locks hold the board."""
    first = Page(context, url, fresh=True)
    assert first.page.evaluate("[window.isSecureContext, 'locks' in navigator]") == [secure, secure]
    first.press("B")  # past the start-up animation
    first.press("A")  # a Luzon deal: saved by the first tab
    first.press("RIGHT")
    saved = first.page.evaluate("localStorage.getItem('pipgrid-store')")
    assert saved
    second = context.new_page()
    second.goto(url + "?sim")
    second.wait_for_selector("#tab-busy", state="visible")
    assert "open in another tab" in second.inner_text("#tab-busy")
    assert second.evaluate("window.pipgrid.ready") is not True  # its board never started
    assert second.evaluate("localStorage.getItem('pipgrid-store')") == saved
    second.click("#take-over")
    second.wait_for_function("window.pipgrid.ready === true")
    assert not busy(second)
    first.page.wait_for_selector("#tab-busy", state="visible")
    assert "took the board over" in first.page.inner_text("#tab-busy")
    first.page.close()
    second.close()


def how_screens(game):
    """How many screens a game's HOW file holds (its first line's first word)."""
    with open(os.path.join(ROOT, "firmware", "lib", "pipgrid", "ui", game, "how.txt"), "rb") as f:
        return int(f.readline().split()[0])


def test_how_pages_run_in_the_page(browser):
    """Each game's HOW pages (issue 24) from its menu page in the page: the same
    moving frames as the simulator, screen by screen, and back to the menu."""
    context, url = browser
    ref = Reference()
    for word in ("TRI", "LUZON"):
        goto(ref, word)
        ref.press("RIGHT")
        ref.press("A")
        assert ref.app.screen_name == "how"
        while ref.app.screen_name == "how":
            ref.press("A")
        assert ref.app.screen_name == "menu"
    # every screen of both games drawn once; how each screen moves is test_how_pages's:
    # the page's test schedule settles within 300 ms of a press, before a HOW frame's turn ends
    assert ref.screens.count("how") == how_screens("triominoes") + how_screens("luzon")
    page = Page(context, url)
    for key in ref.keys:
        page.press(key)
    same_frames(page, ref)
    assert page.errors == []
    page.page.close()
