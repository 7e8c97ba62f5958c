// www/timing.js under Node's test runner: the Compare view's CPU time per run from the
// batches its workers time, fed batch times directly. The best batch is the time, the median
// and range its spread, each recounted here from the definition; interrupted batches (slower
// ones, fewer than half) never move the time; and when most batches are slow the words say
// the machine was too busy instead of showing a number as if it were sound.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '../../www/node_modules/@fluent/bundle/esm/index.js';
import { busyNote, formatMs, TIME_COLUMNS, timeCell, timeFields, timePerRun, TOO_BUSY_RATIO, useMessages } from '../../www/timing.js';
import { setNumberLocale } from '../../www/shared.js';

/** `t(id, args)` of `tag`'s compare.ftl, as www/i18n.js gives it to the page (issue 42). */
function messagesOf(tag) {
  const bundle = new FluentBundle(tag, { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(new URL(`../../locales/${tag}/compare.ftl`, import.meta.url), 'utf8')));
  return (id, args) => bundle.formatPattern(bundle.getMessage(id).value, args);
}
// The English the page said before the catalogs, word for word (the tests below).
useMessages(messagesOf('en'));

/** A share: its runs and its parts' batch times (ms per pass), every part timed `batches` times. */
const share = (batches) => fc.record({
  runs: fc.integer({ min: 1, max: 1000 }),
  repeats: fc.integer({ min: 1, max: 10_000 }),
  parts: fc.array(fc.array(fc.double({ min: 1e-4, max: 1e4, noNaN: true }), { minLength: batches, maxLength: batches }), { minLength: 1, maxLength: 4 }),
});
const shares = fc.integer({ min: 1, max: 15 }).chain((batches) => fc.array(share(batches), { minLength: 1, maxLength: 4 }));

const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

test('the time per run is the sum of each part’s best batch over all runs; the median and the slowest likewise', () => {
  fc.assert(fc.property(shares, (list) => {
    const time = timePerRun(list);
    const runs = list.reduce((sum, s) => sum + s.runs, 0);
    const sum = (pick) => list.flatMap((s) => s.parts).reduce((total, part) => total + pick([...part].sort((a, b) => a - b)), 0) / runs;
    assert.ok(close(time.best, sum((sorted) => sorted[0])));
    assert.ok(close(time.max, sum((sorted) => sorted[sorted.length - 1])));
    const mid = (sorted) => (sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);
    assert.ok(close(time.median, sum(mid)));
    assert.ok(time.best <= time.median * (1 + 1e-12) && time.median <= time.max * (1 + 1e-12));
    assert.equal(time.batches, list[0].parts[0].length);
    assert.equal(time.repeats, Math.min(...list.map((s) => s.repeats)));
    assert.equal(time.tooBusy, time.median / time.best > TOO_BUSY_RATIO);
  }));
});

test('interrupted batches, fewer than half, never move the time nor make it too busy', () => {
  const batches = fc.integer({ min: 3, max: 15 });
  fc.assert(fc.property(batches, fc.double({ min: 1e-3, max: 100, noNaN: true }), fc.integer({ min: 1, max: 500 }), fc.infiniteStream(fc.double({ min: 1.01, max: 1000, noNaN: true })), (k, ms, runs, slowdowns) => {
    const interrupted = Math.floor((k - 1) / 2);
    const passes = Array.from({ length: k }, (_, i) => (i < interrupted ? ms * slowdowns.next().value : ms));
    const time = timePerRun([{ runs, repeats: 1, parts: [passes] }]);
    assert.ok(close(time.best, ms / runs));
    assert.ok(close(time.median, ms / runs));
    assert.equal(time.tooBusy, false);
    assert.equal(timeCell(time).text, formatMs(ms / runs));
  }));
});

test('most batches slowed: too busy, said in words in the cell and the status line, with the spread', () => {
  // Injected batch times: the machine busy for all but one batch in five (twice as slow).
  const time = timePerRun([{ runs: 150, repeats: 8, parts: [[0.30, 0.61, 0.58, 0.66, 0.60]] }]);
  assert.equal(time.tooBusy, true);
  const cell = timeCell(time);
  assert.equal(cell.text, 'too busy to time');
  assert.match(cell.note, /^the machine was too busy: the median of 5 batches took 2\.0 × the fastest \(over 1\.5 ×\); median 4\.00, range 2\.00–4\.40 µs$/);
  assert.match(busyNote(['Backtracking', 'Random placement']), /too busy for the CPU time of Backtracking and Random placement to mean anything \(the median timed batch over 1\.5 × the fastest\)/);
  assert.equal(busyNote([]), '');
  assert.deepEqual(timeFields(time), ['0.002', '0.004', '0.0044', '5', 'true']);
  // Just at the threshold: still sound; just over: too busy.
  assert.equal(timePerRun([{ runs: 1, parts: [[1, 1.5, 1.5]] }]).tooBusy, false);
  assert.equal(timePerRun([{ runs: 1, parts: [[1, 1.51, 1.51]] }]).tooBusy, true);
});

test('a sound time: the best in the cell, and its note names the batches, the median and the range', () => {
  const time = timePerRun([
    { runs: 150, repeats: 8, parts: [[0.27, 0.28, 0.27, 0.29, 0.27]] },
    { runs: 150, repeats: 8, parts: [[0.27, 0.27, 0.30, 0.28, 0.28]] },
  ]);
  assert.equal(time.tooBusy, false);
  assert.deepEqual(timeCell(time), { text: '1.80 µs', note: 'best of 5 batches; median 1.83, range 1.80–1.97 µs' });
  assert.equal(timeFields(time).length, TIME_COLUMNS.length);
  // Milliseconds from 0.01 ms, the range in the best's unit.
  assert.equal(timeCell(timePerRun([{ runs: 1, parts: [[1.95, 2.0, 2.25]] }])).note, 'best of 3 batches; median 2.00, range 1.95–2.25 ms');
  assert.equal(formatMs(0.000_43), '0.430 µs');
  assert.equal(formatMs(123.4), '123 ms');
});

test('nothing timed: no number', () => {
  assert.equal(timePerRun([]), null);
  assert.equal(timePerRun([{ runs: 3, parts: [] }]), null);
  assert.deepEqual(timeCell(null), { text: '—', note: 'not timed' });
  assert.deepEqual(timeFields(null), ['', '', '', '', '']);
});

test('in German (issue 42): the words of locales/de/compare.ftl, the numbers the German way', () => {
  useMessages(messagesOf('de'));
  setNumberLocale('de');
  try {
    const time = timePerRun([{ runs: 1, parts: [[1.95, 2.0, 2.25]] }]);
    assert.deepEqual(timeCell(time), { text: '1,95 ms', note: 'bester von 3 Durchgängen; Median 2,00, Spanne 1,95–2,25 ms' });
    assert.equal(formatMs(0.000_43), '0,430 µs');
    assert.equal(formatMs(1234.5), '1.235 ms');
    assert.equal(timeCell(null).note, 'nicht gemessen');
    assert.match(busyNote(['A', 'B', 'C']), /^ Der Computer war zu ausgelastet, als dass die CPU-Zeit von A, B und C etwas aussagen könnte \(der mittlere gemessene Durchgang über dem 1,5-Fachen des schnellsten\)/);
  } finally {
    useMessages(messagesOf('en'));
    setNumberLocale('en');
  }
});
