// Exercises a class can hand in (issue 30): exercise=1 opens "be the algorithm" for every
// family; the answers are graded by the core against the algorithm; a class code and a
// learner's name give the same instance natively and in the browser; the completion code the
// page shows is re-graded by `nqueens exercise check` (and by the teacher's view), which
// refuses a tampered one. The answer keys come from `nqueens exercise key` (the core's own
// answers), so the page is checked against the command line, not against itself; so are the
// teacher's view's instances and answer keys, shown and printed. Run by
// `cargo xtask test`, which sets NQUEENS_BIN. Fails on any console error, uncaught exception
// or failed request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { axeViolations, useBrowser } from './harness.mjs';
import * as steps from './exercise-steps.mjs';
import { cli, instanceOf, keyOf, link, wrongFor } from './exercise-steps.mjs';

const session = useBrowser();

const page = () => session.page;
const question = () => page().getByTestId('exercise-question');
const waitForStep = (k) => steps.waitForStep(page(), k);
const give = (token, options) => steps.give(page(), token, options);
const answerAll = (tokens, options) => steps.answerAll(page(), tokens, options);
const score = () => steps.score(page());

/** Every exercise, the page's first six and those derived from the moves' events since (issue 40, item 2). */
const FAMILIES = ['BT', 'FC', 'MRV', 'MAC', 'LCV', 'HC', 'MC', 'RP', 'PS', 'QS1', 'QS4', 'SA', 'GA', 'CON', 'QLV'];
/** A representative few for the slower checks: a search, its inference, a local search, random placement, and each new form of answer. */
const SOME = ['BT', 'MRV', 'MAC', 'HC', 'RP', 'PS', 'SA', 'GA', 'QLV'];

test('a class code and a learner give the same instance natively and in the browser, for a family of each form of answer; Reset draws the next attempt', async () => {
  for (const family of SOME) {
    const classCode = `${family}-4CL55Q`;
    await session.open(link(classCode, 'Ada Lovelace'));
    await waitForStep(1);
    const native = instanceOf(classCode, '  ada   LOVELACE');
    const shown = page().getByTestId('exercise-instance');
    assert.deepEqual(
      [await shown.getAttribute('data-n'), await shown.getAttribute('data-seed'), await shown.getAttribute('data-start')],
      [String(native.n), String(native.seed), String(native.start)],
      family,
    );
    // The algorithm and its parameters on show are the exercise's.
    const url = new URL(page().url());
    assert.equal(url.searchParams.get('algorithm'), native.algorithm);
    for (const [name, value] of new URLSearchParams(native.params)) assert.equal(url.searchParams.get(name), value, `${family} ${name}`);
  }
  await page().getByRole('button', { name: 'Reset (new instance)' }).click();
  await page().getByTestId('exercise-instance').filter({ hasText: /attempt 2:/ }).waitFor();
  const second = instanceOf(`${SOME.at(-1)}-4CL55Q`, 'Ada Lovelace', 2);
  assert.equal(await page().getByTestId('exercise-instance').getAttribute('data-seed'), String(second.seed));
});

test('every family performed by its answer key scores every step, by clicks and by keyboard; hill climbing’s values are hidden', async () => {
  for (const family of FAMILIES) {
    const classCode = `${family}-7KQ2M9`;
    const key = keyOf(classCode, 'Grace');
    await session.open(link(classCode, 'Grace'));
    if (family === 'HC') {
      // No value on the board, in pixels or in words.
      assert.doesNotMatch(await page().locator('#board').getAttribute('aria-label'), /square value/);
    }
    // The board in words for a screen reader: every row, from the top.
    const words = await page().getByTestId('exercise-board-words').textContent();
    assert.match(words, new RegExp(`^The board, top row first: row ${key.n}: .*; row 1: [^;]*\\.( Last move: .*)?$`), family);
    // Every other step by keyboard. While a question asks whether a queen passes its check,
    // no queen is said (or drawn) attacked: the flags' verdict is the answer.
    let checks = 0;
    const before = async () => {
      if ((await question().getAttribute('data-kind')) !== 'passes') return;
      checks++;
      assert.doesNotMatch(await page().getByTestId('exercise-board-words').textContent(), /attacked/, `${family}: a check's answer shown`);
    };
    await answerAll(key.steps.map((s) => s.token), (i) => ({ keyboard: i % 2 === 1, before }));
    if (family === 'PS') assert.ok(checks > 0, 'the swap exercise asks about checks');
    assert.deepEqual(await score(), { right: key.steps.length, total: key.steps.length, credit: 1 }, family);
    assert.match(await question().textContent(), new RegExp(`^Done: all ${key.steps.length} steps answered\\. ${key.steps.length} of ${key.steps.length} steps right`));
  }
  assert.deepEqual(await axeViolations(page()), [], 'an exercise at its end');
});

