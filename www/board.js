// The animated board: one core solver (a `Solver`, which holds the registry's boxed solver),
// its drawing, counters and captions, and its play / step / run-to-end clock. Its panels (the
// pseudocode, the search tree, the solutions found, the odds, the timeline) are
// board-panels.js; its pictures for slides (PNG, video, GIF, worksheet) board-export.js.
//
// Every board of the page (this one and the large board of big.js) offers one interface, which
// app.js drives without asking which board it has:
//   algorithm, n, seed          what runs (seed '' for a deterministic algorithm)
//   stepwise                    true if it steps, steps back and plays (the animated board)
//   playing, running            the clock plays; a run to the end is in progress
//   readyStatus()               the status line of a new board
//   show({ draw })              puts the board and its counters on the page (draw: false
//                               leaves its layout and drawing to a later resize())
//   play(), pause(), step(), stepBack(), run(all), stop()
//   frame(now)                  one animation frame of the page's requestAnimationFrame loop
//   render(), resize()          redraws (also in a new theme); fits a new window size
//   seek(move)                  goes to a move of the timeline (the animated board only)
//   finished(), atStart()       nothing left to run; no move to step back over
//   describe()                  the status line for where the run stands, or null
//   free()                      stops what runs and frees the core's memory
// `ui` is what a board may touch of the page: { el, speed(), setStatus(text),
// announce(text, { now }), syncButtons() }. What it fits itself around and does not own (the
// caption, the bar of buttons, an exercise beside it, side by side's view) it measures
// through roots.js, the pseudocode's box through panels.js.

import { Solver, tryOdds } from '../pkg/nqueens.js';
import { drawExport } from './board-export.js';
import { Panels } from './board-panels.js';
import { panelBox, showPanels } from './panels.js';
import { rootOf } from './roots.js';
import { localCounter } from './registry.js';
import { axisLabels, cellSize, drawBoard, drawFlags, drawPopulation, leastValues, populationLayout, sizeCanvas } from './draw.js';
import { $, A000170, counterBoxes, format, layersOf, plain } from './shared.js';
import { boardColours, reducedMotion } from './theme.js';
import { language, t } from './i18n.js';
import { midSentence } from './languages.js';
import { captionOf, startCaptionOf } from './narration.js';

/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;
/** Longest swap animation, in milliseconds (shorter at higher speeds). */
const SWAP_MS = 450;
/** A seek slice: moves or replays per call into the core, and time between paints. */
const SEEK_BUDGET = 5_000;
const SEEK_MS = 30;
/** What must show together with the board, under it: the question of predict mode, the sandbox's tools. */
const COMPANIONS = ['predict', 'exercise', 'sandbox-tools'];
/** A companion's box: predict mode's question and the exercise are their modules' roots, the sandbox's tools a panel. */
const companionBox = (name) => (name === 'sandbox-tools' ? panelBox(name) : rootOf(name));

/**
 * The room for a board's squares, in CSS pixels, so that the whole board with its row and
 * column numbers, the caption above it and what must show with it (the predict question, the
 * sandbox's tools) fit the window without scrolling, whatever the screen: the stage's width
 * less the labels beside the board (and `perRow`, a column of counts), and the window's
 * height below the board's top less the column labels, the companions and, on a phone, the
 * control bar fixed at the bottom. Presenting, the bar of buttons that appears when the mouse
 * moves stands beside the board on a wide screen (its width is left free on both sides) or
 * under it on a narrow one (its height is). `large` is true presenting or embedded (squares
 * up to 400 px, labels in large type). Shared by the animated board and the sandbox.
 */
