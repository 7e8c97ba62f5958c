// The lessons in every language (issue 42), in Debian's headless Chromium: a built-in lesson
// opened in the pseudo-locale shows the player (its head, slide counter, buttons, the bar at
// the screen's foot, the end card, the score) and the Lessons dialog with no text, aria-label,
// title or placeholder left in plain English; the slide's own words there are the English
// lesson file's through the same pseudo transform (the page's design: en-XA has no lesson
// file of its own), so the whole panel is checked; a teacher's own lesson is shown as
// written. In German the player's words and the German lesson file's slides (the core's
// reading of lessons/de/, `nqueens --lang de lesson show --json`); nothing overflows its
// control at 1366 × 768 and 390 × 844 in German and the pseudo-locale; Arabic reads right to
// left. AIMA's local search, one of the last lessons translated, opens in German and Arabic
// with its own title and first slide. The record downloaded after the lesson's question and
// the place kept are the same JSON in German and English (English's titles, question and
// verdict). Run by `cargo xtask e2e --only lang-lessons`. Fails on any console error, uncaught
// exception or failed request in the page.

import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, waitForText } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();
const { open } = session;

const LESSON = 'first-solution-walkthrough';
/** The lesson as the core resolves it in `lang` (its translation, else English). */
const resolved = (lang) => JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['--lang', lang, 'lesson', 'show', LESSON, '--json'], { encoding: 'utf8' }));
const ROOTS = ['#lesson', '#lesson-float'];

/** Opens the lesson at `slide` in `lang` and waits for its counter to say so. */
async function openLesson(page, lang, slide, where) {
  await open(`?lesson=${LESSON}&slide=${slide}&lang=${lang}`);
  await waitForText(page, 'lesson-where', where);
}

/** The bar at the screen's foot shown: the slide's head scrolled away. */
async function scrollHeadAway(page) {
  await page.evaluate(() => {
    document.getElementById('lesson').scrollIntoView({ block: 'start' });
    window.scrollBy(0, document.querySelector('#lesson .lesson-head').getBoundingClientRect().bottom + 40);
  });
  await page.waitForFunction(() => !document.getElementById('lesson-float').hidden);
}

test('the pseudo-locale: the player, its bar, its end and the Lessons dialog leave nothing in plain English', async () => {
  const page = session.page;
  const count = resolved('en').slides.length;
  await page.setViewportSize({ width: 1366, height: 768 });
  // A slide with a question (its Play this slide again) and notes.
  // (The pseudo transform pads each piece of the message's text: "Şŀiḓee ··3 ooƒ ·10".)
  await openLesson(page, 'en-XA', 3, /^Şŀiḓee ·*3 ooƒ ·*10$/);
  const texts = await textsUnder(page, ROOTS);
  assert.ok(texts.length >= 12, `${texts.length} texts`);
  assert.deepEqual(unpseudo(texts), []);
  // The slide's words: the English file's, pseudo-localized (the title accented, doubled).
  assert.equal(await page.locator('#lesson-slide-title').textContent(), 'Şŧeeƥ 2: ŧħee şeeƈooƞḓ ɋuueeeeƞ, aaƞḓ aa ḓeeaaḓ eeƞḓ····');
  // The notes opened too.
  await page.locator('#lesson-notes summary').click();
  assert.deepEqual(unpseudo(await textsUnder(page, ROOTS)), []);
  // The bar at the screen's foot.
  await page.setViewportSize({ width: 390, height: 844 });
  await scrollHeadAway(page);
  const bar = await textsUnder(page, ['#lesson-float']);
  assert.ok(bar.length >= 3, JSON.stringify(bar));
  assert.deepEqual(unpseudo(bar), []);
  assert.deepEqual(await overflowing(page, ROOTS), []);
  await page.setViewportSize({ width: 1366, height: 768 });
  // The last slide, then Finish: the end card.
  await openLesson(page, 'en-XA', count, new RegExp(`^Şŀiḓee ·*${count} ooƒ ·*${count}$`));
  assert.deepEqual(unpseudo(await textsUnder(page, ROOTS)), []);
  await page.locator('#lesson-next').click();
  await waitForText(page, 'lesson-where', /^Ƒiƞişħeeḓ/);
  const end = await textsUnder(page, ROOTS);
  assert.ok(end.some(({ where }) => where === 'lesson-text'), JSON.stringify(end));
  assert.deepEqual(unpseudo(end), []);
  assert.deepEqual(await overflowing(page, ROOTS), []);
  // The Lessons dialog, with this lesson's place ("Finished.").
  await page.locator('#lessons-open').click();
  await page.waitForFunction(() => document.getElementById('lessons').open);
  const dialog = await textsUnder(page, ['#lessons']);
  assert.ok(dialog.length >= 20, `${dialog.length} texts`);
  // (PgDn and PgUp: the keys' names, as written on the keyboard.)
  assert.deepEqual(unpseudo(dialog, /PgDn|PgUp/g), []);
  assert.deepEqual(await overflowing(page, ['#lessons']), []);
  // The check itself: the English player fails it, text for text.
  await openLesson(page, 'en', 3, /^Slide 3 of 10$/);
  const english = await textsUnder(page, ROOTS);
  const words = english.filter(({ text }) => /[a-zA-Z]{2}/.test(text));
  assert.ok(words.length >= 12, `${words.length} texts`);
  assert.deepEqual(unpseudo(words), words);
});

