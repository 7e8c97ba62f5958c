// A class on every screen (issue 38): what a teacher and a TA hit at 1366 × 768, 1920 × 1080,
// 1280 × 720 presenting and 390 × 844. Each view is laid out at the four sizes and checked by
// tests/e2e/layout.mjs (nothing overflows its panel or the window, no text under 12 px, no
// control fixed over the board or a question, tap targets of 44 px on the phone); then each
// finding has its check: side by side in view, the address following the move (a reload
// returns to it), the teacher's table, the phone's class link, the worksheet that never prints
// its own answers, the presentation's counters and pseudocode, the legends, the first
// minute's words. The screenshots of the README and the book's pages for teachers are taken
// here (docs/img), so they stay current. Waits for states, never for a clock. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, waitForText } from './harness.mjs';
import { layoutProblems } from './layout.mjs';

const session = useBrowser();
const { text, open } = session;
const page = () => session.page;
/** The pictures of the README and the book's pages for teachers. */
const DOCS_IMG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'img');

/** The four screens: a laptop, a projector, a small projector presenting, a phone. */
const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'projector', width: 1920, height: 1080 },
  { name: 'presenting', width: 1280, height: 720, present: true },
  { name: 'phone', width: 390, height: 844 },
];

/** Clicks a control by script (presenting, the playback buttons show only while the pointer moves). */
const press = (id) => page().evaluate((which) => document.getElementById(which).click(), id);

/** Completion codes of class FC-7KQ2M9 (Ada twice), each performed with Model answer. */
async function modelCodes() {
  return page().evaluate(async () => {
    const core = await import('/pkg/nqueens.js');
    const codes = [];
    for (const [learner, attempt] of [['Ada Lovelace', 1], ['Alan Turing', 1], ['Ada Lovelace', 2]]) {
      const exercise = new core.Exercise('FC-7KQ2M9', learner, attempt, 'fix', []);
      while (!exercise.finished()) exercise.modelStep();
      codes.push(exercise.completionCode(95));
      exercise.free();
    }
    return codes.join('\n');
  });
}

/** The views a class sees: an address, and what to do before looking. */
const VIEWS = [
  ['Watch, mid-search', '?algorithm=backtracking&n=8&step=30'],
  // (code=1: presenting, with the pseudocode beside the board; ignored otherwise. Move 6's
  // caption takes five lines.)
  ['MAC with MRV', '?algorithm=backtracking&n=8&inference=mac&ordering=mrv&step=6&code=1'],
  ['predict', '?algorithm=backtracking&n=8&predict=1&step=3&code=1', async () => {
    await page().keyboard.press('ArrowRight');
    await page().locator('#predict-options button').first().waitFor();
  }],
  ['an exercise', '?exercise=1&class=FC-7KQ2M9&learner=Ada'],
  ['a class link asking for a name', '?exercise=1&class=FC-7KQ2M9'],
  ['side by side', '?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3&step=6'],
  ['the genetic algorithm', '?algorithm=genetic&n=8&seed=7&step=25'],
  ['hill climbing, its options open', '?algorithm=hill-climbing&n=8&seed=3&sideways=100&step=4'],
  ['the large board', '?algorithm=min-conflicts&n=100000&seed=1', async () => {
    await press('run');
    await waitForText(page(), 'status', /verified/i);
  }],
  ['Compare', '?view=compare&n=8&algorithms=backtracking,random-placement&trials=50&seed=1', async () => {
    await press('cmp-run');
    await waitForText(page(), 'cmp-status', /^Done/);
  }],
  ['the teacher’s view', '?teacher=1&class=FC-7KQ2M9', async () => {
    await page().locator('#teacher-codes').fill(await modelCodes());
    await press('teacher-check');
    await page().locator('#teacher-results:not([hidden])').waitFor();
  }],
  // (Min-conflicts' key names every square of its draws: its longest answers.)
  ['the teacher’s view with a learner’s key', '?teacher=1&class=MC-7KQ2M9', async () => {
    await page().locator('#teacher-learner').fill('Ada Lovelace');
    await page().locator('#teacher-names').fill('Ada Lovelace\nGrace Hopper');
    await press('teacher-key-show');
    await page().locator('#teacher-key:not([hidden])').waitFor();
  }],
  ['embed', '?algorithm=backtracking&n=8&embed=1&step=12'],
];

