// Runs one large-board search (min-conflicts, QS4, QS1 or the construction) off the main
// thread and draws it into an OffscreenCanvas handed over by the page. The queens, and the
// core's marks of which are attacked, are read in place through typed-array views on the
// WebAssembly memory: nothing large is copied or posted; the page only receives small
// progress messages.
//
// In:  { kind: 'start', canvas, algorithm, n, seed }   (canvas: an OffscreenCanvas)
//      { kind: 'view', region }                         region: { row, col, size } or null
// Out: { kind: 'started', seed }
//      { kind: 'progress', steps, collisions, placed, ms, points }   points: a flat list of
//          [steps, collisions, rows placed] sampled every chunk of steps since the last one,
//          for the chart (a run of a million queens gives a few hundred samples)
//      { kind: 'view', region, queens, nearest }   after each drawing: the region drawn
//          (0-based), the queens inside it, and when there are none the nearest queen to its
//          centre ({ row, col }, 0-based) or null
//      { kind: 'done', verified, steps, ms } | { kind: 'error', message }
//
// A window of real squares (64 × 64 or fewer) on a large board rarely holds a queen (about
// 64²/n of them): the view then names the nearest, and the page offers to go there.

import init, { BigRun } from '../pkg/nqueens.js';
import { blockSize, nearestQueen, stretchShades } from './scaled.js';

const SLICE_MS = 40;
const DRAW_MS = 250;
/** Samples for the chart over a run of about n steps (at least 64 steps apart). */
const SAMPLES = 250;
const LIGHT = [244, 241, 234];
const DARK = [217, 210, 195];
const INK = [29, 36, 51];
const WARN = [198, 40, 40];

// Loaded and compiled as soon as the page creates the worker, before Run to end is pressed,
// so a run starts at once. A failure is reported when a run starts.
const ready = init();
ready.catch(() => {});
ready.then(() => setTimeout(warmUp, 0), () => {});

let wasm;
let run;
let ctx;
let n = 0;
let region = null;
let started = 0;
let lastDraw = 0;

onmessage = async ({ data }) => {
  try {
    if (data.kind === 'start') {
      wasm = await ready;
      ctx = data.canvas.getContext('2d');
      n = data.n;
      run = new BigRun(data.algorithm, data.n, data.seed);
      postMessage({ kind: 'started', seed: run.seed() });
      started = performance.now();
      draw();
      setTimeout(slice, 0);
    } else if (data.kind === 'view' && run) {
      region = data.region;
      draw();
    }
  } catch (error) {
    postMessage({ kind: 'error', message: String(error?.message ?? error) });
  }
};

function slice() {
  const t0 = performance.now();
  const chunk = Math.max(64, Math.min(4096, Math.ceil(n / SAMPLES)));
  const points = [];
  let solved = false;
  while (!solved && performance.now() - t0 < SLICE_MS) {
    solved = run.run(chunk);
    points.push(run.steps(), run.collisions(), run.placed());
  }
  const now = performance.now();
  postMessage({ kind: 'progress', steps: run.steps(), collisions: run.collisions(), placed: run.placed(), ms: now - started, points });
  if (solved || now - lastDraw > DRAW_MS) {
    draw();
    lastDraw = now;
  }
  if (solved) {
    const verified = run.verified();
    postMessage({ kind: 'done', verified, steps: run.steps(), ms: performance.now() - started });
  } else {
    setTimeout(slice, 0);
  }
}


function draw() {
  const placed = run.placed();
  // Rows whose queen is attacked, a byte each, marked by the core from the solver's own
  // counts. Asked for first: marking may grow the memory, which detaches older views.
  const attackedPtr = run.attackedPtr();
  // Fresh views each time: the vectors may have moved, or the memory grown.
  const attacked = new Uint8Array(wasm.memory.buffer, attackedPtr, placed);
  const queens = new Uint32Array(wasm.memory.buffer, run.queensPtr(), placed);
  const view = region ?? { row: 0, col: 0, size: n };
  if (view.size <= 64) drawSquares(queens, attacked, placed, view);
  else drawDensity(ctx, queens, attacked, placed, view);
  let inView = 0;
  for (let r = view.row; r < Math.min(placed, view.row + view.size); r++) {
    if (queens[r] >= view.col && queens[r] < view.col + view.size) inView++;
  }
  const nearest = inView === 0 ? nearestQueen(queens, placed, view) : null;
  postMessage({ kind: 'view', region, queens: inView, nearest });
}

/**
 * Draws made-up queens a few times on a scratch canvas while the worker waits for its run,
 * so the first real views run optimised code: cold, a view of a million queens took
 * 60–150 ms, warm 20–30 ms (headless Chromium 156, 2 cores).
 */
