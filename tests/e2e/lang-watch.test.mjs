// The Watch view in every language (issue 42), in Debian's headless Chromium: in the
// pseudo-locale no text, aria-label or title of the Watch view (several algorithms, a few moves
// played, their panels open), the large scaled board, side by side and the dialogs (the puzzle
// and its words, the keys) is left in plain English; in German and the pseudo-locale at
// 1366 × 768 and 390 × 844 no text overflows its control, and the German phone's masthead is
// as tall as the English one; a German and an Arabic sentence of the status line, with their
// numbers; a seed the core refuses, said in German by the Watch form and Compare; a board
// size refused, in German numbers (as typed beyond 2^53), English's as before. Run by
// `cargo xtask test` (and `cargo xtask e2e --only lang-watch`). Fails on any
// console error, uncaught exception or failed request in the page.
//
// Other areas' words inside the Watch view are left to their own tests (tests/e2e/lang-*.mjs):
// the captions (#caption, the live region, side by side's), predict mode, the exercise, the
// sandbox, and the core's registry (the algorithms' names, pseudocode, counters and units:
// `registryWords`, stripped from the texts before the check, so a sentence of this area that
// carries one of them is still checked word for word around it). The legend on show (its
// name, its paragraph, its items) is checked here word for word, as lang-words checks every
// algorithm's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

/** This area's parts of the page. */
const ROOTS = ['#watch-view', '#about', '#help', 'label[for="theme"]', '#theme'];

/** Other areas' elements inside ROOTS (see the header): their texts and attributes. */
const THEIRS = [
  '#caption', '#announcer', '.pair-caption', '#predict', '#exercise', '#sandbox-tools',
  '#open-sandbox', '#exercise-open', '#exercise-open-why', '#teacher', '#pseudocode',
  // The parameters' summary (params.js's words).
  '#params-summary',
];

/** Other areas' texts inside ROOTS (see the header): their text only (this area's labels stay). */
const THEIR_TEXTS = ['#counters dt', '.pair-counters dt', '.pair-name'];

/** The registry's words (names, units, counters' labels and what they count), longest first, as a RegExp. */
async function registryWords(page) {
  const words = await page.evaluate(async () => {
    const { algorithms } = await import('./www/registry.js');
    return algorithms().flatMap((a) => [a.name, a.attemptUnit, a.triesUnit, a.triesUnit?.replace(/s$/, ''), a.collisionsLabel, a.solvedCaption, ...a.counters.flatMap((c) => [c.label, c.counts])]);
  });
  const all = [...new Set(words.filter(Boolean).flatMap((w) => [w, w.toLowerCase()]))].sort((a, b) => b.length - a.length);
  // (A solved run's caption fills in its {seed}, {solutions} and {attempts}.)
  const pattern = (w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(seed|solutions|attempts)\\\}/g, '[\\d.,]+');
  return new RegExp(all.map(pattern).join('|'), 'g');
}

