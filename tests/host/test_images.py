"""Pictures on demand (issue 13): ``--png`` takes the frame at a given simulated time
(``--at MS``), a trailing ``wait:`` is honoured, and every README / docs picture is
what ``make images`` (host_sim/images.py) makes now, at one size."""

from PIL import Image

from host_sim import cli_play, images, screens
from host_sim.panel_image import PanelRenderer


def corners_red(path):
    im = Image.open(path).convert("RGB")
    r = PanelRenderer(16, 16, 10)
    x = y = r.margin + r.pitch // 2
    rgb = im.getpixel((x, y))
    return rgb[0] > 100 and rgb[1] < 60  # BAD (255, 0, 0) at the default brightness


def test_every_readme_and_docs_picture_is_up_to_date_and_one_size():
    assert images.main(["--check"]) == 0  # else: make images
    sizes = {Image.open(images.os.path.join(images.ROOT, path)).size for path, _keys, _at in images.IMAGES}
    sizes |= {
        Image.open(images.os.path.join(images.ROOT, "docs", "images", name)).size
        for name, _caption in screens.PICTURES
    }
    assert sizes == {(680, 680)}


def test_a_trailing_wait_and_at_catch_a_flash_the_default_run_lets_pass(tmp_path, capsys):
    """B on the root menu flashes the red corners for 150 ms (App.bump)."""
    settled, waited, at = tmp_path / "a.png", tmp_path / "b.png", tmp_path / "c.png"
    assert cli_play.main(["--keys", "B", "--png", str(settled), "--scale", "10"]) == 0
    assert cli_play.main(["--keys", "B wait:60", "--png", str(waited), "--scale", "10", "--gap", "0"]) == 0
    # the run settles for 4 s at the start (the menu's word scrolls), B comes at 4000 ms
    assert cli_play.main(["--keys", "B wait:1000", "--png", str(at), "--scale", "10", "--at", "4080"]) == 0
    capsys.readouterr()
    assert not corners_red(settled) and corners_red(waited) and corners_red(at)


def test_at_needs_png_and_a_time(capsys):
    assert cli_play.main(["--keys", "A", "--at", "5"]) == 2
    assert cli_play.main(["--keys", "A", "--png", "x.png", "--at", "-1"]) == 2
    assert "--at" in capsys.readouterr().err
