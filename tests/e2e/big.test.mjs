// End-to-end test of large boards in Debian's headless Chromium (playwright-core): a million
// queens with min-conflicts run in a Web Worker; the main thread must never be blocked for
// more than 100 ms meanwhile (PerformanceObserver long tasks), nor for more than 200 ms while
// the page loads. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

test('n = 1,000,000 with min-conflicts: solved and verified in a worker, its Solution box the native run\'s', async () => {
  const page = session.page;
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await open('?algorithm=min-conflicts&n=1000000&seed=1');
  assert.match(await text('status'), /^Ready: 1,000,000 queens/);
  // The legend explains the scaled view's dots, not the animated board's squares.
  assert.ok(await page.locator('#scaled-legend').isVisible());
  assert.ok(!(await page.locator('[data-algorithm="min-conflicts"] ul').isVisible()));
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved and verified: 1,000,000 queens/);
  assert.equal(await text('collisions'), '0');
  assert.equal(await text('placed'), '1,000,000');
  // The Solution box: the columns of the first and last eight rows, those of the same run
  // natively (`nqueens solve --out`, one 1-based column per line).
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-'));
  execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'min-conflicts', '--n', '1000000', '--seed', '1', '--out', join(dir, 'columns.txt')]);
  const columns = readFileSync(join(dir, 'columns.txt'), 'utf8').trim().split('\n');
  rmSync(dir, { recursive: true });
  assert.equal(columns.length, 1_000_000);
  assert.equal(await text('solution'),
    `${[...columns.slice(0, 8), '…', ...columns.slice(-8)].join(', ')} (rows 1–8 and 999,993–1,000,000; click the board to zoom in on any row)`);
  // How long the main thread was busy during the run is printed; `cargo xtask bench` holds
  // it against its budget (100 ms: the run's work is in a worker).
  const tasks = await page.evaluate(() => window.longTasks);
  const worst = (list) => Math.max(0, ...list.map((t) => t.ms));
  console.log(`longest main-thread task: ${worst(tasks.filter((t) => t.start >= clicked))} ms during the run, ${worst(tasks.filter((t) => t.start < clicked))} ms while loading`);
  await page.screenshot({ path: join(ARTIFACTS, 'million-queens.png') });

  // The chart shows the run, sampled every chunk of steps (not a few points a second): the
  // greedy start's rows placed rising to n, and conflicts that are not all zero. The worker
  // draws it (Chart.js on an OffscreenCanvas) and reports what it holds after each update;
  // the page never loads Chart.js for it.
  await page.waitForFunction(() => document.getElementById('big-chart').dataset.lastPlaced === '1000000');
  const chart = await page.evaluate(() => ({ ...document.getElementById('big-chart').dataset, pageChartJs: typeof globalThis.Chart }));
  assert.ok(Number(chart.samples) >= 100, `${chart.samples} samples`);
  assert.ok(Number(chart.mostConflicts) > 0, 'conflicts show on the chart');
  assert.equal(chart.pageChartJs, 'undefined', 'Chart.js stays out of the page');
  assert.match(await page.locator('#big-chart').getAttribute('aria-label'), /^Conflicts and rows placed over the run: \d[\d,]* samples, at most [\d,]+ conflicting pairs, 1,000,000 rows placed at the last$/);

  // Zoom in ×8 five times (1,000,000 → 125,000 → 15,625 → 1,953 → 244 → 30 squares); each
  // zoom keeps the clicked point under the pointer.
  assert.equal(await text('big-region'), 'The whole board, 1,000,000 × 1,000,000: 1,000,000 queens placed.');
  const board = page.getByRole('img', { name: /Scaled view/ });
  const number = (s) => Number(s.replaceAll(',', ''));
  const regionOf = (textOf) => {
    const [, first, last, from, to, queens] =
      textOf.match(/^Rows ([\d,]+)–([\d,]+), columns ([\d,]+)–([\d,]+)(?: \(real squares\))?: ([\d,]+) queens? in view\./) ?? [];
    assert.ok(first, textOf);
    return { row: number(first), lastRow: number(last), col: number(from), lastCol: number(to), queens: number(queens) };
  };
  let view = { row: 1, lastRow: 1_000_000, col: 1, lastCol: 1_000_000 };
  for (const [k, [fx, fy]] of [[0.3, 0.2], [0.8, 0.7], [0.5, 0.5], [0.1, 0.9], [0.6, 0.4]].entries()) {
    const box = await board.boundingBox();
    const before = await text('big-region');
    await board.click({ position: { x: fx * box.width, y: fy * box.height } });
    await page.waitForFunction((old) => document.querySelector('[data-testid="big-region"]').textContent !== old, before);
    // The square under the pointer (1-based; row 1 at the bottom) before and after the zoom.
    const size = view.lastRow - view.row + 1;
    const square = { row: view.row + (1 - fy) * size, col: view.col + fx * size };
    view = regionOf(await text('big-region'));
    const newSize = view.lastRow - view.row + 1;
    assert.equal(newSize, [125_000, 15_625, 1_953, 244, 30][k]);
    const under = { row: view.row + (1 - fy) * newSize, col: view.col + fx * newSize };
    assert.ok(Math.abs(under.row - square.row) <= newSize / 50 + 2 && Math.abs(under.col - square.col) <= newSize / 50 + 2,
      `zoom ${k + 1}: ${JSON.stringify(square)} stays under the pointer (${JSON.stringify(under)})`);
  }
  // A 30 × 30 window of a million queens holds one about once in a thousand: the page names
  // the nearest, and goes there.
  if (view.queens === 0) {
    assert.match(await text('big-region'), /The nearest queen is in row [\d,]+, column [\d,]+ \(/);
    const before = await text('big-region');
    await page.getByRole('button', { name: 'Go to the nearest queen' }).click();
    await page.waitForFunction((old) => document.querySelector('[data-testid="big-region"]').textContent !== old, before);
    view = regionOf(await text('big-region'));
  }
  assert.equal(view.lastRow - view.row + 1, 30);
  assert.ok(view.queens >= 1, await text('big-region'));
  await page.locator('#big-view').screenshot({ path: join(ARTIFACTS, 'million-queens-zoomed.png') });
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await waitForText(page, 'big-region', /^The whole board/);

  // Back to an animated board in the same page: its own legend returns.
  await page.getByLabel('Board size').fill('8');
  await page.getByLabel('Board size').press('Enter');
  await waitForText(page, 'status', /^Ready: 8×8 board/);
  assert.ok(!(await page.locator('#scaled-legend').isVisible()));
  assert.ok(await page.locator('[data-algorithm="min-conflicts"] ul').isVisible());
});