/** This area's texts on show: ROOTS' less THEIRS' (text nodes; this area's attributes stay). */
async function mine(page) {
  const all = await textsUnder(page, ROOTS);
  const theirs = [
    ...(await textsUnder(page, THEIRS)).filter(({ where }) => where !== 'title'),
    ...(await textsUnder(page, THEIR_TEXTS)).filter(({ where }) => where !== 'title' && !where.includes('[')),
  ];
  const left = [...all];
  for (const item of theirs) {
    const i = left.findIndex((x) => x.where === item.where && x.text === item.text);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The texts of this area still in plain English (the pseudo-locale leaves none). */
async function plainEnglish(page) {
  return unpseudo(await mine(page), await registryWords(page));
}

const click = (page, id) => page.locator(`#${id}`).click();

/** Waits until the status line says something other than `before`. */
const statusChanged = (page, before) => page.waitForFunction((old) => document.getElementById('status').textContent !== old, before);

test('the pseudo-locale leaves no text of the Watch view in plain English: several algorithms, played, with their panels', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  let checked = 0;
  const check = async (what) => {
    const texts = await mine(page);
    checked += texts.length;
    assert.deepEqual(await plainEnglish(page), [], what);
  };
  // Backtracking: the ready line, three steps, Play and Pause, step back, the search tree, the
  // solutions found after Run to next solution and the whole search.
  await open(page, '?algorithm=backtracking&n=6&lang=en-XA');
  await check('backtracking, ready');
  for (let k = 0; k < 3; k++) await click(page, 'step');
  await check('backtracking, 3 steps');
  await click(page, 'play');
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'true');
  // (Checked once paused: while playing, the caption may change between two readings.)
  assert.equal(await page.locator('#play').textContent(), 'Ƥaauuşee');
  await click(page, 'play');
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'false');
  await check('backtracking, paused');
  await click(page, 'back');
  await check('backtracking, a step back');
  await click(page, 'run');
  await page.waitForFunction(() => document.getElementById('solutions-list').children.length === 1);
  assert.equal(await page.locator('#tree-figure').isVisible(), true);
  await check('backtracking, a solution');
  await click(page, 'run-all');
  await page.waitForFunction(() => /A000170/.test(document.getElementById('status').textContent));
  await check('backtracking, the whole search');
  // Randomized searches: the odds, the square values, the population, the flags, the dead rows.
  for (const algorithm of ['random-placement', 'hill-climbing', 'genetic', 'permutation-swap', 'queens-lv', 'min-conflicts']) {
    await open(page, `?algorithm=${algorithm}&n=8&seed=3&lang=en-XA`);
    await check(`${algorithm}, ready`);
    for (let k = 0; k < 4; k++) await click(page, 'step');
    await check(`${algorithm}, 4 steps`);
    const before = await page.locator('#status').textContent();
    await click(page, 'run');
    await statusChanged(page, before);
    await page.waitForFunction(() => document.getElementById('progress').hidden);
    await check(`${algorithm}, run to the end`);
  }
  // A run that stops without a solution (hill climbing without restarts), and a refused size.
  await open(page, '?algorithm=hill-climbing&n=8&seed=1&restart=off&lang=en-XA');
  await click(page, 'run');
  await page.waitForFunction(() => document.getElementById('progress').hidden && document.getElementById('status').textContent.length > 40);
  await check('hill climbing, stopped');
  await page.locator('#board-size').fill('40');
  await page.locator('#board-size').press('Enter');
  await page.waitForFunction(() => document.getElementById('board-size-error').textContent !== '');
  assert.deepEqual(unpseudo(await textsUnder(page, ['#board-size-error']), await registryWords(page)), []);
  assert.ok(checked > 400, `${checked} texts checked`);
});

test('the pseudo-locale: the large board, side by side, and the dialogs', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  // The large board: ready, run to its verified solution, zoomed in.
  await open(page, '?algorithm=min-conflicts&n=1000000&seed=1&lang=en-XA');
  assert.deepEqual(await plainEnglish(page), [], 'large board, ready');
  await click(page, 'run');
  await page.waitForFunction(() => document.getElementById('big-view').dataset.ms !== undefined, null, { timeout: 120_000 });
  await page.waitForFunction(() => document.getElementById('big-region').textContent !== '');
  assert.deepEqual(await plainEnglish(page), [], 'large board, solved');
  const canvas = page.locator('#big-canvas-wrap canvas');
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => /–/.test(document.getElementById('big-region').textContent));
  assert.deepEqual(await plainEnglish(page), [], 'large board, zoomed in');
  // Side by side: ready, stepped, playing, paused, both run to a solution.
  await open(page, '?algorithm=backtracking&n=6&mode=side&vs=random-placement&seed=2&lang=en-XA');
  assert.deepEqual(await plainEnglish(page), [], 'side by side, ready');
  for (let k = 0; k < 3; k++) await click(page, 'step');
  assert.deepEqual(await plainEnglish(page), [], 'side by side, 3 steps');
  await click(page, 'play');
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'true');
  await click(page, 'play');
  await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'false');
  assert.deepEqual(await plainEnglish(page), [], 'side by side, paused');
  await click(page, 'run');
  await page.waitForFunction(() => document.getElementById('progress').hidden && /;/.test(document.getElementById('status').textContent));
  assert.deepEqual(await plainEnglish(page), [], 'side by side, both solved');
  // The dialogs: the puzzle and its words, the keys.
  await open(page, '?algorithm=backtracking&n=8&lang=en-XA');
  await click(page, 'about-open');
  const about = await mine(page);
  assert.ok(about.filter((x) => x.where.startsWith('dialogs-')).length >= 26, 'the glossary’s words');
  assert.deepEqual(await plainEnglish(page), [], 'the puzzle and its words');
  await page.keyboard.press('Escape');
  await page.locator('body').press('?');
  assert.equal(await page.locator('#help').isVisible(), true);
  assert.deepEqual(await plainEnglish(page), [], 'the keys');
  await page.keyboard.press('Escape');
});

