// End-to-end test of the Compare view in Debian's headless Chromium (playwright-core).
// Run by `cargo xtask test`, which also sets NQUEENS_BIN to the CLI built by the tests, so
// the page's numbers can be checked against `nqueens compare` for the same seed.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ARTIFACTS, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** The raw value behind a summary cell (data-value). */
const value = async (algorithm, field) =>
  Number(await session.page.getByTestId(`summary-${algorithm}-${field}`).getAttribute('data-value'));

test('backtracking vs random placement, n = 8, 1,000 runs: the summary matches the CLI', async () => {
  await open('?view=compare&n=8&algorithms=backtracking,random-placement&trials=1000&seed=20061950');
  assert.equal(await session.page.getByLabel('Runs per algorithm').inputValue(), '1000');
  await session.page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(session.page, 'cmp-status', /^Done: 2,000 runs/);

  // Backtracking is deterministic: 876 attempts on 8×8 (OEIS A140450).
  for (const field of ['mean', 'median', 'p90', 'max']) {
    assert.equal(await value('backtracking', field), 876, field);
  }
  // Random placement: one trial succeeds with probability 0.1293 (exact value).
  const rate = await value('random-placement', 'success-rate');
  // Compared with the exact value the solver tests compute (Brassard & Bratley's 0.1293).
  const trials = (await value('random-placement', 'mean-tries')) * 1000;
  const sigma = Math.sqrt((0.1293 * (1 - 0.1293)) / trials);
  assert.ok(Math.abs(rate - 0.1293) <= 4 * sigma, `rate ${rate} vs 0.1293 ± ${4 * sigma}`);

  // The same numbers as the command line for the same master seed.
  const bin = process.env.NQUEENS_BIN;
  assert.ok(bin, 'NQUEENS_BIN names the nqueens binary (cargo xtask test sets it)');
  const cli = JSON.parse(
    execFileSync(bin, ['compare', '--n', '8', '--trials', '1000', '--seed', '20061950',
      '--algorithms', 'backtracking,random-placement', '--json'], { encoding: 'utf8' }),
  );
  for (const row of cli) {
    for (const [field, key] of [['runs', 'runs'], ['mean', 'mean'], ['median', 'median'], ['p90', 'p90'],
      ['max', 'max'], ['mean-tries', 'mean_tries'], ['success-rate', 'success_rate']]) {
      assert.equal(await value(row.algorithm, field), row[key], `${row.algorithm} ${field}`);
    }
  }
  await session.page.getByTestId('compare-summary').scrollIntoViewIfNeeded();
  await session.page.screenshot({ path: join(ARTIFACTS, 'compare-charts.png'), fullPage: true });
});

test('a sweep draws mean attempts against n', async () => {
  await session.page.getByLabel('n from 4 to').fill('10');
  await session.page.getByLabel('runs per size').fill('20');
  await session.page.getByRole('button', { name: 'Run sweep' }).click();
  await waitForText(session.page, 'cmp-status', /^Sweep done: n = 4 to 10/);
  await session.page.screenshot({ path: join(ARTIFACTS, 'compare-sweep.png'), fullPage: true });
});

test('cancelling a long run answers within 200 ms and the page stays responsive', async () => {
  const page = session.page;
  await open('?view=compare&n=30&algorithms=random-placement,qs1&trials=200000&seed=1');
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Running… [1-9]/);
  // While the workers run, the main thread still answers at once.
  const lag = await page.evaluate(
    () => new Promise((resolve) => {
      const t0 = performance.now();
      setTimeout(() => resolve(performance.now() - t0), 0);
    }),
  );
  assert.ok(lag < 100, `main thread answered after ${lag} ms`);
  const took = await page.evaluate(
    () => new Promise((resolve) => {
      const status = document.querySelector('[data-testid="cmp-status"]');
      const t0 = performance.now();
      const observer = new MutationObserver(() => {
        if (/^Cancelled/.test(status.textContent)) {
          observer.disconnect();
          resolve(performance.now() - t0);
        }
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
      document.getElementById('cmp-cancel').click();
    }),
  );
  assert.ok(took < 200, `cancel answered after ${took} ms`);
  assert.equal(await page.getByRole('button', { name: 'Run comparison' }).isEnabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Cancel' }).isEnabled(), false);
});

test('bad input gets a message beside the field', async () => {
  const page = session.page;
  await open('?view=compare');
  for (const [label, bad, testid, pattern] of [
    ['Size n', '3', 'cmp-n-error', /no solution exists/],
    ['Size n', 'eight', 'cmp-n-error', /whole number/],
    ['Runs per algorithm', '0', 'cmp-trials-error', /whole number/],
    ['Master seed', 'x1', 'cmp-seed-error', /whole number/],
  ]) {
    await page.getByLabel(label).fill(bad);
    await page.getByRole('button', { name: 'Run comparison' }).click();
    assert.match(await text(testid), pattern, `${label} = ${bad}`);
    await page.getByLabel(label).fill(label === 'Size n' ? '8' : label === 'Master seed' ? '' : '10');
  }
});

test('counting spreads over the workers: Q(10) = 724 (OEIS A000170), 92 fundamental (A002562)', async () => {
  await open('?view=compare');
  await session.page.getByLabel('n (1 to 17)').fill('10');
  await session.page.getByRole('button', { name: 'Count', exact: true }).click();
  await waitForText(session.page, 'count-result', /^Q\(10\) = 724 — matches OEIS A000170\. Fundamental solutions \(one per class under rotation and reflection\): 92 — matches OEIS A002562\./);
  await session.page.getByLabel('n (1 to 17)').fill('18');
  await session.page.getByRole('button', { name: 'Count', exact: true }).click();
  assert.match(await text('count-error'), /whole number from 1 to 17/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
