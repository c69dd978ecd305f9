"""A phase's module list from the import graph (pipgrid/catalog.py's ``start_modules``,
``continue_modules``, ``begin_modules``, ``MENU_MODULES``; issue 22).

``python -m host_sim.phases ROOT...`` prints, as a Python tuple to paste into a catalog
row, the modules ``ROOT...`` import at their top level (what runs when a module is
imported: not the imports inside functions), each after the modules it imports, without
the modules the app keeps loaded anyway (``kernel()``). tests/host/test_phase_modules.py
checks every row of the catalog with ``missing`` and ``misplaced``.

``search`` is where a module is looked for: firmware/lib first, then the folders given
(tests/ for the test-only game of tests/host/test_catalog_plugin.py).
"""

import ast
import os
import sys

from host_sim import FIRMWARE_LIB


def source(name, search=()):
    """The file of module ``name`` (a package's __init__.py), or None when it is not ours."""
    for root in (FIRMWARE_LIB,) + tuple(search):
        base = os.path.join(root, *name.split("."))
        for path in (base + ".py", os.path.join(base, "__init__.py")):
            if os.path.exists(path):
                return path
    return None


def top_imports(name, search=()):
    """The modules of ours that importing ``name`` imports (its top-level statements,
    class bodies and ``try`` blocks included, function bodies not), in source order."""
    path = source(name, search)
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    found = []

    def visit(nodes):
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(node, ast.Import):
                for alias in node.names:
                    found.append(alias.name)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                for alias in node.names:  # ``from pipgrid.ui import font`` imports the module
                    sub = node.module + "." + alias.name
                    found.append(sub if source(sub, search) else node.module)
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit(getattr(node, field, ()) or ())

    visit(tree.body)
    ours = []
    for module in found:
        if source(module, search) and module not in ours and not _package(module, search):
            ours.append(module)
    return ours


def _package(name, search):
    path = source(name, search)
    return path is not None and path.endswith("__init__.py")


def kernel():
    """The modules the app keeps loaded whatever is shown: ``pipgrid.app`` and what it imports."""
    return closure(["pipgrid.app"])


def closure(roots, search=(), leave_out=()):
    """``roots`` and everything they import at their top, each after what it imports."""
    order = []

    def add(name, path):
        if name in order or name in leave_out:
            return
        if name in path:
            raise ValueError("import cycle: %s" % " -> ".join(path + (name,)))
        for sub in top_imports(name, search):
            add(sub, path + (name,))
        order.append(name)

    for root in roots:
        add(root, ())
    return order


def missing(modules, search=()):
    """(module, import) pairs where a listed module imports one neither in the kernel nor listed."""
    have = set(kernel()) | set(modules)
    out = []
    for name in modules:
        for sub in top_imports(name, search):
            if sub not in have:
                out.append((name, sub))
    return out


def misplaced(modules, search=()):
    """(module, import) pairs where a listed module comes before a listed module it imports."""
    out = []
    for i, name in enumerate(modules):
        for sub in top_imports(name, search):
            if sub in modules[i + 1 :]:
                out.append((name, sub))
    return out


def main(argv):
    search = []
    while len(argv) > 1 and argv[0] == "--search":
        search.append(argv[1])
        argv = argv[2:]
    if not argv:
        print(
            "usage: python -m host_sim.phases [--search DIR]... MODULE...  (the phase's roots,"
            " e.g. pipgrid.ui.luzon.screen; DIR: where modules outside firmware/lib are)"
        )
        return 2
    order = closure(argv, search, leave_out=kernel())
    print("(\n" + "".join('    "%s",\n' % m for m in order) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
