// The score reaches the teacher (issue 30, item 4, first part): framed by a course page that
// speaks SPLICE (as OpenDSA, Runestone/PreTeXt and CodeCheck do), an exercise (exercise=1)
// and predict mode report
// { subject: 'SPLICE.reportScoreAndState', message_id, score, state } after every graded
// answer, and on load asks SPLICE.getState, restoring the learner's place and score. The
// first tests' host is a test page around an iframe of the page; then the hosts as they are
// (issue 39, item 1; splice-hosts.mjs): Runestone's stored JSON string, Doenet's messageId
// and error answers, a host that never answers, answers late or twice, and saved states the
// page cannot use, each on a fresh browser (a new context, nothing in its storage). Run by
// `cargo xtask test`. Fails on any console error, uncaught exception or failed request in
// the page or the frames.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { BASE_URL, useBrowser } from './harness.mjs';
import { HOSTS } from './splice-hosts.mjs';

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
  // (The host's copy: a frame of this about:blank page has no storage of its own.)
  await frame.getByTestId('exercise-verdict').filter({ hasText: /^Welcome back: your 2 answers and your score are restored/ }).waitFor();
  // And on: step 3 right makes 2 right.
  await clickSquare(frame, key.n, ...square(key.steps[2].token));
  await page.waitForFunction(() => window.reports.length === 3);
  assert.equal(await page.evaluate(() => window.reports[2].score), 2 / total);
  assert.deepEqual(await page.evaluate(() => window.reports[2].state.exercise.answers.length), 3);
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

// ------------------------------------------------------------------ the hosts as they are

/** The exercise as a course page frames it: the class link, each learner typing a name. */
const CLASS_LINK = `${BASE_URL}/?exercise=1&class=BT-7KQ2M9`;
/** The activities the page names in its messages (activity_id). */
const PREDICT_ID = 'nqueens/predict/backtracking/n=4';
const EXERCISE_ID = 'nqueens/exercise/BT-7KQ2M9';

let adaKey = null;
/** Ada's instance of the class's exercise, with the core's answers (`nqueens exercise key`). */
function ada() {
  adaKey ??= JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['exercise', 'key', '--class', 'BT-7KQ2M9', '--learner', 'Ada', '--json'], { encoding: 'utf8' }));
  const square = (token) => [Number(token[1]), Number(token[2])];
  // Step 2 answered wrong: a square of row 1, never tried there.
  const wrong = adaKey.steps[1].token === 's11' ? [1, 2] : [1, 1];
  return { key: adaKey, first: square(adaKey.steps[0].token), wrong, third: square(adaKey.steps[2].token) };
}

/**
 * Ada's work as the page reports it (version 1): predict mode at move 2 with 1 of 2 right,
 * and the exercise's first two answers (the first right, the second wrong).
 */
function savedWork() {
  const { key, wrong } = ada();
  return {
    predict: {
      activity: { algorithm: 'backtracking', n: 4, seed: '', params: '', mode: 'predict' },
      position: 2,
      right: 1,
      asked: 2,
      answers: [
        { move: 1, question: 'Which square of row 1 does backtracking try next?', answer: [1], right: true, truth: 'it tried row 1, column 1, which is safe.' },
        { move: 2, question: 'Which square of row 2 does backtracking try next?', answer: [3, 0], right: false, truth: 'it tried row 2, column 1, attacked by row 1.' },
      ],
      version: 1,
    },
    exercise: { exercise: { class: 'BT-7KQ2M9', learner: 'Ada', attempt: 1, mode: 'fix', answers: [key.steps[0].token, `s${wrong.join('')}`], seconds: 40 }, version: 1 },
  };
}

/** `work` as a host stores it: each state's JSON, under the keys `predictKey` and `exerciseKey`. */
const stored = (work, predictKey, exerciseKey) => ({ [predictKey]: JSON.stringify(work.predict), [exerciseKey]: JSON.stringify(work.exercise) });

/**
 * The course pages, served by the test on loopback (nothing leaves the machine), at
 * /<host> (splice-hosts.mjs). Opened at localhost they are of another site than the page,
 * as a course page is, and this Chromium gives a frame of another site no storage of its
 * own; at 127.0.0.1 they are of the page's site, and its frames have storage.
 */
