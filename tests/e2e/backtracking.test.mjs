// End-to-end test of backtracking in Debian's headless Chromium (playwright-core).
// Run by `cargo xtask test`, which builds the page, serves it and sets BASE_URL.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

async function setBoardSize(value) {
  await session.page.getByLabel('Board size').fill(String(value));
  await session.page.getByLabel('Board size').press('Enter');
}

test('the URL opens the requested board', async () => {
  await open('?algorithm=backtracking&n=8');
  assert.equal(await session.page.getByLabel('Algorithm', { exact: true }).inputValue(), 'backtracking');
  assert.equal(await session.page.getByLabel('Board size').inputValue(), '8');
  assert.equal(await session.page.getByTestId('attempts-row-8').count(), 1);
  assert.equal(await text('attempts-total'), '0');
});

test('4×4: stepping reaches the first solution after 26 attempts (2, 8, 9, 7), step back reads 25', async () => {
  await open('?algorithm=backtracking&n=8');
  await setBoardSize(4);
  assert.match(session.page.url(), /[?&]n=4\b/);
  assert.equal(await session.page.getByTestId('attempts-row-5').count(), 0);

  // The walkthrough's step totals appear in order on the way.
  const seen = [];
  for (let moves = 0; moves < 100 && (await text('solution')) === ''; moves++) {
    await session.page.getByRole('button', { name: 'Step', exact: true }).click();
    seen.push(Number(await text('attempts-total')));
  }
  for (const total of [1, 8, 9, 15, 18, 26]) assert.ok(seen.includes(total), `total ${total} shown`);

  assert.equal(await text('solution'), '2,4,1,3');
  assert.equal(await text('attempts-total'), '26');
  assert.deepEqual(
    await Promise.all([1, 2, 3, 4].map((k) => text(`attempts-row-${k}`))),
    ['2', '8', '9', '7'],
  );
  assert.equal(await text('solutions-found'), '1');
  assert.match(await text('status'), /Solution 1 found after 26 attempts/);
  assert.match(await text('caption'), /Row 4, column 3 is safe/);
  await session.page.screenshot({ path: join(ARTIFACTS, 'walkthrough-4x4-solution.png') });

  await session.page.getByRole('button', { name: 'Step back' }).click();
  assert.equal(await text('attempts-total'), '25');
  assert.equal(await text('attempts-row-4'), '6');
  assert.equal(await text('solution'), '');

  // Keyboard: → steps forward again, ← steps back.
  await session.page.locator('body').press('ArrowRight');
  assert.equal(await text('attempts-total'), '26');
  await session.page.locator('body').press('ArrowLeft');
  assert.equal(await text('attempts-total'), '25');
  // Space plays, and playing pauses by itself at the next solution. With a button focused
  // (Step back, clicked last), Space would press that button: the board's Space works
  // wherever focus is not on a control. The button read Pause while playing: a watcher in
  // the page records it (a state, not a moment: the play may already have ended).
  await session.page.getByLabel('Speed').fill('1');
  await session.page.evaluate(() => {
    document.activeElement.blur();
    const play = document.getElementById('play');
    window.readPause = false;
    new MutationObserver(() => {
      if (play.textContent === 'Pause') window.readPause = true;
    }).observe(play, { childList: true, characterData: true, subtree: true });
  });
  await session.page.keyboard.press('Space');
  await session.page.waitForFunction(() => window.readPause);
  await session.page.waitForFunction(
    () => document.querySelector('[data-testid="solution"]').textContent !== '',
  );
  assert.equal(await text('attempts-total'), '26');
  assert.equal(await session.page.getByRole('button', { name: 'Play' }).count(), 1);
});

test('clicking Play plays, Pause stops it where it is, Reset returns to the start', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  await page.getByLabel('Speed').fill('6'); // 30 moves/s
  await page.getByRole('button', { name: 'Play' }).click();
  assert.equal(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="attempts-total"]').textContent) >= 5);
  await page.getByRole('button', { name: 'Pause' }).click();
  const total = await text('attempts-total');
  assert.equal(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed'), 'false');
  await page.waitForTimeout(300);
  assert.equal(await text('attempts-total'), total, 'paused: no more moves');
  // The per-row counts add up to the total (each attempt belongs to one row).
  const rows = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((r) => text(`attempts-row-${r}`)));
  assert.equal(rows.reduce((sum, v) => sum + Number(v), 0), Number(total));
  await page.getByRole('button', { name: 'Reset' }).click();
  assert.equal(await text('attempts-total'), '0');
  assert.equal(await page.getByRole('button', { name: 'Step back' }).isDisabled(), true);
  assert.match(await text('caption'), /^Start: an empty board/);
});

