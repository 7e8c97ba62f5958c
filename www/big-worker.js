// Runs one large-board search (min-conflicts, QS4, QS1 or the construction) off the main
// thread and draws it into an OffscreenCanvas handed over by the page. The scaled view's
// pixels are computed by the core in wasm memory and put on the canvas from there
// (BigRun.drawDensity); a window of real squares is drawn here from the queens and the
// core's marks of which are attacked, read in place through typed-array views of wasm
// memory. Nothing large is copied or posted; the page only receives small progress messages.
// The chart of conflicts and rows placed over the run is drawn here too, by Chart.js on a
// second OffscreenCanvas: a first chart takes Chart.js 60-100 ms to build, which the page's
// main thread must not spend (the robustness issue's budget).
//
// In:  { kind: 'start', canvas, algorithm, n, seed, colours, chart }   (canvas: an
//          OffscreenCanvas; colours: the theme's board colours, theme.js BOARD_THEMES;
//          chart: { canvas, label, words ({ placed, steps }: the axes' names in the page's
//          language), colours (theme.js CHART_THEMES), dpr } or null)
//      { kind: 'view', region }                         region: { row, col, size } or null
//      { kind: 'colours', colours, chartColours }       a new theme: redrawn in it
// Out: { kind: 'started', seed }
//      { kind: 'progress', steps, collisions, placed, counters, ms, memory }   (counters: the
//          algorithm's own, [{ id, label, value }]; the chart's samples, [steps,
//          collisions, rows placed] every chunk of steps, stay here: a run of a million
//          queens gives a few hundred)
//      { kind: 'view', region, queens, nearest, ms }   after each drawing: the region drawn
//          (0-based), the queens inside it, and when there are none the nearest queen to its
//          centre ({ row, col }, 0-based) or null; ms: the time the drawing took
//      { kind: 'chart', samples, mostConflicts, lastPlaced }   after each chart update
//      { kind: 'done', verified, steps, counters, ms, memory, baseline } | { kind: 'error', message }
//          (memory: the wasm memory's size in bytes, its peak: it never shrinks; baseline: its
//          size before the board was made, the program's own)
//
// A window of real squares (64 × 64 or fewer) on a large board rarely holds a queen (about
// 64²/n of them): the view then names the nearest, and the page offers to go there.

import init, { BigRun } from '../pkg/nqueens.js';
import { loadCore } from './assets.js';
import { EXCERPT_ROWS, nearestQueen } from './scaled.js';
import { plain } from './shared.js';

const SLICE_MS = 40;
/** Redraws of the view while running: at most this often (ms), and at most a tenth of the
 *  run's time (a view of 10^7 queens takes tens of milliseconds to draw). */
const DRAW_MS = 250;
/** The chart is built once the run has gone on this long (ms), or when it ends: building it
 *  takes Chart.js 60-100 ms, which a run of a million queens (0.2 s) should not wait for. */
const CHART_AFTER_MS = 1000;
/** Samples for the chart over a run of about n steps (at least 64 steps apart). */
const SAMPLES = 250;

// Loaded and compiled as soon as the page creates the worker, before Run to end is pressed,
// so a run starts at once. A failure is reported when a run starts.
/** The core's wasm memory, once loaded: its size is the peak so far (it only grows). */
let wasmMemory = null;
/** The worker's wasm memory in bytes (0 until loaded): read by the soak test (tests/e2e/soak.mjs). */
globalThis.wasmBytes = () => wasmMemory?.buffer.byteLength ?? 0;
const ready = loadCore(init).then((wasm) => {
  wasmMemory = wasm.memory;
  return wasm;
});
ready.catch(() => {});
// Chart.js too (its UMD build sets globalThis.Chart; bundled into the single file's worker).
// Without it the run goes on with no chart.
const chartJs = import('./node_modules/chart.js/dist/chart.umd.js')
  .then((module) => globalThis.Chart ?? module.default)
  .catch(() => null);
