// The animated board as a picture for slides, the same for the PNG, the video and the GIF
// (exports.js) and the worksheet (worksheet.js): the caption above (wrapped), the board with
// its row and column numbers, and the counters and the move under it, on the theme's
// background. `board` is an AnimatedBoard (board.js). The move's words are compare.ftl's,
// through the `t` exports.js's useMessages hands on (this module stays loadable in Node's
// tests, which have no page to read a language from).

import { axisLabels, drawBoard } from './draw.js';
import { format } from './shared.js';

/** The catalog's messages: `t(id, args)` as www/i18n.js's. */
let t = () => {
  throw new Error('board-export.js: useMessages first');
};

/** Says this module's words through `translate(id, args)` (www/i18n.js's `t`). */
export function useMessages(translate) {
  t = translate;
}

/** The layout of an exported picture (PNG, video, GIF), in CSS pixels: margins, the room
 * of the row and column numbers, a caption line, the line of counters, the caption's type. */
const EXPORT = { pad: 24, label: 28, line: 24, counters: 30, font: '600 18px system-ui, sans-serif' };

/**
 * The board as a picture for slides, the same for the PNG, the video and the GIF: the
 * caption above (wrapped), the board with its row and column numbers, and the counters and
 * the move under it, on the theme's background. `frame` is a { canvas, lines, scale }
 * made by exportFrame (its size fixed by the caption's lines when it was made, so a video
 * keeps one size); draws the move on show into it. With `bare`, the board shows its
 * queens alone (no marks, values, lines or highlights: a worksheet's board, for learners to
 * mark).
 */
export function drawExport(board, frame, now = performance.now(), { bare = false } = {}) {
  const { canvas, scale, cell, lines: maxLines } = frame;
  const n = board.n;
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
  const lines = wrapText(ctx, board.ui.el.caption.textContent, side + label).slice(0, maxLines);
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
  ctx.fillText(numbersLine(board), pad, top + side + label + counters / 2);
  ctx.save();
  ctx.translate(pad + label, top);
  const view = board.view(cell, board.swapProgress(now));
  if (bare) {
    Object.assign(view, { marks: new Uint8Array(n * n), pruning: [], diagonals: [], attacked: new Uint8Array(n), deadRow: 0, checkedRows: -1, values: null, picked: [], crossover: 0, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 } });
  }
  drawBoard(ctx, view);
  ctx.restore();
}

/** The counters and the move in one line: "Attempts in total 12 · Solutions found 0 · move 12 of 30". */
export function numbersLine(board) {
  const counters = board.counters().map((c) => `${c.label} ${format(c.value)}`);
  const position = board.handle.position();
  const move = board.span > position ? t('compare-export-move-of', { move: position, moves: board.span }) : t('compare-export-move', { move: position });
  return [...counters, move].join(' · ');
}

/**
 * A canvas for drawExport at `scale` device pixels per CSS pixel, sized for the board on
 * show with room for `lines` lines of caption (at least the caption's lines now).
 */
export function exportFrame(board, { scale = 2, lines = 2 } = {}) {
  const cell = Math.max(board.cell, 24);
  const side = board.n * cell;
  const { pad, label, line, counters } = EXPORT;
  const measure = document.createElement('canvas').getContext('2d');
  measure.font = EXPORT.font;
  const need = Math.max(lines, wrapText(measure, board.ui.el.caption.textContent, side + label).length);
  // Wide enough for the line of numbers under the board too.
  measure.font = '600 15px system-ui, sans-serif';
  const width = Math.ceil(Math.max(side + label, measure.measureText(numbersLine(board)).width + 20) + 2 * pad);
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
export function boardPng(board) {
  const frame = exportFrame(board, { lines: 1 });
  drawExport(board, frame);
  return new Promise((resolve) => frame.canvas.toBlob(resolve, 'image/png'));
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
