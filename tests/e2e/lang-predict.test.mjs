// Predict mode and the sandbox in other languages (issue 42), in Debian's headless Chromium:
// in the pseudo-locale (en-XA) every question, option (its text and its aria-label), verdict,
// score and hint of predict mode on backtracking (plain, with forward checking, with arc
// consistency and MRV), random placement, a permutation swap, QS1, min-conflicts, hill
// climbing, simulated annealing and the genetic algorithm, a printed worksheet's questions,
// and the sandbox's tools, status, caption and board label, is pseudo-localized
// (tests/e2e/l10n.mjs's unpseudo); at 1366 × 768 and 390 × 844, in German and the
// pseudo-locale, no control of the question's box or the sandbox's tools overflows; German and Arabic verdicts read right, with the language's
// numbers. The answers downloaded are the same JSON in every language (their words English's,
// as tests/fixtures/exports-en.json recorded them before they were), on the ten runs in German
// and on two in every language. Run by `cargo xtask test` (and `cargo xtask e2e --only lang-predict`).
// Fails on any console error, uncaught exception or failed request in the page.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, useBrowser } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

/** The question's box as shown (its heading is for screen readers only: visually hidden). */
const BOX = ['#predict-question', '#predict-options', '#predict-verdict', '#predict .predict-foot'];

/** The runs predict mode is tried on, each asking its own kinds of question. */
const RUNS = [
  '?algorithm=backtracking&n=4',
  '?algorithm=backtracking&n=6&inference=forward-checking',
  '?algorithm=backtracking&n=6&inference=mac&ordering=mrv',
  '?algorithm=random-placement&n=8&seed=3',
  '?algorithm=permutation-swap&n=8&seed=5',
  '?algorithm=qs1&n=8&seed=3',
  '?algorithm=min-conflicts&n=8&seed=4',
  '?algorithm=hill-climbing&n=6&seed=2',
  '?algorithm=simulated-annealing&n=6&seed=2',
  '?algorithm=genetic&n=6&seed=2',
];

/**
 * Answers the question on show, every stage: the `pick`-th option (counted from the first,
 * wrapping), or, where several are picked, that one and then Check. Returns the texts seen
 * under #predict at each stage (before its answer).
 */
async function answerAll(page, pick) {
  const seen = [];
  for (let stage = 0; stage < 4; stage++) {
    const buttons = page.locator('#predict-options button');
    const count = await buttons.count();
    if (count === 0) break;
    seen.push(...(await textsUnder(page, ['#predict'])));
    const pressable = page.locator('#predict-options button[aria-pressed]');
    const several = await pressable.count();
    if (several) {
      await pressable.nth(pick % several).click();
      await buttons.nth(count - 1).click();
    } else {
      await buttons.nth(pick % count).click();
    }
  }
  return seen;
}

/**
 * Predict mode on `run` in `lang` for up to `steps` steps, each question answered (see
 * answerAll): every text seen under #predict (questions with their options, then verdicts),
 * and how many questions were graded.
 */
async function predictTexts(page, run, lang, steps) {
  await open(page, `${run}&predict=1&lang=${lang}`);
  const seen = await textsUnder(page, ['#predict']);
  let graded = 0;
  for (let i = 0; i < steps; i++) {
    if (await page.locator('#step').isDisabled()) break;
    await page.locator('#step').click();
    const asked = await answerAll(page, i);
    if (asked.length) {
      graded++;
      seen.push(...asked);
      // The verdict, the score and what to press next.
      seen.push(...(await textsUnder(page, ['#predict'])));
    }
  }
  return { seen, graded };
}

test('the pseudo-locale leaves no question, option, verdict, score or hint of predict mode in plain English, on ten runs', async () => {
  const page = session.page;
  for (const run of RUNS) {
    const { seen, graded } = await predictTexts(page, run, 'en-XA', 14);
    assert.ok(graded >= 3, `${run}: ${graded} questions graded`);
    // The verdicts themselves, right or not, are among the texts checked.
    const verdicts = seen.filter(({ where }) => where === 'predict-verdict');
    assert.ok(verdicts.length >= graded, `${run}: ${verdicts.length} verdicts`);
    assert.ok(verdicts.every(({ text }) => /^(Řiɠħŧ|Ƞooŧ ɋuuiŧee): /.test(text)), `${run}: ${verdicts.map((v) => v.text).join(' | ')}`);
    assert.deepEqual(unpseudo(seen), [], run);
  }
  // The check itself: the English page fails it, question and verdict alike.
  const { seen } = await predictTexts(page, RUNS[1], 'en', 3);
  const plain = unpseudo(seen).map(({ where }) => where);
  assert.ok(plain.includes('predict-question') && plain.includes('predict-verdict') && plain.includes('predict-score'), plain.join());
  assert.deepEqual(session.problems, []);
});

