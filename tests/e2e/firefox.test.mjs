// The page in Firefox (issue 38): Debian's firefox-esr, headless, driven over WebDriver BiDi
// by puppeteer-core (firefox-harness.mjs), runs a representative set of the Chromium checks:
// the 4×4 walkthrough's numbers, predict, an exercise step, side by side, Compare against
// `nqueens compare`, a million queens, and the single offline file from file://. The steps
// are the shared helpers' (harness.mjs, exercise-steps.mjs). Run by `cargo xtask test`, which
// sets BASE_URL, NQUEENS_BIN, DIST_FILE and FIREFOX. Fails on any console error (the page's
// or a worker's), uncaught exception or failed request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTIFACTS, open, text, waitForText } from './harness.mjs';
import { useFirefox } from './firefox-harness.mjs';
import { give, keyOf, link, score, waitForStep, wrongFor } from './exercise-steps.mjs';

const session = useFirefox();
const page = () => session.page;
const rows = (n) => Promise.all(Array.from({ length: n }, (_, k) => text(page(), `attempts-row-${k + 1}`)));

test('4×4 backtracking, step by step: the first solution after 26 attempts, 2, 8, 9, 7 per row; step back reads 25', async () => {
  await open(page(), '?algorithm=backtracking&n=4');
  const seen = [];
  for (let moves = 0; moves < 100 && (await text(page(), 'solution')) === ''; moves++) {
    await page().getByRole('button', { name: 'Step', exact: true }).click();
    seen.push(Number(await text(page(), 'attempts-total')));
  }
  for (const total of [1, 8, 9, 15, 18, 26]) assert.ok(seen.includes(total), `total ${total} shown`);
  assert.equal(await text(page(), 'solution'), '2,4,1,3');
  assert.equal(await text(page(), 'attempts-total'), '26');
  assert.deepEqual(await rows(4), ['2', '8', '9', '7']);
  assert.match(await text(page(), 'status'), /Solution 1 found after 26 attempts/);
  await page().screenshot({ path: join(ARTIFACTS, 'firefox-walkthrough-4x4.png') });
  await page().getByRole('button', { name: 'Step back' }).click();
  assert.equal(await text(page(), 'attempts-total'), '25');
  assert.equal(await text(page(), 'attempts-row-4'), '6');
});

test('predict: move 7 of the walkthrough answered (column 3, attacked by row 2) and graded right', async () => {
  await open(page(), '?algorithm=backtracking&n=4&predict=1&step=6');
  await page().keyboard.press('ArrowRight');
  assert.match(await page().locator('#predict-question').textContent(), /row 3/);
  await page().locator('#predict').getByRole('button', { name: 'Column 3', exact: true }).click();
  await page().locator('#predict').getByRole('button', { name: 'Attacked by row 2', exact: true }).click();
  assert.match(await text(page(), 'predict-verdict'), /^Right: it tried row 3, column 3, attacked by rows 1 and 2/);
  assert.match(await text(page(), 'predict-score'), /^Score: 1 right of 1$/);
});

test('an exercise: step 1 answered on the board and graded right, step 2 by keyboard and graded wrong, as the core’s key has them', async () => {
  const classCode = 'BT-7KQ2M9';
  const key = keyOf(classCode, 'Grace');
  await open(page(), link(classCode, 'Grace'));
  await waitForStep(page(), 1);
  await give(page(), key.steps[0].token);
  await waitForStep(page(), 2);
  assert.match(await text(page(), 'exercise-verdict'), /^✓ /);
  await give(page(), wrongFor(key.steps[1].token, key.n), { keyboard: true });
  await waitForStep(page(), 3);
  assert.match(await text(page(), 'exercise-verdict'), /^✗ /);
  assert.deepEqual(await score(page()), { right: 1, total: key.steps.length, credit: 1 / key.steps.length });
});

