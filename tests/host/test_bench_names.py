"""bench/names.py reads an .mpy file's name table as the interpreter's loader does: the
names loading it interns (python -m bench names attributes the play-through's names with it)."""

import subprocess

from bench import names
from host_sim import deploy


def test_an_mpy_table_lists_the_names_its_loading_interns(tmp_path):
    src = tmp_path / "m.py"
    src.write_text(
        "from micropython import const\n"
        "_HIDDEN = const(7)\n"
        "SHOWN = 'pg_short'\n"
        "LONG = 'a string longer than ten characters'\n"
        "def pg_function(pg_argument):\n"
        "    pg_local = pg_argument + _HIDDEN\n"
        "    return pg_local.pg_attribute\n"
    )
    out = tmp_path / "m.mpy"
    subprocess.run([deploy.mpy_cross(), "-o", str(out), "-s", "lib/m.mpy", str(src)], check=True)
    table = names.mpy_names(out.read_bytes())
    assert table[0] == "lib/m.mpy"  # the source name, one interned name a module
    assert {"SHOWN", "LONG", "pg_short", "pg_function", "pg_argument", "pg_attribute"} <= set(table)
    # a private const and a local cost no name; nor does a long string or a name in ROM (const)
    assert not {"_HIDDEN", "pg_local", "a string longer than ten characters", "const"} & set(table)


def test_names_are_counted_once_for_the_files_that_use_them():
    per_file, unowned = names.attribute(
        {"a.mpy", "b.mpy", "alone", "both", "runtime"},
        {"a.mpy": ["a.mpy", "alone", "both"], "b.mpy": ["b.mpy", "both"], "c.mpy": ["c.mpy", "both"]},
    )
    assert per_file == {"a.mpy": (["a.mpy", "alone"], 1), "b.mpy": (["b.mpy"], 1)}  # c.mpy never loaded
    assert unowned == ["runtime"]