for (const size of SIZES) {
  test(`every view at ${size.width} × ${size.height}${size.present ? ' presenting' : ''}: nothing overflows, no small type, nothing covers the board or a question${size.width < 500 ? ', 44 px targets' : ''}`, async () => {
    await page().setViewportSize({ width: size.width, height: size.height });
    const found = [];
    for (const [name, address, setup] of VIEWS) {
      // Presenting: every view that has a presentation (not Compare, the teacher's view, embed).
      const presentable = size.present && !/view=compare|teacher=1|embed=1/.test(address);
      await open(`${address}${presentable ? '&present=1' : ''}`);
      await setup?.();
      // Presenting, the playback buttons show while the pointer moves: looked at shown.
      if (size.present) await page().evaluate(() => { document.documentElement.dataset.pointer = 'true'; });
      await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const problem of await page().evaluate(layoutProblems, { taps: size.width < 500 })) found.push(`${name}: ${problem}`);
    }
    assert.deepEqual(found, [], `at ${size.width} × ${size.height}`);
  });
}

test('the layout check finds what it looks for (a control over the board, small type, an overflow, a page wider than the phone)', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await open('?algorithm=backtracking&n=8');
  await page().evaluate(() => {
    const bar = document.getElementById('playback');
    bar.style.bottom = 'auto';
    bar.style.top = `${document.getElementById('board').getBoundingClientRect().top}px`;
    document.getElementById('status').style.fontSize = '10px';
    document.getElementById('caption').style.minWidth = '600px';
  });
  const problems = (await page().evaluate(layoutProblems, { taps: true })).join('\n');
  assert.match(problems, /div#playback.* covers canvas#board/);
  assert.match(problems, /#status.* is in 10 px type/);
  assert.match(problems, /the page scrolls sideways/);
});

test('side by side from its button below the fold: both boards, their captions and counters in view, at every size', async () => {
  for (const size of SIZES) {
    await page().setViewportSize({ width: size.width, height: size.height });
    await open(`?algorithm=backtracking&n=8${size.present ? '&present=1' : ''}`);
    // The button stands under the board: scrolled to, as a teacher does, and pressed.
    await page().locator('#side-by-side').evaluate((button) => { button.scrollIntoView({ block: 'end' }); button.click(); });
    await page().locator('#pair-view:not([hidden])').waitFor();
    await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const boxes = await page().locator('.pair-side').evaluateAll((sides) => sides.map((side) => {
      const parts = ['.pair-caption', 'canvas', '.pair-counters'].map((s) => side.querySelector(s).getBoundingClientRect());
      return { top: Math.min(...parts.map((r) => r.top)), bottom: Math.max(...parts.map((r) => r.bottom)), board: parts[1].height };
    }));
    for (const box of boxes) {
      assert.ok(box.top >= 0 && box.bottom <= size.height - (size.width < 500 ? 100 : 0) + 1, `${size.width} × ${size.height}: a side from ${box.top} to ${box.bottom} px`);
    }
    // Presenting at 1280 × 720, each board takes at least 45 % of the height.
    if (size.present) {
      for (const box of boxes) assert.ok(box.board >= 0.45 * size.height, `a board ${box.board} px high presenting at ${size.height}`);
    }
  }
});

test('the legends list only what the boards on show draw: side by side, each algorithm’s under its name; forward checking’s symbols only with it', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3');
  const shown = () => page().locator('#algorithm-legend [data-algorithm]:not([hidden])').evaluateAll((legends) => legends.map((legend) => ({
    name: legend.querySelector('h3').hidden ? '' : legend.querySelector('h3').textContent,
    swatches: [...legend.querySelectorAll('li:not([hidden]) > .swatch')].map((s) => s.className.replace('swatch ', '')),
  })));
  assert.deepEqual(await shown(), [
    { name: 'Backtracking', swatches: ['mark', 'safe', 'attacked', 'removed'] },
    { name: 'Random placement', swatches: ['mark', 'safe', 'dead'] },
  ]);
  await open('?algorithm=backtracking&n=8&inference=forward-checking');
  assert.deepEqual(await shown(), [{ name: '', swatches: ['mark', 'safe', 'attacked', 'removed', 'pruned', 'dead', 'definition'] }]);
});

