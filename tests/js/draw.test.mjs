// www/draw.js under Node's test runner: the pure helpers, and what drawBoard asks of a canvas
// context (a recording stand-in), checked against the walkthrough's second diagram.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BOARD_LAYERS, MARK_HUES, cellSize, drawBoard, drawFlags, ease, leastValues, rowHue } from '../../www/draw.js';
import { BOARD_THEMES, blend, contrast, hexRgb, hslRgb } from '../../www/theme.js';

/** A 2D context that records fillText, fillRect and strokeRect calls with the fill/stroke style then. */
function recordingContext() {
  const calls = [];
  const ctx = {
    calls,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    textAlign: '',
    textBaseline: '',
    lineCap: '',
    save() {},
    restore() {},
    setLineDash() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke() {},
    clearRect() {},
    fillRect(x, y, w, h) { calls.push({ op: 'fillRect', x, y, w, h, style: this.fillStyle, alpha: this.globalAlpha }); },
    strokeRect(x, y, w, h) { calls.push({ op: 'strokeRect', x, y, w, h, style: this.strokeStyle }); },
    fillText(text, x, y) { calls.push({ op: 'fillText', text, x, y, style: this.fillStyle }); },
  };
  return ctx;
}

/** The square (1-based row from the bottom, column from the left) holding point (x, y). */
const squareAt = (n, cell, x, y) => ({ row: n - Math.floor(y / cell), col: Math.floor(x / cell) + 1 });

test('drawBoard draws the walkthrough’s second diagram: its numbers, its queens, the square just tried', () => {
  // Walkthrough step 2 on 4×4 (tests/fixtures/walkthrough/step-2.txt), top row first:
  //   1 . 2 1 / 1 2 1 2 / 1 1 Q . / Q . . .
  const n = 4;
  const cell = 50;
  const rowsTopFirst = ['1 . 2 1', '1 2 1 2', '1 1 Q .', 'Q . . .'].map((line) => line.split(' '));
  const marks = new Uint8Array(n * n);
  const queens = [1, 3, 0, 0];
  rowsTopFirst.forEach((cells, i) => {
    const row = n - i;
    cells.forEach((v, c) => { if (/\d/.test(v)) marks[(row - 1) * n + c] = Number(v); });
  });
  const ctx = recordingContext();
  drawBoard(ctx, {
    n, cell, queens, marks, diagonals: [], attacked: new Uint8Array(n), solved: false, deadRow: 0,
    checkedRows: -1, swapProgress: 1, focus: { kind: 'safe', row: 2, col: 3, row2: 0, col2: 0 },
  });
  const texts = ctx.calls.filter((c) => c.op === 'fillText');
  // Every mark as a number at its square, and the two queens.
  const drawn = Array.from({ length: n }, () => Array(n).fill('.'));
  for (const { text, x, y } of texts) {
    const { row, col } = squareAt(n, cell, x, y);
    drawn[n - row][col - 1] = text === '\u265B' ? 'Q' : text;
  }
  assert.deepEqual(drawn, rowsTopFirst);
  // Each row's numbers in that row's hue (the legend's colours).
  for (const t of texts.filter((c) => c.text !== '\u265B')) {
    assert.equal(t.style, `hsl(${rowHue(Number(t.text))}, 75%, 20%)`);
  }
  // The square just tried (row 2, column 3) outlined in green: safe.
  const outlines = ctx.calls.filter((c) => c.op === 'strokeRect');
  assert.equal(outlines.length, 1);
  assert.deepEqual(squareAt(n, cell, outlines[0].x + 5, outlines[0].y + 5), { row: 2, col: 3 });
  assert.equal(outlines[0].style, '#1a7f37');
});

test('each board layer draws only from its own part of the view: a view holding none of them draws the squares alone', () => {
  // A board with no queen and no layer (as the core's record gives them for an algorithm that
  // keeps none: empty arrays, 0, −1): n² squares and nothing else, whichever layers exist.
  fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), (n) => {
    const ctx = recordingContext();
    drawBoard(ctx, {
      n, cell: 10, queens: new Uint32Array(n), marks: new Uint8Array(0), pruning: new Uint8Array(0), diagonals: [],
      attacked: null, solved: false, deadRow: 0, checkedRows: -1, values: new Int32Array(0), crossover: 0,
      swapProgress: 1, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 },
    });
    assert.ok(ctx.calls.every((c) => c.op === 'fillRect'));
    // The light squares as one rectangle under the dark ones (no seam at a fractional screen
    // scale), each square's centre ending the colour of its place on the checkerboard.
    assert.deepEqual([ctx.calls[0].x, ctx.calls[0].y, ctx.calls[0].w, ctx.calls[0].h], [0, 0, 10 * n, 10 * n]);
    assert.equal(ctx.calls.length, 1 + Math.ceil((n * n) / 2));
    const colours = new Set();
    for (let row = 1; row <= n; row++) {
      for (let col = 1; col <= n; col++) {
        const [cx, cy] = [(col - 0.5) * 10, (n - row + 0.5) * 10];
        const top = ctx.calls.filter((c) => c.x <= cx && cx < c.x + c.w && c.y <= cy && cy < c.y + c.h).pop();
        colours.add(`${(row + col) % 2}:${top.style}`);
      }
    }
    // Two colours, one per parity of row + column (one alone on a 1 × 1 board).
    assert.equal(colours.size, n === 1 ? 1 : 2);
    assert.equal(new Set([...colours].map((c) => c.split(':')[1])).size, colours.size);
  }));
  // The layers are named once each, bottom first, the squares under everything.
  const names = BOARD_LAYERS.map(([name]) => name);
  assert.equal(new Set(names).size, names.length);
  assert.equal(names[0], 'squares');
  assert.ok(names.indexOf('marks') < names.indexOf('queens') && names.indexOf('queens') < names.indexOf('focus'));
});