test('the forms added with the events (issue 40, item 2): a chance typed with a decimal is read to the nearest percent, a bad one refused and kept, and the keyboard keeps its place; a crossover is picked by its row; arc consistency is asked beside what forward checking removed', async () => {
  const sa = keyOf('SA-7KQ2M9', 'Kim');
  await session.open(link('SA-7KQ2M9', 'Kim'));
  await waitForStep(1);
  const field = () => page().getByTestId('exercise-percent');
  // Out of range: refused in words, nothing graded, the text kept.
  await field().fill('150');
  await field().press('Enter');
  await page().getByTestId('exercise-verdict').filter({ hasText: /from 0 to 100/ }).waitFor();
  assert.equal(await field().inputValue(), '150');
  assert.match(await question().textContent(), /^Step 1 of/);
  // The exact chance to one decimal (the key's words) is read to the nearest percent: right.
  const exact = Number(/exactly ([\d.]+) %/.exec(sa.steps[0].key)[1]);
  await field().fill(String(exact));
  await field().press('Enter');
  await waitForStep(2);
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^✓ Right/);
  // The keyboard stays in the answer: the next chance can be typed at once.
  assert.equal(await page().evaluate(() => document.activeElement?.id), 'exercise-percent');
  assert.deepEqual(await score(), { right: 1, total: sa.steps.length, credit: 1 / sa.steps.length });

  // The genetic algorithm: the crossover's row is a button, and the board cannot be clicked for it.
  const ga = keyOf('GA-7KQ2M9', 'Kim');
  await session.open(link('GA-7KQ2M9', 'Kim'));
  await waitForStep(1);
  assert.equal(await question().getAttribute('data-form'), 'choice');
  await give(ga.steps[0].token);
  await waitForStep(2);
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^✓ Right: the child/);

  // MAC: while arc consistency's squares are asked, forward checking's are named (and drawn
  // crossed out); the answer key's tokens score every step.
  const mac = keyOf('MAC-7KQ2M9', 'Kim');
  const arc = mac.steps.findIndex((s) => s.kind === 'arc-prunes');
  assert.ok(arc > 0, 'the key asks arc consistency');
  await session.open(link('MAC-7KQ2M9', 'Kim'));
  await answerAll(mac.steps.map((s) => s.token), (i) => ({
    before: i === arc
      ? async () => {
        const removed = (mac.steps[arc - 1].token.length - 1) / 2;
        assert.match(await question().textContent(), new RegExp(`Forward checking removed ${removed === 0 ? 'no square' : removed === 1 ? '1 square' : `${removed} squares`}`));
        assert.match(await page().getByTestId('caption').textContent(), /forward checking removed .*\(crossed out\)\. Which squares does arc consistency remove\?/);
      }
      : undefined,
  }));
  assert.deepEqual(await score(), { right: mac.steps.length, total: mac.steps.length, credit: 1 });
});