test('the address follows the move on show: a reload returns to it (Watch, side by side, presentation, embed), and Back still returns to the run before', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=backtracking&n=8');
  for (let i = 0; i < 60; i++) await page().keyboard.press('ArrowRight');
  await waitForText(page(), 'timeline-note', /^Move 60 of 60$/);
  await page().waitForFunction(() => new URLSearchParams(location.search).get('step') === '60');
  const [caption, attempts] = [await text('caption'), await text('attempts-total')];
  await page().reload();
  await page().locator('body[data-ready="true"]').waitFor();
  await waitForText(page(), 'timeline-note', /^Move 60 of 60$/);
  assert.deepEqual([await text('caption'), await text('attempts-total')], [caption, attempts]);
  // A new run is a new history entry; Back returns to the one left, at its move.
  await page().locator('#board-size').fill('6');
  await page().locator('#board-size').press('Enter');
  await waitForText(page(), 'caption', /^Start/);
  await page().keyboard.press('ArrowRight');
  await page().goBack();
  await waitForText(page(), 'timeline-note', /^Move 60 of 60$/);
  assert.equal(new URL(page().url()).searchParams.get('n'), '8');
  // Side by side, presenting: the reload returns both boards to their move.
  await open('?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=5&present=1');
  for (let i = 0; i < 7; i++) await page().keyboard.press('ArrowRight');
  await page().waitForFunction(() => new URLSearchParams(location.search).get('step') === '7');
  const sides = () => page().locator('.pair-caption').allTextContents();
  const before = await sides();
  await page().reload();
  await page().locator('body[data-ready="true"]').waitFor();
  await page().waitForFunction((expected) => JSON.stringify([...document.querySelectorAll('.pair-caption')].map((c) => c.textContent)) === expected, JSON.stringify(before));
  assert.equal(await page().evaluate(() => document.documentElement.dataset.present), 'true');
  // Embed: the move too.
  await open('?algorithm=backtracking&n=4&embed=1');
  for (let i = 0; i < 9; i++) await press('step');
  await page().waitForFunction(() => new URLSearchParams(location.search).get('step') === '9');
  await page().reload();
  await page().locator('body[data-ready="true"]').waitFor();
  await waitForText(page(), 'caption', /./);
  assert.equal(await page().locator('#timeline-range').evaluate((range) => range.value), '9');
  assert.equal(await page().evaluate(() => document.documentElement.dataset.embed), 'true');
});

test('the teacher’s table shows every column at 1366 px, inside its own panel', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?teacher=1&class=FC-7KQ2M9');
  await page().locator('#teacher-codes').fill(await modelCodes());
  await press('teacher-check');
  await page().locator('#teacher-results:not([hidden])').waitFor();
  const { panel, cells, scrolls } = await page().evaluate(() => {
    const panelBox = document.getElementById('teacher').getBoundingClientRect();
    const wrap = document.querySelector('.teacher-table');
    return {
      panel: [panelBox.left, panelBox.right],
      cells: [...document.querySelectorAll('#teacher-results th')].map((th) => [th.textContent, th.getBoundingClientRect().right]),
      scrolls: wrap.scrollWidth > wrap.clientWidth,
    };
  });
  assert.equal(cells.at(-1)[0], 'Note');
  assert.ok(scrolls || cells.every(([, right]) => right <= panel[1] + 1), `columns end at ${cells.map(([name, right]) => `${name} ${Math.round(right)}`).join(', ')}; the panel at ${Math.round(panel[1])}`);
  assert.match(await page().locator('#teacher-results tbody').textContent(), /same learner as line 1/);
});

test('a phone on a class link: no playback bar under the name and Start, whose middle is Start', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await open('?exercise=1&class=FC-7KQ2M9');
  await waitForText(page(), 'exercise-question', /Type your name/);
  // The address keeps the class (a reload, or the address copied from the bar, opens it).
  await page().waitForFunction(() => new URLSearchParams(location.search).get('class') === 'FC-7KQ2M9' && new URLSearchParams(location.search).get('exercise') === '1');
  await page().reload();
  await page().locator('body[data-ready="true"]').waitFor();
  await waitForText(page(), 'exercise-question', /Type your name/);
  assert.equal(await page().locator('#playback').isVisible(), false, 'the playback bar is put away');
  assert.equal(await page().locator('#step').isDisabled(), true);
  await page().locator('#exercise-learner').fill('Ada');
  const middle = await page().locator('#exercise-start').evaluate((button) => {
    const r = button.getBoundingClientRect();
    return { inView: r.top >= 0 && r.bottom <= innerHeight, hit: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.id };
  });
  assert.deepEqual(middle, { inView: true, hit: 'exercise-start' });
  await page().locator('#exercise-start').click();
  await waitForText(page(), 'exercise-instance', /Ada|n = /);
  assert.equal(await page().locator('#playback').isVisible(), false);
});

