// End-to-end test of the randomized solvers (random placement, permutation swaps, QS1) in
// Debian's headless Chromium (playwright-core). Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, isSolution, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;
const columns = async () => (await text('solution')).split(',').map(Number);

const COUNTERS = {
  'random-placement': ['trials', 'trial-attempts', 'attempts-total'],
  'permutation-swap': ['permutations', 'swaps'],
  qs1: ['collisions', 'initial-collisions', 'pairs-tested', 'swaps-tested', 'swaps-performed', 'permutations'],
  'min-conflicts': ['conflicts', 'moves', 'rescans', 'starts'],
  qs4: ['collisions', 'swaps-tested', 'swaps-performed', 'starts'],
};

for (const algorithm of Object.keys(COUNTERS)) {
  test(`${algorithm}: n = 8, seed 42 runs to a valid solution; step back and forward return to it`, async () => {
    await open(`?algorithm=${algorithm}&n=8&seed=42`);
    assert.equal(await session.page.getByLabel('Algorithm', { exact: true }).inputValue(), algorithm);
    assert.equal(await session.page.getByRole('textbox', { name: /^Seed/ }).inputValue(), '42');
    await session.page.getByRole('button', { name: 'Run to end' }).click();
    await waitForText(session.page, 'solution', /\d/);
    const solution = await columns();
    assert.equal(solution.length, 8);
    assert.ok(isSolution(solution), `${solution} is a solution`);
    assert.match(await text('caption'), /^Solution/);
    assert.match(await text('status'), /Solved with seed 42/);
    if (algorithm === 'qs1') assert.equal(await text('collisions'), '0');
    const counters = await Promise.all(COUNTERS[algorithm].map(text));

    await session.page.getByRole('button', { name: 'Step back' }).click();
    assert.equal(await text('solution'), '');
    await session.page.getByRole('button', { name: 'Step', exact: true }).click();
    assert.deepEqual(await columns(), solution);
    assert.deepEqual(await Promise.all(COUNTERS[algorithm].map(text)), counters);

    // The same seed from the address reproduces the same run.
    await open(`?algorithm=${algorithm}&n=8&seed=42`);
    await session.page.getByRole('button', { name: 'Run to end' }).click();
    await waitForText(session.page, 'solution', /\d/);
    assert.deepEqual(await columns(), solution);
  });
}

for (const algorithm of ['permutation-swap', 'qs1']) {
  test(`${algorithm}: a swap is animated (screenshot mid-swap)`, async () => {
    await open(`?algorithm=${algorithm}&n=8&seed=7`);
    await session.page.getByLabel('Speed').fill('1');
    const stepButton = session.page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 200 && !/^Swap rows|— swap with row/.test(await text('caption')); i++) {
      await stepButton.click();
    }
    assert.match(await text('caption'), /^Swap rows|— swap with row/);
    await session.page.waitForTimeout(150); // part-way through the 450 ms glide
    await session.page.screenshot({ path: join(ARTIFACTS, `${algorithm}-mid-swap.png`) });
  });
}

test('random placement shows restarts and flags the dead row', async () => {
  await open('?algorithm=random-placement&n=8&seed=3');
  for (let i = 0; i < 200 && !/dead end/.test(await text('caption')); i++) {
    await session.page.locator('body').press('ArrowRight');
  }
  assert.match(await text('caption'), /has no unattacked square — trial 1 is a dead end/);
  await session.page.screenshot({ path: join(ARTIFACTS, 'random-placement-dead-end.png') });
  await session.page.locator('body').press('ArrowRight');
  assert.match(await text('caption'), /trial 2 starts/);
  assert.equal(await text('trials'), '2');
  assert.equal(await text('trial-attempts'), '0');
});

test('seeds: blank draws a fresh one and shows it; bad seeds get a message', async () => {
  await open('?algorithm=qs1&n=8');
  const seed = await session.page.getByRole('textbox', { name: /^Seed/ }).inputValue();
  assert.match(seed, /^\d+$/);
  assert.match(session.page.url(), new RegExp(`seed=${seed}`));
  for (const bad of ['abc', '-4', '1.5', '18446744073709551616']) {
    await session.page.getByRole('textbox', { name: /^Seed/ }).fill(bad);
    await session.page.getByRole('textbox', { name: /^Seed/ }).press('Enter');
    assert.match(await text('seed-error'), /[Ss]eed/, `seed ${bad}`);
    assert.match(session.page.url(), new RegExp(`seed=${seed}`), 'the old run stays');
  }
  await session.page.getByRole('textbox', { name: /^Seed/ }).fill('99');
  await session.page.getByRole('textbox', { name: /^Seed/ }).press('Enter');
  assert.equal(await text('seed-error'), '');
  assert.match(session.page.url(), /seed=99/);
  await session.page.getByRole('button', { name: 'New seed' }).click();
  assert.notEqual(await session.page.getByRole('textbox', { name: /^Seed/ }).inputValue(), '99');
  // A bad seed in the address: a fresh one is drawn, and the field says why.
  await open('?algorithm=qs1&n=8&seed=abc');
  assert.match(await text('seed-error'), /A fresh seed was drawn/);
  assert.match(await session.page.getByRole('textbox', { name: /^Seed/ }).inputValue(), /^\d+$/);
});

test('n = 2 and 3 say at once that no solution exists; the page keeps working', async () => {
  await open('?algorithm=permutation-swap&n=8&seed=1');
  for (const n of ['2', '3']) {
    await session.page.getByLabel('Board size').fill(n);
    await session.page.getByLabel('Board size').press('Enter');
    assert.match(await text('board-size-error'), /[Nn]o solution exists/);
  }
  await session.page.getByLabel('Board size').fill('5');
  await session.page.getByLabel('Board size').press('Enter');
  assert.equal(await text('board-size-error'), '');
  await session.page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(session.page, 'solution', /\d/);
  assert.ok(isSolution(await columns()));
});

test('the explicit construction places one queen per step, with no seed', async () => {
  await open('?algorithm=construction&n=10');
  assert.equal(await session.page.getByRole('textbox', { name: /^Seed/ }).isVisible(), false);
  await session.page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await text('caption'), /^Row 1: the formula puts the queen in column 2$/);
  await session.page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(session.page, 'solution', /\d/);
  // Hoffman, Loessi & Moore, rule 1 for n = 10: rows 1..5 in columns 2, 4, …, 10, then 1, 3, …, 9.
  assert.equal(await text('solution'), '2,4,6,8,10,1,3,5,7,9');
  assert.doesNotMatch(session.page.url(), /seed=/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
