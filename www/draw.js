// Pure canvas drawing of the board: no state of its own, no DOM beyond the context it is
// given. Row 1 is drawn at the bottom and column 1 at the left, as in the walkthrough.

const LIGHT = '#f4f1ea';
const DARK = '#d9d2c3';
const INK = '#1d2433';
const SAFE = '#1a7f37';
const ATTACKED = '#c62828';
const REMOVED = '#6b7280';

/**
 * A hue for each attacking row (1-based), so the marks of one queen read as a group. The
 * palette skips green and red, which mean "safe" and "attacked" on this board.
 */
const HUES = [215, 280, 40, 185, 320, 250, 60, 195, 300, 30];
export function rowHue(row) {
  return HUES[(row - 1) % HUES.length];
}

/**
 * Fits a board of `n` squares into `width` × `height` CSS pixels: the square size in whole
 * CSS pixels, at least `min`, at most `max`.
 */
export function cellSize(n, width, height, min = 12, max = 110) {
  return Math.max(min, Math.min(max, Math.floor(Math.min(width, height) / n)));
}

/** Sizes the canvas for `n` squares of `cell` CSS pixels, sharp on high-density screens. */
export function sizeCanvas(canvas, n, cell, ratio = globalThis.devicePixelRatio || 1) {
  const side = n * cell;
  canvas.style.width = `${side}px`;
  canvas.style.height = `${side}px`;
  canvas.width = Math.round(side * ratio);
  canvas.height = Math.round(side * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/**
 * Draws the board.
 * view: {
 *   n, cell            board size and square size in CSS pixels
 *   queens             1-based columns of the queens on rows 1..k (array-like)
 *   marks              n*n bytes, row-major from row 1: 0 or the 1-based marking row
 *   focus              { kind, row, col } from the last move, 1-based (row 0 = none)
 *   solved             true while a full solution is on the board
 * }
 */
export function drawBoard(ctx, view) {
  const { n, cell, queens, marks, focus, solved } = view;
  const x = (col) => (col - 1) * cell; // 1-based column → left edge
  const y = (row) => (n - row) * cell; // 1-based row → top edge (row 1 at the bottom)

  ctx.clearRect(0, 0, n * cell, n * cell);
  for (let row = 1; row <= n; row++) {
    for (let col = 1; col <= n; col++) {
      ctx.fillStyle = (row + col) % 2 === 0 ? DARK : LIGHT;
      ctx.fillRect(x(col), y(row), cell, cell);
      const mark = marks[(row - 1) * n + (col - 1)];
      if (mark && queens[row - 1] !== col) {
        const hue = rowHue(mark);
        ctx.fillStyle = `hsla(${hue}, 70%, 55%, 0.28)`;
        ctx.fillRect(x(col), y(row), cell, cell);
        if (cell >= 14) {
          ctx.fillStyle = `hsl(${hue}, 75%, 24%)`;
          ctx.font = `700 ${Math.round(cell * (mark >= 10 ? 0.42 : 0.52))}px system-ui, sans-serif`;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(String(mark), x(col) + cell / 2, y(row) + cell / 2 + cell * 0.03);
        }
      }
    }
  }

  // The line from the attacking queen to the square just tried.
  if (focus.kind === 'attacked' && focus.row > 0) {
    const by = marks[(focus.row - 1) * n + (focus.col - 1)];
    const byCol = queens[by - 1];
    if (by && byCol) {
      ctx.strokeStyle = ATTACKED;
      ctx.lineWidth = Math.max(2, cell * 0.06);
      ctx.setLineDash([cell * 0.18, cell * 0.12]);
      ctx.beginPath();
      ctx.moveTo(x(byCol) + cell / 2, y(by) + cell / 2);
      ctx.lineTo(x(focus.col) + cell / 2, y(focus.row) + cell / 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }

  for (let row = 1; row <= queens.length; row++) {
    drawQueen(ctx, x(queens[row - 1]), y(row), cell, solved ? SAFE : INK, 1);
  }

  if (focus.row > 0) {
    const color = { safe: SAFE, solution: SAFE, attacked: ATTACKED, removed: REMOVED }[focus.kind];
    if (color) {
      if (focus.kind === 'removed') {
        drawQueen(ctx, x(focus.col), y(focus.row), cell, REMOVED, 0.35);
      }
      const w = Math.max(3, cell * 0.09);
      ctx.strokeStyle = color;
      ctx.lineWidth = w;
      ctx.setLineDash(focus.kind === 'removed' ? [cell * 0.15, cell * 0.1] : []);
      ctx.strokeRect(x(focus.col) + w / 2, y(focus.row) + w / 2, cell - w, cell - w);
      ctx.setLineDash([]);
    }
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
