// Controls and state of the page. The Rust core (compiled to WebAssembly) owns the search;
// a board owns its drawing and read-outs: the animated board (board.js) or the large board's
// scaled view (big.js), behind one interface. This module owns the requestAnimationFrame loop,
// the form controls, the keyboard's actions (which key asks for which: keys.js), the page's
// state (page-state.js: the address is read into it and written from it, nowhere else) and
// the browser's history, and narration.

import init, { legendShown, paramsProblem, parseQueens, seedProblem as coreSeedProblem } from '../pkg/nqueens.js';
import { rowHue, squareAt } from './draw.js';
import { readCompareUrl, recolourCharts, setupCompare, showPaper } from './compare.js';
import { $, format, setStatusText } from './shared.js';
import { algorithm as infoOf, algorithms } from './registry.js';
import { loadCore, outOfWasmMemory } from './assets.js';
import { registerServiceWorker } from './offline.js';
import { THEME_CHOICES, applyTheme, chosenTheme, followSystemTheme, onThemeChange } from './theme.js';
import { blanked, codeShown, embedded, enterEmbed, enterPresentation, leavePresentation, presenting, setupPresentation, showCode, toggleBlank } from './present.js';
import { copyLink, savePng, setupRecording, shareableLink } from './exports.js';
import { fillWorksheet } from './worksheet.js';
import { AnimatedBoard, keepBoardInView } from './board.js';
import { setupPanelControls } from './board-panels.js';
import { LargeBoard, setupLargeBoardControls } from './big.js';
import { SandboxBoard, setupSandboxControls } from './sandbox.js';
import { PairBoard, defaultOther, setupPairControls, sideKey, splitKey } from './pair.js';
import { framed } from './splice.js';
import { Predictor } from './predict.js';
import { EXERCISES_ARE_FOR, Exerciser, depthFirstFamily, familyOf } from './exercise.js';
import { startScorm } from './scorm.js';
import { setupTeacher, teacherClass } from './teacher.js';
import { keyAction } from './keys.js';
import { LessonPlayer } from './lesson.js';
import { asSentence, buildParamControls, clampToBoard, paramsLabelled, readParamControls, stillNote } from './params.js';
import { DEFAULT_N, fromAddress, maxAnimated as maxAnimatedOf, parseBoardSize as parseBoardSizeOf, seedMessage, toAddress, withLang } from './page-state.js';
import { setupLanguageMenu, t } from './i18n.js';

/** Moves per second for each position of the Speed slider. */
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];
/** While playing or running, the screen reader hears at most one caption this often. */
const ANNOUNCE_MS = 2000;
/** Earlier runs kept (with their solvers) for the browser's Back and Forward buttons. */
const KEPT_RUNS = 12;

/** The registry's entry of the algorithm on show (or of `id`). */
const info = (id = state.algorithm) => infoOf(id);
/** True if `id` is seeded. */
const randomized = (id = state.algorithm) => info(id).randomized;

