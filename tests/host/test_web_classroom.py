"""The web page as a teacher runs it (issue 27), in headless Chromium through Playwright
(host_sim/drive/web_page.py): a fast first load over a slow network and offline after,
links to a game, presenter mode and its pause, the teacher's panel (public facts only,
on every frame of a hot-seat match), the page's words and touch sizes.

Load times here are what a player notices (the first lit LED frame), measured by the
page itself (window.pipgrid.firstFrame: ms from navigation), with every request delayed
100 ms by Playwright's routing: the issue's limits, with the machine's load as margin.
"""

import json
import os
import re
import sys
import time

import pytest
from hotseat_privacy import Watch
from host_sim.drive.web_page import START_MS, Reference, Server, launch, screenshot, unavailable

from pipgrid import tiles
from pipgrid.games.luzon import game as luzon
from pipgrid.games.triominoes import tiles as tri_tiles
from pipgrid.solver import verdict
from pipgrid.ui.domino import hooks

REASON = unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))
sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "web")
)
import teacher  # noqa: E402 - web/teacher.py, the page's Python (also plain CPython)

P, G = hooks.PERSON, hooks.GREEDY
QUIET = "window.pipgrid && (window.pipgrid.quiet > %d || window.pipgrid.error)"


@pytest.fixture(scope="module")
def served():
    server = Server()
    yield server
    server.close()


@pytest.fixture(scope="module")
def browser(served, tmp_path_factory):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = launch(
            p, tmp_path_factory.mktemp("chromium-profile"), viewport={"width": 1280, "height": 760}
        )
        try:
            yield p, context, served.url
        finally:
            context.close()


def state(page, name):
    return page.evaluate("window.pipgrid.%s" % name)


def open_sim(context, url, query, quiet=0):
    """A page in test mode (``?sim``) once the board has settled ``quiet`` + 1 times."""
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url + "?sim&" + query)
    page.wait_for_function(QUIET % quiet)
    assert state(page, "error") is None, state(page, "error")
    page.errors = errors
    return page


def lit(frame_hex):
    b = bytes.fromhex(frame_hex)
    return sum(1 for i in range(0, len(b), 3) if any(b[i : i + 3]))


def info(page):
    return state(page, "info")


def linked_reference(kind_args):
    """The CPython board opening the same link on the page's test schedule (worker.js:
    the start until quiet, then the link and a settle of START_MS)."""
    ref = Reference()
    teacher.open_link(ref.app, teacher.parse_link(*kind_args), ref.clock.ms)
    ref.run_until_quiet(START_MS)
    return ref


# ----- fast, and offline once visited --------------------------------------------------


def test_first_frame_with_slow_network_then_second_visit_and_offline(browser, tmp_path):
    """Every request 100 ms late (a school network, a hosted page): a handful of
    requests (one bundle, not a file per module); the service worker then keeps the
    page, and offline the board still starts. The times are printed here and measured
    by ``python -m bench web``."""
    p, _context, url = browser
    context = launch(p, tmp_path / "fresh-profile")
    try:
        requests = []

        def late(route):
            requests.append(route.request.url)
            time.sleep(0.1)
            route.continue_()

        context.route("**/*", late)
        page = context.new_page()
        page.goto(url + "?fresh")
        page.wait_for_function("window.pipgrid.firstFrame !== null || window.pipgrid.error", timeout=20000)
        first = state(page, "firstFrame")
        fetched = len(requests)
        assert state(page, "error") is None
        # The network's share of the wait is what the page controls: one bundle, a handful of
        # requests, so 100 ms each adds under a second. The wall-clock figures depend on the
        # machine's load (bench web measures them: 1.4 s first frame at 100 ms); a timed
        # assertion here would fail on a busy machine, not on a slow page.
        assert any(u.endswith("bundle.json") for u in requests)
        assert not any("/lib/" in u for u in requests)
        assert fetched <= 8, requests
        page.wait_for_function("window.pipgrid.offline === 'kept'", timeout=20000)
        page.wait_for_function("navigator.serviceWorker.controller !== null")  # sw.js: clients.claim()
        # a second visit: served by the service worker from this browser
        page.goto(url)
        page.wait_for_function("window.pipgrid.firstFrame !== null", timeout=20000)
        again = state(page, "firstFrame")
        print(
            "first LED frame: %d ms (%d requests, 100 ms each), second visit %d ms" % (first, fetched, again)
        )
        # offline: the page, MicroPython and the bundle all come from the cache
        context.set_offline(True)
        page.reload()
        page.wait_for_function("window.pipgrid.screen === 'menu' || window.pipgrid.error", timeout=20000)
        assert state(page, "error") is None
        page.wait_for_function("window.pipgrid.shown > 10")
        assert lit(state(page, "frame")) > 20  # the menu's LUZON page
    finally:
        context.close()