test('side by side: backtracking and random placement step and step back together', async () => {
  await open(page(), '?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3');
  for (let i = 0; i < 12; i++) await page().keyboard.press('ArrowRight');
  assert.equal(await text(page(), 'left-moves'), '12');
  assert.equal(await text(page(), 'right-moves'), '12');
  assert.ok(Number(await text(page(), 'right-placed')) > Number(await text(page(), 'left-placed')));
  await page().keyboard.press('ArrowLeft');
  assert.equal(await text(page(), 'left-moves'), '11');
  assert.equal(await text(page(), 'right-moves'), '11');
  // Each legend's eight mark colours (side by side, both algorithms' legends show) stand on
  // one line, as in Chromium (Firefox sized their row by the digits' width, not the
  // swatches', and wrapped it three to a line).
  const tops = await page().evaluate(() => [...document.querySelectorAll('.mark-colours')]
    .filter((list) => list.getClientRects().length > 0)
    .map((list) => [...list.children].map((swatch) => Math.round(swatch.getBoundingClientRect().top))));
  assert.deepEqual(tops.map((row) => [row.length, new Set(row).size]), [[8, 1], [8, 1]]);
  await page().screenshot({ path: join(ARTIFACTS, 'firefox-side-by-side.png') });
});

test('Compare: backtracking and random placement, n = 8, 200 runs each, on its workers: the summary is `nqueens compare`’s', async () => {
  await open(page(), '?view=compare&n=8&algorithms=backtracking,random-placement&trials=200&seed=20061950');
  await page().getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page(), 'cmp-status', /^Done: 400 runs/);
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['compare', '--n', '8', '--trials', '200',
    '--seed', '20061950', '--algorithms', 'backtracking,random-placement', '--json'], { encoding: 'utf8' }));
  assert.equal(cli.length, 2);
  for (const row of cli) {
    for (const [field, key] of [['runs', 'runs'], ['mean', 'mean'], ['median', 'median'], ['p90', 'p90'],
      ['max', 'max'], ['mean-tries', 'mean_tries'], ['success-rate', 'success_rate']]) {
      const shown = Number(await page().getByTestId(`summary-${row.algorithm}-${field}`).getAttribute('data-value'));
      assert.equal(shown, row[key], `${row.algorithm} ${field}`);
    }
  }
});

test('n = 1,000,000 with min-conflicts: solved and verified in its worker', async () => {
  await open(page(), '?algorithm=min-conflicts&n=1000000&seed=1');
  assert.match(await text(page(), 'status'), /^Ready: 1,000,000 queens/);
  await page().getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page(), 'status', /^(Solved and verified|The large-board run failed)/);
  assert.match(await text(page(), 'status'), /^Solved and verified: 1,000,000 queens pass the independent verifier/);
  assert.equal(await text(page(), 'collisions'), '0');
  assert.equal(await text(page(), 'placed'), '1,000,000');
  // The worker's chart (Chart.js on an OffscreenCanvas) followed the run to its end.
  await page().waitForFunction(() => document.getElementById('big-chart').dataset.lastPlaced === '1000000');
  await page().screenshot({ path: join(ARTIFACTS, 'firefox-million-queens.png') });
});

test('the single file from file://: the walkthrough, and a large board in its worker, with no http(s) request', async () => {
  assert.ok(process.env.DIST_FILE, 'DIST_FILE names dist/nqueens-visualizer.html (cargo xtask test sets it)');
  const base = pathToFileURL(process.env.DIST_FILE).href;
  const web = [];
  const record = (request) => {
    if (/^https?:/.test(request.url())) web.push(request.url());
  };
  page().raw.on('request', record);
  try {
    await page().goto(`${base}?algorithm=backtracking&n=4`);
    await page().waitForSelector('body[data-ready="true"]');
    await page().getByRole('button', { name: 'Run to next solution' }).click();
    await waitForText(page(), 'status', /^Solution 1 found after 26 attempts/);
    assert.equal(await text(page(), 'attempts-total'), '26');
    assert.deepEqual(await rows(4), ['2', '8', '9', '7']);
    await page().goto(`${base}?algorithm=min-conflicts&n=100000&seed=1`);
    await page().waitForSelector('body[data-ready="true"]');
    await page().getByRole('button', { name: 'Run to end' }).click();
    await waitForText(page(), 'status', /^(Solved and verified|The large-board run failed)/);
    assert.match(await text(page(), 'status'), /^Solved and verified: 100,000 queens/);
  } finally {
    page().raw.off('request', record);
  }
  assert.deepEqual(web, [], 'no http(s) request from the single file');
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
