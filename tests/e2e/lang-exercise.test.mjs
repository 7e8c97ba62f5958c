// The graded exercises in every language (issue 42): an exercise opened and answered, right
// and wrong, in the pseudo-locale leaves no text of the exercise's panel (its question, the
// answers' buttons, the verdict, the score, the setup, the board in words) un-pseudo-localized;
// in German and the pseudo-locale no control of the panel overflows at 1366 px or 390 px; a
// German and an Arabic verdict read as they should. The answers come from `nqueens exercise
// key` (the core's own, as tokens: data, the same in every language), so the page is checked
// against the command line. Framed by a course page (SPLICE) that cannot give the saved work
// back, what the page says of it speaks the catalogs too (the host's own words stay as it
// sent them); the board in words joins its rows the language's way; an address asking for
// an exercise of an algorithm without one says where exercises are in the language; the
// teacher's table of keys names each instance in the language. An attempt downloaded is the
// same JSON in every language (its words English's, as tests/fixtures/exports-en.json recorded
// them before they were; only its lang differs): six exercises in German, one in Arabic and
// the pseudo-locale too. RECORD_EXPORTS=1 writes English's into the fixture instead (only to
// record anew). Run by `cargo xtask e2e --only lang-exercise`, which sets NQUEENS_BIN. Fails on
// any console error, uncaught exception or failed request.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, useBrowser } from './harness.mjs';
import { give, keyOf, link, wrongFor } from './exercise-steps.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();
const page = () => session.page;

/** The exercise's panel: what this test holds to the catalogs. */
const ROOTS = ['#exercise'];

/** The question's text, to wait for the next one. */
const questionText = () => page().locator('#exercise-question').textContent();

/**
 * Answers the step on show with `token` (exercise-steps.mjs's give: by the board and the
 * buttons' data-* hooks, in any language) and waits for the panel to move on.
 */
async function answer(token) {
  const before = await questionText();
  const verdict = await page().locator('#exercise-verdict').textContent();
  await give(page(), token);
  await page().waitForFunction(
    ([q, v]) => document.getElementById('exercise-question').textContent !== q || document.getElementById('exercise-verdict').textContent !== v,
    [before, verdict],
  );
  // The move shown (the board follows the core): the panel is redrawn after it.
  await page().waitForFunction(() => !document.querySelector('#exercise-question[data-kind=""]'));
}

/** An address asking for an exercise of hill climbing with sideways moves: none is of it. */
const NO_EXERCISE = '?algorithm=hill-climbing&n=8&seed=7&sideways=100&exercise=1';

/** What is data, not words, in the panel: the class code, the learner, symbols of the field. */
const DATA = (classCode, learner) => new RegExp(`${classCode}|${learner}|\\bn\\b|\\bh\\b|\\bT\\b|ΔE|e\\^`, 'g');

test('the pseudo-locale leaves nothing of an exercise answered right and wrong in plain English, for each form of answer', async () => {
  // A square or Backtrack (BT), a set then Done (FC), yes or no (PS), a chance typed (SA), a
  // crossover's button (GA), the columns a queen may land on (RP).
  for (const family of ['BT', 'FC', 'PS', 'SA', 'GA', 'RP']) {
    const classCode = `${family}-7KQ2M9`;
    const key = keyOf(classCode, 'Ada');
    await session.open(`${link(classCode, 'Ada')}&lang=en-XA`);
    await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
    const texts = [];
    const look = async (when) => {
      const found = await textsUnder(page(), ROOTS);
      texts.push(...found.map((t) => ({ ...t, when })));
    };
    await look(`${family} start`);
    // Step 1 wrong (fixed: the board shows the algorithm's step), the others right.
    const tokens = key.steps.map((s) => s.token);
    await answer(wrongFor(tokens[0], key.n));
    await look(`${family} wrong`);
    for (const token of tokens.slice(1)) await answer(token);
    await page().locator('#exercise-question[data-kind="done"]').waitFor();
    await look(`${family} done`);
    assert.ok(texts.length >= 20, `${family}: ${texts.length} texts`);
    assert.deepEqual(unpseudo(texts, DATA(classCode, 'Ada')), [], family);
  }
  // The check itself: the English panel fails it, text for text.
  await session.open(link('BT-7KQ2M9', 'Ada'));
  await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
  const english = await textsUnder(page(), ROOTS);
  assert.ok(unpseudo(english, DATA('BT-7KQ2M9', 'Ada')).length >= english.length - 3, `${unpseudo(english).length} of ${english.length}`);
});