# ----- links to a game ---------------------------------------------------------------------


def same_frames(page, ref):
    frames = state(page, "frames")
    assert len(frames) == len(ref.frames)
    assert frames == ref.frames


def test_a_link_opens_a_luzon_deal_and_never_replaces_a_saved_game_unasked(browser):
    """?game=luzon&deal=17&variant=hard: that deal (LZ-4: every board deals it alike),
    the same frames as the CPython board opening it; the address bar then drops the
    link (a reload goes on with the game). A second link to Luzon asks first: declined,
    the saved deal 17 is still there (CONTINUE); accepted, the link's deal is played."""
    _p, context, url = browser
    page = open_sim(context, url, "fresh&game=luzon&deal=17&variant=hard", quiet=1)
    ref = linked_reference(("luzon", "17", "hard", "", "", ""))
    assert ref.app.game.deal == 17 and ref.app.game.variant == "hard"
    assert state(page, "screen") == "luzon" and state(page, "link") == ""
    same_frames(page, ref)
    assert info(page)["link"] == {"game": "luzon", "deal": 17, "variant": "hard"}
    assert "deal 17 (hard)" in page.inner_text("#summary")
    assert "game=" not in page.evaluate("location.search")
    # the next link to Luzon: declined keeps deal 17
    asked = []
    page.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    page.goto(url + "?sim&game=luzon&deal=5")
    page.wait_for_function(QUIET % 0)
    assert asked and "Luzon" in asked[0] and "replaced" in asked[0]
    assert state(page, "screen") == "menu" and state(page, "link") == "declined"
    page.keyboard.press("Enter")  # CONTINUE
    page.wait_for_function(QUIET % 1)
    assert state(page, "screen") == "luzon" and info(page)["link"]["deal"] == 17
    # accepted: deal 5
    page.once("dialog", lambda d: d.accept())
    page.goto(url + "?sim&game=luzon&deal=5")
    page.wait_for_function(QUIET % 1)
    assert state(page, "screen") == "luzon" and info(page)["link"] == {
        "game": "luzon",
        "deal": 5,
        "variant": "classic",
    }
    assert page.errors == []
    page.close()


@pytest.mark.parametrize(
    "query, args",
    [
        ("game=trad&seed=42&players=3&seats=you,greedy,l2", ("trad", "", "", "42", "3", "you,greedy,l2")),
        ("game=tri&seed=9&players=2&seats=you,you", ("tri", "", "", "9", "2", "you,you")),
    ],
)
def test_a_link_opens_a_domino_or_triominoes_game_by_seed(browser, query, args):
    """The hot-seat games by seed, players and seats: the same match as the CPython
    board opening that link, frame for frame (the same seed deals the same hands); the
    "copy link" button gives that link back, and the copied link opens the same game."""
    p, context, url = browser
    page = open_sim(context, url, "fresh&" + query, quiet=1)
    ref = linked_reference(args)
    assert ref.app.game.game.seed == int(args[3]) and ref.app.game.game.players == int(args[4])
    same_frames(page, ref)
    link = info(page)["link"]
    assert link == {"game": args[0], "seed": int(args[3]), "players": int(args[4]), "seats": args[5]}
    # copy link: the clipboard where it is allowed, else the link in a box to copy by hand
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.click("#copy-link")
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Link copied')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(url + "?game=" + args[0]) and "seed=%s" % args[3] in copied
    page.evaluate("Object.defineProperty(navigator, 'clipboard', {value: undefined})")
    page.click("#copy-link")
    assert page.is_visible("#link-field") and page.input_value("#link-field") == copied
    assert page.evaluate("document.activeElement.id") == "link-field"
    again = open_sim(context, copied.split("?")[0], "fresh&" + copied.split("?")[1], 1)
    assert state(again, "frames")[-1] == ref.frames[-1]
    again.close()
    page.close()


