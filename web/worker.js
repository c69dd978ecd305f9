// The board itself, in a Web Worker (the page never freezes while Python runs):
// MicroPython's WebAssembly port (npm @micropython/micropython-webassembly-pyscript, copied
// into mp/ by `make web`) runs firmware/lib/pipgrid (every module in bundle.json, one
// fetch made while MicroPython loads) through pipgrid_web.py: the same App and Runner as
// on the board, and web/teacher.py for the page's words beside it.
//
// Messages in:  {type:"start", store, sim, present, panel}  store: localStorage's hex of the
//                 4096-byte store
//               {type:"key", key, pressed}  key: 0..5 = UP DOWN LEFT RIGHT A B
//               {type:"link", game, deal, variant, seed, players, seats}  start that game
//               {type:"present", on}  presenter mode: the board never idles
//               {type:"pause", on}  the board's clock stops (computers, timers); keys wait
//               {type:"panel", on}  the teacher's panel is shown: work out Luzon's line
//               {type:"wait", ms}  test mode only: let ms of simulated time pass (a step a second)
// Messages out: {type:"ready", saved}  saved: "1,3", the games with a saved game
//               {type:"frame", hex, screen, n, ms, info}  info: JSON (web/teacher.py)
//               {type:"info", info}, {type:"store", hex}, {type:"log", line},
//               {type:"quiet", n}, {type:"error", text}, {type:"link", text} ("" = opened),
//               {type:"tones", list}  list: "ms:hz,..." the piezo's tones (0 Hz = silent)
//
// Time: the board's loop steps every STEP_MS. Normally the clock is real time, less the
// time spent paused. With sim (the page's ?sim test mode) time is simulated, as in
// `python -m host_sim --keys` (host_sim/front_headless.py): the start runs until the
// screen is quiet, then each key is a press and release followed by GAP_MS of time and a
// settle (until quiet for QUIET_MS, at most KEY_SETTLE_MS), one key at a time, so a key
// sequence gives the same frames as the CPython simulator.
const STEP_MS = 10, GAP_MS = 250, QUIET_MS = 300, START_MS = 4000, KEY_SETTLE_MS = 1000;
let board = null, sim = false, simMs = 0, frames = 0, paused = false, pausedAt = 0, pausedFor = 0;
let lastInfo = "";
const pending = [];
// fetched at once, while MicroPython's code and WebAssembly load
const bundle = fetch("bundle.json").then((r) => {
  if (!r.ok) throw new Error("bundle.json: HTTP " + r.status);
  return r.json();
});
const micropython = import("./mp/micropython.mjs");

function post(msg) { self.postMessage(msg); }

function step(ms) {
  const r = board.step(ms);
  if (r & 1) {
    frames += 1;
    lastInfo = String(board.info());
    post({ type: "frame", hex: board.frame_hex(), screen: board.screen(), n: frames, ms, info: lastInfo });
  } else if (r & 8) {
    const info = String(board.info());
    if (info !== lastInfo) { lastInfo = info; post({ type: "info", info }); }
  }
  if (r & 2) post({ type: "store", hex: board.store_hex() });
  if (r & 4) post({ type: "tones", list: String(board.take_tones()) });
  return r & 9;  // a frame, or the panel's line started or found: not quiet yet
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

const now = () => Math.floor(performance.now());
const boardNow = () => (paused ? pausedAt : now()) - pausedFor;

async function start(msg) {
  const { loadMicroPython } = await micropython;
  const mp = await loadMicroPython({
    heapsize: 4 * 1024 * 1024, url: new URL("./mp/micropython.wasm", import.meta.url).href,
    stdout: (line) => post({ type: "log", line }), stderr: (line) => post({ type: "log", line }),
  });
  const files = await bundle;
  const made = new Set();
  for (const name of Object.keys(files).sort()) {
    const dir = "/lib/" + name.split("/").slice(0, -1).join("/");
    if (!made.has(dir)) { mp.FS.mkdirTree(dir); made.add(dir); }
    mp.FS.writeFile("/lib/" + name, files[name]);
  }
  mp.runPython("import sys\nsys.path.append('/lib')\nimport pipgrid_web");
  const web = mp.pyimport("pipgrid_web");
  sim = !!msg.sim;
  board = web.WebBoard(msg.store || "", sim ? 0 : now(), (line) => post({ type: "log", line: String(line) }), sim);
  board.set_present(!!msg.present);
  board.set_panel(!!msg.panel);
  post({ type: "ready", saved: String(board.saved_kinds()) });
  if (sim) {
    step(simMs);
    settle(START_MS);
    post({ type: "quiet", n: frames });
  } else {
    setInterval(() => { if (!paused) step(boardNow()); }, STEP_MS);
  }
}

function link(msg) {
  const args = [msg.game, msg.deal, msg.variant, msg.seed, msg.players, msg.seats].map((v) => (v == null ? "" : String(v)));
  const text = String(board.open_link(...args));
  post({ type: "link", text });
  if (sim) { settle(START_MS); post({ type: "quiet", n: frames }); }
}

self.onmessage = (e) => {
  const msg = e.data;
  try {
    if (msg.type === "start") {
      start(msg).catch((err) => post({ type: "error", text: String(err && err.message || err) }));
    } else if (!board) {
      // nothing before the board is on (the page sends its settings with "start")
    } else if (msg.type === "key") {
      if (paused) return;  // the class is listening: the board waits
      if (sim) {
        if (msg.pressed) { pending.push(msg.key); simKeys(); }
      } else {
        board.press(msg.key, msg.pressed);
      }
    } else if (msg.type === "link") {
      link(msg);
    } else if (msg.type === "present") {
      board.set_present(!!msg.on);
    } else if (msg.type === "panel") {
      board.set_panel(!!msg.on);
      lastInfo = String(board.info());
      post({ type: "info", info: lastInfo });
      if (sim) { settle(LINE_MS); post({ type: "quiet", n: frames }); }
    } else if (msg.type === "pause") {
      if (!!msg.on === paused) return;
      if (msg.on) { paused = true; pausedAt = now(); } else { pausedFor += now() - pausedAt; paused = false; }
    } else if (msg.type === "wait" && sim) {  // long waits (idle): loop steps of a second
      const end = simMs + msg.ms;
      while (simMs < end) { simMs = Math.min(end, simMs + 1000); step(simMs); }
      post({ type: "quiet", n: frames });
    }
  } catch (err) {
    post({ type: "error", text: String(err && err.message || err) });
  }
};
// test mode: time enough for the panel's Luzon line (web/teacher.py LIMIT_MS) to be found
const LINE_MS = 2500;
