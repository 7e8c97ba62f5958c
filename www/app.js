// The page's wiring. The Rust core (compiled to WebAssembly) owns the search; a board owns
// its drawing and read-outs: the animated board (board.js), the large board's scaled view
// (big.js), side by side (pair.js) or the sandbox (sandbox.js), behind one interface; each
// feature module owns its elements (roots.js). This module keeps the page's state
// (page-state.js: the address is read into it and written from it, nowhere else) and the
// board on show, starts a search when the form, the keyboard (keys.js), the browser's history
// (run-history.js keeps the runs Back returns to) or a lesson's slide (lesson-hooks.js) asks,
// renders the views from the state (watch-view.js, compare.js), and wires the modules to one
// another and to the requestAnimationFrame loop: predict mode, exercises, the sandbox, the
// exports (exports.js, worksheet.js), narration (narration.js), the dialogs (dialogs.js), the
// theme (theme.js), presentation (present.js), the teacher's view and the lesson player.

import init, { paramsProblem, parseQueens, seedProblem as coreSeedProblem } from '../pkg/nqueens.js';
import { squareAt } from './draw.js';
import { recolourCharts, renderCompare, setupCompare } from './compare.js';
import { setStatusText } from './shared.js';
import { algorithm as infoOf, algorithms } from './registry.js';
import { loadCore, outOfWasmMemory } from './assets.js';
import { registerServiceWorker } from './offline.js';
import { applyTheme, chosenTheme, onThemeChange, setupThemeChoice } from './theme.js';
import { blanked, codeShown, embedded, enterEmbed, enterPresentation, leavePresentation, presenting, setupPresentation, showCode, toggleBlank } from './present.js';
import { setupExportButtons, shareableLink } from './exports.js';
import { setupWorksheet } from './worksheet.js';
import { AnimatedBoard, keepBoardInView, watchBoardCompanions } from './board.js';
import { setupPanelControls } from './board-panels.js';
import { LargeBoard, setupLargeBoardControls } from './big.js';
import { SandboxBoard, setupSandboxControls } from './sandbox.js';
import { PairBoard, defaultOther, setupPairControls, sideKey, splitKey } from './pair.js';
import { framed } from './splice.js';
import { panelShown } from './panels.js';
import { Predictor } from './predict.js';
import { Exerciser, depthFirstFamily, exercisesAreFor, familyOf, setupExerciseOpen, showExerciseOpen } from './exercise.js';
import { isLessonPackage, startScorm, startScormLesson } from './scorm.js';
import { setupTeacher, teacherClass } from './teacher.js';
import { announce } from './narration.js';
import { keepRun, newEntry, takeRun } from './run-history.js';
import { openHelp, setupDialogs } from './dialogs.js';
import { lessonHooks } from './lesson-hooks.js';
import { keyAction } from './keys.js';
import { LessonPlayer } from './lesson.js';
import { clampToBoard, readParamControls, refusalSentence } from './params.js';
import { buildAlgorithmChoices, el, lockForm, openParamsNextTime, readSeedField, readSizeField, renderButtons, renderWatch, setupWatchForm, showSizeHint, showSpeed, speed } from './watch-view.js';
import { DEFAULT_N, fromAddress, maxAnimated as maxAnimatedOf, parseBoardSize as parseBoardSizeOf, seedMessage, themeOfAddress, toAddress, withLang } from './page-state.js';
import { errorText, language, setupLanguageMenu, t } from './i18n.js';

/** The registry's entry of the algorithm on show (or of `id`). */
const info = (id = state.algorithm) => infoOf(id);
/** True if `id` is seeded. */
const randomized = (id = state.algorithm) => info(id).randomized;

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
  if (state.view !== 'watch' || !shown.board) return;
  shown.board.resize();
  keepBoardInView();
}

// ---------------------------------------------------------------- input and URL

/** The page's messages in its language, for page-state.js (pure: it takes them). */
const words = { t, lang: language, errorText };

