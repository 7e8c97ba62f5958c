// The page's languages (issue 42), in Debian's headless Chromium: the pseudo-locale leaves
// no text of the migrated slice (the masthead and the Watch view's controls, with their
// aria-labels and titles) un-pseudo-localized; Arabic sets <html lang dir> and mirrors the
// page while the board keeps row 1 at the bottom and column 1 at the left; German's words and
// numbers; the browser's preferred languages; the language menu, by keyboard, writing lang=
// into the address. Run by `cargo xtask test` (and `cargo xtask e2e --only languages`).
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, launch, open, useBrowser } from './harness.mjs';
import { textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

test('the pseudo-locale leaves no text, aria-label or title of the masthead and the Watch controls in plain English', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=8&lang=en-XA');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
  const texts = await textsUnder(page, ['header.masthead', '#controls']);
  assert.ok(texts.length >= 25, `${texts.length} texts`);
  assert.deepEqual(unpseudo(texts), []);
  // The texts the page writes later: Pause while playing, the parameters' summary, the run
  // button of another algorithm, the speed.
  await page.locator('#play').click();
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'true');
  assert.equal(await page.locator('#play').textContent(), 'Ƥaauuşee');
  await page.locator('#play').click();
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'false');
  await page.locator('#speed').fill('1');
  assert.equal(await page.locator('#speed-value').textContent(), '1 ḿooṽee/ş·');
  await open(page, '?algorithm=qs1&n=8&seed=3&lang=en-XA');
  assert.deepEqual(unpseudo(await textsUnder(page, ['header.masthead', '#controls'])), []);
  assert.equal(await page.locator('#run').textContent(), 'Řuuƞ ŧoo eeƞḓ·');
  // The check itself: the English page fails it, text for text.
  await open(page, '?algorithm=backtracking&n=8');
  const english = await textsUnder(page, ['header.masthead', '#controls']);
  assert.ok(unpseudo(english).length >= english.length - 3, `${unpseudo(english).length} of ${english.length}`);
});

test('Arabic: <html lang="ar" dir="rtl">, the page mirrored, the board with row 1 at the bottom and column 1 at the left', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '?algorithm=backtracking&n=8&lang=ar');
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
  assert.equal(await page.locator('#play').textContent(), 'تشغيل');
  // Mirrored: the controls stand right of the board.
  const controls = await page.locator('#controls').boundingBox();
  const board = await page.locator('#board').boundingBox();
  assert.ok(controls.x > board.x, `controls at x ${controls.x}, board at ${board.x}`);
  // The board's coordinates as in chess: column labels 1 to 8 from left to right, row
  // labels 1 to 8 from the bottom up.
  const labels = (id) => page.locator(`#${id} span`).evaluateAll((spans) => spans.map((s) => ({ text: s.textContent, box: s.getBoundingClientRect().toJSON() })));
  const columns = await labels('col-labels');
  const rows = await labels('row-labels');
  const byX = [...columns].sort((a, b) => a.box.x - b.box.x).map((l) => l.text);
  const byY = [...rows].sort((a, b) => b.box.y - a.box.y).map((l) => l.text);
  assert.deepEqual(byX, ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(byY, ['1', '2', '3', '4', '5', '6', '7', '8']);
  // Row labels at the left of the board, as in English.
  assert.ok(rows[0].box.x < board.x, 'row labels left of the board');
});

/**
 * What reads in the wrong direction in the page on show: the visible text blocks (headings,
 * paragraphs, labels, buttons, captions, table cells) whose computed direction is not rtl,
 * and whether the tabs run right to left (the first tab right of the second), as
 * { ltrBlocks: [where], tabsMirrored }. The board's own numbers keep the board's coordinates
 * (its row and column labels, the attempts per row beside it) and are left out.
 */
