// End-to-end tests of addresses that once left the page broken or misinformed (the
// robustness issue): each failed before its fix. Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

test('an algorithm that stops only at a solution, with n = 2 or 3 in the address: a message, and a working page', async () => {
  const page = session.page;
  for (const algorithm of ['qs1', 'random-placement', 'min-conflicts', 'qs4', 'permutation-swap', 'construction']) {
    for (const n of [2, 3]) {
      await open(`?algorithm=${algorithm}&n=${n}&seed=1`);
      const what = `${algorithm}, n = ${n}`;
      assert.match(await text('board-size-error'), new RegExp(`no solution exists on a ${n}×${n} board.*Showing n = 8`, 'i'), what);
      assert.notEqual(await text('status'), 'Loading…', what);
      assert.equal(await page.locator('#algorithm').inputValue(), algorithm, `${what}: the controls show what runs`);
      assert.equal(await page.locator('#board-size').inputValue(), '8', what);
      assert.ok((await page.locator('#counters dd').count()) > 0, `${what}: counters`);
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      assert.notEqual(await text('caption'), '', `${what}: Step works`);
    }
  }
});

test('a size beyond the large board names the chosen algorithm’s limit', async () => {
  await open('?algorithm=min-conflicts&n=10000001');
  assert.match(await text('board-size-error'), /Min-conflicts runs 1 to 1,000,000 \(up to 32 animated, beyond in a scaled view\)/);
  await open('?algorithm=backtracking&n=33');
  assert.match(await text('board-size-error'), /the animated board takes 1 to 32; QS1 gradient swaps, Min-conflicts, QS4 fast swaps,? and Explicit construction run up to 1,000,000 in a scaled view/);
});

test('a bad value in the address keeps its message when the sandbox opens (found by the address fuzzing)', async () => {
  await open('?algorithm=nope&mode=sandbox&n=6&queens=3,6');
  assert.match(await text('board-size-error'), /Unknown algorithm “nope”/);
  assert.match(await text('caption'), /^Sandbox: 2 of 6 queens placed/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