test('a teacher\'s own lesson is shown as written, the player around it in the page\'s language', async () => {
  const page = session.page;
  const own = '# Mine\nid: mine\nsummary: Mine.\n\n## My own slide\n\nWatch row 1.\n\n```state\nalgorithm: backtracking\nn: 4\n```\n';
  const packed = Buffer.from(own).toString('base64url');
  await open(`?lesson-text=${packed}&lang=en-XA`);
  await waitForText(page, 'lesson-where', /^Şŀiḓee ·*1 ooƒ ·*1$/);
  assert.equal(await page.locator('#lesson-slide-title').textContent(), 'My own slide');
  assert.equal(await page.locator('#lesson-text').textContent(), 'Watch row 1.\n');
  await open(`?lesson-text=${packed}&lang=de`);
  await waitForText(page, 'lesson-where', /^Folie 1 von 1$/);
  assert.equal(await page.locator('#lesson-slide-title').textContent(), 'My own slide');
  assert.equal(await page.locator('#lesson-next').textContent(), 'Beenden');
});

test('a teacher\'s own lesson refused: its line and what is wrong in the page\'s language (lesson-format.ftl), pseudo-localized in en-XA', async () => {
  const page = session.page;
  const own = '# Mine\nid: mine\nsummary: Mine.\n\n## My own slide\n\nWatch row 1.\n\n```state\nalgorithm: backtracking\nn: 4000\n```\n';
  const refuse = async (lang, text, pattern) => {
    await open(`?algorithm=backtracking&n=8&lang=${lang}`);
    await page.locator('#lessons-open').click();
    await page.locator('#lesson-file').setInputFiles({ name: 'mine.md', mimeType: 'text/markdown', buffer: Buffer.from(text) });
    await waitForText(page, 'lessons-error', pattern);
    return page.getByTestId('lessons-error').textContent();
  };
  // German: the line (11, n: 4000) and the limit in German numbers.
  assert.equal(
    await refuse('de', own, /Zeile 11/),
    '„mine.md“ wurde abgelehnt: Zeile 11: Brettgröße 4.000 liegt außerhalb des Bereichs: Backtracking läuft auf dem animierten Brett von 1 bis 32.',
  );
  // The pseudo-locale: a table in a slide's text (line 7), every word through the catalogs.
  const table = own.replace('n: 4000', 'n: 4').replace('Watch row 1.', '| a | b |\n|---|---|\n| 1 | 2 |');
  const said = await refuse('en-XA', table, /7: /);
  assert.deepEqual(unpseudo([{ where: 'lessons-error', text: said }], /mine\.md/g), [], said);
  assert.match(said, /ŀiƞee/, said);
});

