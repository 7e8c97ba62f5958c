// The Compare view, the teacher's view and the worksheet in every language (issue 42), in
// Debian's headless Chromium: in the pseudo-locale no text, aria-label or title of them is left
// in plain English, after a small comparison, a sweep, the papers' tables, a count and a race
// (the charts are images: their titles, axes and legends are read from Chart.js's config);
// at 1366 × 768 and 390 × 844, in German and the pseudo-locale, no control's text overflows
// it; a German and an Arabic spot check; the CSV of every run with its header row in German
// and its data the same as English's. Run by `cargo xtask test` (and
// `cargo xtask e2e --only lang-compare`). Fails on any console error, uncaught exception or
// failed request in the page.
//
// What is not this area's stays out of the check: the parameters' controls (www/params.js),
// the exercises' names,
// the lessons' titles, the captions and the worksheet's questions; each is taken from the
// page itself, so the check keeps up as those areas speak the catalogs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { open, useBrowser } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

/** A RegExp for any of `words` (longest first), global: unpseudo's `allowed`. */
const anyOf = (words) => new RegExp([...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)', 'g');

/**
 * The words on the page that other areas write (see the header): the parameters' words, and
 * the options of the exercises and lessons menus.
 */
async function othersWords(page) {
  return page.evaluate(async () => {
    const { algorithms } = await import('./www/registry.js');
    const words = [];
    for (const element of document.querySelectorAll('.params, #teacher-family, #teacher-scorm-lesson')) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent.trim());
      for (const e of element.querySelectorAll('[aria-label], [title]')) words.push(e.getAttribute('aria-label'), e.getAttribute('title'));
    }
    return words.filter((w) => w && w.length > 0);
  });
}

/** The texts of `list` in plain English (unpseudo), with others' `words` left out. */
function plainEnglish(list, words) {
  return unpseudo(list, anyOf(words));
}

/** Every text the Compare view's charts hold: titles, axes' titles and legends' labels. */
async function chartTexts(page) {
  return page.evaluate(() => ['cmp-histogram', 'cmp-sweep'].flatMap((id) => {
    const chart = Chart.getChart(document.getElementById(id));
    if (!chart) return [];
    const { plugins, scales } = chart.options;
    return [plugins.title.text, scales.x.title.text, scales.y.title.text, chart.data.datasets.map((d) => d.label)].flat()
      .map((text) => ({ where: `${id} chart`, text }));
  }));
}

/** Waits until `ready()` holds in the page (a job's result shown) and no job runs (Cancel greyed). */
async function jobDone(page, ready) {
  await page.waitForFunction(ready);
  await page.waitForFunction(() => document.getElementById('cmp-cancel').disabled);
}

/** A small comparison, a sweep, the papers' tables, a count and a race, one after another. */
async function runEverything(page) {
  await page.locator('#cmp-run').click();
  await jobDone(page, () => document.querySelectorAll('#cmp-summary tbody tr').length === 2 && Boolean(globalThis.Chart?.getChart(document.getElementById('cmp-histogram'))));
  // The histogram of tries, with its expected line (random placement's odds are known).
  await page.locator('#hist-algorithm').selectOption('random-placement');
  await page.locator('#hist-measure').selectOption('tries');
  await page.waitForFunction(() => Chart.getChart(document.getElementById('cmp-histogram')).data.datasets.length === 2);
  await page.locator('#sweep-to').fill('6');
  await page.locator('#sweep-runs').fill('5');
  await page.locator('#sweep-run').click();
  await jobDone(page, () => globalThis.Chart?.getChart(document.getElementById('cmp-sweep'))?.data.datasets[0].data.length === 3);
  await page.locator('#papers-run').click();
  await jobDone(page, () => document.querySelectorAll('#papers-table tbody tr').length === 4);
  await page.locator('#bb-run').click();
  await jobDone(page, () => document.getElementById('bb-result').textContent !== '');
  await page.locator('#count-n').fill('8');
  await page.locator('#count-run').click();
  await jobDone(page, () => document.getElementById('count-result').textContent !== '');
  await page.locator('#race-algorithm').selectOption('permutation-swap');
  await page.locator('#race-n').fill('12');
  await page.locator('#race-workers').fill('2');
  await page.locator('#race-run').click();
  await jobDone(page, () => document.getElementById('race-result').textContent !== '');
}

const COMPARE = '?view=compare&n=8&algorithms=backtracking,random-placement&trials=20&seed=3';

