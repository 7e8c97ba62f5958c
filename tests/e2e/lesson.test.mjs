// End-to-end tests of what broke in a teacher's lesson (the issue "A teacher can trust it in
// front of a class"), one test per item, and the screenshot set at the four screen sizes of the
// lesson (laptop, projector, presentation, phone) with the question and the whole board in view.
// Run by `cargo xtask test`. Fails on any console error, uncaught exception or failed request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, axeViolations, isSolution, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** The four screens of the lesson: a laptop, a projector, the projector presenting, a phone. */
const SCREENS = [
  { name: 'laptop', width: 1366, height: 657, present: false },
  { name: 'projector', width: 1920, height: 969, present: false },
  { name: 'presentation', width: 1920, height: 969, present: true },
  { name: 'phone', width: 390, height: 844, present: false },
];

/**
 * The boxes (viewport coordinates) of the caption, the board with its row and column
 * numbers, and `companion` (the predict question, the sandbox's tools), and what is out of
 * the window: [] when all show together. On a phone the playback bar fixed at the bottom
 * covers the window's last pixels: they do not count as shown.
 */
function outOfView(page, companion) {
  return page.evaluate((companion) => {
    const bar = matchMedia('(max-width: 700px)').matches && !document.documentElement.dataset.present
      ? document.getElementById('playback').getBoundingClientRect().top
      : innerHeight;
    const boxes = {
      caption: document.getElementById('caption'),
      board: document.querySelector('.board-frame'),
      [companion]: document.getElementById(companion),
    };
    // In presentation the counters are on the screen too (the lesson found them cut there).
    if (document.documentElement.dataset.present) boxes.counters = document.getElementById('counters');
    const out = [];
    for (const [name, element] of Object.entries(boxes)) {
      const box = element.getBoundingClientRect();
      if (box.height === 0) out.push(`${name} not shown`);
      if (box.top < 0 || box.bottom > bar || box.left < 0 || box.right > innerWidth) {
        out.push(`${name} ${Math.round(box.top)}–${Math.round(box.bottom)} of ${Math.round(bar)} high, ${Math.round(box.left)}–${Math.round(box.right)} of ${innerWidth} wide`);
      }
    }
    return out;
  }, companion);
}

/** Answers the predict question on show with the button named `name`. */
const answer = (page, name) => page.locator('#predict').getByRole('button', { name, exact: true }).click();

test('item 2: predict accepts every row attacking the square and names them all; the caption does not give the first answer away', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=4&predict=1');
  assert.match(await text('caption'), /^Start: an empty board\.$/, 'no "Step tries row 1, column 1" above the first question');
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#predict-question').textContent(), /row 1/);
  // Row 1 has no row below: only which square, no follow-up offering "Safe" alone.
  await answer(page, 'Column 1');
  assert.match(await text('predict-verdict'), /^Right: it tried row 1, column 1, which is safe\./);
  // Move 7 of the walkthrough: row 3, column 3 is on a diagonal of row 1's queen (column 1)
  // and in the column of row 2's (column 3): both attack it.
  await open('?algorithm=backtracking&n=4&predict=1&step=6');
  await page.keyboard.press('ArrowRight');
  await answer(page, 'Column 3');
  await answer(page, 'Attacked by row 2');
  assert.match(await text('predict-verdict'), /^Right: it tried row 3, column 3, attacked by rows 1 and 2 \(its mark shows 1, the lowest\)\./);
  assert.match(await text('predict-score'), /^Score: 1 right of 1$/);
  // Row 1 is right too; a safe answer is not.
  await open('?algorithm=backtracking&n=4&predict=1&step=6');
  await page.keyboard.press('ArrowRight');
  await answer(page, 'Column 3');
  await answer(page, 'Attacked by row 1');
  assert.match(await text('predict-verdict'), /^Right:/);
  await open('?algorithm=backtracking&n=4&predict=1&step=6');
  await page.keyboard.press('ArrowRight');
  await answer(page, 'Column 3');
  await answer(page, 'Safe');
  assert.match(await text('predict-verdict'), /^Not quite: it tried row 3, column 3, attacked by rows 1 and 2/);
});