def test_a_bad_link_says_why_and_the_board_stays_on_the_menu(browser):
    _p, context, url = browser
    for query, words in (
        ("game=chess", "game must be luzon, trad, ital or tri"),
        ("game=luzon&deal=1000", "deal must be a whole number from 1 to 999"),
        ("game=ital&players=2", "players must be a whole number from 3 to 5"),
        ("game=trad&seats=you,robot", "a seat is you, greedy, random or l1..l5"),
    ):
        page = open_sim(context, url, "fresh&" + query, quiet=1)
        assert words in state(page, "link") and words in page.inner_text("#status")
        assert state(page, "screen") == "menu" and page.errors == []
        page.close()


# ----- presenter mode and the pause ---------------------------------------------------------


def test_presenter_mode_never_idles_and_shows_a_larger_board(browser):
    """?present: 200 s without a press (the board's idle picture comes after 180 s,
    app.py) and the menu's page is still lit at full brightness; P leaves presenter
    mode: the board is smaller, and the same wait dims it to the one-dot idle picture."""
    _p, context, url = browser
    page = open_sim(context, url, "fresh&present")
    menu = state(page, "frame")
    wide = page.evaluate("document.getElementById('panel').getBoundingClientRect().width")
    page.evaluate("window.pipgrid.post({type: 'wait', ms: 200000})")
    page.wait_for_function(QUIET % 1)
    assert lit(menu) > 20 and lit(state(page, "frame")) > 20  # the menu's page (its picture moves)
    # not dimmed (the idle picture is at the lowest level, 5 %, not the menu's 20 %)
    assert max(bytes.fromhex(state(page, "frame"))) > max(bytes.fromhex(menu)) // 2
    page.keyboard.press("p")
    page.wait_for_function("!window.pipgrid.present")
    page.wait_for_function("document.getElementById('panel').getBoundingClientRect().width < %f" % wide)
    page.evaluate("window.pipgrid.post({type: 'wait', ms: 200000})")
    page.wait_for_function(QUIET % 2)
    idle = bytes.fromhex(state(page, "frame"))
    assert lit(state(page, "frame")) == 1 and max(idle) < max(bytes.fromhex(menu)) // 2  # idle: one dim dot
    assert page.errors == []
    page.close()


def test_the_pause_stops_the_boards_clock_for_the_computers(browser):
    """A match of two computers (a link), in real time: Pause stops every frame and key
    (the computers stop playing, blinks stop) and the board's clock: after "Go on" it
    resumes about where it stopped, not 1.5 s later."""
    _p, context, url = browser
    page = context.new_page()
    page.goto(url + "?fresh&present&game=trad&seed=3&players=2&seats=greedy,greedy")
    page.wait_for_function(
        "window.pipgrid.screen === 'bot' || window.pipgrid.screen === 'ends'", timeout=20000
    )
    page.wait_for_function("window.pipgrid.shown > 5")
    page.click("#pause-button")
    page.wait_for_function("window.pipgrid.paused")
    time.sleep(0.2)  # a frame on its way
    shown, ms = state(page, "shown"), state(page, "ms")
    assert page.is_visible("#paused")
    wall = time.monotonic()
    page.keyboard.press("Enter")  # keys wait too
    time.sleep(1.5)
    assert state(page, "shown") == shown and state(page, "ms") == ms
    page.click("#resume")
    page.wait_for_function("window.pipgrid.shown > %d" % shown)
    gap_wall = (time.monotonic() - wall) * 1000
    gap_board = state(page, "ms") - ms
    assert gap_board < gap_wall - 1000, (gap_board, gap_wall)
    assert not page.is_visible("#paused")
    page.close()


# ----- the teacher's panel --------------------------------------------------------------------


def hand_texts(app):
    """The written form of every tile in any hand now (none is public)."""
    table = app.game
    if table is None or app.game_kind not in (2, 3, 4):
        return set()
    game = table.game
    if app.game_kind == 4:
        return {tri_tiles.text(t) for h in game.hands for t in h}
    out = set()
    for s in range(game.players):
        for t in game.hand(s):
            out.add(tiles.text(t))
            out.add("%d-%d" % (tiles.HIGH[t], tiles.LOW[t]))
    return out