/** Parses a board size typed by a person: a whole number from 1 to the algorithm's limit. */
const parseBoardSize = (text, algorithm = state.algorithm) => parseBoardSizeOf(text, algorithm, algorithms(), words);

/** Checks a seed typed by a person by the core's rule: blank (draw one) or a whole number (u64). */
const seedProblem = (text) => seedMessage(text, coreSeedProblem, words);

/** The largest animated board of any algorithm. */
const maxAnimated = () => maxAnimatedOf(algorithms());

/** What page-state.js takes of the core: the registry and its checks. */
const core = () => ({ algorithms: algorithms(), paramsProblem, parseQueens, seedProblem: coreSeedProblem, depthFirstFamily, words });

/**
 * The state the address asks for, with its messages (www/page-state.js); a refused value of
 * the parameters opens their field on the defaults used.
 */
function readAddress() {
  const read = fromAddress(new URLSearchParams(location.search), core());
  if (read.paramsMessage) openParamsNextTime();
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

/** Keeps the current animated board for the browser's Back (or Forward) button (run-history.js). */
function keepCurrentRun() {
  if (keepRun(shown.board, shown.entry)) shown.board = null;
}

/**
 * Starts a new run from a change the person made (algorithm, size, seed) in a new history
 * entry, keeping the current run, so the browser's Back returns to it as it was.
 */
const changeSearch = (algorithm, n, seedText) => newSearch(algorithm, n, seedText, { push: true, pair: shown.board?.pair ? shown.board.otherKey : null });

/** Shows the run kept for history entry `entry`; false if none is kept. */
function restoreRun(entry) {
  const board = takeRun(entry);
  if (!board) return false;
  leaveCurrentSearch();
  shown.entry = entry;
  showBoard(board);
  setStatus(board.describe() ?? t('watch-back-to-run', { n: board.n }));
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
  if (state.view !== 'watch') showView('watch');
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
    return refuse(el.sizeError, t('watch-pair-size', { max: Math.min(entry.maxNAnimated, info(pairId).maxNAnimated) }));
  }
  if (large && !entry.maxNLarge) return refuse(el.sizeError, parseBoardSize(String(n), algorithm).error);
  if (entry.randomized && seedProblem(seedText)) return refuse(el.seedError, seedProblem(seedText));
  if (sandbox && n > entry.maxNAnimated) return refuse(el.sizeError, t('watch-sandbox-size', { max: entry.maxNAnimated }));
  let board;
  try {
    if (pair !== null) board = new PairBoard(entry, info(pairId), n, seedText, ui, { params: query, otherParams: pairQuery });
    else if (sandbox) board = new SandboxBoard(entry, n, sandbox, ui);
    else if (large) board = new LargeBoard(entry, n, seedText, ui);
    else board = new AnimatedBoard(entry, n, seedText, ui, { board: startBoard, params: query });
  } catch (error) {
    // Which field it concerns, from its English; said in the page's language.
    const message = String(error.message ?? error);
    const field = entry.parameters.some((p) => message.startsWith(p.name)) ? el.paramsError : /seed/i.test(message) ? el.seedError : el.sizeError;
    return refuse(field, refusalSentence(t, errorText(error), entry, error));
  }
  leaveCurrentSearch({ keep: push });
  if (push) shown.entry = newEntry();
  showBoard(board, { draw });
  setStatus(board.readyStatus());
  writeUrl(push);
  return true;
}

/**
 * Puts `board` on show: the state follows it, and the Watch view is rendered from the state
 * (the form, legend and panels: watch-view.js), then the board's counters and board; with
 * `draw` false, all but the board's layout and drawing (`board.resize()`, the caller's to do:
 * at start-up, in a task of its own).
 */
function showBoard(board, { draw = true } = {}) {
  shown.board = board;
  state.algorithm = board.algorithm;
  state.n = board.n;
  renderWatch(state, board);
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
  // Exercising, the learner's answers move the board: no key or button moves it unseen.
  // (So too while a class link waits for the learner's name.)
  const exercising = Boolean(exerciser?.holdsBoard);
  renderButtons(board, { exercising });
  panelControls?.hold(exercising);
  showExerciseOpen(shown.board, state.algorithm, Boolean(exerciser?.holdsBoard));
  followMove();
}

