// The page around the board (web/worker.js runs the board itself): draws each frame on the
// canvas as round glowing LEDs (as host_sim/front_window.py does), turns the keyboard, the
// on-screen buttons and touches into the board's six buttons, keeps the board's store in
// localStorage (a reload resumes the game), goes full screen for a projector and plays the
// board's sound: the piezo's tones (firmware runner.py's notes, none when the board's SOUND
// page is off) as a square wave through the Web Audio API, generated here (no sound files).
// Browsers allow sound only after a user gesture: the first key, click or tap starts it.
// For a class (docs/classroom.md): links to a game (?game=luzon&deal=17&variant=hard,
// ?game=trad&seed=5&players=3&seats=you,greedy,l2; never replacing a saved game without
// asking), presenter mode (P or ?present: no idle dimming, a larger board, and a pause),
// the teacher's panel (T or ?panel: public facts, the Luzon solver's line), the screen
// in words for screen readers (#summary, aria-live), the colour key, and a service worker
// (sw.js) that keeps the page for offline use where the page is a secure context.
//
// ?sim: the test mode (simulated time, one key at a time: see worker.js). Tests read
// window.pipgrid: frames (every frame shown, hex, in sim mode; infos: the page's words at
// each), frame, screen, quiet, error, tones (every tone the board asked for: [board ms,
// Hz (0 = silent), played]), audio (the AudioContext's state, "none" before the first
// gesture), firstFrame (ms from navigation to the first LED frame), frameAt (performance.now()
// of the last frame), info (web/teacher.py).
const KEYS = ["UP", "DOWN", "LEFT", "RIGHT", "A", "B"];
const KEYMAP = {
  ArrowUp: "UP", ArrowDown: "DOWN", ArrowLeft: "LEFT", ArrowRight: "RIGHT",
  Enter: "A", " ": "A", z: "A", a: "A", Z: "A", A: "A",
  Backspace: "B", Escape: "B", x: "B", b: "B", X: "B", B: "B",
};
const STORE_KEY = "pipgrid-store";
const W = 16, H = 16;
// What the eye sees (host_sim/hardware.py): LED light is linear, a screen has gamma 2.2.
const EXPOSURE = 1.4;
const SEEN = Array.from({ length: 256 }, (_, v) => Math.round(255 * Math.min(1, EXPOSURE * v / 255) ** (1 / 2.2)));
const BOARD = "rgb(10,10,12)", UNLIT = "rgb(24,24,28)";

const params = new URLSearchParams(location.search);
const sim = params.has("sim");
const state = {
  ready: false, frames: [], screens: [], infos: [], frame: null, screen: "", quiet: 0, shown: 0, error: null,
  log: [], tones: [], audio: "none", firstFrame: null, info: null, ms: 0, link: null, saved: "",
  present: params.has("present"), panel: params.has("panel"), paused: false, offline: "none",
};
window.pipgrid = state;
if (sim) state.post = (msg) => worker.postMessage(msg);  // the tests' own messages (worker.js "wait")

// The piezo: one square-wave oscillator, always running, its gain opened at a tone's
// pitch and closed at 0 Hz (the board's loop ends each note by its clock, as on the board).
const VOLUME = 0.06, EDGE_S = 0.002;  // a piezo's loudness in a classroom; 2 ms edges, no clicks
const piezo = { ctx: null, osc: null, gain: null };
function startAudio() {  // called by every user gesture: the first one creates the sound
  const AC = window.AudioContext || window.webkitAudioContext;
  if (!AC) return;
  if (!piezo.ctx) {
    try {
      piezo.ctx = new AC();
      piezo.gain = piezo.ctx.createGain();
      piezo.gain.gain.value = 0;
      piezo.gain.connect(piezo.ctx.destination);
      piezo.osc = piezo.ctx.createOscillator();
      piezo.osc.type = "square";
      piezo.osc.connect(piezo.gain);
      piezo.osc.start();
      piezo.ctx.onstatechange = () => { state.audio = piezo.ctx.state; };
    } catch (err) { piezo.ctx = null; return; }
  }
  if (piezo.ctx.state === "suspended") piezo.ctx.resume().catch(() => {});
  state.audio = piezo.ctx.state;
}
function tone(ms, hz) {
  const playing = !!piezo.ctx && piezo.ctx.state === "running";
  state.tones.push([ms, hz, playing]);
  if (!playing) return;
  const t = piezo.ctx.currentTime;
  if (hz) piezo.osc.frequency.setValueAtTime(hz, t);
  piezo.gain.gain.cancelScheduledValues(t);
  piezo.gain.gain.setTargetAtTime(hz ? VOLUME : 0, t, EDGE_S);
}

