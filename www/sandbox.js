// The sandbox (mode=sandbox, queens=c1,c2,… in the address: 1-based columns of rows 1, 2, …,
// 0 for an empty row): a learner places and removes queens by clicking squares, on any board
// up to 32 × 32. Squares attacked from below carry the walkthrough's row numbers, live;
// attacked queens are red; a solution is announced. "Continue with …" hands the board to an
// algorithm that can go on from it (its description's continuesFrom; see app.js). It offers
// the boards' interface (board.js); it does not step or play (`stepwise` is false). Its tools
// (Clear, Leave, Be the backtracker, Continue with …) are wired here (setupSandboxControls).
// Its words (the tools, the status, the caption, the board's label) are the predict-sandbox-
// messages of locales/<tag>/predict.ftl, through i18n.js's t.

import { attackingRows, sandbox } from '../pkg/nqueens.js';
import { cellSize, drawBoard, squareAt } from './draw.js';
import { $, counterBoxes, format, plain } from './shared.js';
import { language, t } from './i18n.js';
import { midSentence } from './languages.js';
import { hidePanel, showPanels } from './panels.js';
import { boardColours } from './theme.js';
import { algorithms } from './registry.js';
import { StillBoard, boardRoom, frameBoard } from './board.js';

/**
 * The sandbox's tools, set up once, each on the board on show (`board()`): Clear empties it
 * (then `cleared()`); Leave the sandbox (`leave()`); Be the backtracker (`beBacktracker()`);
 * the "Continue with …" buttons (one per algorithm that can go on from a learner's board,
 * built by the board's show): `continueWith(id)` starts that algorithm from the board on
 * show, if it is the sandbox.
 */
export function setupSandboxControls({ board, continueWith, cleared, leave, beBacktracker }) {
  $('sandbox-clear').addEventListener('click', () => {
    board().queens?.fill(0);
    board().render();
    cleared();
  });
  $('sandbox-leave').addEventListener('click', leave);
  $('be-backtracker').addEventListener('click', beBacktracker);
  $('sandbox-continue').addEventListener('click', (event) => {
    const id = event.target.closest('button')?.dataset.algorithm;
    if (id) continueWith(id);
  });
}

export class SandboxBoard extends StillBoard {
  /** An n × n sandbox holding `queens` (1-based columns per row, 0 for none; n entries). */
  constructor(info, n, queens, ui) {
    super();
    this.info = info;
    this.n = n;
    this.queens = Array.from({ length: n }, (_, i) => queens?.[i] ?? 0);
    this.ui = ui;
    this.sandbox = true;
    this.seed = '';
    this.position = 0;
  }

  get algorithm() {
    return this.info.id;
  }

  readyStatus() {
    return t('predict-sandbox-ready');
  }

