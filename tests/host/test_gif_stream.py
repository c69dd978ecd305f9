"""Issue 26: a long GIF recording at a large scale ran out of memory (every frame was
rendered before saving; 3,600 frames at --scale 200 would need about 110 GB). Frames are
now rendered and written one at a time (host_sim/gif_stream.py): measured with
`/usr/bin/time -v python -m host_sim --script KEYS --gif x.gif --scale 100` (219 frames),
the peak resident size went from 2.78 GB to 145 MB."""

import gc
import weakref

from PIL import Image

from host_sim import front_headless, gif_stream, hardware


def test_frames_are_rendered_and_written_one_at_a_time(tmp_path):
    alive = []
    most = [0]

    def pictures(n):
        for i in range(n):
            gc.collect()
            most[0] = max(most[0], sum(1 for r in alive if r() is not None))
            picture = Image.new("RGB", (64, 64), (i * 7 % 256, i * 13 % 256, 90))
            alive.append(weakref.ref(picture))
            yield picture

    path = tmp_path / "long.gif"
    gif_stream.write(str(path), pictures(60), [20] * 59 + [1500])
    assert most[0] <= 2  # the picture before (for what changed) and the new one, never more
    image = Image.open(path)
    assert image.n_frames == 60
    image.seek(59)
    assert image.info["duration"] == 1500
    assert image.convert("RGB").getpixel((5, 5)) == (59 * 7 % 256, 59 * 13 % 256, 90)


def test_a_frame_like_the_one_before_lengthens_it(tmp_path):
    a = Image.new("RGB", (8, 8), (255, 0, 0))
    b = Image.new("RGB", (8, 8), (0, 0, 255))
    path = tmp_path / "x.gif"
    gif_stream.write(str(path), iter([a, a.copy(), b]), [100, 50, 1500])
    image = Image.open(path)
    assert image.n_frames == 2 and image.info["duration"] == 150


def test_the_simulators_recording_streams_its_frames(tmp_path, monkeypatch):
    """write_gif hands the GIF writer a generator, not a list of pictures."""
    board = hardware.SimBoard(clock=hardware.SimClock(), log=lambda line: None)
    recorder = front_headless.Recorder(board)
    for _ in range(40):
        board.clock.advance(20)
        board.step()
        board.tap("A" if len(recorder.frames) % 3 else "RIGHT")
    seen = {}
    real = gif_stream.write

    def write(path, pictures, durations):
        seen["kind"] = type(pictures).__name__
        return real(path, pictures, durations)

    monkeypatch.setattr(gif_stream, "write", write)
    front_headless.write_gif(board, recorder, str(tmp_path / "s.gif"), pitch=4)
    assert seen["kind"] == "generator" and Image.open(tmp_path / "s.gif").n_frames > 3
