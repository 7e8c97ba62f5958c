// The page's pure helpers under Node's test runner, each against its definition recounted
// here (property tests with fast-check; a failing case prints its seed and a shrunk example).
// Run by `cargo xtask test` (node --test tests/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { initSync, parseWhole as coreParseWhole } from '../../pkg/nqueens.js';
import { format, parseGrouped, parseWhole } from '../../www/shared.js';
import { axisLabels } from '../../www/draw.js';
import { centredRegion, EXCERPT_ROWS, nearestQueen, solutionExcerpt, zoomedRegion } from '../../www/scaled.js';
import { CHART_THEMES, seriesStyle } from '../../www/theme.js';

test('parseGrouped: digits with or without one kind of thousands separator, nothing else', () => {
  for (const [text, value] of [
    ['0', 0], ['1000', 1000], [' 1,000 ', 1000], ['1 000', 1000], ['1\u00a0000', 1000],
    ['1\u202f000', 1000], ['12,345,678', 12345678], ['999', 999], ['007', 7],
  ]) assert.equal(parseGrouped(text), value, JSON.stringify(text));
  for (const text of ['', ' ', '1,00', '1,0000', ',100', '100,', '1,000 000', '1.5', '-3', '+3', 'eight', '1e3', '1__000', '1_000', null, undefined]) {
    assert.equal(parseGrouped(text), null, JSON.stringify(text));
  }
  // Any whole number, written with commas or spaces every three digits, reads back as itself.
  fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(',', ' ', '\u00a0'), (n, sep) => {
    const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    return parseGrouped(grouped) === n && parseGrouped(String(n)) === n;
  }));
  assert.deepEqual(parseWhole('1,000', 1, 1_000_000, 'Runs'), { value: 1000 });
  assert.deepEqual(parseWhole('0', 1, 10, 'Runs'), { error: 'Runs must be a whole number from 1 to 10.' });
});

test('format: what toLocaleString("en-US") gives, for any number and 0 to 6 decimals', () => {
  const numbers = fc.oneof(fc.double({ noNaN: false }), fc.integer(), fc.integer({ min: 0, max: 2 ** 53 }), fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -0.4, 999.995, 1e21, Infinity));
  fc.assert(fc.property(numbers, fc.integer({ min: 0, max: 6 }), (value, digits) => {
    const expected = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    assert.equal(format(value, digits), expected, `${value} with ${digits} decimals`);
  }), { numRuns: 20_000 });
  assert.equal(format(1234567), '1,234,567');
  assert.equal(format('876'), '876');
});

test('parseGrouped agrees with the core’s parse_whole (the rule the CLI uses) on 20,000 generated texts', () => {
  // The page's helper stays plain JavaScript (the workers and these tests use it without the
  // wasm), so it is checked against the core rather than replaced by it.
  initSync({ module: readFileSync(new URL('../../pkg/nqueens_bg.wasm', import.meta.url)) });
  const pieces = fc.constantFrom('0', '1', '12', '123', '1234', '007', ',', ' ', '\u00a0', '\u202f', '\t', '.', '-', '+', 'e', '٣', '_');
  const texts = fc.oneof(fc.array(pieces, { maxLength: 10 }).map((p) => p.join('')), fc.string({ maxLength: 12 }));
  fc.assert(fc.property(texts, (text) => {
    // Up to 15 digits: both give exact numbers there (the core's u64 beyond 2^53 is not).
    fc.pre(text.replace(/\D/g, '').length <= 15);
    assert.equal(parseGrouped(text), coreParseWhole(text) ?? null, JSON.stringify(text));
  }), { numRuns: 20_000 });
});

test('axisLabels: no two numbers closer than the room they need; 1 always shown; each number its own', () => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 32 }), fc.integer({ min: 4, max: 110 }), fc.integer({ min: 10, max: 24 }), (n, cell, room) => {
    const labels = axisLabels(n, cell, room);
    const shown = labels.flatMap((label, i) => (label === '' ? [] : [i + 1]));
    return labels.length === n && shown[0] === 1 &&
      shown.every((k) => labels[k - 1] === String(k)) &&
      shown.every((k, i) => i === 0 || (k - shown[i - 1]) * cell >= room);
  }));
  // Room for every number: all shown.
  assert.deepEqual(axisLabels(4, 48), ['1', '2', '3', '4']);
  assert.deepEqual(axisLabels(8, 10, 18), ['1', '', '3', '', '5', '', '7', '']);
});