test('a worksheet never prints the answer to a question it asks (4 × 4 at move 7: the count it asks for is not the one it prints)', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=backtracking&n=4&step=7');
  await page().evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const sheet = await page().locator('#worksheet').evaluate((el) => ({ text: el.textContent, picture: el.querySelector('img').alt }));
  const questions = await page().locator('#worksheet li').allTextContents();
  // The walkthrough's 4 × 4 at move 7 has tried 7 squares; the sheet prints that count.
  assert.match(sheet.picture, /Attempts in total 7\b/);
  // A question on how many squares are tried asks about the moves to come (after the next
  // square and three more: four moves), not about the count printed; recounted by stepping.
  const counting = questions.find((q) => /how many squares/i.test(q));
  assert.ok(counting, questions.join(' | '));
  const ahead = /after those (\w+) moves/i.exec(counting)?.[1];
  const moves = { four: 4, three: 3 }[ahead] ?? 0;
  for (let i = 0; i < moves; i++) await page().keyboard.press('ArrowRight');
  const answer = await text('attempts-total');
  assert.ok(!new RegExp(`Attempts in total ${answer}\\b`).test(`${sheet.text} ${sheet.picture}`), `the sheet prints the answer (${answer}) to “${counting}”`);
  await page().evaluate(() => window.dispatchEvent(new Event('afterprint')));
});

test('presenting at 1920 × 1080: counters read from the back row, the per-row attempts keep their header, P shows the pseudocode beside the board', async () => {
  await page().setViewportSize({ width: 1920, height: 1080 });
  await open('?algorithm=backtracking&n=8&present=1&step=30');
  const sizes = await page().evaluate(() => ({
    labels: [...document.querySelectorAll('#counters dt')].map((dt) => parseFloat(getComputedStyle(dt).fontSize)),
    values: [...document.querySelectorAll('#counters dd')].map((dd) => parseFloat(getComputedStyle(dd).fontSize)),
  }));
  assert.ok(sizes.values.every((px) => px >= 0.035 * 1080), `values at ${sizes.values} px`);
  assert.ok(sizes.labels.every((px) => px >= 0.02 * 1080), `labels at ${sizes.labels} px`);
  assert.equal(await page().locator('.row-attempts-head').isVisible(), true);
  await page().keyboard.press('p');
  await page().waitForFunction(() => new URLSearchParams(location.search).get('code') === '1');
  const code = await page().locator('#pseudocode-box').boundingBox();
  const board = await page().locator('#board').boundingBox();
  assert.ok(code && code.x >= board.x + board.width, 'the pseudocode stands right of the board');
  assert.equal(await page().locator('#pseudocode li[aria-current]').count(), 1);
  assert.deepEqual(await page().evaluate(layoutProblems), []);
  await page().keyboard.press('p');
  assert.equal(await page().locator('#pseudocode-box').isVisible(), false);
});

test('presenting a genetic algorithm, its population (whose boards the captions name as parents) stands in view beside the board', async () => {
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    await page().setViewportSize({ width, height });
    await open('?algorithm=genetic&n=8&seed=7&step=40&present=1');
    await waitForText(page(), 'caption', /^Child \d+: parents/);
    const [population, board] = await page().evaluate(() => ['population', 'board'].map((id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }));
    assert.ok(population.top >= 0 && population.bottom <= height, `${width} × ${height}: the population from ${population.top} to ${population.bottom} px`);
    assert.ok(population.left >= board.right, 'beside the board, not over it');
  }
});

test('the first minute: Next solution waits for a solution, the options fold without jargon, a move is told from an attempt; the header says what the view does', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=backtracking&n=8');
  assert.equal(await page().locator('#solution-next').isDisabled(), true);
  assert.equal(await text('params-summary'), '(none changed)');
  assert.equal(await page().locator('#params-details summary').evaluate((s) => s.firstChild.textContent.trim()), 'Options');
  await press('run');
  await waitForText(page(), 'status', /Solution|solution/);
  await page().keyboard.press('End');
  await waitForText(page(), 'solutions-found', /^2$/);
  // Back at the first, Next goes to the second.
  await press('solution-prev');
  await page().waitForFunction(() => !document.getElementById('solution-next').disabled);
  await waitForText(page(), 'timeline-moves', /a move is one step; attempts: 876 squares tried/);
  // The Compare view's header asks for its own actions.
  await page().getByRole('tab', { name: 'Compare' }).click();
  assert.equal(await page().locator('#intro-compare').isVisible(), true);
  assert.equal(await page().locator('#intro-watch').isVisible(), false);
});

