"""Issue 17, a light first start: ``make play`` installs only requirements-play.txt and
the ``pipgrid`` command; ``make test`` / ``make bench`` / ``make lint`` the rest. Each of
the two stamps notices an edit to its own files (``make -n`` in a copy: nothing runs)."""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAKE = shutil.which("make")
FILES = ("Makefile", "requirements.txt", "requirements-play.txt", "pyproject.toml")


def dry(where, target):
    """The commands ``make -n target`` would run."""
    r = subprocess.run(
        [MAKE, "-n", "--no-print-directory", target], cwd=where, capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


def installs(text):
    plays = "--no-deps --no-compile -r requirements-play.txt -e ." in text
    full = "-r requirements.txt" in text
    return plays, full


@pytest.mark.skipif(MAKE is None, reason="no make here")
def test_each_stamp_follows_its_own_files(tmp_path):
    for name in FILES:
        shutil.copy(os.path.join(ROOT, name), tmp_path / name)
    # a fresh clone: make play installs the play set only, make lint both
    assert installs(dry(tmp_path, "play")) == (True, False)
    assert "pipgrid" in dry(tmp_path, "play").splitlines()[-1]
    assert installs(dry(tmp_path, "lint")) == (True, True)
    # pretend both were installed: the stamps make computes, as files in .venv
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    plan = dry(tmp_path, "lint")
    for line in plan.splitlines():
        if line.startswith("touch .venv/."):
            (tmp_path / line.split()[1]).touch()
    assert installs(dry(tmp_path, "play")) == (False, False)
    assert installs(dry(tmp_path, "lint")) == (False, False)
    # an edit to requirements.txt: only the full set again, make play stays light
    with open(tmp_path / "requirements.txt", "a") as f:
        f.write("# edited\n")
    assert installs(dry(tmp_path, "play")) == (False, False)
    assert installs(dry(tmp_path, "lint")) == (False, True)
    # an edit to requirements-play.txt: both (requirements.txt includes it)
    with open(tmp_path / "requirements-play.txt", "a") as f:
        f.write("# edited\n")
    assert installs(dry(tmp_path, "play")) == (True, False)
    assert installs(dry(tmp_path, "lint")) == (True, True)


def test_requirements_txt_includes_the_play_set_and_the_play_set_is_small():
    with open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8") as f:
        full = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    with open(os.path.join(ROOT, "requirements-play.txt"), encoding="utf-8") as f:
        play = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    assert full[0] == "-r requirements-play.txt"
    names = {p.split("==")[0] for p in play}
    assert names == {"adafruit-circuitpython-pixelbuf", "pygame-ce", "pillow"}
    assert all("==" in p for p in play + full[1:])
    assert not names & {p.split("==")[0] for p in full[1:]}
