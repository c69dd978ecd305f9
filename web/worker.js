// The board itself, in a Web Worker (the page never freezes while Python runs):
// MicroPython's WebAssembly port (npm @micropython/micropython-webassembly-pyscript, copied
// into mp/ by `make web`) runs firmware/lib/pipgrid (copied into lib/pipgrid/, listed in
// files.json) through pipgrid_web.py: the same App and Runner as on the board.
//
// Messages in:  {type:"start", store, sim}  store: localStorage's hex of the 4096-byte store
//               {type:"key", key, pressed}  key: 0..5 = UP DOWN LEFT RIGHT A B
// Messages out: {type:"ready"}, {type:"frame", hex, screen, n}, {type:"store", hex},
//               {type:"log", line}, {type:"quiet", n}, {type:"error", text},
//               {type:"tones", list}  list: "ms:hz,..." the piezo's tones (0 Hz = silent)
//
// Time: the board's loop steps every STEP_MS. Normally the clock is real time. With
// sim (the page's ?sim test mode) time is simulated, as in `python -m host_sim --keys`
// (host_sim/front_headless.py): the start runs until the screen is quiet, then each
// key is a press and release followed by GAP_MS of time and a settle (until quiet for
// QUIET_MS, at most KEY_SETTLE_MS), one key at a time, so a key sequence gives the same frames as the CPython simulator.
import { loadMicroPython } from "./mp/micropython.mjs";

const STEP_MS = 10, GAP_MS = 250, QUIET_MS = 300, START_MS = 4000, KEY_SETTLE_MS = 1000;
let board = null, sim = false, simMs = 0, frames = 0;
const pending = [];

function post(msg) { self.postMessage(msg); }

function step(ms) {
  const r = board.step(ms);
  if (r & 1) {
    frames += 1;
    post({ type: "frame", hex: board.frame_hex(), screen: board.screen(), n: frames });
  }
  if (r & 2) post({ type: "store", hex: board.store_hex() });
  if (r & 4) post({ type: "tones", list: String(board.take_tones()) });
  return r & 1;
}

// simulated time (test mode)
function runFor(ms) { const end = simMs + ms; while (simMs < end) { simMs += STEP_MS; step(simMs); } }
function settle(most) {
  const end = simMs + most; let quietSince = simMs;
  while (simMs < end && simMs - quietSince < QUIET_MS) { simMs += STEP_MS; if (step(simMs)) quietSince = simMs; }
}
function simKeys() {
  while (pending.length) {
    const key = pending.shift();
    board.press(key, true); board.press(key, false);
    runFor(GAP_MS);
    settle(KEY_SETTLE_MS);
  }
  post({ type: "quiet", n: frames });
}

async function start(msg) {
  const mp = await loadMicroPython({
    heapsize: 4 * 1024 * 1024, url: new URL("./mp/micropython.wasm", import.meta.url).href,
    stdout: (line) => post({ type: "log", line }), stderr: (line) => post({ type: "log", line }),
  });
  const files = await (await fetch("files.json")).json();
  for (const name of files) {
    const text = await (await fetch("lib/" + name)).text();
    mp.FS.mkdirTree("/lib/" + name.split("/").slice(0, -1).join("/"));
    mp.FS.writeFile("/lib/" + name, text);
  }
  mp.runPython("import sys\nsys.path.append('/lib')\nimport pipgrid_web");
  const web = mp.pyimport("pipgrid_web");
  sim = !!msg.sim;
  const now = () => Math.floor(performance.now());
  board = web.WebBoard(msg.store || "", sim ? 0 : now(), (line) => post({ type: "log", line: String(line) }));
  post({ type: "ready" });
  if (sim) {
    step(simMs);
    settle(START_MS);
    post({ type: "quiet", n: frames });
  } else {
    setInterval(() => { step(now()); }, STEP_MS);
  }
}

self.onmessage = (e) => {
  const msg = e.data;
  try {
    if (msg.type === "start") {
      start(msg).catch((err) => post({ type: "error", text: String(err && err.message || err) }));
    } else if (msg.type === "key" && board) {
      if (sim) {
        if (msg.pressed) { pending.push(msg.key); simKeys(); }
      } else {
        board.press(msg.key, msg.pressed);
      }
    }
  } catch (err) {
    post({ type: "error", text: String(err && err.message || err) });
  }
};