test('the check fails on English, text for text', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=6');
  for (let k = 0; k < 3; k++) await click(page, 'step');
  await click(page, 'about-open');
  // (Texts without a letter, a swatch's number or a mark colour's row, are no one's words.)
  const english = (await mine(page)).filter(({ text }) => /\p{L}/u.test(text));
  const plain = await plainEnglish(page);
  assert.ok(plain.length >= english.length - 25, `${plain.length} of ${english.length}`);
  await page.keyboard.press('Escape');
});

test('German and the pseudo-locale at 1366 × 768 and 390 × 844: no text overflows its control; the German phone masthead is as tall as the English', async () => {
  const page = session.page;
  // Elements that clip by design: visually hidden ones (a screen reader's words).
  const visible = (found) => found.filter(({ where }) => !['announcer', 'masthead-language'].includes(where));
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    for (const lang of ['de', 'en-XA']) {
      for (const address of ['?algorithm=random-placement&n=8&seed=3', '?algorithm=backtracking&n=8&mode=side&vs=qs1&seed=2', '?algorithm=min-conflicts&n=1000000&seed=1']) {
        await open(page, `${address}&lang=${lang}`);
        await click(page, 'step').catch(() => {});
        assert.deepEqual(visible(await overflowing(page, [...ROOTS, 'header.masthead'])), [], `${lang} ${address} at ${width}`);
      }
      for (const [opener, dialog] of [['about-open', '#about'], ['help-open', '#help']]) {
        await click(page, opener);
        assert.deepEqual(await overflowing(page, [dialog]), [], `${lang} ${dialog} at ${width}`);
        await page.keyboard.press('Escape');
      }
    }
  }
  // The Theme list shows its whole choice (a select's text is clipped, not wrapped, so its
  // width is checked against the widest choice's).
  for (const [lang, width] of [['ar', 1366], ['de', 390], ['en-XA', 390]]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, `?algorithm=backtracking&n=8&lang=${lang}`);
    const [need, has] = await page.evaluate(() => {
      const select = document.getElementById('theme');
      const probe = Object.assign(document.createElement('span'), { style: `font: ${getComputedStyle(select).font}; white-space: nowrap; position: absolute` });
      document.body.append(probe);
      const widest = Math.max(...[...select.options].map((o) => { probe.textContent = o.text; return probe.getBoundingClientRect().width; }));
      probe.remove();
      return [widest, select.clientWidth];
    });
    assert.ok(has >= need + 16, `${lang} at ${width}: the Theme list ${has} px for a choice of ${need} px`);
  }
  // The German phone's masthead: the tabs and the language menu on one row, as in English.
  await page.setViewportSize({ width: 390, height: 844 });
  const mastheadHeight = async (lang) => {
    await open(page, `?algorithm=backtracking&n=8&lang=${lang}`);
    return page.evaluate(() => document.querySelector('header .masthead-row').getBoundingClientRect().height);
  };
  assert.equal(await mastheadHeight('de'), await mastheadHeight('en'));
});

