"""A tiny in-tree build backend (PEP 517 / PEP 660) for ``pip install -e .``.

It exists so that the first ``make play`` stays light (issue 17): setuptools as the
backend made pip fetch setuptools and wheel into a fresh build environment and run
three hooks, the slowest step of the whole first start; this backend needs nothing
(``requires = []``) and works offline.

Both wheels it builds (editable and plain) hold the same three things: the metadata
read from ``pyproject.toml`` (name, version, summary, Python version), the console
scripts of ``[project.scripts]`` (``pipgrid``, which pip turns into ``.venv/bin/pipgrid``)
and ``pipgrid.pth``, a path file naming this checkout, so the command always runs the
repository's own ``host_sim`` and ``firmware/lib`` (found from ``host_sim/__init__.py``),
from any directory. Nothing is copied: edit the code and the command follows.
"""

import base64
import hashlib
import os
import tomllib
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _project():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]


def _files():
    """{name in the wheel: bytes}, dist-info last but RECORD."""
    p = _project()
    name, version = p["name"], p["version"]
    info = "%s-%s.dist-info" % (name, version)
    meta = "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)
    if "description" in p:
        meta += "Summary: %s\n" % p["description"]
    if "requires-python" in p:
        meta += "Requires-Python: %s\n" % p["requires-python"]
    scripts = "".join("%s = %s\n" % (k, v) for k, v in sorted(p.get("scripts", {}).items()))
    return info, [
        ("%s.pth" % name, (ROOT + "\n").encode("utf-8")),
        (info + "/METADATA", meta.encode("utf-8")),
        (
            info + "/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: host_sim.build_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        ),
        (info + "/entry_points.txt", ("[console_scripts]\n" + scripts).encode("utf-8")),
    ]


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return "%s,sha256=%s,%d\n" % (name, digest, len(data))


def _wheel(directory):
    p = _project()
    info, files = _files()
    filename = "%s-%s-py3-none-any.whl" % (p["name"].replace("-", "_"), p["version"])
    record = "".join(_record_line(n, d) for n, d in files) + info + "/RECORD,,\n"
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as z:
        for n, d in files:
            z.writestr(n, d)
        z.writestr(info + "/RECORD", record)
    return filename


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory)


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_wheel(config_settings=None):
    return []