test('item 3: after a dead end, random placement\'s predict asks what it does next, and a wrong answer scores nothing', async () => {
  const page = session.page;
  // Where the run (n = 6, seed 7) first meets a dead end, found by stepping.
  await open('?algorithm=random-placement&n=6&seed=7');
  let move = 0;
  while (!/dead end/.test(await text('caption'))) {
    await page.keyboard.press('ArrowRight');
    move++;
    assert.ok(move < 40, 'a dead end within 40 moves');
  }
  const row = Number((await text('caption')).match(/^Row (\d+)/)[1]);
  await open(`?algorithm=random-placement&n=6&seed=7&predict=1&step=${move}`);
  await page.keyboard.press('ArrowRight');
  const question = await page.locator('#predict-question').textContent();
  assert.match(question, new RegExp(`^Row ${row} has no unattacked square: a dead end\\. What does the search do next\\?`));
  assert.doesNotMatch(question, /On which squares/);
  await answer(page, `Go back to row ${row - 1} and move its queen`);
  assert.match(await text('predict-verdict'), /^Not quite: it never backtracks: it throws the trial away and starts a new one on an empty board\./);
  assert.match(await text('predict-score'), /^Score: 0 right of 1$/);
  assert.match(await text('caption'), /^Board cleared: trial 2 starts/);
  // The next question is the landing question of row 1 again, on the empty board.
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#predict-question').textContent(), /^On which squares of row 1 can the queen land\?/);
  await open(`?algorithm=random-placement&n=6&seed=7&predict=1&step=${move}`);
  await page.keyboard.press('ArrowRight');
  await answer(page, 'Start a new trial on an empty board');
  assert.match(await text('predict-score'), /^Score: 1 right of 1$/);
});

test('item 4: the question (and the sandbox) and the whole board show together on every screen of the lesson; screenshots', async () => {
  const page = session.page;
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const present = screen.present ? '&present=1' : '';
    // A question about row 2 of 8 × 8, after two answers.
    await open(`?algorithm=backtracking&n=8&predict=1${present}`);
    await page.keyboard.press('ArrowRight');
    await answer(page, 'Column 1');
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('#predict-question').textContent(), /row 2/);
    assert.deepEqual(await outOfView(page, 'predict'), [], `${screen.name}: the question`);
    await page.screenshot({ path: join(ARTIFACTS, `lesson-predict-${screen.name}.png`) });
    // Answered: the verdict, the board and the caption still show together.
    await answer(page, 'Column 1');
    await answer(page, 'Attacked by row 1');
    assert.deepEqual(await outOfView(page, 'predict'), [], `${screen.name}: the verdict`);
    // The sandbox, opened from the page scrolled to its button.
    await open(`?algorithm=backtracking&n=8${present}`);
    if (!screen.present) {
      await page.getByRole('button', { name: 'Place your own queens' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Place your own queens' }).click();
      assert.deepEqual(await outOfView(page, 'sandbox-tools'), [], `${screen.name}: the sandbox`);
      await page.screenshot({ path: join(ARTIFACTS, `lesson-sandbox-${screen.name}.png`) });
    }
  }
  await page.setViewportSize({ width: 1400, height: 950 });
});

/** Pixels of the timeline's tick strip in the theme's colour for `kind`. */
function tickPixels(page, kind) {
  return page.evaluate((kind) => {
    const canvas = document.getElementById('timeline-marks');
    const ctx = canvas.getContext('2d');
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const css = getComputedStyle(document.documentElement).getPropertyValue(`--board-${kind}`).trim();
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = css;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 200 && Math.abs(data[i] - r) < 8 && Math.abs(data[i + 1] - g) < 8 && Math.abs(data[i + 2] - b) < 8) count++;
    }
    return count;
  }, kind);
}

test('item 5: the timeline keeps every tick after Run to end, as after stepping the same moves', async () => {
  const page = session.page;
  await open('?algorithm=random-placement&n=8&seed=3');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 3/);
  const trials = Number(await text('trials'));
  assert.ok(trials > 1, `trial ${trials}: the run restarts`);
  const runTicks = Number(await page.locator('#timeline').getAttribute('data-ticks'));
  // A dead end and a restart per failed trial, and the solution.
  assert.equal(runTicks, 2 * (trials - 1) + 1);
  const runRed = await tickPixels(page, 'attacked');
  assert.ok(runRed > 0, 'red ticks after Run to end');
  const moves = Number((await text('timeline-note')).match(/of ([\d,]+)/)[1].replace(/,/g, ''));
  await open('?algorithm=random-placement&n=8&seed=3');
  for (let i = 0; i < moves; i++) await page.keyboard.press('ArrowRight');
  assert.equal(Number(await page.locator('#timeline').getAttribute('data-ticks')), runTicks);
  assert.equal(await tickPixels(page, 'attacked'), runRed, 'the same red ticks after stepping');
  // Backtracking's Run to next solution keeps its grey backtrack ticks.
  await open('?algorithm=backtracking&n=8');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 876 attempts/);
  assert.ok(await tickPixels(page, 'removed') > 0, 'grey backtrack ticks after Run to next solution');
  assert.ok(Number(await page.locator('#timeline').getAttribute('data-ticks')) > 50);
  // The key names only the ticks the algorithm's moves can make (from the kinds of events
  // it declares): backtracking all three, random placement no backtrack, the formula only
  // its solution.
  const keyed = () => page.locator('#timeline-key [data-tick]').evaluateAll((items) => items.filter((i) => !i.hidden).map((i) => i.dataset.tick));
  assert.deepEqual(await keyed(), ['solution', 'dead', 'backtrack']);
  await open('?algorithm=random-placement&n=8&seed=3');
  assert.deepEqual(await keyed(), ['solution', 'dead']);
  await open('?algorithm=construction&n=8');
  assert.deepEqual(await keyed(), ['solution']);
});