test('German: the player\'s words, the German lesson file\'s slides, nothing overflowing at 1366 × 768 and 390 × 844', async () => {
  const page = session.page;
  const german = resolved('de');
  const english = resolved('en');
  assert.equal(german.slides.length, english.slides.length);
  assert.equal(german.slides[0].title, 'Vier Damen, eine pro Zeile');
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    for (const [k, slide] of german.slides.entries()) {
      if (![0, 2, german.slides.length - 1].includes(k)) continue;
      await openLesson(page, 'de', k + 1, new RegExp(`^Folie ${k + 1} von ${german.slides.length}$`));
      assert.equal(await page.locator('#lesson-slide-title').textContent(), slide.title);
      assert.equal((await page.locator('#lesson-text').textContent()).replace(/\s+/g, ' ').trim(), slide.text.replace(/\s+/g, ' '));
      assert.equal(await page.locator('#lesson-title').textContent(), german.title);
      assert.equal(await page.locator('#lesson-next').textContent(), k === german.slides.length - 1 ? 'Beenden' : 'Weiter →');
      assert.equal(await page.locator('#lesson-prev').textContent(), '← Zurück');
      assert.deepEqual(await overflowing(page, ROOTS), [], `${width} × ${height}, slide ${k + 1}`);
    }
    await page.locator('#lesson-next').click();
    await waitForText(page, 'lesson-where', /^Fertig$/);
    assert.match(await page.locator('#lesson-text').textContent(), /^Du hast jede Folie durchgearbeitet\. Geh mit „Zurück“ zurück/);
    assert.deepEqual(await overflowing(page, ROOTS), [], `${width} × ${height}, the end`);
    await page.locator('#lessons-open').click();
    await page.waitForFunction(() => document.getElementById('lessons').open);
    assert.equal(await page.locator(`#lessons-list button[data-lesson="${LESSON}"]`).textContent(), german.title);
    assert.match(await page.locator('#lessons-list li').first().textContent(), /\(10 Folien\.\) Fertig\.$/);
    assert.deepEqual(await overflowing(page, ['#lessons']), [], `${width} × ${height}, the dialog`);
    await page.keyboard.press('Escape');
  }
  // The bar at the screen's foot, on a phone.
  await openLesson(page, 'de', 2, /^Folie 2 von 10$/);
  await scrollHeadAway(page);
  assert.equal(await page.locator('#lesson-float-where').textContent(), 'Folie 2 von 10');
  assert.equal(await page.locator('#lesson-float-next').textContent(), 'Nächste Folie →');
  assert.deepEqual(await overflowing(page, ROOTS), []);
});

test('Arabic: the player and the Arabic slide read right to left', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  const arabic = resolved('ar');
  // (Numbers as Arabic writes them, each isolated from the words around it.)
  await openLesson(page, 'ar', 1, /^الشريحة \u2068?[1١]\u2069? من \u2068?(10|١٠)\u2069?$/);
  assert.deepEqual(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.getElementById('lesson-text')).direction]), ['rtl', 'rtl']);
  assert.equal(await page.locator('#lesson-slide-title').textContent(), 'أربع ملكات، ملكة في كل صف');
  assert.equal(await page.locator('#lesson-slide-title').textContent(), arabic.slides[0].title);
  // Right to left: Previous stands right of Next, the slide's title starts at the right.
  const prev = await page.locator('#lesson-prev').boundingBox();
  const next = await page.locator('#lesson-next').boundingBox();
  assert.ok(prev.x > next.x, `Previous at x ${prev.x}, Next at ${next.x}`);
  const title = await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('lesson-slide-title'));
    const text = range.getBoundingClientRect();
    const box = document.getElementById('lesson-slide-title').getBoundingClientRect();
    return { right: box.right - text.right, left: text.left - box.left };
  });
  assert.ok(title.right < title.left, JSON.stringify(title));
});