test('a large-board run stops at once, and Run to end then starts it again to a verified solution', async () => {
  const page = session.page;
  await open('?algorithm=qs4&n=1000000&seed=2');
  // Run to end and Stop in one task of the page: the run takes well under a second, so a
  // second click from the test could come after it ended (and find no Stop button).
  await page.evaluate(() => {
    document.getElementById('run').click();
    document.getElementById('stop').click();
  });
  assert.equal(await text('status'), 'Stopped. Run to end starts the large board again from the beginning.');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved and verified: 1,000,000 queens/);
  assert.equal(await text('collisions'), '0');
});

test('presenting a million-queens board at 1366 × 768: the picture and its zoom buttons fit the screen', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=min-conflicts&n=1000000&seed=2&present=1');
  await page.locator('#big-canvas-wrap canvas').waitFor();
  const [canvas, zoom] = await Promise.all(['#big-canvas-wrap canvas', '#big-zoom-out'].map((s) => page.locator(s).boundingBox()));
  assert.ok(canvas.height >= 400, `the picture is ${canvas.height} px tall`);
  assert.ok(canvas.y + canvas.height <= 768 && zoom.y + zoom.height <= 768, `the picture ends at ${canvas.y + canvas.height}, its zoom buttons at ${zoom.y + zoom.height}`);
  await page.setViewportSize({ width: 1400, height: 950 });
});

test('the other algorithms give a clear message above the animated limit', async () => {
  await open('?algorithm=backtracking&n=8');
  assert.ok(!(await session.page.locator('#scaled-legend').isVisible()));
  assert.ok(await session.page.locator('[data-algorithm="backtracking"] ul').isVisible());
  await session.page.getByLabel('Board size').fill('5000');
  await session.page.getByLabel('Board size').press('Enter');
  assert.match(await text('board-size-error'), /animated board takes 1 to 32; Min-conflicts, QS4 fast swaps,? and Explicit construction run up to 100,000,000 in a scaled view, QS1 gradient swaps up to 1,000,000\./);
  await open('?algorithm=qs4&n=100000001&seed=1');
  assert.match(await text('board-size-error'), /out of range/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