export function boardRoom(frame, { perRow = false } = {}) {
  const phone = matchMedia('(max-width: 700px)').matches;
  const root = document.documentElement.dataset;
  const top = frame.getBoundingClientRect().top + window.scrollY;
  const wideExercise = root.exercise !== undefined && !root.present && matchMedia('(min-width: 1500px)').matches;
  const companions = COMPANIONS.filter((id) => !(id === 'exercise' && wideExercise))
    .map((id) => companionBox(id))
    .filter((box) => !box.hidden)
    .reduce((sum, box) => sum + box.offsetHeight + 10, 0);
  if (root.present) markBoardTop(frame);
  if (root.present || root.embed) {
    // The column numbers in large type, and the bar of buttons (style.css): presenting on a
    // wide screen at the left edge, so the board leaves it room on both sides and stays
    // centred; presenting on a narrow one, and embedded, under the board.
    const labels = root.present ? 48 : 34;
    const barBeside = root.present && window.innerWidth >= 900;
    const bar = root.present ? (barBeside ? 0 : rootOf('controls').offsetHeight + 24) : 56;
    const side = root.present ? 64 + (barBeside ? rootOf('controls').offsetWidth + 16 : 0) : 45;
    // The pseudocode beside the board (presenting, code=1), or else a population (a genetic
    // algorithm's parents are named in its captions), takes the right edge, the bar of
    // buttons the left: the stage leaves them that room (style.css), and the board is
    // centred in the rest.
    const beside = [root.code && panelBox('pseudocode-box'), root.population !== undefined && $('population-figure')].find((box) => box && !box.hidden);
    const code = root.present && beside ? beside.offsetWidth + 32 : 0;
    const barRoom = barBeside ? rootOf('controls').offsetWidth + 16 : 0; // style.css's --bar-room
    document.documentElement.style.setProperty('--code-room', `${code}px`);
    const width = code ? window.innerWidth - 2 * 64 - barRoom - code : window.innerWidth - 2 * side;
    return { width, height: window.innerHeight - top - labels - bar - companions, large: true };
  }
  // An exercise on a wide screen stands beside the board (style.css): its width is taken,
  // not its height.
  const exerciseBeside = wideExercise && !rootOf('exercise').hidden;
  const beside = (phone ? 30 : 40) + (perRow ? (phone ? 62 : 64) : 8) + (exerciseBeside ? rootOf('exercise').offsetWidth + 16 : 0);
  const width = Math.min(frame.parentElement.clientWidth - beside, 900);
  const below = 30 + companions + (phone ? rootOf('playback').offsetHeight + 8 : 12);
  // On a phone with a question or the sandbox's tools under the board, the heading scrolls
  // away (keepBoardInView): the room runs from the caption's top. So it does in a lesson on
  // a phone, whose slide stands above the caption: the learner reads it, then scrolls down
  // to a board of full size.
  const lesson = root.lesson !== undefined;
  const above = phone && (companions || lesson) ? rootOf('caption').getBoundingClientRect().top + window.scrollY - 4 : 0;
  const height = window.innerHeight - (top - above) - below;
  if (phone && lesson) return { width, height: Math.max(height, Math.min(width, 300)) };
  // In a lesson on a wider screen, a question under the board (predict mode's) under the
  // slide would leave it a few hundred pixels less: it keeps half the screen's height (300 px
  // at least), and the page scrolls to the question under it.
  if (lesson && companions) return { width, height: Math.max(height, Math.min(width, Math.max(300, window.innerHeight / 2))) };
  // Exercising, the board stays large enough to read and tap (on a phone the question then
  // scrolls under it).
  // (Not while a class link asks for the learner's name: the name and Start must show.)
  if (root.exercise !== undefined && root.exercise !== 'name') return { width, height: Math.max(height, Math.min(width, 300)) };
  return { width, height };
}

/**
 * Calls `refit()` (in the next frame) when the caption or what shows under the board changes
 * height (a two-line caption in presentation, a question's verdict), so the board's column
 * numbers never leave the screen. The first report of each box is its size at start: no refit.
 */
export function watchBoardCompanions(refit) {
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
        refit();
      });
    }
  });
  for (const box of [rootOf('caption'), ...['predict', 'sandbox-tools'].map((id) => companionBox(id))]) observer.observe(box);
}

/**
 * Presenting, the bars beside a board (the buttons, the pseudocode, a population) start level
 * with its top, under the caption's lines however many they are: style.css's --board-top,
 * from `box`, the board (or the boards, or the scaled view) on show.
 */
export function markBoardTop(box) {
  document.documentElement.style.setProperty('--board-top', `${Math.max(0, Math.round(box.getBoundingClientRect().top))}px`);
}

/**
 * Side by side, the box whose top the boards are fitted from and scrolled to: the whole
 * pair view (its choice of algorithm, the names, captions, boards and counters), or on a
 * phone, where the two boards stand one above the other, the boards alone.
 */
export const pairAnchor = () => (matchMedia('(max-width: 700px)').matches ? rootOf('pair-boards') : rootOf('pair-view'));

/**
 * Scrolls the window, if need be, so that the caption, the board and what shows with it
 * (the predict question, the sandbox's tools) are all in view: after a question appears or
 * the sandbox opens, a learner sees the board and the question together. Side by side, the
 * two boards with their names, captions and counters (the Side by side button may stand
 * below the fold: the class must not be left looking at the boards' bottom halves).
 */
export function keepBoardInView() {
  const pair = !rootOf('pair-view').hidden;
  const caption = (pair ? pairAnchor() : rootOf('caption')).getBoundingClientRect();
  const last = pair ? rootOf('pair-boards') : COMPANIONS.map((id) => companionBox(id)).filter((box) => !box.hidden).pop() ?? rootOf('board-frame');
  const bottom = last.getBoundingClientRect().bottom;
  const bar = matchMedia('(max-width: 700px)').matches && !document.documentElement.dataset.present ? rootOf('playback').offsetHeight : 0;
  if (caption.top < 0 || bottom > window.innerHeight - bar) {
    window.scrollBy({ top: caption.top - 4, behavior: 'instant' });
  }
}