test('smaller faults at 1366 × 768: no caption of MAC reaches the Attempts header; Copy link’s message stays in its panel; picking a solution far down the list keeps the board in view', async () => {
  await page().setViewportSize({ width: 1366, height: 768 });
  await open('?algorithm=backtracking&n=8&inference=mac&ordering=mrv');
  const apart = () => page().evaluate(() => {
    const a = document.getElementById('caption').getBoundingClientRect();
    const b = document.querySelector('.row-attempts-head').getBoundingClientRect();
    return a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
  });
  let longest = 0;
  for (let move = 1; move <= 60; move++) {
    await page().keyboard.press('ArrowRight');
    longest = Math.max(longest, await page().locator('#caption').evaluate((c) => c.getBoundingClientRect().height));
    assert.ok(await apart(), `move ${move}: the caption reaches the Attempts header`);
  }
  assert.ok(longest > 60, `a caption of several lines was seen (${longest} px)`);
  await press('copy-step-link');
  await waitForText(page(), 'status', /link/i);
  assert.deepEqual(await page().evaluate(layoutProblems), []);
  // The whole 8 × 8 search, then its 40th solution picked from the list, scrolled to.
  await open('?algorithm=backtracking&n=8');
  await press('run-all');
  await waitForText(page(), 'solutions-note', /^92 in all/);
  await page().locator('#solutions-list li:nth-child(40) button').scrollIntoViewIfNeeded();
  await page().locator('#solutions-list li:nth-child(40) button').click();
  await page().waitForFunction(() => document.querySelector('#solutions-list li:nth-child(40) button').getAttribute('aria-current') === 'true');
  await page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const board = await page().evaluate(() => [document.getElementById('caption').getBoundingClientRect().top, document.getElementById('board').getBoundingClientRect().bottom]);
  assert.ok(board[0] >= 0 && board[1] <= 768, `the caption's top at ${board[0]} px, the board's bottom at ${board[1]} px`);
});

/**
 * The share of pixels that differ between two PNGs of the same size (1 when the sizes
 * differ), decoded by the browser.
 */
function pixelsChanged(a, b) {
  return page().evaluate(async ([a64, b64]) => {
    // (As an image: the page's policy lets data: addresses in as images, not as fetches.)
    const load = async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      return image;
    };
    const [ia, ib] = await Promise.all([load(a64), load(b64)]);
    if (ia.width !== ib.width || ia.height !== ib.height) return 1;
    const pixels = (image) => {
      const canvas = new OffscreenCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      return ctx.getImageData(0, 0, image.width, image.height).data;
    };
    const [pa, pb] = [pixels(ia), pixels(ib)];
    let changed = 0;
    for (let i = 0; i < pa.length; i += 4) if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) changed++;
    return changed / (pa.length / 4);
  }, [a.toString('base64'), b.toString('base64')]);
}

/**
 * Writes the screenshot of the page as it is to docs/img/`name`, unless the one there differs
 * from it in at most 0.5 % of its pixels (a focus ring drawn a frame later): the docs'
 * pictures follow every change of the page, and a run that changed nothing leaves them.
 */
async function picture(name) {
  const path = join(DOCS_IMG, name);
  const shot = await page().screenshot();
  if (existsSync(path) && (await pixelsChanged(readFileSync(path), shot)) <= 0.005) return;
  writeFileSync(path, shot);
}

test('the pictures for teachers (README and book): the walkthrough, side by side, an exercise (1366 × 768)', async () => {
  mkdirSync(DOCS_IMG, { recursive: true });
  await page().setViewportSize({ width: 1366, height: 768 });
  await page().emulateMedia({ colorScheme: 'light' });
  await open('?algorithm=backtracking&n=4');
  await press('run');
  await waitForText(page(), 'attempts-total', /^26$/);
  await picture('walkthrough.png');
  await open('?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3&step=40');
  await picture('side-by-side.png');
  await open('?exercise=1&class=BT-7KQ2M9&learner=Ada');
  await waitForText(page(), 'exercise-question', /./);
  await picture('exercise.png');
});