test('the pseudo-locale leaves no question of a printed worksheet (predict.js writes them) in plain English', async () => {
  const page = session.page;
  const runs = ['?algorithm=backtracking&n=6&inference=forward-checking', '?algorithm=backtracking&n=6&ordering=mrv', '?algorithm=random-placement&n=8&seed=3', '?algorithm=construction&n=8', '?algorithm=hill-climbing&n=6&seed=2', '?algorithm=simulated-annealing&n=6&seed=2', '?algorithm=genetic&n=6&seed=2', '?algorithm=qs1&n=8&seed=3'];
  const kinds = new Set();
  for (const run of runs) {
    await open(page, `${run}&step=1&lang=en-XA`);
    // The worksheet is filled for printing (app.js, on beforeprint); it is shown only in print,
    // so its questions are read from the document.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.waitForFunction(() => document.querySelectorAll('#worksheet ol li').length > 0);
    const questions = await page.locator('#worksheet ol li').evaluateAll((items) => items.map((li) => ({ where: 'worksheet', text: li.firstChild.textContent })));
    assert.ok(questions.length >= 2, `${run}: ${questions.length} questions`);
    assert.deepEqual(unpseudo(questions), [], run);
    kinds.add(questions.map((q) => q.text).join('|'));
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  }
  // Every run asked its own set.
  assert.equal(kinds.size, runs.length);
  assert.deepEqual(session.problems, []);
});

test('the pseudo-locale leaves no word of the sandbox in plain English: its tools, status, caption, counters and board label', async () => {
  const page = session.page;
  const roots = ['#sandbox-tools', '#caption', '#status', '#counters', '#board'];
  // The Watch view's button that opens the sandbox.
  await open(page, '?algorithm=backtracking&n=6&lang=en-XA');
  assert.deepEqual(unpseudo(await textsUnder(page, ['#open-sandbox'])).filter((t) => t.where !== 'title'), []);
  assert.match(await page.locator('#open-sandbox').textContent(), /^Ƥŀaaƈee /);
  // Queens in rows 1 and 3 (row 2 empty under a queen): backtracking cannot go on.
  await open(page, '?mode=sandbox&n=6&queens=2,0,6&lang=en-XA');
  // The algorithms' names on the Continue buttons are the registry's (not this catalog's).
  const names = await page.evaluate(async () => (await import('./www/registry.js')).algorithms().map((a) => a.name));
  const allowed = new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  assert.deepEqual(unpseudo(await textsUnder(page, roots), allowed), []);
  assert.match(await page.locator('#sandbox-why').textContent(), /řooẇ ·*2 iş .* řooẇ ·*3\./);
  const box = await page.locator('#board').boundingBox();
  const click = (row, col) => page.locator('#board').click({ position: { x: ((col - 0.5) * box.width) / 6, y: box.height - ((row - 0.5) * box.height) / 6 } });
  // Row 2, column 1: attacked by row 1's queen (a pair), then removed, then a solution.
  for (const [row, col] of [[2, 1], [2, 1], [2, 4], [4, 1], [5, 3], [6, 5]]) {
    await click(row, col);
    assert.deepEqual(unpseudo(await textsUnder(page, roots), allowed), [], `after a click on ${row}, ${col}`);
  }
  // The solution 2, 4, 6, 1, 3, 5: said in the caption, pseudo-localized around its number.
  assert.match(await page.locator('#caption').textContent(), /^A şooŀuuŧiooƞ: ·*6 ɋuueeeeƞş/);
  assert.deepEqual(session.problems, []);
});

test('no control of the question’s box or the sandbox’s tools overflows at 1366 × 768 and 390 × 844, in German and the pseudo-locale', async () => {
  const page = session.page;
  try {
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      for (const lang of ['de', 'en-XA']) {
        // Long options (a proposal's chances, a dead end's choices), a grid of squares
        // (forward checking), the parents' boards.
        for (const run of ['?algorithm=backtracking&n=6&inference=forward-checking', '?algorithm=simulated-annealing&n=6&seed=2', '?algorithm=genetic&n=6&seed=2', '?algorithm=hill-climbing&n=6&seed=2']) {
          await open(page, `${run}&predict=1&lang=${lang}`);
          for (let i = 0; i < 4; i++) {
            await page.locator('#step').click();
            if (await page.locator('#predict-options button').count()) {
              assert.deepEqual(await overflowing(page, BOX), [], `${run} ${lang} ${width}: question ${i}`);
              await answerAll(page, 0);
              assert.deepEqual(await overflowing(page, BOX), [], `${run} ${lang} ${width}: verdict ${i}`);
            }
          }
        }
        await open(page, `?mode=sandbox&n=6&queens=2,0,6&lang=${lang}`);
        assert.deepEqual(await overflowing(page, ['#sandbox-tools']), [], `sandbox ${lang} ${width}`);
      }
    }
  } finally {
    await page.setViewportSize({ width: 1400, height: 950 });
  }
  assert.deepEqual(session.problems, []);
});

