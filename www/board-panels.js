// The animated board's panels beside and under it, kept in step with the move on show: the
// pseudocode with the line of the move, the search tree (or its summary per depth), the list
// of the solutions found with Previous and Next, the odds of a try beside this page's tally,
// and the timeline's slider and ticks. Each redraws only when what it shows changed; while
// the board plays or runs, the costly ones (tree, ticks) at most every TREE_BUSY_MS, and once
// more at the end (catchUp). `board` is the AnimatedBoard (board.js) they belong to.

import { timelineTicks } from '../pkg/nqueens.js';
import { sizeCanvas } from './draw.js';
import { $, format, layersOf, plain, setStatusText } from './shared.js';
import { boardColours } from './theme.js';
import { drawTree, layoutTree, nodeAt, nodesPerRow, treeLabelSize } from './tree.js';
import { t } from './i18n.js';

/** "1 node", "876 nodes": the search tree's count in words. */

/** The search tree is drawn in full up to this board size and this many moves (it is rebuilt
 * by replaying them); beyond, it is summarized per depth. */
const TREE_MAX_N = 8;
const TREE_MAX_MOVES = 20_000;
/** While playing or running, the tree and the ticks are redrawn at most this often (milliseconds). */
const TREE_BUSY_MS = 250;
/** The solutions listed beside the board, at most (Previous and Next reach every one kept). */
const LISTED_SOLUTIONS = 100;
/**
 * The tries counted of solved runs in this page, by algorithm and size, then by seed (a run
 * counts once, however often it is replayed): the measured tally beside the expected 1/p.
 */
const TALLY = new Map();
/** The least room between two leaves of the search tree, in CSS pixels: closer, finished
 * subtrees are folded (see syncTree), so that nodes and their numbers read on a projector. */
const TREE_MIN_SPACING = 22;
/** The timeline's tick kinds, as the core's bit set names them (solutions drawn last, on top). */
const TICK_KINDS = [['backtrack', 1], ['dead', 2], ['solution', 4]];

/**
 * The panels' own controls, set up once: the timeline's slider goes to its move, a click on
 * the search tree to that node's move, Previous and Next to the solutions found.
 * `boardOnShow()` is the board on show (its `seek`, `onTreeClick` and `toSolution` do the
 * rest; a board without them ignores the controls); `held()` is true while something else
 * moves the board (an exercise), when the tree is only looked at. Returns `{ hold(on) }`,
 * which disables the timeline while held.
 */
export function setupPanelControls({ boardOnShow, held }) {
  $('timeline-range').addEventListener('input', (event) => boardOnShow()?.seek?.(Number(event.target.value)));
  $('tree').addEventListener('click', (event) => {
    if (!held()) boardOnShow()?.onTreeClick?.(event);
  });
  $('solution-prev').addEventListener('click', () => boardOnShow()?.toSolution?.(-1));
  $('solution-next').addEventListener('click', () => boardOnShow()?.toSolution?.(+1));
  return {
    hold: (on) => {
      $('timeline-range').disabled = on;
    },
  };
}

export class Panels {
  constructor(board) {
    this.board = board;
    this.line = -1; // the pseudocode line marked
    this.ticksDrawn = -1; // the span when the ticks (the core's record of them) were last drawn
    this.ticksTime = 0; // when (performance.now()), for the throttle while playing
    this.treeAt = -1; // the move and colours the search tree was last drawn for
    this.treeColours = null;
    this.treeTime = -Infinity;
    this.treeStale = false; // a redraw skipped while playing or running
    this.tree = null; // the tree drawn: { tree, layout, geometry }
    this.solutionsShown = -1; // the number of solutions the list was last drawn for
    this.solutionsAt = -1; // the move the list last marked
    this.found = { positions: [], columns: [] }; // the solutions found, from the core
    // The odds of one try, where the core knows them (random placement's trials).
    this.odds = null;
  }

  /** Everything drawn again at the next sync (a board shown anew, a new size). */
  invalidate() {
    this.ticksDrawn = -1;
    this.treeAt = -1;
    this.solutionsShown = -1;
    this.solutionsAt = -1;
  }

  /** Every panel the board's description shows, for the move on show. */
  sync() {
    const { info } = this.board;
    this.syncTimeline();
    this.syncPseudocode();
    if (info.exhaustive) this.syncSolutions();
    if (this.odds) this.syncOdds();
    if (info.draws.searchTree) this.syncTree();
  }

  /**
   * The timeline's key: only the ticks this algorithm's moves can make (the core reads them
   * from the kinds of events its description declares), so that no key names a tick the run
   * never draws.
   */
  buildTimelineKey() {
    const ticks = timelineTicks(this.board.info.id);
    for (const item of $('timeline-key').querySelectorAll('[data-tick]')) item.hidden = !ticks.includes(item.dataset.tick);
  }