/**
 * A course page around the exercise `query` (an iframe): it answers the page's
 * SPLICE.getState with `answer` (its id quoted). Returns the frame, once the page is ready.
 */
let host = null;
async function framed(query, answer) {
  // A fresh tab each time (about:blank: the page's own address would refuse the host's
  // inline script, and a blank page navigated to would be refused the local frame).
  await host?.close();
  host = await session.browser.newPage();
  host.on('console', (message) => { if (message.type() === 'error') session.problems.push(`host: ${message.text()}`); });
  host.on('pageerror', (error) => session.problems.push(`host: ${error.message}`));
  await host.setContent(`<!doctype html><title>Course page</title>
<iframe id="activity" title="Exercise" width="1200" height="900"></iframe>
<script>
  window.onmessage = (event) => {
    if (event.data && event.data.subject === 'SPLICE.getState') {
      event.source.postMessage({ subject: 'SPLICE.getState.response', message_id: event.data.message_id, ...${JSON.stringify(answer)} }, '*');
    }
  };
</script>`);
  await host.locator('#activity').evaluate((frame, src) => { frame.src = src; }, `${BASE_URL}/${query}`);
  const frame = await (await host.locator('#activity').elementHandle()).contentFrame();
  await frame.locator('body[data-ready="true"]').waitFor();
  await frame.locator('#exercise-verdict', { hasText: /\S/ }).waitFor();
  return frame;
}

test('what the page says of a course page’s saved work it cannot use speaks the catalogs: the host’s error, another version, another class', async () => {
  // Each a learner of their own (the page keeps a learner's answers in this browser).
  const saved = (exercise, version = 1) => ({ state: { version, exercise: { class: 'BT-7KQ2M9', learner: 'Lin', attempt: 1, mode: 'fix', answers: [], ...exercise } } });
  const answers = [
    { error: { code: 7, message: 'Server down' } },
    { success: false },
    saved({}, 2),
    saved({ class: 'FC-7KQ2M9' }),
    { state: '{"exercise": ' },
  ];
  // English as exercise.js and splice.js wrote it before the catalogs, byte for byte.
  const keeps = 'The course page keeps it until your first answer here, which replaces it; reload the page to ask again.';
  const refused = (words) => `The course page could not give back your saved work (${words}), so this is a fresh start. ${keeps}`;
  const unusable = (why) => `The course page gave back saved work this page cannot use (${why}), so this is a fresh attempt. ${keeps}`;
  const english = [
    refused('it said “Server down” (code 7)'),
    refused('it said that it failed, without saying why'),
    unusable('it was saved by another version of this page (format 2; this page reads format 1)'),
    unusable('it is of class FC-7KQ2M9, not BT-7KQ2M9'),
    unusable('its saved state is text that is not JSON'),
  ];
  for (const [i, answer] of answers.entries()) {
    const said = await framed(link('BT-7KQ2M9', `Lin en ${i}`), answer);
    const verdict = said.locator('#exercise-verdict');
    assert.equal(await verdict.textContent(), english[i]);
    // The check itself: the English verdict fails it.
    assert.ok(unpseudo(await textsUnder(said, ['#exercise-verdict']), /Server down|[A-Z]{2}-7KQ2M9/g).some((t) => t.where === 'exercise-verdict'));
    const frame = await framed(`${link('BT-7KQ2M9', `Lin ${i}`)}&lang=en-XA`, answer);
    const texts = await textsUnder(frame, ['#exercise-verdict']);
    assert.ok(texts.some((t) => t.where === 'exercise-verdict'), JSON.stringify(answer));
    // The host's words and the class codes are data, kept as they are.
    assert.deepEqual(unpseudo(texts, /Server down|[A-Z]{2}-7KQ2M9/g), [], JSON.stringify(answer));
    if (i === 0) assert.match(await frame.locator('#exercise-verdict').textContent(), /“Server down”/);
    if (i === 3) assert.match(await frame.locator('#exercise-verdict').textContent(), /FC-7KQ2M9.*BT-7KQ2M9/);
  }
  // German: the host's words in German quotes, its code as it sent it.
  const frame = await framed(`${link('BT-7KQ2M9', 'Lin de')}&lang=de`, answers[0]);
  assert.equal(await frame.locator('#exercise-verdict').textContent(),
    'Die Kursseite konnte deine gespeicherte Arbeit nicht zurückgeben (sie meldete „Server down“ (Code 7)), daher ist dies ein Neuanfang. Die Kursseite behält sie bis zu deiner ersten Antwort hier, die sie ersetzt; lade die Seite neu, um erneut zu fragen.');
  await host.close();
  host = null;
});

