// What a teacher meets first, in Debian's headless Chromium (playwright-core): the board fits
// the screen (laptop, projector and phone sizes), one keyboard model, calm narration, the two
// backtracking runs, the legend's mark colours, short fresh seeds, and no accessibility
// violation (axe-core) on Watch and Compare. Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ARTIFACTS, axeViolations, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** Screens a class meets: a laptop and a 1080p projector under browser toolbars, a phone. */
const SCREENS = [
  { width: 1366, height: 657 },
  { width: 1920, height: 969 },
  { width: 390, height: 844 },
];

/** The element's box, asserted to lie inside the viewport. */
async function assertInView(locator, what, viewport) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  const inside = box.x >= 0 && box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
  assert.ok(inside, `${what} at ${JSON.stringify(box)} lies inside ${viewport.width}×${viewport.height}`);
  return box;
}

test('the whole board, its labels, the caption and Play / Step / Step back fit without scrolling', async () => {
  const page = session.page;
  for (const viewport of SCREENS) {
    await page.setViewportSize(viewport);
    for (const n of [4, 8, 16, 32]) {
      // QS1 adds the seed field to the settings: checked at two sizes.
      for (const algorithm of n === 8 || n === 32 ? ['backtracking', 'qs1'] : ['backtracking']) {
        await open(`?algorithm=${algorithm}&n=${n}${algorithm === 'qs1' ? '&seed=7' : ''}`);
        const what = `${algorithm}, n = ${n}, ${viewport.width}×${viewport.height}`;
        assert.equal(await page.evaluate(() => window.scrollY), 0, what);
        // The canvas holds the squares: its bottom edge is row 1's.
        const board = await assertInView(page.locator('#board'), `the board (${what})`, viewport);
        await assertInView(page.locator('#row-labels'), `the row labels (${what})`, viewport);
        const columns = await assertInView(page.locator('#col-labels'), `the column labels (${what})`, viewport);
        assert.ok(columns.y >= board.y + board.height - 1, `column labels under row 1 (${what})`);
        if (algorithm === 'backtracking') {
          await assertInView(page.locator('#row-attempts'), `the attempts per row (${what})`, viewport);
        }
        await assertInView(page.getByTestId('caption'), `the caption (${what})`, viewport);
        for (const name of ['Play', 'Step', 'Step back']) {
          const button = await assertInView(page.getByRole('button', { name, exact: true }), `${name} (${what})`, viewport);
          if (viewport.width < 700) {
            assert.ok(button.width >= 44 && button.height >= 44, `${name} is a 44 × 44 px touch target (${what}): ${JSON.stringify(button)}`);
          }
        }
        // On a phone the board comes first, at (nearly) full width, above the settings.
        if (viewport.width < 700) {
          const form = await page.locator('#controls').boundingBox();
          assert.ok(form.y > board.y, `the board comes before the settings (${what})`);
        }
      }
      await page.screenshot({ path: join(ARTIFACTS, `fit-${viewport.width}x${viewport.height}-n${n}.png`) });
    }
  }
  await page.setViewportSize({ width: 1400, height: 950 });
});

test('keyboard: Space presses the focused button; the board keys work elsewhere and after Enter in a field', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  for (let k = 0; k < 3; k++) await page.locator('body').press('ArrowRight');
  assert.equal(await text('attempts-total'), '3');
  // With Reset focused, Space resets; Play stays off.
  await page.getByRole('button', { name: 'Reset' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await text('attempts-total'), '0');
  assert.equal(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed'), 'false');
  assert.match(await text('status'), /^Ready/);
  // With Step focused, Space steps once and does not play.
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  assert.equal(await text('attempts-total'), '2');
  assert.equal(await page.getByRole('button', { name: 'Play' }).count(), 1);
  // Arrows still step with a button focused (buttons do not use them).
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('attempts-total'), '3');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await text('attempts-total'), '2');
  // Home starts again; End runs to the next solution (8×8: 876 attempts, OEIS A140450).
  await page.locator('body').press('Home');
  assert.equal(await text('attempts-total'), '0');
  await page.locator('body').press('End');
  await waitForText(page, 'solution', /\d/);
  assert.equal(await text('attempts-total'), '876');

  // After typing a seed and pressing Enter, → steps the new run.
  await open('?algorithm=qs1&n=8&seed=1');
  await page.getByRole('textbox', { name: /^Seed/ }).fill('42');
  await page.getByRole('textbox', { name: /^Seed/ }).press('Enter');
  assert.match(page.url(), /seed=42/);
  assert.equal(await text('pairs-tested'), '0');
  const before = await text('caption');
  await page.keyboard.press('ArrowRight');
  assert.notEqual(await text('caption'), before, '→ made a move');
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  // The speed slider keeps its arrows: → there changes the speed, not the board.
  await page.getByLabel('Speed').focus();
  const caption = await text('caption');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('caption'), caption, 'the slider took the arrow');

  // ? opens the keyboard help; Escape closes it.
  await page.locator('body').press('?');
  assert.ok(await page.getByRole('dialog', { name: 'Keyboard' }).isVisible());
  await page.screenshot({ path: join(ARTIFACTS, 'keyboard-help.png') });
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('dialog', { name: 'Keyboard' }).isVisible(), false);
});

