"""Imports point down (docs/architecture.md, issue 11), checked from the code itself.

Every ``import`` and ``from ... import`` under firmware/, at any depth in a module
(the board imports many modules inside functions), and every ``__import__("...")``
with a literal name, is mapped to its layer:

    code.py, host_sim           the entries
    pipgrid.app                 the kernel: settings, saves, the screen stack
    pipgrid.runner              the main loop (+ mirror, mirror_frames)
    pipgrid.ui (+ ui/<game>/)   screens: never the app, never host_sim
    pipgrid.bots, pipgrid.solver  computer players and the Luzon solver: games and basics
    pipgrid.games.<family>      rules only: basics and their own family
    basics                      tiles, rng, save (+ save_report, save_v1, crc32), memory, catalog,
                                profile, boards, power, boot_errors, wiring
"""

import ast
import os

import pytest

from host_sim import FIRMWARE_LIB, ROOT

BASICS = {
    "tiles",
    "rng",
    "version",
    "save",
    "save_report",
    "save_v1",
    "crc32",
    "memory",
    "catalog",
    "profile",
    "boards",
    "power",
    "boot_errors",
    "wiring",
}
PIPGRID = os.path.join(FIRMWARE_LIB, "pipgrid")


def module_name(path):
    rel = os.path.relpath(path, FIRMWARE_LIB)[:-3].replace(os.sep, ".")
    return rel[: -len(".__init__")] if rel.endswith(".__init__") else rel


def imported(path):
    """(line, module) for every module the file imports, at any depth."""
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
            # ``from pipgrid.games import luzon`` names a module too
            found += [
                (node.lineno, node.module + "." + a.name)
                for a in node.names
                if os.path.exists(os.path.join(FIRMWARE_LIB, *(node.module + "." + a.name).split(".")))
            ]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def layer(name):
    """The layer of a pipgrid module name (or None for what is not pipgrid's)."""
    parts = name.split(".")
    if parts[0] != "pipgrid" or len(parts) == 1:
        return None
    top = parts[1]
    if top in BASICS:
        return "basics"
    if top in ("mirror", "mirror_frames"):
        return "runner"  # the runner's mirror (issue 16), loaded only when asked
    if top == "games":
        return "games." + parts[2] if len(parts) > 2 else "games"
    return top  # app, runner, ui, bots, solver


ALLOWED = {
    "basics": {"basics"},
    "bots": {"basics", "games", "bots"},
    "solver": {"basics", "games", "solver"},
    "ui": {"basics", "games", "bots", "solver", "ui"},
    "runner": {"basics", "ui", "runner"},
    "app": {"basics", "games", "ui", "app"},
}


def allowed(src, dst):
    if dst is None:
        return True
    if src.startswith("games"):
        # rules only: basics, the games package itself, and the module's own family
        return dst in ("basics", "games", src)
    if dst.startswith("games"):
        dst = "games"
    return dst in ALLOWED[src]


def firmware_files():
    out = []
    for base, _dirs, files in os.walk(os.path.join(ROOT, "firmware")):
        out += [os.path.join(base, f) for f in files if f.endswith(".py")]
    return sorted(out)


def test_the_scan_sees_every_layer():
    names = {layer(module_name(p)) for p in firmware_files() if p.startswith(PIPGRID)}
    assert {
        "basics",
        "app",
        "runner",
        "ui",
        "bots",
        "solver",
        "games.luzon",
        "games.domino",
        "games.triominoes",
    } <= names


@pytest.mark.parametrize("path", firmware_files(), ids=lambda p: os.path.relpath(p, ROOT))
def test_imports_point_down(path):
    src = layer(module_name(path)) if path.startswith(PIPGRID) else None
    wrong = []
    for line, name in imported(path):
        if name.split(".")[0] == "host_sim":
            wrong.append("line %d: %s (nothing under firmware/ imports host_sim)" % (line, name))
        elif src is not None and not allowed(src, layer(name)):
            wrong.append("line %d: %s (%s must not import %s)" % (line, name, src, layer(name)))
    assert not wrong, wrong


def test_the_checker_catches_an_upward_import(tmp_path):
    """The rule itself: a screen importing the app, a game importing a screen or another
    game family, a bot importing the solver are all refused."""
    assert not allowed("ui", "app")
    assert not allowed("games.domino", "ui")
    assert not allowed("games.domino", "games.luzon")
    assert not allowed("bots", "solver")
    assert not allowed("solver", "ui")
    assert allowed("games.domino", "basics") and allowed("ui", "games.luzon") and allowed("app", "ui")
    p = tmp_path / "upward.py"
    p.write_text("def f():\n    from pipgrid.app import unload\n    __import__('pipgrid.ui.home')\n")
    assert [n for _, n in imported(str(p))] == ["pipgrid.app", "pipgrid.ui.home"]


def test_the_simulator_and_the_benchmarks_import_nothing_from_tests():
    """host_sim/ and bench/ stand on their own (issue 22): no module they import, by any
    name, is one of tests/'s (the drivers and stand-ins live in host_sim/drive). (host_sim.mpy
    still puts tests/core on MicroPython's path: it is what runs the portable tests.)"""
    in_tests = set()
    for _folder, dirs, files in os.walk(os.path.join(ROOT, "tests")):
        in_tests |= {n[:-3] for n in files if n.endswith(".py") and n != "__init__.py"}
        in_tests |= set(dirs)
    in_tests -= {"__pycache__"}
    wrong = []
    for top in ("host_sim", "bench"):
        for folder, _dirs, files in os.walk(os.path.join(ROOT, top)):
            for n in files:
                if not n.endswith(".py"):
                    continue
                path = os.path.join(folder, n)
                for line, name in imported(path):
                    if name.split(".")[0] in in_tests | {"tests"}:
                        wrong.append("%s:%d imports %s" % (os.path.relpath(path, ROOT), line, name))
    assert not wrong, wrong