/**
 * Lays out the board's frame for `cell`-pixel squares: the squares' size and the labels'
 * (labels shrink with small squares, and skip numbers rather than overlap; `large`, in
 * presentation, they grow for the back row), the row and column numbers, and the canvas.
 * Returns the canvas's context. Shared by the animated board and the sandbox.
 */
export function frameBoard(el, n, cell, { large = false } = {}) {
  const frame = el.canvas.parentElement;
  frame.style.setProperty('--cell', `${cell}px`);
  // No number under 12 px: the labels skip numbers rather than shrink (axisLabels), and
  // squares too small for a readable count per row leave the counts out (the counters keep
  // the total).
  const label = large ? Math.max(18, Math.min(36, Math.round(cell * 0.6))) : Math.max(12, Math.min(16, Math.round(cell * 0.8)));
  frame.style.setProperty('--label-size', `${label}px`);
  frame.style.setProperty('--count-size', `${Math.max(12, Math.min(16, Math.round(cell * 0.9)))}px`);
  frame.classList.toggle('small', cell < 22);
  frame.classList.toggle('tiny', cell < 13);
  const span = (text) => Object.assign(document.createElement('span'), { textContent: text });
  el.rowLabels.replaceChildren(...axisLabels(n, cell, large ? label + 4 : 16).reverse().map(span));
  el.colLabels.replaceChildren(...axisLabels(n, cell, large ? Math.round(1.3 * label) : 20).map(span));
  return sizeCanvas(el.canvas, n * cell, n * cell);
}

/**
 * The whole moves a playing board owes at `speed` moves a second since `clock.lastFrame`,
 * keeping the fraction in `clock.carry`; at most a tenth of a second's worth, so a frame never
 * stalls after a pause (a hidden tab, a slow frame). Shared by the animated board and the
 * side-by-side boards.
 */
export function owedMoves(clock, now, speed) {
  clock.carry = Math.min(clock.carry + ((now - clock.lastFrame) / 1000) * speed, speed / 10 + 1);
  const moves = Math.floor(clock.carry);
  clock.carry -= moves;
  return moves;
}

/**
 * What drawBoard draws for the move on show of `handle` (a core Solver of the registry entry
 * `info`), with squares of `cell` CSS pixels, `swapProgress` into a glide, from `layers`, the
 * move's snapshot (layersOf). Shared by the animated board and the side-by-side boards.
 */
export function boardView(handle, info, cell, swapProgress = 1, layers = layersOf(handle)) {
  const n = handle.n;
  return {
    n,
    cell,
    queens: handle.queens(),
    // The numbered marks only where the description draws them.
    marks: info.draws.numberedMarks && layers.marks.length ? layers.marks : new Uint8Array(n * n),
    // Marks that are squares pruned from their rows' domains: 1 forward checking's, 2 AC-3's.
    pruning: info.draws.numberedMarks ? layers.pruning : [],
    diagonals: handle.diagonals(),
    // Red queens only where the description draws attacked queens (tests/contract.rs checks
    // that it says so exactly for the algorithms whose boards hold them).
    attacked: info.draws.attackedQueens ? handle.attacked() : null,
    focus: plain(handle.focus(), ['kind', 'row', 'col', 'row2', 'col2']),
    solved: handle.isSolution(),
    deadRow: layers.deadRow,
    checkedRows: info.draws.diagonalFlags ? layers.checkedRows : -1,
    // A value per square where the description draws them (hill climbing's successors' h);
    // while two queens glide, the values wait for the move to land.
    values: info.draws.squareValues && swapProgress >= 1 ? layers.values : null,
    // A genetic algorithm's child: its crossover point.
    crossover: info.draws.population ? (layers.population?.crossover ?? 0) : 0,
    swapProgress,
    colours: boardColours(),
  };
}

/**
 * What a board that does not step shares (the large board, the sandbox): no play, step, step
 * back, seek or clock, nothing to undo, and no status of its own between moves.
 */
export class StillBoard {
  constructor() {
    this.stepwise = false;
    this.playing = false;
    this.running = false;
  }

  atStart() {
    return true;
  }

  play() {}

  pause() {}

  step() {}

  stepBack() {}

  seek() {}

  frame() {}

  describe() {
    return null;
  }
}

