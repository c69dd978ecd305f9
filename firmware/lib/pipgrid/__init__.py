"""PipGrid: the shared core of the electronic domino board.

Runs unchanged on CircuitPython (the board), MicroPython (tests) and CPython
(the host simulator). See ../shared/DESIGN.md for the layers; the version is in
version.py.
"""