test('drawBoard flags the dead row across the whole board', () => {
  const ctx = recordingContext();
  drawBoard(ctx, {
    n: 5, cell: 20, queens: [1, 3, 5, 2, 0], marks: new Uint8Array(25), diagonals: [], attacked: new Uint8Array(5),
    solved: false, deadRow: 5, checkedRows: -1, swapProgress: 1, focus: { kind: 'dead', row: 0, col: 0, row2: 0, col2: 0 },
  });
  const band = ctx.calls.find((c) => c.op === 'fillRect' && c.style === '#c62828' && c.alpha < 1);
  assert.deepEqual([band.x, band.y, band.w, band.h], [0, 0, 100, 20], 'row 5 is the top row');
});

test('drawBoard writes each square’s value and outlines exactly the least (AIMA’s Figure 4.3a)', () => {
  fc.assert(fc.property(fc.integer({ min: 2, max: 9 }).chain((n) => fc.tuple(fc.constant(n),
    fc.array(fc.integer({ min: -1, max: 40 }), { minLength: n * n, maxLength: n * n }))), ([n, values]) => {
    const cell = 30;
    const ctx = recordingContext();
    drawBoard(ctx, {
      n, cell, queens: new Array(n).fill(0), marks: new Uint8Array(n * n), diagonals: [], attacked: null, solved: false,
      deadRow: 0, checkedRows: -1, swapProgress: 1, values, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 },
    });
    // Every value at its square, none where there is none (−1).
    const written = new Map(ctx.calls.filter((c) => c.op === 'fillText').map((c) => {
      const { row, col } = squareAt(n, cell, c.x, c.y);
      return [`${row},${col}`, Number(c.text)];
    }));
    const expected = new Map();
    values.forEach((v, i) => { if (v >= 0) expected.set(`${Math.floor(i / n) + 1},${(i % n) + 1}`, v); });
    assert.deepEqual(written, expected);
    // Outlined: the squares of the least value, recounted here.
    const outlined = ctx.calls.filter((c) => c.op === 'strokeRect').map((c) => {
      const { row, col } = squareAt(n, cell, c.x + 5, c.y + 5);
      return [row, col];
    });
    const present = values.filter((v) => v >= 0);
    const least = present.length ? Math.min(...present) : null;
    const best = [];
    values.forEach((v, i) => { if (v === least) best.push([Math.floor(i / n) + 1, (i % n) + 1]); });
    assert.deepEqual(outlined, best);
    assert.deepEqual(leastValues(values, n), { least, squares: best });
  }));
});

test('drawFlags fills exactly the flags in use', () => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.boolean(), { minLength: 2 * (2 * n - 1), maxLength: 2 * (2 * n - 1) }))), ([n, flags]) => {
    const ctx = recordingContext();
    drawFlags(ctx, { n, cell: 10, labelWidth: 80, flags: flags.map(Number) });
    const cells = ctx.calls.filter((c) => c.op === 'fillRect');
    return cells.length === flags.length && cells.every((c, i) => (c.style === '#1565c0') === flags[i]);
  }));
});

test('cellSize: the largest whole square that fits, within its bounds', () => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (n, w, h) => {
    const cell = cellSize(n, w, h);
    const fits = Math.floor(Math.min(w, h) / n);
    return cell === Math.max(12, Math.min(110, fits));
  }));
  assert.equal(cellSize(8, 480, 400), 50);
});

test('rowHue: ten different hues, none green or red (those mean safe and attacked), repeating after ten', () => {
  const hues = Array.from({ length: 10 }, (_, i) => rowHue(i + 1));
  assert.equal(new Set(hues).size, 10);
  for (const h of hues) {
    assert.ok(!(h >= 90 && h <= 160), `hue ${h} is green`);
    assert.ok(h > 20 && h < 340, `hue ${h} is red`);
  }
  assert.equal(rowHue(11), rowHue(1));
});