test('the board in words joins its rows and columns the language’s way', async () => {
  await session.open(`${link('BT-7KQ2M9', 'Mei')}&lang=zh-CN`);
  await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
  const words = await page().locator('#exercise-board-words').textContent();
  // 6 rows or more, joined by Chinese semicolons; no English separator left.
  assert.ok(words.split('；').length >= 6, words);
  assert.doesNotMatch(words, /; /);
  await session.open(link('BT-7KQ2M9', 'Mei en'));
  await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
  assert.ok((await page().locator('#exercise-board-words').textContent()).split('; ').length >= 6);
});

test('an address asking for an exercise of an algorithm without one says where exercises are, in the language', async () => {
  await session.open(`${NO_EXERCISE}&lang=en-XA`);
  const note = page().locator('#board-size-error');
  await note.filter({ hasText: /\S/ }).waitFor();
  assert.deepEqual(unpseudo(await textsUnder(page(), ['#board-size-error']), /exercise=1|MAC|MRV|LCV/g), []);
  await session.open(`${NO_EXERCISE}&lang=de`);
  await note.filter({ hasText: /\S/ }).waitFor();
  assert.match(await note.textContent(), /Übungen gibt es für jeden Algorithmus mit seinen Standardparametern sowie Backtracking mit Vorwärtsprüfung, MAC oder Vorwärtsprüfung mit MRV oder mit LCV\./);
  await session.open(NO_EXERCISE);
  await note.filter({ hasText: /\S/ }).waitFor();
  assert.match(await note.textContent(), /has no exercise \(exercise=1 in the address\): exercises are for every algorithm with its default parameters, and backtracking with forward checking, MAC, or forward checking with MRV or with LCV\./);
});

test('the teacher’s table of keys names each instance in the language (“n = 8, seed 12345” in English)', async () => {
  const learners = ['Ada', 'Grace'];
  const keys = learners.map((learner) => keyOf('MC-7KQ2M9', learner));
  const instances = async (lang) => {
    await session.open(`?teacher=1&class=MC-7KQ2M9${lang ? `&lang=${lang}` : ''}`);
    await page().evaluate(() => { window.print = () => window.dispatchEvent(new Event('beforeprint')); });
    await page().locator('#teacher-names').fill(learners.join('\n'));
    await page().locator('#teacher-key-layout').selectOption('table');
    await page().locator('#teacher-key-print').click();
    await page().locator('#key-print tbody tr').nth(learners.length - 1).waitFor({ state: 'attached' });
    return page().locator('#key-print tbody tr > td:nth-child(2)').allTextContents();
  };
  // English: the CLI's own words for each instance (`nqueens exercise key --json`'s data).
  assert.deepEqual(await instances(''), keys.map((key) => key.instance));
  const pseudo = await instances('en-XA');
  assert.deepEqual(unpseudo(pseudo.map((text) => ({ where: 'instance', text })), /\bn\b/g), []);
  // German: the same numbers (data: the seed as the CLI writes it), German's words.
  const german = await instances('de');
  assert.deepEqual(german, keys.map((key) => key.instance.replace(', seed ', ', Startwert ')));
  assert.ok(german.every((text) => /^n = \d+, Startwert \d+$/.test(text)), german.join(' | '));
});

