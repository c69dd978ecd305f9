"""Stand-in for CircuitPython's ``microcontroller`` (bench/bench_playthrough.py): ``nvm``,
the board's 4 KB of flash for the saves, is a file here (bench/nvm_file.py), not heap."""

from nvm_file import FileStore

nvm = FileStore("nvm.bin")
