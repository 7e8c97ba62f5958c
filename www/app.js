// State and controls of the page. The Rust core (compiled to WebAssembly) owns the search;
// this module owns the requestAnimationFrame loop, the form controls, the URL and the DOM
// read-outs. Drawing itself lives in draw.js.

import init, { Solver, freshSeed, seedProblem as coreSeedProblem } from '../pkg/nqueens.js';
import { axisLabels, cellSize, drawBoard, drawFlags, rowHue, sizeCanvas } from './draw.js';
import { loadChartJs, readCompareUrl, setupCompare } from './compare.js';
import { $, A000170, format, parseGrouped, plain, setStatusText } from './shared.js';
import { algorithm as infoOf, algorithms } from './registry.js';
import { centredRegion, zoomedRegion } from './scaled.js';

const DEFAULT_N = 8;
/** Moves per second for each position of the Speed slider. */
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];
/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;
/** Longest swap animation, in milliseconds (shorter at higher speeds). */
const SWAP_MS = 450;
/** While playing or running, the screen reader hears at most one caption this often. */
const ANNOUNCE_MS = 2000;
/** Earlier runs kept (with their solvers) for the browser's Back and Forward buttons. */
const KEPT_RUNS = 12;

/** The registry's entry of the algorithm on show (or of `id`). */
const info = (id = state.algorithm) => infoOf(id);
/** True if `id` is seeded. */
const randomized = (id = state.algorithm) => info(id).randomized;
/** The largest n the page takes for `algorithm`: its large-board limit, else its animated one. */
const maxN = (id) => info(id).maxNLarge || info(id).maxNAnimated;

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
  runAll: $('run-all'),
  reset: $('reset'),
  announcer: $('announcer'),
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
  legends: [], // built from the registry at start-up
};

const state = {
  handle: null,
  algorithm: '', // an id of the registry, set at start-up
  n: DEFAULT_N,
  playing: false,
  running: false, // a run-to-end in progress (time slices)
  carry: 0, // fractional moves owed by the animation clock
  lastFrame: 0,
  cell: 0,
  swap: null, // { start, duration } of the swap being animated
  entry: 0, // id of the browser history entry showing this run
};

// ---------------------------------------------------------------- input and URL

