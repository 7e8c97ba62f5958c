// End-to-end test of what a teacher uses in class: presentation mode, themes (and reduced
// motion), the timeline, a link to a step, embed mode, and the exports (PNG, WebM), with
// axe-core in every mode. Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, axeViolations, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

const counters = (page) => page.locator('#counters dd').evaluateAll((dds) => dds.map((dd) => `${dd.dataset.testid}=${dd.textContent}`));
const position = (page) => page.locator('#timeline-range').evaluate((range) => Number(range.value));

test('presentation at 1920 × 1080: the board fills the height, the caption is large, the remote keys work', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open('?algorithm=backtracking&n=8&present=1');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.present), 'true');
  // For a washed-out projector: high contrast, unless a theme was chosen.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'contrast');
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.height >= 0.8 * 1080, `board ${board.height} px high`);
  assert.ok(board.y >= 0 && board.y + board.height <= 1080, 'the whole board shows');
  const captionSize = await page.locator('#caption').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(captionSize >= 32, `caption at ${captionSize} px`);
  // The masthead and the settings are out of the way; the playback buttons too, until the pointer moves.
  assert.equal(await page.getByRole('tab', { name: 'Watch' }).isVisible(), false, 'the masthead is out of the way');
  // (They fade out in 0.2 s as the mode starts.)
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.controls')).opacity === '0', null, { timeout: 2000 });
  await page.mouse.move(500, 500);
  await page.mouse.move(600, 520);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.controls')).opacity === '1');
  // A presenter's remote: PageDown steps, PageUp steps back.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  assert.equal(await text('attempts-total'), '2');
  await page.keyboard.press('PageUp');
  assert.equal(await text('attempts-total'), '1');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('attempts-total'), '2');
  // B blanks the screen and B shows it again; . too.
  await page.keyboard.press('b');
  assert.equal(await page.locator('#blank').isVisible(), true);
  await page.keyboard.press('b');
  assert.equal(await page.locator('#blank').isVisible(), false);
  await page.keyboard.press('.');
  assert.equal(await page.locator('#blank').isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#blank').isVisible(), false, 'Esc first shows the screen again');
  await page.screenshot({ path: join(ARTIFACTS, 'present-1080p.png') });
  assert.deepEqual(await axeViolations(page), [], 'presentation mode');
  // Esc leaves; F presents again; the address says so.
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.present), undefined);
  assert.equal(await page.getByRole('tab', { name: 'Watch' }).isVisible(), true);
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'contrast', 'the system\'s theme again');
  assert.ok(!page.url().includes('present=1'), page.url());
  await page.keyboard.press('f');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.present), 'true');
  assert.ok(page.url().includes('present=1'), page.url());
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1400, height: 950 });
});