export class AnimatedBoard {
  /**
   * The registry entry `info`'s solver on an n × n board (n up to its animated limit), with
   * `seedText` for a randomized one (blank draws a fresh seed); with `board` (1-based columns
   * of rows 1..n, 0 for empty), it goes on from that board. Throws the core's message on
   * input it refuses (for example n = 3 for an algorithm that stops only at a solution).
   */
  constructor(info, n, seedText, ui, { board = null, params = '' } = {}) {
    const seed = info.randomized ? seedText : '';
    // From a learner's board (the sandbox): backtracking goes on above the queens of rows
    // 1..k, min-conflicts and QS1 repair the whole board.
    this.handle = board ? Solver.fromBoard(info.id, n, seed, Uint32Array.from(board)) : new Solver(info.id, n, seed, params || undefined);
    /** The parameters changed from their defaults, as the address writes them ('' for none). */
    this.params = board ? '' : params;
    /** The learner's board it went on from (1-based columns, 0 for empty), or null. */
    this.startBoard = board ? [...board] : null;
    this.info = info;
    this.n = n;
    this.ui = ui;
    this.stepwise = true;
    // The clock's one mode: 'idle', 'playing' (moves at the chosen speed), 'running' (to the
    // next solution or the end, in slices) or 'seeking' (to a move of the timeline, in slices).
    this.mode = 'idle';
    this.carry = 0; // fractional moves owed by the animation clock
    this.lastFrame = 0;
    this.cell = 0;
    this.swap = null; // { start, duration } of the swap being animated
    this.span = 0; // the timeline: moves made so far (the furthest position reached)
    this.seekTarget = null; // a seek in progress
    this.quiet = false; // true while predict mode asks about the move on show (hints kept back)
    // True while a question asks whether a queen passes a check (predict mode's or an
    // exercise's): the red of a queen the flags condemn is its answer, kept back.
    this.hideAttacked = false;
    // While an exercise runs on this board (www/exercise.js): { hideValues, picked, ghost,
    // removed, caption }: the squares' values kept back (hill climbing's h, the learner's to
    // find), the squares the learner has picked so far, the queen a question is about before
    // its move and what its inference removed just before, and the caption saying so; null
    // otherwise.
    this.exercise = null;
    this.seekDone = []; // resolvers of the promises the seek in progress returned
    this.range = null; // { from, to, loop }: play stops (or loops back) at move `to`
    this.panels = new Panels(this);
    // The odds of one try with the run's parameters, where the core knows them (random
    // placement's trials, queensLV's for its k).
    const odds = tryOdds(info.id, n, this.params || undefined);
    this.panels.odds = odds && plain(odds, ['success', 'standardError', 'exact', 'expectedTries']);
  }

  /** The clock plays (the boards' interface). */
  get playing() {
    return this.mode === 'playing';
  }

  /** A run to the next solution or the end is in progress (the boards' interface). */
  get running() {
    return this.mode === 'running';
  }

  /** Ends a seek in progress (its slices stop at their next turn). */
  cancelSeek() {
    this.seekTarget = null;
    if (this.mode === 'seeking') this.mode = 'idle';
  }

  /** Moves made since the start: the timeline's position. */
  get position() {
    return this.handle.position();
  }

  get algorithm() {
    return this.info.id;
  }

  get seed() {
    return this.handle.seed();
  }

  /** The status line of a new board. */
  readyStatus() {
    return this.info.randomized ? t('watch-ready-seeded', { n: this.n, seed: this.seed }) : t('watch-ready', { n: this.n });
  }

  show({ draw = true } = {}) {
    const { el } = this.ui;
    el.rowAttemptsBox.hidden = !this.info.draws.attemptsPerRow;
    this.panels.invalidate();
    // An exhaustive search lists the solutions it finds; where the odds of a try are known,
    // they stand beside the tally of this page's runs.
    showPanels('board', { draws: this.info.draws, exhaustive: this.info.exhaustive, odds: Boolean(this.panels.odds) });
    this.buildCounters();
    this.panels.buildPseudocode();
    this.panels.buildTimelineKey();
    if (draw) this.resize();
  }

  free() {
    this.stop();
    this.pause();
    this.handle.free();
    this.handle = null;
  }

  finished() {
    const h = this.handle;
    return h.isExhausted() || (h.isSolution() && !this.info.exhaustive);
  }

  atStart() {
    return this.handle.atStart();
  }

  play() {
    if (this.running || this.finished()) return;
    // A range played to its end (embed, recording) plays again from its start.
    this.cancelSeek();
    if (this.range && this.handle.position() >= this.range.to) this.handle.seek(this.range.from, Number.MAX_SAFE_INTEGER);
    this.mode = 'playing';
    this.carry = 0;
    this.lastFrame = performance.now();
    this.ui.setStatus(t('watch-playing'));
    this.ui.syncButtons();
  }

