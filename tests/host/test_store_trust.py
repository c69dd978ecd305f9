"""Issue 26, the store file: only stores are stores, one writer per store, and a store of
the wrong length keeps its records. Every refusal is one line, exit status 2, and leaves
the file as it was; nothing waits on a FIFO."""

import os
import subprocess
import sys

import pytest
from test_cli_inputs import ROOT, refused, run

from host_sim.hardware import NVM_SIZE, FileStore, StoreError
from pipgrid.save import Saves


def saved_store(path, payload=b"a game in progress"):
    """A store file holding one saved Luzon game (id 1), closed again."""
    store = FileStore(str(path))
    saves = Saves(store)
    saves.load()
    saves.store(1, payload, b"\x01")
    store.close()
    return path.read_bytes()


@pytest.mark.parametrize(
    "content",
    [
        b"PG notes: " + b"x" * (NVM_SIZE - 10),  # a text file that starts "PG"
        b"\x00" * NVM_SIZE,  # zeros
        b"hello",
    ],
    ids=["text-starting-PG", "zeros", "short-text"],
)
def test_a_file_that_is_not_a_store_is_refused_untouched(tmp_path, content):
    path = tmp_path / "notes.bin"
    path.write_bytes(content)
    with pytest.raises(StoreError, match="not a PipGrid store"):
        FileStore(str(path))
    refused("play", "--store", path, "--keys", "A", words=("not a PipGrid store", "left untouched"))
    assert path.read_bytes() == content


def test_special_files_are_refused_at_once(tmp_path):
    """/dev/null (a device), a folder and a FIFO: refused, never opened for writing,
    never waited on (a FIFO with no writer)."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path, words in (("/dev/null", "a device"), (tmp_path, "a folder"), (fifo, "a FIFO")):
        with pytest.raises(StoreError, match=words):
            FileStore(str(path))
        refused("play", "--store", path, "--keys", "A", words=(words, "not a store file"))
        refused("play", "--new-store", path, "--keys", "A", words=(words,))
    assert fifo.exists() and os.path.isdir(tmp_path)


def test_replay_of_a_fifo_does_not_hang(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "replay", str(fifo)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1, r
    assert "a FIFO" in r.stderr and "Traceback" not in r.stderr


def test_a_second_simulator_on_a_store_is_refused(tmp_path):
    path = tmp_path / "store.bin"
    first = FileStore(str(path))
    before = path.read_bytes()
    with pytest.raises(StoreError, match="in use by another PipGrid simulator"):
        FileStore(str(path))
    # another process: refused with one line, the store untouched
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "--store", str(path), "--keys", "A RIGHT A"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1, r
    assert "in use by another PipGrid simulator" in r.stderr
    assert path.read_bytes() == before
    first.close()
    FileStore(str(path)).close()  # free again once the first one has gone


def test_two_matches_on_one_store_never_lose_a_save_silently(tmp_path):
    """The issue's trial: while one simulator plays on the store, another one is refused
    instead of writing its own copy over the first one's saves."""
    path = tmp_path / "store.bin"
    first = FileStore(str(path))
    saves = Saves(first)
    saves.load()
    saves.store(2, b"traditional match", b"\x01")
    status, out, err = run("play", "--store", path, "--keys", "A A A")
    assert status == 2 and "in use" in err
    saves.store(3, b"italian match", b"\x01")
    first.close()
    again = Saves(FileStore(str(path)))
    again.load()
    assert again.read(2) == b"traditional match" and again.read(3) == b"italian match"
    again.nvm.close()


@pytest.mark.parametrize("cut", [-1, +1, -100, +4096])
def test_a_store_of_the_wrong_length_keeps_its_records(tmp_path, cut):
    path = tmp_path / "store.bin"
    data = saved_store(path)
    data = data[: NVM_SIZE + cut] if cut < 0 else data + b"\xff" * cut
    path.write_bytes(data)
    lines = []
    store = FileStore(str(path), warn=lines.append)
    assert len(lines) == 1 and "%d bytes, not 4096" % len(data) in lines[0]
    assert "written again at 4096 bytes" in lines[0]
    assert path.stat().st_size == NVM_SIZE  # rewritten after the loss was named
    saves = Saves(store)
    saves.load()
    assert saves.read(1) == b"a game in progress"
    store.close()


def test_the_command_line_names_a_wrong_length_before_it_plays(tmp_path):
    path = tmp_path / "store.bin"
    path.write_bytes(saved_store(path)[:-1])
    status, out, err = run("play", "--store", path, "--keys", "wait:10")
    assert status == 0 and len(err.splitlines()) == 1 and "4095 bytes, not 4096" in err
    assert "screen:" in out and path.stat().st_size == NVM_SIZE