test('item 6: backtracking from a learner\'s queens says so, and a greyed Continue says why', async () => {
  const page = session.page;
  await open('?mode=sandbox&n=6&queens=2,4');
  await page.getByRole('button', { name: 'Continue with backtracking' }).click();
  const start = 'Start: your 2 queens in rows 1 to 2 (columns 2, 4); they stay where they are. Step tries row 3, column 1.';
  assert.equal(await text('caption'), start);
  await page.keyboard.press('ArrowRight');
  assert.match(await text('caption'), /^Row 3, column 1/);
  await page.keyboard.press('Home');
  assert.equal(await text('caption'), start, 'after Home too');
  // Two queens attacking each other: Continue with backtracking is greyed, and says why.
  await open('?mode=sandbox&n=6&queens=2,3');
  assert.equal(await page.getByRole('button', { name: 'Continue with backtracking' }).isDisabled(), true);
  assert.match(await text('sandbox-why'), /the queens of rows 1 and 2 attack each other/);
  await open('?mode=sandbox&n=6&queens=2,0,5');
  assert.match(await text('sandbox-why'), /row 2 is empty under the queen of row 3/);
  assert.equal(await page.getByRole('button', { name: 'Continue with min-conflicts' }).isDisabled(), false);
  assert.deepEqual(await axeViolations(page), []);
});

test('item 7: presenting, the buttons cover no square, a two-line caption keeps the column numbers on screen, the numbers are large, and a blank screen holds the run', async () => {
  const page = session.page;
  for (const [width, height] of [[1920, 1080], [1366, 657]]) {
    await page.setViewportSize({ width, height });
    await open('?algorithm=backtracking&n=16&present=1');
    await page.mouse.move(500, 500);
    await page.mouse.move(600, 520);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.controls')).opacity === '1');
    // Every move of the first 120 (captions of one and of two lines among them): the board
    // and its numbers stay in the window, the buttons beside it.
    let twoLines = 0;
    for (let move = 1; move <= 120; move++) {
      await page.keyboard.press('PageDown');
      const boxes = await page.evaluate(() => {
        const box = (el) => el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(document.getElementById('caption'));
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
        return { lines, board: box(document.getElementById('board')), labels: box(document.getElementById('col-labels')), controls: box(document.getElementById('controls')) };
      });
      if (boxes.lines >= 2) twoLines++;
      assert.ok(boxes.labels.bottom <= height, `${width}×${height}, move ${move} (${boxes.lines} caption lines): column numbers end at ${boxes.labels.bottom}`);
      const { board, controls } = boxes;
      const overlap = controls.right > board.left && controls.left < board.right && controls.bottom > board.top && controls.top < board.bottom;
      assert.equal(overlap, false, `${width}×${height}, move ${move}: the buttons cover the board`);
    }
    assert.ok(twoLines > 0, `${width}×${height}: a two-line caption among the moves`);
    // Row and column numbers in large type for the back row: at least 24 px on the
    // projector, 18 on the laptop (the page's own text is 16).
    for (const id of ['col-labels', 'row-labels']) {
      const size = await page.locator(`#${id} span`).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      assert.ok(size >= (width > 1600 ? 24 : 18), `${width}×${height}: ${id} at ${size} px`);
    }
  }
  // Blanked, a presenter's PageDown does nothing unseen.
  const before = await text('timeline-note');
  await page.keyboard.press('b');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('timeline-note'), before);
  await page.keyboard.press('b');
  await page.keyboard.press('PageDown');
  assert.notEqual(await text('timeline-note'), before);
  await page.setViewportSize({ width: 1400, height: 950 });
});