  /** The algorithm's pseudocode (the registry's), one item per line. */
  buildPseudocode() {
    // The lines that apply to this run (backtracking's options add some), from the first.
    const lines = this.board.info.pseudocode.slice(0, this.board.handle.pseudocodeLines?.() ?? undefined);
    $('pseudocode').replaceChildren(...lines.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    this.line = -1;
  }

  /** Highlights the pseudocode line of the move on show (the core names it). */
  syncPseudocode() {
    const line = this.board.handle.line();
    if (line === this.line) return;
    const items = $('pseudocode').children;
    items[this.line - 1]?.removeAttribute('aria-current');
    items[line - 1]?.setAttribute('aria-current', 'step');
    this.line = line;
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
    const position = this.board.handle.position();
    const C = boardColours();
    // Redrawn when the move or the theme changed; while playing or running, at most every
    // TREE_BUSY_MS (rebuilding it replays every move made: 1 to 4 ms), and once more at the end.
    if (position === this.treeAt && C === this.treeColours) return;
    const busy = (this.board.playing || this.board.running) && !now;
    if (busy && performance.now() - this.treeTime < TREE_BUSY_MS) {
      this.treeStale = true;
      return;
    }
    this.treeAt = position;
    this.treeColours = C;
    this.treeTime = performance.now();
    this.treeStale = false;
    const canvas = $('tree');
    const n = this.board.n;
    const record = n <= TREE_MAX_N ? this.board.handle.searchTree(TREE_MAX_MOVES) : undefined;
    const tree = record && plain(record, ['row', 'col', 'parent', 'attackedBy', 'madeAt', 'onPath']);
    let layout = tree && layoutTree(tree);
    if (layout && layout.leaves * TREE_MIN_SPACING > (canvas.parentElement.clientWidth || 600)) layout = layoutTree(tree, { fold: true });
    const style = getComputedStyle(document.documentElement);
    const accent = style.getPropertyValue('--board-swap').trim() || C.swap;
    const room = canvas.parentElement.clientWidth || 600;
    const margin = 12;
    const rowHeight = 28;
    const perRow = tree ? nodesPerRow(tree, n) : Array.from(layersOf(this.board.handle).attemptsPerRow);
    const total = perRow.reduce((a, b) => a + b, 0);
    $('tree-figure').dataset.nodes = String(total);
    // The tree counts nodes, not the algorithm's attempt unit: a square tried is a node, and
    // so is a queen a randomized search placed at random without a try (queensLV's).
    const randomized = this.board.info.randomized ? 'yes' : 'no';
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
      canvas.setAttribute('aria-label', path.length
        ? t('watch-tree-label', { nodes: total, randomized, perRow: perRow.join(', '), path: path.join(', ') })
        : t('watch-tree-label-no-path', { nodes: total, randomized, perRow: perRow.join(', ') }));
      $('tree-figure').dataset.folded = String(folds);
      $('tree-caption').textContent = t(folds ? 'watch-tree-caption-folded' : 'watch-tree-caption', { nodes: total, randomized, perRow: perRow.join(', ') });
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
        ctx.fillText(t('watch-tree-row', { row: r + 1 }), 4, y + line / 2);
        ctx.fillStyle = accent;
        ctx.fillRect(70, y + 3, ((width - 190) * count) / most, line - 6);
        ctx.fillStyle = C.ink;
        ctx.fillText(format(count), 76 + ((width - 190) * count) / most, y + line / 2);
      });
      canvas.setAttribute('aria-label', t('watch-tree-summary-label', { nodes: total, perRow: perRow.join(', ') }));
      $('tree-caption').textContent = t('watch-tree-summary-caption', { maxN: TREE_MAX_N, maxMoves: TREE_MAX_MOVES, nodes: total, randomized });
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
    if (this.board.handle.isExhausted()) this.complete = true;
    const count = Math.max(this.board.handle.solutions(), this.found.positions.length);
    if (count !== this.solutionsShown || (this.complete && !this.completeShown)) {
      const record = plain(this.board.handle.solutionsFound(), ['positions', 'columns', 'dropped']);
      this.found = { positions: Array.from(record.positions), columns: record.columns, dropped: record.dropped };
      const n = this.board.n;
      const items = this.found.positions.slice(0, LISTED_SOLUTIONS).map((position, i) => {
        const columns = Array.from(record.columns.subarray(i * n, (i + 1) * n)).join(',');
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: t('watch-solution-item', { columns, move: position }) });
        button.dataset.position = String(position);
        button.setAttribute('aria-label', t('watch-solution-item-label', { index: i + 1, columns, move: position }));
        // (While an exercise runs, only the learner's answers move the board.)
        button.addEventListener('click', () => {
          if (!this.board.exercise) this.board.seek(position).then(() => this.board.ui.fit?.());
        });
        const item = document.createElement('li');
        item.append(button);
        return item;
      });
      $('solutions-list').replaceChildren(...items);
      const kept = this.found.positions.length;
      const more = kept > LISTED_SOLUTIONS ? ` ${t('watch-solutions-more', { listed: LISTED_SOLUTIONS })}` : '';
      const dropped = record.dropped ? ` ${t('watch-solutions-dropped', { kept })}` : '';
      $('solutions-note').textContent = count === 0
        ? t('watch-solutions-none')
        : `${t(this.complete ? 'watch-solutions-all' : 'watch-solutions-so-far', { count })}${more}${dropped}`;
      this.solutionsShown = count;
      this.completeShown = Boolean(this.complete);
      this.solutionsAt = -1; // new buttons: mark the one on show
    }
    const position = this.board.handle.position();
    if (position === this.solutionsAt) return;
    this.solutionsAt = position;
    for (const button of $('solutions-list').querySelectorAll('button')) {
      if (Number(button.dataset.position) === position) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    const { positions } = this.found;
    $('solution-prev').disabled = Boolean(this.board.exercise) || !positions.some((p) => p < position);
    // Next goes to a solution found after the move on show; before one is found it waits
    // (Run to next solution finds it).
    $('solution-next').disabled = Boolean(this.board.exercise) || !positions.some((p) => p > position);
  }

  /**
   * The expected tries of a run (1/p, from the core: exact or measured) beside the count of
   * this run and the tally of this page's solved runs on the same board.
   */
  syncOdds() {
    const { expectedTries, success, standardError, exact } = this.odds;
    const unit = this.board.info.triesUnit;
    const key = `${this.board.info.id}:${this.board.n}`;
    if (!TALLY.has(key)) TALLY.set(key, new Map());
    const tally = TALLY.get(key);
    const tries = this.board.handle.tries();
    if (this.board.handle.isSolution()) tally.set(this.board.seed, tries);
    const spread = exact ? t('watch-odds-exact') : t('watch-odds-measured', { error: format(standardError, 4) });
    const one = unit.replace(/s$/, '');
    setStatusText($('odds-expected'), Number.isFinite(expectedTries)
      ? t('watch-odds-expected', { tries: format(expectedTries, 2), unit, success: format(success, 4), spread })
      : t('watch-odds-impossible', { one, n: this.board.n }));
    const solved = [...tally.values()];
    const mean = solved.reduce((a, b) => a + b, 0) / Math.max(1, solved.length);
    const runs = solved.length
      ? t('watch-odds-tally', { n: this.board.n, runs: solved.length, mean: format(mean, 2), unit })
      : t('watch-odds-tally-none');
    const run = t(this.board.handle.isSolution() ? 'watch-odds-run-solved' : 'watch-odds-run', { one, tries });
    setStatusText($('odds-tally'), `${run} ${runs}`);
  }

  /** The move of the tree's node nearest the click `event` (0 for the root), or null without a drawn tree. */
  nodeMove(event) {
    if (!this.tree) return null;
    const rect = event.currentTarget.getBoundingClientRect();
    const node = nodeAt(this.tree.tree, this.tree.layout, this.tree.geometry, event.clientX - rect.left, event.clientY - rect.top);
    return node === 0 ? 0 : this.tree.tree.madeAt[node - 1];
  }

  /** The timeline's slider, its words and its ticks, for the move on show. */
  syncTimeline() {
    const position = this.board.handle.position();
    this.board.span = Math.max(this.board.span, position);
    const range = $('timeline-range');
    range.max = String(this.board.span);
    range.value = String(position);
    const note = t('watch-timeline-note', { move: position, span: this.board.span });
    range.setAttribute('aria-valuetext', note);
    $('timeline-note').textContent = note;
    // Moves are not attempts: each step shown is a move; the attempts count the algorithm's
    // own unit (backtracking's squares tried, not its backtracks), said beside the move.
    setStatusText($('timeline-moves'), position > 0 ? t('watch-timeline-moves', { attempts: this.board.handle.totalAttempts(), unit: this.board.info.attemptUnit }) : '');
    // The ticks loop over every tick so far: while playing or running at most every
    // TREE_BUSY_MS, and once more when that ends (see catchUp).
    if (this.ticksDrawn === this.board.span) return;
    if ((this.board.playing || this.board.running) && performance.now() - this.ticksTime < TREE_BUSY_MS) return;
    this.ticksTime = performance.now();
    this.drawTicks();
  }

  /** Draws what was left stale while playing or running: the search tree and the ticks. */
  catchUp() {
    if (this.treeStale) this.syncTree({ now: true });
    if (this.ticksDrawn !== this.board.span) this.drawTicks();
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
    const record = this.board.handle.ticks();
    const { bucket, kinds } = plain(record, ['bucket', 'kinds']);
    // The slider's thumb is about 16 px wide: its centre runs from 8 px to width − 8 px.
    const x = (position) => 8 + (this.board.span ? Math.min(1, position / this.board.span) : 0) * (width - 16);
    let count = 0;
    for (const [kind, bit] of TICK_KINDS) {
      ctx.fillStyle = colour[kind];
      for (let i = 0; i < kinds.length; i++) {
        if (!(kinds[i] & bit)) continue;
        ctx.fillRect(Math.round(x(i * bucket)) - 1, 0, 2, height);
        count++;
      }
    }
    this.ticksDrawn = this.board.span;
    $('timeline').dataset.ticks = String(count);
  }

}
