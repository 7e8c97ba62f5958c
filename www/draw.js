// Pure canvas drawing: no state of its own, no DOM beyond the context it is given.
// Row 1 is drawn at the bottom and column 1 at the left, as in the walkthrough.

import { BOARD_THEMES } from './theme.js';

/**
 * A hue for each attacking row (1-based), so the marks of one queen read as a group. The
 * palette skips green and red, which mean "safe" and "attacked" on this board.
 */
const HUES = [215, 280, 40, 185, 320, 250, 60, 195, 300, 30];
export function rowHue(row) {
  return HUES[(row - 1) % HUES.length];
}

/** The hues of the attacking rows' marks, one per row modulo their count. */
export const MARK_HUES = Object.freeze([...HUES]);

/** A mark's fill and number colours for attacking `row` in the board colours `C` (theme.js). */
export function markColours(C, row) {
  const hue = rowHue(row);
  return {
    fill: `hsla(${hue}, ${C.markFill.s}%, ${C.markFill.l}%, ${C.markFill.a})`,
    text: `hsl(${hue}, ${C.markText.s}%, ${C.markText.l}%)`,
  };
}

/**
 * Fits a board of `n` squares into `width` × `height` CSS pixels: the square size in whole
 * CSS pixels, at least `min`, at most `max`.
 */
export function cellSize(n, width, height, min = 12, max = 110) {
  return Math.max(min, Math.min(max, Math.floor(Math.min(width, height) / n)));
}

/**
 * Which rows and columns get a number beside a board of `cell`-pixel squares, so that the
 * numbers never overlap: every one when a square has room (`room` CSS pixels), otherwise
 * every second (1, 3, 5, …), or 1 and every fifth or tenth (1, 5, 10, …). Returns the
 * label of 1-based `k` ('' for none) for each k in 1..n.
 */
export function axisLabels(n, cell, room = 18) {
  // From 5 on, 1 and the first multiple are step − 1 squares apart: that gap must fit too.
  const every = [1, 2, 5, 10, 20, 50].find((step) => (step <= 2 ? step : step - 1) * cell >= room) ?? 100;
  return Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    const shown = every <= 2 ? (k - 1) % every === 0 : k === 1 || k % every === 0;
    return shown ? String(k) : '';
  });
}

/**
 * The square (1-based `{ row, col }`, row 1 at the bottom) of an n × n board drawn in `rect`
 * (a bounding box) under the point (`x`, `y`), or null outside the board.
 */
export function squareAt(rect, x, y, n) {
  const col = Math.floor(((x - rect.left) / rect.width) * n) + 1;
  const row = n - Math.floor(((y - rect.top) / rect.height) * n);
  return row >= 1 && row <= n && col >= 1 && col <= n ? { row, col } : null;
}