/** Chart updates at most this often while running (milliseconds). */
const CHART_MS = 250;

let run;
let baseline = 0;
let colours;
let ctx;
let n = 0;
let region = null;
let started = 0;
let lastDraw = 0;
let drawCost = 0;
let chart = null;
let chartSpec = null;
let lastChart = 0;
const conflictPoints = [];
const placedPoints = [];

onmessage = async ({ data }) => {
  try {
    if (data.kind === 'start') {
      await ready;
      ctx = data.canvas.getContext('2d');
      n = data.n;
      // The wasm memory before the board exists (the program itself): what the board takes is
      // what the run adds to it.
      baseline = wasmMemory.buffer.byteLength;
      run = new BigRun(data.algorithm, data.n, data.seed);
      setColours(data.colours);
      chartSpec = data.chart;
      postMessage({ kind: 'started', seed: run.seed() });
      started = performance.now();
      draw();
      setTimeout(slice, 0);
    } else if (data.kind === 'view' && run) {
      region = data.region;
      draw();
    } else if (data.kind === 'colours' && run) {
      setColours(data.colours);
      draw();
      if (chart) recolourChart(data.chartColours);
      if (chartSpec) chartSpec.colours = data.chartColours;
    }
  } catch (error) {
    postMessage({ kind: 'error', message: String(error?.message ?? error), l10n: error?.l10n });
  }
};

/** The algorithm's counters now, as plain objects (records cannot be posted). */
const counters = () => run.counters().map((c) => plain(c, ['id', 'label', 'value']));

function slice() {
  const t0 = performance.now();
  const chunk = Math.max(64, Math.min(4096, Math.ceil(n / SAMPLES)));
  let solved = false;
  while (!solved && performance.now() - t0 < SLICE_MS) {
    solved = run.run(chunk);
    conflictPoints.push({ x: run.steps(), y: run.collisions() });
    placedPoints.push({ x: run.steps(), y: run.placed() });
  }
  const now = performance.now();
  postMessage({ kind: 'progress', steps: run.steps(), collisions: run.collisions(), placed: run.placed(), counters: counters(), ms: now - started, memory: wasmMemory.buffer.byteLength });
  if (solved || now - lastDraw > Math.max(DRAW_MS, 9 * drawCost)) {
    draw();
    lastDraw = performance.now();
    drawCost = lastDraw - now;
  }
  if (chart && (solved || now - lastChart > CHART_MS)) {
    updateChart();
    lastChart = now;
  }
  if (solved) {
    const verified = run.verified();
    // The columns of the first and last rows, 1-based, for the Solution box (read at once:
    // `queens` is a view of wasm memory).
    const queens = run.queens();
    const oneBased = (view) => Array.from(view, (c) => c + 1);
    const first = oneBased(queens.subarray(0, EXCERPT_ROWS));
    const last = oneBased(queens.subarray(Math.max(0, queens.length - EXCERPT_ROWS)));
    postMessage({ kind: 'done', verified, first, last, steps: run.steps(), counters: counters(), ms: performance.now() - started, memory: wasmMemory.buffer.byteLength, baseline });
    startChart();
  } else {
    if (now - started > CHART_AFTER_MS) startChart();
    setTimeout(slice, 0);
  }
}

/** Builds the chart (once) if the page asked for one. */
function startChart() {
  const spec = chartSpec;
  chartSpec = null;
  if (spec) chartJs.then((Chart) => Chart && buildChart(Chart, spec));
}

