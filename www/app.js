// State and controls of the page. The Rust core (compiled to WebAssembly) owns the search;
// this module owns the requestAnimationFrame loop, the form controls, the URL and the DOM
// read-outs. Drawing itself lives in draw.js.

import init, { Backtracking } from '../pkg/nqueens.js';
import { cellSize, drawBoard, sizeCanvas } from './draw.js';

/** The largest board the page animates (the core accepts up to 64 on the command line). */
export const PAGE_MAX_N = 32;
const DEFAULT_N = 8;
const ALGORITHMS = ['backtracking'];
/** Moves per second for each position of the Speed slider. */
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];
/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;

const $ = (id) => document.getElementById(id);
const el = {
  algorithm: $('algorithm'),
  size: $('board-size'),
  sizeError: $('board-size-error'),
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
  total: document.querySelector('[data-testid="attempts-total"]'),
  solutions: document.querySelector('[data-testid="solutions-found"]'),
  solution: document.querySelector('[data-testid="solution"]'),
  status: $('status'),
  progress: $('progress'),
};

const state = {
  handle: null,
  n: DEFAULT_N,
  playing: false,
  running: false, // a run-to-end in progress (time slices)
  carry: 0, // fractional moves owed by the animation clock
  lastFrame: 0,
  cell: 0,
};

const format = (value) => Number(value).toLocaleString('en-US');

// ---------------------------------------------------------------- input and URL

/** Parses a board size typed by a person: a whole number from 1 to PAGE_MAX_N. */
export function parseBoardSize(text) {
  const trimmed = String(text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) {
    return { error: `Board size must be a whole number from 1 to ${PAGE_MAX_N}.` };
  }
  const n = Number(trimmed);
  if (n < 1 || n > PAGE_MAX_N) {
    return {
      error: `Board size ${n} is out of range: the animated board takes 1 to ${PAGE_MAX_N}.`,
    };
  }
  return { n };
}

function readUrl() {
  const params = new URLSearchParams(location.search);
  const algorithm = params.get('algorithm') ?? 'backtracking';
  const messages = [];
  if (!ALGORITHMS.includes(algorithm)) {
    messages.push(`Unknown algorithm “${algorithm}” in the address; showing backtracking.`);
  }
  let n = DEFAULT_N;
  if (params.has('n')) {
    const parsed = parseBoardSize(params.get('n'));
    if (parsed.error) messages.push(`${parsed.error} Showing n = ${DEFAULT_N}.`);
    else n = parsed.n;
  }
  return { n, messages };
}