// Why the teacher's view leaves a line or a code out, and refuses an attempt (issue 42): the
// core's refusals (answerKeysJson's and checkCompletionCodes' `why`, a message; the attempt's
// error) said in the page's language, a sentence ended with the language's full stop.
test('the pseudo-locale leaves nothing of the teacher’s view in plain English, its exercises’ names and other choices too', async () => {
  await session.open('?teacher=1&class=MC-7KQ2M9&lang=en-XA');
  // Data beside the words: each exercise's code ("(BT)") and the class link in the QR code's label.
  const data = new RegExp(`${DATA('MC-7KQ2M9', 'MC-7KQ2M9').source}|\\([A-Z0-9]{2,3}\\)|https?://\\S+`, 'g');
  assert.deepEqual(unpseudo(await textsUnder(page(), ['#teacher']), data), []);
});

test('the teacher’s view says why it leaves out a name or a code, and refuses an attempt, in the language', async () => {
  const names = ['Ada', '  ADA ', 'x'.repeat(61)];
  const refusals = async (lang) => {
    await session.open(`?teacher=1&class=MC-7KQ2M9${lang ? `&lang=${lang}` : ''}`);
    await page().evaluate(() => { window.print = () => window.dispatchEvent(new Event('beforeprint')); });
    await page().locator('#teacher-names').fill(names.join('\n'));
    await page().locator('#teacher-key-print').click();
    await page().locator('#teacher-print-status').filter({ hasText: /\S/ }).waitFor();
    await page().locator('#teacher-codes').fill('no code at all');
    await page().locator('#teacher-check').click();
    await page().locator('#teacher-check-status').filter({ hasText: /\S/ }).waitFor();
    await page().locator('#teacher-learner').fill('Ada');
    await page().locator('#teacher-attempt').fill('0');
    await page().locator('#teacher-learner').press('Enter');
    await page().locator('#teacher-key-error').filter({ hasText: /\S/ }).waitFor();
    const text = (id) => page().locator(`#${id}`).textContent();
    return { print: await text('teacher-print-status'), check: await text('teacher-check-status'), key: await text('teacher-key-error') };
  };
  const english = await refusals('');
  assert.match(english.print, /Left out: line 2 \(ADA\): the same learner as line 1; line 3 \(x{24}…\): a learner's name or number has at most 60 characters\.$/);
  assert.equal(english.key, 'The attempt is a whole number: 1 (the first instance), 2, 3, ….');
  const german = await refusals('de');
  assert.match(german.print, /Ausgelassen: Zeile 2 \(ADA\): dieselbe Person wie Zeile 1; Zeile 3 \(x{24}…\): /);
  assert.equal(german.key, 'Der Versuch ist eine ganze Zahl: 1 (die erste Instanz), 2, 3, ….');
  // The code's refusal: German's words, not English's.
  const why = (status) => status.slice(status.indexOf(':', status.indexOf('1')) + 1).trim();
  assert.match(german.check, /Zeile 1: /);
  assert.notEqual(why(german.check), why(english.check));
  // Chinese ends the attempt's sentence with its own full stop.
  const chinese = await refusals('zh-CN');
  assert.equal(chinese.key, '第几次必须是整数：1（第一个题目）、2、3……。');
  // The pseudo-locale leaves none of them in plain English (the names are data).
  const pseudo = await refusals('en-XA');
  assert.deepEqual(unpseudo(Object.entries(pseudo).map(([where, text]) => ({ where, text })), /ADA|x{24}/g), []);
});

test('no control of the exercise panel overflows in German or the pseudo-locale, at 1366 px and 390 px', async () => {
  for (const lang of ['de', 'en-XA']) {
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page().setViewportSize({ width, height });
      // A learner of their own for each open: the page keeps a learner's answers (in this
      // browser) and would open the exercise where the earlier test left it.
      const learner = `Alan ${lang} ${width}`;
      // A set's Done and Clear and a Backtrack (FC), the setup open (no name yet is asked).
      await session.open(`${link('FC-7KQ2M9', learner)}&lang=${lang}`);
      await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
      await page().locator('#exercise-setup-box').evaluate((d) => { d.open = true; });
      assert.deepEqual(await overflowing(page(), ROOTS), [], `${lang} at ${width} px`);
      await session.open(`${link('PS-7KQ2M9', learner)}&lang=${lang}`);
      await page().locator('#exercise-question[data-kind="passes"]').waitFor();
      assert.deepEqual(await overflowing(page(), ROOTS), [], `${lang} at ${width} px, yes and no`);
    }
  }
  await page().setViewportSize({ width: 1366, height: 768 });
});

