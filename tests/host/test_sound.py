"""Sound (issue 13): the runner plays the app's tones on the piezo, never blocking the
loop (its clock ends each note); the simulator records them (SimBoard.tones) and the
window plays them through pygame's mixer (silently skipped without an audio device).
Kinds (App.sound): 1 a press, 2 a refusal, 3 a tile laid, 4 your turn, 5 a round won,
6 a match won. SOUND in the menu turns them off, saved with the settings."""

import os

import pytest
from host_sim.drive.hotseat import goto, play, start

from host_sim.hardware import SimBoard, SimClock
from pipgrid.runner import _NOTES
from pipgrid.app import Settings
from pipgrid.bots.domino import greedy_traditional
from pipgrid.ui.domino import hooks as hotseat


def first_notes(kind):
    """The Hz of each note of ``kind`` (runner._NOTES)."""
    out = []
    i = _NOTES[kind]
    while _NOTES[i]:
        out.append(_NOTES[i] * 10)
        i += 2
    return out


class Sim:
    """A SimBoard in simulated time, driven like host_sim/drive/luzon.Board."""

    def __init__(self, store=None):
        self.lines = []
        self.sim = SimBoard(None, store=store, clock=SimClock(), log=self.lines.append)
        self.sim.step()
        self.wait(2000)

    @property
    def app(self):
        return self.sim.app

    @property
    def now(self):
        return self.sim.clock.ms

    def press(self, *keys):
        for key in keys:
            self.sim.tap(key)
            self.sim.clock.advance(50)
            self.sim.step()

    def wait(self, ms, step=10):
        end = self.sim.clock.ms + ms
        while self.sim.clock.ms < end:
            self.sim.clock.advance(step)
            self.sim.step()

    def heard(self):
        """The tones started so far (Hz), silences left out."""
        return [hz for _ms, hz in self.sim.tones if hz]


def test_a_press_clicks_and_the_loop_ends_the_tone_by_its_clock():
    b = Sim()
    assert b.sim.tones == []  # the intro made no sound
    b.press("DOWN")
    t0, hz = b.sim.tones[0]
    assert [hz] == first_notes(1)
    assert b.sim.tones[-1][1] == 0 or len(b.sim.tones) == 1
    b.wait(100)
    assert b.sim.tones[-1][1] == 0 and b.sim.tones[-1][0] - t0 < 100  # ended by the loop, 10 ms a note


def test_refusal_tile_laid_your_turn_round_and_match_won_in_a_hot_seat_match():
    b = Sim()
    start(b, "TRAD", 2, [hotseat.PERSON, hotseat.PERSON], options=(("GOAL", 3),))  # goal 50: a short match
    heard = b.heard()
    assert first_notes(4)[0] in heard  # the first person's turn (the handover)
    b.press("A")
    screen = b.app.stack[-1]
    dim = [i for i in range(len(screen.hand)) if not screen.legal >> screen.hand[i] & 1]
    before = len(b.sim.tones)
    if dim:
        while screen.cursor != dim[0]:
            b.press("RIGHT")
        before = len(b.sim.tones)
        b.press("A")
        assert [hz for _ms, hz in b.sim.tones[before:] if hz][:1] == first_notes(2)[:1]  # refused
        while screen.cursor != 0:
            b.press("LEFT")
    play(b, greedy_traditional)
    b.wait(1000)  # the match's tune plays out
    heard = b.heard()
    for kind in (3, 5, 6):
        notes = first_notes(kind)
        assert any(heard[i : i + len(notes)] == notes for i in range(len(heard))), kind
    assert b.app.screen_name == "matchend"


def test_sound_off_in_the_menu_is_silent_and_saved_and_an_old_record_keeps_it_on():
    b = Sim()
    goto(b, "SOUND")
    b.press("RIGHT")  # off
    assert b.app.settings.sound == 0
    n = len(b.sim.tones)
    b.press("DOWN", "UP", "LEFT")  # LEFT turns it on again: that press is heard no more
    assert b.app.settings.sound == 1 and b.heard()[n:] == []
    b.press("RIGHT")
    b2 = Sim(store=b.sim.store)  # power off and on: the setting was saved
    assert b2.app.settings.sound == 0
    b2.press("DOWN")
    assert b2.sim.tones == []
    old = Settings()
    assert old.load(bytes((1, 0, 0, 1, 3, 0, 7)))  # the 7-byte record from before SOUND
    assert old.sound == 1 and old.palette == 1 and old.deal == 7
    assert not old.load(bytes((1, 0, 0, 0, 3, 0, 7, 2)))
    assert len(Settings().to_bytes()) == 8


def test_window_plays_the_tones_and_goes_on_silently_without_audio(monkeypatch):
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    pygame = pytest.importorskip("pygame")
    from host_sim import front_window

    played = []

    class FakeSpeaker:
        def __init__(self, pg):
            self.tone = played.append

    monkeypatch.setattr(front_window, "Speaker", FakeSpeaker)
    board = SimBoard(clock=SimClock(), log=lambda line: None)
    w = front_window.WindowFront(board, size=(640, 400))
    board.tap("DOWN")
    board.clock.advance(10)
    board.step()
    board.clock.advance(50)
    board.step()
    assert played[:2] == [first_notes(1)[0], 0]
    pygame.quit()

    def no_device(pg):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(front_window, "Speaker", no_device)
    board = SimBoard(clock=SimClock(), log=lambda line: None)
    w = front_window.WindowFront(board, size=(640, 400))
    assert w.speaker is None and board.tone_listeners == []
    board.tap("DOWN")
    board.clock.advance(10)
    assert w.frame(10)
    pygame.quit()


def test_the_speaker_makes_a_square_wave_with_the_dummy_audio_driver(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame = pytest.importorskip("pygame")
    from host_sim import front_window

    try:
        s = front_window.Speaker(pygame)
    except pygame.error as e:
        pytest.skip("no dummy audio driver: %s" % e)
    s.tone(440)
    assert s.playing is not None and s.wave(440).get_length() > 0.5
    s.tone(0)
    assert s.playing is None
    pygame.mixer.quit()