/** Sizes a canvas to `width` × `height` CSS pixels, sharp on high-density screens. */
export function sizeCanvas(canvas, width, height, ratio = globalThis.devicePixelRatio || 1) {
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** Smooth 0→1 easing for the swap animation. */
export function ease(t) {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}

/**
 * The board's layers, bottom first, each drawn by one function whatever the algorithm: a
 * layer absent from the view draws nothing. The view's layers come from the core's one
 * snapshot of a move (`Solver.layers()`, src/layers.rs) and from its events (the focus).
 * Each entry is `[name, paint(ctx, view, at)]`, `at` the board's geometry and colours.
 */
export const BOARD_LAYERS = [
  ['squares', paintSquares],
  ['marks', paintMarks],
  ['values', paintValues],
  ['dead row', paintDeadRow],
  ['collision lines', paintCollisionLines],
  ['attack line', paintAttackLine],
  ['queens', paintQueens],
  ['crossover', paintCrossover],
  ['focus', paintFocus],
  ['picked', paintPicked],
];

/**
 * Draws the board.
 * view: {
 *   n, cell          board size and square size in CSS pixels
 *   queens           1-based column of the queen of each row 1..n, 0 for none
 *   marks            n*n bytes, row-major from row 1: 0 or the 1-based marking row
 *   pruning          [] or n*n bytes row-major from row 1: 1 where a marked square was
 *                    pruned from its row's domain as the new queen attacks it (crossed
 *                    out), 2 where by propagation (AC-3: crossed out and circled)
 *   diagonals        [] or queens per diagonal: 2n−1 for row+col, then 2n−1 for row−col+n−1
 *   attacked         n bytes from row 1: 1 where another queen attacks that row's queen
 *                    (permutation swap: a row above checkedRows on a flagged diagonal)
 *   focus            { kind, row, col, row2, col2 } from the last move, 1-based (0 = none)
 *   solved           true while a full solution is on the board
 *   deadRow          1-based row flagged as a dead end, 0 for none
 *   checkedRows      rows 1..k passed (permutation swap), or -1 when not tracked
 *   values           [] or n*n numbers row-major from row 1, −1 where none: a value on each
 *                    square (hill climbing's h of each successor), the least outlined
 *   singleOutLeast   false to draw the least values like the others (a question about
 *                    them is on show); true or absent to outline them
 *   crossover        0, or k: a dashed line between rows k and k + 1 (a child's crossover)
 *   picked           [] or 1-based squares [row, col] a learner has picked in an exercise
 *                    (a set being chosen): outlined thick and ticked
 *   swapProgress     0..1 while two swapped queens glide to their new columns, else 1
 *   colours          the theme's board colours (theme.js BOARD_THEMES; light if absent)
 * }
 */
export function drawBoard(ctx, view) {
  const { n, cell } = view;
  const x = (col) => (col - 1) * cell; // 1-based column → left edge
  const y = (row) => (n - row) * cell; // 1-based row → top edge (row 1 at the bottom)
  const at = {
    x,
    y,
    cx: (col) => x(col) + cell / 2,
    cy: (row) => y(row) + cell / 2,
    C: view.colours ?? BOARD_THEMES.light,
  };
  ctx.clearRect(0, 0, n * cell, n * cell);
  for (const [, paint] of BOARD_LAYERS) paint(ctx, view, at);
}

/** The squares, light and dark. */
function paintSquares(ctx, { n, cell }, { x, y, C }) {
  // The light squares as one rectangle, then the dark ones on it: at a fractional screen
  // scale (125 %, 150 %) squares' edges fall inside device pixels, and squares filled one by
  // one would leave those pixels partly unpainted, a seam of the page showing through.
  ctx.fillStyle = C.light;
  ctx.fillRect(x(1), y(n), n * cell, n * cell);
  ctx.fillStyle = C.dark;
  for (let row = 1; row <= n; row++) {
    for (let col = 1; col <= n; col++) {
      if ((row + col) % 2 === 0) ctx.fillRect(x(col), y(row), cell, cell);
    }
  }
}

/** The numbered marks, and how each left its row's domain (crossed out, circled). */
function paintMarks(ctx, { n, cell, queens, marks, pruning }, { x, y, C }) {
  if (!marks?.length) return;
  for (let row = 1; row <= n; row++) {
    for (let col = 1; col <= n; col++) {
      const mark = marks[(row - 1) * n + (col - 1)];
      if (mark && queens[row - 1] !== col) drawMark(ctx, x(col), y(row), cell, mark, C, pruning?.[(row - 1) * n + (col - 1)] ?? 0);
    }
  }
}

/** The row found a dead end (or whose domain was wiped out), shaded and outlined. */
function paintDeadRow(ctx, { n, cell, deadRow }, { y, C }) {
  if (!(deadRow > 0)) return;
  ctx.globalAlpha = 0.22;
  ctx.fillStyle = C.attacked;
  ctx.fillRect(0, y(deadRow), n * cell, cell);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = C.attacked;
  ctx.lineWidth = Math.max(2, cell * 0.07);
  ctx.strokeRect(ctx.lineWidth / 2, y(deadRow) + ctx.lineWidth / 2, n * cell - ctx.lineWidth, cell - ctx.lineWidth);
}

/**
 * Diagonals holding more than one queen, drawn through their queens; and columns (a board
 * with one queen per row, as hill climbing's, may stack queens in a column: they attack
 * each other too).
 */
function paintCollisionLines(ctx, { n, cell, queens, diagonals = [] }, { cx, cy, C }) {
  if (diagonals.length !== 2 * (2 * n - 1)) return;
  const crowded = (k) => diagonals[k] > 1;
  const inColumn = new Array(n + 1).fill(0);
  for (const col of queens) if (col) inColumn[col]++;
  ctx.strokeStyle = C.attacked;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = Math.max(2, cell * 0.08);
  ctx.lineCap = 'round';
  for (let k = 0; k < 2 * n - 1; k++) {
    // 0-based row + col = k
    if (crowded(k)) strokeThrough(ctx, queens, n, (r, c) => r + c === k, cx, cy);
    // 0-based row − col + n − 1 = k
    if (crowded(2 * n - 1 + k)) strokeThrough(ctx, queens, n, (r, c) => r - c + n - 1 === k, cx, cy);
  }
  for (let col = 1; col <= n; col++) {
    if (inColumn[col] > 1) strokeThrough(ctx, queens, n, (r, c) => c === col - 1, cx, cy);
  }
  ctx.globalAlpha = 1;
}

/** The line from the attacking queen (the square's mark) to the square just tried. */
function paintAttackLine(ctx, { n, cell, queens, marks, focus }, { cx, cy, C }) {
  if (focus.kind !== 'attacked' || !(focus.row > 0 && focus.col > 0) || !marks?.length) return;
  const by = marks[(focus.row - 1) * n + (focus.col - 1)];
  const byCol = queens[by - 1];
  if (!by || !byCol) return;
  ctx.strokeStyle = C.attacked;
  ctx.lineWidth = Math.max(2, cell * 0.06);
  ctx.setLineDash([cell * 0.18, cell * 0.12]);
  ctx.beginPath();
  ctx.moveTo(cx(byCol), cy(by));
  ctx.lineTo(cx(focus.col), cy(focus.row));
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * The queens: green on a solution, red where attacked, faint above the rows checked against
 * the diagonal flags; two swapped queens (or one moved) glide while swapProgress < 1.
 */
function paintQueens(ctx, view, { x, y, C }) {
  const { n, cell, queens, focus, solved } = view;
  const t = ease(view.swapProgress ?? 1);
  for (let row = 1; row <= n; row++) {
    const col = queens[row - 1];
    if (!col) continue;
    let left = x(col);
    if (focus.kind === 'swap' && t < 1) {
      if (row === focus.row) left = x(focus.col2) + (x(focus.col) - x(focus.col2)) * t;
      if (row === focus.row2) left = x(focus.col) + (x(focus.col2) - x(focus.col)) * t;
    }
    if (focus.kind === 'move' && t < 1 && row === focus.row) {
      left = x(focus.col2) + (x(focus.col) - x(focus.col2)) * t;
    }
    const unchecked = view.checkedRows >= 0 && row > view.checkedRows && !solved;
    const color = solved ? C.safe : view.attacked?.[row - 1] ? C.attacked : C.ink;
    drawQueen(ctx, left, y(row), cell, color, unchecked ? 0.55 : 1);
  }
}

/** A genetic algorithm's child: the crossover point, a dashed line above row `crossover`. */
function paintCrossover(ctx, { n, cell, crossover }, { y, C }) {
  if (!(crossover > 0 && crossover < n)) return;
  ctx.strokeStyle = C.swap;
  ctx.lineWidth = Math.max(2, cell * 0.06);
  ctx.setLineDash([cell * 0.2, cell * 0.12]);
  ctx.beginPath();
  ctx.moveTo(0, y(crossover));
  ctx.lineTo(n * cell, y(crossover));
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * An exercise's squares picked so far (www/exercise.js): a thick outline and a dot, so a
 * set being chosen shows on any square, marked or not.
 */
function paintPicked(ctx, { cell, picked = [] }, { x, y, C }) {
  for (const [row, col] of picked) {
    const w = Math.max(3, cell * 0.1);
    ctx.strokeStyle = C.swap;
    ctx.lineWidth = w;
    ctx.strokeRect(x(col) + w / 2, y(row) + w / 2, cell - w, cell - w);
    ctx.fillStyle = C.swap;
    ctx.beginPath();
    ctx.arc(x(col) + cell * 0.8, y(row) + cell * 0.2, Math.max(2.5, cell * 0.09), 0, 2 * Math.PI);
    ctx.fill();
  }
}

/**
 * The least of the squares' `values` (n*n, row-major from row 1, −1 for none) and the
 * 1-based squares `[row, col]` holding it, bottom row first: `{ least: null, squares: [] }`
 * when no square has a value.
 */
export function leastValues(values, n) {
  let least = null;
  const squares = [];
  for (let i = 0; i < Math.min(values.length, n * n); i++) {
    const v = values[i];
    if (v < 0) continue;
    if (least === null || v < least) {
      least = v;
      squares.length = 0;
    }
    if (v === least) squares.push([Math.floor(i / n) + 1, (i % n) + 1]);
  }
  return { least, squares };
}

/**
 * The squares' values (AIMA's Figure 4.3a: the h of the board with that row's queen moved
 * there), each in its square, the least outlined (the best successors).
 */
function paintValues(ctx, view, { x, y, C }) {
  const { n, cell } = view;
  const values = view.values ?? [];
  if (values.length !== n * n) return;
  const { least } = leastValues(values, n);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let row = 1; row <= n; row++) {
    for (let col = 1; col <= n; col++) {
      const v = values[(row - 1) * n + (col - 1)];
      if (v < 0) continue;
      const best = v === least && view.singleOutLeast !== false;
      if (best) outline(ctx, x(col), y(row), cell, C.safe, false);
      if (cell < 14) continue;
      const text = String(v);
      ctx.fillStyle = best ? C.safe : C.ink;
      ctx.globalAlpha = best ? 1 : 0.72;
      ctx.font = `${best ? 700 : 500} ${Math.round(cell * (text.length >= 3 ? 0.3 : text.length === 2 ? 0.38 : 0.46))}px system-ui, sans-serif`;
      ctx.fillText(text, x(col) + cell / 2, y(row) + cell / 2 + cell * 0.03);
      ctx.globalAlpha = 1;
    }
  }
}

function drawMark(ctx, left, top, cell, mark, C, pruned = 0) {
  const crossed = pruned > 0;
  const colours = markColours(C, mark);
  ctx.fillStyle = colours.fill;
  ctx.fillRect(left, top, cell, cell);
  if (crossed) {
    // Pruned from its row's domain: crossed out, corner to corner, in the mark's colour.
    const inset = cell * 0.14;
    ctx.strokeStyle = colours.text;
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = Math.max(1, cell * 0.05);
    ctx.beginPath();
    ctx.moveTo(left + inset, top + inset);
    ctx.lineTo(left + cell - inset, top + cell - inset);
    ctx.moveTo(left + cell - inset, top + inset);
    ctx.lineTo(left + inset, top + cell - inset);
    ctx.stroke();
    if (pruned === 2) {
      // Pruned by propagation (AC-3): circled as well.
      ctx.beginPath();
      ctx.arc(left + cell / 2, top + cell / 2, cell * 0.4, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
  if (cell >= 14) {
    ctx.fillStyle = colours.text;
    ctx.font = `700 ${Math.round(cell * (mark >= 10 ? 0.42 : 0.52))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(mark), left + cell / 2, top + cell / 2 + cell * 0.03);
  }
}

/** A line from the lowest to the highest queen standing on the diagonal `on(row0, col0)`. */
function strokeThrough(ctx, queens, n, on, cx, cy) {
  const ends = [];
  for (let row = 1; row <= n; row++) {
    const col = queens[row - 1];
    if (col && on(row - 1, col - 1)) ends.push([row, col]);
  }
  if (ends.length < 2) return;
  const [a, b] = [ends[0], ends[ends.length - 1]];
  ctx.beginPath();
  ctx.moveTo(cx(a[1]), cy(a[0]));
  ctx.lineTo(cx(b[1]), cy(b[0]));
  ctx.stroke();
}

function outline(ctx, left, top, cell, color, dashed) {
  const w = Math.max(3, cell * 0.09);
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.setLineDash(dashed ? [cell * 0.15, cell * 0.1] : []);
  ctx.strokeRect(left + w / 2, top + w / 2, cell - w, cell - w);
  ctx.setLineDash([]);
}

function paintFocus(ctx, view, { x, y, C }) {
  const { focus, cell, n } = view;
  // A row chosen to be filled next (MRV): the whole row outlined.
  if (focus.kind === 'chosen' && focus.row > 0) {
    const w = Math.max(3, cell * 0.09);
    ctx.globalAlpha = 0.16;
    ctx.fillStyle = C.safe;
    ctx.fillRect(0, y(focus.row), n * cell, cell);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = C.safe;
    ctx.lineWidth = w;
    ctx.strokeRect(w / 2, y(focus.row) + w / 2, n * cell - w, cell - w);
    return;
  }
  if (focus.row <= 0 || focus.col <= 0) return;
  const at = (row, col) => [x(col), y(row), cell];
  switch (focus.kind) {
    case 'safe':
    case 'wipe-out':
    case 'solution':
    case 'placed':
    case 'clear':
      outline(ctx, ...at(focus.row, focus.col), C.safe, false);
      break;
    case 'attacked':
    case 'fail':
      outline(ctx, ...at(focus.row, focus.col), C.attacked, false);
      break;
    case 'removed':
      drawQueen(ctx, x(focus.col), y(focus.row), cell, C.removed, 0.35);
      outline(ctx, ...at(focus.row, focus.col), C.removed, true);
      break;
    case 'move':
      outline(ctx, ...at(focus.row, focus.col), C.swap, false);
      break;
    case 'proposed':
      // The square proposed, dashed, with a faint queen: not yet taken.
      drawQueen(ctx, x(focus.col), y(focus.row), cell, C.swap, 0.35);
      outline(ctx, ...at(focus.row, focus.col), C.swap, true);
      break;
    case 'swap':
    case 'reject':
      outline(ctx, ...at(focus.row, focus.col), C.swap, focus.kind === 'reject');
      outline(ctx, ...at(focus.row2, focus.col2), C.swap, focus.kind === 'reject');
      break;
    default:
      break;
  }
}

function drawQueen(ctx, left, top, cell, color, alpha) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = color;
  ctx.font = `${Math.round(cell * 0.78)}px "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('\u265B', left + cell / 2, top + cell / 2 + cell * 0.04);
  ctx.restore();
}

/**
 * Draws Wirth's two flag vectors as strips of 2n − 1 cells: row + col on top, row − col
 * below (index row − col + n − 1), filled where a checked row uses the diagonal.
 * view: { n, cell, flags (2n−1 sum flags then 2n−1 difference flags), labelWidth, colours,
 * labels ([top, bottom], the strips' names in the page's language; English's by default) }
 */
export function drawFlags(ctx, view) {
  const { n, cell, flags, labelWidth } = view;
  const C = view.colours ?? BOARD_THEMES.light;
  const count = 2 * n - 1;
  ctx.clearRect(0, 0, labelWidth + count * cell, 2 * cell + 4);
  ctx.font = `600 ${Math.max(10, Math.round(cell * 0.6))}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.fillStyle = C.ink;
  const [sum, difference] = view.labels ?? ['row + col', 'row − col'];
  ctx.fillText(sum, labelWidth - 6, cell / 2);
  ctx.fillText(difference, labelWidth - 6, cell * 1.5 + 4);
  for (let strip = 0; strip < 2; strip++) {
    for (let k = 0; k < count; k++) {
      const used = flags[strip * count + k];
      const left = labelWidth + k * cell;
      const top = strip * (cell + 4);
      ctx.fillStyle = used ? C.swap : C.flagOff;
      ctx.fillRect(left + 1, top + 1, cell - 2, cell - 2);
    }
  }
}

/**
 * The layout of `count` small boards of n squares in `width` CSS pixels: squares of `cell`
 * pixels, `columns` boards a line, each box `box` wide and `boxHeight` high (the board and a
 * line for its value).
 */
export function populationLayout(count, n, width) {
  const gap = 8;
  const label = 14;
  // The largest small square (2 to 7 px) that fits every board in at most 3 lines.
  for (let cell = 7; cell >= 2; cell--) {
    const box = n * cell + gap;
    const columns = Math.max(1, Math.floor(width / box));
    if (Math.ceil(count / columns) <= 3 || cell === 2) {
      return { cell, columns, box, boxHeight: n * cell + label + gap, rows: Math.ceil(count / columns) };
    }
  }
  return null;
}

/**
 * Draws a population (a genetic algorithm's generation) as small boards with their values.
 * view: { n, boards (1-based columns, n per board), values, bestValue, parents (1-based places,
 * [] for none), layout (populationLayout), colours }
 */
export function drawPopulation(ctx, view) {
  const { n, boards, values, layout } = view;
  const C = view.colours ?? BOARD_THEMES.light;
  const { cell, columns, box, boxHeight, rows } = layout;
  ctx.clearRect(0, 0, columns * box, rows * boxHeight);
  const count = values.length;
  const parents = new Set(view.parents ?? []);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = '600 11px system-ui, sans-serif';
  for (let i = 0; i < count; i++) {
    const left = (i % columns) * box + 4;
    const top = Math.floor(i / columns) * boxHeight + 4;
    for (let row = 1; row <= n; row++) {
      for (let col = 1; col <= n; col++) {
        ctx.fillStyle = (row + col) % 2 === 0 ? C.dark : C.light;
        ctx.fillRect(left + (col - 1) * cell, top + (n - row) * cell, cell, cell);
      }
      const col = boards[i * n + row - 1];
      ctx.fillStyle = C.ink;
      ctx.fillRect(left + (col - 1) * cell, top + (n - row) * cell, cell, cell);
    }
    const solved = values[i] === view.bestValue;
    if (parents.has(i + 1) || solved) {
      ctx.strokeStyle = solved ? C.safe : C.swap;
      ctx.lineWidth = 2;
      ctx.strokeRect(left - 2, top - 2, n * cell + 4, n * cell + 4);
    }
    ctx.fillStyle = solved ? C.safe : C.ink;
    ctx.fillText(`${i + 1}: ${values[i]}`, left + (n * cell) / 2, top + n * cell + 2);
  }
}