const canvas = document.getElementById("panel");
const ctx = canvas.getContext("2d");
const status = document.getElementById("status");

function fit() {
  const r = canvas.getBoundingClientRect();
  const side = Math.max(160, Math.round(Math.min(r.width, r.height) * (window.devicePixelRatio || 1)));
  if (canvas.width !== side) { canvas.width = side; canvas.height = side; }
  draw();
}

function draw() {
  const side = canvas.width, pitch = side / (W + 1), margin = pitch / 2;
  ctx.globalCompositeOperation = "source-over";
  ctx.fillStyle = BOARD;
  ctx.fillRect(0, 0, side, side);
  const hex = state.frame;
  const rgb = (i) => hex ? [0, 1, 2].map((k) => SEEN[parseInt(hex.substr(6 * i + 2 * k, 2), 16)]) : [0, 0, 0];
  // the glow first (added light), then the LED discs
  ctx.globalCompositeOperation = "lighter";
  for (let i = 0; i < W * H; i++) {
    const [r, g, b] = rgb(i);
    if (!(r || g || b)) continue;
    const x = margin + (i % W + 0.5) * pitch, y = margin + (Math.floor(i / W) + 0.5) * pitch;
    const glow = ctx.createRadialGradient(x, y, pitch * 0.2, x, y, pitch * 0.95);
    glow.addColorStop(0, `rgba(${r},${g},${b},0.45)`);
    glow.addColorStop(1, `rgba(${r},${g},${b},0)`);
    ctx.fillStyle = glow;
    ctx.fillRect(x - pitch, y - pitch, 2 * pitch, 2 * pitch);
  }
  ctx.globalCompositeOperation = "source-over";
  for (let i = 0; i < W * H; i++) {
    const [r, g, b] = rgb(i);
    const x = margin + (i % W + 0.5) * pitch, y = margin + (Math.floor(i / W) + 0.5) * pitch;
    ctx.fillStyle = (r || g || b) ? `rgb(${r},${g},${b})` : UNLIT;
    ctx.beginPath();
    ctx.arc(x, y, pitch * 0.36, 0, 2 * Math.PI);
    ctx.fill();
  }
}

