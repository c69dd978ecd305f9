// The page around the board (web/worker.js runs the board itself): draws each frame on the
// canvas as round glowing LEDs (as host_sim/front_window.py does), turns the keyboard, the
// on-screen buttons and touches into the board's six buttons, keeps the board's store in
// localStorage (a reload resumes the game), goes full screen for a projector and plays the
// board's sound: the piezo's tones (firmware runner.py's notes, none when the board's SOUND
// page is off) as a square wave through the Web Audio API, generated here (no sound files).
// Browsers allow sound only after a user gesture: the first key, click or tap starts it.
//
// ?sim: the test mode (simulated time, one key at a time: see worker.js). Tests read
// window.pipgrid: frames (every frame shown, hex, in sim mode), frame, screen, quiet, error,
// tones (every tone the board asked for: [board ms, Hz (0 = silent), played]), audio (the
// AudioContext's state, "none" before the first gesture).
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
  ready: false, frames: [], screens: [], frame: null, screen: "", quiet: 0, shown: 0, error: null, log: [],
  tones: [], audio: "none",
};
window.pipgrid = state;

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
    state.frame = m.hex; state.screen = m.screen; state.shown = m.n;
    if (sim) { state.frames.push(m.hex); state.screens.push(m.screen); }
    draw();
  } else if (m.type === "store") {
    try { localStorage.setItem(STORE_KEY, m.hex); } catch (err) { status.textContent = "this browser keeps no saves: " + err; }
  } else if (m.type === "ready") {
    state.ready = true;
    status.textContent = "The board is on. Click or tap the buttons, or use the keyboard.";
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
let stored = "";
try { stored = params.has("fresh") ? "" : (localStorage.getItem(STORE_KEY) || ""); } catch (err) { stored = ""; }
worker.postMessage({ type: "start", store: stored, sim });

const lit = new Map();
function button(name) { return document.querySelector(`.key[data-key=${name}]`); }
function send(name, pressed) {
  startAudio();
  worker.postMessage({ type: "key", key: KEYS.indexOf(name), pressed });
  const el = button(name);
  if (el) el.classList.toggle("lit", pressed);
}

document.addEventListener("keydown", (e) => {
  if (e.key === "f" || e.key === "F" || e.key === "F11") { e.preventDefault(); toggleFullscreen(); return; }
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
