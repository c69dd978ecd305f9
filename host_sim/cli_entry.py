"""``pipgrid``: the console entry point (``[project.scripts]`` in pyproject.toml).

``make play`` installs it into ``.venv`` with ``pip install --no-deps -e .``
(``host_sim/build_backend.py``), so the command runs this repository's ``host_sim``
and ``firmware/lib`` (found from this file's own place, see ``host_sim/__init__.py``)
from any directory. It runs the very
``main`` of ``python -m host_sim``: the same subcommands, the same output; only
usage lines name the command as it was called, ``pipgrid``.
"""

import sys


def main():
    from host_sim.__main__ import run

    return run(prog="pipgrid")


if __name__ == "__main__":
    sys.exit(main())
