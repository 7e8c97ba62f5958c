// End-to-end tests of addresses that once left the page broken or misinformed (the
// robustness issue): each failed before its fix. Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registry, useBrowser } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

test('an algorithm that stops only at a solution, with n = 2 or 3 in the address: a message, and a working page', async () => {
  const page = session.page;
  // Every algorithm that stops only at a solution (all but the exhaustive search).
  const stopping = registry().filter((a) => !a.exhaustive).map((a) => a.id);
  assert.ok(stopping.length >= 6, stopping.join(', '));
  for (const algorithm of stopping) {
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
  await open('?algorithm=min-conflicts&n=100000001');
  assert.match(await text('board-size-error'), /Min-conflicts runs 1 to 100,000,000 \(up to 32 animated, beyond in a scaled view\)/);
  await open('?algorithm=qs1&n=1000001&seed=1');
  assert.match(await text('board-size-error'), /QS1 gradient swaps runs 1 to 1,000,000 \(up to 32 animated, beyond in a scaled view\)/);
  await open('?algorithm=backtracking&n=33');
  assert.match(await text('board-size-error'), /the animated board takes 1 to 32; Min-conflicts, QS4 fast swaps,? and Explicit construction run up to 100,000,000 in a scaled view, QS1 gradient swaps up to 1,000,000\./);
});

test('a bad value in the address keeps its message when the sandbox opens (found by the address fuzzing)', async () => {
  await open('?algorithm=nope&mode=sandbox&n=6&queens=3,6');
  assert.match(await text('board-size-error'), /Unknown algorithm “nope”/);
  assert.match(await text('caption'), /^Sandbox: 2 of 6 queens placed/);
});

test('every bad word, repeated parameter and ignored seed in the address gets a message naming it (found by the address fuzzing)', async () => {
  await open('?present=2&theme=blue&view=list&predict=yes&mode=edit&embed=&loop=on&n=6&n=7&seed=x');
  const said = await text('board-size-error');
  for (const name of ['present', 'theme', 'view', 'predict', 'mode', 'embed', 'loop']) {
    assert.match(said, new RegExp(`The ${name} in the address takes`), name);
  }
  assert.match(said, /The address gives n 2 times; the first is used/);
  assert.match(said, /The seed “x” is not a whole number .*\(in the address\); it was ignored/, 'a seed backtracking does not use');
  assert.equal(await session.page.locator('#board-size').inputValue(), '6');
});

test('queens that do not fit the board, a sandbox too large, and a step past the end each get a message beside the others (found by the address fuzzing)', async () => {
  await open('?n=8&queens=9,9');
  assert.match(await text('board-size-error'), /The queens in the address must fit the 8×8 board/);
  await open('?n=4&queens=1,3,0,2,4');
  assert.match(await text('board-size-error'), /must fit the 4×4 board \(at most 4 rows/);
  await open('?algorithm=min-conflicts&n=5000&queens=1,2&seed=1');
  assert.match(await text('board-size-error'), /The queens in the address need a board of 1 to 32 rows/);
  await open('?algorithm=construction&n=33&mode=sandbox&from=9&to=5');
  assert.match(await text('board-size-error'), /The to in the address must come after from.*The sandbox takes boards of 1 to 32 rows/);
  await open('?algorithm=backtracking&n=4&step=99999');
  assert.match(await text('board-size-error'), /The run ends at move 77, before move 99,999 \(the step in the address\)/);
});

test('the Compare lab names each bad value of its address beside its field (found by the address fuzzing)', async () => {
  await open('?view=compare&n=0&trials=x&seed=-1&algorithms=foo,qs1&theme=x');
  assert.match(await text('cmp-n-error'), /Board size must be a whole number from 1 to 100,000 \(the n in the address\)/);
  assert.match(await text('cmp-trials-error'), /from 1 to 1,000,000 \(the trials in the address\)/);
  assert.match(await text('cmp-seed-error'), /seed “-1” is not a whole number.*\(the seed in the address\)/);
  assert.match(await text('cmp-status'), /The theme in the address takes.*“foo”, which the lab does not run/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