test('item 8: the search tree reads on a projector, folds finished subtrees, and is drawn for the full 8 × 8 search (17,777 moves)', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1920, height: 969 });
  const geometry = () => page.locator('#tree').evaluate((canvas) => ({ ...Object.fromEntries(Object.entries(canvas.dataset).map(([k, v]) => [k, Number(v)])), scroll: canvas.parentElement.scrollLeft, room: canvas.parentElement.clientWidth }));
  // 6 × 6 after 60 moves: pruned leaves 22 px apart or more, their row numbers 11 px or more.
  await open('?algorithm=backtracking&n=6&step=60');
  let tree = await geometry();
  assert.ok(tree.spacing >= 22 && tree.labelPx >= 11, JSON.stringify(tree));
  // The whole 8 × 8 search: 17,777 moves, under the 20,000 the caption states, is a tree,
  // not the per-row summary, its finished subtrees folded, its root in view.
  await open('?algorithm=backtracking&n=8');
  await page.getByRole('button', { name: 'Run to end of search' }).click();
  await waitForText(page, 'status', /^Search complete: 92 solutions after 15,720 attempts/);
  assert.match(await text('timeline-note'), /^Move 17,777 of 17,777$/);
  assert.match(await text('tree-caption'), /^Search tree: 15,720 nodes, one per square tried \(nodes per row: 8, 64, 336, 1120, 2752, 4544, 4400, 2496\)\. .*folded/);
  assert.doesNotMatch(await text('tree-caption'), /summarized/);
  assert.equal(await page.locator('#tree-figure').getAttribute('data-folded'), 'true');
  tree = await geometry();
  assert.ok(tree.spacing >= 22 && tree.labelPx >= 11, JSON.stringify(tree));
  // The root (centred over the 8 folded subtrees of row 1) is within the visible part.
  const rootX = await page.evaluate(async () => {
    const { layoutTree } = await import('/www/tree.js');
    const { Solver } = await import('/pkg/nqueens.js');
    const solver = new Solver('backtracking', 8, '');
    while (solver.run(1e6) !== 'exhausted');
    const record = solver.searchTree(1e6);
    const tree = { row: record.row, parent: record.parent, onPath: record.onPath };
    const canvas = document.getElementById('tree');
    return Number(canvas.dataset.left) + layoutTree(tree, { fold: true }).x[0] * Number(canvas.dataset.spacing);
  });
  assert.ok(rootX >= tree.scroll && rootX <= tree.scroll + tree.room, `root at ${rootX}, view ${tree.scroll}–${tree.scroll + tree.room}`);
  await page.locator('#tree-figure').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-search-tree-8.png') });
  await page.setViewportSize({ width: 1400, height: 950 });
});

/** Runs the Compare view's comparison at `query` and waits for it. */
async function compare(page, query) {
  await open(`?view=compare&${query}`);
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Done: /);
}

test('item 1: Compare times a deterministic run well above the timer\'s resolution, so its time per run follows its work', async () => {
  const page = session.page;
  const times = {};
  for (const n of [4, 12, 14]) {
    await compare(page, `n=${n}&algorithms=backtracking,random-placement&trials=1000&seed=1`);
    const cell = page.getByTestId('summary-backtracking-time');
    times[n] = Number(await cell.getAttribute('data-value'));
    // Its one run, repeated inside the core in each timed batch until a batch lasts 2 ms or
    // more: 20 times the timer's resolution in a worker (0.1 ms), where one run of 26
    // squares takes under a microsecond; the best of several batches.
    const repeats = Number(await cell.getAttribute('data-repeats'));
    assert.ok(repeats > 1, `n = ${n}: its run ${repeats} times a batch`);
    assert.ok(repeats * times[n] >= 2, `n = ${n}: a batch of ${repeats} runs at ${times[n]} ms per run`);
    assert.ok(Number(await cell.getAttribute('data-batches')) >= 5, `n = ${n}: batches`);
    assert.match(await text('summary-backtracking-time'), / of \d+ batches.*deterministic: its one run, [\d,]+ times a batch/);
    // The random runs are timed the same way.
    assert.ok(Number(await page.getByTestId('summary-random-placement-time').getAttribute('data-batches')) >= 5);
  }
  // Squares tried: 26 (n = 4), 3,066 (n = 12), 26,495 (n = 14), OEIS A140450. The time per
  // run rises with them (the same run natively: cargo xtask bench prints both).
  assert.ok(times[4] < times[12] && times[12] < times[14], JSON.stringify(times));
  assert.ok(times[14] > 5 * times[4], JSON.stringify(times));
});