function warmUp() {
  if (run) return; // a run started first: it warms the code itself
  const m = 200_000;
  const queens = Uint32Array.from({ length: m }, (_, r) => (r * 7919) % m);
  const attacked = new Uint8Array(m);
  attacked[m >> 1] = 1;
  const scratch = new OffscreenCanvas(720, 720).getContext('2d');
  for (let k = 0; k < 4; k++) drawDensity(scratch, queens, attacked, m, { row: 0, col: 0, size: m });
}

/** An RGBA colour as the 32-bit word a little-endian Uint32Array view of pixels holds. */
const rgba = ([r, g, b]) => (255 << 24 | b << 16 | g << 8 | r) >>> 0;
/** SHADES + 1 colours from the board's light square (0) to ink (SHADES). */
const SHADES = 256;
const SHADE = Uint32Array.from({ length: SHADES + 1 }, (_, s) =>
  rgba(LIGHT.map((light, k) => Math.round(light + ((INK[k] - light) * s) / SHADES))));
const WARN_RGBA = rgba(WARN);

/**
 * The board scaled to the canvas: queens counted in blocks and shaded by density (see
 * stretchShades); where queens are sparse, each a dot; attacked ones in the warning colour,
 * drawn last.
 */
function drawDensity(ctx, queens, attacked, placed, view) {
  const W = ctx.canvas.width;
  const image = ctx.createImageData(W, W);
  const px = new Uint32Array(image.data.buffer);
  const scale = W / view.size;
  const end = Math.min(placed, view.row + view.size);
  const inView = Math.max(0, end - view.row) * (view.size / n);
  const B = blockSize(inView, W);
  const blocks = Math.ceil(W / B);
  const count = new Uint32Array(blocks * blocks);
  const warn = [];
  const dots = [];
  for (let r = view.row; r < end; r++) {
    const c = queens[r] - view.col;
    if (c < 0 || c >= view.size) continue;
    const x = (c * scale) | 0;
    const y = W - 1 - (((r - view.row) * scale) | 0);
    count[((y / B) | 0) * blocks + ((x / B) | 0)]++;
    if (attacked[r]) warn.push(x, y);
    else if (B === 1) dots.push(x, y);
  }
  const shades = stretchShades(count, SHADES);
  for (let y = 0; y < W; y++) {
    const rowBase = ((y / B) | 0) * blocks;
    for (let x = 0; x < W; x++) px[y * W + x] = SHADE[shades[rowBase + ((x / B) | 0)]];
  }
  // Sparse queens: a 3 × 3 dot each, so one queen is visible, not a lone pixel.
  for (let i = 0; i < dots.length; i += 2) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = dots[i] + dx;
        const y = dots[i + 1] + dy;
        if (x >= 0 && y >= 0 && x < W && y < W) px[y * W + x] = SHADE[SHADES];
      }
    }
  }
  for (let i = 0; i < warn.length; i += 2) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = warn[i] + dx;
        const y = warn[i + 1] + dy;
        if (x < 0 || y < 0 || x >= W || y >= W) continue;
        px[y * W + x] = WARN_RGBA;
      }
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** Real squares and queens, for a zoomed region of at most 64 × 64 squares. */
function drawSquares(queens, attacked, placed, view) {
  const W = ctx.canvas.width;
  const cell = W / view.size;
  for (let r = 0; r < view.size; r++) {
    for (let c = 0; c < view.size; c++) {
      const [R, G, B] = (view.row + r + view.col + c) % 2 === 0 ? DARK : LIGHT;
      ctx.fillStyle = `rgb(${R},${G},${B})`;
      ctx.fillRect(c * cell, W - (r + 1) * cell, cell, cell);
    }
  }
  // Each queen's column and diagonals across the window, faint: the lines it attacks.
  ctx.lineWidth = Math.max(1, cell / 12);
  for (let r = view.row; r < Math.min(placed, view.row + view.size); r++) {
    const c = queens[r] - view.col;
    if (c < 0 || c >= view.size) continue;
    const x = (c + 0.5) * cell;
    const y = W - (r - view.row + 0.5) * cell;
    const [R, G, B] = attacked[r] ? WARN : INK;
    ctx.strokeStyle = `rgba(${R},${G},${B},0.25)`;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, W);
    ctx.moveTo(x - W, y + W);
    ctx.lineTo(x + W, y - W);
    ctx.moveTo(x - W, y - W);
    ctx.lineTo(x + W, y + W);
    ctx.stroke();
  }
  for (let r = view.row; r < Math.min(placed, view.row + view.size); r++) {
    const c = queens[r] - view.col;
    if (c < 0 || c >= view.size) continue;
    const [R, G, B] = attacked[r] ? WARN : INK;
    ctx.fillStyle = `rgb(${R},${G},${B})`;
    ctx.beginPath();
    ctx.arc((c + 0.5) * cell, W - (r - view.row + 0.5) * cell, cell * 0.35, 0, 2 * Math.PI);
    ctx.fill();
  }
}