const courses = createServer((request, response) => {
  const html = HOSTS[new URL(request.url, 'http://localhost').pathname.slice(1)];
  response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html ?? 'no such course page');
});
before(() => new Promise((resolve) => courses.listen(0, '127.0.0.1', resolve)));
after(() => new Promise((resolve) => courses.close(resolve)));
const courseUrl = (host, site) => `http://${site}:${courses.address().port}/${host}`;

/**
 * A fresh browser (a new context: nothing in its storage) on course page `host`
 * (splice-hosts.mjs), of another site than the page's (or of its `site`), with `values` set
 * on its window first (a store, holding, failing); its console and page errors count as the
 * session's.
 */
async function freshCourse(host, values = {}, site = 'localhost') {
  const context = await session.browser.newContext({ viewport: { width: 1400, height: 950 } });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') session.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => session.problems.push(`page error: ${error.message}`));
  await page.goto(courseUrl(host, site));
  await page.evaluate((set) => Object.assign(window, set), values);
  return { context, page };
}

/** Loads `src` in the host's frame `id` (a new iframe in its place) and waits for the page. */
async function frameIn(page, id, src) {
  await page.evaluate(([frameId, url]) => {
    const old = document.getElementById(frameId);
    const fresh = old.cloneNode(false);
    fresh.removeAttribute('src');
    fresh.src = url;
    old.replaceWith(fresh);
  }, [id, src]);
  const frame = page.frameLocator(`#${id}`);
  await frame.locator('body[data-ready="true"]').waitFor();
  return frame;
}

/** What the host received from frame `id`: its getState requests and its reports. */
const received = (page, id) => page.evaluate((frameId) => ({
  requests: window.requests.filter((r) => r.frame === frameId),
  reports: window.reports.filter((r) => r.frame === frameId),
}), id);

/** Waits until the host holds `count` reports from frame `id`. */
const reportsFrom = (page, id, count) => page.waitForFunction(([frameId, n]) => window.reports.filter((r) => r.frame === frameId).length >= n, [id, count]);