test('a German and an Arabic verdict read right', async () => {
  // BT's first question for Grace and for Hedy (learners of their own: the page keeps Ada's
  // answers from the tests above): the square tried next (the algorithm's, from the CLI).
  const key = keyOf('BT-7KQ2M9', 'Grace');
  const [row, col] = key.steps[0].token.slice(1).split('').map(Number);
  await session.open(`${link('BT-7KQ2M9', 'Grace')}&lang=de`);
  await page().locator('#exercise-question[data-kind="next-square"]').waitFor();
  assert.match(await questionText(), /^Schritt 1 von \d+: Welches Feld wird als Nächstes versucht\?/);
  await answer(key.steps[0].token);
  assert.equal(await page().locator('#exercise-verdict').textContent(), `✓ Richtig: Zeile ${row}, Spalte ${col}.`);
  const hedy = keyOf('BT-7KQ2M9', 'Hedy');
  const [row2, col2] = hedy.steps[0].token.slice(1).split('').map(Number);
  await session.open(`${link('BT-7KQ2M9', 'Hedy')}&lang=ar`);
  await page().locator('#exercise-question[data-kind="next-square"]').waitFor();
  await answer(hedy.steps[0].token);
  // Numbers as Arabic writes them (the browser's Intl), each isolated in the right-to-left text.
  const [r, c] = await page().evaluate(([r, c]) => [r, c].map((x) => new Intl.NumberFormat('ar').format(x)), [row2, col2]);
  const verdict = (await page().locator('#exercise-verdict').textContent()).replace(/[\u2066-\u2069]/g, '');
  assert.equal(verdict, `✓ صحيح: الصف ${r}، العمود ${c}.`);
});

/** tests/fixtures/exports-en.json: the English downloads as they were before issue 42's exports change. */
const FIXTURE = new URL('../fixtures/exports-en.json', import.meta.url);

/**
 * An attempt's JSON without what a clock gives: when it was saved, the seconds spent, and the
 * completion code's seconds and check (its fields 6 and 13; the rest of the code is data).
 */
function timeless(attempt) {
  const { saved, seconds, ...rest } = attempt;
  assert.match(saved, /^\d{4}-\d\d-\d\dT/);
  assert.ok(Number.isFinite(seconds));
  if (rest.completionCode) rest.completionCode = rest.completionCode.split('~').map((f, i, all) => (i === 5 || i === all.length - 1 ? '*' : f)).join('~');
  return rest;
}

/**
 * The attempt downloaded after `family`'s exercise for learner Ada, answered in `lang`: step 1
 * wrong (fixed by the board), the others right, by tokens (the same clicks in every language).
 * The browser forgets the learner's earlier attempt first (kept in localStorage by class and
 * learner), so every language gets the same attempt 1.
 */
async function attemptIn(family, lang) {
  const classCode = `${family}-7KQ2M9`;
  const key = keyOf(classCode, 'Ada');
  await session.open(`?lang=${lang}`);
  await page().evaluate(() => localStorage.clear());
  await session.open(`${link(classCode, 'Ada')}&lang=${lang}`);
  await page().locator('#exercise-question[data-kind]:not([data-kind="name"])').waitFor();
  const tokens = key.steps.map((s) => s.token);
  await answer(wrongFor(tokens[0], key.n));
  for (const token of tokens.slice(1)) await answer(token);
  await page().locator('#exercise-question[data-kind="done"]').waitFor();
  const [file] = await Promise.all([page().waitForEvent('download'), page().locator('#exercise-download').click()]);
  return JSON.parse(readFileSync(await file.path(), 'utf8'));
}

