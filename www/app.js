// State and controls of the page. The Rust core (compiled to WebAssembly) owns the search;
// this module owns the requestAnimationFrame loop, the form controls, the URL and the DOM
// read-outs. Drawing itself lives in draw.js.

import init, { Solver, bigMaxN, freshSeed, pageMaxN, seedProblem as coreSeedProblem } from '../pkg/nqueens.js';
import { cellSize, drawBoard, drawFlags, sizeCanvas } from './draw.js';
import { loadChartJs, readCompareUrl, setupCompare } from './compare.js';

const DEFAULT_N = 8;
const ALGORITHMS = ['backtracking', 'random-placement', 'permutation-swap', 'qs1', 'min-conflicts', 'qs4', 'construction'];
const RANDOMIZED = new Set(['random-placement', 'permutation-swap', 'qs1', 'min-conflicts', 'qs4']);
/** Algorithms the page runs on large boards, in a Web Worker with a scaled view. */
const BIG_ALGORITHMS = new Set(['min-conflicts', 'qs4', 'qs1', 'construction']);
/** Moves per second for each position of the Speed slider. */
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];
/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;
/** Longest swap animation, in milliseconds (shorter at higher speeds). */
const SWAP_MS = 450;

let PAGE_MAX_N = 32; // replaced by the core's limits once the module loads
let BIG_MAX_N = 1_000_000;

/** The largest n the page takes for `algorithm`. */
const maxN = (algorithm) => (BIG_ALGORITHMS.has(algorithm) ? BIG_MAX_N : PAGE_MAX_N);

const $ = (id) => document.getElementById(id);
const el = {
  algorithm: $('algorithm'),
  size: $('board-size'),
  sizeError: $('board-size-error'),
  seedField: $('seed-field'),
  seed: $('seed'),
  seedError: $('seed-error'),
  newSeed: $('new-seed'),
  speed: $('speed'),
  speedValue: $('speed-value'),
  play: $('play'),
  step: $('step'),
  back: $('back'),
  run: $('run'),
  reset: $('reset'),
  stop: $('stop'),
  caption: $('caption'),
  canvas: $('board'),
  rowLabels: $('row-labels'),
  colLabels: $('col-labels'),
  rowAttempts: $('row-attempts'),
  rowAttemptsBox: document.querySelector('.row-attempts'),
  counters: $('counters'),
  solution: document.querySelector('[data-testid="solution"]'),
  status: $('status'),
  progress: $('progress'),
  flagsFigure: $('flags-figure'),
  flags: $('flags'),
  legends: document.querySelectorAll('.legend [data-algorithm]'),
};

const state = {
  handle: null,
  algorithm: 'backtracking',
  n: DEFAULT_N,
  playing: false,
  running: false, // a run-to-end in progress (time slices)
  carry: 0, // fractional moves owed by the animation clock
  lastFrame: 0,
  cell: 0,
  swap: null, // { start, duration } of the swap being animated
};

const format = (value) => Number(value).toLocaleString('en-US');

// ---------------------------------------------------------------- input and URL

/** Parses a board size typed by a person: a whole number from 1 to the algorithm's limit. */
export function parseBoardSize(text, algorithm = state.algorithm) {
  const max = maxN(algorithm);
  const trimmed = String(text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) {
    return { error: `Board size must be a whole number from 1 to ${format(max)}.` };
  }
  const n = Number(trimmed);
  if (n < 1 || n > max) {
    const big = BIG_ALGORITHMS.has(algorithm)
      ? ''
      : `; min-conflicts, QS4, QS1 and the construction run up to ${format(BIG_MAX_N)} in a scaled view`;
    return {
      error: `Board size ${n} is out of range: the animated board takes 1 to ${PAGE_MAX_N}${big}.`,
    };
  }
  return { n };
}

/** Checks a seed typed by a person by the core's rule: blank (draw one) or a whole number (u64). */
function seedProblem(text) {
  const problem = coreSeedProblem(String(text ?? ''));
  return problem ? `S${problem.slice(1)}; leave it blank for a fresh one.` : null;
}