test('zoomedRegion: inside the board, 8 times smaller (at least 16), the clicked point stays under the pointer', () => {
  fc.assert(fc.property(
    fc.integer({ min: 33, max: 10_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 6 }),
    (n, a, b, fx, fy, depth) => {
      let size = n;
      for (let k = 0; k < depth; k++) size = Math.max(16, Math.floor(size / 8));
      const view = { row: Math.floor(a * (n - size)), col: Math.floor(b * (n - size)), size };
      const zoomed = zoomedRegion(view, n, fx, fy);
      const expectedSize = Math.min(size, Math.max(16, Math.floor(size / 8)));
      const inside = zoomed.row >= 0 && zoomed.col >= 0 && zoomed.row + zoomed.size <= n && zoomed.col + zoomed.size <= n;
      // The square under the pointer, before and after (within the rounding of one square).
      const before = [view.row + fy * view.size, view.col + fx * view.size];
      const after = [zoomed.row + fy * zoomed.size, zoomed.col + fx * zoomed.size];
      return zoomed.size === expectedSize && inside &&
        Math.abs(before[0] - after[0]) <= 1 && Math.abs(before[1] - after[1]) <= 1;
    },
  ));
});

test('centredRegion: inside the board, holding the square, centred on it unless an edge is near', () => {
  fc.assert(fc.property(fc.integer({ min: 16, max: 1_000_000 }), fc.integer({ min: 1, max: 64 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (n, wanted, a, b) => {
    const size = Math.min(wanted, n);
    const square = { row: Math.floor(a * (n - 1)), col: Math.floor(b * (n - 1)) };
    const w = centredRegion(square, size, n);
    const inside = w.row >= 0 && w.col >= 0 && w.row + size <= n && w.col + size <= n && w.size === size;
    const holds = square.row >= w.row && square.row < w.row + size && square.col >= w.col && square.col < w.col + size;
    // Away from the edges the square sits at the window's centre (offset size >> 1).
    const centred = (w.row === 0 || w.row === n - size || square.row - w.row === size >> 1) &&
      (w.col === 0 || w.col === n - size || square.col - w.col === size >> 1);
    return inside && holds && centred;
  }));
});

test('nearestQueen: the fewest king moves from the window centre, as a scan of every row finds', () => {
  fc.assert(fc.property(
    fc.array(fc.integer({ min: 0, max: 199 }), { minLength: 1, maxLength: 200 }),
    fc.integer({ min: 0, max: 199 }), fc.integer({ min: 0, max: 199 }), fc.integer({ min: 1, max: 64 }),
    (queens, row, col, size) => {
      const view = { row, col, size };
      const found = nearestQueen(queens, queens.length, view);
      const [cr, cc] = [row + Math.floor(size / 2), col + Math.floor(size / 2)];
      const distance = (r) => Math.max(Math.abs(r - cr), Math.abs(queens[r] - cc));
      const best = Math.min(...queens.map((_, r) => distance(r)));
      return found !== null && queens[found.row] === found.col && distance(found.row) === best;
    },
  ));
  assert.equal(nearestQueen([], 0, { row: 0, col: 0, size: 16 }), null);
});


test('solutionExcerpt: the first and last rows’ columns as the worker sends them, the whole board up to 16 rows', () => {
  assert.equal(solutionExcerpt(20, [1, 2, 3, 4, 5, 6, 7, 8], [13, 14, 15, 16, 17, 18, 19, 20]), '1, 2, 3, 4, 5, 6, 7, 8, …, 13, 14, 15, 16, 17, 18, 19, 20');
  assert.equal(solutionExcerpt(4, [2, 4, 1, 3], [2, 4, 1, 3]), '2, 4, 1, 3');
  // Any board's columns, cut as big-worker.js cuts them (the first EXCERPT_ROWS rows and the
  // last EXCERPT_ROWS), read back as every column in order when n ≤ 16, and otherwise as
  // those of rows 1…8, "…", and those of rows n − 7…n.
  const boards = fc.integer({ min: 1, max: 40 }).chain((n) => fc.array(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n }));
  fc.assert(fc.property(boards, (columns) => {
    const n = columns.length;
    const first = columns.slice(0, EXCERPT_ROWS);
    const last = columns.slice(Math.max(0, n - EXCERPT_ROWS));
    const expected = n <= 2 * EXCERPT_ROWS
      ? columns.join(', ')
      : [...columns.slice(0, 8), '…', ...columns.slice(n - 8)].join(', ');
    assert.equal(solutionExcerpt(n, first, last), expected);
  }), { numRuns: 2_000 });
});

test('shareableLink: a served page shares its own address; the single file from disk the published site\'s, or none', async () => {
  const { shareableLink } = await import('../../www/exports.js');
  const query = '?algorithm=backtracking&n=8&step=12';
  assert.equal(shareableLink(`https://school.example/nq/${query}`), `https://school.example/nq/${query}`);
  // Opened from disk with no published site known: no file:// address is handed out.
  globalThis.NQUEENS_EMBEDDED = { site: '' };
  assert.equal(shareableLink(`file:///home/teacher/nqueens-visualizer.html${query}`), null);
  // Built for a site (NQUEENS_SITE_URL): the same move there, for any query.
  globalThis.NQUEENS_EMBEDDED = { site: 'https://someone.github.io/nqueens/' };
  assert.equal(shareableLink(`file:///C:/Users/t/nqueens-visualizer.html${query}`), `https://someone.github.io/nqueens/${query}`);
  fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 32 }), (step, n) => {
    const q = `?algorithm=qs1&n=${n}&seed=7&step=${step}`;
    const link = new URL(shareableLink(`file:///x/y.html${q}`));
    return link.origin === 'https://someone.github.io' && link.pathname === '/nqueens/' && link.search === q;
  }));
  delete globalThis.NQUEENS_EMBEDDED;
});

