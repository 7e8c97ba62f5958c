// The Watch view's frame and form: the elements every board is drawn into and fitted around
// (the caption, the board's canvas with its row and column numbers, the counters) and the
// form's controls (the bar of buttons, the fields of the run, the speed), looked up here alone
// and handed to the boards as `ui.el` by app.js. The caption, the board's frame, the bar of
// buttons and its playback buttons are roots others may measure (roots.js).
//
// The view is rendered from the page's state (page-state.js): `renderWatch(state)` shows or
// hides it as `state.view` says; `renderWatch(state, board)` also writes the form for the run
// on show (its algorithm, size, seed and parameters, the legend, the Run buttons' words).

import { legendShown } from '../pkg/nqueens.js';
import { rowHue } from './draw.js';
import { hidePairView } from './pair.js';
import { buildParamControls, paramsLabelled } from './params.js';
import { algorithm as info, algorithms } from './registry.js';
import { $, format } from './shared.js';
import { ownRoot } from './roots.js';
import { t } from './i18n.js';

/** Moves per second for each position of the Speed slider. */
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 150, 500, 2000];

/** The Watch view's elements, by role. */
export const el = {
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
  sideBySide: $('side-by-side'),
  openSandbox: $('open-sandbox'),
  speed: $('speed'),
  speedValue: $('speed-value'),
  play: $('play'),
  step: $('step'),
  back: $('back'),
  run: $('run'),
  runAll: $('run-all'),
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
  legends: [], // built from the registry at start-up
};

ownRoot('caption', () => el.caption);
ownRoot('board-frame', () => el.canvas.parentElement);
ownRoot('controls', () => $('controls'));
ownRoot('playback', () => $('playback'));

/** Told when a parameter is changed in the form (app.js: the same board with the new values). */
let paramsChanged = () => {};
/** True when the Parameters field opens on its defaults (the address's values were refused). */
let openParams = false;

/**
 * Sets up the form: its fields are read as they change (submitting it does nothing). Told:
 * `algorithmChosen(id)` when an algorithm is chosen; `sizeTyped(commit)` and
 * `seedTyped(commit)` as the size or the seed is typed (`commit` true once it is done: a
 * change, or Enter, after which the field lets the board's keys work again unless its value
 * is bad); `newSeed()` for the New seed button; `onParamsChange()` when a parameter changes;
 * `onShow()` when the Watch tab is chosen.
 */
export function setupWatchForm({ algorithmChosen, sizeTyped, seedTyped, newSeed, onParamsChange, onShow }) {
  paramsChanged = onParamsChange;
  el.algorithm.addEventListener('change', () => algorithmChosen(el.algorithm.value));
  el.size.addEventListener('input', () => sizeTyped(false));
  el.size.addEventListener('change', () => sizeTyped(true));
  el.seed.addEventListener('input', () => seedTyped(false));
  el.seed.addEventListener('change', () => seedTyped(true));
  for (const input of [el.size, el.seed]) {
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        if (input === el.size) sizeTyped(true);
        else seedTyped(true);
        // Done typing: the board's keys (→, ←, Space) work again, unless the value is bad.
        if (input.getAttribute('aria-invalid') !== 'true') input.blur();
      }
    });
  }
  el.newSeed.addEventListener('click', newSeed);
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  $('tab-watch').addEventListener('click', onShow);
}

/** The board size field read by `parse` (text → { n } or { error }), its message beside it. */
export function readSizeField(parse) {
  const parsed = parse(el.size.value);
  el.size.setAttribute('aria-invalid', String(Boolean(parsed.error)));
  el.sizeError.textContent = parsed.error ?? '';
  return parsed;
}

/** The seed field checked by `problemOf` (text → a message, or none), the message beside it. */
export function readSeedField(problemOf) {
  const problem = problemOf(el.seed.value);
  el.seed.setAttribute('aria-invalid', String(Boolean(problem)));
  el.seedError.textContent = problem ?? '';
  return problem;
}