def words(info_json):
    data = json.loads(info_json) if isinstance(info_json, str) else info_json
    text = [data["summary"], data["game"]] + data["facts"]
    if data["line"]:
        text += [m["text"] + " " + m["why"] for m in data["line"]["moves"]]
    return " | ".join(text)


@pytest.mark.parametrize("word, players", [("TRAD", 3), ("TRI", 2)])
def test_the_teachers_panel_never_names_a_hidden_tile(browser, word, players):
    """A hot-seat match by keys with the panel open: at every frame the page showed,
    its words (the panel, the summary) name no tile of any hand, not even the hand on
    the grid in a turn (the projector is public), and they are the words the CPython
    board's teacher.py gives at that frame; after every key the page's text (panel,
    summary, status, title) names none either. The page shows the CPython board's
    frames; the domino match's pass its frame privacy watch (HS-1) there."""
    from host_sim.drive.hotseat import start

    _p, context, url = browser
    ref = Reference()
    watch = Watch(ref.board) if word == "TRAD" else None  # the domino games' frame watch
    t = teacher.Teacher()
    t.panel = True
    at_frame = []  # from the first frame after the start
    base = len(ref.frames)
    ref.board.pixels.listeners.append(lambda frame: at_frame.append((hand_texts(ref.app), t.info(ref.app))))
    if word == "TRI":
        from host_sim.drive.triominoes import start as tri_start

        tri_start(ref, players, (P,) * players)
    else:
        start(ref, word, players, (P, G, P))
    for _ in range(8):
        ref.press("A")
    assert watch is None or watch.frames > 0
    assert "turn" in ref.screens and "handover" in ref.screens
    page = open_sim(context, url, "fresh&panel")
    assert page.is_visible("#teacher")
    dom = "[...document.querySelectorAll('#teacher, #summary, #status')].map((e) => e.innerText).join(' | ') + document.title"
    n = 0
    for key in ref.keys:
        page.keyboard.press({"UP": "ArrowUp", "DOWN": "ArrowDown", "LEFT": "ArrowLeft", "RIGHT": "ArrowRight",
                             "A": "Enter", "B": "Backspace"}[key])  # fmt: skip
        n += 1
        page.wait_for_function(QUIET % n)
        hidden = at_frame[len(state(page, "frames")) - 1 - base][0]
        text = page.evaluate(dom)
        assert not [h for h in hidden if h in text], (hidden, text)
        if word == "TRAD" and state(page, "screen") == "handover":
            screenshot(page, "web-teacher-domino.png")
    same_frames(page, ref)
    infos = state(page, "infos")
    hands_seen = 0
    assert len(infos) == base + len(at_frame)
    for (hidden, expected), got in zip(at_frame, infos[base:]):
        assert json.loads(got) == json.loads(expected)
        said = words(got)
        assert not [h for h in hidden if h in said], (hidden, said)
        hands_seen += bool(hidden)
    assert hands_seen > 10
    assert "Tiles in hand" in page.inner_text("#teacher") and "Scores" in page.inner_text("#teacher")
    if word == "TRAD":
        assert "Not yet seen, per number" in page.inner_text("#teacher")
    else:
        assert "Pool" in page.inner_text("#teacher") and "Last placement" in page.inner_text("#teacher")
    assert page.errors == []
    page.close()


