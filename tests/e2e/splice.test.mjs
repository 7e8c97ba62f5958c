// The score reaches the teacher (issue 30, item 4, first part): framed by a course page that
// speaks SPLICE (as OpenDSA, Runestone/PreTeXt and CodeCheck do), an exercise (exercise=1)
// and predict mode report
// { subject: 'SPLICE.reportScoreAndState', message_id, score, state } after every graded
// answer, and on load asks SPLICE.getState, restoring the learner's place and score. The
// host here is a test page around an iframe of the page. Run by `cargo xtask test`. Fails on
// any console error, uncaught exception or failed request in the page or the frame.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { BASE_URL, useBrowser } from './harness.mjs';

const session = useBrowser();

const ACTIVITY = `${BASE_URL}/?algorithm=backtracking&n=4&predict=1`;

/** A host page: the activity in an iframe; it saves each report's state and answers getState with it. */
const HOST = `<!doctype html><title>Course page</title>
<iframe id="activity" title="N-Queens exercise" width="1200" height="900"></iframe>
<script>
  window.reports = [];
  window.asked = 0;
  window.saved = null;
  window.onmessage = (event) => {
    const data = event.data;
    if (data && data.subject === 'SPLICE.reportScoreAndState') {
      window.reports.push(data);
      window.saved = data.state;
    } else if (data && data.subject === 'SPLICE.getState') {
      window.asked += 1;
      event.source.postMessage({ subject: 'SPLICE.getState.response', message_id: data.message_id, state: window.saved }, '*');
    }
  };
</script>`;

async function load(page, activity = ACTIVITY) {
  // A new iframe in its place: the page before it (a reload's) is gone, so it cannot answer the waits.
  await page.evaluate((src) => {
    const old = document.getElementById('activity');
    const fresh = old.cloneNode(false);
    fresh.removeAttribute('src');
    fresh.src = src;
    old.replaceWith(fresh);
  }, activity);
  const frame = page.frameLocator('#activity');
  await frame.locator('body[data-ready="true"]').waitFor();
  return frame;
}

test('framed by a SPLICE host: a right answer and a wrong one report 1 and 1/2, and a reload restores the place and the score', async () => {
  const page = session.page;
  await page.setContent(HOST);
  let frame = await load(page);
  assert.equal(await page.evaluate(() => window.asked), 1, 'the page asked for a saved state on load');
  assert.match(await frame.locator('#predict-question').textContent(), /^Press Step/);
  // Move 1 tries row 1, column 1 (the walkthrough): right.
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  await page.waitForFunction(() => window.reports.length === 1);
  // Move 2 tries row 2, column 1 (attacked): column 3 (safe) is wrong.
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 3', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Safe', exact: true }).click();
  await page.waitForFunction(() => window.reports.length === 2);
  const reports = await page.evaluate(() => window.reports);
  assert.deepEqual(reports.map((r) => r.score), [1, 0.5]);
  for (const report of reports) {
    assert.equal(report.subject, 'SPLICE.reportScoreAndState');
    assert.equal(typeof report.message_id, 'string');
  }
  assert.notEqual(reports[0].message_id, reports[1].message_id);
  const { answers, ...rest } = reports[1].state;
  assert.deepEqual(rest, {
    activity: { algorithm: 'backtracking', n: 4, seed: '', params: '', mode: 'predict' },
    position: 2,
    right: 1,
    asked: 2,
    version: 1,
  });
  assert.deepEqual(answers.map((a) => [a.move, a.right]), [[1, true], [2, false]]);
  // A reload: the host answers getState with the saved state; the place and score return.
  frame = await load(page);
  // The page does not wait for the host: its answer is restored when it comes.
  await frame.locator('#predict-question', { hasText: /^Welcome back/ }).waitFor();
  assert.equal(await page.evaluate(() => window.asked), 2);
  assert.match(await frame.locator('#predict-score').textContent(), /Score: 1 right of 2/);
  assert.match(await frame.locator('#predict-question').textContent(), /^Welcome back: your score of 1 of 2 and your place at move 2 are restored/);
  assert.match(await frame.locator('[data-testid="timeline-note"]').textContent(), /^Move 2 of/);
  // And on: the next square (row 2, column 2, attacked by row 1) answered right makes 2 of 3.
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 2', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Attacked by row 1', exact: true }).click();
  await page.waitForFunction(() => window.reports.length === 3);
  assert.equal(await page.evaluate(() => window.reports[2].score), 2 / 3);
  // The answers from before the reload travel with the state: all three are saved.
  assert.deepEqual(await page.evaluate(() => window.reports[2].state.answers.map((a) => a.move)), [1, 2, 3]);
});

/** An exercise's class link with a learner: backtracking's, for Ada. */
const EXERCISE = `${BASE_URL}/?exercise=1&class=BT-7KQ2M9&learner=Ada`;

/** Clicks square (row, col), 1-based, of the n × n board in `root` (a page or a frame). */
async function clickSquare(root, n, row, col) {
  const board = root.locator('#board');
  const box = await board.boundingBox();
  await board.click({ position: { x: ((col - 0.5) * box.width) / n, y: ((n - row + 0.5) * box.height) / n } });
}