  show({ draw = true } = {}) {
    const { el } = this.ui;
    $('sandbox-continue').replaceChildren(...algorithms().filter((a) => a.continuesFrom).map((a) => {
      // In the middle of a sentence: "Continue with backtracking" (languages.js's midSentence).
      const name = midSentence(a.name, language);
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: t('predict-sandbox-continue', { name }) });
      button.dataset.algorithm = a.id;
      // A search that goes on from the rows placed (a prefix, see render) is offered first.
      button.dataset.depthFirst = String(a.continuesFrom === 'prefix');
      if (a.continuesFrom === 'prefix') button.className = 'primary';
      return button;
    }));
    showPanels('sandbox');
    el.rowAttemptsBox.hidden = true;
    el.counters.replaceChildren(...counterBoxes([
      { id: 'placed', label: t('predict-sandbox-placed-counter') },
      { id: 'conflicts', label: t('predict-sandbox-conflicts-counter') },
    ]));
    if (draw) this.resize();
  }

  free() {
    hidePanel('sandbox-tools');
  }

  /** The queens of rows 1, 2, … k when the rows above are empty (what backtracking can go on from), else null. */
  prefix() {
    const k = this.queens.indexOf(0) === -1 ? this.n : this.queens.indexOf(0);
    return this.queens.slice(k).every((c) => c === 0) ? this.queens.slice(0, k) : null;
  }

  /**
   * Why backtracking cannot go on from this board, in words (null when it can): it needs
   * queens in rows 1, 2, … with no empty row under a queen, none attacking another, and a row
   * left to fill.
   */
  whyNotDepthFirst(conflicts) {
    const n = this.n;
    const prefix = this.prefix();
    if (!prefix) {
      const gap = this.queens.indexOf(0);
      const above = this.queens.findIndex((c, i) => i > gap && c > 0);
      return t('predict-sandbox-why-gap', { gap: gap + 1, above: above + 1 });
    }
    if (conflicts > 0) {
      for (let row = 2; row <= n; row++) {
        const col = this.queens[row - 1];
        const below = col ? Array.from(attackingRows(Uint32Array.from(this.queens), row, col)).filter((r) => r < row) : [];
        if (below.length) {
          return t('predict-sandbox-why-attack', { low: below[0], row });
        }
      }
    }
    if (prefix.length === n) return t('predict-sandbox-why-full');
    return null;
  }

  /** Places a queen on (row, col), 1-based, or removes the one standing there. */
  toggle(row, col) {
    const before = this.queens[row - 1];
    this.queens[row - 1] = before === col ? 0 : col;
    const did = t(before === col ? 'predict-sandbox-removed' : before ? 'predict-sandbox-moved' : 'predict-sandbox-placed', { row, col });
    this.render();
    const state = this.state;
    const verdict = state.solved
      ? t('predict-sandbox-solved')
      : state.conflicts
        ? t('predict-sandbox-conflicts', { conflicts: state.conflicts })
        : '';
    this.ui.setStatus(verdict ? t('predict-sandbox-status', { did, verdict }) : did);
    this.ui.changed?.();
  }

  onClick(event) {
    const square = squareAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY, this.n);
    if (square) this.toggle(square.row, square.col);
  }

  resize() {
    const { el } = this.ui;
    const { width, height, large } = boardRoom(el.canvas.parentElement);
    this.cell = cellSize(this.n, width, height, 8, large ? 400 : 110);
    this.ctx = frameBoard(el, this.n, this.cell, { large });
    this.render();
  }

  render() {
    const { el } = this.ui;
    const n = this.n;
    this.state = plain(sandbox(n, Uint32Array.from(this.queens)), ['marks', 'attacked', 'conflicts', 'solved']);
    const { marks, attacked, conflicts, solved } = this.state;
    drawBoard(this.ctx, {
      n, cell: this.cell, queens: this.queens, marks, diagonals: [], attacked, solved, deadRow: 0,
      checkedRows: -1, swapProgress: 1, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 }, colours: boardColours(),
    });
    const placed = this.queens.filter((c) => c > 0).length;
    el.counters.querySelector('[data-testid="placed"]').textContent = format(placed);
    el.counters.querySelector('[data-testid="conflicts"]').textContent = format(conflicts);
    el.solution.textContent = solved ? this.queens.join(',') : '';
    el.caption.textContent = solved
      ? t('predict-sandbox-caption-solved', { n })
      : t('predict-sandbox-caption', { placed, n, conflicts });
    const standing = this.queens.map((c, i) => (c ? t('predict-sandbox-queen', { row: i + 1, col: c }) : '')).filter(Boolean);
    el.canvas.setAttribute('aria-label', t('predict-sandbox-board', { n, queens: standing.join(t('predict-comma')) || t('predict-sandbox-none') }));
    // Backtracking goes on from the queens of rows 1..k (no conflict, the rows above empty,
    // not all rows); the repair solvers from any board. Why not, in words, when it cannot.
    const why = this.whyNotDepthFirst(conflicts);
    for (const button of $('sandbox-continue').querySelectorAll('button')) {
      button.disabled = button.dataset.depthFirst === 'true' && why !== null;
    }
    $('sandbox-why').textContent = why ?? t('predict-sandbox-hint');
    $('sandbox-why').classList.toggle('field-error', why !== null);
    this.ui.syncButtons();
  }

  finished() {
    return true;
  }

  run() {}

  stop() {}
}