def test_the_teachers_panel_shows_the_solvers_line_for_luzon(browser):
    """Luzon deal 1 with the panel: winnable, the solver's whole line (it wins when
    played on the CPython game; its first step is the board's own HINT, with the tiles
    it frees), stepped forward and back; the hard deal 17 cannot be won (the solver's
    verdict). In real time the line is found within 2 s."""
    from pipgrid.games.luzon.deal import move_text, parse_move

    _p, context, url = browser
    page = open_sim(context, url, "fresh&panel&game=luzon&deal=1", quiet=1)
    line = info(page)["line"]
    assert line["state"] == "win"
    g = luzon.Luzon(1)
    hint = verdict.hint(g)[0]
    assert line["moves"][0]["move"] == move_text(hint)  # the board's HINT (verdict.hint)
    for m in line["moves"]:
        g.play(parse_move(m["move"]))
    assert g.is_won()
    assert "frees" in line["moves"][0]["why"]
    step = page.inner_text("#line-step")
    assert step.startswith("Step 1 of %d (the hint)" % len(line["moves"]))
    page.click("#line-next")
    page.click("#line-next")
    assert page.inner_text("#line-step").startswith("Step 3 of")
    assert line["moves"][2]["text"] in page.inner_text("#line-step")
    page.click("#line-back")
    assert page.inner_text("#line-step").startswith("Step 2 of")
    page.keyboard.press("p")  # presenter mode, as on a projector
    page.wait_for_function("window.pipgrid.present")
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate(
        "document.getElementById('teacher').getBoundingClientRect().left"
        " > document.getElementById('panel').getBoundingClientRect().right"
    )  # beside the board, on the projector with it
    screenshot(page, "web-teacher-luzon.png")
    page.close()
    page = open_sim(context, url, "fresh&panel&game=luzon&deal=17&variant=hard", quiet=1)
    assert not verdict.solve_deal(17, "hard").winnable
    assert info(page)["line"]["state"] == "lost" and "Not winnable" in page.inner_text("#line-state")
    page.close()
    page = context.new_page()
    page.goto(url + "?fresh&panel&game=luzon&deal=1")
    page.wait_for_function("window.pipgrid.screen === 'luzon'", timeout=20000)
    began = time.monotonic()
    page.wait_for_function(
        "window.pipgrid.info && window.pipgrid.info.line && window.pipgrid.info.line.state !== 'working'"
    )
    assert info(page)["line"]["state"] == "win"
    assert time.monotonic() - began < 2.0
    page.close()


# ----- pupils' text and touch ---------------------------------------------------------------


def test_the_page_names_the_screen_in_words_with_a_colour_key_and_big_touch_targets(browser):
    """At 390 px wide every button is at least 44 px each way; the summary (aria-live)
    names the menu's page in words, not the board's abbreviations; the colour key shows
    the palette in use (COLOUR: colour-blind changes it)."""
    from host_sim.drive.hotseat import goto

    from pipgrid.ui import palette

    _p, context, url = browser
    page = open_sim(context, url, "fresh")
    page.set_viewport_size({"width": 390, "height": 844})
    sizes = page.evaluate(
        "[...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null)"
        ".map((b) => { const r = b.getBoundingClientRect(); return [b.textContent.trim() || b.dataset.key, r.width, r.height]; })"
    )
    assert len(sizes) >= 12
    assert [s for s in sizes if s[1] < 44 or s[2] < 44] == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    summary = page.locator("#summary")
    assert summary.get_attribute("aria-live") == "polite"
    assert summary.inner_text().startswith("Menu: Luzon patience")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(QUIET % 1)
    assert "traditional domino" in summary.inner_text()
    keys = page.eval_on_selector_all(
        "#key-list li", "els => els.map((e) => [e.innerText.trim(), e.firstChild.style.background])"
    )
    assert [k[0] for k in keys[:7]] == ["blank (0)", "1", "2", "3", "4", "5", "6"]
    assert [k[1] for k in keys[:7]] == ["rgb(%d, %d, %d)" % c for c in palette.NORMAL]
    ref = Reference()
    ref.press("DOWN")
    goto(ref, "COLOUR")
    ref.press("RIGHT")
    n = 1
    for key in ref.keys[1:]:
        page.keyboard.press({"DOWN": "ArrowDown", "RIGHT": "ArrowRight"}[key])
        n += 1
        page.wait_for_function(QUIET % n)
    assert "colours" in summary.inner_text()
    keys = page.eval_on_selector_all("#key-list li", "els => els.map((e) => e.firstChild.style.background)")
    assert keys[:7] == ["rgb(%d, %d, %d)" % c for c in palette.COLOUR_BLIND]
    text = page.inner_text("body")
    assert not re.search(r"\b(TRAD|ITAL|GRDY|RAND|NORM)\b", text)
    screenshot(page, "web-phone.png")
    assert page.errors == []
    page.close()