test('completion codes from the page are re-graded by nqueens exercise check and the teacher’s view; a tampered one is refused', async () => {
  const classCode = 'FC-7KQ2M9';
  const key = keyOf(classCode, 'Alan Turing');
  await session.open(link(classCode, 'Alan Turing'));
  // Steps 2 and 3 wrong (fixed), the others right; while the first prunes question is asked,
  // its queen stands on the board (in words too) before its move is made.
  const tokens = key.steps.map((s, i) => (i === 1 || i === 2 ? wrongFor(s.token, key.n) : s.token));
  const prunes = key.steps.findIndex((s) => s.kind === 'prunes');
  assert.ok(prunes > 0, 'forward checking asks which squares a placement prunes');
  const [row, col] = key.steps[prunes - 1].token.slice(1).split('').map(Number);
  await answerAll(tokens, (i) => ({ before: i === prunes ? async () => {
    assert.match(await page().getByTestId('exercise-board-words').textContent(), new RegExp(`row ${row}: queen in column ${col}[;.]`));
  } : null }));
  const total = key.steps.length;
  assert.deepEqual(await score(), { right: total - 2, total, credit: (total - 2) / total });
  const code = await page().getByTestId('exercise-code').inputValue();
  assert.match(code, /^NQX1~FC-7KQ2M9~Alan%20Turing~1~fix~\d+~/);
  const csv = cli('check', code).trim().split('\n');
  assert.equal(csv.length, 2);
  assert.match(csv[1], new RegExp(`^FC-7KQ2M9,"Alan Turing",1,Be forward checking,"n = ${key.n}[^"]*",fix,${total - 2},${total},`));
  // One answer changed (the check no longer matches): refused, exit status 1.
  const at = code.lastIndexOf('~');
  const tampered = `${code.slice(0, at - 3)}${code[at - 3] === 'b' ? 's' : 'b'}${code.slice(at - 2)}`;
  const run = spawnSync(process.env.NQUEENS_BIN, ['exercise', 'check', code, tampered], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.equal(run.stdout.trim().split('\n').length, 2, 'the good code is still listed');
  assert.match(run.stderr, /code 2 \(Alan Turing, class FC-7KQ2M9\) refused: the check does not match/);
  // The teacher's view checks the same codes.
  await session.open('?teacher=1');
  await page().locator('#teacher-codes').fill(`${code}\n${tampered}\n`);
  await page().getByRole('button', { name: 'Check the codes' }).click();
  assert.match(await page().getByTestId('teacher-check-status').textContent(), /^1 code checked; refused: line 2 \(Alan Turing, class FC-7KQ2M9\): the check does not match/);
  const cells = await page().getByTestId('teacher-results').locator('tbody td').allTextContents();
  assert.deepEqual(cells.slice(0, 5), ['Alan Turing', 'FC-7KQ2M9', '1', 'after each step (fixed)', `${total - 2} of ${total}`]);
  const [file] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Download CSV' }).click()]);
  // A byte-order mark first (for a spreadsheet), then the command line's CSV.
  const downloaded = readFileSync(await file.path(), 'utf8');
  assert.ok(downloaded.startsWith('\ufeff'));
  assert.equal(downloaded.slice(1).trim(), csv.join('\n'));
});

test('forward checking asks the prunes of a placement that wipes a domain out, and the verdict names the wipe-out (issue 38, item 12)', async () => {
  const classCode = 'FC-7KQ2M9';
  // Kim's step 2: row 4, column 2 takes the queen and leaves row 5 with no square.
  const key = keyOf(classCode, 'Kim');
  assert.deepEqual([key.steps[0].token, key.steps[1].kind, key.steps[1].token], ['s42', 'prunes', 'p52']);
  await session.open(link(classCode, 'Kim'));
  await waitForStep(1);
  // The counters describe the board drawn: the queen the prunes question stands on row 4
  // before its move is made is an attempt, in the total and in row 4's count.
  const attempts = async () => ({
    total: await page().getByTestId('attempts-total').textContent(),
    row4: await page().locator('#row-attempts > *').nth(key.n - 4).textContent(),
  });
  const before = await attempts();
  await give('s42');
  await waitForStep(2);
  assert.deepEqual(await attempts(), { total: String(Number(before.total) + 1), row4: String(Number(before.row4) + 1) });
  assert.match(await question().textContent(), /The queen is placed on row 4, column 2\. Which squares does forward checking remove from the empty rows' domains, row by row from the lowest \(stopping at a row it leaves with no square\)\?/);
  await give('p52');
  await waitForStep(3);
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^✓ Right: row 5, column 2\. Row 5 is left with no square: a wipe-out, where forward checking stops; the queen is lifted and moves along\./);
});

test('the teacher’s view: a class code, its link and a QR code of it; the link opens the exercise', async () => {
  await session.open('?teacher=1&algorithm=min-conflicts');
  const code = await page().getByTestId('teacher-code').textContent();
  assert.match(code, /^MC-[0-9A-HJKMNP-TV-Z]{6}$/);
  const href = await page().getByTestId('teacher-link').inputValue();
  assert.equal(new URL(href).search, `?exercise=1&class=${code}`);
  // The address keeps the view and its class code: a reload (or a bookmark) comes back to it.
  assert.equal(new URL(page().url()).searchParams.get('teacher'), '1');
  assert.equal(new URL(page().url()).searchParams.get('class'), code);
  await page().reload();
  await page().waitForSelector('body[data-ready="true"]');
  assert.equal(await page().getByTestId('teacher-code').textContent(), code);
  const qr = page().getByTestId('teacher-qr');
  await page().waitForFunction(() => Number(document.getElementById('teacher-qr').dataset.modules) >= 21);
  assert.match(await qr.getAttribute('aria-label'), new RegExp(`QR code of the class link ${href.replace(/[?]/g, '\\?')}`));
  assert.deepEqual(await axeViolations(page()), [], 'the teacher’s view');
  // Another exercise: a new code of its family.
  await page().locator('#teacher-family').selectOption('HC');
  await page().getByTestId('teacher-code').filter({ hasText: /^HC-/ }).waitFor();
  await page().goto(href);
  await page().waitForSelector('body[data-ready="true"]');
  // Without a name the link asks for one (the instance is drawn from it), then starts.
  assert.match(await question().textContent(), /^Type your name or number below, then Start/);
  await page().getByRole('button', { name: 'Start' }).click();
  assert.match(await page().getByTestId('exercise-setup-error').textContent(), /^Type your name or number/);
  await page().locator('#exercise-learner').fill('Eve');
  await page().getByRole('button', { name: 'Start' }).click();
  await waitForStep(1);
  assert.match(await page().locator('#exercise-title').textContent(), /^Be min-conflicts$/);
  assert.equal(await page().getByTestId('exercise-instance').getAttribute('data-seed'), String(instanceOf(code, 'Eve').seed));
});

/**
 * Makes window.print() stand for the browser's: beforeprint (app.js fills the worksheet unless
 * a section set data-print), then the state printed is kept: which section prints.
 */
const stubPrint = () => page().evaluate(() => {
  window.print = () => {
    window.dispatchEvent(new Event('beforeprint'));
    window.printed = (window.printed ?? 0) + 1;
  };
});

/** What the printed page shows, as print media lays it out: the visible sections. */
async function printedSections() {
  await page().emulateMedia({ media: 'print' });
  const shown = {};
  for (const id of ['key-print', 'worksheet', 'teacher', 'watch-view']) shown[id] = await page().locator(`#${id}`).isVisible();
  await page().emulateMedia({ media: 'screen' });
  await page().evaluate(() => window.dispatchEvent(new Event('afterprint')));
  return shown;
}

test('the teacher sees what the learner sees: a learner’s instance and its answer key, as nqueens exercise key gives them, for several learners and families; bad input is named and the view stays usable (issue 39, item 3)', async () => {
  let draws = 0;
  const learners = [['HC-7KQ2M9', 'Ada Lovelace', 1], ['MC-7KQ2M9', '  grace   HOPPER ', 2], ['FC-7KQ2M9', 'Alan Turing', 1], ['MRV-7KQ2M9', '17', 1], ['RP-4C155Q', 'Bo', 3], ['BT-7KQ2M9', 'Cy', 1]];
  for (const [classCode, learner, attempt] of learners) {
    const key = keyOf(classCode, learner, attempt);
    await session.open(`?teacher=1&class=${classCode}`);
    await page().locator('#teacher-learner').fill(learner);
    await page().locator('#teacher-attempt').fill(String(attempt));
    await page().getByRole('button', { name: 'Show the instance and its key' }).click();
    const shown = page().getByTestId('teacher-key');
    await shown.locator('.key-header').filter({ hasText: key.header }).waitFor();
    assert.equal(await shown.locator('.key-header').textContent(), key.header, classCode);
    assert.match(key.header, new RegExp(`^Class ${classCode}, ${learner.trim()}, attempt ${attempt}: n = ${key.n}(,|$)`));
    assert.deepEqual(await shown.locator('.key-question').allTextContents(), key.steps.map((s) => s.question), classCode);
    assert.deepEqual(await shown.locator('.key-answer').allTextContents(), key.steps.map((s) => `Answer: ${s.key}`), classCode);
    // Where the algorithm draws among equals, every right answer is named, and the one drawn.
    for (const step of key.steps.filter((s) => s.right.length > 1)) {
      draws += 1;
      assert.match(step.key, new RegExp(`^any of .* \\(equally good; the algorithm drew ${step.answer}\\)$`));
    }
    assert.equal(await shown.getByRole('link', { name: /^Open this instance on the board/ }).getAttribute('href'), `?${key.address}`);
    assert.deepEqual(await page().getByTestId('teacher-key-error').textContent(), '');
  }
  assert.ok(draws > 0, 'some step of hill climbing or min-conflicts is a draw among equals');
  // What the learner's page names for the same name: the same header; the link opens the
  // instance's algorithm at its start in Watch.
  // (A learner no other test saved an attempt of in this browser.)
  const key = keyOf('FC-7KQ2M9', 'Dora');
  await session.open(link('FC-7KQ2M9', 'Dora'));
  await waitForStep(1);
  assert.equal(await page().getByTestId('exercise-instance').textContent(), key.header);
  await session.open(`?${key.address}`);
  const url = new URL(page().url()).searchParams;
  assert.deepEqual([url.get('algorithm'), url.get('n'), url.get('inference'), url.get('step')], ['backtracking', String(key.n), 'forward-checking', String(key.start)]);
  assert.equal(await page().getByTestId('exercise-instance').isVisible(), false, 'Watch, not an exercise');
  // Bad input: named, and the view stays usable.
  await session.open('?teacher=1&class=HC-7KQ2M9');
  const error = () => page().getByTestId('teacher-key-error').textContent();
  const show = () => page().getByRole('button', { name: 'Show the instance and its key' }).click();
  await show();
  assert.match(await error(), /^Type the learner's name or number: their instance is drawn from it\.$/);
  assert.equal(await page().getByTestId('teacher-key').isVisible(), false);
  await page().locator('#teacher-learner').fill('x'.repeat(61));
  await show();
  assert.match(await error(), /^A learner's name or number has at most 60 characters\.$/);
  await page().locator('#teacher-learner').fill('Ada Lovelace');
  for (const attempt of ['0', '']) {
    await page().locator('#teacher-attempt').fill(attempt);
    await show();
    assert.match(await error(), /^The attempt is a whole number: 1 \(the first instance\), 2, 3, …\.$/, `attempt “${attempt}”`);
  }
  await page().locator('#teacher-attempt').fill('1');
  // A bad class code typed is named; the key is of the class code on show.
  await page().locator('#teacher-class').fill('HC-12');
  await page().locator('#teacher-class').dispatchEvent('change');
  assert.match(await page().locator('#teacher-class-error').textContent(), /is not a class code/);
  await page().locator('#teacher-learner').press('Enter');
  await page().getByTestId('teacher-key').locator('.key-header').filter({ hasText: keyOf('HC-7KQ2M9', 'Ada Lovelace').header }).waitFor();
  assert.equal(await error(), '');
  assert.deepEqual(await axeViolations(page()), [], 'the teacher’s view with a key');
});

test('the teacher prints the keys of a class, one page a learner or one table, shown alone when printing; a repeated or too long name is named (issue 39, item 3)', async () => {
  await session.open('?teacher=1&class=MC-7KQ2M9');
  await stubPrint();
  const names = ['Ada Lovelace', 'Grace', '', '  ada   LOVELACE', 'x'.repeat(61), '17'];
  const keys = ['Ada Lovelace', 'Grace', '17'].map((name) => keyOf('MC-7KQ2M9', name, 2));
  await page().locator('#teacher-attempt').fill('2');
  await page().locator('#teacher-names').fill(names.join('\n'));
  await page().getByRole('button', { name: 'Print the keys' }).click();
  assert.equal(await page().evaluate(() => window.printed), 1);
  assert.equal(await page().getByTestId('teacher-print-status').textContent(), `The keys of 3 learners sent to print (one page a learner). Left out: line 4 (ada   LOVELACE): the same learner as line 1; line 5 (${'x'.repeat(24)}…): a learner's name or number has at most 60 characters.`);
  const pages = page().locator('#key-print article.key-page');
  assert.equal(await pages.count(), 3);
  for (let i = 0; i < keys.length; i++) {
    const sheet = pages.nth(i);
    assert.equal(await sheet.locator('h2').textContent(), `Answer key: ${keys[i].learner}`);
    assert.equal(await sheet.locator('.key-print-header').textContent(), `${keys[i].name} — ${keys[i].header}`);
    assert.deepEqual(await sheet.locator('.key-question').allTextContents(), keys[i].steps.map((s) => s.question));
    assert.deepEqual(await sheet.locator('.key-answer').allTextContents(), keys[i].steps.map((s) => `Answer: ${s.key}`));
  }
  // Printing shows the keys alone (not the worksheet of the board behind the view).
  assert.deepEqual(await printedSections(), { 'key-print': true, worksheet: false, teacher: false, 'watch-view': false });
  assert.equal(await page().evaluate(() => document.documentElement.dataset.print ?? null), null, 'afterprint gives the page back');
  // One table: a row a learner, its instance and its answers step by step.
  await page().locator('#teacher-key-layout').selectOption('table');
  await page().getByRole('button', { name: 'Print the keys' }).click();
  assert.match(await page().getByTestId('teacher-print-status').textContent(), /^The keys of 3 learners sent to print \(one table\)\./);
  assert.equal(await page().locator('#key-print h2').textContent(), `Answer keys: Be min-conflicts, class MC-7KQ2M9, attempt 2`);
  const rows = page().locator('#key-print tbody tr');
  assert.equal(await rows.count(), 3);
  for (let i = 0; i < keys.length; i++) {
    const cells = rows.nth(i).locator('> td');
    assert.deepEqual([await cells.nth(0).textContent(), await cells.nth(1).textContent()], [keys[i].learner, keys[i].instance]);
    assert.deepEqual(await cells.nth(2).locator('li').allTextContents(), keys[i].steps.map((s) => s.key));
  }
  assert.deepEqual(await printedSections(), { 'key-print': true, worksheet: false, teacher: false, 'watch-view': false });
  // Nothing to print: said, and nothing sent.
  await page().locator('#teacher-names').fill('\n  \n');
  await page().getByRole('button', { name: 'Print the keys' }).click();
  assert.equal(await page().getByTestId('teacher-print-status').textContent(), 'Nothing to print: paste the learners\' names or numbers, one a line.');
  assert.equal(await page().evaluate(() => window.printed), 2);
  // The browser's own Print on the teacher's view still prints the worksheet.
  await page().evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  assert.equal(await page().evaluate(() => document.documentElement.dataset.print), 'worksheet');
  await page().evaluate(() => window.dispatchEvent(new Event('afterprint')));
});

test('at the end: no verdict until the last step, then the first mismatch named; Undo takes back an answer, but a wrong one taken back is not right at the first try', async () => {
  const classCode = 'RP-7KQ2M9';
  const key = keyOf(classCode, 'Bo');
  await session.open(link(classCode, 'Bo', 'end'));
  const tokens = key.steps.map((s) => s.token);
  await waitForStep(1);
  await give(tokens[0]);
  await waitForStep(2);
  assert.equal(await page().getByTestId('exercise-verdict').textContent(), 'Answer recorded: graded at the end.');
  // A wrong answer, taken back (the board had shown the algorithm's step), then the right
  // one: step 2 is not right at the first try, and the wrong answer counts as undone.
  await give(wrongFor(tokens[1], key.n));
  await waitForStep(3);
  await page().getByRole('button', { name: 'Undo' }).click();
  await waitForStep(2);
  await give(tokens[1]);
  // Step 4 wrong, kept.
  for (let i = 2; i < tokens.length; i++) {
    await waitForStep(i + 1);
    await give(i === 3 ? wrongFor(tokens[i], key.n) : tokens[i]);
  }
  await waitForStep('done');
  const total = tokens.length;
  assert.deepEqual(await score(), { right: total - 2, total, credit: (total - 2) / total });
  assert.match(await question().textContent(), new RegExp(`${total - 2} of ${total} steps right at the first try, 1 wrong, 1 undone\\. First mismatch: step 4: you gave .*; the algorithm's answer is `));
  const code = await page().getByTestId('exercise-code').inputValue();
  // The code carries the take-back ("u"), and the check re-grades it the same: right, steps,
  // score, fixes, undos.
  assert.match(code.split('~')[11], /^[^.]+\.[^.]+\.u\./);
  assert.match(cli('check', code), new RegExp(`,end,${total - 2},${total},[0-9.]+,1,1,no,yes,`));
  // The attempt downloaded: the answers in force, one a step, and every answer given, the
  // wrong one taken back among them, as the code carries them.
  const [file] = await Promise.all([page().waitForEvent('download'), page().locator('#exercise-download').click()]);
  const attempt = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.deepEqual(attempt.answers.map((a) => a.step), tokens.map((_, i) => i + 1));
  assert.deepEqual(attempt.given, [tokens[0], wrongFor(tokens[1], key.n), 'u', ...tokens.slice(1, 3), wrongFor(tokens[3], key.n), ...tokens.slice(4)]);
});

test('undo grading asks a wrong step again; the model answer voids the credit until Reset draws a fresh instance; Be the backtracker opens backtracking’s exercise', async () => {
  const classCode = 'MC-7KQ2M9';
  const key = keyOf(classCode, 'Cy');
  await session.open(link(classCode, 'Cy', 'undo'));
  await waitForStep(1);
  await give(wrongFor(key.steps[0].token, key.n));
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^✗ Not right \(you gave .*\): undone; try again/);
  await waitForStep(1);
  await give(key.steps[0].token);
  await waitForStep(2);
  assert.match(await page().getByTestId('exercise-score').textContent(), /^Score: 0 of \d+ steps right at the first try \(1 answered\), 1 undone\./);
  await page().getByRole('button', { name: 'Model answer' }).click();
  await waitForStep(3);
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^Model answer \(no credit for this instance now; Reset for a new one\): row \d, column \d\.$/);
  await give(key.steps[2].token);
  await waitForStep(4);
  assert.equal((await score()).credit, 0);
  assert.match(await page().getByTestId('exercise-score').textContent(), /Model answer opened: no credit/);
  // A reload comes back to the attempt as it was, model answer and all.
  await page().reload();
  await page().waitForSelector('body[data-ready="true"]');
  await waitForStep(4);
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^Welcome back: your 4 answers of attempt 1/);
  assert.match(await page().getByTestId('exercise-score').textContent(), /Model answer opened: no credit/);
  // Reset, an attempt under way: a first press says what it drops; the code so far is there.
  assert.match(await page().locator('#exercise-code-label').textContent(), /^Completion code so far \(3 of \d+ steps answered; unfinished\)/);
  assert.match(cli('check', await page().getByTestId('exercise-code').inputValue()), /,undo,1,\d+,0\.000,0,1,opened,no,/);
  await page().getByRole('button', { name: 'Reset (new instance)' }).click();
  assert.match(await page().getByTestId('exercise-verdict').textContent(), /^Reset drops this attempt/);
  await page().getByRole('button', { name: 'Reset (new instance)' }).click();
  await page().getByTestId('exercise-instance').filter({ hasText: /attempt 2:/ }).waitFor();
  assert.deepEqual(await score(), { right: 0, total: keyOf(classCode, 'Cy', 2).steps.length, credit: 0 });
  assert.doesNotMatch(await page().getByTestId('exercise-score').textContent(), /Model answer opened/);
  // The playback controls are put away and the board's keys stay still while exercising.
  assert.equal(await page().locator('#step').isVisible(), false);
  assert.equal(await page().locator('#step').isDisabled(), true);
  const before = await page().getByTestId('exercise-instance').getAttribute('data-start');
  await page().keyboard.press('End');
  await waitForStep(1);
  assert.equal(await page().getByTestId('exercise-instance').getAttribute('data-start'), before);
  // The sandbox's Be the backtracker: backtracking's exercise (the older address too).
  await session.open('?mode=sandbox&n=4');
  await page().getByRole('button', { name: 'Be the backtracker' }).click();
  await waitForStep(1);
  assert.equal(await page().locator('#exercise-title').textContent(), 'Be the backtracker');
  assert.match(page().url(), /exercise=1&class=BT-/);
  await session.open('?algorithm=backtracking&predict=backtracker');
  await waitForStep(1);
  assert.equal(await page().locator('#exercise-title').textContent(), 'Be the backtracker');
  assert.deepEqual(await axeViolations(page()), [], 'an exercise under way');
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
