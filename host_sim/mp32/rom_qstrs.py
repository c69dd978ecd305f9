"""Q(name) lines for the 32-bit build's ports/unix/qstrdefsport.h: the names our
programs use that the 64-bit MicroPython (the PyPI unix port in .venv, standard
variant) keeps in ROM.

A name a program uses costs heap only when the firmware does not already hold it in
its ROM table (a *qstr*). The 32-bit build here lacks extmod/ (the sdist does not
ship it), so names such as ``random``, ``seed`` or ``match`` that the modules of a
full firmware put in ROM would be interned on the heap and counted against us. With
these lines both builds hold the same ROM names for every name our code uses, and
what differs between their heap figures is the word size alone.

How: the candidates are the identifier-like strings in the 64-bit interpreter's
library (and their tails: the linker keeps ``match`` as the tail of ``fullmatch``)
that also occur in this repository's Python files (names, attributes, arguments,
string constants); a probe run by that interpreter looks each one up as an attribute
(which interns it) and prints the qstr count around it: a name whose lookup adds no
qstr was already in ROM.

Against CircuitPython (issue 23, its 32-bit builds from ``make cp32``): these ROM names
are 76 of ours that CircuitPython 10.2.1 and 9.2.1 do not hold (``argparse``, ``line``,
``store``, ``t``, ...), and CircuitPython holds 15 that this build does not (``last``,
``label``, ``offset``, ...). Measured both ways, micropython32 stays the stricter gate
for the board's budget: the play-through (bench/bench_playthrough.py) needs 99 KB here,
96 KB on CircuitPython 10.2.1 and 95 KB on 9.2.1, and with exactly CircuitPython's ROM
names this build would need 101-102 KB (MicroPython 1.29's own core takes the
difference), so the larger figure is kept: this one, and the budget test runs on all
three (tests/host/test_playthrough.py).

Usage: python rom_qstrs.py > extra_qstrdefs.h
       python rom_qstrs.py --names FILE   (the repository's names, FILE rewritten
                                           only when they changed: a make prerequisite)
"""

import ast
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = ("firmware", "bench", "tests", "host_sim")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
PROBE = """
import micropython
zzq_o = object()
zzq_f = open(ZZQ_PATH)
while True:
    zzq_n = zzq_f.readline().strip()
    if not zzq_n:
        break
    micropython.qstr_info()
    getattr(zzq_o, zzq_n, None)
    micropython.qstr_info()
"""


def repo_names():
    """Every identifier and identifier-like string constant in the repository's Python."""
    names = set()
    for top in SOURCES:
        for base, _dirs, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if not f.endswith(".py"):
                    continue
                with open(os.path.join(base, f), encoding="utf-8") as src:
                    tree = ast.parse(src.read())
                for node in ast.walk(tree):
                    for field in ("id", "attr", "name", "arg", "asname", "module"):
                        v = getattr(node, field, None)
                        if isinstance(v, str):
                            names.update(v.split("."))
                    if isinstance(node, ast.Constant) and isinstance(node.value, str):
                        names.add(node.value)
    return {n for n in names if IDENT.match(n)}


def library_names():
    """Identifier-like strings before a NUL in the 64-bit port's library, and their tails."""
    import micropython_run

    with open(micropython_run.__file__, "rb") as f:
        data = f.read()
    names = set()
    for m in re.finditer(rb"[A-Za-z_][A-Za-z0-9_]{0,40}(?=\x00)", data):
        word = m.group().decode()
        for i in range(len(word)):
            if not word[i].isdigit():
                names.add(word[i:])
    return names


def rom_names(micropython, names):
    with tempfile.TemporaryDirectory() as tmp:
        listing = os.path.join(tmp, "names.txt")
        with open(listing, "w") as f:
            f.write("\n".join(names) + "\n")
        probe = os.path.join(tmp, "probe.py")
        with open(probe, "w") as f:
            f.write("ZZQ_PATH = %r\n" % listing + PROBE)
        out = subprocess.run(
            [micropython, "-X", "heapsize=64M", probe], capture_output=True, text=True, check=True
        ).stdout
    counts = [int(m) for m in re.findall(r"n_qstr=(\d+)", out)]
    return [n for i, n in enumerate(names) if counts[2 * i] == counts[2 * i + 1]]


def write_if_changed(path, text):
    try:
        with open(path) as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w") as f:
        f.write(text)


def main(argv):
    if argv[:1] == ["--names"]:
        write_if_changed(argv[1], "\n".join(sorted(repo_names())) + "\n")
        return
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    names = sorted(library_names() & repo_names())
    rom = rom_names(micropython, names)
    print(
        "// names of this repository that the 64-bit MicroPython holds in ROM (host_sim/mp32/rom_qstrs.py): %d"
        % len(rom)
    )
    for n in rom:
        print("Q(%s)" % n)


if __name__ == "__main__":
    main(sys.argv[1:])