  pause() {
    if (!this.playing) return;
    this.mode = 'idle';
    this.panels.catchUp();
    this.ui.setStatus(this.describe() ?? this.whereNote('paused'));
    this.ui.syncButtons();
  }

  step() {
    if (this.running) return;
    this.pause();
    this.cancelSeek();
    if (this.handle.advance(1) === 0) return;
    this.noteMove();
    this.ui.setStatus(this.describe() ?? this.whereNote());
    this.startSwapAnimation();
    this.render();
  }

  stepBack() {
    if (this.running) this.stop();
    this.pause();
    this.cancelSeek();
    if (this.handle.stepBack()) {
      this.swap = null;
      this.ui.setStatus(this.describe() ?? this.whereNote());
      this.render();
    }
  }

  /**
   * Runs to the next solution (or the end) in time slices, so the page never freezes; with
   * `all` (an exhaustive search), through the whole search, counting every solution (OEIS
   * A000170).
   */
  run(all = false) {
    if (this.running || this.finished()) return;
    const { el, setStatus } = this.ui;
    this.pause();
    this.cancelSeek();
    this.mode = 'running';
    this.swap = null;
    el.progress.hidden = false;
    this.ui.syncButtons();
    let budget = 2_000;
    const started = performance.now();
    const goal = all ? 'all' : this.info.exhaustive ? 'next' : 'solution';
    const slice = () => {
      if (!this.running) return;
      const t0 = performance.now();
      let outcome = this.handle.run(budget);
      // Through the whole search, a solution does not end the slice (each gets its tick).
      while (all && outcome === 'solution' && performance.now() - t0 < SLICE_MS) {
        this.noteMove();
        outcome = this.handle.run(budget);
      }
      if (outcome === 'solution') this.noteMove();
      const spent = performance.now() - t0;
      if (spent < SLICE_MS / 2 && budget < 1e9) budget *= 2;
      else if (spent > SLICE_MS * 2 && budget > 100) budget = Math.floor(budget / 2);
      this.render();
      if (outcome === 'paused' || (all && outcome === 'solution')) {
        const seconds = (performance.now() - started) / 1000;
        setStatus(t('watch-running-progress', { goal, progress: this.progressNote(), seconds }));
        setTimeout(slice, 0);
      } else {
        if (outcome !== 'solution') this.noteMove();
        this.finishRun();
        setStatus(this.describe());
        this.ui.announce(el.caption.textContent, { now: true });
      }
    };
    setStatus(t('watch-running', { goal }));
    setTimeout(slice, 0);
  }

  stop() {
    if (!this.running) return;
    this.finishRun();
    this.ui.setStatus(t('watch-stopped', { progress: this.progressNote() }));
  }

  finishRun() {
    this.mode = 'idle';
    this.panels.catchUp();
    this.ui.el.progress.hidden = true;
    this.ui.syncButtons();
  }

  /**
   * Where the run stands between moves, for the status line: "Move 3 of 40." (of the moves
   * made so far, when stepped back), "Paused at move 3." for `state` 'paused'.
   */
  whereNote(state = 'idle') {
    const position = this.handle.position();
    return this.span > position ? t('watch-at-move-of', { state, move: position, span: this.span }) : t('watch-at-move', { state, move: position });
  }

  /** The first two counters in words, for the status line of a run in progress. */
  progressNote() {
    return this.counters().slice(0, 2).map((c) => t('watch-progress-counter', { label: midSentence(c.label, language), value: c.value })).join(t('watch-list-comma'));
  }

  /** The solver's counters as plain objects `{ id, label, counts, value }` (words: the page's language). */
  counters() {
    return this.handle.counters().map((c) => localCounter(this.info.id, plain(c, ['id', 'label', 'counts', 'value'])));
  }

  /**
   * The caption before the first move, from the core (a search from a learner's queens says
   * so); while predicting, without what Step does first, which would give the answer away.
   */
  startCaption() {
    const { state, whole } = startCaptionOf(this.handle);
    return this.ui.predicting?.() ? state : whole;
  }

  /** Where the run stands, for the status line, once it is solved or complete; else null. */
  describe() {
    const h = this.handle;
    const n = this.n;
    if (h.isExhausted() && !this.info.exhaustive) {
      // A run that stops without a solution (hill climbing without restarts).
      return t('watch-stopped-unsolved', { attempts: h.totalAttempts(), unit: this.info.attemptUnit });
    }
    if (h.isExhausted()) {
      const found = h.solutions();
      const known = A000170[n - 1];
      const attempts = h.totalAttempts();
      const complete = found === 0 ? t('watch-complete-none', { attempts }) : t('watch-complete', { found, attempts });
      return known === undefined ? complete : `${complete} ${t(found === known ? 'watch-oeis-as-published' : 'watch-oeis-unlike', { n, known })}`;
    }
    if (h.isSolution()) {
      // The description's caption, its {seed}, {solutions} and {attempts} filled in.
      const values = { seed: h.seed(), solutions: format(h.solutions()), attempts: format(h.totalAttempts()) };
      return this.info.solvedCaption.replace(/\{(seed|solutions|attempts)\}/g, (_, key) => String(values[key]));
    }
    return null;
  }

