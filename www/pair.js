// Side by side (mode=side&vs=… in the address, the Side by side button): two algorithms on two
// boards of the same size, stepping together (Step makes one move on each, Play plays both,
// Run to end runs each to its solution), each with its caption, and under each the same
// counters in the same units (moves made, queens placed) before the algorithm's own, so a
// class sees, say, backtracking's squares tried against random placement's trials on the
// same n. It offers the boards' interface (board.js) as a board that steps, without the
// timeline, the search tree or predict mode: Step back undoes one move on each. Either side
// may carry its algorithm's parameters (vs.name=value in the address for the right one), so
// one algorithm can stand beside itself with an option changed: backtracking beside
// backtracking with forward checking.

import { Solver } from '../pkg/nqueens.js';
import { axisLabels, cellSize, drawBoard, sizeCanvas } from './draw.js';
import { $, counterBoxes, format, plain } from './shared.js';
import { showPanels } from './panels.js';
import { ownRoot, rootOf } from './roots.js';
import { boardView, markBoardTop, owedMoves, pairAnchor } from './board.js';
import { algorithms, localCounter } from './registry.js';
import { captionOf, startCaptionOf } from './narration.js';
import { paramsLabelled } from './params.js';
import { t } from './i18n.js';

/** A run-to-end slice aims at this many milliseconds of work between paints. */
const SLICE_MS = 12;
/** Room for row and column numbers of `label` px beside and under each board, in CSS pixels. */
const labelRoom = (label) => Math.round(label * 1.9);

/** An algorithm's name with the parameters of `query` (those changed from the defaults) in its form's words, as "Beside it" lists them: "Backtracking: Forward checking". */
export const nameWith = (info, query) => (query ? `${info.name}: ${paramsLabelled(info, query)}` : info.name);

/** A side's key: its algorithm's id, with `?query` when it has parameters. */
export const sideKey = (id, query) => (query ? `${id}?${query}` : id);

/** The [id, query] of a side's key. */
export const splitKey = (key) => {
  const at = key.indexOf('?');
  return at < 0 ? [key, ''] : [key.slice(0, at), key.slice(at + 1)];
};

/** One of the two boards: a core solver, its canvas, caption and counters. */
class Side {
  constructor(info, n, seed, box, params = '') {
    this.info = info;
    this.n = n;
    this.params = params;
    this.name = nameWith(info, params);
    this.handle = new Solver(info.id, n, info.randomized ? seed : '', params || undefined);
    this.box = box;
    this.done = false;
  }

  /** True when it can make no more moves toward its (next) solution. */
  finished() {
    return this.handle.isExhausted() || this.handle.isSolution();
  }

  /** The counters: moves made, queens placed (the shared units), then the algorithm's own. */
  counters() {
    const placed = this.handle.queensPlaced();
    const shared = [
      { id: 'moves', label: t('watch-pair-moves'), value: this.handle.position(), counts: t('watch-pair-moves-counts') },
      { id: 'placed', label: t('watch-pair-placed'), value: placed, counts: t('watch-pair-placed-counts') },
    ];
    const own = this.handle.counters().map((c) => localCounter(this.info.id, plain(c, ['id', 'label', 'counts', 'value'])));
    return [...shared, ...own];
  }

  build() {
    const { box, info } = this;
    box.querySelector('.pair-name').textContent = this.name;
    box.querySelector('dl').replaceChildren(
      ...counterBoxes(this.counters().map((c) => ({ id: `${box.dataset.side}-${c.id}`, label: c.label, title: t('watch-counter-title', { counts: c.counts }) }))),
    );
  }

