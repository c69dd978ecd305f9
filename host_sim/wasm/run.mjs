#!/usr/bin/env node
// Run a script on an OLDER MicroPython, to catch API differences CircuitPython's older language
// core has (CircuitPython 9.x ~ MicroPython 1.21, 10.x ~ 1.25); tests/host/test_micropython_older.py.
//
//   node host_sim/wasm/run.mjs --version 1.21 [--heap 4M] script.py [arg ...]
//
// The MicroPythons are the WebAssembly builds of the npm package
// @micropython/micropython-webassembly-pyscript, pinned side by side in package.json as
// "micropython-<version>" (npm ci --prefix host_sim/wasm); "1.21" is npm 1.21.0-279, which
// reports v1.22.0-preview.278 (Jan 2024), the oldest pyscript build close to CircuitPython 9's
// core; npm 1.20.0-297 also runs here. Run here like the unix port:
// * MICROPYPATH (colon-separated): each host dir is copied (.py/.mpy files) into the in-memory
//   virtual FS at the same absolute path; sys.path = [script's dir] + MICROPYPATH entries.
// * the script goes to its absolute host path, the host cwd is made and chdir'd to;
//   sys.argv = [script, args...], __name__ == "__main__". Files the script writes stay in memory.
// * stdout/stderr pass through; an uncaught exception prints its traceback on stderr and
//   exits 1, SystemExit(n) exits n.
// LIMITS: functional checks only, never heap figures. The heap (--heap, default 4M) GROWS on
// demand (split heap) and gc only runs when control returns to JS, never inside the script, so
// there is no MemoryError, gc.collect() frees nothing and gc.mem_alloc() counts garbage. Objects
// are 32-bit (wasm32) sized; Python calls use a small fixed pystack (a
// 200-deep recursion of a one-line function already exhausts it).
import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";
import { spawnSync } from "child_process";

// node must run with --single-threaded: otherwise node 20 at times (1 run in 20-100) hangs for
// good on exit, its main thread joining a V8 background thread (wasm compilation) that waits
// for a garbage collection only the main thread could do. Without the flag, run again with it.
if (!process.execArgv.includes("--single-threaded")) {
  const r = spawnSync(process.execPath, ["--single-threaded", ...process.execArgv, ...process.argv.slice(1)],
    { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const die = (msg, code = 2) => { process.stderr.write(msg + "\n"); process.exit(code); };
const USAGE = "usage: node run.mjs --version 1.21 [--heap 4M] script.py [arg ...]";

let version = null, heap = "4M";
const argv = process.argv.slice(2);
while (argv.length && argv[0].startsWith("--")) {
  const opt = argv.shift(), val = argv.shift();
  if (val === undefined) die(USAGE);
  if (opt === "--version") version = val;
  else if (opt === "--heap") heap = val;
  else die(USAGE);
}
if (!version || !argv.length) die(USAGE);
const m = /^(\d+)([kKmM]?)$/.exec(heap);
if (!m) die("bad --heap " + heap);
const heapBytes = parseInt(m[1]) * { "": 1, k: 1024, m: 1048576 }[m[2].toLowerCase()];
const pkg = path.join(HERE, "node_modules", "micropython-" + version);
if (!fs.existsSync(pkg)) die(`${pkg} missing: run 'npm ci --prefix host_sim/wasm'`);
const [script, ...args] = argv;
const hostScript = path.resolve(script);
if (!fs.existsSync(hostScript)) die(`can't open file '${script}'`);

// Output: the package hands over one line at a time (without its "\n"; 1.21 has no other
// mode); the unfinished last line is left in Module._std*Buffer and flushed at exit.
// A finished stderr line first flushes the unfinished stdout one, as unbuffered output would.
const out = (fd) => (line) => {
  if (fd === 2 && mp?._module._stdoutBuffer.length) {
    fs.writeSync(1, Buffer.from(mp._module._stdoutBuffer));
    mp._module._stdoutBuffer = [];
  }
  fs.writeSync(fd, line + "\n");
};
const { loadMicroPython } = await import(path.join(pkg, "micropython.mjs"));
let mp = null;
mp = await loadMicroPython({ heapsize: heapBytes, url: path.join(pkg, "micropython.wasm"),
  stdout: out(1), stderr: out(2) });
const FS = mp.FS;

function copyIn(host, vfs) { FS.mkdirTree(path.posix.dirname(vfs)); FS.writeFile(vfs, fs.readFileSync(host)); }
function copyTree(dir) {
  FS.mkdirTree(dir);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) copyTree(p);
    else if (/\.(py|mpy)$/.test(e.name)) copyIn(p, p);
  }
}
FS.mkdirTree(process.cwd());
FS.chdir(process.cwd());
copyIn(hostScript, hostScript);
const sysPath = [path.dirname(hostScript)];
for (const p of (process.env.MICROPYPATH || "").split(":").filter(Boolean)) {
  const abs = path.resolve(p);
  if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) { copyTree(abs); sysPath.push(abs); }
  else sysPath.push(p); // e.g. ".frozen", kept as it is
}

// The script runs inside this Python wrapper, so SystemExit and tracebacks are handled the same
// way on every version; the exit status comes back through a registered JS module.
let rc = 1;
mp.registerJsModule("_host", { exit: (n) => { rc = n; } });
const py = JSON.stringify; // a JSON string is a valid Python str literal
mp.runPython(`
import sys, _host
sys.path[:] = [${sysPath.map(py).join(", ")}]
sys.argv[:] = [${[script, ...args].map(py).join(", ")}]
def _main():
    g = {"__name__": "__main__", "__file__": ${py(script)}}
    try:
        with open(${py(hostScript)}) as f:
            src = f.read()
        exec(compile(src, ${py(script)}, "exec"), g)
    except SystemExit as e:
        code = e.args[0] if e.args else None
        if code is None or isinstance(code, int):
            return (code or 0) & 255
        print(code, file=sys.stderr)
        return 1
    except BaseException as e:
        sys.print_exception(e, sys.stderr)
        return 1
    return 0
_host.exit(_main())
`);
const mod = mp._module;
for (const [fd, buf] of [[1, mod._stdoutBuffer], [2, mod._stderrBuffer]]) {
  if (buf && buf.length) fs.writeSync(fd, Buffer.from(buf));
}
process.exit(rc);