const el = {
  algorithm: $('algorithm'),
  size: $('board-size'),
  sizeError: $('board-size-error'),
  seedField: $('seed-field'),
  seed: $('seed'),
  seedError: $('seed-error'),
  paramsField: $('params-field'),
  params: $('params'),
  paramsError: $('params-error'),
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

/**
 * The page's state (www/page-state.js): what the address says and is written from. Read from
 * the address at start-up, then following what is on show (`followShown`).
 */
let state = null;

/** Beside it, what the state does not hold: the board on show and its history entry. */
const shown = {
  board: null, // the board on show: an AnimatedBoard, a LargeBoard, a PairBoard or a SandboxBoard
  entry: 0, // id of the browser history entry showing this run
};

/** True when the Parameters field opens on its defaults (the address's values were refused). */
let openParams = false;

/** Predict mode: questions before each step (see predict.js). */
let predictor = null;
/** Exercises: the learner performs the algorithm, graded (see exercise.js). */
let exerciser = null;
/** The Record dialog (see exports.js). */
let recording = null;
/** The board's panels' controls: the timeline, the tree, the solutions found (board-panels.js). */
let panelControls = null;
/** The lesson player (lesson.js): a lesson's slides set the page, slide by slide. */
let lessons = null;
/** The Compare view (compare.js), set up last at start-up. */
let compare = null;

/** One step on the board on show, or, while predicting, the question before it. */
function stepOrAsk() {
  const board = shown.board;
  if (predictor?.on && board?.stepwise && !board.pair) {
    if (predictor.pending) predictor.focusAnswers();
    else predictor.ask(board);
    return;
  }
  board?.step();
}

/** What a board may touch of the page (see board.js). */
const ui = {
  el,
  speed: () => speed(),
  setStatus: (text) => setStatus(text),
  announce: (text, options) => announce(text, options),
  syncButtons: () => syncButtons(),
  changed: () => writeUrl(),
  predicting: () => Boolean(predictor?.on),
  fit: () => fitBoard(),
  focusStep: () => el.step.focus({ preventScroll: true }),
};

/**
 * Refits the board on show to the window (what must show with it may have changed: a
 * question, the sandbox's tools, a longer caption) and scrolls, if need be, so that the
 * caption, the board and those all show together.
 */
function fitBoard() {
  if ($('watch-view').hidden || !shown.board) return;
  shown.board.resize();
  keepBoardInView();
}

/**
 * Refits the board when the caption or what shows under the board changes height (a
 * two-line caption in presentation, a question's verdict), so the board's column numbers
 * never leave the screen. The first report of each box is its size at start: no refit.
 */
function watchBoardCompanions() {
  const heights = new Map();
  let pending = 0;
  const observer = new ResizeObserver((entries) => {
    let changed = false;
    for (const entry of entries) {
      const height = Math.round(entry.contentRect.height);
      if (heights.has(entry.target) && heights.get(entry.target) !== height) changed = true;
      heights.set(entry.target, height);
    }
    if (changed && !pending) {
      pending = requestAnimationFrame(() => {
        pending = 0;
        if (!$('watch-view').hidden) shown.board?.resize();
      });
    }
  });
  for (const id of ['caption', 'predict', 'sandbox-tools']) observer.observe($(id));
}

// ---------------------------------------------------------------- input and URL

/** Parses a board size typed by a person: a whole number from 1 to the algorithm's limit. */
const parseBoardSize = (text, algorithm = state.algorithm) => parseBoardSizeOf(text, algorithm, algorithms());

/** Checks a seed typed by a person by the core's rule: blank (draw one) or a whole number (u64). */
const seedProblem = (text) => seedMessage(text, coreSeedProblem);

/** The largest animated board of any algorithm. */
const maxAnimated = () => maxAnimatedOf(algorithms());

/** What page-state.js takes of the core: the registry and its checks. */
const core = () => ({ algorithms: algorithms(), paramsProblem, parseQueens, seedProblem: coreSeedProblem, depthFirstFamily });

/**
 * The state the address asks for, with its messages (www/page-state.js); a refused value of
 * the parameters opens their field on the defaults used.
 */
function readAddress() {
  const read = fromAddress(new URLSearchParams(location.search), core());
  if (read.paramsMessage) openParams = true;
  return read;
}

/**
 * The move the address names for the board on show: the move on show of a board that steps
 * (so a reload, on a projector that hiccuped, returns to it), null at the start, for the
 * sandbox and the large board, and while an exercise moves the board (its own saved
 * attempt returns to its place).
 */
function followedMove() {
  const board = shown.board;
  if (!board?.stepwise || board.sandbox || exerciser?.holdsBoard) return null;
  return board.position > 0 ? board.position : null;
}

/**
 * The state follows what is on show: the run (algorithm, size, seed, parameters, side by
 * side, the sandbox's or the learner's board, the move and the range played) and what the
 * other modules hold (presentation, predict mode, the exercise, the teacher's view).
 */
function followShown() {
  const board = shown.board;
  const range = board.range;
  Object.assign(state, {
    algorithm: board.algorithm,
    n: board.n,
    seed: board.seed ?? '',
    params: board.params ?? board.leftParams ?? '',
    side: board.pair ? { vs: board.other.id, params: board.otherParams } : null,
    sandbox: Boolean(board.sandbox),
    queens: board.sandbox ? [...board.queens] : board.startBoard ? [...board.startBoard] : null,
    step: followedMove(),
    from: range?.from || null,
    to: range ? range.to : null,
    loop: Boolean(range?.loop),
    present: presenting(),
    code: codeShown(),
    embed: embedded(),
    predict: Boolean(predictor?.on),
    exercise: exerciser?.addressState() ?? null,
    teacher: teacherClass() ? { class: teacherClass() } : null,
    ...(lessons?.addressState() ?? { lesson: null, slide: null }),
  });
}

/** The address of the current run, at the move on show (or at `step`). */
function runUrl({ step } = {}) {
  followShown();
  const params = toAddress(step === undefined ? state : { ...state, step }, { randomized });
  return `${location.pathname}?${params}`;
}

/** The whole address of the move on show (for a link to it). */
const stepUrl = () => new URL(runUrl({ step: shown.board.position ?? 0 }), location.href).href;

/** Writes the current run's address: a new history entry when `push`, else in place. */
function writeUrl(push = false) {
  // The Compare view writes its own address, but in a lesson (the lesson's slide).
  if (state.view === 'compare' && !lessons?.on) return;
  clearTimeout(following.timer);
  following.timer = 0;
  following.move = followedMove();
  if (push) history.pushState({ entry: shown.entry }, '', runUrl());
  else history.replaceState({ entry: shown.entry }, '', runUrl());
}

/**
 * The address follows the move on show (in place: Back still returns to the run before):
 * at once after a step, a seek or a pause; while playing or running, at most every
 * FOLLOW_MS, as browsers refuse many history changes in a short time.
 */
const following = { move: null, timer: 0 };
const FOLLOW_MS = 500;

function followMove() {
  if (following.timer || followedMove() === following.move || !shown.board) return;
  const moving = shown.board.playing || shown.board.running;
  following.timer = setTimeout(() => writeUrl(), moving ? FOLLOW_MS : 0);
}

// ---------------------------------------------------------------- history

/**
 * Animated boards left by a change of algorithm, size or seed, by history entry: Back returns
 * to one with its solver as it was (counters, position, step back). The oldest are freed.
 * A large board is not kept (its worker and chart are let go); Back starts it afresh.
 */
const kept = new Map();
/** Entry ids: from the clock, so entries left from before a reload never match new ones. */
let nextEntry = Date.now();

/** Keeps the current animated board for the browser's Back (or Forward) button. */
function keepCurrentRun() {
  const board = shown.board;
  if (!board?.stepwise) return;
  board.stop();
  board.pause();
  kept.get(shown.entry)?.free();
  kept.set(shown.entry, board);
  shown.board = null;
  while (kept.size > KEPT_RUNS) {
    const [oldest, run] = kept.entries().next().value;
    run.free();
    kept.delete(oldest);
  }
}

/**
 * Starts a new run from a change the person made (algorithm, size, seed) in a new history
 * entry, keeping the current run, so the browser's Back returns to it as it was.
 */
const changeSearch = (algorithm, n, seedText) => newSearch(algorithm, n, seedText, { push: true, pair: shown.board?.pair ? shown.board.otherKey : null });

/** Shows the run kept for history entry `entry`; false if none is kept. */
function restoreRun(entry) {
  const board = kept.get(entry);
  if (!board) return false;
  kept.delete(entry);
  leaveCurrentSearch();
  shown.entry = entry;
  showBoard(board);
  setStatus(board.describe() ?? `Back to this ${board.n}×${board.n} run. Step, Play or Run to end continues it.`);
  return true;
}

/** The browser's Back or Forward: the run of that entry, as it was left. */
function onPopState(event) {
  const { state: asked } = readAddress();
  if (asked.view === 'compare') return; // the Compare view keeps its own state
  keepCurrentRun();
  const entry = event.state?.entry ?? 0;
  if (!restoreRun(entry)) {
    // Not kept (a reload, or a large board): start that address's run afresh.
    const { algorithm, n, seed, params, step } = asked;
    shown.entry = entry;
    if (newSearch(algorithm, n, seed, { params })) openAtMove({ step });
  }
  if ($('watch-view').hidden) $('tab-watch').click();
}

// ---------------------------------------------------------------- search lifecycle

/**
 * Starts a new search: on the animated board up to the algorithm's animated limit, above it
 * on the large board. On bad input (the core refuses it) the message goes beside the field
 * at fault, the current search stays, and false is returned. With `push`, the current run is
 * kept and the new one gets a new history entry (see changeSearch).
 */
function newSearch(algorithm, n, seedText, { push = false, sandbox = null, board: startBoard = null, draw = true, pair = null, params = null } = {}) {
  const entry = info(algorithm);
  // The parameters: those given, else the current run's for the same algorithm (a new size
  // or seed keeps them), else every default.
  const query = params ?? (algorithm === state.algorithm ? shown.board?.params ?? shown.board?.leftParams ?? '' : '');
  const large = n > entry.maxNAnimated && !sandbox;
  const refuse = (field, message) => {
    field.textContent = message;
    el.algorithm.value = state.algorithm;
    return false;
  };
  // Side by side, beside another algorithm, or the same one with other parameters (the
  // first other when none, or the same run).
  let [pairId, pairQuery] = pair === null ? [null, ''] : splitKey(pair);
  if (pair !== null && (!info(pairId) || (pairId === algorithm && pairQuery === query))) [pairId, pairQuery] = [defaultOther(algorithm), ''];
  if (pair !== null && n > Math.min(entry.maxNAnimated, info(pairId).maxNAnimated)) {
    return refuse(el.sizeError, `Side by side takes boards of 1 to ${Math.min(entry.maxNAnimated, info(pairId).maxNAnimated)} rows.`);
  }
  if (large && !entry.maxNLarge) return refuse(el.sizeError, parseBoardSize(String(n), algorithm).error);
  if (entry.randomized && seedProblem(seedText)) return refuse(el.seedError, seedProblem(seedText));
  if (sandbox && n > entry.maxNAnimated) return refuse(el.sizeError, `The sandbox takes boards of 1 to ${entry.maxNAnimated} rows.`);
  let board;
  try {
    if (pair !== null) board = new PairBoard(entry, info(pairId), n, seedText, ui, { params: query, otherParams: pairQuery });
    else if (sandbox) board = new SandboxBoard(entry, n, sandbox, ui);
    else if (large) board = new LargeBoard(entry, n, seedText, ui);
    else board = new AnimatedBoard(entry, n, seedText, ui, { board: startBoard, params: query });
  } catch (error) {
    const message = String(error.message ?? error);
    const field = entry.parameters.some((p) => message.startsWith(p.name)) ? el.paramsError : /seed/i.test(message) ? el.seedError : el.sizeError;
    return refuse(field, `${asSentence(message, entry)}.`);
  }
  leaveCurrentSearch({ keep: push });
  if (push) shown.entry = nextEntry++;
  showBoard(board, { draw });
  setStatus(board.readyStatus());
  writeUrl(push);
  return true;
}

/**
 * Puts `board` on show: the form (algorithm, size, seed), legend, counters and board; with
 * `draw` false, all but the board's layout and drawing (`board.resize()`, the caller's to do:
 * at start-up, in a task of its own).
 */
function showBoard(board, { draw = true } = {}) {
  const { algorithm, n } = board;
  shown.board = board;
  state.algorithm = algorithm;
  state.n = n;
  el.algorithm.value = algorithm;
  el.size.value = String(n);
  el.sizeError.textContent = '';
  el.seedError.textContent = '';
  el.paramsError.textContent = '';
  // The algorithm's parameters, on the animated board (the form shows the run's values).
  const parameterised = board.params !== undefined && buildParamControls(el.params, info(algorithm), board.params, onParamsChange, { n });
  el.paramsField.hidden = !parameterised;
  // Folded while every parameter is at its default (the run as it always was: the form stays
  // short enough for Play and the board to show together on a laptop); open when a value is
  // changed, or when the learner opened it. The summary names the values changed.
  if (parameterised) {
    // At the defaults the summary names no parameter: a school class's first screen reads
    // "Options (none changed)", not the AI course's words.
    const changed = board.params ? paramsLabelled(info(algorithm), board.params) : '';
    $('params-summary').textContent = changed ? `(${changed})` : t('watch-options-none');
    if (changed || openParams) $('params-details').open = true;
    openParams = false;
  }
  // Side by side, the seed field serves either randomized algorithm of the two.
  const seeded = randomized(algorithm) || Boolean(board.pair && board.other.randomized);
  el.seedField.hidden = !seeded;
  if (seeded) el.seed.value = board.seed;
  // The side-by-side view replaces the caption and the board (pair.js shows its own).
  $('pair-view').hidden = true;
  el.caption.hidden = false;
  // Side by side, each board says its solution under it: the panel's box would stay empty.
  el.solution.closest('dl').hidden = Boolean(board.pair);
  // A population drawn beside the board (presenting, it stands at the right: style.css).
  document.documentElement.toggleAttribute('data-population', Boolean(board.stepwise && !board.pair && !board.sandbox && board.info?.draws.population));
  showLegends(board);
  showMarkColours(n);
  // An exhaustive search runs to the next solution or through the whole search; the others
  // to their solution.
  const exhaustive = info(algorithm).exhaustive && !board.pair;
  el.run.textContent = t(board.pair ? 'watch-run-both' : exhaustive ? 'watch-run-to-next-solution' : 'watch-run-to-end');
  el.runAll.hidden = !exhaustive;
  // A large board is drawn scaled, with symbols of its own.
  const scaled = !board.stepwise && !board.sandbox;
  document.querySelector('.legend').classList.toggle('scaled', scaled);
  $('scaled-legend').hidden = !scaled;
  if (board.sandbox) document.documentElement.dataset.mode = 'sandbox';
  else delete document.documentElement.dataset.mode;
  board.show({ draw });
  predictor?.show(board);
  syncButtons();
}

/**
 * Stops whatever runs (play, run to end, a large-board worker) and frees the board, or with
 * `keep` keeps an animated one for the browser's Back button.
 */
function leaveCurrentSearch({ keep = false } = {}) {
  if (keep) keepCurrentRun();
  shown.board?.free();
  shown.board = null;
}

/** The status line (a polite live region): written only when it changes, so it is not re-read. */
const setStatus = (text) => setStatusText(el.status, text);

/**
 * The legends of the algorithms on show (side by side, both, each under its name), each
 * listing only the symbols its run can draw with its parameters (backtracking's crossed-out
 * domains only with forward checking or MAC).
 */
function showLegends(board) {
  const runs = board.pair
    ? [[board.algorithm, board.leftParams], [board.other.id, board.otherParams]]
    : [[board.algorithm, board.params ?? '']];
  for (const legend of el.legends) {
    const mine = runs.filter(([id]) => id === legend.dataset.algorithm);
    legend.hidden = mine.length === 0;
    legend.querySelector('h3').hidden = !board.pair;
    // The core says which symbols each run draws (Params::shows).
    const shown = mine.map(([id, query]) => legendShown(id, query));
    legend.querySelectorAll('li').forEach((li, i) => {
      li.hidden = !shown.some((flags) => flags[i] === 1);
    });
  }
}

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

// ---------------------------------------------------------------- controls

/** Play or pause the board on show. */
const togglePlay = () => (shown.board.playing ? shown.board.pause() : shown.board.play());

/** Starts the same run again from its beginning (same seed). */
function reset() {
  const board = shown.board;
  if (board.sandbox) return;
  newSearch(board.algorithm, board.n, board.seed, { board: board.startBoard, pair: board.pair ? board.otherKey : null, params: board.pair ? board.leftParams : null });
}

function syncButtons() {
  // A question about a move no longer on show is withdrawn (predict.js).
  predictor?.stale(shown.board);
  const board = shown.board;
  const done = board ? board.finished() : true;
  const busy = !board || board.running;
  const still = !board?.stepwise; // the large board runs to its end only
  el.play.textContent = t(board?.playing ? 'watch-pause' : 'watch-play');
  el.play.setAttribute('aria-pressed', String(Boolean(board?.playing)));
  el.play.disabled = still || busy || (done && !board.playing);
  el.step.disabled = still || busy || done;
  el.run.disabled = busy || done;
  el.runAll.disabled = busy || done;
  el.back.disabled = still || board.atStart();
  // Exercising, the learner's answers move the board: no key or button moves it unseen.
  // (So too while a class link waits for the learner's name.)
  const exercising = Boolean(exerciser?.holdsBoard);
  if (exercising) {
    for (const button of [el.play, el.step, el.back, el.run, el.runAll, el.reset]) button.disabled = true;
  }
  panelControls?.hold(exercising);
  syncExerciseOpen();
  followMove();
}

/** The Be the algorithm button: enabled where the run on show has an exercise, else why not. */
function syncExerciseOpen() {
  const button = $('exercise-open');
  const board = shown.board;
  const family = board?.stepwise && !board.pair && !board.sandbox ? familyOf(state.algorithm, board.params ?? '') : null;
  const why = family
    ? ''
    : `Exercises are for ${EXERCISES_ARE_FOR}, on the animated board.`;
  button.disabled = Boolean(exerciser?.holdsBoard) || !family;
  button.title = why;
  $('exercise-open-why').textContent = why;
}

/**
 * While an exercise runs, the controls that would change the run or move its board are
 * disabled (the exercise's answers move it); `on` false enables them again.
 */
function lockForExercise(on) {
  // (Also a recording, which plays the board; the solutions found are board-panels.js's.)
  const fields = [el.algorithm, el.size, el.seed, el.newSeed, $('side-by-side'), $('open-sandbox'), ...el.params.querySelectorAll('input, select, button')];
  for (const field of fields) if (field) field.disabled = on;
  recording?.lock(on);
  predictor?.show(shown.board, { locked: on });
  syncButtons();
}

function speed() {
  return SPEEDS[Number(el.speed.value) - 1] ?? SPEEDS[3];
}

function showSpeed() {
  const s = speed();
  el.speedValue.textContent = t('watch-speed-value', { speed: s });
}

function onBoardSizeInput(commit) {
  const parsed = parseBoardSize(el.size.value);
  el.size.setAttribute('aria-invalid', String(Boolean(parsed.error)));
  el.sizeError.textContent = parsed.error ?? '';
  if (!parsed.error && commit && parsed.n !== state.n) {
    // A parameter bounded by n (queensLV's k) above the new board is brought down to it and
    // the status line says so: the new size applies, as a teacher who typed it expects.
    const n = parsed.n;
    const own = clampToBoard(info(state.algorithm), shown.board?.params ?? shown.board?.leftParams ?? '', n);
    const notes = [...own.notes];
    let pair = shown.board?.pair ? shown.board.otherKey : null;
    if (pair !== null) {
      const [id, query] = splitKey(pair);
      const other = info(id) ? clampToBoard(info(id), query, n) : { query, notes: [] };
      notes.push(...other.notes.map((note) => `${info(id).name}'s ${note}`));
      pair = sideKey(id, other.query);
    }
    if (!notes.length) {
      changeSearch(state.algorithm, n, el.seed.value);
      return;
    }
    if (newSearch(state.algorithm, n, el.seed.value, { push: true, pair, params: own.query })) setStatus(`${notes.join(' ')} ${shown.board.readyStatus()}`);
  }
}

/** A parameter changed in the form: the same board and seed with the new values (checked by the core). */
function onParamsChange() {
  const query = readParamControls(el.params, info(state.algorithm));
  const problem = paramsProblem(state.algorithm, query, state.n);
  // Refused: the run keeps its value, and says so (" — still k = 3").
  el.paramsError.textContent = problem ? `${asSentence(problem, info(state.algorithm))}${stillNote(info(state.algorithm), shown.board?.params ?? '', problem)}.` : '';
  if (problem) return;
  newSearch(state.algorithm, state.n, shown.board.seed ?? el.seed.value, { push: true, params: query });
}

function onSeedInput(commit) {
  const problem = seedProblem(el.seed.value);
  el.seed.setAttribute('aria-invalid', String(Boolean(problem)));
  el.seedError.textContent = problem ?? '';
  if (!problem && commit && el.seed.value.trim() !== shown.board.seed) {
    changeSearch(state.algorithm, state.n, el.seed.value);
  }
}

/**
 * The keyboard (www/keys.js decides which action a key asks for; the help dialog lists them):
 * each action wired to what it does here.
 */
function onKey(event) {
  const action = keyAction(event, {
    watchShown: !$('watch-view').hidden,
    presenting: presenting(),
    blanked: blanked(),
    embedded: embedded(),
    stepwise: Boolean(shown.board?.stepwise),
    exerciseHolds: Boolean(exerciser?.holdsBoard),
    lesson: Boolean(lessons?.on),
  });
  if (!action) return;
  // Esc leaving a presentation leaves the key to the browser too (it may leave full screen).
  if (action !== 'leave') event.preventDefault(); // no page scroll
  const board = shown.board;
  ({
    help: openHelp,
    blank: toggleBlank,
    swallow: () => {},
    // (Side by side shows no pseudocode: two algorithms' would not fit beside the boards.)
    code: () => ($('pseudocode-box').hidden ? setStatus('The pseudocode shows beside one board: leave side by side to see it.') : showCode()),
    leave: leavePresentation,
    present: () => (presenting() ? leavePresentation() : enterPresentation({ fullscreen: true })),
    play: togglePlay,
    step: stepOrAsk,
    'step-back': () => board.stepBack(),
    reset,
    run: () => board.run(),
    'lesson-next': () => lessons.next(),
    'lesson-prev': () => lessons.prev(),
  })[action]();
}

function openHelp() {
  const dialog = $('help');
  if (!dialog.open) dialog.showModal();
}

/**
 * The puzzle in a paragraph and the glossary (the masthead's button), opened at `term` (the
 * id of a glossary entry: a.term links in the page's text point there).
 */
function openAbout(term = null) {
  const dialog = $('about');
  if (!dialog.open) dialog.showModal();
  for (const entry of dialog.querySelectorAll('.glossary div.shown')) entry.classList.remove('shown');
  const entry = term && document.getElementById(term);
  if (entry) {
    entry.classList.add('shown');
    entry.scrollIntoView({ block: 'center' });
  } else {
    dialog.scrollTop = 0;
  }
}

/** The page's one animation clock: the board on show gets every frame. */
function frame(now) {
  shown.board?.frame(now);
  // A lesson's question after its slide's moves: asked once they are played.
  if (slideQuestion && !shown.board?.playing) {
    const slide = slideQuestion;
    slideQuestion = null;
    if (shown.board?.stepwise && shown.board.position >= slide.end) askSlide(slide);
  }
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------- lessons

/** A slide whose question waits for its moves to be played. */
let slideQuestion = null;
/** Predict mode turned on by a lesson's question (turned off on the next slide). */
let predictByLesson = false;

/**
 * Puts the page in a lesson slide's state (lesson.js asks): its view, then its run (a new
 * one only when the algorithm, n, seed, parameters or the board beside differ from the run on
 * show) at the slide's first move. Resolves to the refusal's words, or null.
 */
async function applySlide(slide) {
  if (exerciser?.holdsBoard) exerciser.leave();
  if (slide.view === 'compare' || slide.view === 'papers') {
    const form = { n: String(slide.n), trials: slide.trials ? String(slide.trials) : null, seed: null, algorithms: slide.algorithms.length ? slide.algorithms : null, params: {} };
    readCompareUrl(form, []);
    showView('compare');
    if (slide.view === 'papers') showPaper(slide.paper);
    else window.scrollTo(0, 0);
    return null;
  }
  showView('watch');
  const pair = slide.view === 'side' ? sideKey(slide.vs, slide.vsParams) : null;
  const board = shown.board;
  const same = board && board.algorithm === slide.algorithm && board.n === slide.n && !board.sandbox
    && (!randomized(slide.algorithm) || String(board.seed) === slide.seed)
    && (board.params ?? board.leftParams ?? '') === slide.params
    && (pair === null ? !board.pair : Boolean(board.pair) && board.otherKey === pair);
  if (!same && !newSearch(slide.algorithm, slide.n, slide.seed, { params: slide.params, pair })) {
    return el.sizeError.textContent || el.seedError.textContent || el.paramsError.textContent || 'the board was refused';
  }
  const now = shown.board;
  if (now.stepwise || now.pair) {
    now.range = null;
    await now.seek(slide.start, { extend: true });
  }
  fitBoard();
  return null;
}

/** Plays a slide's moves: from its first to its last, at its speed (a large board runs). */
function playSlide(slide) {
  const board = shown.board;
  if (!board) return;
  if (!board.stepwise && !board.pair) {
    board.run();
    return;
  }
  const at = SPEEDS.indexOf(slide.speed);
  if (at >= 0) {
    el.speed.value = String(at + 1);
    showSpeed();
  }
  if (board.stepwise && !board.pair) board.range = { from: slide.start, to: slide.end, loop: false };
  board.play();
  if (slide.ask) slideQuestion = slide;
}

/** Asks a slide's question: predict mode's, before the next move; or the algorithm's exercise. */
function askSlide(slide) {
  const board = shown.board;
  if (!board?.stepwise || board.pair) return;
  if (slide.ask === 'exercise') {
    const family = familyOf(board.algorithm, board.params ?? '');
    if (family) exerciser.open({ family });
    return;
  }
  if (!predictor.on) {
    predictor.set(true);
    predictByLesson = true;
    predictor.show(board);
  }
  board.render();
  predictor.ask(board);
}

/** Stops what a slide set going: its moves playing, its question, the exercise it opened. */
function stopSlide() {
  slideQuestion = null;
  const board = shown.board;
  board?.pause?.();
  if (board) board.range = null;
  if (exerciser?.holdsBoard) exerciser.leave();
  if (predictByLesson) {
    predictByLesson = false;
    predictor.set(false);
    predictor.show(board);
    if (board?.stepwise) board.render();
  }
}

// ---------------------------------------------------------------- start-up

/** Shows the Watch view or the Compare view ('watch' or 'compare'). */
function showView(view) {
  const comparing = view === 'compare';
  state.view = view;
  shown.board?.pause();
  $('watch-view').hidden = comparing;
  $('compare-view').hidden = !comparing;
  // The introduction's last sentence says what to do in the view on show.
  $('intro-watch').hidden = comparing;
  $('intro-compare').hidden = !comparing;
  $('tab-watch').setAttribute('aria-selected', String(!comparing));
  $('tab-compare').setAttribute('aria-selected', String(comparing));
  if (comparing && !lessons?.on) compare.writeUrl();
  else writeUrl();
  if (!comparing) shown.board?.resize();
}

/** The Algorithm select and each algorithm's legend, from the core's registry. */
function buildAlgorithmChoices() {
  el.algorithm.replaceChildren(...algorithms().map((a) => new Option(a.name, a.id)));
  const item = ({ swatch, text }) => {
    const li = document.createElement('li');
    const symbol = Object.assign(document.createElement('span'), { className: `swatch ${swatch}` });
    if (swatch === 'mark' || swatch === 'pruned' || swatch === 'propagated') symbol.textContent = '2';
    if (swatch === 'attacked-queen') symbol.textContent = '♛';
    if (swatch === 'value') symbol.textContent = '12';
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
    // Its name, shown side by side, where two algorithms' legends stand one above the other.
    div.append(Object.assign(document.createElement('h3'), { className: 'legend-name', textContent: a.name, hidden: true }));
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

/**
 * A link's move: step=K opens at move K; from, to and loop=1 play that range (on loop, at
 * once); on the animated board only.
 */
async function openAtMove({ step = null, from = null, to = null, loop = false } = {}) {
  const board = shown.board;
  if (!board?.stepwise) return;
  // (A reload of a range played stands at the move it showed, the range kept.)
  const first = step ?? from;
  if (first !== null) {
    const reached = await board.seek(first, { extend: true });
    if (reached < first) {
      const message = `The run ends at move ${format(reached)}, before move ${format(first)} (the ${step !== null ? 'step' : 'from'} in the address).`;
      setStatus(message);
      el.sizeError.textContent = [el.sizeError.textContent, message].filter(Boolean).join(' ');
    }
  }
  if (to !== null) {
    board.range = { from: from ?? 0, to, loop };
    if (loop) board.play();
  }
}

/**
 * From the address: the sandbox with its queens (mode=sandbox), or the algorithm going on
 * from that board (queens= without the sandbox).
 */
function openSandbox({ sandbox, queens }, algorithm, n, seed, messages) {
  let board = new Array(n).fill(0);
  // Queens ignored: the sandbox opens empty; without it, the search on show stays.
  if (queens && !sandbox && n > info(algorithm).maxNAnimated) {
    messages.push(`The queens in the address need a board of 1 to ${info(algorithm).maxNAnimated} rows (n = ${format(n)} is drawn scaled); they were ignored.`);
    return;
  }
  if (queens && (queens.length > n || queens.some((c) => c > n))) {
    messages.push(`The queens in the address must fit the ${n}×${n} board (at most ${n} rows, columns 1 to ${n}); they were ignored.`);
    if (!sandbox) return;
  } else if (queens) {
    board = Array.from({ length: n }, (_, i) => queens[i] ?? 0);
  }
  // Drawn by the caller, in a task of its own (see main).
  if (sandbox) newSearch(algorithm, n, seed, { sandbox: board, draw: false });
  else newSearch(algorithm, n, seed, { board, draw: false });
  // What the board said of the queens (a refusal, or queens it cannot go on from) joins the
  // other messages, which replace the field's text.
  if (el.sizeError.textContent) messages.push(el.sizeError.textContent);
}

/** The sandbox's buttons, and clicks on its board. */
function setupSandbox() {
  el.canvas.addEventListener('click', (event) => {
    // Exercising: a square of the board answers the question on show (or joins a set).
    if (exerciser?.active && shown.board?.stepwise) {
      // A double click is one answer, not two (its second click is left alone).
      if (event.detail > 1) return;
      const square = squareAt(el.canvas.getBoundingClientRect(), event.clientX, event.clientY, state.n);
      if (square) exerciser.onSquare(square.row, square.col);
      return;
    }
    // Predicting: a square of the board answers the question on show.
    if (predictor?.pending && shown.board.stepwise) {
      const square = squareAt(el.canvas.getBoundingClientRect(), event.clientX, event.clientY, state.n);
      if (square) predictor.answerOnBoard(square.row, square.col);
      return;
    }
    shown.board.onClick?.(event);
  });
  $('open-sandbox').addEventListener('click', () => {
    const queens = shown.board.stepwise ? Array.from(shown.board.handle.queens()) : new Array(state.n).fill(0);
    if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true, sandbox: queens })) fitBoard();
  });
  $('sandbox-clear').addEventListener('click', () => {
    shown.board.queens?.fill(0);
    shown.board.render();
    writeUrl();
    setStatus('The board is empty.');
  });
  $('sandbox-leave').addEventListener('click', () => newSearch(state.algorithm, state.n, '', { push: true }));
  // Be the backtracker: backtracking's exercise (exercise.js), on a personal instance.
  $('be-backtracker').addEventListener('click', () => exerciser?.open({ family: depthFirstFamily() }));
  // "Continue with …", one button per algorithm that can go on from a learner's board.
  const continueWith = (id) => {
    if (!shown.board.sandbox) return;
    const board = [...shown.board.queens];
    const placed = board.filter((c) => c > 0).length;
    if (newSearch(id, state.n, '', { push: true, board })) {
      setStatus(`${info(id).name} goes on from your ${placed} queen${placed === 1 ? '' : 's'}: Step, Play or Run to end.`);
    }
  };
  setupSandboxControls({ continueWith });
}

/** The export buttons: a link to the move on show, a PNG, a recording. */
function setupExports() {
  $('copy-step-link').addEventListener('click', () => {
    const url = stepUrl();
    history.replaceState({ entry: shown.entry }, '', url);
    copyLink(url, setStatus);
  });
  $('save-png').addEventListener('click', () => {
    if (shown.board?.stepwise) savePng(shown.board, setStatus);
  });
  recording = setupRecording({ boardOnShow: () => shown.board, delay: () => Math.max(20, Math.round(1000 / speed())), setStatus });
  // A worksheet of the board on show: the print stylesheet lays out the caption, the board
  // with its numbers, the counters, and questions with lines to answer on.
  $('print-worksheet').addEventListener('click', () => window.print());
  // Printing the Watch view (this button, or the browser's own Print) prints the worksheet of
  // the move on show; the Compare view prints as it is.
  window.addEventListener('beforeprint', () => {
    // A section that prints itself (the teacher's answer keys) has set data-print already.
    if (document.documentElement.dataset.print) return;
    if ($('watch-view').hidden || !shown.board?.stepwise || shown.board.pair) return;
    fillWorksheet(shown.board, shareableLink(stepUrl()));
    document.documentElement.dataset.print = 'worksheet';
  });
  window.addEventListener('afterprint', () => delete document.documentElement.dataset.print);
}

/** The Theme list, the theme chosen (or remembered), and redrawing in a new one. */
function setupThemes() {
  const select = $('theme');
  select.replaceChildren(...THEME_CHOICES.map(([id]) => new Option(t(`theme-${id}`), id)));
  const choice = chosenTheme();
  select.value = choice;
  applyTheme(choice);
  followSystemTheme();
  select.addEventListener('change', () => applyTheme(select.value, { remember: true }));
  onThemeChange(() => {
    recolourCharts();
    shown.board?.render();
  });
}

/** Resolves in a new task: the browser may paint and handle input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Names the stage start-up has reached (`data-stage` on <body>): www/boot.js says it in words
 * if the page is not ready within 10 s, and the load harness (tests/e2e/hang.mjs) reports it.
 */
const stage = (name) => {
  document.body.dataset.stage = name;
};

async function main() {
  setupThemes();
  // Another language: the same address with its lang=, loaded anew (www/i18n.js).
  setupLanguageMenu($('lang'), (lang) => location.assign(`?${withLang(new URLSearchParams(location.search), lang)}`));
  stage('core');
  try {
    // Tried again while the browser has no room for the wasm memory (the memories of the
    // pages just left are not yet collected: the cause of the rare loads that never became
    // ready, the issue "Every load becomes ready").
    await loadCore(init, () => setStatus('Waiting for the browser to free memory for the solver…'));
  } catch (error) {
    setStatus(outOfWasmMemory(error)
      ? 'The browser has no memory left for the solver: close other tabs of this page, then reload it (F5).'
      : `The solver could not load (${error.message}). Build it with “cargo xtask serve”.`);
    el.caption.textContent = '';
    // The status says why in words: the watchdog (boot.js) leaves it as it is.
    document.body.dataset.startError = 'true';
    delete document.documentElement.dataset.loading;
    return;
  }
  // Start-up runs in tasks of at most about 30 ms on the 2-core test machine, so no task
  // from navigation to interactive passes 50 ms (the robustness issue; tests/e2e/load.test.mjs):
  // task boundaries after the wasm is instantiated, after the address is read, after the
  // first board (and a sandbox from the address) is set up, after it is laid out and drawn,
  // and before the Compare view is built.
  await nextTask();
  stage('address');
  buildAlgorithmChoices();
  const animated = maxAnimated();
  const large = Math.max(...algorithms().map((a) => a.maxNLarge));
  document.querySelector('label[for="board-size"] .hint').textContent = t('watch-board-size-range', { animated, large });
  // The state the address asks for (the Compare view's form, or the Watch view's run and
  // classroom); the page's state follows what is then on show, in the Watch view until the
  // Compare view is shown.
  const read = readAddress();
  const asked = read.state;
  const comparing = asked.view === 'compare';
  state = { ...asked, view: 'watch' };
  const { algorithm, n, seed, params } = asked;
  const [messages, seedMessage, paramsMessage] = comparing ? [[], '', ''] : [read.messages, read.seedMessage, read.paramsMessage];
  const pair = asked.side ? sideKey(asked.side.vs, asked.side.params) : null;
  showSpeed();
  setupPresentation({
    onChange: () => {
      // Presenting changes what "auto" shows (high contrast; see theme.js).
      applyTheme(document.documentElement.dataset.themeChoice ?? chosenTheme());
      if (!shown.board) return; // set up before the first board: it is drawn in the mode
      shown.board.resize();
      writeUrl();
    },
  });
  if (asked.embed) enterEmbed();
  if (asked.present && !asked.embed) enterPresentation();
  if (asked.code) showCode(true);
  await nextTask();
  stage('board');
  shown.entry = nextEntry++;
  let started = newSearch(algorithm, n, seed, { draw: false, pair: pair, params });
  let paramsRefused = paramsMessage;
  if (!started && el.paramsError.textContent) {
    // Parameters the core refuses together (a floor above the temperature): named, and the
    // defaults used.
    paramsRefused = `${el.paramsError.textContent.replace(/\.$/, '')} (in the address); using the defaults.`;
    openParams = true;
    started = newSearch(algorithm, n, seed, { draw: false, pair: pair, params: '' });
  }
  if (!started) {
    // Refused (n = 2 or 3 for a search that only stops at a solution, say): the reason, and
    // the default size of the same algorithm, so the page works and shows what runs.
    messages.push(`${el.sizeError.textContent || el.seedError.textContent} Showing n = ${DEFAULT_N}.`);
    if (!newSearch(algorithm, DEFAULT_N, seed, { draw: false })) newSearch(algorithms()[0].id, DEFAULT_N, '', { draw: false });
  }
  if (asked.sandbox || asked.queens) {
    await nextTask();
    stage('sandbox');
    openSandbox(asked, state.algorithm, state.n, seed, messages);
  }
  // After the search is set up, which clears the fields' messages.
  // A parameter's message under the parameters' field (with the others when the board on
  // show has none: a large board).
  if (paramsRefused && el.paramsField.hidden) messages.push(paramsRefused);
  else el.paramsError.textContent = paramsRefused;
  if (messages.length) el.sizeError.textContent = messages.join(' ');
  el.seedError.textContent = seedMessage;
  await nextTask();
  stage('layout');
  shown.board.resize();
  // Side by side from the address: both boards in view (on a phone, below the heading).
  if (shown.board.pair) keepBoardInView();
  await nextTask();
  stage('predict');
  predictor = new Predictor(ui, { board: () => shown.board, changed: () => writeUrl(), answered: (answer) => lessons?.answered(answer) });
  if (asked.predict && shown.board?.stepwise && !shown.board.pair) {
    predictor.set(true);
    shown.board.render();
    writeUrl();
  }
  stage('exercise');
  exerciser = new Exerciser({
    showRun: (algorithm, n, seed, params) => newSearch(algorithm, n, seed, { params }),
    board: () => shown.board,
    lock: lockForExercise,
    writeUrl: () => writeUrl(),
    fit: () => fitBoard(),
    setStatus: (text) => setStatus(text),
  });
  $('exercise-open').addEventListener('click', () => exerciser.open({ family: familyOf(state.algorithm, shown.board.params ?? '') }));
  // A class's SCORM package (scorm.js): the exercise is the package's, for the LMS's learner.
  const packaged = await startScorm(exerciser);
  if (asked.exercise && !packaged) {
    const wanted = asked.exercise;
    const family = wanted.family ?? familyOf(state.algorithm, shown.board?.params ?? '');
    const [classCode, mode] = [wanted.class, wanted.grading];
    if (!classCode && !family) {
      messages.push(`${info(state.algorithm).name} has no exercise (exercise=1 in the address): exercises are for ${EXERCISES_ARE_FOR}.`);
    } else {
      // A class link without a name asks for it first: the instance is drawn from it.
      if (classCode && !wanted.learner.trim()) exerciser.askName({ classCode, mode });
      else await exerciser.open({ family, classCode, learner: wanted.learner, mode, resume: true });
      // Framed by a course page that speaks SPLICE: the learner's saved attempt, when it
      // answers (the page does not wait for it).
      if (framed()) exerciser.askHost({ classCode, learner: wanted.learner }, family);
    }
    if (messages.length) el.sizeError.textContent = messages.join(' ');
  }
  if (asked.teacher) {
    setupTeacher({ algorithm: state.algorithm, params: shown.board?.params ?? '', classCode: asked.teacher.class, writeUrl: () => writeUrl(), setStatus });
  }
  // Once at the address's move, the board is fitted again: that move's caption may take more
  // lines than the start's, which the first fit had room for.
  openAtMove(asked).then(() => {
    if (!$('watch-view').hidden) shown.board?.resize();
    // Framed by a course page that speaks SPLICE: the learner's saved place and score, when
    // it answers (the page does not wait), over the address's move.
    if (asked.predict && predictor.on && framed()) predictor.askHost(shown.board);
  });
  stage('controls');

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
  setupLargeBoardControls(() => shown.board);
  el.speed.addEventListener('input', showSpeed);
  el.play.addEventListener('click', togglePlay);
  el.step.addEventListener('click', stepOrAsk);
  el.back.addEventListener('click', () => shown.board.stepBack());
  el.run.addEventListener('click', () => shown.board.run());
  el.runAll.addEventListener('click', () => shown.board.run(true));
  el.reset.addEventListener('click', reset);
  panelControls = setupPanelControls({ boardOnShow: () => shown.board, held: () => Boolean(exerciser?.holdsBoard) });
  $('side-by-side').addEventListener('click', () => {
    // Beside a run with parameters changed, the same algorithm at its defaults (backtracking
    // with forward checking beside the walkthrough's); else the first other algorithm.
    const besides = shown.board.params ? state.algorithm : defaultOther(state.algorithm);
    if (newSearch(state.algorithm, Math.min(state.n, maxAnimated()), shown.board.seed, { push: true, pair: besides })) fitBoard();
  });
  const choose = (key) => {
    if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true, pair: key })) fitBoard();
  };
  setupPairControls({ choose });
  $('pair-leave').addEventListener('click', () => {
    if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true })) fitBoard();
  });
  setupExports();
  setupSandbox();
  watchBoardCompanions();
  el.stop.addEventListener('click', () => shown.board.stop());
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onPopState);
  $('help-open').addEventListener('click', openHelp);
  $('about-open').addEventListener('click', () => openAbout());
  document.addEventListener('click', (event) => {
    const link = event.target.closest?.('a.term');
    if (!link) return;
    event.preventDefault();
    openAbout(link.hash.slice(1));
  });
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (!$('watch-view').hidden) shown.board?.resize();
    }, 100);
  });
  await nextTask();
  stage('compare');
  compare = setupCompare();
  $('tab-watch').addEventListener('click', () => showView('watch'));
  $('tab-compare').addEventListener('click', () => showView('compare'));
  if (comparing) {
    await nextTask();
    readCompareUrl(asked.compare, read.messages);
    showView('compare');
  }
  lessons = new LessonPlayer({
    apply: applySlide,
    play: playSlide,
    ask: askSlide,
    stop: stopSlide,
    changed: () => writeUrl(),
    announce: (text) => announce(text, { now: true }),
    fit: () => fitBoard(),
    status: (text) => setStatus(text),
  });
  if (asked.lesson) {
    await nextTask();
    stage('lesson');
    const message = await lessons.openFromAddress(asked.lesson, asked.slide);
    if (message) el.sizeError.textContent = [el.sizeError.textContent, message].filter(Boolean).join(' ');
  }
  stage('ready');
  document.body.dataset.ready = 'true';
  delete document.documentElement.dataset.loading; // shown at once, laid out (www/boot.js)
  registerServiceWorker();
  requestAnimationFrame(frame);
  // Chart.js (210 kB) loads when a chart is first drawn: a large board, or a comparison.
}

// A start-up that throws says so in words (and the error reaches the console as well).
main().catch((error) => {
  const text = `The page could not start (while ${document.body.dataset.stage ?? 'loading'}): ${error?.message ?? error}. Reload the page (F5).`;
  el.caption.textContent = text;
  setStatus(text);
  document.body.dataset.startError = 'true';
  delete document.documentElement.dataset.loading;
  throw error;
});