function readUrl() {
  const params = new URLSearchParams(location.search);
  const messages = [];
  let algorithm = params.get('algorithm') ?? 'backtracking';
  if (!ALGORITHMS.includes(algorithm)) {
    messages.push(`Unknown algorithm “${algorithm}” in the address; showing backtracking.`);
    algorithm = 'backtracking';
  }
  let n = DEFAULT_N;
  if (params.has('n')) {
    const parsed = parseBoardSize(params.get('n'), algorithm);
    if (parsed.error) messages.push(`${parsed.error} Showing n = ${DEFAULT_N}.`);
    else n = parsed.n;
  }
  let seed = params.get('seed') ?? '';
  let seedMessage = '';
  if (seedProblem(seed)) {
    seedMessage = `${seedProblem(seed)} A fresh seed was drawn.`;
    seed = '';
  }
  return { algorithm, n, seed, messages, seedMessage };
}

function writeUrl() {
  if (!$('compare-view').hidden) return; // the Compare view keeps its own address
  const params = new URLSearchParams({ algorithm: state.algorithm, n: String(state.n) });
  if (RANDOMIZED.has(state.algorithm)) params.set('seed', state.big ? state.big.seed : state.handle.seed());
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

// ---------------------------------------------------------------- search lifecycle

/**
 * Starts a new search. On bad input (the core refuses it) the message goes beside the field
 * at fault, the current search stays, and false is returned.
 */
function newSearch(algorithm, n, seedText) {
  if (n > PAGE_MAX_N) return newBigSearch(algorithm, n, seedText);
  let handle;
  try {
    handle = new Solver(algorithm, n, RANDOMIZED.has(algorithm) ? seedText : '');
  } catch (error) {
    const message = String(error.message ?? error);
    if (/seed/i.test(message)) el.seedError.textContent = `${message}.`;
    else el.sizeError.textContent = `${message[0].toUpperCase()}${message.slice(1)}.`;
    el.algorithm.value = state.algorithm;
    return false;
  }
  leaveCurrentSearch();
  state.handle = handle;
  state.swap = null;
  showSearch(algorithm, n, handle.seed());
  el.rowAttemptsBox.hidden = algorithm !== 'backtracking';
  el.flagsFigure.hidden = algorithm !== 'permutation-swap';
  buildCounters();
  buildBoardFrame();
  const seedNote = RANDOMIZED.has(algorithm) ? ` Seed ${handle.seed()}.` : '';
  setStatus(`Ready: ${n}×${n} board.${seedNote} Press Play or Step.`);
  writeUrl();
  render();
  return true;
}

/** Records the new search and shows its algorithm, size, seed and legend in the form. */
function showSearch(algorithm, n, seed) {
  state.algorithm = algorithm;
  state.n = n;
  el.algorithm.value = algorithm;
  el.size.value = String(n);
  el.sizeError.textContent = '';
  el.seedError.textContent = '';
  el.seedField.hidden = !RANDOMIZED.has(algorithm);
  if (RANDOMIZED.has(algorithm)) el.seed.value = seed;
  for (const legend of el.legends) legend.hidden = legend.dataset.algorithm !== algorithm;
  // A large board is drawn scaled, with symbols of its own.
  const scaled = Boolean(state.big);
  document.querySelector('.legend').classList.toggle('scaled', scaled);
  $('scaled-legend').hidden = !scaled;
}

/** Stops whatever runs (play, run to end, a large-board worker) and frees the search. */
function leaveCurrentSearch() {
  stopRun();
  pause();
  endBig();
  state.handle?.free();
  state.handle = null;
}

function setStatus(text) {
  el.status.textContent = text;
}

function describeState() {
  if (state.big) return null;
  const h = state.handle;
  if (h.isExhausted()) {
    const found = h.solutions();
    return found === 0
      ? `No solution: the search is complete after ${format(h.totalAttempts())} attempts.`
      : `Search complete: ${format(found)} solution${found === 1 ? '' : 's'} after ${format(h.totalAttempts())} attempts.`;
  }
  if (h.isSolution()) {
    if (state.algorithm === 'backtracking') {
      return `Solution ${format(h.solutions())} found after ${format(h.totalAttempts())} attempts. Step or Play continues to the next.`;
    }
    if (!RANDOMIZED.has(state.algorithm)) return 'Solved by the formula, one queen per step.';
    return `Solved with seed ${h.seed()}. Step back to retrace the run, or New seed for another.`;
  }
  return null;
}

// ---------------------------------------------------------------- controls

const finished = () =>
  state.big
    ? state.big.done
    : state.handle.isExhausted() || (state.handle.isSolution() && state.algorithm !== 'backtracking');

function play() {
  if (state.running || state.big || finished()) return;
  state.playing = true;
  state.carry = 0;
  state.lastFrame = performance.now();
  setStatus('Playing…');
  syncButtons();
}

function pause() {
  if (!state.playing) return;
  state.playing = false;
  setStatus(describeState() ?? 'Paused.');
  syncButtons();
}

function step() {
  if (state.running || state.big) return;
  pause();
  if (state.handle.advance(1) === 0) return;
  setStatus(describeState() ?? 'Paused.');
  startSwapAnimation(SWAP_MS);
  render();
}

function stepBack() {
  if (state.big) return;
  if (state.running) stopRun();
  pause();
  if (state.handle.stepBack()) {
    state.swap = null;
    setStatus(describeState() ?? 'Paused.');
    render();
  }
}

function reset() {
  newSearch(state.algorithm, state.n, el.seed.value);
}

/** Runs to the next solution (or the end) in time slices, so the page never freezes. */
function runToEnd() {
  if (state.big) return startBig();
  if (state.running || finished()) return;
  pause();
  state.running = true;
  state.swap = null;
  el.progress.hidden = false;
  syncButtons();
  let budget = 2_000;
  const started = performance.now();
  const slice = () => {
    if (!state.running) return;
    const t0 = performance.now();
    const outcome = state.handle.run(budget);
    const spent = performance.now() - t0;
    if (spent < SLICE_MS / 2 && budget < 1e9) budget *= 2;
    else if (spent > SLICE_MS * 2 && budget > 100) budget = Math.floor(budget / 2);
    render();
    if (outcome === 'paused') {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      setStatus(`Running to the ${state.algorithm === 'backtracking' ? 'next ' : ''}solution… ${progressNote()}, ${seconds} s. Stop returns control.`);
      setTimeout(slice, 0);
    } else {
      finishRun();
      setStatus(describeState());
    }
  };
  setStatus('Running to the solution…');
  setTimeout(slice, 0);
}

function progressNote() {
  const ids = state.handle.counterIds();
  const values = state.handle.counterValues();
  const labels = state.handle.counterLabels();
  return ids.map((_, i) => `${labels[i].toLowerCase()} ${format(values[i])}`).slice(0, 2).join(', ');
}

function finishRun() {
  state.running = false;
  el.progress.hidden = true;
  syncButtons();
}

function stopRun() {
  if (!state.running) return;
  if (state.big) {
    state.big.worker?.terminate();
    state.big.worker = null;
    finishRun();
    prepareBigWorker(); // for the next Run to end
    setStatus('Stopped. Run to end starts the large board again from the beginning.');
    return;
  }
  finishRun();
  setStatus(`Stopped: ${progressNote()}. Step, Play or Run to end continues from here.`);
}

function syncButtons() {
  if (state.big) {
    el.play.textContent = 'Play';
    el.play.disabled = true;
    el.step.disabled = true;
    el.back.disabled = true;
    el.run.disabled = state.running || state.big.done;
    return;
  }
  const done = state.handle ? finished() : true;
  el.play.textContent = state.playing ? 'Pause' : 'Play';
  el.play.setAttribute('aria-pressed', String(state.playing));
  el.play.disabled = state.running || (done && !state.playing);
  el.step.disabled = state.running || done;
  el.run.disabled = state.running || done;
  el.back.disabled = !state.handle || state.handle.atStart();
}

function speed() {
  return SPEEDS[Number(el.speed.value) - 1] ?? SPEEDS[3];
}

function showSpeed() {
  const s = speed();
  el.speedValue.textContent = `${format(s)} move${s === 1 ? '' : 's'}/s`;
}

function onBoardSizeInput(commit) {
  const parsed = parseBoardSize(el.size.value);
  el.size.setAttribute('aria-invalid', String(Boolean(parsed.error)));
  el.sizeError.textContent = parsed.error ?? '';
  if (!parsed.error && commit && parsed.n !== state.n) {
    newSearch(state.algorithm, parsed.n, el.seed.value);
  }
}

function onSeedInput(commit) {
  const problem = seedProblem(el.seed.value);
  el.seed.setAttribute('aria-invalid', String(Boolean(problem)));
  el.seedError.textContent = problem ?? '';
  const current = state.big ? state.big.seed : state.handle.seed();
  if (!problem && commit && el.seed.value.trim() !== current) {
    newSearch(state.algorithm, state.n, el.seed.value);
  }
}

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if ($('watch-view').hidden || state.big) return; // the keys drive the animated board only
  const tag = event.target?.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
  if (event.key === ' ') {
    event.preventDefault(); // also keeps a focused button from being clicked
    if (event.type === 'keydown' && !event.repeat) state.playing ? pause() : play();
  } else if (event.type === 'keydown' && event.key === 'ArrowRight') {
    event.preventDefault();
    step();
  } else if (event.type === 'keydown' && event.key === 'ArrowLeft') {
    event.preventDefault();
    stepBack();
  }
}