function writeUrl() {
  const params = new URLSearchParams({ algorithm: el.algorithm.value, n: String(state.n) });
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

// ---------------------------------------------------------------- search lifecycle

function newSearch(n) {
  stopRun();
  pause();
  state.handle?.free();
  state.handle = new Backtracking(n);
  state.n = n;
  el.size.value = String(n);
  buildBoardFrame();
  setStatus(`Ready: ${n}×${n} board. Press Play or Step.`);
  writeUrl();
  render();
}

function setStatus(text) {
  el.status.textContent = text;
}

function describeState() {
  const h = state.handle;
  if (h.isExhausted()) {
    const found = h.solutions();
    return found === 0
      ? `No solution: the search is complete after ${format(h.totalAttempts())} attempts.`
      : `Search complete: ${format(found)} solution${found === 1 ? '' : 's'} after ${format(h.totalAttempts())} attempts.`;
  }
  if (h.isSolution()) {
    return `Solution ${format(h.solutions())} found after ${format(h.totalAttempts())} attempts. Step or Play continues to the next.`;
  }
  return null;
}

// ---------------------------------------------------------------- controls

function play() {
  if (state.running || state.handle.isExhausted()) return;
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
  if (state.running) return;
  pause();
  if (state.handle.advance(1) === 0) return;
  setStatus(describeState() ?? 'Paused.');
  render();
}

function stepBack() {
  if (state.running) stopRun();
  pause();
  if (state.handle.stepBack()) {
    setStatus(describeState() ?? 'Paused.');
    render();
  }
}

function reset() {
  newSearch(state.n);
}

/** Runs to the next solution (or the end) in time slices, so the page never freezes. */
function runToEnd() {
  if (state.running || state.handle.isExhausted()) return;
  pause();
  state.running = true;
  el.progress.hidden = false;
  syncButtons();
  let budget = 20_000;
  const started = performance.now();
  const slice = () => {
    if (!state.running) return;
    const t0 = performance.now();
    const outcome = state.handle.run(budget);
    const spent = performance.now() - t0;
    if (spent < SLICE_MS / 2 && budget < 1e9) budget *= 2;
    else if (spent > SLICE_MS * 2 && budget > 1_000) budget = Math.floor(budget / 2);
    render();
    if (outcome === 'paused') {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      setStatus(`Running to the next solution… ${format(state.handle.totalAttempts())} attempts, ${seconds} s. Stop returns control.`);
      setTimeout(slice, 0);
    } else {
      finishRun();
      setStatus(describeState());
    }
  };
  setStatus('Running to the next solution…');
  setTimeout(slice, 0);
}

function finishRun() {
  state.running = false;
  el.progress.hidden = true;
  syncButtons();
}

function stopRun() {
  if (!state.running) return;
  finishRun();
  setStatus(`Stopped after ${format(state.handle.totalAttempts())} attempts. Step, Play or Run to end continues from here.`);
}

function syncButtons() {
  const exhausted = state.handle?.isExhausted() ?? true;
  el.play.textContent = state.playing ? 'Pause' : 'Play';
  el.play.setAttribute('aria-pressed', String(state.playing));
  el.play.disabled = state.running || (exhausted && !state.playing);
  el.step.disabled = state.running || exhausted;
  el.run.disabled = state.running || exhausted;
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
  if (!parsed.error && commit && parsed.n !== state.n) newSearch(parsed.n);
}

function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
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

// ---------------------------------------------------------------- rendering

/** Row labels, column labels and per-row attempt counters, aligned with the canvas. */
function buildBoardFrame() {
  const n = state.n;
  const frame = el.canvas.parentElement;
  const width = Math.min(frame.parentElement.clientWidth - 140, 900);
  const height = Math.max(260, window.innerHeight - 220);
  state.cell = cellSize(n, width, height);
  frame.style.setProperty('--cell', `${state.cell}px`);
  frame.style.setProperty('--n', String(n));
  frame.classList.toggle('small', state.cell < 22);
  el.rowLabels.replaceChildren(
    ...Array.from({ length: n }, (_, i) => Object.assign(document.createElement('span'), { textContent: String(n - i) })),
  );
  el.colLabels.replaceChildren(
    ...Array.from({ length: n }, (_, i) => Object.assign(document.createElement('span'), { textContent: String(i + 1) })),
  );
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
  state.ctx = sizeCanvas(el.canvas, n, state.cell);
}

function render() {
  const h = state.handle;
  const queens = h.queens();
  const [kind, row, col] = h.focus();
  const solved = h.isSolution();
  drawBoard(state.ctx, {
    n: state.n,
    cell: state.cell,
    queens,
    marks: h.marks(),
    focus: { kind, row, col },
    solved,
  });
  const perRow = h.attemptsPerRow();
  const items = el.rowAttempts.children;
  for (let i = 0; i < items.length; i++) items[i].textContent = format(perRow[state.n - 1 - i]);
  el.total.textContent = format(h.totalAttempts());
  el.solutions.textContent = format(h.solutions());
  el.solution.textContent = solved ? Array.from(queens).join(',') : '';
  el.caption.textContent = h.caption() || 'Start: an empty board. Step tries row 1, column 1.';
  el.canvas.setAttribute(
    'aria-label',
    `${state.n}×${state.n} board with ${queens.length} queen${queens.length === 1 ? '' : 's'}${queens.length ? ` in columns ${Array.from(queens).join(', ')} of rows 1 to ${queens.length}` : ''}`,
  );
  syncButtons();
}

function frame(now) {
  if (state.playing) {
    // Owe at most a tenth of a second of moves, so a frame never stalls after a pause
    // (a hidden tab, a slow frame).
    state.carry = Math.min(state.carry + ((now - state.lastFrame) / 1000) * speed(), speed() / 10 + 1);
    const moves = Math.floor(state.carry);
    state.carry -= moves;
    if (moves > 0) {
      state.handle.advance(moves);
      if (state.handle.isSolution() || state.handle.isExhausted()) pause();
      render();
    }
  }
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
  const { n, messages } = readUrl();
  showSpeed();
  newSearch(n);
  if (messages.length) el.sizeError.textContent = messages.join(' ');

  el.algorithm.addEventListener('change', () => newSearch(state.n));
  el.size.addEventListener('input', () => onBoardSizeInput(false));
  el.size.addEventListener('change', () => onBoardSizeInput(true));
  el.size.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onBoardSizeInput(true);
    }
  });
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
      buildBoardFrame();
      render();
    }, 100);
  });
  document.body.dataset.ready = 'true';
  requestAnimationFrame(frame);
}

main();
