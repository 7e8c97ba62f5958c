// The animated board: one core solver (a `Solver`, which holds the registry's boxed solver),
// its drawing, counters and captions, and its play / step / run-to-end clock.
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
// announce(text, { now }), syncButtons() }.

import { Solver, tryOdds } from '../pkg/nqueens.js';
import { axisLabels, cellSize, drawBoard, drawFlags, sizeCanvas } from './draw.js';
import { $, A000170, counterBoxes, format, plain, setStatusText } from './shared.js';
import { boardColours, reducedMotion } from './theme.js';
import { drawTree, layoutTree, nodeAt, nodesPerRow, treeLabelSize } from './tree.js';

/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;
/** Longest swap animation, in milliseconds (shorter at higher speeds). */
const SWAP_MS = 450;
/** A seek slice: moves or replays per call into the core, and time between paints. */
const SEEK_BUDGET = 5_000;
const SEEK_MS = 30;
/** The search tree is drawn in full up to this board size and this many moves (it is rebuilt
 * by replaying them); beyond, it is summarized per depth. */
const TREE_MAX_N = 8;
const TREE_MAX_MOVES = 20_000;
/** While playing or running, the tree is redrawn at most this often (milliseconds). */
const TREE_BUSY_MS = 250;
/** The solutions listed beside the board, at most (Previous and Next reach every one kept). */
const LISTED_SOLUTIONS = 100;
/**
 * The tries counted of solved runs in this page, by algorithm and size, then by seed (a run
 * counts once, however often it is replayed): the measured tally beside the expected 1/p.
 */
const TALLY = new Map();

/** The layout of an exported picture (PNG, video, GIF), in CSS pixels: margins, the room
 * of the row and column numbers, a caption line, the line of counters, the caption's type. */
const EXPORT = { pad: 24, label: 28, line: 24, counters: 30, font: '600 18px system-ui, sans-serif' };
/** The least room between two leaves of the search tree, in CSS pixels: closer, finished
 * subtrees are folded (see syncTree), so that nodes and their numbers read on a projector. */
const TREE_MIN_SPACING = 22;
/** The timeline's tick kinds, as the core's bit set names them (solutions drawn last, on top). */
const TICK_KINDS = [['backtrack', 1], ['dead', 2], ['solution', 4]];

/** What must show together with the board, under it: the question of predict mode, the sandbox's tools. */
const COMPANIONS = ['predict', 'sandbox-tools'];

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
  const companions = COMPANIONS.map((id) => $(id)).filter((box) => !box.hidden).reduce((sum, box) => sum + box.offsetHeight + 10, 0);
  if (root.present || root.embed) {
    // The column numbers in large type, and the bar of buttons (style.css): presenting on a
    // wide screen at the left edge, so the board leaves it room on both sides and stays
    // centred; presenting on a narrow one, and embedded, under the board.
    const labels = root.present ? 48 : 34;
    const beside = root.present && window.innerWidth >= 900;
    const bar = root.present ? (beside ? 0 : $('controls').offsetHeight + 24) : 56;
    const side = root.present ? 64 + (beside ? $('controls').offsetWidth + 16 : 0) : 45;
    return { width: window.innerWidth - 2 * side, height: window.innerHeight - top - labels - bar - companions, large: true };
  }
  const beside = (phone ? 30 : 40) + (perRow ? (phone ? 62 : 64) : 8);
  const width = Math.min(frame.parentElement.clientWidth - beside, 900);
  const below = 30 + companions + (phone ? $('playback').offsetHeight + 8 : 12);
  // On a phone with a question or the sandbox's tools under the board, the heading scrolls
  // away (keepBoardInView): the room runs from the caption's top.
  const above = phone && companions ? $('caption').getBoundingClientRect().top + window.scrollY - 4 : 0;
  return { width, height: window.innerHeight - (top - above) - below };
}

/**
 * Scrolls the window, if need be, so that the caption, the board and what shows with it
 * (the predict question, the sandbox's tools) are all in view: after a question appears or
 * the sandbox opens, a learner sees the board and the question together.
 */