test('changing algorithm (↓ in the list) pushes a history entry: Back returns to the earlier run with its counters', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  for (let k = 0; k < 5; k++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.equal(await text('attempts-total'), '5');
  const caption = await text('caption');
  await page.getByLabel('Algorithm', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await waitForText(page, 'status', /^Ready: 8×8 board\. Seed/);
  assert.equal(await page.getByLabel('Algorithm', { exact: true }).inputValue(), 'random-placement');
  assert.match(page.url(), /algorithm=random-placement/);
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('algorithm').value === 'backtracking');
  // The address followed the move, so it returns at move 5 (a reload there would too).
  assert.match(page.url(), /algorithm=backtracking&n=8&step=5$/);
  assert.equal(await text('attempts-total'), '5');
  assert.equal(await text('caption'), caption);
  // As left: row 1's queen at column 1; row 2 tried columns 1 and 2 (attacked by it along the
  // column and the diagonal) and 3 (safe); row 3 tried column 1.
  assert.deepEqual(
    await Promise.all([1, 2, 3].map((row) => text(`attempts-row-${row}`))),
    ['1', '3', '1'],
  );
  // Step back still works on the restored run; Forward returns to random placement.
  await page.getByRole('button', { name: 'Step back' }).click();
  assert.equal(await text('attempts-total'), '4');
  await page.goForward();
  await page.waitForFunction(() => document.getElementById('algorithm').value === 'random-placement');
  // A size change is an entry too.
  await page.getByLabel('Board size').fill('5');
  await page.getByLabel('Board size').press('Enter');
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('board-size').value === '8');
  assert.equal(await page.getByLabel('Algorithm', { exact: true }).inputValue(), 'random-placement');
});

test('narration: while playing, the live region announces the latest caption now and then, not every move; stepping announces each move', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  await page.getByLabel('Speed').fill('4');
  assert.equal(await page.locator('#speed-value').textContent(), '8 moves/s');
  // The visible caption is not a live region: only the announcer is.
  assert.equal(await page.getByTestId('caption').getAttribute('aria-live'), null);
  await page.evaluate(() => {
    const announcer = document.querySelector('[data-testid="announcer"]');
    const status = document.querySelector('[data-testid="status"]');
    window.heard = { captions: [], statuses: [] };
    const watch = (node, list) =>
      new MutationObserver(() => list.push(node.textContent)).observe(node, { childList: true, characterData: true, subtree: true });
    watch(announcer, window.heard.captions);
    watch(status, window.heard.statuses);
    document.getElementById('play').click();
  });
  // Twenty moves made (a state, however long it takes), then paused.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="attempts-total"]').textContent) >= 20);
  const heard = await page.evaluate(() => {
    document.getElementById('play').click(); // pause
    return window.heard;
  });
  // At most one caption every 2 s while playing (the rate is a budget `cargo xtask bench`
  // measures): here, at least one, and far fewer than the moves made.
  assert.ok(heard.captions.length >= 1 && heard.captions.length <= 10, `captions announced while playing 20 moves: ${JSON.stringify(heard.captions)}`);
  assert.equal(heard.statuses[0], 'Playing…', 'the status is announced once while playing');
  assert.equal(heard.statuses.filter((s) => s === 'Playing…').length, 1);
  // By hand, every move is heard at once.
  const stepped = await page.evaluate(() => {
    const announcer = document.querySelector('[data-testid="announcer"]');
    const said = [];
    for (let k = 0; k < 3; k++) {
      document.getElementById('step').click();
      said.push(announcer.textContent === document.querySelector('[data-testid="caption"]').textContent);
    }
    return said;
  });
  assert.deepEqual(stepped, [true, true, true]);
});

