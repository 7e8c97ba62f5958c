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
  'min-conflicts': ['conflicts', 'moves', 'starts'],
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
  test(`${algorithm}: a swap is animated: the queens start in their old columns and glide to the new`, async () => {
    const page = session.page;
    await open(`?algorithm=${algorithm}&n=8&seed=7`);
    await page.getByLabel('Speed').fill('1'); // a 450 ms glide
    // Step (in the page, no round trips) until a move is a swap; the frame drawn in the same
    // task as the click is the glide's first (the queens in each other's old columns).
    const first = await page.evaluate(() => {
      const canvas = document.getElementById('board');
      const caption = document.querySelector('[data-testid="caption"]');
      for (let i = 0; i < 200; i++) {
        document.getElementById('step').click();
        if (/^Swap rows|— swap with row/.test(caption.textContent)) return { caption: caption.textContent, frame: canvas.toDataURL() };
      }
      return null;
    });
    assert.ok(first, 'a swap within 200 steps');
    await page.screenshot({ path: join(ARTIFACTS, `${algorithm}-swap-start.png`) });
    // The glide ends: the canvas settles on another picture (the queens in their new columns).
    // (Synchronous predicate: waitForFunction takes a returned promise as truthy.)
    await page.waitForFunction((start) => {
      const frame = document.getElementById('board').toDataURL();
      const settled = frame === window.lastFrame && frame !== start;
      window.lastFrame = frame;
      return settled;
    }, first.frame, { polling: 150, timeout: 5000 });
    await page.screenshot({ path: join(ARTIFACTS, `${algorithm}-swap-end.png`) });
    assert.equal(await text('caption'), first.caption, 'no move was made meanwhile');
  });
}

test('random placement shows restarts and flags the dead row', async () => {
  await open('?algorithm=random-placement&n=8&seed=3');
  for (let i = 0; i < 200 && !/dead end/.test(await text('caption')); i++) {
    await session.page.locator('body').press('ArrowRight');
  }
  const [, deadRow] = (await text('caption')).match(/Row (\d+) has no unattacked square — trial 1 is a dead end/) ?? [];
  assert.ok(deadRow, await text('caption'));
  await session.page.screenshot({ path: join(ARTIFACTS, 'random-placement-dead-end.png') });
  // The dead row is flagged on the board: its left edge is drawn in the warning red, and no
  // other row's is.
  const edges = await session.page.evaluate(() => {
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const cell = canvas.height / 8;
    return Array.from({ length: 8 }, (_, i) => {
      const [r, g, b] = ctx.getImageData(1, Math.floor((8 - (i + 1)) * cell + cell / 2), 1, 1).data;
      return r > 150 && g < 90 && b < 90; // row i + 1's left edge is red (#c62828)
    });
  });
  assert.deepEqual(edges.map((red, i) => (red ? i + 1 : 0)).filter(Boolean), [Number(deadRow)]);
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

test('queensLV: the tree counts nodes, a smaller board brings k within it, values read "k = …", the odds panel only where the core has odds', async () => {
  const page = session.page;
  // The search tree counts nodes (squares tried, queens placed at random), not the attempts.
  await open('?algorithm=queens-lv&n=8&k=0&seed=5');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await text('tree-caption'), /^Search tree: 1 node, one per square tried or queen placed at random \(/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 5/);
  const nodes = Number(await page.locator('#tree-figure').getAttribute('data-nodes'));
  assert.ok(nodes > 1);
  assert.match(await text('tree-caption'), new RegExp(`^Search tree: ${nodes.toLocaleString('en-US')} nodes, one per square tried or queen placed at random \\(nodes per row`));
  assert.doesNotMatch(await text('tree-caption'), /attempts/);
  // The options' summary writes a value after "=".
  await open('?algorithm=queens-lv&n=8&k=8&seed=5');
  assert.equal(await text('params-summary'), '(Random rows k = 8)');
  // A board smaller than k: the new size applies, k is brought to it, and the status says so.
  await page.getByLabel('Board size').fill('5');
  await page.getByLabel('Board size').press('Enter');
  await page.waitForURL(/[?&]n=5(&|$)/);
  assert.match(page.url(), /[?&]k=5(&|$)/);
  assert.equal(await page.locator('#controls').getByLabel('Random rows k').inputValue(), '5');
  assert.match(await text('status'), /^k was 8, more than the board's 5 rows: k = 5\. Ready: 5×5 board/);
  assert.equal(await text('board-size-error'), '');
  assert.equal(await text('params-error'), '');
  assert.equal(await text('params-summary'), '(Random rows k = 5)');
  // A bad k in the address: named under the parameters, in its own case; typed, the run keeps its k.
  await open('?algorithm=queens-lv&n=8&k=9&seed=5');
  assert.match(await text('params-error'), /^k “9”: choose a whole number from 0 to n = 8 \(in the address\); using the defaults\.$/);
  assert.equal(await text('board-size-error'), '');
  await open('?algorithm=queens-lv&n=8&k=3&seed=5');
  await page.locator('#controls').getByLabel('Random rows k').fill('9');
  await page.locator('#controls').getByLabel('Random rows k').dispatchEvent('change');
  assert.match(await text('params-error'), /^k “9”: choose a whole number from 0 to n = 8 — still k = 3\.$/);
  assert.match(page.url(), /[?&]k=3(&|$)/);
  // Side by side names its values with "=" too.
  await open('?algorithm=queens-lv&n=6&k=2&seed=5&mode=side&vs=queens-lv&vs.k=4');
  const names = await page.locator('#pair-view .pair-name').allTextContents();
  assert.ok(names.includes('queensLV: Random rows k = 4'), names.join(' | '));
  // The odds panel: shown where the core knows p (n = 8), hidden where it does not (n = 13).
  await open('?algorithm=queens-lv&n=8&k=3&seed=5');
  assert.equal(await page.locator('#odds').isVisible(), true);
  assert.match(await text('odds-expected'), /p = 0\.4931 \(exact\)/);
  await open('?algorithm=queens-lv&n=13&seed=5');
  assert.equal(await page.locator('#odds').isVisible(), false, 'n = 13: no odds, no panel');
  // Certain (one row; the default k = 2 taken as 1, or k = 1 given): p = 1.
  for (const address of ['?algorithm=queens-lv&n=1&seed=5', '?algorithm=queens-lv&n=1&k=1&seed=5']) {
    await open(address);
    assert.match(await text('odds-expected'), /p = 1\.0000 \(exact\)/, address);
  }
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