const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
worker.onmessage = (e) => {
  const m = e.data;
  if (m.type === "frame") {
    state.frameAt = performance.now();
    if (state.firstFrame === null) state.firstFrame = Math.round(state.frameAt);
    state.frame = m.hex; state.screen = m.screen; state.shown = m.n; state.ms = m.ms;
    if (sim) { state.frames.push(m.hex); state.screens.push(m.screen); state.infos.push(m.info); }
    draw();
    showInfo(m.info);
  } else if (m.type === "info") {
    showInfo(m.info);
  } else if (m.type === "link") {
    state.link = m.text;
    status.textContent = m.text ? "The link could not be opened: " + m.text + "." : "Opened the game of the link.";
  } else if (m.type === "store") {
    if (!tabLock.held) return;  // another tab holds the board: never write over its saves
    try { localStorage.setItem(STORE_KEY, m.hex); } catch (err) { status.textContent = "this browser keeps no saves: " + err; }
  } else if (m.type === "ready") {
    state.ready = true;
    state.saved = m.saved;
    status.textContent = "The board is on. Click or tap the buttons, or use the keyboard.";
    openLink(m.saved);
    keepOffline();
  } else if (m.type === "tones") {
    for (const item of m.list.split(",")) {
      const [ms, hz] = item.split(":").map(Number);
      tone(ms, hz);
    }
  } else if (m.type === "quiet") {
    state.quiet += 1;
  } else if (m.type === "log") {
    state.log.push(m.line);
    console.log("board:", m.line);
  } else if (m.type === "error") {
    state.error = m.text;
    status.textContent = "The board could not start: " + m.text;
  }
};
// ----- one tab holds the board (issue 26): two tabs saving one store lost a match -----
// The tab that holds the board runs it and saves; another tab of the same page says so and
// offers to take over (the first one then stops, its last move saved, and says so). Web
// Locks where the page is a secure context (https, localhost); elsewhere (plain http on a
// classroom network) a BroadcastChannel and an owner stamp in localStorage, renewed each
// second by the tab that holds the board.
const LOCK_NAME = "pipgrid-board";
const OWNER_KEY = "pipgrid-owner";
const TAB_ID = Math.random().toString(36).slice(2) + "-" + Date.now().toString(36);
const tabLock = { held: false, started: false, channel: null, beat: null };
const busy = document.getElementById("tab-busy");
function startBoard() {
  tabLock.held = true;
  busy.hidden = true;
  if (tabLock.started) { location.reload(); return; }  // taken back: start again from the saves
  tabLock.started = true;
  let stored = "";
  try { stored = params.has("fresh") ? "" : (localStorage.getItem(STORE_KEY) || ""); } catch (err) { stored = ""; }
  worker.postMessage({ type: "start", store: stored, sim, present: state.present, panel: state.panel });
}
function showBusy(text) {
  busy.hidden = false;
  document.getElementById("tab-busy-text").textContent = text;
  status.textContent = text;
}
function lostBoard() {  // another tab took the board over: stop here, saving nothing more
  if (!tabLock.held) return;
  tabLock.held = false;
  if (tabLock.beat !== null) { clearInterval(tabLock.beat); tabLock.beat = null; }
  worker.terminate();
  showBusy("Another tab took the board over; this one has stopped (its last move is saved).");
}
function ownerStamp() {
  try { return JSON.parse(localStorage.getItem(OWNER_KEY) || "null"); } catch (err) { return null; }
}
function claim() {  // the fallback: stamp, then tell the other tabs
  try { localStorage.setItem(OWNER_KEY, JSON.stringify({ id: TAB_ID, t: Date.now() })); } catch (err) { /* no storage: no saves either */ }
  if (tabLock.channel) tabLock.channel.postMessage({ type: "claim", id: TAB_ID });
  tabLock.beat = setInterval(() => {
    const now = ownerStamp();
    if (now && now.id !== TAB_ID) { lostBoard(); return; }
    try { localStorage.setItem(OWNER_KEY, JSON.stringify({ id: TAB_ID, t: Date.now() })); } catch (err) { /* none */ }
  }, 1000);
  startBoard();
}
function holdBoard(takeOver) {
  if (navigator.locks && navigator.locks.request) {
    navigator.locks.request(LOCK_NAME, takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (!lock) {
        showBusy("This board is open in another tab of this browser: only one tab can play and save.");
        return;
      }
      startBoard();
      return new Promise(() => {});  // held while this tab is open
    }).catch(lostBoard);  // stolen by another tab's take-over
    return;
  }
  if (!tabLock.channel && typeof BroadcastChannel !== "undefined") {
    tabLock.channel = new BroadcastChannel(LOCK_NAME);
    tabLock.channel.onmessage = (e) => { if (e.data && e.data.type === "claim" && e.data.id !== TAB_ID) lostBoard(); };
  }
  const owner = ownerStamp();
  if (!takeOver && owner && owner.id !== TAB_ID && Date.now() - owner.t < 3000) {
    showBusy("This board is open in another tab of this browser: only one tab can play and save.");
    return;
  }
  claim();
}
window.addEventListener("storage", (e) => {  // (a browser without BroadcastChannel)
  if (e.key === OWNER_KEY && tabLock.beat !== null) { const o = ownerStamp(); if (o && o.id !== TAB_ID) lostBoard(); }
});
window.addEventListener("pagehide", () => {
  if (tabLock.beat !== null) { const o = ownerStamp(); if (o && o.id === TAB_ID) try { localStorage.removeItem(OWNER_KEY); } catch (err) { /* none */ } }
});
document.getElementById("take-over").addEventListener("click", () => holdBoard(true));
holdBoard(false);