async function directionOfPage(page) {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll('main h1, main h2, main h3, main p, main label, main button, main li, main td, main th, main figcaption, header p, header h1')]
      .filter((e) => e.checkVisibility() && e.textContent.trim() && !e.closest('[dir="ltr"]:not(html), [lang]:not(html), canvas, #col-labels, #row-labels, #row-attempts'));
    const ltrBlocks = blocks.filter((e) => getComputedStyle(e).direction !== 'rtl').map((e) => e.id || e.tagName);
    const tabs = [...document.querySelectorAll('[role="tab"]')].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().x);
    return { ltrBlocks, tabsMirrored: tabs.length >= 2 && tabs[0] > tabs[1] };
  });
}

test('Arabic screenshots: the Watch view, the Compare view and a lesson read right to left', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const [name, address] of [
    ['watch', '?algorithm=backtracking&n=6&step=9&lang=ar'],
    ['compare', '?view=compare&lang=ar'],
    ['lesson', '?lesson=first-solution-walkthrough&lang=ar'],
  ]) {
    await open(page, address);
    await page.screenshot({ path: join(ARTIFACTS, `arabic-${name}.png`) });
    const { ltrBlocks, tabsMirrored } = await directionOfPage(page);
    assert.deepEqual(ltrBlocks, [], name);
    assert.ok(tabsMirrored, `${name}: the tabs run right to left`);
  }
  // The check itself: the English page reads left to right.
  await open(page, '?algorithm=backtracking&n=6&step=9');
  const english = await directionOfPage(page);
  assert.ok(english.ltrBlocks.length > 5 && !english.tabsMirrored, JSON.stringify(english));
});

test('German: the words of the catalog and numbers written the German way', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=8&lang=de');
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['de', 'ltr']);
  assert.equal(await page.getByRole('tab', { name: 'Zuschauen' }).count(), 1);
  assert.equal(await page.getByRole('group', { name: 'Wiedergabe' }).count(), 1);
  assert.equal(await page.locator('#play').textContent(), 'Abspielen');
  assert.equal(await page.locator('#run').textContent(), 'Bis zur nächsten Lösung ausführen');
  assert.match(await page.locator('label[for="board-size"] .hint').textContent(), /^\(1 bis 32; bei manchen bis 100\.000\.000 skaliert\)$/);
  await page.locator('#speed').fill('10');
  assert.equal(await page.locator('#speed-value').textContent(), '2.000 Züge/s');
  await page.locator('#speed').fill('1');
  assert.equal(await page.locator('#speed-value').textContent(), '1 Zug/s');
  // The page's numbers (shared.js's format) through Intl of German.
  assert.deepEqual(await page.evaluate(async () => {
    const { format } = await import('./www/shared.js');
    return [format(14200), format(0.5, 2)];
  }), ['14.200', '0,50']);
});

test('no lang= follows the browser’s preferred languages, else English; the menu, by keyboard, writes lang= and reloads', async () => {
  const { browser, problems } = await launch();
  try {
    for (const [locale, lang] of [['de-AT', 'de'], ['zh-CN', 'zh-CN'], ['fr-FR', 'en'], ['en-GB', 'en']]) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await open(page, '?algorithm=backtracking&n=8');
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
      // The address is not given a lang= the person did not choose.
      assert.doesNotMatch(page.url(), /lang=/);
      await context.close();
    }
    const page = await browser.newPage();
    await open(page, '?algorithm=backtracking&n=6');
    const menu = page.getByRole('combobox', { name: 'Language' });
    assert.equal(await menu.inputValue(), 'en');
    assert.deepEqual(await menu.locator('option').allTextContents(), ['English', 'Español', 'Deutsch', '简体中文', 'العربية']);
    await menu.focus();
    await Promise.all([page.waitForURL(/lang=es$/), page.keyboard.press('ArrowDown')]);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(new URL(page.url()).search, '?algorithm=backtracking&n=6&lang=es');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.getByRole('combobox', { name: 'Idioma' }).inputValue(), 'es');
    // The address the page writes keeps it (a step, then the Compare view).
    await page.locator('#step').click();
    await page.waitForURL(/step=1&lang=es$/);
    await page.getByRole('tab', { name: 'Comparar' }).click();
    await page.waitForURL(/view=compare.*&lang=es$/);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
  assert.deepEqual(session.problems, []);
});

test('nothing went wrong in the page', () => {
  assert.deepEqual(session.problems, []);
});
