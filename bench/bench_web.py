"""The web page as a class meets it (issue 27), in headless Chromium through Playwright
(host_sim/drive/web_page.py; skipped, with the reason, without them):

- load: the first LED frame (ms from navigation, measured by the page) on a fresh
  browser profile with every request delayed 0, 40 and 100 ms by Playwright's routing
  (the sync API delays one request at a time: a pessimistic network), then a second
  visit (the service worker's copy) and the requests the first visit made; the delays
  interleaved, ``--rounds`` each (default 3): median and spread;
- the teacher's panel: ms of the page's real clock from a Luzon deal on the board to
  its solver's line decided (deals 1..5, classic), and key -> frame (keydown dispatched
  in the page to the frame's arrival) for 40 cursor moves on a Luzon deal with the panel
  off and on, interleaved A B A B: medians and the ratio.

Before issue 27 (the issue's own figures): 102 sources fetched one after another, first
frame 1.7 s on localhost, 6.7 s at 40 ms, 13.1 s at 100 ms; no offline copy.
"""

import statistics
import sys
import tempfile
import time


KEY_JS = """async (key) => {
  const s = window.pipgrid, n = s.shown, t = performance.now();
  document.dispatchEvent(new KeyboardEvent("keydown", { key }));
  document.dispatchEvent(new KeyboardEvent("keyup", { key }));
  while (s.shown === n) await new Promise((r) => setTimeout(r, 0));
  return s.frameAt - t;
}"""


def spread(values):
    return "median %d (%d..%d)" % (statistics.median(values), min(values), max(values))


def load(p, url, delay, launch):
    with tempfile.TemporaryDirectory(prefix="pipgrid-bench-") as profile:
        context = launch(p, profile)
        try:
            requests = []

            def late(route):
                requests.append(route.request.url)
                if delay:
                    time.sleep(delay / 1000)
                route.continue_()

            context.route("**/*", late)
            page = context.new_page()
            page.goto(url + "?fresh")
            page.wait_for_function("window.pipgrid.firstFrame !== null", timeout=60000)
            first, fetched = page.evaluate("window.pipgrid.firstFrame"), len(requests)
            page.wait_for_function("window.pipgrid.offline === 'kept'", timeout=60000)
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            page.goto(url)
            page.wait_for_function("window.pipgrid.firstFrame !== null", timeout=60000)
            return first, page.evaluate("window.pipgrid.firstFrame"), fetched
        finally:
            context.close()


def line_ms(context, url, deal):
    page = context.new_page()
    page.goto(url + "?fresh&panel&game=luzon&deal=%d" % deal)
    page.wait_for_function("window.pipgrid.screen === 'luzon'", timeout=60000)
    t = time.monotonic()
    page.wait_for_function(
        "window.pipgrid.info && window.pipgrid.info.line && window.pipgrid.info.line.state !== 'working'",
        timeout=60000,
        polling=5,
    )
    ms = (time.monotonic() - t) * 1000
    state = page.evaluate("window.pipgrid.info.line.state")
    page.close()
    return ms, state


def key_frames(context, url, panel, presses):
    page = context.new_page()
    page.goto(url + "?fresh&game=luzon&deal=3" + ("&panel" if panel else ""))
    page.wait_for_function("window.pipgrid.screen === 'luzon'", timeout=60000)
    if panel:
        page.wait_for_function("window.pipgrid.info.line && window.pipgrid.info.line.state !== 'working'")
    out = []
    for i in range(presses):
        out.append(page.evaluate(KEY_JS, "ArrowRight" if i % 10 < 5 else "ArrowLeft"))
        time.sleep(0.12)  # past the key's click tone and any blink
    page.close()
    return out


def main(argv):
    from host_sim.drive.web_page import Server, launch, unavailable

    reason = unavailable()
    if reason:
        print("web: skipped: %s" % reason)
        return 0
    rounds = 3
    if "--rounds" in argv:
        rounds = int(argv[argv.index("--rounds") + 1])
    from playwright.sync_api import sync_playwright

    server = Server()
    try:
        with sync_playwright() as p:
            delays = (0, 40, 100)
            got = {d: [] for d in delays}
            for _ in range(rounds):
                for d in delays:
                    got[d].append(load(p, server.url, d, launch))
            for d in delays:
                first = [g[0] for g in got[d]]
                second = [g[1] for g in got[d]]
                print(
                    "load, %3d ms per request: first LED frame %s ms, second visit %s ms, %d requests"
                    % (d, spread(first), spread(second), got[d][0][2])
                )
            with tempfile.TemporaryDirectory(prefix="pipgrid-bench-") as profile:
                context = launch(p, profile)
                try:
                    for deal in range(1, 6):
                        ms, state = line_ms(context, server.url, deal)
                        print("panel: Luzon deal %d: the line decided (%s) after %d ms" % (deal, state, ms))
                    off, on = [], []
                    for _ in range(2):
                        off += key_frames(context, server.url, False, 20)
                        on += key_frames(context, server.url, True, 20)
                    mo, mn = statistics.median(off), statistics.median(on)
                    print(
                        "key -> frame, Luzon cursor moves (%d each): panel off median %.1f ms (%.1f..%.1f),"
                        " panel on %.1f ms (%.1f..%.1f), ratio x%.2f"
                        % (len(off), mo, min(off), max(off), mn, min(on), max(on), mn / mo)
                    )
                finally:
                    context.close()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