test('item 9: no chart puts two algorithms\' attempts on one axis; the sweep compares CPU time, its axis title whole', async () => {
  const page = session.page;
  await compare(page, 'n=8&algorithms=backtracking,random-placement,qs1&trials=300&seed=2');
  const histogram = () => page.evaluate(() => {
    const chart = Chart.getChart(document.getElementById('cmp-histogram'));
    return { labels: chart.data.datasets.map((d) => d.label), x: chart.options.scales.x.title.text };
  });
  const units = { 'backtracking': 'squares tried', 'random-placement': 'queens placed', 'qs1': 'swaps tested' };
  for (const [id, unit] of Object.entries(units)) {
    await page.getByLabel('Histogram of', { exact: true }).selectOption(id);
    const { labels, x } = await histogram();
    assert.equal(x, `${unit} per run (log scale)`);
    assert.equal(labels.length, 1, labels.join(' | '));
    for (const other of Object.values(units).filter((u) => u !== unit)) assert.ok(!labels[0].includes(other), labels[0]);
  }
  // The distribution of trials of random placement, with the geometric distribution that
  // 1/p = 7.73 (exact on 8 × 8) predicts.
  await page.getByLabel('Histogram of', { exact: true }).selectOption('random-placement');
  await page.getByLabel('counting', { exact: true }).selectOption('tries');
  const tries = await histogram();
  assert.equal(tries.x, 'trials per run (log scale)');
  assert.match(tries.labels[1], /^expected if tries are geometric with p = 0\.1293 \(exact\): 7\.73 a run on average$/);
  await page.getByRole('button', { name: 'Save chart as PNG' }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-trials-histogram.png') });
  // The sweep: CPU time per run, every algorithm in one unit; the y-axis title fits the axis.
  await page.getByLabel('n from 4 to').fill('9');
  await page.getByLabel('runs per size').fill('20');
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await waitForText(page, 'cmp-status', /^Sweep done/);
  const fits = await page.evaluate(() => {
    const chart = Chart.getChart(document.getElementById('cmp-sweep'));
    const title = chart.options.scales.y.title;
    const { ctx } = chart;
    ctx.save();
    ctx.font = Chart.helpers.toFont(title.font).string;
    const width = ctx.measureText(title.text).width;
    ctx.restore();
    return { text: title.text, width, room: chart.chartArea.bottom - chart.chartArea.top };
  });
  assert.equal(fits.text, 'CPU ms per run (log)');
  assert.ok(fits.width <= fits.room, `the y-axis title needs ${fits.width} px of ${fits.room}`);
});

test('item 10: Copy summary gives one field per column, each unit in a column of its own', async () => {
  const page = session.page;
  await compare(page, 'n=8&algorithms=backtracking,random-placement&trials=200&seed=5');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await waitForText(page, 'cmp-status', /^Summary copied/);
  const lines = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  assert.equal(lines[0], 'N-Queens comparison: n = 8, 200 runs per algorithm, master seed 5');
  const header = lines[1].split('\t');
  assert.deepEqual(header.slice(0, 4), ['algorithm', 'attempt unit', 'tries unit', 'runs']);
  const rows = lines.slice(2, 4).map((line) => line.split('\t'));
  for (const row of rows) assert.equal(row.length, header.length, row.join(' | '));
  const backtracking = rows.find((row) => row[0] === 'Backtracking');
  assert.deepEqual(backtracking.slice(0, 5), ['Backtracking', 'squares tried', 'runs', '200', '876.0']);
  const random = rows.find((row) => row[0] === 'Random placement');
  assert.equal(random[9], '7.73', 'expected trials 1/p');
  assert.ok(Number(random[12]) > 0, 'CPU time per run in ms, a number');
  assert.doesNotMatch(lines.join('\n'), /Backtrackingattempts|msone run|msdeterministic/);
});

test('item 10: the video and the GIF carry the caption and the numbers as the PNG does; a worksheet prints the board with questions', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6');
  await page.getByLabel('Speed').evaluate((el) => { el.value = '8'; el.dispatchEvent(new Event('input')); });
  const board = await page.locator('#board').boundingBox();
  // The video: frames larger than the board alone, with the caption's ink above the board and
  // the numbers' ink under it.
  await page.getByRole('button', { name: 'Record video or GIF…' }).click();
  await page.getByLabel('From move').fill('0');
  await page.getByLabel('to move').fill('20');
  const [video] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Record', exact: true }).click()]);
  const webm = readFileSync(await video.path()).toString('base64');
  const look = await page.evaluate(async ({ base64, side }) => {
    const v = document.createElement('video');
    v.muted = true;
    v.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'video/webm' }));
    await new Promise((resolve) => { v.onloadeddata = resolve; });
    // A frame well into the first move's moment (the first decoded frame may still be blank).
    v.currentTime = 0.3;
    await new Promise((resolve) => { v.onseeked = resolve; });
    const ctx = Object.assign(document.createElement('canvas'), { width: v.videoWidth, height: v.videoHeight }).getContext('2d');
    ctx.drawImage(v, 0, 0);
    const [r, g, b] = getComputedStyle(document.documentElement).color.match(/\d+/g).map(Number);
    const ink = (y0, y1) => {
      const { data } = ctx.getImageData(0, y0, v.videoWidth, y1 - y0);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r) < 40 && Math.abs(data[i + 1] - g) < 40 && Math.abs(data[i + 2] - b) < 40) count++;
      return count;
    };
    return { width: v.videoWidth, height: v.videoHeight, top: ink(0, 60), bottom: ink(v.videoHeight - 40, v.videoHeight), side, png: ctx.canvas.toDataURL() };
  }, { base64: webm, side: board.width });
  writeFileSync(join(ARTIFACTS, 'lesson-video-frame.png'), Buffer.from(look.png.split(',')[1], 'base64'));
  assert.ok(look.height > look.width && look.width >= look.side, `a ${look.width} × ${look.height} video, the board ${look.side} px`);
  assert.ok(look.top > 100, `the caption above the board (${look.top} ink pixels)`);
  assert.ok(look.bottom > 100, `the counters under it (${look.bottom} ink pixels)`);
  // The animated GIF: one frame per move.
  await page.getByRole('button', { name: 'Record video or GIF…' }).click();
  await page.getByLabel('From move').fill('3');
  await page.getByLabel('to move').fill('15');
  await page.getByLabel('as', { exact: true }).selectOption('gif');
  const [gif] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Record', exact: true }).click()]);
  assert.equal(gif.suggestedFilename(), 'nqueens-backtracking-n6-moves3-15.gif');
  const bytes = readFileSync(await gif.path());
  assert.equal(bytes.subarray(0, 6).toString(), 'GIF89a');
  const frames = await page.evaluate(async (base64) => {
    const decoder = new ImageDecoder({ data: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)), type: 'image/gif' });
    await decoder.tracks.ready;
    return decoder.tracks.selectedTrack.frameCount;
  }, bytes.toString('base64'));
  assert.equal(frames, 13, 'moves 3 to 15');
  assert.match(await text('status'), /^Saved moves 3 to 15 as an animated GIF/);
  // Too long a GIF is refused in words, before any work.
  await page.getByRole('button', { name: 'Record video or GIF…' }).click();
  await page.getByLabel('From move').fill('0');
  await page.getByLabel('to move').fill('1000');
  await page.getByLabel('as', { exact: true }).selectOption('gif');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  assert.match(await page.locator('#record-error').textContent(), /at most 400 moves/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The worksheet: printing the Watch view prints the move's board (queens only, for marking)
  // and questions, and nothing else.
  await page.keyboard.press('ArrowRight');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('#worksheet').isVisible(), true);
  assert.equal(await page.locator('#watch-view').isVisible(), false);
  assert.match(await page.locator('#worksheet h2').textContent(), /^N-Queens: Backtracking, 6 × 6, move 16$/);
  assert.ok(await page.locator('#worksheet li').count() >= 3);
  assert.match(await page.locator('#worksheet').textContent(), /open the page at this move: http.*step=16/);
  await page.pdf({ path: join(ARTIFACTS, 'lesson-worksheet.pdf') });
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-worksheet.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
});