// www/assets.js's loadCore: tried again while the browser refuses the wasm memory (the cause
// of the loads that never became ready), at once given up on any other failure.
import { loadCore, outOfWasmMemory } from '../../www/assets.js';

test('loadCore waits and tries again while the wasm memory is refused, and only then', async () => {
  const refusal = new RangeError('WebAssembly.instantiate(): Out of memory: Cannot allocate Wasm memory for new instance');
  assert.ok(outOfWasmMemory(refusal));
  assert.ok(outOfWasmMemory(new Error('WebAssembly.Memory(): could not allocate memory')));
  assert.ok(!outOfWasmMemory(new TypeError('Failed to fetch')));
  assert.ok(!outOfWasmMemory(new RangeError('Invalid array length')));
  // Refused twice, then loaded: two pauses heard, init's value returned.
  let calls = 0;
  const waits = [];
  const core = await loadCore(async () => {
    calls++;
    if (calls <= 2) throw refusal;
    return 'core';
  }, (ms, attempt) => waits.push([ms, attempt]));
  assert.equal(core, 'core');
  assert.equal(calls, 3);
  assert.deepEqual(waits, [[250, 1], [500, 2]]);
  // Another failure: given up at once, the same error.
  calls = 0;
  const missing = new TypeError('Failed to fetch');
  await assert.rejects(loadCore(async () => {
    calls++;
    throw missing;
  }), (error) => error === missing);
  assert.equal(calls, 1);
});

// The charts' lines for any number of algorithms (issue 28: an eighth algorithm must not take
// backtracking's colour): for 12, in every theme, no two lines share both colour and dash
// pattern, two lines with the same pattern differ in colour by a CIELAB ΔE of 20 or more, and
// every line stands out from the chart's background (WCAG non-text contrast, 3:1), recounted
// here from the definitions (sRGB → XYZ (D65) → CIELAB; WCAG relative luminance).
test('seriesStyle: 12 algorithms\' chart lines are told apart in every theme', () => {
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = (hex) => { const [r, g, b] = rgb(hex).map(linear); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => { const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x); return (hi + 0.05) / (lo + 0.05); };
  const lab = (hex) => {
    const [r, g, b] = rgb(hex).map(linear);
    const xyz = [
      (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
      0.2126 * r + 0.7152 * g + 0.0722 * b,
      (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    ].map((t) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29));
    return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
  };
  const deltaE = (a, b) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));
  for (const theme of Object.keys(CHART_THEMES)) {
    const lines = Array.from({ length: 12 }, (_, i) => seriesStyle(i, theme));
    const background = CHART_THEMES[theme].background;
    lines.forEach(({ colour, dash }, i) => {
      assert.match(colour, /^#[0-9a-f]{6}$/, `${theme} ${i}`);
      assert.ok(Array.isArray(dash), `${theme} ${i}`);
      assert.ok(ratio(colour, background) >= 3, `${theme} line ${i} (${colour}) on ${background}: ${ratio(colour, background).toFixed(2)}`);
      for (let j = 0; j < i; j++) {
        const other = lines[j];
        const sameDash = JSON.stringify(dash) === JSON.stringify(other.dash);
        if (sameDash) assert.ok(deltaE(colour, other.colour) >= 20, `${theme}: lines ${j} and ${i} share a dash and ${other.colour} ~ ${colour}`);
      }
    });
    // The first seven are the theme's palette, as before.
    assert.deepEqual(lines.slice(0, 7).map((l) => l.colour), CHART_THEMES[theme].palette);
  }
});