// ----- links to a game: ?game=luzon&deal=17&variant=hard, ?game=tri&seed=9&players=3&seats=you,l2,you
const LINK_KINDS = { luzon: 1, trad: 2, ital: 3, tri: 4 };
const LINK_NAMES = { luzon: "Luzon", trad: "traditional domino", ital: "Italian domino", tri: "Tri-Ominos" };
const LINK_KEYS = ["game", "deal", "variant", "seed", "players", "seats"];
function openLink(saved) {
  const game = params.get("game");
  if (game === null) return;
  const kind = LINK_KINDS[game.toLowerCase()];
  if (kind && saved.split(",").includes(String(kind)) &&
      !confirm(`This link starts a new game of ${LINK_NAMES[game.toLowerCase()]}. The game of ${LINK_NAMES[game.toLowerCase()]} saved on this browser would be replaced. Start the link's game?`)) {
    state.link = "declined";
    status.textContent = "The link's game was not started: the saved game is kept (CONTINUE in the board's menu).";
  } else {
    const msg = { type: "link" };
    for (const k of LINK_KEYS) msg[k] = params.get(k);
    worker.postMessage(msg);
  }
  // a reload now goes on with the saved game instead of starting the link's again
  const rest = new URLSearchParams(location.search);
  for (const k of LINK_KEYS) rest.delete(k);
  const q = rest.toString().replace(/=(&|$)/g, "$1");
  history.replaceState(null, "", location.pathname + (q ? "?" + q : ""));
}
function linkTo(link) {
  const q = new URLSearchParams();
  for (const k of LINK_KEYS) if (link[k] !== undefined && link[k] !== null) q.set(k, String(link[k]));
  return location.origin + location.pathname + "?" + q.toString();
}
document.getElementById("copy-link").addEventListener("click", () => {
  const link = state.info && state.info.link;
  const field = document.getElementById("link-field");
  if (!link) { status.textContent = "No game on the board yet: start one, then copy its link."; return; }
  const url = linkTo(link);
  field.value = url;
  const fallback = () => {  // no clipboard here (not a secure context, or not allowed)
    document.getElementById("link-text").hidden = false;
    field.focus(); field.select();
    status.textContent = "Copy the link from the box below the buttons.";
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(url).then(() => { status.textContent = "Link copied: " + url; }, fallback);
  } else fallback();
});

// ----- offline: the service worker keeps the page where the browser allows it
function keepOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) { state.offline = "not a secure context"; return; }
  navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready)
    .then(() => { state.offline = "kept"; })
    .catch((err) => { state.offline = "no: " + err; });
}

// ----- the page's words: the summary for screen readers, the teacher's panel, the colour key
const summary = document.getElementById("summary");
let shownInfo = "", lineStep = 0, lineKey = "";
function showInfo(text) {
  if (!text || text === shownInfo) return;
  shownInfo = text;
  const info = state.info = JSON.parse(text);
  if (summary.textContent !== info.summary) summary.textContent = info.summary;
  const keyList = document.getElementById("key-list");
  const keyText = JSON.stringify(info.key);
  if (keyList.dataset.key !== keyText) {
    keyList.dataset.key = keyText;
    keyList.replaceChildren(...info.key.map(([what, colour]) => {
      const li = document.createElement("li");
      const dot = document.createElement("span");
      dot.className = "swatch";
      dot.style.background = colour;
      li.append(dot, " " + what);
      return li;
    }));
  }
  document.getElementById("teacher-game").textContent = info.game || "On the menu: no game yet.";
  document.getElementById("facts").replaceChildren(...info.facts.map((f) => {
    const li = document.createElement("li"); li.textContent = f; return li;
  }));
  const line = info.line;
  document.getElementById("line").hidden = !line;
  if (!line) return;
  const words = { working: "Working out a winning line…", win: "Winnable from here: a winning line of %n steps.",
    lost: "Not winnable from here: no line of play removes every tile (undo to go back to a winnable position).",
    unknown: "Not decided within 2 seconds." };
  document.getElementById("line-state").textContent = words[line.state].replace("%n", line.moves.length);
  const key = JSON.stringify(line.moves);
  if (key !== lineKey) { lineKey = key; lineStep = 0; }
  document.getElementById("line-moves").replaceChildren(...line.moves.map((m) => {
    const li = document.createElement("li"); li.textContent = m.text; return li;
  }));
  showStep();
}
function showStep() {
  const moves = (state.info && state.info.line && state.info.line.moves) || [];
  const items = document.querySelectorAll("#line-moves li");
  items.forEach((li, i) => li.classList.toggle("now", i === lineStep));
  if (items[lineStep] && lineStep > 0) items[lineStep].scrollIntoView({ block: "nearest" });
  document.getElementById("line-step").textContent = moves.length
    ? `Step ${lineStep + 1} of ${moves.length}${lineStep === 0 ? " (the hint)" : ""}: ${moves[lineStep].text}; why: it ${moves[lineStep].why}.`
    : "";
  document.getElementById("line-back").disabled = lineStep <= 0;
  document.getElementById("line-next").disabled = lineStep >= moves.length - 1;
}
document.getElementById("line-back").addEventListener("click", () => { lineStep = Math.max(0, lineStep - 1); showStep(); });
document.getElementById("line-next").addEventListener("click", () => {
  const n = (state.info && state.info.line && state.info.line.moves.length) || 0;
  lineStep = Math.min(Math.max(0, n - 1), lineStep + 1); showStep();
});

