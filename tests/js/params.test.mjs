// www/params.js under Node's test runner: the parameters an address gives, by a description's
// declarations only, and each kind's default as an address writes it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boundAt, clampToBoard, defaultText, paramsFromAddress } from '../../www/params.js';

const description = {
  parameters: [
    { name: 'sideways', kind: { type: 'whole', min: 0, max: 1000, default: 0 } },
    { name: 'restart', kind: { type: 'flag', default: true } },
    { name: 'choice', kind: { type: 'choice', choices: [{ value: 'steepest' }, { value: 'first-choice' }], default: 'steepest' } },
  ],
};

test('defaultText writes each kind’s default as the address does', () => {
  assert.deepEqual(description.parameters.map(defaultText), ['0', 'on', 'steepest']);
  assert.equal(defaultText({ kind: { type: 'flag', default: false } }), 'off');
  assert.equal(defaultText({ kind: { type: 'real', default: 0.95 } }), '0.95');
});

test('paramsFromAddress keeps the declared parameters given, in the description’s order, and nothing else', () => {
  const names = ['sideways', 'restart', 'choice', 'n', 'seed', 'algorithm', 'step', 'other'];
  fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 6 })), { maxLength: 10 }), (pairs) => {
    const search = new URLSearchParams(pairs);
    const kept = [...new URLSearchParams(paramsFromAddress(description, search))];
    const expected = description.parameters
      .filter((p) => search.has(p.name))
      .map((p) => [p.name, search.get(p.name)]);
    assert.deepEqual(kept, expected);
  }));
  assert.equal(paramsFromAddress(description, new URLSearchParams('n=8&seed=3')), '');
  assert.equal(paramsFromAddress({ parameters: [] }, new URLSearchParams('sideways=3')), '');
});

test('boundAt reads a bound of n as the board size, and a number as itself', () => {
  // queensLV's k: 0 ≤ k ≤ n, as the core serializes it ({"min": 0, "max": "n"}).
  assert.equal(boundAt(0, 8), '0');
  assert.equal(boundAt('n', 8), '8');
  assert.equal(boundAt('n', 1000), '1000');
  assert.equal(boundAt(0.5, 8), '0.5');
  // Without a board, no limit from n.
  assert.equal(boundAt('n', undefined), '');
  fc.assert(fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.nat(), (n, v) => {
    assert.equal(boundAt('n', n), String(n));
    assert.equal(boundAt(v, n), String(v));
  }));
});

test('clampToBoard brings a value above a bound of n down to the board, and says so', () => {
  const lv = { parameters: [{ name: 'k', kind: { type: 'whole', min: 0, max: 'n', default: 2 } }, ...description.parameters] };
  assert.deepEqual(clampToBoard(lv, 'k=8', 5), { query: 'k=5', notes: ['k was 8, more than the board’s 5 rows: k = 5.'.replace('’', "'")] });
  assert.deepEqual(clampToBoard(lv, 'k=8&sideways=3', 1), { query: 'k=1&sideways=3', notes: ["k was 8, more than the board's 1 row: k = 1."] });
  // Brought to its default: left out of the query, as the form writes it.
  assert.deepEqual(clampToBoard(lv, 'k=3', 2).query, '');
  // Within the board, or a bound that is a number: unchanged.
  assert.deepEqual(clampToBoard(lv, 'k=5', 5), { query: 'k=5', notes: [] });
  assert.deepEqual(clampToBoard(lv, 'sideways=1000', 4), { query: 'sideways=1000', notes: [] });
  fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (n, k) => {
    const { query, notes } = clampToBoard(lv, `k=${k}`, n);
    const after = Number(new URLSearchParams(query).get('k') ?? 2);
    assert.equal(after, Math.min(k, n));
    assert.equal(notes.length, k > n ? 1 : 0);
  }));
});