/** Parses a board size typed by a person: a whole number from 1 to the algorithm's limit. */
export function parseBoardSize(text, algorithm = state.algorithm) {
  const max = maxN(algorithm);
  const n = parseGrouped(text);
  if (n === null) {
    return { error: `Board size must be a whole number from 1 to ${format(max)}.` };
  }
  if (n < 1 || n > max) {
    const large = algorithms().filter((a) => a.maxNLarge > 0);
    const big = info(algorithm).maxNLarge
      ? ''
      : `; ${new Intl.ListFormat('en').format(large.map((a) => a.name))} run up to ${format(Math.max(...large.map((a) => a.maxNLarge)))} in a scaled view`;
    return {
      error: `Board size ${n} is out of range: the animated board takes 1 to ${info(algorithm).maxNAnimated}${big}.`,
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
  const first = algorithms()[0];
  let algorithm = params.get('algorithm') ?? first.id;
  if (!info(algorithm)) {
    messages.push(`Unknown algorithm “${algorithm}” in the address; showing ${first.name.toLowerCase()}.`);
    algorithm = first.id;
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

/** The address of the current run. */
function runUrl() {
  const params = new URLSearchParams({ algorithm: state.algorithm, n: String(state.n) });
  if (randomized()) params.set('seed', state.big ? state.big.seed : state.handle.seed());
  return `${location.pathname}?${params}`;
}

/** Writes the current run's address: a new history entry when `push`, else in place. */
function writeUrl(push = false) {
  if (!$('compare-view').hidden) return; // the Compare view keeps its own address
  if (push) history.pushState({ entry: state.entry }, '', runUrl());
  else history.replaceState({ entry: state.entry }, '', runUrl());
}

// ---------------------------------------------------------------- history

/**
 * Runs left by a change of algorithm, size or seed, by history entry: Back returns to one
 * with its solver as it was (counters, position, step back). The oldest are freed.
 */
const kept = new Map();
/** Entry ids: from the clock, so entries left from before a reload never match new ones. */
let nextEntry = Date.now();

/** Keeps the current animated run for the browser's Back (or Forward) button. */
function keepCurrentRun() {
  if (!state.handle) return;
  stopRun();
  pause();
  kept.get(state.entry)?.handle.free();
  kept.set(state.entry, { handle: state.handle, algorithm: state.algorithm, n: state.n });
  state.handle = null;
  while (kept.size > KEPT_RUNS) {
    const [oldest, run] = kept.entries().next().value;
    run.handle.free();
    kept.delete(oldest);
  }
}

/**
 * Starts a new run from a change the person made (algorithm, size, seed) in a new history
 * entry, keeping the current run, so the browser's Back returns to it as it was.
 */
const changeSearch = (algorithm, n, seedText) => newSearch(algorithm, n, seedText, { push: true });

/** Shows the run kept for history entry `entry`; false if none is kept. */
function restoreRun(entry) {
  const run = kept.get(entry);
  if (!run) return false;
  kept.delete(entry);
  leaveCurrentSearch();
  state.entry = entry;
  state.swap = null;
  state.handle = run.handle;
  showAnimatedSearch(run.algorithm, run.n);
  setStatus(describeState() ?? `Back to this ${run.n}×${run.n} run. Step, Play or Run to end continues it.`);
  return true;
}

/** The browser's Back or Forward: the run of that entry, as it was left. */
function onPopState(event) {
  const params = new URLSearchParams(location.search);
  if (params.get('view') === 'compare') return; // the Compare view keeps its own state
  keepCurrentRun();
  const entry = event.state?.entry ?? 0;
  if (!restoreRun(entry)) {
    // Not kept (a reload, or a large board): start that address's run afresh.
    const { algorithm, n, seed } = readUrl();
    state.entry = entry;
    newSearch(algorithm, n, seed);
  }
  if ($('watch-view').hidden) $('tab-watch').click();
}

// ---------------------------------------------------------------- search lifecycle

/**
 * Starts a new search. On bad input (the core refuses it) the message goes beside the field
 * at fault, the current search stays, and false is returned. With `push`, the current run is
 * kept and the new one gets a new history entry (see changeSearch).
 */
function newSearch(algorithm, n, seedText, { push = false } = {}) {
  if (n > info(algorithm).maxNAnimated) return newBigSearch(algorithm, n, seedText, { push });
  let handle;
  try {
    handle = new Solver(algorithm, n, randomized(algorithm) ? seedText : '');
  } catch (error) {
    const message = String(error.message ?? error);
    if (/seed/i.test(message)) el.seedError.textContent = `${message}.`;
    else el.sizeError.textContent = `${message[0].toUpperCase()}${message.slice(1)}.`;
    el.algorithm.value = state.algorithm;
    return false;
  }
  leaveCurrentSearch({ keep: push });
  if (push) state.entry = nextEntry++;
  state.handle = handle;
  state.swap = null;
  showAnimatedSearch(algorithm, n);
  const seedNote = randomized(algorithm) ? ` Seed ${handle.seed()}.` : '';
  setStatus(`Ready: ${n}×${n} board.${seedNote} Press Play or Step.`);
  writeUrl(push);
  return true;
}

/** Shows the animated run in `state.handle`: form, legend, counters, board. */
function showAnimatedSearch(algorithm, n) {
  showSearch(algorithm, n, state.handle.seed());
  el.rowAttemptsBox.hidden = !info(algorithm).draws.attemptsPerRow;
  el.flagsFigure.hidden = !info(algorithm).draws.diagonalFlags;
  buildCounters();
  buildBoardFrame();
  render();
}

/** Records the new search and shows its algorithm, size, seed and legend in the form. */
function showSearch(algorithm, n, seed) {
  state.algorithm = algorithm;
  state.n = n;
  el.algorithm.value = algorithm;
  el.size.value = String(n);
  el.sizeError.textContent = '';
  el.seedError.textContent = '';
  el.seedField.hidden = !randomized(algorithm);
  if (randomized(algorithm)) el.seed.value = seed;
  for (const legend of el.legends) legend.hidden = legend.dataset.algorithm !== algorithm;
  showMarkColours(n);
  // An exhaustive search runs to the next solution or through the whole search; the others
  // to their solution.
  const exhaustive = info(algorithm).exhaustive;
  el.run.textContent = exhaustive ? 'Run to next solution' : 'Run to end';
  el.runAll.hidden = !exhaustive;
  // A large board is drawn scaled, with symbols of its own.
  const scaled = Boolean(state.big);
  document.querySelector('.legend').classList.toggle('scaled', scaled);
  $('scaled-legend').hidden = !scaled;
}

/**
 * Stops whatever runs (play, run to end, a large-board worker) and frees the search, or with
 * `keep` keeps an animated one for the browser's Back button.
 */
function leaveCurrentSearch({ keep = false } = {}) {
  if (keep) keepCurrentRun();
  stopRun();
  pause();
  endBig();
  state.handle?.free();
  state.handle = null;
}

/** The status line (a polite live region): written only when it changes, so it is not re-read. */
const setStatus = (text) => setStatusText(el.status, text);

/** In the legend, the hue of the marks of each attacking row (rows 1 to min(n, 10)). */
function showMarkColours(n) {
  for (const list of document.querySelectorAll('.mark-colours')) {
    const rows = Array.from({ length: Math.min(n, 10) }, (_, i) => i + 1);
    list.replaceChildren(
      ...rows.map((row) => {
        const swatch = Object.assign(document.createElement('span'), { className: 'swatch mark', textContent: String(row) });
        swatch.style.setProperty('--hue', String(rowHue(row)));
        return swatch;
      }),
    );
    list.setAttribute('aria-label', `Mark colours of rows 1 to ${rows.length}${n > 10 ? '; rows 11 on repeat them' : ''}`);
  }
}

// ---------------------------------------------------------------- narration

/**
 * What a screen reader hears of the captions: every move when stepping by hand; while playing
 * or running, at most one caption every ANNOUNCE_MS (the latest), so it is not flooded.
 */
const narration = { last: -Infinity, pending: null, timer: 0 };

function announce(text, { now = false } = {}) {
  if (!text) return;
  clearTimeout(narration.timer);
  narration.pending = text;
  const wait = now ? 0 : narration.last + ANNOUNCE_MS - performance.now();
  if (wait <= 0) flushAnnouncement();
  else narration.timer = setTimeout(flushAnnouncement, wait);
}

function flushAnnouncement() {
  if (narration.pending === null) return;
  el.announcer.textContent = narration.pending;
  narration.pending = null;
  narration.last = performance.now();
}

function describeState() {
  if (state.big) return null;
  const h = state.handle;
  if (h.isExhausted()) {
    const found = h.solutions();
    const known = A000170[state.n - 1];
    const oeis = known === undefined
      ? ''
      : ` ${found === known ? 'As' : 'Unlike'} OEIS A000170: Q(${state.n}) = ${format(known)}.`;
    return found === 0
      ? `No solution: the search is complete after ${format(h.totalAttempts())} attempts.${oeis}`
      : `Search complete: ${format(found)} solution${found === 1 ? '' : 's'} after ${format(h.totalAttempts())} attempts.${oeis}`;
  }
  if (h.isSolution()) {
    if (info().exhaustive) {
      return `Solution ${format(h.solutions())} found after ${format(h.totalAttempts())} attempts. Step or Play continues to the next.`;
    }
    if (!randomized()) return 'Solved by the formula, one queen per step.';
    return `Solved with seed ${h.seed()}. Step back to retrace the run, or New seed for another.`;
  }
  return null;
}

// ---------------------------------------------------------------- controls

const finished = () =>
  state.big
    ? state.big.done
    : state.handle.isExhausted() || (state.handle.isSolution() && !info().exhaustive);

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

/** Starts the same run again from its beginning (same seed). */
function reset() {
  if (state.big) return newBigSearch(state.algorithm, state.n, state.big.seed);
  newSearch(state.algorithm, state.n, el.seed.value);
}

/**
 * Runs to the next solution (or the end) in time slices, so the page never freezes; with
 * `all` (backtracking), through the whole search, counting every solution (OEIS A000170).
 */
function runToEnd(all = false) {
  if (state.big) return startBig();
  if (state.running || finished()) return;
  pause();
  state.running = true;
  state.swap = null;
  el.progress.hidden = false;
  syncButtons();
  let budget = 2_000;
  const started = performance.now();
  const goal = all ? 'end of the search' : info().exhaustive ? 'next solution' : 'solution';
  const slice = () => {
    if (!state.running) return;
    const t0 = performance.now();
    let outcome = state.handle.run(budget);
    // Through the whole search, a solution does not end the slice.
    while (all && outcome === 'solution' && performance.now() - t0 < SLICE_MS) outcome = state.handle.run(budget);
    const spent = performance.now() - t0;
    if (spent < SLICE_MS / 2 && budget < 1e9) budget *= 2;
    else if (spent > SLICE_MS * 2 && budget > 100) budget = Math.floor(budget / 2);
    render();
    if (outcome === 'paused' || (all && outcome === 'solution')) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const found = all ? `, ${format(state.handle.solutions())} solutions so far` : '';
      setStatus(`Running to the ${goal}… ${progressNote()}${found}, ${seconds} s. Stop returns control.`);
      setTimeout(slice, 0);
    } else {
      finishRun();
      setStatus(describeState());
      announce(el.caption.textContent, { now: true });
    }
  };
  setStatus(`Running to the ${goal}…`);
  setTimeout(slice, 0);
}

/** The handle's counters as plain objects `{ id, label, counts, value }`. */
function countersOf(h) {
  return h.counters().map((c) => plain(c, ['id', 'label', 'counts', 'value']));
}

function progressNote() {
  return countersOf(state.handle).slice(0, 2).map((c) => `${c.label.toLowerCase()} ${format(c.value)}`).join(', ');
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
  el.runAll.disabled = state.running || done;
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
    changeSearch(state.algorithm, parsed.n, el.seed.value);
  }
}

function onSeedInput(commit) {
  const problem = seedProblem(el.seed.value);
  el.seed.setAttribute('aria-invalid', String(Boolean(problem)));
  el.seedError.textContent = problem ?? '';
  const current = state.big ? state.big.seed : state.handle.seed();
  if (!problem && commit && el.seed.value.trim() !== current) {
    changeSearch(state.algorithm, state.n, el.seed.value);
  }
}

/** Controls where a person types text or picks from a list: every key is theirs. */
const TYPING = 'input:not([type="range"], [type="checkbox"], [type="radio"]), select, textarea, [contenteditable=""], [contenteditable="true"]';
/** Controls that Space (or Enter) activates: the board's Space leaves them alone. */
const ACTIVATED = `${TYPING}, input, button, a[href], summary, [role="tab"], [role="button"]`;
/** Controls that use the arrow keys, Home and End themselves (sliders; tabs move between tabs). */
const NAVIGATED = `${TYPING}, input[type="range"], [role="slider"], [role="tab"]`;

/**
 * One keyboard model (listed in the help dialog, which ? opens): Space and Enter activate the
 * focused button; the board's keys (Space play/pause, → step, ← step back, Home start again,
 * End run to the end) work wherever focus is not in a control that needs those keys.
 */
function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const target = event.target instanceof Element ? event.target : document.body;
  if (target.closest('dialog')) return;
  if (event.key === '?' && !target.closest(TYPING)) {
    event.preventDefault();
    openHelp();
    return;
  }
  if ($('watch-view').hidden || state.big) return; // the keys drive the animated board only
  const board = {
    ' ': () => (state.playing ? pause() : play()),
    ArrowRight: step,
    ArrowLeft: stepBack,
    Home: reset,
    End: () => runToEnd(),
  }[event.key];
  if (!board || target.closest(event.key === ' ' ? ACTIVATED : NAVIGATED)) return;
  event.preventDefault(); // no page scroll
  if (!event.repeat || event.key !== ' ') board();
}

function openHelp() {
  const dialog = $('help');
  if (!dialog.open) dialog.showModal();
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
function newBigSearch(algorithm, n, seedText, { push = false } = {}) {
  if (!info(algorithm).maxNLarge) {
    el.sizeError.textContent = parseBoardSize(String(n), algorithm).error;
    el.algorithm.value = state.algorithm;
    return false;
  }
  if (randomized(algorithm) && seedProblem(seedText)) {
    el.seedError.textContent = seedProblem(seedText);
    return false;
  }
  leaveCurrentSearch({ keep: push });
  if (push) state.entry = nextEntry++;
  // Drawn now, so the address carries the seed before the run starts.
  const seed = randomized(algorithm) ? (String(seedText ?? '').trim() || freshSeed()) : '';
  state.big = { algorithm, n, seed: seed.replace(/^0+(?=\d)/, ''), worker: null, done: false, region: null, nearest: null, points: [], placedPoints: [] };
  showSearch(algorithm, n, state.big.seed);
  el.canvas.parentElement.hidden = true;
  el.flagsFigure.hidden = true;
  $('big-view').hidden = false;
  $('big-zoom-out').disabled = true;
  $('big-nearest').hidden = true;
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
  writeUrl(push);
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

/** What the large board's conflict count is called: the algorithm's first counter when it
 * counts conflicts (min-conflicts: "Conflicting pairs"), else "Collisions". */
function collisionsLabel() {
  const first = info().counters[0];
  return info().draws.attackedQueens && first.label.startsWith('Conflict') ? first.label : 'Collisions';
}

function buildBigCounters() {
  const rows = [
    ['steps', 'Steps'],
    ['collisions', collisionsLabel()],
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
  const conflictsLabel = collisionsLabel().toLowerCase();
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
        x: { type: 'linear', beginAtZero: true, bounds: 'data', title: { display: true, text: 'steps' } },
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
        for (let i = 0; i < data.points.length; i += 3) {
          big.points.push({ x: data.points[i], y: data.points[i + 1] });
          big.placedPoints.push({ x: data.points[i], y: data.points[i + 2] });
        }
        setStatus(`Running in a worker: ${format(data.steps)} steps, ${format(data.collisions)} left, ${(data.ms / 1000).toFixed(1)} s. Stop cancels.`);
        if (data.ms - lastChart > 250) {
          big.chart?.update('none');
          lastChart = data.ms;
        }
      }
    }
    if (data.kind === 'view') {
      big.region = data.region;
      big.nearest = data.nearest;
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
  zoomBig(zoomedRegion(view, big.n, fx, fy));
}

/** Moves the window (same size) so the nearest queen reported by the worker is at its centre. */
function goToNearestQueen() {
  const big = state.big;
  if (!big?.region || !big.nearest) return;
  zoomBig(centredRegion(big.nearest, big.region.size, big.n));
}

/**
 * The caption under the large board: what part of it is drawn (1-based), how many queens,
 * and when a window holds none, where the nearest queen is.
 */
function showBigRegion(queens) {
  const big = state.big;
  const view = big.region;
  const count = `${format(queens)} queen${queens === 1 ? '' : 's'}`;
  const near = big.nearest;
  const nearest = queens === 0 && near && view
    ? ` The nearest queen is in row ${format(near.row + 1)}, column ${format(near.col + 1)}` +
      ` (${describeOffset(near, view)}).`
    : '';
  $('big-nearest').hidden = nearest === '';
  $('big-region').textContent = view
    ? `Rows ${format(view.row + 1)}–${format(view.row + view.size)}, columns ${format(view.col + 1)}–${format(view.col + view.size)}` +
      `${view.size <= 64 ? ' (real squares)' : ''}: ${count} in view.${nearest}`
    : `The whole board, ${format(big.n)} × ${format(big.n)}: ${count} placed.`;
}

/** Where a square lies from a window's centre, in words ("3 rows up, 120 columns right"). */
function describeOffset(square, view) {
  const dr = square.row - (view.row + (view.size >> 1));
  const dc = square.col - (view.col + (view.size >> 1));
  const part = (d, unit, plus, minus) => (d === 0 ? '' : `${format(Math.abs(d))} ${unit}${Math.abs(d) === 1 ? '' : 's'} ${d > 0 ? plus : minus}`);
  return [part(dr, 'row', 'up', 'down'), part(dc, 'column', 'right', 'left')].filter(Boolean).join(', ') + ' from the centre';
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
  el.counters.replaceChildren(
    ...countersOf(state.handle).map((counter) => {
      const box = document.createElement('div');
      box.title = `Counts ${counter.counts}`;
      const dt = Object.assign(document.createElement('dt'), { textContent: counter.label });
      const dd = Object.assign(document.createElement('dd'), { textContent: '0' });
      dd.dataset.testid = counter.id;
      box.append(dt, dd);
      return box;
    }),
  );
}

/**
 * The room for the board's squares, in CSS pixels: the stage's width less the labels beside
 * the board, and the window's height below the board's top less the column labels and, on a
 * phone, the control bar fixed at the bottom. So the whole board, with its labels, shows
 * without scrolling, whatever the screen.
 */
function boardRoom(frame) {
  const phone = matchMedia('(max-width: 700px)').matches;
  const beside = (phone ? 30 : 40) + (info().draws.attemptsPerRow ? (phone ? 62 : 64) : 8);
  const width = Math.min(frame.parentElement.clientWidth - beside, 900);
  const top = frame.getBoundingClientRect().top + window.scrollY;
  const below = 30 + (phone ? $('playback').offsetHeight + 8 : 12);
  return { width, height: window.innerHeight - top - below };
}

/** Row labels, column labels and per-row attempt counters, aligned with the canvas. */
function buildBoardFrame() {
  const n = state.n;
  const frame = el.canvas.parentElement;
  const { width, height } = boardRoom(frame);
  state.cell = cellSize(n, width, height, 8);
  frame.style.setProperty('--cell', `${state.cell}px`);
  // Labels and per-row counts shrink with small squares, and skip numbers rather than overlap.
  frame.style.setProperty('--label-size', `${Math.max(9, Math.min(16, Math.round(state.cell * 0.8)))}px`);
  frame.style.setProperty('--count-size', `${Math.max(6, Math.min(16, Math.round(state.cell * 0.9)))}px`);
  frame.classList.toggle('small', state.cell < 22);
  const span = (text) => Object.assign(document.createElement('span'), { textContent: text });
  el.rowLabels.replaceChildren(...axisLabels(n, state.cell, 16).reverse().map(span));
  el.colLabels.replaceChildren(...axisLabels(n, state.cell, 20).map(span));
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
  if (info().draws.diagonalFlags) {
    const strip = Math.max(8, Math.min(22, Math.floor((width - 80) / (2 * n - 1))));
    state.flags = { cell: strip, labelWidth: 80 };
    state.flagsCtx = sizeCanvas(el.flags, 80 + (2 * n - 1) * strip, 2 * strip + 4);
  }
}

function focusOf(h) {
  return plain(h.focus(), ['kind', 'row', 'col', 'row2', 'col2']);
}

function startSwapAnimation(maxMs) {
  const focus = focusOf(state.handle);
  const glides = info().draws.glides && (focus.kind === 'swap' || focus.kind === 'move');
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
    checkedRows: info().draws.diagonalFlags ? h.checkedRows() : -1,
    swapProgress: swapProgress(now),
  });
  if (info().draws.diagonalFlags) {
    drawFlags(state.flagsCtx, { n, ...state.flags, flags: h.flags() });
  }
  if (info().draws.attemptsPerRow) {
    const perRow = h.attemptsPerRow();
    const items = el.rowAttempts.children;
    for (let i = 0; i < items.length; i++) items[i].textContent = format(perRow[n - 1 - i]);
  }
  // Values only: buildCounters wrote the labels once.
  const values = h.counters().map((c) => plain(c, ['value']).value);
  const cells = el.counters.querySelectorAll('dd');
  cells.forEach((dd, i) => {
    dd.textContent = format(values[i]);
  });
  const placed = Array.from(queens).filter((c) => c > 0);
  el.solution.textContent = solved ? Array.from(queens).join(',') : '';
  const caption = h.caption() || startCaption();
  if (caption !== el.caption.textContent) {
    el.caption.textContent = caption;
    // Stepping by hand: every move is heard; playing or running: the latest, now and then.
    announce(caption, { now: !(state.playing || state.running) });
  }
  el.canvas.setAttribute(
    'aria-label',
    `${n}×${n} board with ${placed.length} queen${placed.length === 1 ? '' : 's'}${placed.length ? ` in columns ${placed.join(', ')} of rows 1 to ${placed.length}` : ''}`,
  );
  syncButtons();
}

function startCaption() {
  return info().startCaption;
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

/** The Algorithm select and each algorithm's legend, from the core's registry. */
function buildAlgorithmChoices() {
  el.algorithm.replaceChildren(...algorithms().map((a) => new Option(a.name, a.id)));
  const item = ({ swatch, text }) => {
    const li = document.createElement('li');
    const symbol = Object.assign(document.createElement('span'), { className: `swatch ${swatch}` });
    if (swatch === 'mark') symbol.textContent = '2';
    if (swatch === 'attacked-queen') symbol.textContent = '♛';
    const words = Object.assign(document.createElement('span'), { textContent: text });
    // Numbered marks carry each attacking row's colour: shown after the words.
    if (swatch === 'mark') {
      const colours = Object.assign(document.createElement('span'), { className: 'mark-colours' });
      colours.setAttribute('role', 'img');
      words.append(': ', colours);
    }
    li.append(symbol, ' ', words);
    return li;
  };
  const legends = algorithms().map((a) => {
    const div = document.createElement('div');
    div.dataset.algorithm = a.id;
    div.hidden = true;
    div.append(Object.assign(document.createElement('p'), { textContent: a.summary }));
    if (a.legend.length) {
      const list = document.createElement('ul');
      list.append(...a.legend.map(item));
      div.append(list);
    }
    div.append(Object.assign(document.createElement('p'), { className: 'source', textContent: `Source: ${a.source}` }));
    return div;
  });
  $('algorithm-legend').replaceChildren(...legends);
  el.legends = $('algorithm-legend').querySelectorAll('[data-algorithm]');
}

async function main() {
  try {
    await init();
  } catch (error) {
    setStatus(`The solver could not load (${error.message}). Build it with “cargo xtask serve”.`);
    el.caption.textContent = '';
    return;
  }
  buildAlgorithmChoices();
  const animated = Math.max(...algorithms().map((a) => a.maxNAnimated));
  const large = Math.max(...algorithms().map((a) => a.maxNLarge));
  document.querySelector('label[for="board-size"] .hint').textContent =
    `(1 to ${animated}; to ${format(large)} scaled for some)`;
  const startParams = new URLSearchParams(location.search);
  const comparing = startParams.get('view') === 'compare';
  const { algorithm, n, seed, messages, seedMessage } = comparing
    ? { algorithm: algorithms()[0].id, n: DEFAULT_N, seed: '', messages: [], seedMessage: '' }
    : readUrl();
  showSpeed();
  state.entry = nextEntry++;
  newSearch(algorithm, n, seed);
  // After the search is set up, which clears the fields' messages.
  if (messages.length) el.sizeError.textContent = messages.join(' ');
  el.seedError.textContent = seedMessage;

  // A new algorithm (↓ in the list switches at once) is a new history entry: Back returns.
  el.algorithm.addEventListener('change', () => {
    if (!changeSearch(el.algorithm.value, state.n, el.seed.value)) {
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
        // Done typing: the board's keys (→, ←, Space) work again, unless the value is bad.
        if (input.getAttribute('aria-invalid') !== 'true') input.blur();
      }
    });
  }
  el.newSeed.addEventListener('click', () => changeSearch(state.algorithm, state.n, ''));
  $('big-zoom-out').addEventListener('click', () => zoomBig(null));
  $('big-nearest').addEventListener('click', goToNearestQueen);
  el.speed.addEventListener('input', showSpeed);
  el.play.addEventListener('click', () => (state.playing ? pause() : play()));
  el.step.addEventListener('click', step);
  el.back.addEventListener('click', stepBack);
  el.run.addEventListener('click', () => runToEnd());
  el.runAll.addEventListener('click', () => runToEnd(true));
  el.reset.addEventListener('click', reset);
  el.stop.addEventListener('click', stopRun);
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onPopState);
  $('help-open').addEventListener('click', openHelp);
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (state.big || $('watch-view').hidden) return;
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