test('backtracking: Run to next solution and Run to end of search (8×8: 92 solutions, OEIS A000170)', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'solution', /\d/);
  assert.equal(await text('solution'), '1,5,8,6,3,7,2,4'); // OEIS A141843's first solution
  await page.getByRole('button', { name: 'Run to end of search' }).click();
  await waitForText(page, 'status', /^Search complete/);
  assert.equal(await text('solutions-found'), '92');
  assert.match(await text('status'), /^Search complete: 92 solutions after [\d,]+ attempts\. As published \(OEIS A000170, the number of solutions\): Q\(8\) = 92\.$/);
  assert.equal(await page.getByRole('button', { name: 'Run to end of search' }).isDisabled(), true);
  // Other algorithms have one Run to end.
  await open('?algorithm=qs4&n=8&seed=3');
  assert.equal(await page.getByRole('button', { name: 'Run to end of search' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Run to end', exact: true }).count(), 1);
});

test('the legend shows each row’s mark colour, and fresh seeds are at most six digits', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  const colours = await page.locator('[data-algorithm="backtracking"] .mark-colours .swatch').evaluateAll((swatches) =>
    swatches.map((s) => [s.textContent, getComputedStyle(s).backgroundColor]));
  assert.deepEqual(colours.map(([row]) => row), ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.equal(new Set(colours.map(([, colour]) => colour)).size, 8, 'eight different colours');
  // The swatch of row 2 has the colour the board gives row 2's marks.
  const row2 = await page.evaluate(async () => (await import('./www/draw.js')).rowHue(2));
  const style = await page.locator('[data-algorithm="backtracking"] .mark-colours .swatch').nth(1).getAttribute('style');
  assert.match(style, new RegExp(`--hue: ${row2}\\b`));
  await open('?algorithm=random-placement&n=8');
  for (let k = 0; k < 5; k++) {
    const seed = await page.getByRole('textbox', { name: /^Seed/ }).inputValue();
    assert.match(seed, /^\d{1,6}$/, `fresh seed ${seed}`);
    await page.getByRole('button', { name: 'New seed' }).click();
  }
  // Any u64 is still accepted.
  await open('?algorithm=random-placement&n=8&seed=18446744073709551615');
  assert.equal(await page.getByRole('textbox', { name: /^Seed/ }).inputValue(), '18446744073709551615');
});

test('axe-core: no accessibility violation on Watch and Compare at laptop, projector and phone sizes', async () => {
  const page = session.page;
  for (const viewport of SCREENS) {
    await page.setViewportSize(viewport);
    await open('?algorithm=backtracking&n=8');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    assert.deepEqual(await axeViolations(page), [], `Watch at ${viewport.width}×${viewport.height}`);
    await open('?algorithm=random-placement&n=8&seed=5');
    assert.deepEqual(await axeViolations(page), [], `Watch (random placement) at ${viewport.width}×${viewport.height}`);
    await open('?view=compare&n=8&algorithms=backtracking,random-placement&trials=100&seed=1');
    await page.getByRole('button', { name: 'Run comparison' }).click();
    await waitForText(page, 'cmp-status', /^Done/);
    assert.deepEqual(await axeViolations(page), [], `Compare at ${viewport.width}×${viewport.height}`);
  }
  await page.setViewportSize({ width: 1400, height: 950 });
});

test('the page lists the core registry’s algorithms, in the order of nqueens algorithms --json', async () => {
  const page = session.page;
  const { algorithms } = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' }));
  assert.ok(algorithms.length >= 7, JSON.stringify(algorithms));
  await open('?algorithm=backtracking&n=8');
  const options = await page.locator('#algorithm option').evaluateAll((list) => list.map((o) => ({ id: o.value, name: o.textContent })));
  assert.deepEqual(options, algorithms.map((a) => ({ id: a.id, name: a.name })));
  // The Compare checkboxes and the race select come from the same list, in its order.
  const boxes = await page.locator('input[name="cmp-algorithm"]').evaluateAll((list) => list.map((b) => b.value));
  const ids = algorithms.map((a) => a.id);
  assert.deepEqual(boxes, ids.filter((id) => boxes.includes(id)));
  assert.ok(boxes.length >= 6, boxes.join());
  // Each algorithm's legend and counters are the registry's: its counters' labels, in order.
  for (const a of algorithms.filter((a) => a.maxNAnimated >= 8)) {
    await page.locator('#algorithm').selectOption(a.id);
    await waitForText(page, 'status', /^Ready/);
    const labels = await page.locator('#counters dt').allTextContents();
    assert.deepEqual(labels, a.counters.map((c) => c.label), a.id);
    assert.ok(await page.locator(`[data-algorithm="${a.id}"]`).isVisible(), a.id);
  }
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