test('the pseudo-locale leaves nothing of the Compare view in plain English, charts included, after each of its tools', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, `${COMPARE}&lang=en-XA`);
  const words = await othersWords(page);
  const before = await textsUnder(page, ['#compare-view']);
  assert.ok(before.length >= 80, `${before.length} texts`);
  assert.deepEqual(plainEnglish(before, words), []);
  await runEverything(page);
  const after = [...await textsUnder(page, ['#compare-view']), ...await chartTexts(page)];
  // The tables, the results and the charts were all read.
  for (const where of ['cmp-status', 'race-result', 'bb-result', 'count-result', 'cmp-histogram chart', 'cmp-sweep chart']) {
    assert.ok(after.some((t) => t.where === where), where);
  }
  assert.deepEqual(plainEnglish(after, words), []);
  // The sweep's mean attempts (the other measure), its chart's words too.
  await page.locator('#sweep-measure').selectOption('backtracking');
  assert.deepEqual(plainEnglish(await chartTexts(page), words), []);
  // The check itself: the English page fails it, text for text, charts included.
  await open(page, COMPARE);
  await runEverything(page);
  const english = [...await textsUnder(page, ['#compare-view']), ...await chartTexts(page)];
  const plain = unpseudo(english, anyOf(await othersWords(page)));
  // (Most of the others are numbers: the tables' cells.)
  assert.ok(plain.length >= 120, `${plain.length} of ${english.length}`);
  assert.ok(plain.some((t) => t.where === 'cmp-sweep chart') && plain.some((t) => t.where === 'race-result'));
});

test('the pseudo-locale leaves nothing of the teacher’s view and the worksheet in plain English', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '?teacher=1&algorithm=backtracking&n=6&lang=en-XA');
  const allowed = anyOf(await othersWords(page));
  // The codes checked: none pasted, and one pasted twice (the second ignored).
  await page.locator('#teacher-check').click();
  await page.waitForFunction(() => document.getElementById('teacher-check-status').textContent !== '');
  // (The class link in the QR code's description is an address, not words.)
  const texts = (await textsUnder(page, ['#teacher'])).map(({ where, text }) => ({ where, text: text.replace(/https?:\/\/\S+/g, '') }));
  assert.ok(texts.length >= 25, `${texts.length} texts`);
  assert.deepEqual(unpseudo(texts, allowed), []);
  assert.match(await page.locator('#teacher-check-status').textContent(), /^0 ƈooḓeeş ƈħeeƈķeeḓ\.·*$/);
  // The worksheet of the move on show (the Watch view's, printed): its title, the name line
  // and the line on checking; the caption and the questions are other areas'.
  await open(page, '?algorithm=backtracking&n=6&step=16&lang=en-XA');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const alt = await page.locator('#worksheet img').getAttribute('alt');
  const sheet = await page.evaluate(() => {
    const at = (selector) => document.querySelector(`#worksheet ${selector}`);
    return [
      { where: 'title', text: at('h2').textContent },
      { where: 'name', text: at('.worksheet-name').textContent },
      { where: 'source', text: at('.worksheet-source').textContent },
      { where: 'alt', text: at('img').alt.split(':')[0] },
      { where: 'aria-label', text: document.getElementById('worksheet').getAttribute('aria-label') },
    ];
  });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  // The Record dialog (exports.js), its format's options too.
  await page.evaluate(() => document.getElementById('record-dialog').showModal());
  const record = await textsUnder(page, ['#record-dialog']);
  const options = await page.locator('#record-format option').allTextContents();
  await page.evaluate(() => document.getElementById('record-dialog').close());
  assert.ok(record.length >= 8, `${record.length} texts`);
  assert.deepEqual(unpseudo([...record, ...options.map((text) => ({ where: 'record-format', text }))], /WebM|GIF|PNG/g), []);
  // (The link to the move is an address, not words.)
  const words = sheet.map(({ where, text }) => ({ where, text: text.replace(/https?:\/\/\S+/g, '') }));
  assert.deepEqual(unpseudo(words, anyOf(await othersWords(page))), []);
  assert.match(sheet[0].text, /^Ƞ-Ɋuueeeeƞş: ·*.*, 6 × 6, ḿooṽee ·*\d+$/);
  // The picture's line of numbers (board-export.js) ends with the move, in the catalog's words.
  assert.match(alt, /ḿooṽee ·*16( ooƒ ·*[\d,]+)?[^\w]*$/);
  assert.doesNotMatch(alt, /\bmove \d/);
  assert.match(sheet[2].text, /ooƥeeƞ ŧħee ƥaaɠee aaŧ ŧħiş ḿooṽee: ·*http\S*step=\d+/);
});

test('no text overflows its control at 1366 × 768 and 390 × 844, in German and the pseudo-locale', async () => {
  const page = session.page;
  for (const lang of ['de', 'en-XA']) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, `${COMPARE}&lang=${lang}`);
    await page.locator('#cmp-run').click();
    await jobDone(page, () => document.querySelectorAll('#cmp-summary tbody tr').length === 2);
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      assert.deepEqual(await overflowing(page, ['#compare-view']), [], `${lang} at ${width} × ${height}: Compare`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, `?teacher=1&lang=${lang}`);
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      // (The class link's field holds an address, which scrolls within it: data, not words.)
      const over = (await overflowing(page, ['#teacher'])).filter((o) => o.where !== 'teacher-link');
      assert.deepEqual(over, [], `${lang} at ${width} × ${height}: teacher`);
    }
  }
});