/**
 * While an exercise runs, the controls that would change the run or move its board are
 * disabled (the exercise's answers move it); `on` false enables them again.
 */
function lockForExercise(on) {
  // (Also a recording, which plays the board; the solutions found are board-panels.js's.)
  lockForm(on);
  recording?.lock(on);
  predictor?.show(shown.board, { locked: on });
  syncButtons();
}

function onBoardSizeInput(commit) {
  const parsed = readSizeField((text) => parseBoardSize(text));
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
      notes.push(...other.notes.map((note) => t('watch-pair-note', { name: info(id).name, note })));
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
  el.paramsError.textContent = problem ? refusalSentence(t, errorText(problem), info(state.algorithm), problem, shown.board?.params ?? '') : '';
  if (problem) return;
  newSearch(state.algorithm, state.n, shown.board.seed ?? el.seed.value, { push: true, params: query });
}

function onSeedInput(commit) {
  const problem = readSeedField(seedProblem);
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
    watchShown: state.view === 'watch',
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
    code: () => (!panelShown('pseudocode-box') ? setStatus(t('watch-pseudocode-one-board')) : showCode()),
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

/** The page's one animation clock: the board on show gets every frame. */
function frame(now) {
  shown.board?.frame(now);
  // A lesson's question after its slide's moves: asked once they are played.
  slides.frame();
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------- lessons

/** What a lesson's slides do to the page (lesson-hooks.js), through what it may do of it. */
const slides = lessonHooks({
  board: () => shown.board,
  newSearch,
  showView,
  showCompare,
  fit: fitBoard,
  predictor: () => predictor,
  exerciser: () => exerciser,
  lesson: () => lessons,
});

// ---------------------------------------------------------------- start-up

/**
 * Shows the Watch view or the Compare view ('watch' or 'compare'): the state says which, and
 * each view is rendered from it.
 */
function showView(view) {
  const comparing = view === 'compare';
  state.view = view;
  shown.board?.pause();
  renderWatch(state);
  renderCompare(state);
  if (comparing && !lessons?.on) compare.writeUrl();
  else writeUrl();
  if (!comparing) shown.board?.resize();
}

/** Shows the Compare view with its form as `form` says (a lesson's slide): the state's, rendered. */
function showCompare(form, messages = []) {
  state.compare = form;
  renderCompare(state, { form: true, messages });
  showView('compare');
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
      const message = t('watch-address-run-ends', { reached, first, name: step !== null ? 'step' : 'from' });
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
    messages.push(t('watch-address-queens-scaled', { max: info(algorithm).maxNAnimated, n }));
    return;
  }
  if (queens && (queens.length > n || queens.some((c) => c > n))) {
    messages.push(t('watch-address-queens-fit', { n }));
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
  el.openSandbox.addEventListener('click', () => {
    const queens = shown.board.stepwise ? Array.from(shown.board.handle.queens()) : new Array(state.n).fill(0);
    if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true, sandbox: queens })) fitBoard();
  });
  // "Continue with …", one button per algorithm that can go on from a learner's board.
  const continueWith = (id) => {
    if (!shown.board.sandbox) return;
    const board = [...shown.board.queens];
    const placed = board.filter((c) => c > 0).length;
    if (newSearch(id, state.n, '', { push: true, board })) {
      setStatus(t('watch-sandbox-continue', { name: info(id).name, placed }));
    }
  };
  setupSandboxControls({
    board: () => shown.board,
    continueWith,
    cleared: () => {
      writeUrl();
      setStatus(t('watch-sandbox-empty'));
    },
    leave: () => newSearch(state.algorithm, state.n, '', { push: true }),
    // Be the backtracker: backtracking's exercise (exercise.js), on a personal instance.
    beBacktracker: () => exerciser?.open({ family: depthFirstFamily() }),
  });
}

