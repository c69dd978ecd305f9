"""``make web``: build the static web page into a folder (default build/web/).

    python web/build.py [OUT]

The folder holds everything the page needs, so any static host serves it (no CDN,
nothing fetched from elsewhere at run time):

- the page: web/index.html (with each game's rules, taken from the "How to play"
  sections of docs/luzon.md, docs/domino.md and docs/triominoes.md, the rule ids left
  out: pupils read them), style.css, main.js, worker.js;
- ``mp/``: MicroPython's WebAssembly port (micropython.mjs, micropython.wasm) from the
  pinned npm package in host_sim/wasm (``npm ci --prefix host_sim/wasm``, ``make wasm``);
- ``bundle.json``: every firmware/lib/pipgrid/**.py as it goes onto the board (found by
  walking the folder, so a new module is in it without a word here) and web/*.py, one
  file the worker fetches at once (not one request per module);
- ``sw.js``: the service worker that keeps all of it for offline use, its cache named
  after a checksum of the files (a new build replaces the old cache).

Bad input (a missing npm package) gives one line and exit status 2.
"""

import html
import json
import os
import re
import shutil
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "web")
MP = os.path.join(ROOT, "host_sim", "wasm", "node_modules", "micropython-1.25")
LIB = os.path.join(ROOT, "firmware", "lib")
PAGE_FILES = ("index.html", "style.css", "main.js", "worker.js", "sw.js")
WEB_PY = ("pipgrid_web.py", "teacher.py")  # the page's own Python, beside the board's
# Rule ids (LZ-6, TR-1..TR-14, TO-7a, LZ-H1/H2) in the docs' player sections: left out
# of the pupils' page, with the brackets and commas around them.
RULE_ID = r"\b(?:LZ|TR|IT|TO|HS)-[A-Z]?\d+[a-z]?(?:(?:\.\.|/)(?:(?:LZ|TR|IT|TO|HS)-)?[A-Z]?\d+[a-z]?)?"
RULES = (
    ("Luzon", "docs/luzon.md"),
    ("Traditional and Italian domino", "docs/domino.md"),
    ("Tri-Ominos", "docs/triominoes.md"),
)


class BuildError(Exception):
    pass


def _inline(text):
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)


def markdown(lines):
    """The small part of Markdown the docs' player sections use: headings, paragraphs, lists."""
    out = []
    para = []
    items = []

    def flush():
        if para:
            out.append("<p>%s</p>" % _inline(" ".join(para)))
            del para[:]
        if items:
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % _inline(i) for i in items))
            del items[:]

    for raw in lines:
        line = raw.rstrip()
        if not line.strip():
            flush()
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            out.append(
                "<h%d>%s</h%d>" % (min(6, level + 1), _inline(line.lstrip("#").strip()), min(6, level + 1))
            )
        elif line.lstrip().startswith("- "):
            if para:
                flush()
            items.append(line.lstrip()[2:])
        elif items and line.startswith("  "):
            items[-1] += " " + line.strip()
        else:
            if items:
                flush()
            para.append(line.strip())
    flush()
    return "\n".join(out)


def how_to_play(path):
    """The lines of the doc's "## How to play" section (up to the next "## ")."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        lines = f.read().splitlines()
    start = None
    for i, line in enumerate(lines):
        if line.startswith("## How to play"):
            start = i + 1
        elif start is not None and line.startswith("## "):
            return lines[start:i]
    if start is None:
        raise BuildError("%s has no '## How to play' section" % path)
    return lines[start:]


def without_rule_ids(text):
    """``text`` without rule ids: "(LZ-2, LZ-3)" goes, "(3-5 players, IT-1..IT-7)" keeps
    "(3-5 players)"."""
    text = re.sub(r"(?:,\s*|\s*;\s*)?" + RULE_ID, "", text)
    text = re.sub(r"\(\s*(?:,\s*)*\)", "", text)
    text = re.sub(r"\(\s*,\s*", "(", text)
    return re.sub(r" +([.,;:)])", r"\1", re.sub(r"  +", " ", text))


def rules_html():
    parts = []
    for title, path in RULES:
        parts.append('<h2 id="%s">%s</h2>' % (title.split()[0].lower(), html.escape(title)))
        parts.append(markdown(without_rule_ids(line) for line in how_to_play(path)))
    return "\n".join(parts)


def sources():
    """firmware/lib/pipgrid/**.py and the HOW pages' data files (**.txt) relative to
    firmware/lib, sorted."""
    found = []
    for folder, dirs, files in os.walk(os.path.join(LIB, "pipgrid")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in files:
            if name.endswith((".py", ".txt")):
                found.append(os.path.relpath(os.path.join(folder, name), LIB).replace(os.sep, "/"))
    return sorted(found)


def build(out):
    for name in ("micropython.mjs", "micropython.wasm"):
        if not os.path.exists(os.path.join(MP, name)):
            raise BuildError(
                "%s missing: run 'make wasm' (npm ci --prefix host_sim/wasm) first" % os.path.join(MP, name)
            )
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "mp"))
    for name in PAGE_FILES:
        shutil.copy(os.path.join(WEB, name), os.path.join(out, name))
    with open(os.path.join(out, "index.html"), encoding="utf-8") as f:
        page = f.read()
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as f:
        f.write(page.replace("<!--RULES-->", rules_html()))
    for name in ("micropython.mjs", "micropython.wasm"):
        shutil.copy(os.path.join(MP, name), os.path.join(out, "mp", name))
    bundle = {}
    for rel in sources():
        with open(os.path.join(LIB, rel), encoding="utf-8") as f:
            bundle[rel] = f.read()
    for name in WEB_PY:
        with open(os.path.join(WEB, name), encoding="utf-8") as f:
            bundle[name] = f.read()
    with open(os.path.join(out, "bundle.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, sort_keys=True, separators=(",", ":"))
    offline(out)
    return out


def offline(out):
    """sw.js with the list of what to keep and a cache name that changes with any file."""
    names = sorted(
        os.path.relpath(os.path.join(folder, name), out).replace(os.sep, "/")
        for folder, _dirs, files in os.walk(out)
        for name in files
        if name != "sw.js"
    )
    crc = 0
    for name in names:
        with open(os.path.join(out, name), "rb") as f:
            crc = zlib.crc32(f.read(), zlib.crc32(name.encode(), crc))
    with open(os.path.join(out, "sw.js"), encoding="utf-8") as f:
        text = f.read()
    text = text.replace('"pipgrid-dev"', json.dumps("pipgrid-%08x" % crc))
    text = text.replace('["./"]', json.dumps(["./"] + names))
    with open(os.path.join(out, "sw.js"), "w", encoding="utf-8") as f:
        f.write(text)


def main(argv):
    if len(argv) > 1:
        print("usage: python web/build.py [OUT]", file=sys.stderr)
        return 2
    out = os.path.abspath(argv[0] if argv else os.path.join(ROOT, "build", "web"))
    try:
        build(out)
    except (BuildError, OSError) as e:
        print("web: %s" % e, file=sys.stderr)
        return 2
    print("web: built %s (serve it with: python3 -m http.server -d %s)" % (out, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