test('item 11: a million queens show their repair moves and the memory the board took, as the book measures it', async () => {
  const page = session.page;
  await open('?algorithm=min-conflicts&n=1000000&seed=1');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved and verified/);
  const status = await text('status');
  const moves = Number(status.match(/repair moves ([\d,]+)/)[1].replaceAll(',', ''));
  // The greedy start places every row; the repair moves are a few dozen, on a counter of
  // their own (the steps are n + moves + 1 with one start).
  assert.ok(moves > 0 && moves < 1000, status);
  assert.equal(await text('big-moves'), String(moves));
  assert.equal(await text('steps'), (1_000_000 + moves + 1).toLocaleString('en-US'));
  const perQueen = Number(status.match(/([\d.]+) bytes per queen for the board/)[1]);
  // The worker reserves the registry's 11 bytes per queen before the run (docs/page.md's
  // figure); the allocator's slack adds a little.
  assert.ok(perQueen >= 11 && perQueen < 15, status);
});

test('item 12: the puzzle is stated, its words explained, and numbers read as words', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=12');
  assert.match(await page.locator('#intro').textContent(), /^Place n queens on an n × n board so that no two attack each other/);
  await page.getByRole('button', { name: 'The puzzle & words' }).click();
  const about = page.locator('#about');
  assert.equal(await about.isVisible(), true);
  assert.match(await about.textContent(), /The N-Queens puzzle: place n queens on an n × n chessboard so that no two attack each other/);
  for (const word of ['Las Vegas and Monte Carlo', 'Standard error', 'Seed', 'Master seed', 'OEIS', 'Web Worker', 'SIMD128', 'Command-line tool']) {
    assert.equal(await about.locator('dt', { hasText: word }).count() > 0, true, word);
  }
  assert.deepEqual(await axeViolations(page), [], 'the glossary');
  await about.getByRole('button', { name: 'Close' }).click();
  // Stepping says where the run stands, not "Paused.".
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('status'), 'At move 1. Step, Play or Run to end goes on.');
  // Through the whole 12 × 12 search: every status and caption on the way groups its digits
  // and says the count of solutions once.
  await page.evaluate(() => {
    globalThis.seen = [];
    const observer = new MutationObserver(() => globalThis.seen.push(document.getElementById('status').textContent, document.getElementById('caption').textContent));
    observer.observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Run to end of search' }).click();
  await waitForText(page, 'status', /^Search complete/);
  assert.equal(await text('caption'), 'Search complete: 14,200 solutions in all');
  assert.match(await text('status'), /^Search complete: 14,200 solutions after [\d,]+ attempts\. As published \(OEIS A000170, the number of solutions\): Q\(12\) = 14,200\.$/);
  const seen = await page.evaluate(() => globalThis.seen);
  assert.ok(seen.length > 2, 'statuses while running');
  for (const line of seen) {
    // (OEIS ids such as A000170 are names, not numbers.)
    assert.doesNotMatch(line, /(?<![A\d,])\d{4,}/, `ungrouped digits: ${line}`);
    assert.doesNotMatch(line, /([\d,]+), \1 solutions/, line);
  }
  // In Compare, each word a student may not know opens the glossary at that word.
  await open('?view=compare');
  for (const [word, id] of [['Web Workers', 'term-worker'], ['master seed', 'term-master-seed'], ['standard error', 'term-standard-error'], ['Las Vegas', 'term-las-vegas'], ['OEIS', 'term-oeis']]) {
    await page.locator('a.term', { hasText: word }).first().click();
    assert.equal(await page.locator(`#${id}`).evaluate((el) => el.classList.contains('shown')), true, word);
    await page.keyboard.press('Escape');
  }
  assert.doesNotMatch(await page.locator('#compare-view').textContent(), /nqueens (compare|papers)/, 'no command a student cannot run');
});