test('an exercise framed by a SPLICE host: a right step and a wrong one report their scores, and a reload replays the attempt', async () => {
  const page = session.page;
  await page.setContent(HOST);
  let frame = await load(page, EXERCISE);
  // The answer key from the command line (the core's own answers for Ada's instance).
  const key = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['exercise', 'key', '--class', 'BT-7KQ2M9', '--learner', 'Ada', '--json'], { encoding: 'utf8' }));
  const total = key.steps.length;
  const square = (token) => [Number(token[1]), Number(token[2])];
  assert.match(key.steps[0].token, /^s\d\d$/);
  assert.match(await frame.getByTestId('exercise-question').textContent(), new RegExp(`^Step 1 of ${total}:`));
  // Step 1 right; step 2 wrong (a square of row 1, never tried there).
  await clickSquare(frame, key.n, ...square(key.steps[0].token));
  await page.waitForFunction(() => window.reports.length === 1);
  await frame.getByTestId('exercise-question').filter({ hasText: /^Step 2 of/ }).waitFor();
  const wrong = key.steps[1].token === 's11' ? [1, 2] : [1, 1];
  await clickSquare(frame, key.n, ...wrong);
  await page.waitForFunction(() => window.reports.length === 2);
  const reports = await page.evaluate(() => window.reports);
  assert.deepEqual(reports.map((r) => r.score), [1 / total, 1 / total]);
  assert.notEqual(reports[0].message_id, reports[1].message_id);
  const { seconds, ...state } = reports[1].state.exercise;
  assert.ok(Number.isInteger(seconds));
  assert.deepEqual(state, { class: 'BT-7KQ2M9', learner: 'Ada', attempt: 1, mode: 'fix', answers: [key.steps[0].token, `s${wrong.join('')}`] });
  assert.match(await frame.getByTestId('exercise-verdict').textContent(), /^✗ Not right \(you gave row 1, column \d\): the algorithm's answer is/);
  // A reload: the host gives the state back; the answers are replayed, the score returns.
  frame = await load(page, EXERCISE);
  await frame.getByTestId('exercise-question').filter({ hasText: /^Step 3 of/ }).waitFor();
  assert.match(await frame.getByTestId('exercise-score').textContent(), new RegExp(`^Score: 1 of ${total} steps right at the first try \\(2 answered\\), 1 fixed\\.`));
  // (This browser kept the same attempt: the host's copy is no further on, so it stays.)
  assert.match(await frame.getByTestId('exercise-verdict').textContent(), /^Welcome back: your 2 answers (of attempt 1 )?and your score are restored/);
  // And on: step 3 right makes 2 right.
  await clickSquare(frame, key.n, ...square(key.steps[2].token));
  await page.waitForFunction(() => window.reports.length === 3);
  assert.equal(await page.evaluate(() => window.reports[2].score), 2 / total);
  assert.deepEqual(await page.evaluate(() => window.reports[2].state.exercise.answers.length), 3);
  // The course page's copy behind this browser's (it missed the last report): this browser's
  // attempt is kept, and said; the course page gets it with the next answer.
  await page.evaluate(() => { window.saved = window.reports[1].state; });
  frame = await load(page, EXERCISE);
  await frame.getByTestId('exercise-verdict').filter({ hasText: /^Your work on this computer is further on than the course page's copy: it is kept/ }).waitFor();
  assert.match(await frame.getByTestId('exercise-question').textContent(), /^Step 4 of/);
});

test('stand-alone, nothing is waited for, and the learner can download the attempt as JSON', async () => {
  const page = session.page;
  await page.goto(ACTIVITY);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => window.parent === window), true);
  assert.match(await page.locator('#predict-question').textContent(), /^Press Step/);
  assert.equal(await page.locator('#predict-download').isDisabled(), true, 'nothing to download yet');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 3', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Safe', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#predict-download').click()]);
  assert.equal(file.suggestedFilename(), 'nqueens-answers-backtracking-n4.json');
  const attempt = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.deepEqual(attempt.activity, { algorithm: 'backtracking', n: 4, seed: '', params: '', mode: 'predict' });
  assert.deepEqual(attempt.score, { right: 1, asked: 2 });
  assert.deepEqual(attempt.answers.map((a) => [a.move, a.answer, a.right]), [[1, [1], true], [2, [3, 0], false]]);
  assert.match(attempt.answers[1].truth, /row 2, column 1/);
});

test('a question withdrawn when the board moves on, each move counted once, and hill climbing’s least values kept back while asked', async () => {
  const page = session.page;
  await page.goto(`${BASE_URL}/?algorithm=backtracking&n=4&predict=1`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await page.locator('#predict-question').textContent(), /^Which square of row 1/);
  // Run to the solution with the question on show: the question is withdrawn, not graded.
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await page.waitForFunction(() => /^Solution 1 found/.test(document.querySelector('[data-testid="status"]').textContent));
  assert.equal(await page.locator('#predict-options button').count(), 0);
  assert.match(await page.locator('#predict-question').textContent(), /withdrawn|Press Step/);
  assert.match(await page.locator('#predict-score').textContent(), /Score: 0 right of 0/);
  // Step back, then the same move answered twice: counted once.
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  assert.match(await page.locator('#predict-score').textContent(), /Score: 1 right of 1/);
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  assert.match(await page.locator('#predict-verdict').textContent(), /not counted again/);
  assert.match(await page.locator('#predict-score').textContent(), /Score: 1 right of 1/);
  // Hill climbing: while "which queen moves where?" is asked, no square is singled out.
  await page.goto(`${BASE_URL}/?algorithm=hill-climbing&n=6&seed=3&predict=1`);
  await page.waitForSelector('body[data-ready="true"]');
  const board = () => page.locator('#board').screenshot();
  const before = await board();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await page.locator('#predict-question').textContent(), /^Which row’s queen/);
  const asked = await board();
  assert.notDeepEqual(asked, before, 'the outlines of the least values are gone while asked');
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
