"""Heap helpers for the board (issue 4/5 budget), below the app and its screens.

A module's code is freed only once nothing refers to it: ``unload`` takes pipgrid
modules out of ``sys.modules`` and off their package, so a phase of the app (the menu,
a game's screens, the solver) costs heap only while it is shown. A module's names
(qstrs) stay interned on the board; everything else is freed.
"""

import gc
import sys

# Unloading modules only pays where heap is scarce; CPython keeps them (tests may hold
# their classes), the behaviour is the same.
UNLOAD = sys.implementation.name != "cpython"


def collect():
    """A full garbage collection where the heap is small (the board, MicroPython); on
    CPython a full collection costs milliseconds and frees nothing that matters."""
    if UNLOAD:
        gc.collect()


def unload(names=None, keep=()):
    """Forget pipgrid modules (``names``, or every one not in ``keep``) so their code
    can be collected: out of ``sys.modules`` and off their package. Only where
    ``UNLOAD``; the caller must hold no object of theirs."""
    if not UNLOAD:
        return
    for name in list(sys.modules):
        if name.startswith("pipgrid.") and (name in names if names else name not in keep):
            del sys.modules[name]
            dot = name.rfind(".")
            parent = sys.modules.get(name[:dot])
            if parent is not None:
                try:
                    delattr(parent, name[dot + 1 :])
                except AttributeError:
                    pass
    gc.collect()
