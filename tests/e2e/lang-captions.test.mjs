// The captions under the board in the page's languages (issue 42), in Debian's headless
// Chromium: composed in the core as messages of locales/<lang>/captions.ftl and formatted by
// www/narration.js with i18n.js's say. In the pseudo-locale every caption, the start's and
// every move's, of many algorithms' runs is pseudo-localized (no word left in plain English),
// and the screen reader hears the same text; one German caption reads right with German
// numbers, one Arabic caption reads right to left with the digits Intl writes for Arabic; the caption does not
// overflow at 1366 and 390 px in German and the pseudo-locale. Run by `cargo xtask test` (and
// `cargo xtask e2e --only lang-captions`). Fails on any console error, uncaught exception or
// failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

/** The caption's text now. */
const caption = (page) => page.locator('#caption').textContent();

/** Steps once by hand (Step, when it is not greyed) and waits for the caption to change; false at the run's end. */
async function step(page) {
  if (await page.locator('#step').isDisabled()) return false;
  const before = await caption(page);
  await page.locator('#step').click();
  await page.waitForFunction((text) => document.getElementById('caption').textContent !== text, before).catch(() => {});
  return true;
}

/** Unicode's isolation marks around a variable in a right-to-left message. */
const unisolated = (text) => text.replace(/[\u2066-\u2069]/g, '');

test('the pseudo-locale: every caption of many algorithms\' runs, the start\'s and each move\'s, is pseudo-localized, and the screen reader hears it', async () => {
  const page = session.page;
  const runs = [
    'algorithm=backtracking&n=5',
    'algorithm=backtracking&n=6&inference=mac&ordering=mrv&values=lcv',
    'algorithm=backtracking&n=6&inference=forward-checking',
    'algorithm=queens-lv&n=6&seed=2&k=3',
    'algorithm=random-placement&n=5&seed=1',
    'algorithm=hill-climbing&n=6&seed=2',
    'algorithm=simulated-annealing&n=5&seed=3',
    'algorithm=min-conflicts&n=6&seed=1',
    'algorithm=qs1&n=6&seed=2',
    'algorithm=qs4&n=6&seed=2',
    'algorithm=permutation-swap&n=6&seed=2',
    'algorithm=genetic&n=5&seed=1',
    'algorithm=construction&n=6',
  ];
  let seen = 0;
  for (const run of runs) {
    await open(page, `?${run}&lang=en-XA`);
    const texts = [];
    texts.push(...(await textsUnder(page, ['#caption'])).filter((t) => t.where !== 'title'));
    for (let i = 0; i < 14 && (await step(page)); i++) {
      const [shown] = (await textsUnder(page, ['#caption'])).filter((t) => t.where !== 'title');
      texts.push({ ...shown, where: `${run} move ${i + 1}` });
      // Stepping by hand: the screen reader hears the caption as shown.
      await page.waitForFunction(() => document.getElementById('announcer').textContent === document.getElementById('caption').textContent);
    }
    assert.ok(texts.length >= 3, `${run}: ${texts.length} captions`);
    assert.deepEqual(unpseudo(texts), [], run);
    seen += texts.length;
  }
  assert.ok(seen >= 120, `${seen} captions`);
  // The check itself: the English page fails it, caption for caption.
  await open(page, '?algorithm=backtracking&n=5');
  await step(page);
  assert.equal(unpseudo((await textsUnder(page, ['#caption'])).filter((t) => t.where !== 'title')).length, 1);
});

test('German: a caption with German numbers; Arabic: a caption right to left', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=4&lang=de');
  assert.equal(await caption(page), 'Start: ein leeres Brett. Schritt probiert Zeile 1, Spalte 1.');
  await step(page);
  assert.equal(await caption(page), 'Zeile 1, Spalte 1 ist sicher — Dame gesetzt; 6 Felder darüber mit 1 markiert');
  // The temperature with a decimal comma.
  await open(page, '?algorithm=simulated-annealing&n=4&seed=0&lang=de');
  await step(page);
  assert.equal(await caption(page), 'Vorschlag bei T = 2,000: die Dame von Zeile 3 von Spalte 3 nach Spalte 4, h 4 → 2 (ΔE = +2)');

  await open(page, '?algorithm=backtracking&n=4&lang=ar');
  await step(page);
  // The digits as the browser's Intl writes Arabic's (Chromium's CLDR: Latin ones).
  const [one, six] = await page.evaluate(() => [1, 6].map((n) => new Intl.NumberFormat('ar').format(n)));
  assert.equal(unisolated(await caption(page)), `الصف ${one}، العمود ${one} آمن — وُضعت الملكة؛ عُلِّمت مربعات فوقها عددها ${six} بالرقم ${one}`);
  assert.equal(await page.locator('#caption').evaluate((e) => getComputedStyle(e).direction), 'rtl');
});

test('the caption does not overflow at 1366 and 390 px in German and the pseudo-locale', async () => {
  const page = session.page;
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    for (const lang of ['de', 'en-XA']) {
      await open(page, `?algorithm=simulated-annealing&n=8&seed=3&lang=${lang}`);
      for (let i = 0; i < 3; i++) await step(page);
      assert.deepEqual(await overflowing(page, ['#caption']), [], `${lang} at ${width} px`);
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
});