  /** Draws the board with squares of `cell` px and its numbers in `label` px type. */
  render(cell, label = 12) {
    const { box, n } = this;
    const canvas = box.querySelector('canvas');
    const side = n * cell;
    const room = labelRoom(label);
    if (cell !== this.cell || label !== this.label) {
      this.cell = cell;
      this.label = label;
      this.ctx = sizeCanvas(canvas, room + side, side + room);
    }
    // Row numbers at the left (row 1 at the bottom), column numbers under the board.
    const ctx = this.ctx;
    const style = getComputedStyle(document.documentElement);
    ctx.clearRect(0, 0, room + side, side + room);
    ctx.fillStyle = style.getPropertyValue('--muted').trim() || style.color;
    ctx.font = `600 ${label}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    axisLabels(n, cell, label + 2).forEach((text, i) => {
      ctx.fillText(text, room / 2, side - (i + 0.5) * cell);
      ctx.fillText(text, room + (i + 0.5) * cell, side + room / 2);
    });
    ctx.save();
    ctx.translate(room, 0);
    drawBoard(ctx, boardView(this.handle, this.info, cell));
    ctx.restore();
    const caption = captionOf(this.handle) || startCaptionOf(this.handle).state;
    box.querySelector('.pair-caption').textContent = caption;
    const values = this.counters();
    box.querySelectorAll('dd').forEach((dd, i) => {
      const value = values[i]?.value;
      dd.textContent = value === undefined ? t('watch-pair-no-placements') : format(value);
    });
    const queens = Array.from(this.handle.queens()).filter((c) => c > 0);
    canvas.setAttribute('aria-label', queens.length
      ? t('watch-pair-board', { name: this.name, n: this.n, queens: queens.length, columns: queens.join(', ') })
      : t('watch-pair-board-empty', { name: this.name, n: this.n }));
  }

  free() {
    this.handle.free();
  }
}

export class PairBoard {
  /**
   * Algorithms `info` (left) and `other` (right, a registry entry) on an n × n board each,
   * up to both their animated limits, with the parameters `params` and `otherParams`
   * (name=value&…, '' for the defaults); `seedText` drives the randomized one(s) (blank
   * draws one). Throws the core's message on input it refuses.
   */
  constructor(info, other, n, seedText, ui, { params = '', otherParams = '' } = {}) {
    this.info = info;
    this.other = other;
    this.leftParams = params;
    this.otherParams = otherParams;
    /** The right side's key in the "Beside it" select and the address: id?params. */
    this.otherKey = sideKey(other.id, otherParams);
    this.n = n;
    this.ui = ui;
    this.stepwise = true;
    this.pair = true;
    this.playing = false;
    this.running = false;
    this.carry = 0;
    this.lastFrame = 0;
    const left = new Side(info, n, seedText, $('pair-left'), params);
    // One seed for both: the left's, drawn if blank, so the address gives the same pair.
    const seed = left.handle.seed() || seedText;
    try {
      this.sides = [left, new Side(other, n, seed, $('pair-right'), otherParams)];
    } catch (error) {
      left.free();
      throw error;
    }
  }

  get algorithm() {
    return this.info.id;
  }

  /** The seed shared by the two (or '' when neither is randomized). */
  get seed() {
    return this.sides.map((side) => side.handle.seed()).find(Boolean) ?? '';
  }

  get position() {
    return Math.max(...this.sides.map((side) => side.handle.position()));
  }

  readyStatus() {
    const args = { left: this.sides[0].name, right: this.sides[1].name, n: this.n, seed: this.seed };
    return t(this.seed ? 'watch-pair-ready-seeded' : 'watch-pair-ready', args);
  }

  show({ draw = true } = {}) {
    const { el } = this.ui;
    // (Predict mode hides itself beside two boards: predict.js's show.)
    showPanels('pair');
    el.caption.hidden = true;
    $('pair-view').hidden = false;
    // Each algorithm, and each with one of its choice parameters changed (backtracking with
    // forward checking, MAC, MRV or LCV; first-choice hill climbing), beside the left side.
    const choice = $('pair-other');
    const options = algorithms().filter((a) => this.n <= a.maxNAnimated).flatMap((a) => [
      new Option(a.name, a.id),
      ...a.parameters.filter((p) => p.kind.type === 'choice').flatMap((p) =>
        p.kind.choices.filter((c) => c.value !== p.kind.default).map((c) => new Option(`${a.name}: ${c.label}`, sideKey(a.id, `${p.name}=${c.value}`)))),
    ]);
    if (!options.some((o) => o.value === this.otherKey)) options.push(new Option(this.sides[1].name, this.otherKey));
    choice.replaceChildren(...options);
    choice.value = this.otherKey;
    for (const side of this.sides) side.build();
    el.counters.replaceChildren();
    if (draw) this.resize();
  }

  /**
   * The size of each board's squares, so both boards with their numbers and counters fit the
   * window: half the stage's width each, and the height from the boards' top less the
   * counters under them; on a phone the boards stand one above the other (half each).
   */
  resize() {
    const stage = $('pair-view');
    const phone = matchMedia('(max-width: 700px)').matches;
    const present = document.documentElement.dataset.present && window.innerWidth >= 900;
    // The boards fit the window from the anchor's top, where keepBoardInView scrolls it.
    const top = this.sides[0].box.querySelector('canvas').getBoundingClientRect().top - pairAnchor().getBoundingClientRect().top;
    // Presenting, numbers in large type for the back row, and room at the left for the bar of
    // buttons that appears there (style.css).
    const label = present ? 22 : 12;
    // (Presenting, the bar of buttons starts level with the boards: style.css.)
    if (present) markBoardTop(this.sides[0].box.querySelector('canvas'));
    const aside = present ? rootOf('controls').offsetWidth + 24 : 0;
    stage.style.setProperty('--aside', `${aside}px`);
    const width = (phone ? stage.clientWidth - 8 : (stage.clientWidth - 24 - 2 * aside) / 2) - labelRoom(label);
    const counters = Math.max(...this.sides.map((side) => side.box.querySelector('dl').offsetHeight)) + 16;
    const bar = phone ? rootOf('playback').offsetHeight + 8 : 0;
    // On a phone the second board has a name and a caption of its own above it, as the
    // first has (`top`), and the grid's gap between them.
    const height = phone
      ? (window.innerHeight - bar - 24) / 2 - top - labelRoom(label) - counters
      : window.innerHeight - top - labelRoom(label) - counters - 8;
    this.cell = cellSize(this.n, width, height, 8, present ? 200 : 80);
    this.label = label;
    this.render();
  }

  render() {
    for (const side of this.sides) side.render(this.cell, this.label);
    this.ui.syncButtons();
  }

  finished() {
    return this.sides.every((side) => side.finished());
  }

  atStart() {
    return this.sides.every((side) => side.handle.atStart());
  }

  /** One move on each board that has one left. */
  advance() {
    let moved = false;
    for (const side of this.sides) {
      if (!side.finished() && side.handle.advance(1) === 1) moved = true;
    }
    return moved;
  }

  step() {
    if (this.running) return;
    this.pause();
    if (this.advance()) {
      this.render();
      this.ui.setStatus(this.describe() ?? this.whereNote());
      this.announce();
    }
  }

  stepBack() {
    if (this.running) this.stop();
    this.pause();
    let back = false;
    for (const side of this.sides) back = side.handle.stepBack() || back;
    if (back) {
      this.render();
      this.ui.setStatus(this.describe() ?? this.whereNote());
    }
  }

  /** "Backtracking: move 12 · Random placement: move 12." */
  whereNote() {
    return this.sides.map((side) => t('watch-pair-where', { name: side.name, move: side.handle.position() })).join(' · ');
  }

  /** Both captions, for a screen reader. */
  announce({ now = true } = {}) {
    this.ui.announce(this.sides.map((side) => t('watch-pair-announce', { name: side.name, caption: side.box.querySelector('.pair-caption').textContent })).join(' '), { now });
  }

  play() {
    if (this.running || this.finished()) return;
    this.playing = true;
    this.carry = 0;
    this.lastFrame = performance.now();
    this.ui.setStatus(t('watch-pair-playing'));
    this.ui.syncButtons();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.ui.setStatus(this.describe() ?? t('watch-pair-paused', { where: this.whereNote() }));
    this.ui.syncButtons();
  }

  frame(now) {
    if (this.playing) {
      const moves = owedMoves(this, now, this.ui.speed());
      for (let i = 0; i < moves; i++) if (!this.advance()) break;
      if (moves > 0) {
        this.render();
        this.announce({ now: false });
        if (this.finished()) this.pause();
      }
    }
    this.lastFrame = now;
  }

  /** Runs each board to its (next) solution in time slices; Stop returns control. */
  run() {
    if (this.running || this.finished()) return;
    this.pause();
    this.running = true;
    this.ui.el.progress.hidden = false;
    this.ui.syncButtons();
    let budget = 1_000;
    const slice = () => {
      if (!this.running) return;
      const t0 = performance.now();
      for (const side of this.sides) if (!side.finished()) side.handle.run(budget);
      if (performance.now() - t0 < SLICE_MS / 2 && budget < 1e9) budget *= 2;
      this.render();
      if (this.finished()) {
        this.finishRun();
        this.ui.setStatus(this.describe());
        this.announce();
      } else {
        this.ui.setStatus(t('watch-pair-running', { where: this.whereNote() }));
        setTimeout(slice, 0);
      }
    };
    setTimeout(slice, 0);
  }

  stop() {
    if (!this.running) return;
    this.finishRun();
    this.ui.setStatus(t('watch-pair-stopped', { where: this.whereNote() }));
  }

  finishRun() {
    this.running = false;
    this.ui.el.progress.hidden = true;
    this.ui.syncButtons();
  }

  /**
   * Goes to move `target` on each board (a link's step=K): each makes its moves up to it, or
   * to its solution first. Resolves to the furthest move reached.
   */
  async seek(target) {
    this.stop();
    this.pause();
    for (const side of this.sides) {
      while (side.handle.position() < target && !side.finished()) {
        if (side.handle.advance(Math.min(10_000, target - side.handle.position())) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      while (side.handle.position() > target && side.handle.stepBack());
    }
    this.render();
    this.ui.setStatus(this.describe() ?? this.whereNote());
    return this.position;
  }

  /** When both have a solution: what each took, in the shared units; else null. */
  describe() {
    if (!this.finished()) return null;
    const took = this.sides.map((side) => {
      const placed = side.handle.queensPlaced();
      const args = { name: side.name, solved: side.handle.isSolution() ? 'yes' : 'no', moves: side.handle.position(), placed };
      return t(placed === undefined ? 'watch-pair-took' : 'watch-pair-took-placed', args);
    });
    return t('watch-pair-both', { left: took[0], right: took[1] });
  }

  free() {
    this.stop();
    this.pause();
    for (const side of this.sides) side.free();
    $('pair-view').hidden = true;
    this.ui.el.caption.hidden = false;
    this.ui.el.canvas.parentElement.hidden = false;
  }
}

/** Hides the side-by-side view (a board of another kind goes on show; a pair kept for Back stays whole). */
export function hidePairView() {
  $('pair-view').hidden = true;
}

// The side-by-side view is this module's: others measure it (keepBoardInView scrolls to it,
// or on a phone to its two boards).
ownRoot('pair-view', () => $('pair-view'));
ownRoot('pair-boards', () => $('pair-view').querySelector('.pair-boards'));

/**
 * Side by side's controls, set up once: its choice of the algorithm beside, `choose(key)`
 * showing the pair with that side (a sideKey: an id, with its parameters if any), and its
 * Leave button, `leave()`.
 */
export function setupPairControls({ choose, leave }) {
  $('pair-other').addEventListener('change', (event) => choose(event.target.value));
  $('pair-leave').addEventListener('click', leave);
}

/** The algorithm to set beside `id` by default: the first other one of the registry. */
export function defaultOther(id) {
  return algorithms().find((a) => a.id !== id)?.id ?? id;
}
