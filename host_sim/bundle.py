"""``make bundle``: ``dist/pipgrid-<version>.zip``, what a maker unzips onto CIRCUITPY.

``python -m host_sim.bundle [--out DIR]``

The zip holds ``code.py``, ``settings.toml``, ``lib/pipgrid/`` as CircuitPython
``.mpy`` files (compiled and checked exactly as ``make deploy`` does:
``deploy.mpy_files``; CircuitPython 9 and 10 load the same bytes) and
``README.txt`` with the steps. The ``neopixel`` library is not inside: it comes
from Adafruit's library bundle, which cannot be fetched where this zip is built,
so README.txt names it and where to get it. Entries carry a fixed date, so the
same sources give the same zip. A problem: one line on stderr, exit status 2.
"""

import os
import sys
import tempfile
import zipfile

from host_sim import ROOT
from host_sim.deploy import FIRMWARE, MPY_HEADERS, DeployError, mpy_files, required_libraries
from pipgrid.version import VERSION

DIST = os.path.join(ROOT, "dist")
DATE = (2026, 1, 1, 0, 0, 0)  # every entry's date: reproducible zips
USAGE = "usage: python -m host_sim.bundle [--out DIR]"

README = """PipGrid {version} for CircuitPython {majors}
=======================================

An electronic domino board: a Raspberry Pi Pico (or Pico 2) with CircuitPython, a
16x16 NeoPixel grid and six buttons. Wiring, parts and troubleshooting:
hardware/README.md in the PipGrid repository.

What is in this zip
  code.py          starts PipGrid when the board boots
  settings.toml    PIPGRID_PROFILE: which board profile (pico-16x16, pico-8x32)
  lib/pipgrid/     the firmware, {modules} modules compiled to CircuitPython .mpy files
  README.txt       this file

Install
  1. Flash CircuitPython {either} onto the board (circuitpython.org); a drive
     named CIRCUITPY appears. These .mpy files are for CircuitPython {majors}
     only: another major version refuses them (use `make deploy ARGS=--source`
     from the repository, which ships the .py sources instead).
  2. Delete CIRCUITPY/lib/pipgrid if it is there (an old .py file there would be
     loaded instead of the new .mpy file).
  3. Unzip this file onto CIRCUITPY, keeping its folders: code.py and
     settings.toml at the top, lib/pipgrid/ inside lib/. If you keep your own
     settings.toml, add the PIPGRID_PROFILE line from this one to it.
  4. The LED library is NOT in this zip: {libs}. It is Adafruit's, and it cannot
     be fetched where this zip is made (no internet there). Get it from the
     Adafruit CircuitPython Library Bundle for your CircuitPython major version
     (adafruit-circuitpython-bundle-{major}.x-mpy-*.zip for {major}, from
     https://circuitpython.org/libraries): copy lib/neopixel.mpy from it (and
     lib/adafruit_pixelbuf.mpy, harmless where it is built in) into
     CIRCUITPY/lib/. With internet, `circup install neopixel` does the same.

The board restarts when the files are written: a start-up animation shows PIP
GRID and the version ({version}), then the menu. The serial console's first
line is "PipGrid {version}".
"""


def build(out_dir=DIST, source=FIRMWARE):
    """Write the zip; returns its path."""
    headers = set(MPY_HEADERS.values())
    if len(headers) != 1:  # one zip serves every known major only while they agree
        raise DeployError(
            "the known CircuitPython versions load different .mpy formats: one zip cannot serve all"
        )
    majors = " and ".join(str(m) for m in sorted(MPY_HEADERS))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "pipgrid-%s.zip" % VERSION)
    with tempfile.TemporaryDirectory(prefix="pipgrid-bundle-") as staged:
        files = mpy_files(source, staged, headers.pop())
        modules = sum(1 for rel, _s in files if rel.startswith("lib/"))
        text = README.format(
            version=VERSION,
            majors=majors,
            modules=modules,
            major=max(MPY_HEADERS),
            either=majors.replace(" and ", " or "),
            libs=", ".join(required_libraries()),
        )
        tmp = path + ".part"
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
            for rel, _size in files:
                with open(os.path.join(staged, *rel.split("/")), "rb") as f:
                    z.writestr(zipfile.ZipInfo(rel, DATE), f.read())
            z.writestr(zipfile.ZipInfo("README.txt", DATE), text.replace("\n", "\r\n"))
        os.replace(tmp, path)
    return path


def main(argv=None, say=print):
    argv = list(sys.argv[1:] if argv is None else argv)
    out = DIST
    try:
        while argv:
            arg = argv.pop(0)
            if arg == "--out" and argv:
                out = argv.pop(0)
            elif arg.startswith("--out="):
                out = arg.split("=", 1)[1]
            else:
                raise DeployError("unknown argument %s; %s" % (arg, USAGE))
        path = build(out)
    except DeployError as e:
        print("bundle: %s" % e, file=sys.stderr)
        return 2
    except OSError as e:
        print("bundle: could not write the zip (%s)" % e, file=sys.stderr)
        return 2
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
    say(
        "wrote %s: %d files (code.py, settings.toml, README.txt, lib/pipgrid/ as .mpy), %d KB"
        % (os.path.relpath(path), len(names), (os.path.getsize(path) + 1023) // 1024)
    )
    say(
        "not inside: %s (Adafruit's library bundle; README.txt says where to get it)"
        % ", ".join(required_libraries())
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