export function keepBoardInView() {
  const caption = $('caption').getBoundingClientRect();
  const last = COMPANIONS.map((id) => $(id)).filter((box) => !box.hidden).pop() ?? $('board').parentElement;
  const bottom = last.getBoundingClientRect().bottom;
  const bar = matchMedia('(max-width: 700px)').matches && !document.documentElement.dataset.present ? $('playback').offsetHeight : 0;
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
  const label = large ? Math.max(18, Math.min(36, Math.round(cell * 0.6))) : Math.max(9, Math.min(16, Math.round(cell * 0.8)));
  frame.style.setProperty('--label-size', `${label}px`);
  frame.style.setProperty('--count-size', `${Math.max(6, Math.min(16, Math.round(cell * 0.9)))}px`);
  frame.classList.toggle('small', cell < 22);
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
 * `info`), with squares of `cell` CSS pixels, `swapProgress` into a glide. Shared by the
 * animated board and the side-by-side boards.
 */
export function boardView(handle, info, cell, swapProgress = 1) {
  return {
    n: handle.n,
    cell,
    queens: handle.queens(),
    marks: handle.marks(),
    diagonals: handle.diagonals(),
    // Red queens only where the description draws attacked queens (tests/contract.rs checks
    // that it says so exactly for the algorithms whose boards hold them).
    attacked: info.draws.attackedQueens ? handle.attacked() : null,
    focus: plain(handle.focus(), ['kind', 'row', 'col', 'row2', 'col2']),
    solved: handle.isSolution(),
    deadRow: handle.deadRow(),
    checkedRows: info.draws.diagonalFlags ? handle.checkedRows() : -1,
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
  constructor(info, n, seedText, ui, { board = null } = {}) {
    const seed = info.randomized ? seedText : '';
    // From a learner's board (the sandbox): backtracking goes on above the queens of rows
    // 1..k, min-conflicts and QS1 repair the whole board.
    this.handle = board ? Solver.fromBoard(info.id, n, seed, Uint32Array.from(board)) : new Solver(info.id, n, seed);
    /** The learner's board it went on from (1-based columns, 0 for empty), or null. */
    this.startBoard = board ? [...board] : null;
    this.info = info;
    this.n = n;
    this.ui = ui;
    this.stepwise = true;
    this.playing = false;
    this.running = false;
    this.carry = 0; // fractional moves owed by the animation clock
    this.lastFrame = 0;
    this.cell = 0;
    this.swap = null; // { start, duration } of the swap being animated
    this.span = 0; // the timeline: moves made so far (the furthest position reached)
    this.ticksDrawn = -1; // the span when the ticks (the core's record of them) were last drawn
    this.ticksTime = 0; // when (performance.now()), for the throttle while playing
    this.seekTarget = null; // a seek in progress
    this.seekDone = []; // resolvers of the promises the seek in progress returned
    this.range = null; // { from, to, loop }: play stops (or loops back) at move `to`
    this.treeAt = -1; // the move and colours the search tree was last drawn for
    this.treeColours = null;
    this.treeTime = -Infinity;
    this.treeStale = false; // a redraw skipped while playing or running
    this.solutionsShown = -1; // the number of solutions the list was last drawn for
    this.found = { positions: [], columns: [] }; // the solutions found, from the core
    // The odds of one try, where the core knows them (random placement's trials).
    const odds = tryOdds(info.id, n);
    this.odds = odds && plain(odds, ['success', 'standardError', 'exact', 'expectedTries']);
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
    const seed = this.info.randomized ? ` Seed ${this.seed}.` : '';
    return `Ready: ${this.n}×${this.n} board.${seed} Press Play or Step.`;
  }

  show({ draw = true } = {}) {
    const { el } = this.ui;
    $('big-view').hidden = true;
    el.canvas.parentElement.hidden = false;
    $('sandbox-tools').hidden = true;
    el.rowAttemptsBox.hidden = !this.info.draws.attemptsPerRow;
    el.flagsFigure.hidden = !this.info.draws.diagonalFlags;
    $('timeline').hidden = false;
    this.ticksDrawn = -1;
    this.buildCounters();
    this.buildPseudocode();
    $('tree-figure').hidden = !this.info.draws.searchTree;
    // An exhaustive search lists the solutions it finds; where the odds of a try are known,
    // they stand beside the tally of this page's runs.
    $('solutions-box').hidden = !this.info.exhaustive;
    $('odds').hidden = !this.odds;
    this.solutionsShown = -1;
    this.solutionsAt = -1;
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
    if (this.range && this.handle.position() >= this.range.to) this.handle.seek(this.range.from, Number.MAX_SAFE_INTEGER);
    this.playing = true;
    this.carry = 0;
    this.lastFrame = performance.now();
    this.ui.setStatus('Playing…');
    this.ui.syncButtons();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.catchUp();
    this.ui.setStatus(this.describe() ?? this.whereNote('Paused'));
    this.ui.syncButtons();
  }

  step() {
    if (this.running) return;
    this.pause();
    this.seekTarget = null;
    if (this.handle.advance(1) === 0) return;
    this.noteMove();
    this.ui.setStatus(this.describe() ?? this.whereNote());
    this.startSwapAnimation();
    this.render();
  }

  stepBack() {
    if (this.running) this.stop();
    this.pause();
    this.seekTarget = null;
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
    this.running = true;
    this.swap = null;
    el.progress.hidden = false;
    this.ui.syncButtons();
    let budget = 2_000;
    const started = performance.now();
    const goal = all ? 'end of the search' : this.info.exhaustive ? 'next solution' : 'solution';
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
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        setStatus(`Running to the ${goal}… ${this.progressNote()}, ${seconds} s. Stop returns control.`);
        setTimeout(slice, 0);
      } else {
        if (outcome !== 'solution') this.noteMove();
        this.finishRun();
        setStatus(this.describe());
        this.ui.announce(el.caption.textContent, { now: true });
      }
    };
    setStatus(`Running to the ${goal}…`);
    setTimeout(slice, 0);
  }

  stop() {
    if (!this.running) return;
    this.finishRun();
    this.ui.setStatus(`Stopped: ${this.progressNote()}. Step, Play or Run to end continues from here.`);
  }

  finishRun() {
    this.running = false;
    this.catchUp();
    this.ui.el.progress.hidden = true;
    this.ui.syncButtons();
  }

  /**
   * Where the run stands between moves, for the status line: "Move 3 of 40." (of the moves
   * made so far, when stepped back), after `state` ("Paused") if given.
   */
  whereNote(state = '') {
    const position = this.handle.position();
    const of = this.span > position ? ` of ${format(this.span)}` : '';
    return `${state ? `${state} at` : 'At'} move ${format(position)}${of}. Step, Play or Run to end goes on.`;
  }

  /** The first two counters in words, for the status line of a run in progress. */
  progressNote() {
    return this.counters().slice(0, 2).map((c) => `${c.label.toLowerCase()} ${format(c.value)}`).join(', ');
  }

  /** The solver's counters as plain objects `{ id, label, counts, value }`. */
  counters() {
    return this.handle.counters().map((c) => plain(c, ['id', 'label', 'counts', 'value']));
  }

  /**
   * The caption before the first move, from the core (a search from a learner's queens says
   * so); while predicting, without what Step does first, which would give the answer away.
   */
  startCaption() {
    const { state, next } = plain(this.handle.startCaption(), ['state', 'next']);
    return this.ui.predicting?.() ? state : `${state} ${next}`;
  }

  /** Where the run stands, for the status line, once it is solved or complete; else null. */
  describe() {
    const h = this.handle;
    const n = this.n;
    if (h.isExhausted()) {
      const found = h.solutions();
      const known = A000170[n - 1];
      const oeis = known === undefined
        ? ''
        : ` ${found === known ? 'As published' : 'Unlike the published count'} (OEIS A000170, the number of solutions): Q(${n}) = ${format(known)}.`;
      return found === 0
        ? `No solution: the search is complete after ${format(h.totalAttempts())} attempts.${oeis}`
        : `Search complete: ${format(found)} solution${found === 1 ? '' : 's'} after ${format(h.totalAttempts())} attempts.${oeis}`;
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
              this.playing = false;
              this.catchUp();
              this.ui.setStatus(`Played moves ${format(this.range.from)} to ${format(this.range.to)}.`);
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

  /** The algorithm's pseudocode (the registry's), one item per line. */
  buildPseudocode() {
    $('pseudocode-box').hidden = false;
    $('pseudocode').replaceChildren(...this.info.pseudocode.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    this.line = -1;
  }

  /** Highlights the pseudocode line of the move on show (the core names it). */
  syncPseudocode() {
    const line = this.handle.line();
    if (line === this.line) return;
    const items = $('pseudocode').children;
    items[this.line - 1]?.removeAttribute('aria-current');
    items[line - 1]?.setAttribute('aria-current', 'step');
    this.line = line;
  }

  buildCounters() {
    this.ui.el.counters.replaceChildren(
      ...counterBoxes(this.counters().map((c) => ({ id: c.id, label: c.label, title: `Counts ${c.counts}` }))),
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
    this.treeAt = -1; // the tree fits the new width too
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
    if (this.info.draws.diagonalFlags) {
      const strip = Math.max(8, Math.min(22, Math.floor((width - 80) / (2 * n - 1))));
      this.flags = { cell: strip, labelWidth: 80 };
      this.flagsCtx = sizeCanvas(el.flags, 80 + (2 * n - 1) * strip, 2 * strip + 4);
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
        this.seekTarget = null;
        this.ui.setStatus(this.describe() ?? `At move ${format(position)} of ${format(this.span)}.`);
        for (const resolve of this.seekDone.splice(0)) resolve(position);
      } else {
        this.ui.setStatus(`Going to move ${format(this.seekTarget)}… now at ${format(position)}.`);
        setTimeout(slice, 0);
      }
    };
    slice();
    return done;
  }

  // ------------------------------------------------------------ search tree

  /**
   * The search tree of the moves made so far (n ≤ 8, up to 20,000 moves): nodes for the
   * attempts under the queens of their path, attacked squares as pruned leaves with the
   * attacking row, the current path highlighted. When its leaves would stand closer than
   * TREE_MIN_SPACING, each finished subtree is folded into a triangle with the number of
   * attempts under it (so the whole 8 × 8 search stays readable, its root above its
   * children); the tree scrolls sideways if still wider than the page. Beyond, its nodes per
   * depth, which are the attempts per row. Redrawn when the position changes (it grows with
   * each step and shrinks on step back).
   */
  syncTree({ now = false } = {}) {
    const position = this.handle.position();
    const C = boardColours();
    // Redrawn when the move or the theme changed; while playing or running, at most every
    // TREE_BUSY_MS (rebuilding it replays every move made: 1 to 4 ms), and once more at the end.
    if (position === this.treeAt && C === this.treeColours) return;
    const busy = (this.playing || this.running) && !now;
    if (busy && performance.now() - this.treeTime < TREE_BUSY_MS) {
      this.treeStale = true;
      return;
    }
    this.treeAt = position;
    this.treeColours = C;
    this.treeTime = performance.now();
    this.treeStale = false;
    const canvas = $('tree');
    const n = this.n;
    const record = n <= TREE_MAX_N ? this.handle.searchTree(TREE_MAX_MOVES) : undefined;
    const tree = record && plain(record, ['row', 'col', 'parent', 'attackedBy', 'madeAt', 'onPath']);
    let layout = tree && layoutTree(tree);
    if (layout && layout.leaves * TREE_MIN_SPACING > (canvas.parentElement.clientWidth || 600)) layout = layoutTree(tree, { fold: true });
    const style = getComputedStyle(document.documentElement);
    const accent = style.getPropertyValue('--board-swap').trim() || C.swap;
    const room = canvas.parentElement.clientWidth || 600;
    const margin = 12;
    const rowHeight = 28;
    const perRow = tree ? nodesPerRow(tree, n) : Array.from(this.handle.attemptsPerRow());
    const total = perRow.reduce((a, b) => a + b, 0);
    $('tree-figure').dataset.nodes = String(total);
    if (tree) {
      const folds = layout.folded.some((count) => count > 0);
      // A folded subtree's number needs room: at least 48 px between leaves then.
      const least = folds ? 36 : TREE_MIN_SPACING;
      const spacing = Math.max(least, Math.min(folds ? 64 : 28, (room - 2 * margin) / layout.leaves));
      const drawn = (layout.leaves - 1) * spacing;
      const width = Math.max(room, 2 * margin + drawn);
      // Centred when narrower than the page (the root above the middle).
      const left = (width - drawn) / 2;
      const height = 2 * margin + n * rowHeight + (folds ? rowHeight : 0);
      const ctx = sizeCanvas(canvas, width, height);
      ctx.clearRect(0, 0, width, height);
      const geometry = { spacing, rowHeight, margin, left };
      drawTree(ctx, tree, layout, { ...geometry, C, accent });
      Object.assign(canvas.dataset, { spacing: String(spacing), rowHeight: String(rowHeight), margin: String(margin), left: String(left), labelPx: String(treeLabelSize(spacing)) });
      this.tree = { tree, layout, geometry };
      // Keep the newest node in view.
      const last = tree.row.length;
      if (last) {
        const x = left + layout.x[last] * spacing;
        const scroll = canvas.parentElement;
        if (x < scroll.scrollLeft || x > scroll.scrollLeft + scroll.clientWidth) scroll.scrollLeft = x - scroll.clientWidth / 2;
      }
      const path = [];
      for (let i = 0; i < tree.row.length; i++) if (tree.onPath[i] && !tree.attackedBy[i]) path.push(tree.col[i]);
      canvas.setAttribute('aria-label', `Search tree: ${format(total)} attempts as nodes; per row from row 1: ${perRow.join(', ')}; the current path: columns ${path.join(', ') || 'none'}`);
      $('tree-figure').dataset.folded = String(folds);
      $('tree-caption').textContent = `Search tree: ${format(total)} attempts (nodes per row: ${perRow.join(', ')}). Pruned leaves carry the attacking row${folds ? '; each finished subtree is folded into a triangle with its number of attempts' : ''}; click a node to go to that move.`;
    } else {
      this.tree = null;
      // Summarized: one bar per depth, as long as its share of the nodes.
      const width = room;
      const line = 20; // 14 px type, for a projector
      const height = 2 * margin + n * line;
      const ctx = sizeCanvas(canvas, width, height);
      ctx.clearRect(0, 0, width, height);
      const most = Math.max(1, ...perRow);
      ctx.font = '600 14px system-ui, sans-serif';
      ctx.textBaseline = 'middle';
      perRow.forEach((count, r) => {
        const y = margin + r * line;
        ctx.fillStyle = C.ink;
        ctx.fillText(`row ${r + 1}`, 4, y + line / 2);
        ctx.fillStyle = accent;
        ctx.fillRect(70, y + 3, ((width - 190) * count) / most, line - 6);
        ctx.fillStyle = C.ink;
        ctx.fillText(format(count), 76 + ((width - 190) * count) / most, y + line / 2);
      });
      canvas.setAttribute('aria-label', `Search tree summarized: ${format(total)} nodes; per row from row 1: ${perRow.join(', ')}`);
      $('tree-caption').textContent = `Search tree, summarized per depth (drawn in full up to n = ${TREE_MAX_N} and ${format(TREE_MAX_MOVES)} moves): ${format(total)} nodes; each row's count is its attempts.`;
    }
  }

  // ------------------------------------------------------------ solutions and odds

  /**
   * The list of the solutions found so far (the first LISTED_SOLUTIONS), each a button to the
   * move that found it; the one on show marked. Read from the core when a new one is found.
   */
  syncSolutions() {
    // The core's list only grows (a move replayed finds the same solution): read it again
    // when the count at the move on show passes what it held, or at the end of the search.
    if (this.handle.isExhausted()) this.complete = true;
    const count = Math.max(this.handle.solutions(), this.found.positions.length);
    if (count !== this.solutionsShown || (this.complete && !this.completeShown)) {
      const record = plain(this.handle.solutionsFound(), ['positions', 'columns', 'dropped']);
      this.found = { positions: Array.from(record.positions), columns: record.columns, dropped: record.dropped };
      const n = this.n;
      const items = this.found.positions.slice(0, LISTED_SOLUTIONS).map((position, i) => {
        const columns = Array.from(record.columns.subarray(i * n, (i + 1) * n)).join(',');
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: `${columns} (move ${format(position)})` });
        button.dataset.position = String(position);
        button.setAttribute('aria-label', `Solution ${i + 1}: columns ${columns}, found at move ${format(position)}`);
        button.addEventListener('click', () => this.seek(position));
        const item = document.createElement('li');
        item.append(button);
        return item;
      });
      $('solutions-list').replaceChildren(...items);
      const kept = this.found.positions.length;
      const more = kept > LISTED_SOLUTIONS ? ` The first ${format(LISTED_SOLUTIONS)} are listed; Previous and Next reach every one.` : '';
      const dropped = record.dropped ? ` (${format(kept)} kept; the count goes on.)` : '';
      $('solutions-note').textContent = count === 0
        ? 'None yet: Run to next solution, or Run to end of search for all of them.'
        : this.complete
          ? `${format(count)} in all: the whole search.${more}${dropped}`
          : `${format(count)} found so far.${more}${dropped}`;
      this.solutionsShown = count;
      this.completeShown = Boolean(this.complete);
      this.solutionsAt = -1; // new buttons: mark the one on show
    }
    const position = this.handle.position();
    if (position === this.solutionsAt) return;
    this.solutionsAt = position;
    for (const button of $('solutions-list').querySelectorAll('button')) {
      if (Number(button.dataset.position) === position) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    const { positions } = this.found;
    $('solution-prev').disabled = !positions.some((p) => p < position);
    $('solution-next').disabled = this.complete && !positions.some((p) => p > position);
  }

  /**
   * Goes to the solution found before the move on show (`-1`) or after it (`+1`): a seek to
   * its move; after the last found, Next runs on to the next one.
   */
  toSolution(direction) {
    const position = this.handle.position();
    const { positions } = this.found;
    const target = direction < 0
      ? positions.filter((p) => p < position).pop()
      : positions.find((p) => p > position);
    if (target !== undefined) this.seek(target);
    else if (direction > 0) {
      // Past the last one found: on to the next, from the furthest move made.
      this.seek(this.span).then(() => this.run());
    }
  }

  /**
   * The expected tries of a run (1/p, from the core: exact or measured) beside the count of
   * this run and the tally of this page's solved runs on the same board.
   */
  syncOdds() {
    const { expectedTries, success, standardError, exact } = this.odds;
    const unit = this.info.triesUnit;
    const key = `${this.info.id}:${this.n}`;
    if (!TALLY.has(key)) TALLY.set(key, new Map());
    const tally = TALLY.get(key);
    const tries = this.handle.tries();
    if (this.handle.isSolution()) tally.set(this.seed, tries);
    const spread = exact ? 'exact' : `measured, ± ${format(standardError, 4)}`;
    setStatusText($('odds-expected'), Number.isFinite(expectedTries)
      ? `A run needs 1/p = ${format(expectedTries, 2)} ${unit} on average: one succeeds with probability p = ${format(success, 4)} (${spread}).`
      : `No ${unit.replace(/s$/, '')} can succeed on a ${this.n} × ${this.n} board.`);
    const solved = [...tally.values()];
    const mean = solved.reduce((a, b) => a + b, 0) / Math.max(1, solved.length);
    const runs = solved.length
      ? ` Solved runs of ${this.n} × ${this.n} here: ${format(solved.length)}, ${format(mean, 2)} ${unit} each on average (New seed adds one).`
      : ' New seed starts another run: each solved one joins the tally.';
    setStatusText($('odds-tally'), `This run: ${unit.replace(/s$/, '')} ${format(tries)}${this.handle.isSolution() ? ', solved' : ''}.${runs}`);
  }

  /** A click on the tree goes to the move of the nearest node. */
  onTreeClick(event) {
    if (!this.tree) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const node = nodeAt(this.tree.tree, this.tree.layout, this.tree.geometry, event.clientX - rect.left, event.clientY - rect.top);
    this.seek(node === 0 ? 0 : this.tree.tree.madeAt[node - 1]);
  }

  /** The timeline's slider, its words and its ticks, for the move on show. */
  syncTimeline() {
    const position = this.handle.position();
    this.span = Math.max(this.span, position);
    const range = $('timeline-range');
    range.max = String(this.span);
    range.value = String(position);
    range.setAttribute('aria-valuetext', `Move ${format(position)} of ${format(this.span)}`);
    $('timeline-note').textContent = `Move ${format(position)} of ${format(this.span)}`;
    // The ticks loop over every tick so far: while playing or running at most every
    // TREE_BUSY_MS, and once more when that ends (see catchUp).
    if (this.ticksDrawn === this.span) return;
    if ((this.playing || this.running) && performance.now() - this.ticksTime < TREE_BUSY_MS) return;
    this.ticksTime = performance.now();
    this.drawTicks();
  }

  /** Draws what was left stale while playing or running: the search tree and the ticks. */
  catchUp() {
    if (this.treeStale) this.syncTree({ now: true });
    if (this.ticksDrawn !== this.span) this.drawTicks();
  }

  /**
   * One tick per solution, dead end or restart, and backtrack, placed along the slider, from
   * the core's record of every move made (in buckets of moves on a long run, each drawn at its
   * first move).
   */
  drawTicks() {
    const canvas = $('timeline-marks');
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (!width) return;
    const ctx = sizeCanvas(canvas, width, height);
    ctx.clearRect(0, 0, width, height);
    const C = boardColours();
    const colour = { solution: C.safe, dead: C.attacked, backtrack: C.removed };
    const record = this.handle.ticks();
    const { bucket, kinds } = plain(record, ['bucket', 'kinds']);
    // The slider's thumb is about 16 px wide: its centre runs from 8 px to width − 8 px.
    const x = (position) => 8 + (this.span ? Math.min(1, position / this.span) : 0) * (width - 16);
    let count = 0;
    for (const [kind, bit] of TICK_KINDS) {
      ctx.fillStyle = colour[kind];
      for (let i = 0; i < kinds.length; i++) {
        if (!(kinds[i] & bit)) continue;
        ctx.fillRect(Math.round(x(i * bucket)) - 1, 0, 2, height);
        count++;
      }
    }
    this.ticksDrawn = this.span;
    $('timeline').dataset.ticks = String(count);
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

  /** What drawBoard draws for the move on show, with squares of `cell` CSS pixels. */
  view(cell, swapProgress = 1) {
    return boardView(this.handle, this.info, cell, swapProgress);
  }

  /**
   * The board as a picture for slides, the same for the PNG, the video and the GIF: the
   * caption above (wrapped), the board with its row and column numbers, and the counters and
   * the move under it, on the theme's background. `frame` is a { canvas, lines, scale }
   * made by exportFrame (its size fixed by the caption's lines when it was made, so a video
   * keeps one size); draws the move on show into it. With `bare`, the board shows its
   * queens alone (no marks, lines or highlights: a worksheet's board, for learners to mark).
   */
  drawExport(frame, now = performance.now(), { bare = false } = {}) {
    const { canvas, scale, cell, lines: maxLines } = frame;
    const n = this.n;
    const side = n * cell;
    const { pad, label, line, counters } = EXPORT;
    const width = canvas.width / scale;
    const height = canvas.height / scale;
    const style = getComputedStyle(document.documentElement);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    // The page's own background and text colours, as the theme resolves them.
    ctx.fillStyle = style.backgroundColor;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = style.color;
    ctx.font = EXPORT.font;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    const lines = wrapText(ctx, this.ui.el.caption.textContent, side + label).slice(0, maxLines);
    lines.forEach((text, i) => ctx.fillText(text, pad, pad + i * line));
    const top = pad + maxLines * line + 12;
    // Row numbers to the left (row 1 at the bottom), column numbers below.
    ctx.font = '600 13px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const labels = axisLabels(n, cell, 16);
    labels.forEach((text, i) => {
      ctx.fillText(text, pad + label / 2, top + side - (i + 0.5) * cell);
      ctx.fillText(text, pad + label + (i + 0.5) * cell, top + side + label / 2);
    });
    // The counters and the move, under the column numbers.
    ctx.font = '600 15px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(this.numbersLine(), pad, top + side + label + counters / 2);
    ctx.save();
    ctx.translate(pad + label, top);
    const view = this.view(cell, this.swapProgress(now));
    if (bare) {
      Object.assign(view, { marks: new Uint8Array(n * n), diagonals: [], attacked: new Uint8Array(n), deadRow: 0, checkedRows: -1, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 } });
    }
    drawBoard(ctx, view);
    ctx.restore();
  }

  /** The counters and the move in one line: "Attempts in total 12 · Solutions found 0 · move 12 of 30". */
  numbersLine() {
    const counters = this.counters().map((c) => `${c.label} ${format(c.value)}`);
    const position = this.handle.position();
    return [...counters, `move ${format(position)}${this.span > position ? ` of ${format(this.span)}` : ''}`].join(' · ');
  }

  /**
   * A canvas for drawExport at `scale` device pixels per CSS pixel, sized for the board on
   * show with room for `lines` lines of caption (at least the caption's lines now).
   */
  exportFrame({ scale = 2, lines = 2 } = {}) {
    const cell = Math.max(this.cell, 24);
    const side = this.n * cell;
    const { pad, label, line, counters } = EXPORT;
    const measure = document.createElement('canvas').getContext('2d');
    measure.font = EXPORT.font;
    const need = Math.max(lines, wrapText(measure, this.ui.el.caption.textContent, side + label).length);
    // Wide enough for the line of numbers under the board too.
    measure.font = '600 15px system-ui, sans-serif';
    const width = Math.ceil(Math.max(side + label, measure.measureText(this.numbersLine()).width + 20) + 2 * pad);
    const height = pad + need * line + 12 + side + label + counters + pad;
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    return { canvas, scale, cell, lines: need };
  }

  /**
   * The board as a PNG for slides, at twice the screen's resolution: the caption above it,
   * the board with its row and column numbers, the counters and the move under it, on the
   * theme's background. Resolves to a Blob (image/png).
   */
  toPng() {
    const frame = this.exportFrame({ lines: 1 });
    this.drawExport(frame);
    return new Promise((resolve) => frame.canvas.toBlob(resolve, 'image/png'));
  }

  render(now = performance.now()) {
    const { el } = this.ui;
    const h = this.handle;
    const n = this.n;
    const { draws } = this.info;
    const view = this.view(this.cell, this.swapProgress(now));
    const { queens, solved, colours } = view;
    drawBoard(this.ctx, view);
    if (draws.diagonalFlags) drawFlags(this.flagsCtx, { n, ...this.flags, flags: h.flags(), colours });
    if (draws.attemptsPerRow) {
      const perRow = h.attemptsPerRow();
      const items = el.rowAttempts.children;
      for (let i = 0; i < items.length; i++) items[i].textContent = format(perRow[n - 1 - i]);
    }
    // Values only: buildCounters wrote the labels once.
    const values = h.counters().map((c) => plain(c, ['value']).value);
    el.counters.querySelectorAll('dd').forEach((dd, i) => {
      dd.textContent = format(values[i]);
    });
    const placed = Array.from(queens).filter((c) => c > 0);
    el.solution.textContent = solved ? Array.from(queens).join(',') : '';
    const caption = h.caption() || this.startCaption();
    if (caption !== el.caption.textContent) {
      el.caption.textContent = caption;
      // Stepping by hand: every move is heard; playing or running: the latest, now and then.
      this.ui.announce(caption, { now: !(this.playing || this.running || this.seekTarget !== null) });
    }
    this.syncTimeline();
    this.syncPseudocode();
    if (this.info.exhaustive) this.syncSolutions();
    if (this.odds) this.syncOdds();
    if (this.info.draws.searchTree) this.syncTree();
    el.canvas.setAttribute(
      'aria-label',
      `${n}×${n} board with ${placed.length} queen${placed.length === 1 ? '' : 's'}${placed.length ? ` in columns ${placed.join(', ')} of rows 1 to ${placed.length}` : ''}`,
    );
    this.ui.syncButtons();
    // A video being recorded: each frame of the board into its picture too (caption, board
    // and numbers, as the PNG).
    if (this.recording) this.drawExport(this.recording, now);
  }
}

/** `text` broken into lines no wider than `width` pixels in `ctx`'s font. */
function wrapText(ctx, text, width) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