  /** One frame of the page's clock: the moves owed at the chosen speed, then a redraw. */
  frame(now) {
    let moved = false;
    if (this.playing) {
      const moves = owedMoves(this, now, this.ui.speed());
      if (moves > 0) {
        // One at a time, so that each move's tick lands on the timeline; a range (embed,
        // recording) stops at its last move, or starts again from its first.
        for (let i = 0; i < moves && this.handle.advance(1) === 1; i++) {
          this.noteMove();
          if (this.handle.isSolution()) break; // play pauses at a solution
          if (this.range && this.handle.position() >= this.range.to) {
            if (!this.range.loop) {
              this.mode = 'idle';
              this.panels.catchUp();
              this.ui.setStatus(t('watch-played-range', { from: this.range.from, to: this.range.to }));
              this.ui.syncButtons();
              break;
            }
            this.handle.seek(this.range.from, Number.MAX_SAFE_INTEGER);
          }
        }
        if (moves === 1) this.startSwapAnimation();
        if (this.finished() || this.handle.isSolution()) this.pause();
        moved = true;
      }
    }
    if (moved || this.swap) this.render(now);
    this.lastFrame = now;
  }

  buildCounters() {
    this.ui.el.counters.replaceChildren(
      ...counterBoxes(this.counters().map((c) => ({ id: c.id, label: c.label, title: t('watch-counter-title', { counts: c.counts }) }))),
    );
  }

  /**
   * The room for the board's squares, in CSS pixels: the stage's width less the labels beside
   * the board, and the window's height below the board's top less the column labels and, on a
   * phone, the control bar fixed at the bottom. So the whole board, with its labels, shows
   * without scrolling, whatever the screen.
   */
  room(frame) {
    return boardRoom(frame, { perRow: this.info.draws.attemptsPerRow });
  }

  /** Row labels, column labels and per-row attempt counters, aligned with the canvas; a redraw. */
  resize() {
    const { el } = this.ui;
    const n = this.n;
    const frame = el.canvas.parentElement;
    const { width, height, large } = this.room(frame);
    this.cell = cellSize(n, width, height, 8, large ? 400 : 110);
    this.ctx = frameBoard(el, n, this.cell, { large });
    this.panels.treeAt = -1; // the tree fits the new width too
    el.rowAttempts.replaceChildren(
      ...Array.from({ length: n }, (_, i) => {
        const row = n - i;
        const item = document.createElement('li');
        item.dataset.testid = `attempts-row-${row}`;
        item.setAttribute('aria-label', t('watch-row-attempts-row', { row }));
        item.textContent = '0';
        return item;
      }),
    );
    if (this.info.draws.population) {
      const { population } = layersOf(this.handle);
      // Under the board, as wide as it; presenting, in its column at the right (style.css).
      const beside = document.documentElement.dataset.present && !document.documentElement.dataset.code;
      this.populationLayout = populationLayout(population.values.length, n, beside ? $('population-figure').clientWidth : Math.max(120, n * this.cell));
      const { columns, box, boxHeight, rows } = this.populationLayout;
      this.populationCtx = sizeCanvas($('population'), columns * box, rows * boxHeight);
    }
    if (this.info.draws.diagonalFlags) {
      // The strips' labels in the page's language, as wide as the longer needs (80 px at least).
      const labels = [t('watch-flags-sum'), t('watch-flags-difference')];
      const measure = el.flags.getContext('2d');
      const strip0 = Math.max(8, Math.min(22, Math.floor((width - 80) / (2 * n - 1))));
      measure.font = `600 ${Math.max(10, Math.round(strip0 * 0.6))}px system-ui, sans-serif`;
      const labelWidth = Math.max(80, Math.ceil(Math.max(...labels.map((l) => measure.measureText(l).width))) + 10);
      const strip = Math.max(8, Math.min(22, Math.floor((width - labelWidth) / (2 * n - 1))));
      this.flags = { cell: strip, labelWidth, labels };
      this.flagsCtx = sizeCanvas(el.flags, labelWidth + (2 * n - 1) * strip, 2 * strip + 4);
    }
    this.render();
  }

  focus() {
    return plain(this.handle.focus(), ['kind', 'row', 'col', 'row2', 'col2']);
  }