test('8×8: run to next solution shows 876 attempts and the first solution', async () => {
  await open('?algorithm=backtracking&n=8');
  await session.page.getByRole('button', { name: 'Run to next solution' }).click();
  await session.page.waitForFunction(
    () => document.querySelector('[data-testid="solution"]').textContent !== '',
  );
  assert.equal(await text('solution'), '1,5,8,6,3,7,2,4');
  assert.equal(await text('attempts-total'), '876');
  await session.page.screenshot({ path: join(ARTIFACTS, 'eight-queens-run-to-end.png') });
});

test('2×2 and 3×3 end with no solution after 6 and 18 attempts', async () => {
  for (const [n, attempts] of [[2, '6'], [3, '18']]) {
    await open(`?algorithm=backtracking&n=${n}`);
    await session.page.getByRole('button', { name: 'Run to next solution' }).click();
    await session.page.waitForFunction(() =>
      /No solution/.test(document.querySelector('[data-testid="status"]').textContent),
    );
    assert.equal(await text('attempts-total'), attempts, `n = ${n}`);
    assert.equal(await text('solution'), '');
  }
});

test('bad board sizes get a message and the page keeps working', async () => {
  await open('?algorithm=backtracking&n=5');
  for (const bad of ['0', '33', '2.5', 'eight', '-3', '']) {
    await setBoardSize(bad);
    assert.match(await text('board-size-error'), /whole number from 1 to 32|out of range/, `input ${bad}`);
    assert.equal(await session.page.getByTestId('attempts-row-5').count(), 1, 'board unchanged');
  }
  await setBoardSize(6);
  assert.equal(await text('board-size-error'), '');
  await session.page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await text('attempts-total'), '1');

  await open('?algorithm=backtracking&n=999');
  assert.match(await text('board-size-error'), /out of range/);
  assert.equal(await session.page.getByLabel('Board size').inputValue(), '8');
});

test('run to end on a large board can be stopped and the page stays responsive', async () => {
  await open('?algorithm=backtracking&n=32');
  await session.page.getByRole('button', { name: 'Run to next solution' }).click();
  await session.page.waitForFunction(() =>
    /Running/.test(document.querySelector('[data-testid="status"]').textContent),
  );
  // Stop ends the run: the status says so (how soon is a budget, measured by `cargo xtask
  // bench`, not a pass or fail here).
  await session.page.waitForFunction(() => Number(document.querySelector('[data-testid="attempts-total"]').textContent.replaceAll(',', '')) > 876);
  await session.page.getByRole('button', { name: 'Stop' }).click();
  await waitForText(session.page, 'status', /^Stopped:/);
  // Stopped means stopped: the counters stand still afterwards.
  const total = Number((await text('attempts-total')).replaceAll(',', ''));
  assert.ok(total > 876, `the search ran (${total} attempts)`);
  await session.page.waitForTimeout(300);
  assert.equal(Number((await text('attempts-total')).replaceAll(',', '')), total);
  assert.equal(await session.page.getByRole('button', { name: 'Run to next solution' }).isEnabled(), true);
  await session.page.getByRole('button', { name: 'Step back' }).click();
  assert.ok(Number((await text('attempts-total')).replaceAll(',', '')) <= total);
  await session.page.screenshot({ path: join(ARTIFACTS, 'thirty-two-stopped.png') });
});

test('at a fractional screen scale (125 %, 150 %) the board has no seam: every pixel of its squares painted', async () => {
  for (const scale of [1.25, 1.5]) {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: scale });
    try {
      await page.goto(`${BASE_URL}/?algorithm=backtracking&n=7`);
      await page.waitForSelector('body[data-ready="true"]');
      const unpainted = await page.evaluate(() => {
        const canvas = document.getElementById('board');
        const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        // (The last device pixel of each edge may be the board's own edge, half covered.)
        for (let y = 0; y < height - 1; y++) for (let x = 0; x < width - 1; x++) if (data[4 * (y * width + x) + 3] < 255) count++;
        return { count, width };
      });
      assert.equal(unpainted.count, 0, `${scale}: ${unpainted.count} pixels not painted on a board ${unpainted.width} device pixels wide`);
    } finally {
      await page.close();
    }
  }
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
