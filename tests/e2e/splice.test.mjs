// The score reaches the teacher (issue 30, item 4, first part): framed by a course page that
// speaks SPLICE (as OpenDSA, Runestone/PreTeXt and CodeCheck do), predict mode reports
// { subject: 'SPLICE.reportScoreAndState', message_id, score, state } after every graded
// answer, and on load asks SPLICE.getState, restoring the learner's place and score. The
// host here is a test page around an iframe of the page. Run by `cargo xtask test`. Fails on
// any console error, uncaught exception or failed request in the page or the frame.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE_URL, useBrowser } from './harness.mjs';

const session = useBrowser();

const ACTIVITY = `${BASE_URL}/?algorithm=backtracking&n=4&predict=backtracker`;

/** A host page: the activity in an iframe; it saves each report's state and answers getState with it. */
const HOST = `<!doctype html><title>Course page</title>
<iframe id="activity" title="N-Queens exercise" width="1200" height="900"></iframe>
<script>
  window.reports = [];
  window.asked = 0;
  let saved = null;
  addEventListener('message', (event) => {
    const data = event.data;
    if (data && data.subject === 'SPLICE.reportScoreAndState') {
      window.reports.push(data);
      saved = data.state;
    } else if (data && data.subject === 'SPLICE.getState') {
      window.asked += 1;
      event.source.postMessage({ subject: 'SPLICE.getState.response', message_id: data.message_id, state: saved }, '*');
    }
  });
</script>`;

async function load(page) {
  await page.evaluate((src) => { document.getElementById('activity').src = src; }, ACTIVITY);
  const frame = page.frameLocator('#activity');
  await frame.locator('body[data-ready="true"]').waitFor();
  return frame;
}

test('framed by a SPLICE host: a right answer and a wrong one report 1 and 1/2, and a reload restores the place and the score', async () => {
  const page = session.page;
  await page.setContent(HOST);
  let frame = await load(page);
  assert.equal(await page.evaluate(() => window.asked), 1, 'the page asked for a saved state on load');
  assert.match(await frame.locator('#predict-question').textContent(), /^Be the backtracker/);
  // Move 1 tries row 1, column 1 (the walkthrough): right.
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  await page.waitForFunction(() => window.reports.length === 1);
  // Move 2 tries row 2, column 1 (attacked): column 3 is wrong.
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 3', exact: true }).click();
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
    activity: { algorithm: 'backtracking', n: 4, seed: '', params: '', mode: 'backtracker' },
    position: 2,
    right: 1,
    asked: 2,
  });
  assert.deepEqual(answers.map((a) => [a.move, a.right]), [[1, true], [2, false]]);
  // A reload: the host answers getState with the saved state; the place and score return.
  frame = await load(page);
  assert.equal(await page.evaluate(() => window.asked), 2);
  assert.match(await frame.locator('#predict-score').textContent(), /Score: 1 right of 2/);
  assert.match(await frame.locator('#predict-question').textContent(), /^Welcome back: your score of 1 of 2 and your place at move 2 are restored/);
  assert.match(await frame.locator('[data-testid="timeline-note"]').textContent(), /^Move 2 of/);
  // And on: the next square (row 2, column 2, attacked) answered right makes 2 of 3.
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 2', exact: true }).click();
  await page.waitForFunction(() => window.reports.length === 3);
  assert.equal(await page.evaluate(() => window.reports[2].score), 2 / 3);
  // The answers from before the reload travel with the state: all three are saved.
  assert.deepEqual(await page.evaluate(() => window.reports[2].state.answers.map((a) => a.move)), [1, 2, 3]);
});

test('stand-alone, nothing is waited for, and the learner can download the attempt as JSON', async () => {
  const page = session.page;
  await page.goto(ACTIVITY);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => window.parent === window), true);
  assert.match(await page.locator('#predict-question').textContent(), /^Be the backtracker/);
  assert.equal(await page.locator('#predict-download').isDisabled(), true, 'nothing to download yet');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Column 3', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('#predict-download').click()]);
  assert.equal(file.suggestedFilename(), 'nqueens-answers-backtracking-n4.json');
  const attempt = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.deepEqual(attempt.activity, { algorithm: 'backtracking', n: 4, seed: '', params: '', mode: 'backtracker' });
  assert.deepEqual(attempt.score, { right: 1, asked: 2 });
  assert.deepEqual(attempt.answers.map((a) => [a.move, a.answer, a.right]), [[1, [1], true], [2, [3], false]]);
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