// ---------------------------------------------------------------- large boards

/**
 * A worker that has loaded the core before Run to end is pressed: each large-board run takes
 * it; the next is prepared once a new large board is shown, or when a run is stopped.
 */
let spareBigWorker = null;

function prepareBigWorker() {
  spareBigWorker ??= new Worker(new URL('./big-worker.js', import.meta.url), { type: 'module' });
}

function takeBigWorker() {
  prepareBigWorker();
  const worker = spareBigWorker;
  spareBigWorker = null;
  return worker;
}

/** Sets up a large board (n above the animated limit): a scaled view, run in a Web Worker. */
function newBigSearch(algorithm, n, seedText) {
  if (!BIG_ALGORITHMS.has(algorithm)) {
    el.sizeError.textContent = parseBoardSize(String(n), algorithm).error;
    el.algorithm.value = state.algorithm;
    return false;
  }
  if (RANDOMIZED.has(algorithm) && seedProblem(seedText)) {
    el.seedError.textContent = seedProblem(seedText);
    return false;
  }
  leaveCurrentSearch();
  // Drawn now, so the address carries the seed before the run starts.
  const seed = RANDOMIZED.has(algorithm) ? (String(seedText ?? '').trim() || freshSeed()) : '';
  state.big = { algorithm, n, seed: seed.replace(/^0+(?=\d)/, ''), worker: null, done: false, region: null, points: [], placedPoints: [] };
  showSearch(algorithm, n, state.big.seed);
  el.canvas.parentElement.hidden = true;
  el.flagsFigure.hidden = true;
  $('big-view').hidden = false;
  $('big-zoom-out').disabled = true;
  $('big-region').textContent = '';
  const canvas = Object.assign(document.createElement('canvas'), { width: 720, height: 720 });
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Scaled view of the ${format(n)} × ${format(n)} board`);
  canvas.addEventListener('click', onBigClick);
  $('big-canvas-wrap').replaceChildren(canvas);
  state.big.canvas = canvas;
  buildBigCounters();
  el.solution.textContent = '';
  el.caption.textContent = `A ${format(n)} × ${format(n)} board, drawn scaled. Run to end starts the search in a Web Worker.`;
  setStatus(`Ready: ${format(n)} queens.${state.big.seed ? ` Seed ${state.big.seed}.` : ''} Press Run to end.`);
  // The chart is built in a task of its own once Chart.js has loaded: not during the page's
  // load, nor during a run. Then the worker for the run is prepared, after the page's own
  // start-up work rather than competing with it for the cores.
  const big = state.big;
  const afterChart = () => setTimeout(() => {
    if (state.big !== big) return;
    drawBigChart();
    if (!state.running) prepareBigWorker();
  }, 0);
  loadChartJs().then(afterChart);
  writeUrl();
  syncButtons();
  return true;
}

function endBig() {
  if (!state.big) return;
  state.big.worker?.terminate();
  state.big.chart?.destroy();
  state.big = null;
  $('big-view').hidden = true;
  el.canvas.parentElement.hidden = false;
}

function buildBigCounters() {
  const rows = [
    ['steps', 'Steps'],
    ['collisions', state.algorithm === 'min-conflicts' ? 'Conflicting pairs' : 'Collisions'],
    ['placed', 'Rows placed'],
  ];
  el.counters.replaceChildren(
    ...rows.map(([id, label]) => {
      const box = document.createElement('div');
      const dd = Object.assign(document.createElement('dd'), { textContent: '0' });
      dd.dataset.testid = id;
      box.append(Object.assign(document.createElement('dt'), { textContent: label }), dd);
      return box;
    }),
  );
}

function setBigCounter(id, value) {
  const dd = el.counters.querySelector(`[data-testid="${id}"]`);
  if (dd) dd.textContent = format(value);
}

function drawBigChart() {
  if (!globalThis.Chart || state.big.chart) return;
  const conflictsLabel = state.algorithm === 'min-conflicts' ? 'conflicting pairs' : 'collisions';
  state.big.chart = new Chart($('big-chart'), {
    type: 'line',
    data: {
      datasets: [
        { label: conflictsLabel, data: state.big.points, borderColor: '#c62828', pointRadius: 0, borderWidth: 2, yAxisID: 'y' },
        // A greedy start places its queens row by row, mostly without conflicts: this line
        // shows that phase, where the conflicts line stays near zero.
        { label: 'rows placed', data: state.big.placedPoints, borderColor: '#5c6b8a', borderDash: [6, 4], pointRadius: 0, borderWidth: 1.5, yAxisID: 'placed' },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      parsing: false,
      scales: {
        x: { type: 'linear', title: { display: true, text: 'seconds' } },
        y: { beginAtZero: true, title: { display: true, text: conflictsLabel } },
        placed: { position: 'right', beginAtZero: true, max: state.big.n, grid: { drawOnChartArea: false }, title: { display: true, text: 'rows placed' } },
      },
      plugins: { legend: { display: true } },
    },
  });
}

function startBig() {
  const big = state.big;
  if (state.running || big.done) return;
  if (big.worker) return;
  // A canvas can hand its drawing to a worker once: after a stop, start on a fresh one.
  if (big.used) {
    newBigSearch(big.algorithm, big.n, big.seed);
    return startBig();
  }
  big.used = true;
  const worker = takeBigWorker();
  big.worker = worker;
  state.running = true;
  el.progress.hidden = false;
  syncButtons();
  setStatus('Starting the worker…');
  let lastChart = 0;
  worker.onmessage = ({ data }) => {
    if (state.big !== big) return;
    if (data.kind === 'progress' || data.kind === 'done') {
      setBigCounter('steps', data.steps);
      if (data.kind === 'progress') {
        setBigCounter('collisions', data.collisions);
        setBigCounter('placed', data.placed);
        big.points.push({ x: data.ms / 1000, y: data.collisions });
        big.placedPoints.push({ x: data.ms / 1000, y: data.placed });
        setStatus(`Running in a worker: ${format(data.steps)} steps, ${format(data.collisions)} left, ${(data.ms / 1000).toFixed(1)} s. Stop cancels.`);
        if (data.ms - lastChart > 250) {
          big.chart?.update('none');
          lastChart = data.ms;
        }
      }
    }
    if (data.kind === 'view') {
      big.region = data.region;
      showBigRegion(data.queens);
    }
    if (data.kind === 'done') {
      big.done = true;
      big.chart?.update('none');
      finishRun();
      $('big-zoom-out').disabled = big.region === null;
      el.caption.textContent = `Solution: ${format(big.n)} queens, no two attacking each other.`;
      setStatus(
        data.verified
          ? `Solved and verified: ${format(big.n)} queens pass the independent verifier. ${format(data.steps)} steps in ${(data.ms / 1000).toFixed(2)} s.`
          : 'The run ended, but the board failed the verifier: please report this.',
      );
    } else if (data.kind === 'error') {
      finishRun();
      setStatus(`The large-board run failed: ${data.message}`);
    }
  };
  worker.onerror = (event) => {
    if (state.big !== big) return;
    event.preventDefault();
    finishRun();
    setStatus(`The large-board worker failed: ${event.message || 'it could not start'}.`);
  };
  const offscreen = big.canvas.transferControlToOffscreen();
  worker.postMessage({ kind: 'start', canvas: offscreen, algorithm: big.algorithm, n: big.n, seed: big.seed }, [offscreen]);
}

function onBigClick(event) {
  const big = state.big;
  if (!big?.worker) return;
  const rect = event.currentTarget.getBoundingClientRect();
  const view = big.region ?? { row: 0, col: 0, size: big.n };
  const fx = (event.clientX - rect.left) / rect.width;
  const fy = 1 - (event.clientY - rect.top) / rect.height; // row 1 at the bottom
  const size = Math.max(16, Math.floor(view.size / 8));
  const clamp = (v) => Math.max(0, Math.min(big.n - size, Math.round(v)));
  zoomBig({
    row: clamp(view.row + fy * view.size - size / 2),
    col: clamp(view.col + fx * view.size - size / 2),
    size,
  });
}

/** The caption under the large board: what part of it is drawn (1-based), how many queens. */
function showBigRegion(queens) {
  const big = state.big;
  const view = big.region;
  const count = `${format(queens)} queen${queens === 1 ? '' : 's'}`;
  $('big-region').textContent = view
    ? `Rows ${format(view.row + 1)}–${format(view.row + view.size)}, columns ${format(view.col + 1)}–${format(view.col + view.size)}` +
      `${view.size <= 64 ? ' (real squares, centred on the queen of the middle row)' : ''}: ${count} in view.`
    : `The whole board, ${format(big.n)} × ${format(big.n)}: ${count} placed.`;
}

function zoomBig(region) {
  const big = state.big;
  if (!big?.worker) return;
  big.region = region;
  $('big-zoom-out').disabled = region === null;
  big.worker.postMessage({ kind: 'view', region });
}

// ---------------------------------------------------------------- rendering

function buildCounters() {
  const ids = state.handle.counterIds();
  const labels = state.handle.counterLabels();
  el.counters.replaceChildren(
    ...ids.map((id, i) => {
      const box = document.createElement('div');
      const dt = Object.assign(document.createElement('dt'), { textContent: labels[i] });
      const dd = Object.assign(document.createElement('dd'), { textContent: '0' });
      dd.dataset.testid = id;
      box.append(dt, dd);
      return box;
    }),
  );
}

/** Row labels, column labels and per-row attempt counters, aligned with the canvas. */
function buildBoardFrame() {
  const n = state.n;
  const frame = el.canvas.parentElement;
  const flagsRoom = state.algorithm === 'permutation-swap' ? 110 : 0;
  const width = Math.min(frame.parentElement.clientWidth - 140, 900);
  const height = Math.max(260, window.innerHeight - 220 - flagsRoom);
  state.cell = cellSize(n, width, height);
  frame.style.setProperty('--cell', `${state.cell}px`);
  frame.classList.toggle('small', state.cell < 22);
  const span = (text) => Object.assign(document.createElement('span'), { textContent: text });
  el.rowLabels.replaceChildren(...Array.from({ length: n }, (_, i) => span(String(n - i))));
  el.colLabels.replaceChildren(...Array.from({ length: n }, (_, i) => span(String(i + 1))));
  el.rowAttempts.replaceChildren(
    ...Array.from({ length: n }, (_, i) => {
      const row = n - i;
      const item = document.createElement('li');
      item.dataset.testid = `attempts-row-${row}`;
      item.setAttribute('aria-label', `Row ${row} attempts`);
      item.textContent = '0';
      return item;
    }),
  );
  state.ctx = sizeCanvas(el.canvas, n * state.cell, n * state.cell);
  if (state.algorithm === 'permutation-swap') {
    const strip = Math.max(8, Math.min(22, Math.floor((width - 80) / (2 * n - 1))));
    state.flags = { cell: strip, labelWidth: 80 };
    state.flagsCtx = sizeCanvas(el.flags, 80 + (2 * n - 1) * strip, 2 * strip + 4);
  }
}

function focusOf(h) {
  const [kind, row, col, row2, col2] = h.focus();
  return { kind, row, col, row2, col2 };
}

function startSwapAnimation(maxMs) {
  const focus = focusOf(state.handle);
  const glides = focus.kind === 'swap' || focus.kind === 'move';
  state.swap = glides ? { start: performance.now(), duration: Math.min(maxMs, 800 / speed()) } : null;
}

function swapProgress(now) {
  if (!state.swap) return 1;
  const t = (now - state.swap.start) / state.swap.duration;
  if (t >= 1) state.swap = null;
  return Math.min(1, t);
}

function render(now = performance.now()) {
  if (state.big) return;
  const h = state.handle;
  const n = state.n;
  const queens = h.queens();
  const focus = focusOf(h);
  const solved = h.isSolution();
  drawBoard(state.ctx, {
    n,
    cell: state.cell,
    queens,
    marks: h.marks(),
    diagonals: h.diagonals(),
    attacked: h.attacked(),
    focus,
    solved,
    deadRow: h.deadRow(),
    checkedRows: state.algorithm === 'permutation-swap' ? h.checkedRows() : -1,
    swapProgress: swapProgress(now),
  });
  if (state.algorithm === 'permutation-swap') {
    drawFlags(state.flagsCtx, { n, ...state.flags, flags: h.flags() });
  }
  if (state.algorithm === 'backtracking') {
    const perRow = h.attemptsPerRow();
    const items = el.rowAttempts.children;
    for (let i = 0; i < items.length; i++) items[i].textContent = format(perRow[n - 1 - i]);
  }
  const values = h.counterValues();
  const cells = el.counters.querySelectorAll('dd');
  cells.forEach((dd, i) => {
    dd.textContent = format(values[i]);
  });
  const placed = Array.from(queens).filter((c) => c > 0);
  el.solution.textContent = solved ? Array.from(queens).join(',') : '';
  el.caption.textContent = h.caption() || startCaption();
  el.canvas.setAttribute(
    'aria-label',
    `${n}×${n} board with ${placed.length} queen${placed.length === 1 ? '' : 's'}${placed.length ? ` in columns ${placed.join(', ')} of rows 1 to ${placed.length}` : ''}`,
  );
  syncButtons();
}

function startCaption() {
  return {
    backtracking: 'Start: an empty board. Step tries row 1, column 1.',
    'random-placement': 'Start: an empty board. Step places row 1’s queen on a random unattacked square.',
    'permutation-swap': 'Start: one queen per row and column. Step shuffles them into a random permutation.',
    qs1: 'Start: one queen per row and column. Step draws a random permutation.',
    'min-conflicts': 'Start: an empty board. Step places row 1’s queen by the greedy start.',
    qs4: 'Start: a random permutation. Step fixes row 1’s queen on free diagonals.',
    construction: 'Start: an empty board. Step places row 1’s queen where the formula says.',
  }[state.algorithm];
}

function frame(now) {
  let moved = false;
  if (state.playing) {
    // Owe at most a tenth of a second of moves, so a frame never stalls after a pause
    // (a hidden tab, a slow frame).
    state.carry = Math.min(state.carry + ((now - state.lastFrame) / 1000) * speed(), speed() / 10 + 1);
    const moves = Math.floor(state.carry);
    state.carry -= moves;
    if (moves > 0) {
      state.handle.advance(moves);
      if (moves === 1) startSwapAnimation(SWAP_MS);
      if (finished() || state.handle.isSolution()) pause();
      moved = true;
    }
  }
  if (moved || state.swap) render(now);
  state.lastFrame = now;
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------- start-up

async function main() {
  try {
    await init();
  } catch (error) {
    setStatus(`The solver could not load (${error.message}). Build it with “cargo xtask serve”.`);
    el.caption.textContent = '';
    return;
  }
  PAGE_MAX_N = pageMaxN();
  BIG_MAX_N = bigMaxN();
  document.querySelector('label[for="board-size"] .hint').textContent =
    `(n, 1 to ${PAGE_MAX_N} animated; to ${format(BIG_MAX_N)} scaled for min-conflicts, QS4, QS1, construction)`;
  const startParams = new URLSearchParams(location.search);
  const comparing = startParams.get('view') === 'compare';
  const { algorithm, n, seed, messages, seedMessage } = comparing
    ? { algorithm: 'backtracking', n: DEFAULT_N, seed: '', messages: [], seedMessage: '' }
    : readUrl();
  showSpeed();
  newSearch(algorithm, n, seed);
  // After the search is set up, which clears the fields' messages.
  if (messages.length) el.sizeError.textContent = messages.join(' ');
  el.seedError.textContent = seedMessage;

  el.algorithm.addEventListener('change', () => {
    if (!newSearch(el.algorithm.value, state.n, el.seed.value)) {
      el.algorithm.value = state.algorithm;
    }
  });
  el.size.addEventListener('input', () => onBoardSizeInput(false));
  el.size.addEventListener('change', () => onBoardSizeInput(true));
  el.seed.addEventListener('input', () => onSeedInput(false));
  el.seed.addEventListener('change', () => onSeedInput(true));
  for (const input of [el.size, el.seed]) {
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        if (input === el.size) onBoardSizeInput(true);
        else onSeedInput(true);
      }
    });
  }
  el.newSeed.addEventListener('click', () => newSearch(state.algorithm, state.n, ''));
  $('big-zoom-out').addEventListener('click', () => zoomBig(null));
  el.speed.addEventListener('input', showSpeed);
  el.play.addEventListener('click', () => (state.playing ? pause() : play()));
  el.step.addEventListener('click', step);
  el.back.addEventListener('click', stepBack);
  el.run.addEventListener('click', runToEnd);
  el.reset.addEventListener('click', reset);
  el.stop.addEventListener('click', stopRun);
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  document.addEventListener('keydown', onKey);
  document.addEventListener('keyup', onKey);
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (state.big) return;
      buildBoardFrame();
      render();
    }, 100);
  });
  const compare = setupCompare();
  const showView = (view) => {
    const comparing = view === 'compare';
    pause();
    $('watch-view').hidden = comparing;
    $('compare-view').hidden = !comparing;
    $('tab-watch').setAttribute('aria-selected', String(!comparing));
    $('tab-compare').setAttribute('aria-selected', String(comparing));
    if (comparing) compare.writeUrl();
    else {
      writeUrl();
      if (!state.big) {
        buildBoardFrame();
        render();
      }
    }
  };
  $('tab-watch').addEventListener('click', () => showView('watch'));
  $('tab-compare').addEventListener('click', () => showView('compare'));
  if (comparing) {
    readCompareUrl(startParams);
    showView('compare');
  }
  document.body.dataset.ready = 'true';
  requestAnimationFrame(frame);
  // Chart.js parses in a task of its own once the page is up, not during load or a run.
  setTimeout(loadChartJs, 0);
}

main();