test('German: the view’s words and numbers the German way; the CSV’s header in German, its data the same as English’s', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  const csvOf = async (lang) => {
    await open(page, `?view=compare&n=8&algorithms=backtracking,random-placement&trials=1500&seed=7&lang=${lang}`);
    await page.locator('#cmp-run').click();
    await jobDone(page, () => document.querySelectorAll('#cmp-summary tbody tr').length === 2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#cmp-csv').click()]);
    return readFileSync(await download.path(), 'utf8').split('\n');
  };
  const german = await csvOf('de');
  assert.equal(await page.getByRole('button', { name: 'Vergleich starten' }).count(), 1);
  assert.equal(await page.locator('#record-title').textContent(), 'Das Brett aufnehmen');
  // The chart's tick numbers the page's language's way, not the browser's (English here):
  // Chart.js's own formatter of the histogram's count axis, asked for 1,000 and 2,500.
  const ticks = () => page.evaluate(() => {
    const chart = Chart.getChart(document.getElementById('cmp-histogram'));
    const scale = chart.scales.y;
    return [chart.options.locale, ...[1000, 2500].map((v) => scale.options.ticks.callback.call(scale, v, 0, [{ value: 0 }, { value: 500 }, { value: 1000 }]))];
  });
  assert.deepEqual(await ticks(), ['de', '1.000', '2.500']);
  // 3,000 runs, and 1,500 a row, written the German way.
  assert.match(await page.locator('#cmp-status').textContent(), /^Fertig: 3\.000 Läufe in \d+,\d s, Hauptstartwert 7\./);
  assert.equal(await page.getByTestId('summary-random-placement-runs').textContent(), '1.500');
  assert.match(await page.getByTestId('summary-random-placement-success-rate').textContent(), /^0,\d{4} ± 0,\d{4}$/);
  const english = await csvOf('en');
  assert.deepEqual(await ticks(), ['en', '1,000', '2,500']);
  assert.equal(german[0], 'Algorithmus,n,Lauf,Startwert,Versuche,Versuchseinheit,Anläufe,Anlaufeinheit,gelöst,CPU_ms_pro_Lauf,CPU_ms_Median,CPU_ms_Max,CPU_Durchgänge,CPU_zu_ausgelastet');
  assert.equal(english[0], 'algorithm,n,run,seed,attempts,attempt_unit,tries,tries_unit,solved,cpu_ms_per_run,cpu_ms_median,cpu_ms_max,cpu_batches,cpu_too_busy');
  // The data: the runs column for column (the times are each run's own measure, written the
  // same way: a dot for decimals, true or false).
  assert.equal(german.length, 3002);
  assert.equal(german.length, english.length);
  const seedColumns = (line) => line.split(',').slice(0, 9).join(',');
  assert.deepEqual(german.slice(1).map(seedColumns), english.slice(1).map(seedColumns));
  for (const line of german.slice(1, -1)) assert.match(line.split(',').slice(9).join(','), /^[\d.]+,[\d.]+,[\d.]+,\d+,(true|false)$/);
  // A sentence of the status line, and the tick needed.
  await open(page, `${COMPARE}&lang=de`);
  for (const box of await page.locator('input[name="cmp-algorithm"]').all()) await box.uncheck();
  await page.locator('#cmp-run').click();
  assert.equal(await page.locator('#cmp-status').textContent(), 'Kreuze mindestens einen Algorithmus an.');
});

test('Arabic: the view right to left, its words and a sentence of its status line', async () => {
  const page = session.page;
  await open(page, `${COMPARE}&lang=ar`);
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
  assert.equal(await page.locator('#compare-view h2').first().textContent(), 'مقارنة الخوارزميات');
  assert.equal(await page.locator('#cmp-status').textContent(), 'اختر الخوارزميات واضغط تنفيذ المقارنة.');
  // The sentence with a link in it keeps its link, in its place.
  assert.equal(await page.locator('#compare-view .hint a[href="#term-master-seed"]').textContent(), 'البذرة الرئيسية');
  await page.locator('#count-n').fill('6');
  await page.locator('#count-run').click();
  await jobDone(page, () => document.getElementById('count-result').textContent !== '');
  // (Arabic's variables stand in isolation marks, U+2068 and U+2069: left out here.)
  const result = (await page.locator('#count-result').textContent()).replace(/[\u2068\u2069]/g, '');
  assert.match(result, /^Q\(6\) = 4 — يطابق OEIS A000170\. الحلول الأساسية/);
});

test('nothing went wrong in the page', () => {
  assert.deepEqual(session.problems, []);
});