test('AIMA\'s local search, translated last, opens in German and in Arabic with its own title and first slide', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 768 });
  const id = 'aima-local-search';
  const show = (lang) => JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['--lang', lang, 'lesson', 'show', id, '--json'], { encoding: 'utf8' }));
  const english = show('en');
  // The words of lessons/de/ and lessons/ar/, as written there; the same 17 slides as English.
  const cases = [
    ['de', 'AIMAs lokale Suche', 'Ein volles Brett verbessern', /^Die lokale Suche hält einen vollständigen Zustand: eine Dame in jeder Zeile/, /^Folie 1 von 17$/],
    ['ar', 'البحث المحلي في AIMA', 'رقعة ممتلئة لنحسّنها', /^يحتفظ البحث المحلي بـحالة كاملة: ملكة في كل صف/, /^الشريحة \u2068?[1١]\u2069? من \u2068?(17|١٧)\u2069?$/],
  ];
  for (const [lang, title, first, text, where] of cases) {
    const lesson = show(lang);
    assert.equal(lesson.slides.length, english.slides.length);
    assert.equal(lesson.title, title);
    assert.equal(lesson.slides[0].title, first);
    await open(`?lesson=${id}&slide=1&lang=${lang}`);
    await waitForText(page, 'lesson-where', where);
    assert.equal(await page.locator('#lesson-title').textContent(), title);
    assert.equal(await page.locator('#lesson-slide-title').textContent(), first);
    const shown = (await page.locator('#lesson-text').textContent()).replace(/\s+/g, ' ').trim();
    assert.match(shown, text);
    assert.equal(shown, lesson.slides[0].text.replace(/\s+/g, ' '));
    assert.notEqual(shown, english.slides[0].text.replace(/\s+/g, ' '));
  }
});

test('a lesson\'s record downloaded and its place kept are the same JSON in German and English: English\'s titles, question and verdict', async () => {
  const page = session.page;
  const english = resolved('en');
  const german = resolved('de');
  const asking = english.slides.findIndex((slide) => slide.ask === 'predict') + 1;
  assert.notEqual(german.slides[asking - 1].title, english.slides[asking - 1].title, 'the German file has its own words');
  const kept = {};
  for (const lang of ['en', 'de']) {
    await open(`?lang=${lang}`);
    await page.evaluate(() => localStorage.clear());
    await open(`?lesson=${LESSON}&slide=${asking}&lang=${lang}`);
    assert.equal(await page.locator('#lesson-slide-title').textContent(), (lang === 'de' ? german : english).slides[asking - 1].title);
    const options = page.locator('#predict:not([hidden]) #predict-options button');
    await options.first().waitFor();
    const asked = await page.locator('#predict-question').textContent();
    for (let stage = 0; !(await page.locator('#predict-verdict').textContent()); stage++) {
      assert.ok(stage < 5, 'a question asks in at most five stages');
      await options.first().click();
    }
    await page.locator('#lesson-score:not([hidden])').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#lesson-score').click()]);
    const { saved, ...record } = JSON.parse(readFileSync(await file.path(), 'utf8'));
    assert.match(saved, /^\d{4}-\d\d-\d\dT/);
    const place = await page.evaluate((id) => localStorage.getItem(`nqueens-lesson-place:${id}`), LESSON);
    kept[lang] = { record: JSON.stringify(record), place, asked };
  }
  const record = JSON.parse(kept.en.record);
  // English's words, as the English page shows them (and showed them before the catalogs).
  assert.equal(record.title, english.title);
  assert.deepEqual([record.answers[0].title, record.answers[0].question], [english.slides[asking - 1].title, kept.en.asked]);
  assert.notEqual(kept.de.asked, kept.en.asked);
  assert.equal(kept.de.record, kept.en.record);
  assert.equal(kept.de.place, kept.en.place);
  assert.deepEqual(session.problems, []);
});