/** Predict mode's first two moves: the first answered right, the second wrong (as the first test). */
async function predictTwo(page, frame) {
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
  await reportsFrom(page, 'predict', 1);
  await frame.getByRole('button', { name: 'Step', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Column 3', exact: true }).click();
  await frame.locator('#predict-options').getByRole('button', { name: 'Safe', exact: true }).click();
  await reportsFrom(page, 'predict', 2);
}

/** The class link's exercise: Ada types her name, then answers step 1 right and step 2 wrong. */
async function exerciseTwo(page, frame) {
  const { key, first, wrong } = ada();
  await frame.locator('#exercise-learner').fill('Ada');
  await frame.locator('#exercise-start').click();
  await frame.getByTestId('exercise-question').filter({ hasText: /^Step 1 of/ }).waitFor();
  await clickSquare(frame, key.n, ...first);
  await reportsFrom(page, 'exercise', 1);
  await frame.getByTestId('exercise-question').filter({ hasText: /^Step 2 of/ }).waitFor();
  await clickSquare(frame, key.n, ...wrong);
  await reportsFrom(page, 'exercise', 2);
}

/**
 * The host's saved work is on show again in both frames (predict at move 2 with 1 of 2; Ada's
 * exercise at step 3, without asking her name); one more answer in each reports all three.
 */
async function restoredAndOn(page, predict, exercise) {
  await predict.locator('#predict-question', { hasText: /^Welcome back: your score of 1 of 2 and your place at move 2 are restored/ }).waitFor();
  assert.match(await predict.locator('#predict-score').textContent(), /^Score: 1 right of 2$/);
  assert.match(await predict.locator('[data-testid="timeline-note"]').textContent(), /^Move 2 of/);
  await exercise.getByTestId('exercise-verdict').filter({ hasText: /^Welcome back: your 2 answers and your score are restored\.$/ }).waitFor();
  assert.match(await exercise.getByTestId('exercise-question').textContent(), /^Step 3 of/);
  assert.match(await exercise.getByTestId('exercise-instance').textContent(), /^Class BT-7KQ2M9, Ada, attempt 1:/);
  const { key, third } = ada();
  assert.match(await exercise.getByTestId('exercise-score').textContent(), new RegExp(`^Score: 1 of ${key.steps.length} steps right at the first try \\(2 answered\\), 1 fixed\\.`));
  const before = { predict: (await received(page, 'predict')).reports.length, exercise: (await received(page, 'exercise')).reports.length };
  // And on: row 2, column 2 (attacked by row 1) right makes 2 of 3; the exercise's step 3 right.
  await predict.getByRole('button', { name: 'Step', exact: true }).click();
  await predict.locator('#predict-options').getByRole('button', { name: 'Column 2', exact: true }).click();
  await predict.locator('#predict-options').getByRole('button', { name: 'Attacked by row 1', exact: true }).click();
  await reportsFrom(page, 'predict', before.predict + 1);
  await clickSquare(exercise, key.n, ...third);
  await reportsFrom(page, 'exercise', before.exercise + 1);
  const predictReport = (await received(page, 'predict')).reports.at(-1).data;
  assert.equal(predictReport.score, 2 / 3);
  assert.deepEqual(predictReport.state.answers.map((a) => a.move), [1, 2, 3]);
  const exerciseReport = (await received(page, 'exercise')).reports.at(-1).data;
  assert.equal(exerciseReport.score, 2 / key.steps.length);
  assert.equal(exerciseReport.state.exercise.answers.length, 3);
}

test('Runestone: the state comes back as the JSON string it stored, filed under activity_id or the component around the frame; a fresh browser restores predict mode and the exercise', async () => {
  const first = await freshCourse('runestone');
  let store;
  try {
    const predict = await frameIn(first.page, 'predict', ACTIVITY);
    const exercise = await frameIn(first.page, 'exercise', CLASS_LINK);
    // Nothing saved: the exercise asks for the name, predict mode for a Step.
    await exercise.locator('#exercise-learner').waitFor();
    await predictTwo(first.page, predict);
    await exerciseTwo(first.page, exercise);
    const { requests, reports } = await first.page.evaluate(() => ({ requests: window.requests, reports: window.reports }));
    // One request per frame; every message carries its id under both names, and the activity.
    assert.deepEqual(requests.map((r) => [r.frame, r.data.activity_id]).sort(), [['exercise', EXERCISE_ID], ['predict', PREDICT_ID]]);
    assert.equal(reports.length, 4);
    for (const { frame, data } of [...requests, ...reports]) {
      assert.match(data.message_id, /^nqueens-/);
      assert.equal(data.messageId, data.message_id);
      assert.equal(data.activity_id, frame === 'predict' ? PREDICT_ID : EXERCISE_ID);
    }
    assert.equal(new Set([...requests, ...reports].map((r) => r.data.message_id)).size, 6, 'a new id for each message');
    for (const { data } of reports) {
      // A plain object a host can store as JSON: what JSON gives back is the same.
      assert.deepEqual(JSON.parse(JSON.stringify(data.state)), data.state);
      assert.equal(data.state.version, 1);
    }
    // The bare frame is filed under activity_id; the framed component under its div's id.
    store = await first.page.evaluate(() => window.store);
    assert.deepEqual(Object.keys(store).sort(), ['nqueens-exercise-1', PREDICT_ID]);
    for (const value of Object.values(store)) assert.equal(typeof value, 'string');
  } finally {
    await first.context.close();
  }
  // Another computer: nothing in its storage; the course page hands back the strings.
  const second = await freshCourse('runestone', { store });
  try {
    const predict = await frameIn(second.page, 'predict', ACTIVITY);
    const exercise = await frameIn(second.page, 'exercise', CLASS_LINK);
    await restoredAndOn(second.page, predict, exercise);
  } finally {
    await second.context.close();
  }
});

test('Doenet\'s course site before 2025-12 reads messageId and answers with it, success: true and loadedState; a fresh browser restores both; success: false starts fresh, saying what it said', async () => {
  const first = await freshCourse('doenet2024');
  let store;
  try {
    const predict = await frameIn(first.page, 'predict', ACTIVITY);
    const exercise = await frameIn(first.page, 'exercise', CLASS_LINK);
    await predictTwo(first.page, predict);
    await exerciseTwo(first.page, exercise);
    // It read the request's messageId, and quoted it.
    const requests = await first.page.evaluate(() => window.requests);
    assert.equal(requests.length, 2);
    for (const { data } of requests) assert.match(data.messageId, /^nqueens-/);
    store = await first.page.evaluate(() => window.store);
  } finally {
    await first.context.close();
  }
  const second = await freshCourse('doenet2024', { store });
  try {
    const predict = await frameIn(second.page, 'predict', ACTIVITY);
    const exercise = await frameIn(second.page, 'exercise', CLASS_LINK);
    await restoredAndOn(second.page, predict, exercise);
  } finally {
    await second.context.close();
  }
  // Its server fails: { messageId, success: false, message }.
  const third = await freshCourse('doenet2024', { store, failing: true });
  try {
    const predict = await frameIn(third.page, 'predict', ACTIVITY);
    const exercise = await frameIn(third.page, 'exercise', CLASS_LINK);
    const said = /^The course page could not give back your saved (place and score|work) \(it said “Server error loading page state\.”\), so this is a fresh start\. The course page keeps it until your first answer here, which replaces it; reload the page to ask again\.$/;
    await predict.getByTestId('predict-verdict').filter({ hasText: said }).waitFor();
    await exercise.getByTestId('exercise-verdict').filter({ hasText: said }).waitFor();
    // A fresh start, usable: predict mode asks for a Step, the exercise for a name.
    assert.match(await predict.locator('#predict-question').textContent(), /^Press Step/);
    assert.match(await predict.locator('#predict-score').textContent(), /^Score: 0 right of 0$/);
    assert.equal(await exercise.getByTestId('exercise-question').getAttribute('data-kind'), 'name');
    assert.deepEqual(await third.page.evaluate(() => window.store), store, 'nothing the host holds is replaced before an answer');
  } finally {
    await third.context.close();
  }
});

test('Doenet\'s course site since: message_id and the state, restored on a fresh browser; an error record starts fresh with its message and code', async () => {
  const work = savedWork();
  const store = stored(work, 'predict', 'exercise');
  const first = await freshCourse('doenet', { store });
  try {
    const predict = await frameIn(first.page, 'predict', ACTIVITY);
    const exercise = await frameIn(first.page, 'exercise', CLASS_LINK);
    await restoredAndOn(first.page, predict, exercise);
  } finally {
    await first.context.close();
  }
  const second = await freshCourse('doenet', { store, failing: true });
  try {
    const predict = await frameIn(second.page, 'predict', ACTIVITY);
    const exercise = await frameIn(second.page, 'exercise', CLASS_LINK);
    const said = /could not give back your saved (place and score|work) \(it said “Server error loading page state\.” \(code 1\)\), so this is a fresh start\./;
    await predict.getByTestId('predict-verdict').filter({ hasText: said }).waitFor();
    await exercise.getByTestId('exercise-verdict').filter({ hasText: said }).waitFor();
    // The learner answers: the fresh attempt goes on, and its report replaces the host's state.
    await predict.getByRole('button', { name: 'Step', exact: true }).click();
    await predict.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
    await reportsFrom(second.page, 'predict', 1);
    assert.match(await predict.locator('#predict-score').textContent(), /^Score: 1 right of 1$/);
    const now = await second.page.evaluate(() => window.store);
    assert.equal(JSON.parse(now.predict).asked, 1);
    assert.equal(now.exercise, store.exercise);
  } finally {
    await second.context.close();
  }
});

test('a course page that never answers: after 5 s the page says it starts fresh; an answer after that, before any answer here, is restored', async () => {
  const work = savedWork();
  const { page, context } = await freshCourse('runestone', { holding: true, store: stored(work, PREDICT_ID, 'nqueens-exercise-1') });
  try {
    const predict = await frameIn(page, 'predict', ACTIVITY);
    const exercise = await frameIn(page, 'exercise', CLASS_LINK);
    // Usable meanwhile, and then said in words.
    assert.match(await predict.locator('#predict-question').textContent(), /^Press Step/);
    assert.equal(await exercise.getByTestId('exercise-question').getAttribute('data-kind'), 'name');
    await predict.getByTestId('predict-verdict').filter({ hasText: /^The course page did not answer when asked for your saved place and score \(within 5 s\), so this is a fresh start\. If it answers before your first answer here, they come back then\.$/ }).waitFor();
    await exercise.getByTestId('exercise-verdict').filter({ hasText: /^The course page did not answer when asked for your saved work \(within 5 s\), so this is a fresh start\./ }).waitFor();
    // It answers late, before the learner answered anything: restored.
    await page.evaluate(() => window.release());
    await restoredAndOn(page, predict, exercise);
  } finally {
    await context.close();
  }
});

test('a late answer after the learner answered here is not restored over it; of two answers, the second is ignored, and one quoting another id too', async () => {
  const work = savedWork();
  const late = await freshCourse('runestone', { holding: true, store: stored(work, PREDICT_ID, 'nqueens-exercise-1') });
  try {
    const predict = await frameIn(late.page, 'predict', ACTIVITY);
    await predict.getByTestId('predict-verdict').filter({ hasText: /did not answer/ }).waitFor();
    await predict.getByRole('button', { name: 'Step', exact: true }).click();
    await predict.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
    await reportsFrom(late.page, 'predict', 1);
    await late.page.evaluate(() => window.release());
    await predict.getByTestId('status').filter({ hasText: /^The course page gave back your saved place and score after you had answered here: they were not restored/ }).waitFor();
    assert.match(await predict.locator('#predict-score').textContent(), /^Score: 1 right of 1$/);
    assert.match(await predict.locator('[data-testid="timeline-note"]').textContent(), /^Move 1 of/);
  } finally {
    await late.context.close();
  }
  // Two answers, the second another state (predict at move 1 with 0 of 1; the exercise with one
  // answer), and before them that state quoting another request's id.
  const second = {
    [PREDICT_ID]: JSON.stringify({ ...work.predict, position: 1, right: 0, asked: 1, answers: [] }),
    'nqueens-exercise-1': JSON.stringify({ ...work.exercise, exercise: { ...work.exercise.exercise, answers: work.exercise.exercise.answers.slice(0, 1) } }),
  };
  const twice = await freshCourse('runestone', { twice: second, stray: second, store: stored(work, PREDICT_ID, 'nqueens-exercise-1') });
  try {
    const predict = await frameIn(twice.page, 'predict', ACTIVITY);
    const exercise = await frameIn(twice.page, 'exercise', CLASS_LINK);
    await restoredAndOn(twice.page, predict, exercise);
  } finally {
    await twice.context.close();
  }
});

test('this browser\'s own copy of the attempt, further on than the course page\'s, is kept, and said', async () => {
  const { key, third } = ada();
  // A course page of the page's own site: its frames have storage.
  const { page, context } = await freshCourse('runestone', {}, '127.0.0.1');
  try {
    let exercise = await frameIn(page, 'exercise', CLASS_LINK);
    await exerciseTwo(page, exercise);
    await clickSquare(exercise, key.n, ...third);
    await reportsFrom(page, 'exercise', 3);
    // The course page missed the last report: its copy has two answers.
    const behind = JSON.stringify((await received(page, 'exercise')).reports[1].data.state);
    await page.evaluate((state) => { window.store['nqueens-exercise-1'] = state; }, behind);
    // A reload of the class link: the name is asked, the course page gives back Ada's copy, and
    // this browser's own is further on.
    exercise = await frameIn(page, 'exercise', CLASS_LINK);
    await exercise.getByTestId('exercise-verdict').filter({ hasText: /^Your work on this computer is further on than the course page's copy: it is kept, and the course page gets it with your next answer\.$/ }).waitFor();
    assert.match(await exercise.getByTestId('exercise-question').textContent(), /^Step 4 of/);
    assert.match(await exercise.getByTestId('exercise-instance').textContent(), /^Class BT-7KQ2M9, Ada, attempt 1:/);
    assert.equal(await page.evaluate(() => window.store['nqueens-exercise-1']), behind, 'nothing reported before an answer');
  } finally {
    await context.close();
  }
});

test('a saved state that is corrupt, of another class, learner, version or run starts fresh with a message, and the host keeps it until the first answer', async () => {
  const work = savedWork();
  const { page, context } = await freshCourse('runestone');
  const EXERCISE_KEY = 'nqueens-exercise-1';
  const exerciseState = (changes) => JSON.stringify({ ...work.exercise, exercise: { ...work.exercise.exercise, ...changes } });
  const cases = [
    ['exercise', CLASS_LINK, '{"exercise": {"class": ', /this page cannot use \(its saved state is text that is not JSON\), so this is a fresh attempt\. The course page keeps it until your first answer here/],
    ['exercise', CLASS_LINK, exerciseState({ class: 'FC-7KQ2M9', answers: [] }), /\(it is of class FC-7KQ2M9, not BT-7KQ2M9\)/],
    ['exercise', `${CLASS_LINK}&learner=Bob`, exerciseState({}), /\(it was saved under another name, not “Bob”\)/],
    ['exercise', CLASS_LINK, JSON.stringify({ ...work.exercise, version: 2 }), /\(it was saved by another version of this page \(format 2; this page reads format 1\)\)/],
    ['exercise', CLASS_LINK, exerciseState({ answers: ['s99', 'zz'] }), /\(its answers do not replay on this exercise \(/],
    ['exercise', CLASS_LINK, JSON.stringify(work.predict), /\(it is predict mode's place, not an exercise\)/],
    ['predict', ACTIVITY, JSON.stringify({ ...work.predict, activity: { ...work.predict.activity, n: 5 } }), /\(it is of another run \(Backtracking, n = 5\), not this one \(Backtracking, n = 4\)\), so this is a fresh start/],
    ['predict', ACTIVITY, JSON.stringify({ ...work.predict, right: 3 }), /\(its place and score are not whole numbers that fit together\)/],
    ['predict', ACTIVITY, JSON.stringify({ ...work.predict, position: 1_000_000 }), /\(its place, move 1,000,000, lies beyond this run's last move, [\d,]+\)/],
    ['predict', ACTIVITY, JSON.stringify(work.exercise), /\(it is an exercise's attempt, not predict mode's place\)/],
  ];
  try {
    for (const [id, src, value, message] of cases) {
      const key = id === 'predict' ? PREDICT_ID : EXERCISE_KEY;
      await page.evaluate(([k, v]) => { window.store = { [k]: v }; }, [key, value]);
      const frame = await frameIn(page, id, src);
      await frame.getByTestId(`${id}-verdict`).filter({ hasText: message }).waitFor();
      // A fresh start, usable; nothing reported, the host's state as it was.
      if (id === 'predict') {
        assert.match(await frame.locator('#predict-score').textContent(), /^Score: 0 right of 0$/, String(message));
        assert.match(await frame.locator('[data-testid="timeline-note"]').textContent(), /^Move 0 of|^Start/, String(message));
      } else {
        assert.match(await frame.getByTestId('exercise-question').getAttribute('data-kind'), src.includes('learner') ? /next-square/ : /^name$/, String(message));
      }
      assert.deepEqual(await page.evaluate(() => window.store), { [key]: value }, String(message));
    }
    assert.equal((await page.evaluate(() => window.reports)).length, 0);
    // The first answer here replaces it (the predict frame: the last case, an exercise's state).
    const predict = page.frameLocator('#predict');
    await predict.getByRole('button', { name: 'Step', exact: true }).click();
    await predict.locator('#predict-options').getByRole('button', { name: 'Column 1', exact: true }).click();
    await reportsFrom(page, 'predict', 1);
    assert.equal(JSON.parse((await page.evaluate(() => window.store))[PREDICT_ID]).asked, 1);
  } finally {
    await context.close();
  }
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