/** The export buttons (exports.js) and the worksheet printed of the move on show (worksheet.js). */
function setupExports() {
  recording = setupExportButtons({
    boardOnShow: () => shown.board,
    stepUrl,
    entry: () => shown.entry,
    delay: () => Math.max(20, Math.round(1000 / speed())),
    setStatus,
  });
  setupWorksheet({
    // Printing the Watch view prints the worksheet of the move on show; the Compare view prints as it is.
    board: () => (state.view === 'watch' && shown.board?.stepwise && !shown.board.pair ? shown.board : null),
    link: () => shareableLink(stepUrl()),
  });
}

/** The Theme list (theme.js), and redrawing in a new theme. */
function setupThemes() {
  setupThemeChoice((id) => t(`theme-${id}`), themeOfAddress(new URLSearchParams(location.search)));
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
  setupLanguageMenu((lang) => location.assign(`?${withLang(new URLSearchParams(location.search), lang)}`));
  stage('core');
  try {
    // Tried again while the browser has no room for the wasm memory (the memories of the
    // pages just left are not yet collected: the cause of the rare loads that never became
    // ready, the issue "Every load becomes ready").
    await loadCore(init, () => setStatus(t('watch-core-waiting')));
  } catch (error) {
    setStatus(outOfWasmMemory(error)
      ? t('watch-core-no-memory')
      : t('watch-core-failed', { message: error.message }));
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
  showSizeHint(animated, large);
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
  shown.entry = newEntry();
  let started = newSearch(algorithm, n, seed, { draw: false, pair: pair, params });
  let paramsRefused = paramsMessage;
  if (!started && el.paramsError.textContent) {
    // Parameters the core refuses together (a floor above the temperature): named, and the
    // defaults used.
    paramsRefused = t('watch-address-params', { problem: el.paramsError.textContent.replace(/\.$/, '') });
    openParamsNextTime();
    started = newSearch(algorithm, n, seed, { draw: false, pair: pair, params: '' });
  }
  if (!started) {
    // Refused (n = 2 or 3 for a search that only stops at a solution, say): the reason, and
    // the default size of the same algorithm, so the page works and shows what runs.
    messages.push(t('watch-address-showing-default', { problem: el.sizeError.textContent || el.seedError.textContent, n: DEFAULT_N }));
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
  predictor = new Predictor(ui, { board: () => shown.board, changed: () => writeUrl(), answered: (answer) => lessons?.answered(answer), nextWords: () => (lessons?.lesson ? t('watch-predict-in-lesson') : null) });
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
  setupExerciseOpen(() => exerciser.open({ family: familyOf(state.algorithm, shown.board.params ?? '') }));
  // A class's SCORM package (scorm.js): the exercise is the package's, for the LMS's learner.
  const packaged = await startScorm(exerciser);
  if (asked.exercise && !packaged) {
    const wanted = asked.exercise;
    const family = wanted.family ?? familyOf(state.algorithm, shown.board?.params ?? '');
    const [classCode, mode] = [wanted.class, wanted.grading];
    if (!classCode && !family) {
      messages.push(t('watch-address-no-exercise', { name: info(state.algorithm).name, exercises: exercisesAreFor() }));
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
    setupTeacher({ algorithm: state.algorithm, params: shown.board?.params ?? '', classCode: asked.teacher.class, writeUrl: () => writeUrl(), setStatus, openLesson: () => lessons?.packageable() ?? null });
  }
  // Once at the address's move, the board is fitted again: that move's caption may take more
  // lines than the start's, which the first fit had room for.
  openAtMove(asked).then(() => {
    if (state.view === 'watch') shown.board?.resize();
    // Framed by a course page that speaks SPLICE: the learner's saved place and score, when
    // it answers (the page does not wait), over the address's move.
    if (asked.predict && predictor.on && framed()) predictor.askHost(shown.board);
  });
  stage('controls');

  setupWatchForm({
    // A new algorithm (↓ in the list switches at once) is a new history entry: Back returns.
    algorithmChosen: (id) => {
      if (!changeSearch(id, state.n, el.seed.value)) el.algorithm.value = state.algorithm;
    },
    sizeTyped: onBoardSizeInput,
    seedTyped: onSeedInput,
    newSeed: () => changeSearch(state.algorithm, state.n, ''),
    onParamsChange,
    onShow: () => showView('watch'),
  });
  setupLargeBoardControls(() => shown.board);
  el.speed.addEventListener('input', showSpeed);
  el.play.addEventListener('click', togglePlay);
  el.step.addEventListener('click', stepOrAsk);
  el.back.addEventListener('click', () => shown.board.stepBack());
  el.run.addEventListener('click', () => shown.board.run());
  el.runAll.addEventListener('click', () => shown.board.run(true));
  el.reset.addEventListener('click', reset);
  panelControls = setupPanelControls({ boardOnShow: () => shown.board, held: () => Boolean(exerciser?.holdsBoard) });
  el.sideBySide.addEventListener('click', () => {
    // Beside a run with parameters changed, the same algorithm at its defaults (backtracking
    // with forward checking beside the walkthrough's); else the first other algorithm.
    const besides = shown.board.params ? state.algorithm : defaultOther(state.algorithm);
    if (newSearch(state.algorithm, Math.min(state.n, maxAnimated()), shown.board.seed, { push: true, pair: besides })) fitBoard();
  });
  const choose = (key) => {
    if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true, pair: key })) fitBoard();
  };
  setupPairControls({
    choose,
    leave: () => {
      if (newSearch(state.algorithm, state.n, shown.board.seed, { push: true })) fitBoard();
    },
  });
  setupExports();
  setupSandbox();
  watchBoardCompanions(() => {
    if (state.view === 'watch') shown.board?.resize();
  });
  el.stop.addEventListener('click', () => shown.board.stop());
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onPopState);
  setupDialogs();
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (state.view === 'watch') shown.board?.resize();
    }, 100);
  });
  await nextTask();
  stage('compare');
  compare = setupCompare({ onShow: () => showView('compare') });
  if (comparing) {
    await nextTask();
    showCompare(asked.compare, read.messages);
  }
  lessons = new LessonPlayer({
    apply: slides.apply,
    play: slides.play,
    ask: slides.ask,
    stop: slides.stop,
    changed: () => writeUrl(),
    announce: (text) => announce(text, { now: true }),
    fit: fitBoard,
    status: (text) => setStatus(text),
  });
  // A guided lesson's SCORM package (scorm.js): its lesson opens at the place the LMS kept,
  // whatever the address says.
  if (asked.lesson || isLessonPackage()) {
    await nextTask();
    stage('lesson');
    const message = (await startScormLesson(lessons)) ?? (await lessons.openFromAddress(asked.lesson, asked.slide));
    if (message) el.sizeError.textContent = [el.sizeError.textContent, message].filter(Boolean).join(' ');
  }
  stage('ready');
  document.body.dataset.ready = 'true';
  delete document.documentElement.dataset.loading; // shown at once, laid out (www/boot.js)
  registerServiceWorker();
  requestAnimationFrame(frame);
  // Chart.js (210 kB) loads when a chart is first drawn: a large board, or a comparison.
}

/**
 * Why the page could not start, in words: in the page's language when its catalog is loaded
 * (always, once i18n.js has run), else in English.
 */
function startFailure(stage, message) {
  try {
    return t('watch-start-failed', { stage, message: String(message) });
  } catch {
    return `The page could not start (while ${stage}): ${message}. Reload the page (F5).`;
  }
}

// A start-up that throws says so in words (and the error reaches the console as well).
main().catch((error) => {
  const text = startFailure(document.body.dataset.stage ?? 'loading', error?.message ?? error);
  el.caption.textContent = text;
  setStatus(text);
  document.body.dataset.startError = 'true';
  delete document.documentElement.dataset.loading;
  throw error;
});