test('German and Arabic: the status line’s sentences, with the language’s numbers', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '?algorithm=backtracking&n=8&lang=de');
  await click(page, 'step');
  assert.equal(await page.locator('#status').textContent(), 'Bei Zug 1. Schritt, Abspielen oder Bis zum Ende ausführen macht weiter.');
  await click(page, 'run-all');
  await page.waitForFunction(() => /A000170/.test(document.getElementById('status').textContent));
  assert.equal(await page.locator('#status').textContent(), 'Suche vollständig: 92 Lösungen nach 15.720 Versuchen. Wie veröffentlicht (OEIS A000170, die Anzahl der Lösungen): Q(8) = 92.');
  await click(page, 'help-open');
  assert.equal(await page.getByRole('dialog', { name: 'Tastatur' }).isVisible(), true);
  assert.equal(await page.locator('#help kbd[data-l10n-id="dialogs-key-space"]').first().textContent(), 'Leertaste');
  await page.keyboard.press('Escape');
  // Arabic: right to left, its variables isolated (U+2068 … U+2069), its plural of 92 ("many").
  await open(page, '?algorithm=backtracking&n=8&lang=ar');
  const plain = (text) => text.replace(/[\u2068\u2069]/g, '');
  await click(page, 'step');
  assert.equal(plain(await page.locator('#status').textContent()), 'عند الحركة 1. «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية» يتابع.');
  await click(page, 'run-all');
  await page.waitForFunction(() => /A000170/.test(document.getElementById('status').textContent));
  assert.equal(plain(await page.locator('#status').textContent()), 'اكتمل البحث: 92 حلًا بعد 15,720 محاولة. كما هو منشور (OEIS A000170، عدد الحلول): Q(8) = 92.');
  assert.equal(await page.locator('#about-title').textContent(), 'المسألة');
});

test('a seed refused, in German: the core\'s refusal in the Watch form and Compare\'s master seed', async () => {
  // The core refuses a seed (src/seed.rs) with a message of errors.ftl; the page says it in
  // its language (errorText), the largest seed's digits as they are.
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '?algorithm=qs1&n=8&seed=abc&lang=de');
  assert.equal(await page.locator('#seed-error').textContent(), 'Startwert „abc“ ist keine ganze Zahl von 0 bis 18446744073709551615; leer lassen für einen frischen. Ein frischer Startwert wurde gezogen.');
  const typed = async (text) => {
    await page.locator('#seed').fill(text);
    await page.waitForFunction((text) => document.getElementById('seed-error').textContent.includes(text), text);
    return page.locator('#seed-error').textContent();
  };
  assert.equal(await typed('12x'), 'Startwert „12x“ ist keine ganze Zahl von 0 bis 18446744073709551615; leer lassen für einen frischen.');
  assert.equal(await typed('18446744073709551616'), 'Startwert 18446744073709551616 ist größer als 18446744073709551615; leer lassen für einen frischen.');
  await open(page, '?view=compare&n=8&algorithms=backtracking,qs1&trials=20&lang=de');
  await page.locator('#cmp-seed').fill('x1');
  await page.locator('#cmp-run').click();
  await page.waitForFunction(() => document.getElementById('cmp-seed-error').textContent !== '');
  assert.equal(await page.locator('#cmp-seed-error').textContent(), 'Haupt-Startwert „x1“ ist keine ganze Zahl von 0 bis 18446744073709551615, oder leer.');
});

test('a board size refused, in German: the size in German numbers, or as typed when a number would round it; English as before', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  const refusal = async (address) => {
    await open(page, address);
    await page.waitForFunction(() => document.getElementById('board-size-error').textContent !== '');
    return page.locator('#board-size-error').textContent();
  };
  assert.equal(
    await refusal('?lang=de&algorithm=min-conflicts&n=1000000000000'),
    'Brettgröße 1.000.000.000.000 liegt außerhalb des Bereichs: Min-Conflicts läuft von 1 bis 100.000.000 (bis 32 animiert, darüber in einer skalierten Ansicht). Gezeigt wird n = 8.',
  );
  // Beyond 2^53 a number would lose its last digits (12345678901234567000): said as typed.
  assert.match(await refusal('?lang=de&algorithm=backtracking&n=12345678901234567890'), /^Brettgröße 12345678901234567890 liegt außerhalb des Bereichs: Das animierte Brett nimmt 1 bis 32;/);
  // English writes the size as it did before the catalogs: ungrouped.
  assert.match(await refusal('?algorithm=min-conflicts&n=1000000000000'), /^Board size 1000000000000 is out of range: Min-conflicts runs 1 to 100,000,000 /);
});

test('nothing went wrong in the page', () => {
  assert.deepEqual(session.problems, []);
});