  // ------------------------------------------------------------ timeline

  /**
   * Records the move on show on the timeline: the span it reaches. Its tick, if any, the core
   * records itself, for every move however it was made (a run to the end makes thousands at
   * once): drawTicks reads them back.
   */
  noteMove() {
    this.span = Math.max(this.span, this.handle.position());
  }

  /**
   * Goes to move `target` of the timeline (0 to the furthest move made; with `extend`, on
   * beyond it, as a link to a step does): at once when near, else in slices that keep the
   * page responsive (a later seek replaces an unfinished one). Resolves once there.
   */
  seek(target, { extend = false } = {}) {
    this.stop();
    this.pause();
    this.swap = null;
    const first = this.seekTarget === null;
    this.mode = 'seeking';
    this.seekTarget = Math.max(0, Math.min(extend ? Number.MAX_SAFE_INTEGER : this.span, Math.round(target)));
    const done = new Promise((resolve) => this.seekDone.push(resolve));
    if (!first) return done; // the running slices pick up the new target
    const slice = () => {
      if (this.seekTarget === null || !this.handle) return;
      const t0 = performance.now();
      let before;
      do {
        before = this.handle.position();
        this.handle.seek(this.seekTarget, SEEK_BUDGET);
      } while (this.handle.position() !== this.seekTarget && this.handle.position() !== before && performance.now() - t0 < SEEK_MS);
      const position = this.handle.position();
      const done = position === this.seekTarget || position === before;
      if (done) this.noteMove();
      this.render();
      if (done) {
        this.cancelSeek();
        this.ui.setStatus(this.describe() ?? t('watch-seek-done', { move: position, span: this.span }));
        for (const resolve of this.seekDone.splice(0)) resolve(position);
      } else {
        this.ui.setStatus(t('watch-seeking', { target: this.seekTarget, move: position }));
        setTimeout(slice, 0);
      }
    };
    slice();
    return done;
  }

  /**
   * Goes to the solution found before the move on show (`-1`) or after it (`+1`): a seek to
   * its move, then the board back in view (the list of solutions may stand below the fold).
   * Run to next solution finds one not yet found.
   */
  toSolution(direction) {
    const position = this.handle.position();
    const { positions } = this.panels.found;
    const target = direction < 0
      ? positions.filter((p) => p < position).pop()
      : positions.find((p) => p > position);
    if (target !== undefined) this.seek(target).then(() => this.ui.fit?.());
  }

  /** A click on the tree goes to the move of the nearest node. */
  onTreeClick(event) {
    const move = this.panels.nodeMove(event);
    if (move !== null) this.seek(move);
  }

  startSwapAnimation() {
    const focus = this.focus();
    // With prefers-reduced-motion, moved queens jump to their squares.
    const glides = this.info.draws.glides && (focus.kind === 'swap' || focus.kind === 'move') && !reducedMotion();
    this.swap = glides ? { start: performance.now(), duration: Math.min(SWAP_MS, 800 / this.ui.speed()) } : null;
  }

  swapProgress(now) {
    if (!this.swap) return 1;
    const t = (now - this.swap.start) / this.swap.duration;
    if (t >= 1) this.swap = null;
    return Math.min(1, t);
  }

  /**
   * The population drawn beside the board, as a picture for a worksheet: { src, alt }, a PNG
   * and its description in words (the drawing's label).
   */
  populationPicture() {
    const canvas = $('population');
    return { src: canvas.toDataURL('image/png'), alt: canvas.getAttribute('aria-label') ?? t('watch-population', {}, 'aria-label') };
  }

  /** Draws the population beside the board, and says it in words (its label). */
  renderPopulation(colours, layers = layersOf(this.handle)) {
    const p = layers.population;
    const view = { n: this.n, boards: p.boards, values: Array.from(p.values), bestValue: p.bestValue, parents: Array.from(p.parents), layout: this.populationLayout, colours };
    drawPopulation(this.populationCtx, view);
    const best = Math.max(...view.values);
    const args = { boards: view.values.length, fitness: view.values.join(', '), best, bestValue: view.bestValue };
    const label = view.parents.length
      ? t('watch-population-parents', { ...args, parents: view.parents.join(` ${t('watch-list-and')} `) })
      : t('watch-population-label', args);
    $('population').setAttribute('aria-label', label);
  }

  /**
   * The squares' values in words, for the board's label (a screen reader hears what the
   * numbers show): the least value and its squares ('' when the algorithm shows none).
   */
  valuesInWords(layers = layersOf(this.handle)) {
    if (!this.info.draws.squareValues || this.exercise?.hideValues) return '';
    const { least, squares } = leastValues(layers.values, this.n);
    if (least === null) return '';
    const listed = squares.slice(0, 12).map(([row, col]) => t('watch-square', { row, col })).join(t('watch-list-comma'));
    return squares.length > 12 ? t('watch-least-value-more', { least, squares: listed, more: squares.length - 12 }) : t('watch-least-value', { least, squares: listed });
  }