/** The chart of the run on `spec.canvas` (an OffscreenCanvas sized in device pixels). */
function buildChart(Chart, { canvas, label, words = { placed: 'rows placed', steps: 'steps' }, colours: C, dpr, locale }) {
  Chart.defaults.color = C.text;
  Chart.defaults.borderColor = C.grid;
  chart = new Chart(canvas, {
    type: 'line',
    data: {
      datasets: [
        { label, data: conflictPoints, borderColor: C.conflicts, pointRadius: 0, borderWidth: 2, yAxisID: 'y' },
        // A greedy start places its queens row by row, mostly without conflicts: this line
        // shows that phase, where the conflicts line stays near zero.
        { label: words.placed, data: placedPoints, borderColor: C.placed, borderDash: [6, 4], pointRadius: 0, borderWidth: 1.5, yAxisID: 'placed' },
      ],
    },
    options: {
      // An OffscreenCanvas has no layout to follow: the page sizes it.
      responsive: false,
      devicePixelRatio: dpr,
      // Tick numbers the page's language's way (German 1.000), not the browser's.
      locale,
      animation: false,
      parsing: false,
      scales: {
        x: { type: 'linear', beginAtZero: true, bounds: 'data', title: { display: true, text: words.steps } },
        y: { beginAtZero: true, title: { display: true, text: label } },
        placed: { position: 'right', beginAtZero: true, max: n, grid: { drawOnChartArea: false }, title: { display: true, text: words.placed } },
      },
      plugins: { legend: { display: true } },
    },
  });
  updateChart();
}

function updateChart() {
  chart.update('none');
  postMessage({
    kind: 'chart',
    samples: conflictPoints.length,
    mostConflicts: conflictPoints.reduce((most, p) => Math.max(most, p.y), 0),
    lastPlaced: placedPoints.at(-1)?.y ?? 0,
  });
}

function recolourChart(C) {
  globalThis.Chart.defaults.color = C.text;
  globalThis.Chart.defaults.borderColor = C.grid;
  const [conflicts, placed] = chart.data.datasets;
  conflicts.borderColor = C.conflicts;
  placed.borderColor = C.placed;
  chart.update('none');
}

function setColours(theme) {
  colours = theme;
  run.setPalette(colours.light, colours.ink, colours.attacked);
}

function draw() {
  const t0 = performance.now();
  const placed = run.placed();
  const view = region ?? { row: 0, col: 0, size: n };
  const inView = view.size <= 64
    // Views of wasm memory, read at once: the attacked rows first (asking refreshes them).
    ? drawSquares(run.attacked(), run.queens(), placed, view)
    : run.drawDensity(ctx, view.row, view.col, view.size);
  const nearest = inView === 0 ? nearestQueen(run.queens(), placed, view) : null;
  postMessage({ kind: 'view', region, queens: inView, nearest, ms: performance.now() - t0 });
}

/**
 * Real squares and queens, for a zoomed region of at most 64 × 64 squares; each queen's
 * column and diagonals faint across the window (the lines it attacks). Returns the queens
 * in view.
 */
function drawSquares(attacked, queens, placed, view) {
  const W = ctx.canvas.width;
  const cell = W / view.size;
  for (let r = 0; r < view.size; r++) {
    for (let c = 0; c < view.size; c++) {
      ctx.fillStyle = (view.row + r + view.col + c) % 2 === 0 ? colours.dark : colours.light;
      ctx.fillRect(c * cell, W - (r + 1) * cell, cell, cell);
    }
  }
  const shown = [];
  for (let r = view.row; r < Math.min(placed, view.row + view.size); r++) {
    const c = queens[r] - view.col;
    if (c >= 0 && c < view.size) shown.push({ x: (c + 0.5) * cell, y: W - (r - view.row + 0.5) * cell, colour: attacked[r] ? colours.attacked : colours.ink });
  }
  ctx.lineWidth = Math.max(1, cell / 12);
  ctx.globalAlpha = 0.25;
  for (const { x, y, colour } of shown) {
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, W);
    ctx.moveTo(x - W, y + W);
    ctx.lineTo(x + W, y - W);
    ctx.moveTo(x - W, y - W);
    ctx.lineTo(x + W, y + W);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  for (const { x, y, colour } of shown) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(x, y, cell * 0.35, 0, 2 * Math.PI);
    ctx.fill();
  }
  return shown.length;
}