// ----- presenter mode, the pause and the panel
function setPresent(on) {
  state.present = on;
  document.body.classList.toggle("present", on);
  document.getElementById("present-button").setAttribute("aria-pressed", String(on));
  worker.postMessage({ type: "present", on });
  requestAnimationFrame(fit);
}
function setPaused(on) {
  state.paused = on;
  document.getElementById("paused").hidden = !on;
  document.getElementById("pause-button").setAttribute("aria-pressed", String(on));
  document.getElementById("pause-button").textContent = on ? "Go on" : "Pause";
  worker.postMessage({ type: "pause", on });
}
function setPanel(on) {
  state.panel = on;
  document.body.classList.toggle("with-panel", on);
  document.getElementById("teacher").hidden = !on;
  document.getElementById("teacher-button").setAttribute("aria-pressed", String(on));
  worker.postMessage({ type: "panel", on });
  requestAnimationFrame(fit);
}
document.getElementById("present-button").addEventListener("click", () => setPresent(!state.present));
document.getElementById("pause-button").addEventListener("click", () => setPaused(!state.paused));
document.getElementById("resume").addEventListener("click", () => setPaused(false));
document.getElementById("teacher-button").addEventListener("click", () => setPanel(!state.panel));
document.body.classList.toggle("present", state.present);
document.getElementById("present-button").setAttribute("aria-pressed", String(state.present));
document.getElementById("teacher").hidden = !state.panel;
document.body.classList.toggle("with-panel", state.panel);
document.getElementById("teacher-button").setAttribute("aria-pressed", String(state.panel));

const lit = new Map();
function button(name) { return document.querySelector(`.key[data-key=${name}]`); }
function send(name, pressed) {
  startAudio();
  worker.postMessage({ type: "key", key: KEYS.indexOf(name), pressed });
  const el = button(name);
  if (el) el.classList.toggle("lit", pressed);
}

document.addEventListener("keydown", (e) => {
  if (e.target instanceof HTMLInputElement) return;
  if (e.key === "f" || e.key === "F" || e.key === "F11") { e.preventDefault(); toggleFullscreen(); return; }
  if (e.key === "p" || e.key === "P") { e.preventDefault(); setPresent(!state.present); return; }
  if (e.key === "t" || e.key === "T") { e.preventDefault(); setPanel(!state.panel); return; }
  if (e.key === "Pause") { e.preventDefault(); setPaused(!state.paused); return; }
  const name = KEYMAP[e.key];
  if (!name || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  if (!e.repeat) send(name, true);
});
document.addEventListener("keyup", (e) => {
  const name = KEYMAP[e.key];
  if (name) { e.preventDefault(); send(name, false); }
});
for (const el of document.querySelectorAll(".key")) {
  const name = el.dataset.key;
  el.addEventListener("pointerdown", (e) => { e.preventDefault(); el.setPointerCapture?.(e.pointerId); lit.set(name, true); send(name, true); });
  const up = () => { if (lit.get(name)) { lit.delete(name); send(name, false); } };
  el.addEventListener("pointerup", up);
  el.addEventListener("pointercancel", up);
  el.addEventListener("contextmenu", (e) => e.preventDefault());
}

function toggleFullscreen() {
  if (document.fullscreenElement) document.exitFullscreen();
  else document.documentElement.requestFullscreen?.().catch(() => {});
}
document.getElementById("fullscreen").addEventListener("click", toggleFullscreen);
document.getElementById("erase").addEventListener("click", () => {
  if (!confirm("Erase the saved game and the options on this browser?")) return;
  worker.terminate();
  try { localStorage.removeItem(STORE_KEY); } catch (err) { /* nothing kept */ }
  location.reload();
});
window.addEventListener("resize", fit);
document.addEventListener("fullscreenchange", fit);
fit();