test('German: a verdict, the score and a chance written the German way', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=4&predict=1&lang=de');
  assert.equal(await page.locator('#predict-score').textContent(), 'Punkte: 0 richtig von 0');
  await page.locator('#step').click();
  assert.equal(await page.locator('#predict-question').textContent(), 'Welches Feld von Zeile 1 probiert die Suche als Nächstes?');
  await page.getByRole('button', { name: 'Spalte 1', exact: true }).click();
  assert.equal(await page.locator('#predict-verdict').textContent(), 'Richtig: sie probierte Zeile 1, Spalte 1, das sicher ist.');
  assert.equal(await page.locator('#predict-score').textContent(), 'Punkte: 1 richtig von 1');
  // Row 2, column 1: said safe, attacked by row 1.
  await page.locator('#step').click();
  await page.getByRole('button', { name: 'Spalte 1', exact: true }).click();
  await page.getByRole('button', { name: 'Sicher', exact: true }).click();
  assert.equal(await page.locator('#predict-verdict').textContent(), 'Nicht ganz: sie probierte Zeile 2, Spalte 1, bedroht von Zeile 1.');
  // Simulated annealing: the same run's chances in English and in German, the German with a
  // decimal comma (two significant digits, as in English).
  const chances = async (lang) => {
    await open(page, `?algorithm=simulated-annealing&n=6&seed=2&temperature=0.3&predict=1&lang=${lang}`);
    const found = [];
    for (let i = 0; i < 40 && found.length < 4; i++) {
      await page.locator('#step').click();
      if (!(await page.locator('#predict-options button').count())) continue;
      await answerAll(page, 2);
      const chance = (await page.locator('#predict-verdict').textContent()).match(/e\^\(ΔE\/T\) = ([\d.,]+) %/)?.[1];
      if (chance) found.push(chance);
    }
    return found;
  };
  const english = await chances('en');
  const german = await chances('de');
  assert.ok(english.some((c) => c.includes('.')), `English chances ${english}`);
  assert.deepEqual(german, english.map((c) => c.replace('.', ',')));
  assert.deepEqual(session.problems, []);
});

test('Arabic: a verdict and the score read right to left, in Arabic words', async () => {
  const page = session.page;
  await open(page, '?algorithm=backtracking&n=4&predict=1&lang=ar');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  // Variables are isolated (U+2068 … U+2069) in a right-to-left language: read without them.
  const unisolated = (text) => text.replace(/[\u2068\u2069]/g, '');
  const bare = async (id) => unisolated(await page.locator(`#${id}`).textContent());
  // Numbers as Arabic writes them (Intl's, as the catalog's).
  const [one, two] = await page.evaluate(() => [1, 2].map((n) => new Intl.NumberFormat('ar').format(n)));
  // The first column's button, named for screen readers in Arabic.
  const firstColumn = page.locator('#predict-options .column-answer').first();
  await page.locator('#step').click();
  assert.equal(unisolated(await firstColumn.getAttribute('aria-label')), `العمود ${one}`);
  await firstColumn.click();
  assert.equal(await bare('predict-verdict'), `صحيح: جرّب الصف ${one}، العمود ${one}، وهو آمن.`);
  await page.locator('#step').click();
  await firstColumn.click();
  await page.getByRole('button', { name: 'آمن', exact: true }).click();
  assert.equal(await bare('predict-verdict'), `ليس تمامًا: جرّب الصف ${two}، العمود ${one}، يهاجمه الصف ${one}.`);
  assert.equal(await bare('predict-score'), `النتيجة: ${one} صحيحة من ${two}`);
  assert.equal(await page.locator('#predict-verdict').evaluate((p) => getComputedStyle(p).direction), 'rtl');
  assert.deepEqual(session.problems, []);
});

/** tests/fixtures/exports-en.json: the English downloads as they were before issue 42's exports change. */
const FIXTURE = new URL('../fixtures/exports-en.json', import.meta.url);

/** Predict mode's answers downloaded after `steps` steps of `run` in `lang`, each question answered (answerAll), without their time. */
async function answersIn(page, run, lang, steps) {
  const { graded } = await predictTexts(page, run, lang, steps);
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#predict-download').click()]);
  const { saved, ...rest } = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.match(saved, /^\d{4}-\d\d-\d\dT/);
  assert.equal(rest.answers.length, graded, run);
  return rest;
}

test('the answers downloaded are the same JSON in every language (their words English, as before the catalogs), on ten runs', async () => {
  const page = session.page;
  const recorded = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : {};
  const english = {};
  for (const [i, run] of RUNS.entries()) {
    english[run] = await answersIn(page, run, 'en', 14);
    assert.ok(english[run].answers.length >= 3, run);
    // Every language on two runs, German on every one.
    for (const lang of process.env.RECORD_EXPORTS ? [] : i < 2 ? ['de', 'ar', 'es', 'zh-CN', 'en-XA'] : ['de']) {
      const other = await answersIn(page, run, lang, 14);
      assert.equal(JSON.stringify(other, null, 2), JSON.stringify(english[run], null, 2), `${run} in ${lang}`);
    }
  }
  if (process.env.RECORD_EXPORTS) {
    writeFileSync(FIXTURE, `${JSON.stringify({ ...recorded, predict: english }, null, 2)}\n`);
  } else {
    // English's JSON as it was before the change, byte for byte but for the clock.
    assert.equal(JSON.stringify(english, null, 2), JSON.stringify(recorded.predict, null, 2));
  }
  assert.deepEqual(session.problems, []);
});