  /** What drawBoard draws for the move on show, with squares of `cell` CSS pixels. */
  view(cell, swapProgress = 1, layers = layersOf(this.handle)) {
    // While predict mode's question is on show, the least values are not singled out.
    const view = { ...boardView(this.handle, this.info, cell, swapProgress, layers), singleOutLeast: !this.quiet };
    // A question whether a queen passes its diagonal check: neither its red nor the lines
    // through queens sharing a diagonal may give the answer away (the flags are what to read).
    if (this.hideAttacked) Object.assign(view, { attacked: null, diagonals: [] });
    if (this.exercise) {
      if (this.exercise.hideValues) view.values = null;
      view.picked = this.exercise.picked;
      // A queen the question is about before its move is made (forward checking's prunes):
      // drawn where it stays.
      const ghost = this.exercise.ghost;
      if (ghost) {
        // Not yet placed by the core (its move not made): an attempt the counters add.
        view.pendingAttempt = view.queens[ghost[0] - 1] !== ghost[1];
        view.queens = Uint32Array.from(view.queens);
        view.queens[ghost[0] - 1] = ghost[1];
        // The square the caption speaks of is the one outlined (not the last move made).
        view.focus = { kind: 'safe', row: ghost[0], col: ghost[1], row2: 0, col2: 0 };
        // What its inference removed just before the question (forward checking's squares,
        // while arc consistency's are asked): crossed out, numbered with the queen's row.
        const removed = this.exercise.removed ?? [];
        if (removed.length) {
          const n = this.n;
          view.marks = Uint8Array.from(view.marks);
          view.pruning = view.pruning?.length === n * n ? Uint8Array.from(view.pruning) : new Uint8Array(n * n);
          for (const [r, c] of removed) {
            view.marks[(r - 1) * n + (c - 1)] = ghost[0];
            view.pruning[(r - 1) * n + (c - 1)] = 1;
          }
        }
      }
    }
    return view;
  }

  render(now = performance.now()) {
    const { el } = this.ui;
    const h = this.handle;
    const n = this.n;
    const { draws } = this.info;
    // One snapshot of the move's layers for everything drawn and said of it this frame.
    const layers = layersOf(h);
    const view = this.view(this.cell, this.swapProgress(now), layers);
    const { queens, solved, colours } = view;
    drawBoard(this.ctx, view);
    if (draws.diagonalFlags) drawFlags(this.flagsCtx, { n, ...this.flags, flags: layers.flags, colours });
    if (draws.population && this.populationCtx) this.renderPopulation(colours, layers);
    // An exercise's queen drawn before its move is made (view.pendingAttempt) is an attempt
    // made: counted in the total and its row's, so that the counters describe the board drawn.
    const pending = view.pendingAttempt ? this.exercise.ghost[0] : 0;
    if (draws.attemptsPerRow) {
      const perRow = layers.attemptsPerRow;
      const items = el.rowAttempts.children;
      for (let i = 0; i < items.length; i++) items[i].textContent = format(perRow[n - 1 - i] + (pending === n - i ? 1 : 0));
    }
    // Values only: buildCounters wrote the labels once.
    const values = h.counters().map((c) => plain(c, ['id', 'value'])).map(({ id, value }) => value + (pending && id === 'attempts-total' ? 1 : 0));
    el.counters.querySelectorAll('dd').forEach((dd, i) => {
      dd.textContent = format(values[i]);
    });
    const placed = Array.from(queens).filter((c) => c > 0);
    el.solution.textContent = solved ? Array.from(queens).join(',') : '';
    // An exercise may say what its question shows before the move is made (www/exercise.js).
    const caption = this.exercise?.caption || captionOf(h) || this.startCaption();
    if (caption !== el.caption.textContent) {
      el.caption.textContent = caption;
      // Stepping by hand: every move is heard; playing or running: the latest, now and then.
      this.ui.announce(caption, { now: this.mode === 'idle' });
    }
    this.panels.sync();
    el.canvas.setAttribute(
      'aria-label',
      placed.length
        ? t('watch-board-label', { n, queens: placed.length, columns: placed.join(', '), values: this.valuesInWords(layers) })
        : t('watch-board-empty', { n, values: this.valuesInWords(layers) }),
    );
    this.ui.syncButtons();
    // A video being recorded: each frame of the board into its picture too (caption, board
    // and numbers, as the PNG).
    if (this.recording) drawExport(this, this.recording, now);
  }
}