test('an attempt downloaded is the same JSON in every language (its words English, as before the catalogs), but for its lang', async () => {
  const recorded = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : {};
  const english = {};
  for (const family of ['BT', 'FC', 'PS', 'SA', 'GA', 'RP']) {
    english[family] = timeless(await attemptIn(family, 'en'));
    assert.equal(english[family].lang, 'en');
    assert.ok(english[family].answers.length >= 2, family);
    for (const lang of process.env.RECORD_EXPORTS ? [] : family === 'BT' ? ['de', 'ar', 'en-XA'] : ['de']) {
      const other = timeless(await attemptIn(family, lang));
      // lang names the page's language the learner worked in: metadata, nothing else differs.
      assert.equal(other.lang, lang);
      assert.equal(JSON.stringify({ ...other, lang: 'en' }, null, 2), JSON.stringify(english[family], null, 2), `${family} in ${lang}`);
    }
  }
  if (process.env.RECORD_EXPORTS) {
    writeFileSync(FIXTURE, `${JSON.stringify({ ...recorded, exercise: english }, null, 2)}\n`);
  } else {
    // English's JSON as it was before the change, byte for byte but for the clock.
    assert.equal(JSON.stringify(english, null, 2), JSON.stringify(recorded.exercise, null, 2));
  }
  assert.deepEqual(session.problems, []);
});

// The core's errors on the page (issue 42): the bindings throw and return them with their
// message (`l10n`), which the page says in its language (www/i18n.js's `errorText`): a bad
// class code and a name too long at the exercise's setup, a parameter out of its range beside
// the Watch form, a board size beside its field; in German with German numbers, and in the
// pseudo-locale none left in plain English.
test('the core errors the exercise setup and the Watch form show are in the page language', async () => {
  const setupError = () => page().locator('#exercise-setup-error');
  const refused = async (query) => {
    await page().goto(`${process.env.BASE_URL ?? 'http://127.0.0.1:8000'}/${query}`);
    await page().waitForSelector('body[data-ready="true"]');
  };
  const ERRORS = ['#exercise-setup-error', '#params-error', '#board-size-error'];
  await refused(`${link('XX-7KQ2M9', 'Ada')}&lang=de`);
  await setupError().filter({ hasText: /\S/ }).waitFor();
  assert.match(await setupError().textContent(), /„XX-7KQ2M9“ ist kein Klassencode: Ein Klassencode besteht aus den Buchstaben der Übung \(BT, FC,/);
  await refused(`${link('BT-7KQ2M9', 'x'.repeat(61))}&lang=de`);
  await setupError().filter({ hasText: /\S/ }).waitFor();
  assert.match(await setupError().textContent(), /höchstens 60 Zeichen/);
  await refused(`${link('XX-7KQ2M9', 'Ada')}&lang=en-XA`);
  await setupError().filter({ hasText: /\S/ }).waitFor();
  assert.deepEqual(unpseudo(await textsUnder(page(), ERRORS)), []);
  // A parameter out of its range, from the address (the core's words, its limit a number).
  await refused('?lang=de&algorithm=hill-climbing&n=8&sideways=5000');
  await page().locator('#params-error').filter({ hasText: /\S/ }).waitFor();
  assert.match(await page().locator('#params-error').textContent(), /sideways „5000“: Wählen Sie eine ganze Zahl von 0 bis /);
  await refused('?lang=en-XA&algorithm=hill-climbing&n=8&sideways=5000');
  await page().locator('#params-error').filter({ hasText: /\S/ }).waitFor();
  assert.deepEqual(unpseudo(await textsUnder(page(), ERRORS)), []);
  // n = 0 typed: the limit written the German way.
  await refused('?lang=de&algorithm=min-conflicts');
  await page().locator('#board-size').fill('0');
  await page().locator('#board-size').press('Enter');
  await page().locator('#board-size-error').filter({ hasText: /\S/ }).waitFor();
  assert.match(await page().locator('#board-size-error').textContent(), /100\.000\.000/);
});

test('nothing went wrong in the page or the course pages', () => {
  assert.deepEqual(session.problems, []);
});
