"""The window front end, offscreen (SDL dummy video driver): round LEDs, clickable buttons,
keyboard, resizing (issue 4)."""

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
pygame = pytest.importorskip("pygame")

from host_sim.front_window import WindowFront  # noqa: E402
from host_sim.hardware import SimBoard, SimClock  # noqa: E402


@pytest.fixture
def front():
    board = SimBoard(clock=SimClock(), log=lambda line: None)
    w = WindowFront(board, size=(960, 600))
    for _ in range(250):  # the start-up animation (not drawn, to keep the test quick), then the menu
        board.clock.advance(10)
        board.step()
    w.frame(board.clock.ms)
    yield w
    pygame.quit()


def click(w, name):
    x, y = w.buttons[name]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    w.board.clock.advance(10)
    return w.frame(w.board.clock.ms)


def test_clicking_a_starts_luzon_and_lights_the_button(front):
    assert front.board.app.screen_name == "menu"
    assert click(front, "A")
    while front.board.app.screen_name == "loading":  # Luzon's modules, one a loop step (ui/loading.py)
        front.board.clock.advance(10)
        front.frame(front.board.clock.ms)
    assert front.board.app.screen_name == "luzon"
    x, y = front.buttons["A"]
    assert front.screen.get_at((x + front.radius // 2, y))[:3] == (235, 200, 60)


def test_keyboard_b_goes_back_and_q_quits(front):
    click(front, "A")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    front.board.clock.advance(10)
    front.frame(front.board.clock.ms)
    assert front.board.app.screen_name != "luzon"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q"))
    assert front.frame(front.board.clock.ms) is False


def test_panel_shows_the_lit_leds(front):
    front.draw(front.board.clock.ms)
    frame = front.board.frame
    lit = [i // 3 for i in range(0, len(frame), 3) if any(frame[i : i + 3])]
    assert lit
    x, y = divmod(lit[0], 16)[::-1]
    p = front.renderer.pitch
    px = front.panel_pos[0] + front.renderer.margin + x * p + p // 2
    py = front.panel_pos[1] + front.renderer.margin + y * p + p // 2
    centre = front.screen.get_at((px, py))[:3]
    assert max(centre) > 60  # a lit LED's centre is bright, not the dark board


def test_clicks_outside_buttons_do_nothing_and_resize_relayouts(front):
    assert front.button_at((2, 2)) is None
    front.layout((1600, 1000))
    assert front.renderer.pitch > 40  # bigger window, bigger LEDs (projector)
    assert all(0 < x < 1600 and 0 < y < 1000 for x, y in front.buttons.values())


def test_f11_goes_full_screen_and_back_where_the_driver_cannot_toggle(front):
    # SDL's dummy driver refuses toggle_fullscreen ("not supported"), as some desktops do:
    # the window is made again at full screen, then at its windowed size, and play goes on.
    def f11():
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
        front.board.clock.advance(10)
        return front.frame(front.board.clock.ms)

    assert f11() is not False
    assert front.fullscreen and front.screen.get_size() != (960, 600)
    assert f11() is not False
    assert not front.fullscreen and front.screen.get_size() == (960, 600)
    assert click(front, "A")
    while front.board.app.screen_name == "loading":  # Luzon's modules, one a loop step
        front.board.clock.advance(10)
        front.board.step()
    assert front.board.app.screen_name == "luzon"
