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

No more than CircuitPython holds (issue 23): a name is added only when CircuitPython
10.2.1 and 9.2.1 (their 32-bit builds, ``make cp32``) hold it in ROM too, as listed in
circuitpython_rom.txt beside this file (the repository's names both hold; measured with
``--circuitpython``). The 64-bit port holds 76 of the repository's names that they do
not (``argparse``, ``line``, ``store``, ``t``, ...); with them in ROM micropython32 would
find room a board does not have. Names CircuitPython holds and the 64-bit port does not
(``last``, ``label``, ``offset``, ...) stay on micropython32's heap: its figures err on
the board's side.

Usage: python rom_qstrs.py > extra_qstrdefs.h
       python rom_qstrs.py --names FILE   (the repository's names, FILE rewritten
                                           only when they changed: a make prerequisite)
       python rom_qstrs.py --circuitpython BINARY...   (circuitpython_rom.txt measured
                                           again: the repository's names every BINARY
                                           holds in ROM)
"""

import ast
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CIRCUITPYTHON_ROM = os.path.join(HERE, "circuitpython_rom.txt")
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


def circuitpython_rom():
    """The repository's names CircuitPython's builds hold in ROM (circuitpython_rom.txt)."""
    with open(CIRCUITPYTHON_ROM) as f:
        return {line.strip() for line in f if line.strip() and not line.startswith("#")}


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
    if argv[:1] == ["--circuitpython"] and argv[1:]:
        names = sorted(repo_names())
        held = set(names)
        for binary in argv[1:]:
            held &= set(rom_names(binary, names))
        head = "# the repository's names CircuitPython's 32-bit builds hold in ROM (host_sim/mp32/rom_qstrs.py --circuitpython)"
        write_if_changed(CIRCUITPYTHON_ROM, "\n".join([head] + sorted(held)) + "\n")
        return
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    names = sorted(library_names() & repo_names() & circuitpython_rom())
    rom = rom_names(micropython, names)
    print(
        "// names of this repository that the 64-bit MicroPython and CircuitPython hold in ROM"
        " (host_sim/mp32/rom_qstrs.py): %d" % len(rom)
    )
    for n in rom:
        print("Q(%s)" % n)


if __name__ == "__main__":
    main(sys.argv[1:])
