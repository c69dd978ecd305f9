"""firmware/code.py itself runs under CPython with Blinka's OS-agnostic board (issue 4).

A small shim (run in a subprocess, so Blinka's board module and keypad threads
stay out of the test process) captures ``neopixel_write``, adds a profile
for the agnostic board's pins (test-only: the shipped profiles name GP/D pins
that board lacks), and runs code.py with ``PIPGRID_ITERATIONS`` so the loop ends.
"""

import json
import os
import subprocess
import sys

from host_sim import FIRMWARE_LIB, ROOT

SHIM = r"""
import json, os, runpy, sys
sys.path.insert(0, sys.argv[1])
import neopixel_write
frames = []
neopixel_write.neopixel_write = lambda pin, buf: frames.append(bytes(buf))
from pipgrid import boards
boards.PROFILES["agnostic"] = {
    "name": "agnostic", "width": 16, "height": 16, "serpentine": True, "data_pin": "NEOPIXEL",
    # keypad pulls up and a key reads pressed when low: Dx_INPUT_FALSE is a held RIGHT,
    # the others read high (released).
    "buttons": {"UP": "Dx_INPUT_TRUE", "DOWN": "Dx_INPUT_TRUE_PULL_UP", "LEFT": "Dx_INPUT_TRUE_PULL_DOWN",
                "RIGHT": "Dx_INPUT_FALSE", "A": "Dx_OUTPUT", "B": "Ax_INPUT_FIXED_INT_PI"},
    "brightness": 0.25, "current_cap_ma": 500,
}
status = 0
try:
    runpy.run_path(sys.argv[2], run_name="__main__")
except SystemExit as e:
    status = e.code
print("FRAMES " + json.dumps({"status": status, "count": len(frames),
      "sizes": sorted(set(len(f) for f in frames)), "lit": [sum(1 for b in f if b) for f in frames]}))
"""


def run_code_py(profile, iterations=300):
    env = dict(os.environ)
    env.update(BLINKA_OS_AGNOSTIC="1", PIPGRID_PROFILE=profile, PIPGRID_ITERATIONS=str(iterations))
    env.pop("PYTHONPATH", None)
    code_py = os.path.join(ROOT, "firmware", "code.py")
    r = subprocess.run(
        [sys.executable, "-c", SHIM, FIRMWARE_LIB, code_py],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = [line for line in r.stdout.splitlines() if line.startswith("FRAMES ")]
    assert lines, r.stdout[-2000:] + r.stderr[-3000:]
    return json.loads(lines[-1][7:]), r.stdout, r.stderr


def test_code_py_runs_the_app_and_writes_real_frames():
    result, out, err = run_code_py("agnostic")
    assert result["status"] == 0, out + err
    assert result["count"] >= 2  # the start-up animation is more than one frame
    assert result["sizes"] == [256 * 3]  # 256 LEDs, 3 bytes each (GRB)
    assert max(result["lit"]) > 10, result["lit"]  # not a black panel
    assert "Traceback" not in err and "Traceback" not in out
    # Blinka has no microcontroller.nvm: code.py says so and keeps saves in RAM.
    assert "no microcontroller.nvm" in out


def test_impossible_profile_stops_with_a_clear_message():
    # The reference profile names GP pins; the agnostic board has none.
    result, out, err = run_code_py("pico-16x16", iterations=5)
    assert result["status"] == 1
    assert "PipGrid cannot start" in out and "GP0" in out
    assert result["count"] == 0  # no LED driver could be made for a pin that does not exist
    assert "Traceback" not in err


def test_unknown_profile_name_is_reported():
    result, out, err = run_code_py("no-such-board", iterations=5)
    assert result["status"] == 1
    assert "PipGrid cannot start" in out and "no-such-board" in out