test('browse solutions: after the full 8 × 8 search, all 92 listed, each opening its board at its move; Previous and Next', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  assert.match(await text('solutions-note'), /^None yet/);
  await page.getByRole('button', { name: 'Run to end of search' }).click();
  await waitForText(page, 'status', /^Search complete: 92 solutions/);
  // OEIS A000170: Q(8) = 92, every one listed (up to 100 are), each a solution by the
  // verifier's rule recounted here, all different.
  assert.equal(await text('solutions-note'), '92 in all: the whole search.');
  const listed = await page.locator('#solutions-list button').evaluateAll((buttons) => buttons.map((b) => [b.textContent, Number(b.dataset.position)]));
  assert.equal(listed.length, 92);
  const boards = listed.map(([label]) => label.match(/^([\d,]+) \(move/)[1].split(',').map(Number));
  assert.ok(boards.every(isSolution));
  assert.equal(new Set(boards.map(String)).size, 92);
  // The first is OEIS A141843's 1,5,8,6,3,7,2,4; the moves rise.
  assert.deepEqual(boards[0], [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.ok(listed.every(([, move], i) => i === 0 || move > listed[i - 1][1]));
  // A click opens that solution at its move.
  await page.locator('#solutions-list button').nth(40).click();
  await waitForText(page, 'timeline-note', new RegExp(`^Move ${listed[40][1].toLocaleString('en-US')} of 17,777$`));
  assert.equal(await text('solution'), boards[40].join(','));
  assert.match(await text('caption'), /Solution 41: every row has a queen/);
  await page.getByRole('button', { name: 'Next solution ▶' }).click();
  await waitForText(page, 'solution', new RegExp(`^${boards[41].join(',')}$`));
  await page.getByRole('button', { name: '◀ Previous solution' }).click();
  await page.getByRole('button', { name: '◀ Previous solution' }).click();
  await waitForText(page, 'solution', new RegExp(`^${boards[39].join(',')}$`));
  // From the start, Next waits for a solution found (issue 38: it was live before any);
  // Run to next solution finds the first (876 attempts, OEIS A140450), and there Next is
  // still greyed: none found beyond it yet.
  await open('?algorithm=backtracking&n=8');
  assert.equal(await page.getByRole('button', { name: 'Next solution ▶' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 876 attempts/);
  assert.equal(await page.getByRole('button', { name: 'Next solution ▶' }).isDisabled(), true);
  assert.deepEqual(await axeViolations(page), []);
});

test('random placement: the expected trials 1/p beside this run\'s count and the tally of solved runs, live', async () => {
  const page = session.page;
  await open('?algorithm=random-placement&n=8&seed=3');
  // Brassard & Bratley: p = 0.1293 on 8 × 8, so 7.73 trials a run on average (exact).
  assert.equal(await text('odds-expected'), 'A run needs 1/p = 7.73 trials on average: one succeeds with probability p = 0.1293 (exact).');
  assert.match(await text('odds-tally'), /^This run: trial 1\./);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 3/);
  const trials = Number(await text('trials'));
  assert.match(await text('odds-tally'), new RegExp(`^This run: trial ${trials}, solved\\. Solved runs of 8 × 8 here: 1, ${trials}\\.00 trials each on average`));
  // Another seed: the tally has two runs, their mean.
  await open('?algorithm=random-placement&n=8&seed=4');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 4/);
  const second = Number(await text('trials'));
  // (A fresh page: the tally is this page's runs.)
  assert.match(await text('odds-tally'), new RegExp(`Solved runs of 8 × 8 here: 1, ${second}\\.00 trials`));
  // Beyond n = 12 the odds are measured, with their standard error.
  await open('?algorithm=random-placement&n=20&seed=1');
  assert.match(await text('odds-expected'), /^A run needs 1\/p = 45\.\d\d trials on average: one succeeds with probability p = 0\.0218 \(measured, ± 0\.0001\)\.$/);
  // Other algorithms: no odds shown.
  await open('?algorithm=qs1&n=8&seed=1');
  assert.equal(await page.locator('#odds').isVisible(), false);
});

test('side by side: backtracking and random placement step together on one n, the same units on both sides', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8');
  await page.getByRole('button', { name: 'Side by side' }).click();
  assert.match(page.url(), /mode=side&vs=random-placement&seed=\d+/);
  assert.equal(await page.locator('#pair-right .pair-name').textContent(), 'Random placement');
  // Seed 3: random placement needs 6 trials, far more than 12 moves (a fresh seed may solve
  // 8 × 8 in its first trial, in 9 moves).
  await open('?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3');
  const value = (id) => page.getByTestId(id).textContent();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  // One move on each board per Step: the shared units first, the same on both sides.
  assert.equal(await value('left-moves'), '12');
  assert.equal(await value('right-moves'), '12');
  assert.equal(await page.locator('#pair-left dt').nth(1).textContent(), 'Queens placed');
  assert.equal(await page.locator('#pair-right dt').nth(1).textContent(), 'Queens placed');
  // Random placement places a queen every move but the dead ends and restarts; backtracking
  // only on the safe squares it tries.
  assert.ok(Number(await value('right-placed')) > Number(await value('left-placed')));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await value('left-moves'), '11');
  assert.equal(await value('right-moves'), '11');
  const seed = new URL(page.url()).searchParams.get('seed');
  await page.getByRole('button', { name: 'Run both to a solution' }).click();
  await waitForText(page, 'status', /^Backtracking solved in [\d,]+ moves, [\d,]+ queens placed; Random placement solved in [\d,]+ moves, [\d,]+ queens placed\.$/);
  // Backtracking's first 8 × 8 solution: 876 squares tried (OEIS A140450).
  assert.equal(await value('left-attempts-total'), '876');
  // The right board is the same seeded run as random placement alone.
  const right = { trials: await value('right-trials'), placed: await value('right-placed') };
  await open(`?algorithm=random-placement&n=8&seed=${seed}`);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved/);
  assert.equal(await text('trials'), right.trials);
  assert.equal(await text('attempts-total'), right.placed);
  // Any two: QS1 beside, which moves the queens of a full board (no placements to count).
  await open('?algorithm=backtracking&n=6&mode=side&vs=qs1&seed=2');
  await page.keyboard.press('ArrowRight');
  assert.match(await value('right-placed'), /^—/);
  await page.getByLabel('Beside it').selectOption('construction');
  assert.match(page.url(), /vs=construction/);
  assert.equal(await page.locator('#pair-right .pair-name').textContent(), 'Explicit construction');
  assert.deepEqual(await axeViolations(page), []);
  // Both boards, their numbers and counters fit each screen of the lesson.
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await open(`?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3${screen.present ? '&present=1' : ''}`);
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    const out = await page.evaluate(() => {
      const bar = matchMedia('(max-width: 700px)').matches && !document.documentElement.dataset.present ? document.getElementById('playback').getBoundingClientRect().top : innerHeight;
      return [...document.querySelectorAll('.pair-side canvas, .pair-side dl')].map((el) => el.getBoundingClientRect())
        .filter((box) => box.top < 0 || box.bottom > bar || box.left < 0 || box.right > innerWidth).map((box) => `${Math.round(box.top)}–${Math.round(box.bottom)} of ${Math.round(bar)}`);
    });
    // On a phone the boards stand one above the other: the page scrolls between them.
    if (screen.name !== 'phone') assert.deepEqual(out, [], screen.name);
    if (screen.present) {
      // Presenting, the buttons (when the pointer shows them) cover neither board.
      const covered = await page.evaluate(() => {
        const bar = document.getElementById('controls').getBoundingClientRect();
        return [...document.querySelectorAll('.pair-side canvas')].some((c) => {
          const box = c.getBoundingClientRect();
          return bar.right > box.left && bar.left < box.right && bar.bottom > box.top && bar.top < box.bottom;
        });
      });
      assert.equal(covered, false, 'the presentation buttons cover a board');
    }
    await page.screenshot({ path: join(ARTIFACTS, `lesson-side-by-side-${screen.name}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 950 });
  await open('?algorithm=backtracking&n=8&mode=side&vs=random-placement');
  await page.getByRole('button', { name: 'Leave side by side' }).click();
  assert.equal(await page.locator('#pair-view').isVisible(), false);
  assert.equal(await page.locator('#board').isVisible(), true);
  assert.doesNotMatch(page.url(), /mode=side/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