/** The board size's hint: animated boards up to `animated`, scaled ones up to `large`. */
export function showSizeHint(animated, large) {
  document.querySelector('label[for="board-size"] .hint').textContent = t('watch-board-size-range', { animated, large });
}

/** The next board's Parameters field opens (the address's values were refused: it names the defaults used). */
export function openParamsNextTime() {
  openParams = true;
}

/**
 * Renders the Watch view from `state`: shown while `state.view` is 'watch' (its tab selected,
 * the introduction's last sentence saying what to do in it); with `board`, the run on show
 * (state.algorithm, state.n, and what the state does not hold: its parameters, the board
 * beside), the form, the legend and the Run buttons for it.
 */
export function renderWatch(state, board = null) {
  const watching = state.view === 'watch';
  $('watch-view').hidden = !watching;
  $('intro-watch').hidden = !watching;
  $('tab-watch').setAttribute('aria-selected', String(watching));
  if (board) renderRun(state, board);
}

function renderRun({ algorithm, n }, board) {
  el.algorithm.value = algorithm;
  el.size.value = String(n);
  el.sizeError.textContent = '';
  el.seedError.textContent = '';
  el.paramsError.textContent = '';
  // The algorithm's parameters, on the animated board (the form shows the run's values).
  const parameterised = board.params !== undefined && buildParamControls(el.params, info(algorithm), board.params, () => paramsChanged(), { n });
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
  const seeded = info(algorithm).randomized || Boolean(board.pair && board.other.randomized);
  el.seedField.hidden = !seeded;
  if (seeded) el.seed.value = board.seed;
  // The side-by-side view replaces the caption and the board (pair.js shows its own).
  hidePairView();
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
}

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
    list.setAttribute('aria-label', t(n > 10 ? 'watch-mark-colours-repeat' : 'watch-mark-colours', { rows: rows.length }));
  }
}

/** The Algorithm select and each algorithm's legend, from the core's registry. */
export function buildAlgorithmChoices() {
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
      words.append(t('watch-legend-colours'), colours);
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
    // The source's title and authors are data (a book's or a paper's own words): kept as given.
    const source = Object.assign(document.createElement('p'), { className: 'source' });
    source.append(t('watch-legend-source'), ' ', Object.assign(document.createElement('cite'), { textContent: a.source }));
    source.lastChild.dataset.l10nSkip = '';
    div.append(source);
    return div;
  });
  $('algorithm-legend').replaceChildren(...legends);
  el.legends = $('algorithm-legend').querySelectorAll('[data-algorithm]');
}

/**
 * The playback buttons for `board` (null: none on show): what it can do now; all disabled
 * while `exercising` (the learner's answers move the board).
 */
export function renderButtons(board, { exercising = false } = {}) {
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
  if (exercising) {
    for (const button of [el.play, el.step, el.back, el.run, el.runAll, el.reset]) button.disabled = true;
  }
}

/** Disables (`on`) or enables the fields that would change the run: while an exercise runs. */
export function lockForm(on) {
  const fields = [el.algorithm, el.size, el.seed, el.newSeed, el.sideBySide, el.openSandbox, ...el.params.querySelectorAll('input, select, button')];
  for (const field of fields) if (field) field.disabled = on;
}

/** Moves per second at the Speed slider's position. */
export function speed() {
  return SPEEDS[Number(el.speed.value) - 1] ?? SPEEDS[3];
}

/** The Speed slider's words. */
export function showSpeed() {
  const s = speed();
  el.speedValue.textContent = t('watch-speed-value', { speed: s });
}

/** Sets the Speed slider to `movesPerSecond` (a lesson's slide), if it is one of its speeds. */
export function setSpeed(movesPerSecond) {
  const at = SPEEDS.indexOf(movesPerSecond);
  if (at >= 0) {
    el.speed.value = String(at + 1);
    showSpeed();
  }
}
