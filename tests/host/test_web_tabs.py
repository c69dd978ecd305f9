"""Issue 26: two tabs of the page on one browser's store lost a saved match (tab A's move
erased tab B's). One tab holds the board (Web Locks on this secure localhost page); a
second tab says so, runs nothing and writes nothing, and offers to take over; taken
over, the first tab stops and says so, and the board goes on in the second from the
saves the first one made."""

import pytest
from web_page import Page, Server, launch, unavailable

pytestmark = pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    server = Server()
    with sync_playwright() as p:
        context = launch(
            p, tmp_path_factory.mktemp("chromium-profile"), viewport={"width": 1100, "height": 720}
        )
        try:
            yield context, server.url
        finally:
            context.close()
            server.close()


def busy(page):
    return page.is_visible("#tab-busy")


def test_a_second_tab_never_writes_over_the_first_and_can_take_over(browser):
    context, url = browser
    first = Page(context, url, fresh=True)
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