test('themes: dark follows the system, the choice is remembered, high contrast; reduced motion jumps', async () => {
  const page = session.page;
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const square = () => page.evaluate(() => {
    const canvas = document.getElementById('board');
    // The top-right square (row n, column n) is a light one: its centre pixel.
    const [r, g, b] = canvas.getContext('2d').getImageData(canvas.width - 10, 10, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open('?algorithm=backtracking&n=8');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await background(), 'rgb(18, 22, 29)');
  assert.ok(await square() < 0.35, 'the board is dark too');
  await page.screenshot({ path: join(ARTIFACTS, 'theme-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.ok(await square() > 0.8, 'light again with the system');
  // A choice is remembered over the system's, across a reload.
  await page.getByLabel('Theme').selectOption('contrast');
  await open('?algorithm=backtracking&n=8');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'contrast');
  assert.equal(await background(), 'rgb(255, 255, 255)');
  await page.getByLabel('Theme').selectOption('auto');

  // Reduced motion: a swap's queens are in their new columns in the very frame of the step.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open('?algorithm=qs1&n=8&seed=7');
  await page.getByLabel('Speed').fill('1');
  const first = await page.evaluate(() => {
    const caption = document.querySelector('[data-testid="caption"]');
    for (let i = 0; i < 200; i++) {
      document.getElementById('step').click();
      if (/^Swap rows/.test(caption.textContent)) return document.getElementById('board').toDataURL();
    }
    return null;
  });
  assert.ok(first, 'a swap within 200 steps');
  await page.waitForTimeout(600);
  assert.equal(await page.evaluate(() => document.getElementById('board').toDataURL()), first, 'no glide');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});

test('axe-core: no violation in light, dark and high contrast, on Watch and Compare, and embedded', async () => {
  const page = session.page;
  for (const theme of ['light', 'dark', 'contrast']) {
    await open(`?algorithm=backtracking&n=8&theme=${theme}`);
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    assert.deepEqual(await axeViolations(page), [], `Watch, ${theme}`);
    await open(`?view=compare&n=8&algorithms=backtracking,random-placement&trials=100&seed=1&theme=${theme}`);
    await page.getByRole('button', { name: 'Run comparison' }).click();
    await waitForText(page, 'cmp-status', /^Done/);
    assert.deepEqual(await axeViolations(page), [], `Compare, ${theme}`);
    await open(`?algorithm=qs1&n=8&seed=3&embed=1&theme=${theme}`);
    assert.deepEqual(await axeViolations(page), [], `embed, ${theme}`);
  }
});

test('the timeline: seek back and forth by dragging, Home and End; ticks at backtracks and solutions', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6');
  const seen = [];
  for (let i = 0; i < 40; i++) {
    seen.push(await counters(page));
    await page.keyboard.press('ArrowRight');
  }
  seen.push(await counters(page));
  assert.equal(await text('timeline-note'), 'Move 40 of 40');
  const range = page.locator('#timeline-range');
  await range.fill('12');
  await waitForText(page, 'timeline-note', /^Move 12 of 40$/);
  assert.deepEqual(await counters(page), seen[12]);
  await range.focus();
  await page.keyboard.press('Home');
  await waitForText(page, 'timeline-note', /^Move 0 of 40$/);
  assert.deepEqual(await counters(page), seen[0]);
  await page.keyboard.press('End');
  await waitForText(page, 'timeline-note', /^Move 40 of 40$/);
  assert.deepEqual(await counters(page), seen[40]);
  // Dragging the thumb to a third of the way.
  const box = await range.boundingBox();
  await page.mouse.click(box.x + 8 + (box.width - 16) / 4, box.y + box.height / 2);
  const middle = await position(page);
  assert.ok(middle > 0 && middle < 40, `dragged to move ${middle}`);
  assert.deepEqual(await counters(page), seen[middle]);
  // The whole search of 6 × 6 (4 solutions, OEIS A000170): backtracks and solutions ticked.
  await open('?algorithm=backtracking&n=6');
  await page.getByLabel('Speed').fill('10');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() => /^Solution 1 /.test(document.querySelector('[data-testid="status"]').textContent), null, { timeout: 20_000 });
  const ticks = Number(await page.locator('#timeline').getAttribute('data-ticks'));
  assert.ok(ticks >= 10, `${ticks} ticks`);
  await page.screenshot({ path: join(ARTIFACTS, 'timeline.png') });
});

test('a link to a step opens at exactly that move, with the same counters', async () => {
  const page = session.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await open('?algorithm=random-placement&n=8&seed=11');
  for (let i = 0; i < 23; i++) await page.keyboard.press('ArrowRight');
  const before = { counters: await counters(page), caption: await text('caption'), note: await text('timeline-note') };
  await page.getByRole('button', { name: 'Copy link to this step' }).click();
  await waitForText(page, 'status', /link to this move/);
  const url = page.url();
  assert.match(url, /[?&]step=23(&|$)/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await waitForText(page, 'timeline-note', /^Move 23 of 23$/);
  assert.deepEqual({ counters: await counters(page), caption: await text('caption'), note: await text('timeline-note') }, before);
});

test('embed mode plays a range of moves on loop', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 640, height: 480 });
  await open('?algorithm=backtracking&n=5&embed=1&from=3&to=9&loop=1');
  assert.equal(await page.getByRole('tab', { name: 'Watch' }).isVisible(), false, 'no masthead');
  assert.equal(await page.locator('#status').isVisible(), false, 'no side panel');
  for (const name of ['Pause', 'Step', 'Step back', 'Reset']) {
    assert.equal(await page.getByRole('button', { name, exact: true }).isVisible(), true, name);
  }
  try {
    const board = await page.locator('#board').boundingBox();
    assert.ok(board.y + board.height <= 480, 'the board fits the frame');
    await page.getByLabel('Speed').evaluate((el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
    // Positions stay within 3..9, reach the end of the range and come back to its start. The
    // test waits for those states (a generous 30 s limit for a busy machine), not for a
    // time: a slow machine plays fewer moves in a given time, not other ones.
    const positions = new Set();
    const order = [];
    const deadline = Date.now() + 30_000;
    const reached = () => order.some((p, i) => p >= 8 && order.slice(i + 1).some((q) => q <= 4));
    while (!reached() && Date.now() < deadline) {
      const p = await position(page);
      positions.add(p);
      if (order[order.length - 1] !== p) order.push(p);
    }
    assert.ok([...positions].every((p) => p >= 3 && p <= 9), [...positions].join(','));
    assert.ok(reached(), `on to the end of the range and back to its start: ${order.join(',')}`);
  } finally {
    await page.setViewportSize({ width: 1400, height: 950 });
  }
});

test('exports: the PNG is a 2× PNG of the board with its caption; a recording is a WebM with a duration', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save board as PNG' }).click()]);
  assert.match(png.suggestedFilename(), /^nqueens-backtracking-n6-move10\.png$/);
  const bytes = readFileSync(await png.path());
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'the PNG signature');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const board = await page.locator('#board').boundingBox();
  assert.ok(width >= 2 * board.width && height > width, `${width} × ${height}: twice the board, the caption above`);
  // On the page's background, with the caption in the page's ink above the board.
  const look = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const ctx = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height }).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixel = (x, y) => `rgb(${[...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)].join(', ')})`;
    const style = getComputedStyle(document.documentElement);
    // The caption's band (above the board): some pixels in the text colour.
    let ink = 0;
    const band = ctx.getImageData(0, 0, image.width, 90).data;
    const [r, g, b] = style.color.match(/\d+/g).map(Number);
    for (let i = 0; i < band.length; i += 4) if (band[i] === r && band[i + 1] === g && band[i + 2] === b) ink++;
    return { corner: pixel(2, 2), background: style.backgroundColor, ink };
  }, bytes.toString('base64'));
  assert.equal(look.corner, look.background, 'the background is the page\'s');
  assert.ok(look.ink > 100, `the caption is written above the board (${look.ink} ink pixels)`);

  await page.getByLabel('Speed').evaluate((el) => { el.value = '8'; el.dispatchEvent(new Event('input')); });
  await page.getByRole('button', { name: 'Record video or GIF…' }).click();
  await page.getByLabel('From move').fill('0');
  await page.getByLabel('to move').fill('40');
  const [video] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Record', exact: true }).click(),
  ]);
  assert.match(video.suggestedFilename(), /\.webm$/);
  const webm = readFileSync(await video.path());
  assert.deepEqual([...webm.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'an EBML (WebM) header');
  // Its duration, as a video element reads it (a recorder's WebM learns it by seeking to the end).
  const duration = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const v = document.createElement('video');
    v.muted = true;
    v.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
    await new Promise((resolve, reject) => { v.onloadedmetadata = resolve; v.onerror = () => reject(new Error('not a playable video')); });
    if (v.duration === Infinity) {
      v.currentTime = 1e9;
      await new Promise((resolve) => { v.ontimeupdate = resolve; });
    }
    return v.duration;
  }, webm.toString('base64'));
  assert.ok(duration > 0.5 && duration < 30, `duration ${duration} s`);
  assert.equal(await position(page), 40, 'the board played to the last move');
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
