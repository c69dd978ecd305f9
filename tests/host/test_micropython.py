"""The portable core tests pass unchanged under MicroPython with a 64 KB heap."""

import os

from host_sim import ROOT, mpy


def core_test_files():
    return sorted(n for n in os.listdir(os.path.join(ROOT, "tests", "core")) if n.startswith("test_"))


def test_core_tests_pass_under_micropython_64k():
    files = core_test_files()
    assert files, "no portable tests found"
    result = mpy.run("tests/mpy_runner.py", files, heap="64K", timeout=900)
    last = (result.stdout.strip().splitlines() or ["<no output>"])[-1]
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert last.endswith(" 0 failed") and not last.startswith("0 passed"), last