test('ease: 0 at 0, 1 at 1, never decreasing, clamped outside', () => {
  assert.equal(ease(0), 0);
  assert.equal(ease(1), 1);
  assert.equal(ease(-3), 0);
  assert.equal(ease(7), 1);
  fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) =>
    a <= b ? ease(a) <= ease(b) : ease(a) >= ease(b)));
});

test('themes: every mark number keeps 4.5:1 against its filled square; queens and marks of moves 3:1 against the squares', () => {
  for (const [theme, C] of Object.entries(BOARD_THEMES)) {
    for (const hue of MARK_HUES) {
      for (const square of [C.light, C.dark]) {
        const background = blend(hslRgb(hue, C.markFill.s, C.markFill.l), C.markFill.a, hexRgb(square));
        const text = hslRgb(hue, C.markText.s, C.markText.l);
        const ratio = contrast(text, background);
        assert.ok(ratio >= 4.5, `${theme}: the number of a mark of hue ${hue} on ${square} has contrast ${ratio.toFixed(2)}`);
      }
    }
    // Non-text graphics (WCAG 1.4.11): queens and the outlines of a move against both squares.
    for (const name of ['ink', 'safe', 'attacked', 'swap']) {
      for (const square of [C.light, C.dark]) {
        const ratio = contrast(hexRgb(C[name]), hexRgb(square));
        assert.ok(ratio >= 3, `${theme}: ${name} ${C[name]} on ${square} has contrast ${ratio.toFixed(2)}`);
      }
    }
  }
  // The formula itself, on known pairs: black on white 21:1; #767676 on white 4.54:1.
  assert.equal(contrast([0, 0, 0], [255, 255, 255]).toFixed(1), '21.0');
  assert.equal(contrast(hexRgb('#767676'), [255, 255, 255]).toFixed(2), '4.54');
  assert.deepEqual(hslRgb(0, 100, 50), [255, 0, 0]);
  assert.deepEqual(hslRgb(120, 100, 25), [0, 128, 0]);
});

test('squareAt: the centre of every square is that square (row 1 at the bottom); outside the board, none', async () => {
  const { squareAt } = await import('../../www/draw.js');
  fc.assert(fc.property(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 8, max: 60 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (n, cell, left, top) => {
    const rect = { left, top, width: n * cell, height: n * cell };
    for (let row = 1; row <= n; row++) {
      for (let col = 1; col <= n; col++) {
        const at = squareAt(rect, left + (col - 0.5) * cell, top + (n - row + 0.5) * cell, n);
        if (at?.row !== row || at?.col !== col) return false;
      }
    }
    return squareAt(rect, left - 1, top + 1, n) === null && squareAt(rect, left + 1, top + n * cell + 1, n) === null;
  }), { numRuns: 50 });
});

test('collision lines run through every diagonal and every column holding more than one queen (a complete-state board stacks columns)', () => {
  // 4 × 4, one queen per row: columns 1, 3, 1, 2 (rows 1 to 4); column 1 holds rows 1 and 3.
  // The attacking pairs are recounted below from the definitions.
  const n = 4;
  const cell = 10;
  const queens = [1, 3, 1, 2];
  const diagonals = new Array(2 * (2 * n - 1)).fill(0);
  queens.forEach((c, r) => {
    diagonals[r + (c - 1)]++;
    diagonals[2 * n - 1 + r - (c - 1) + n - 1]++;
  });
  const lines = [];
  const ctx = recordingContext();
  let from = null;
  ctx.moveTo = (x, y) => { from = [x, y]; };
  ctx.lineTo = (x, y) => { lines.push([...from, x, y]); };
  drawBoard(ctx, {
    n, cell, queens, marks: new Uint8Array(n * n), diagonals, attacked: new Uint8Array(n), solved: false, deadRow: 0,
    checkedRows: -1, swapProgress: 1, focus: { kind: 'none', row: 0, col: 0, row2: 0, col2: 0 },
  });
  // The pairs that attack each other, by the definitions: same column or same diagonal.
  const pairs = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) {
    if (queens[a] === queens[b] || Math.abs(queens[a] - queens[b]) === b - a) pairs.push([a, b]);
  }
  const centre = (r) => [(queens[r] - 0.5) * cell, (n - r - 0.5) * cell];
  // Every attacking pair lies on one drawn line (the segment through their centres).
  const onLine = ([x0, y0, x1, y1], [px, py]) => Math.abs((x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)) < 1e-6
    && px >= Math.min(x0, x1) - 1e-6 && px <= Math.max(x0, x1) + 1e-6 && py >= Math.min(y0, y1) - 1e-6 && py <= Math.max(y0, y1) + 1e-6;
  for (const [a, b] of pairs) {
    assert.ok(lines.some((line) => onLine(line, centre(a)) && onLine(line, centre(b))), `rows ${a + 1} and ${b + 1} attack each other: a line through both`);
  }
  assert.ok(pairs.some(([a, b]) => queens[a] === queens[b]), 'the board has a column pair');
});
