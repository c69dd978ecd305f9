"""``make bundle`` (issue 12): a versioned zip a maker unzips onto CIRCUITPY."""

import os
import zipfile

from host_sim import bundle, deploy
from pipgrid.version import VERSION


def test_bundle_holds_the_firmware_as_circuitpython_mpy_and_says_what_is_missing(tmp_path):
    path = bundle.build(str(tmp_path))
    assert os.path.basename(path) == "pipgrid-%s.zip" % VERSION
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        data = {n: z.read(n) for n in names}
    lib = os.path.join(deploy.FIRMWARE, "lib")
    modules = []
    data_files = []  # the HOW pages' data files (ui/home.py How), as they are
    for base, _dirs, files in os.walk(os.path.join(lib, "pipgrid")):
        for f in files:
            rel = os.path.relpath(os.path.join(base, f), lib).replace(os.sep, "/")
            if f.endswith(".py"):
                modules.append(rel[:-3])
            elif f.endswith(".txt"):
                data_files.append("lib/" + rel)
    assert data_files and sorted(names) == sorted(
        ["boot.py", "code.py", "settings.toml", "README.txt"]
        + ["lib/%s.mpy" % m for m in modules]
        + data_files
    )
    for m in modules:
        assert data["lib/%s.mpy" % m][:4] == b"C\x06\x00\x1f", m  # CircuitPython's mark, .mpy v6
    with open(os.path.join(deploy.FIRMWARE, "code.py"), "rb") as f:
        assert data["code.py"] == f.read()
    readme = data["README.txt"].decode("ascii")
    assert "PipGrid %s" % VERSION in readme and "CircuitPython 9 or 10" in readme
    assert "neopixel" in readme and "circuitpython.org/libraries" in readme and "cannot" in readme
    assert "\r\n" in readme  # readable in Windows' Notepad too


def test_same_sources_give_the_same_zip(tmp_path):
    a = bundle.build(str(tmp_path / "a"))
    b = bundle.build(str(tmp_path / "b"))
    with open(a, "rb") as fa, open(b, "rb") as fb:
        assert fa.read() == fb.read()


def test_bad_argument_is_one_line_and_exit_2(capsys):
    assert bundle.main(["--frobnicate"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "usage" in err
