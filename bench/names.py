"""Where the play-through's interned names come from (issue 22's budget: the name pools).

``python -m bench names [--interpreter PATH] [--all]``

Every name an interpreter does not hold in ROM is interned on the heap the first time
it is seen, and stays: the pools double (20, 40, ... 640 entries, 1,260 in all), so the
1,261st name on CircuitPython allocates a 1,280-entry pool, about 9 KB
(bench/bench_playthrough.py). An ``.mpy`` file carries a table of the names it uses,
all interned when it loads (those in mpy-cross's static table are in every firmware's
ROM and cost nothing); code compiled from ``.py`` interns the names its compiler meets.

This replays the play-through (bench/bench_playthrough.py: the drive ``make deploy``
stages, .mpy files with the interpreter's header) once on a large heap and prints,
at its end, ``micropython.qstr_info(1)``: every name the interpreter interned. Each
name is then found in the name tables of the drive's ``.mpy`` files (and of the
``.py`` files the interpreter compiles: ``code.py``, the bench's stand-ins and driver)
and printed per module:

- ``own``: names no other loaded file uses, the most a module's removal or rewrite
  can give back (listed, for the interpreter measured first: ``--all`` lists them for
  every interpreter);
- ``shared``: names this module shares with others (each counted once per module);
- names in no file's table: made at run time (import paths, ``getattr`` names...).

A module counts as loaded when its file's name was interned (mpy-cross ``-s``: one
name per module, its path). The total line adds up every name the dump printed; it
equals ``n_qstr`` of ``python -m bench playthrough``.
"""

import os
import subprocess
import sys
import tempfile

import host_sim  # noqa: F401  (firmware/lib on sys.path)
from bench import bench_playthrough
from host_sim import deploy, mpy


def read_uint(data, i):
    """MicroPython's variable-length unsigned int (7 bits a byte, high bit: more): (value, next i)."""
    n = 0
    while True:
        b = data[i]
        i += 1
        n = (n << 7) | (b & 0x7F)
        if not b & 0x80:
            return n, i


def mpy_names(data):
    """The names of an ``.mpy`` file's (version 6) table that are not in mpy-cross's static
    table: those its loading interns (its first one is its source name)."""
    assert data[1] == 6, "not an .mpy of version 6"
    i = 4
    if data[2] >> 2:  # native code: an architecture's flags follow
        _flags, i = read_uint(data, i)
    count, i = read_uint(data, i)
    _objects, i = read_uint(data, i)
    names = []
    for _ in range(count):
        n, i = read_uint(data, i)
        if n & 1:  # a static name: an index into the table every firmware has in ROM
            continue
        n >>= 1
        names.append(data[i : i + n].decode())
        i += n + 1  # the name and its NUL
    return names


def tables(drive):
    """{file: [names]} for every module of the staged drive: the .mpy files' tables, and
    for the .py files the interpreter compiles (``code.py``, the bench's stand-ins and
    driver) the table mpy-cross writes for them."""
    out = {}
    exe = deploy.mpy_cross()
    with tempfile.TemporaryDirectory() as tmp:
        for base, _dirs, files in os.walk(drive):
            for f in sorted(files):
                path = os.path.join(base, f)
                rel = os.path.relpath(path, drive).replace(os.sep, "/")
                if f.endswith(".mpy"):
                    with open(path, "rb") as src:
                        out[rel] = mpy_names(src.read())
                elif f.endswith(".py"):
                    target = os.path.join(tmp, "x.mpy")
                    subprocess.run([exe, "-o", target, "-s", rel, path], check=True)
                    with open(target, "rb") as src:
                        out[rel] = mpy_names(src.read())
    return out


def interned(drive, interpreter, kb=256):
    """Every name the play-through leaves interned on ``interpreter``: its
    ``micropython.qstr_info(1)`` at the end (the driver prints it when given a second
    argument)."""
    env = dict(os.environ)
    env["MICROPYPATH"] = "lib" + os.pathsep + "hw"
    env["PIPGRID_PROFILE"] = "pico-16x16"
    r = subprocess.run(
        [interpreter, "-X", "heapsize=%dK" % kb, "playthrough.py", "events.txt", "names"],
        cwd=drive,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    lines = r.stdout.splitlines()
    if r.returncode != 0 or lines[-1:] != ["ok"]:
        raise RuntimeError("the replay failed on %s:\n%s" % (interpreter, "\n".join(lines[-12:]) + r.stderr))
    names = [line[2:-1] for line in lines if line.startswith("Q(") and line.endswith(")")]
    counts = [line for line in lines if line.startswith("qstr pool")]
    return names, counts[-1]


def attribute(names, table):
    """Per loaded file: (own names, number shared), and the names in no file's table."""
    # a .py file's source name is the path its importer opened (code.py's: absolute)
    paths = {n for n in names if n.endswith((".py", ".mpy"))}
    loaded = {f: set(t) for f, t in table.items() if f in paths or any(p.endswith("/" + f) for p in paths)}
    users = {}
    for f, t in loaded.items():
        for n in t:
            users.setdefault(n, []).append(f)
    per_file = {}
    for f, t in loaded.items():
        own = sorted(n for n in t if n in names and users[n] == [f])
        shared = sum(1 for n in t if n in names and len(users[n]) > 1)
        per_file[f] = (own, shared)
    unowned = sorted(n for n in names if n not in users)
    return per_file, unowned


def report(label, names, pool_line, table, listing):
    names_set = set(names)
    per_file, unowned = attribute(names_set, table)
    print("%s: %d interned names (%s)" % (label, len(names), pool_line))
    rows = sorted(per_file.items(), key=lambda item: (-len(item[1][0]), item[0]))
    print("  %5s %6s  %s" % ("own", "shared", "file"))
    for f, (own, shared) in rows:
        print("  %5d %6d  %s%s" % (len(own), shared, f, (": " + " ".join(own)) if listing and own else ""))
    print("  %5d %6s  made at run time%s" % (len(unowned), "", (": " + " ".join(unowned)) if listing else ""))
    owned = sum(len(own) for own, _shared in per_file.values())
    print(
        "  %d own + %d shared by several files + %d made at run time = %d"
        % (owned, len(names_set) - owned - len(unowned), len(unowned), len(names_set))
    )


def main(argv):
    interpreters = []
    args = [a for a in argv if a != "names"]
    listing_all = "--all" in args
    while args:
        a = args.pop(0)
        if a == "--interpreter" and args:
            interpreters.append(os.path.abspath(args.pop(0)))
    if not interpreters:
        interpreters = [path for _label, path in mpy.boards32()]
    if not interpreters:
        print("no 32-bit interpreter: 'make mp32' builds micropython32, 'make cp32 GITDIR=...' CircuitPython")
        return 1
    events = bench_playthrough.record()
    for i, interpreter in enumerate(interpreters):
        with tempfile.TemporaryDirectory() as tmp:
            drive = bench_playthrough.prepare(tmp, interpreter, events)
            names, pool_line = interned(drive, interpreter)
            label = "%s (%s %d)" % (
                (os.path.basename(interpreter),) + bench_playthrough.implementation(interpreter)
            )
            report(label, names, pool_line, tables(drive), listing_all or i == 0)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
