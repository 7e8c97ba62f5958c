// A class's exercise as a SCORM package in an LMS (issue 39, item 2). The LMS is scorm-again
// (the SCORM run-time library LMS players are built on) on a host page that frames the
// package's page, unzipped from the package `nqueens exercise scorm` makes of the built single
// file (DIST_FILE) and served with it from a server of this test's own. For SCORM 1.2 and
// 2004: the learner is the LMS's (the instance `nqueens exercise instance --learner ID`
// shows); a right step gives a score above 0, a wrong one what the grading says; leaving the
// page finishes the session; a relaunch in a fresh browser context from the saved
// suspend_data restores the attempt, and its end sets the status against the mastery score.
// Then: a corrupt suspend_data starts afresh and lowers nothing the LMS holds; a value the
// LMS refuses is told in words; outside an LMS the page asks for a name; the teacher's view
// makes the same package as the CLI, and says where to get one where it cannot.
// A guided lesson's package (`nqueens lesson scorm`, issue 41 item 4), for SCORM 1.2 and
// 2004: the lesson opens at start, a question answered and slides moved are reported (score,
// status, location, suspend_data); a relaunch on another computer opens at the slide the LMS
// kept; Finish sets the status against the mastery score; a corrupt suspend_data starts
// afresh with a message; the teacher's view makes the same lesson package as the CLI; the
// suspend_data of a question answered in German is English's, byte for byte (issue 42), and
// a package's page in German says its notes, the LMS's refusals and the core's in German;
// the teacher's view in German makes the package `nqueens --lang de` makes, its titles (what
// the LMS shows) German. Run by `cargo xtask test`; fails on any console error, page error or CSP violation.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { BASE_URL, launch } from './harness.mjs';
import { give, instanceOf, keyOf, waitForStep, wrongFor } from './exercise-steps.mjs';

const CLASS = 'BT-5CRM12';
const SCORM_AGAIN = new URL('./node_modules/scorm-again/dist/scorm-again.min.js', import.meta.url);
const scratch = mkdtempSync(join(tmpdir(), 'nqueens-scorm-'));

/** The package `nqueens exercise scorm` makes of the built single file: its files by name. */
function cliPackage(args = [], lang = 'en') {
  const out = join(scratch, `package-${lang}${args.join('')}.zip`);
  execFileSync(process.env.NQUEENS_BIN, ['--lang', lang, 'exercise', 'scorm', '--class', CLASS, '--out', out, '--html', process.env.DIST_FILE, ...args]);
  return unzipSync(readFileSync(out));
}

/**
 * The host page: scorm-again's API for `version` (1.2: window.API; 2004: window.API_1484_11),
 * loaded with `cmi` (the learner, and on a relaunch what the LMS saved), framing the package's
 * page. window.values records every value the page sets, window.commits its commits,
 * window.finished its LMSFinish / Terminate. `refuse` names an element the LMS refuses (with
 * error 405, scorm-again's words for it).
 */
const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm-again.min.js"></script></head><body>
<iframe id="sco" title="The exercise" width="1300" height="900"></iframe>
<script>
  window.launch = (version, cmi, refuse = '', folder = '') => {
    const api = version === '1.2' ? new Scorm12API({ logLevel: 5 }) : new Scorm2004API({ logLevel: 5 });
    api.loadFromJSON(cmi);
    const [set, commit, finish] = version === '1.2' ? ['LMSSetValue', 'LMSCommit', 'LMSFinish'] : ['SetValue', 'Commit', 'Terminate'];
    window.values = {};
    window.commits = 0;
    window.finished = false;
    api.on(set + '.cmi.*', (element, value) => { window.values[element] = value; });
    api.on(commit, () => { window.commits += 1; });
    api.on(finish, () => { window.finished = true; });
    if (refuse) {
      const real = { set: api[set].bind(api), error: api[version === '1.2' ? 'LMSGetLastError' : 'GetLastError'].bind(api) };
      let refused = false;
      api[set] = (element, value) => { refused = element === refuse; return refused ? 'false' : real.set(element, value); };
      api[version === '1.2' ? 'LMSGetLastError' : 'GetLastError'] = () => (refused ? '405' : real.error());
    }
    window.api = api;
    window[version === '1.2' ? 'API' : 'API_1484_11'] = api;
    document.getElementById('sco').src = '/' + (folder || (version === '1.2' ? 'scorm12' : 'scorm2004')) + '/nqueens-visualizer.html';
  };
</script></body></html>`;

let server;
let origin;
/** The packages' files served: folder → { name: bytes }. */
const served = {};

/** The guided lesson the lesson packages hold, and the command line's count of its slides and questions. */
const LESSON = 'first-solution-walkthrough';
const lessonJson = () => JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['--lang', 'en', 'lesson', 'show', LESSON, '--json'], { encoding: 'utf8' }));

/** The package `nqueens lesson scorm` makes of the built single file: its files by name. */
function cliLessonPackage(args = [], lang = 'en') {
  const out = join(scratch, `lesson-${lang}${args.join('')}.zip`);
  execFileSync(process.env.NQUEENS_BIN, ['--lang', lang, 'lesson', 'scorm', LESSON, '--out', out, '--html', process.env.DIST_FILE, ...args]);
  return unzipSync(readFileSync(out));
}

/** A teacher's own lesson: three slides, no question, its title with an accent (the page reads its text from the package's meta). */
const OWN_LESSON = '# Quatre reines, pas à pas\nid: quatre\nsummary: Mine.\n\n## Un\n\nThe empty board.\n\n```state\nalgorithm: backtracking\nn: 4\n```\n\n## Deux\n\nThe first queen.\n\n```state\nstep: 1\n```\n\n## Trois\n\nThat is all.\n';

/** The package `nqueens lesson scorm --file` makes of OWN_LESSON (SCORM 1.2). */
function ownLessonPackage() {
  const file = join(scratch, 'quatre.md');
  writeFileSync(file, OWN_LESSON);
  const out = join(scratch, 'own.zip');
  execFileSync(process.env.NQUEENS_BIN, ['--lang', 'en', 'lesson', 'scorm', '--file', file, '--out', out, '--html', process.env.DIST_FILE]);
  return unzipSync(readFileSync(out));
}

before(async () => {
  served.scorm12 = cliPackage();
  served.scorm2004 = cliPackage(['--scorm', '2004', '--mastery', '100']);
  served.lesson12 = cliLessonPackage();
  served.lesson2004 = cliLessonPackage(['--scorm', '2004', '--mastery', '100']);
  served.own12 = ownLessonPackage();
  server = createServer((request, response) => {
    const path = new URL(request.url, 'http://host').pathname;
    const [, folder, name] = path.split('/');
    let body = null;
    let type = 'text/html; charset=utf-8';
    if (path === '/host.html') body = HOST;
    else if (path === '/scorm-again.min.js') [body, type] = [readFileSync(SCORM_AGAIN), 'text/javascript'];
    else if (served[folder]?.[name]) [body, type] = [Buffer.from(served[folder][name]), name.endsWith('.xml') ? 'text/xml' : type];
    response.writeHead(body === null ? 404 : 200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(body ?? 'Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh browser (no storage: another computer), its page on the host. */
async function lmsBrowser() {
  const session = await launch();
  await session.page.goto(`${origin}/host.html`);
  return session;
}

/** Launches the package's page in the LMS: returns the frame once the exercise shows. */
async function start(page, version, cmi, refuse) {
  await page.evaluate(([v, c, r]) => window.launch(v, c, r), [version, cmi, refuse]);
  const frame = page.frameLocator('#sco');
  await frame.locator('#exercise-question[data-kind]').waitFor();
  return frame;
}

/** The values the page set in the LMS so far. */
const values = (page) => page.evaluate(() => window.values);
/** Waits until the page has committed `count` times. */
const commits = (page, count) => page.waitForFunction((n) => window.commits >= n, count);

/** The learner as each LMS gives it. */
const LEARNER = { id: 'ada.lovelace', name: 'Lovelace, Ada' };
const learnerCmi = (version, saved = null) => (version === '1.2'
  ? { core: { student_id: LEARNER.id, student_name: LEARNER.name, ...(saved ? { entry: 'resume', lesson_status: saved['cmi.core.lesson_status'], score: { raw: saved['cmi.core.score.raw'] } } : {}) }, ...(saved ? { suspend_data: saved['cmi.suspend_data'] } : {}) }
  : { learner_id: LEARNER.id, learner_name: LEARNER.name, ...(saved ? { entry: 'resume', completion_status: saved['cmi.completion_status'], success_status: saved['cmi.success_status'], score: { scaled: saved['cmi.score.scaled'], raw: saved['cmi.score.raw'] }, suspend_data: saved['cmi.suspend_data'] } : {}) });

/** The score as SCORM's raw percentage: two decimals at most. */
const raw = (right, total) => String(Math.round((right / total) * 10_000) / 100);

for (const [version, folder, mastery] of [['1.2', 'scorm12', 80], ['2004', 'scorm2004', 100]]) {
  const names = version === '1.2'
    ? { raw: 'cmi.core.score.raw', min: 'cmi.core.score.min', max: 'cmi.core.score.max', status: 'cmi.core.lesson_status', exit: 'cmi.core.exit', time: 'cmi.core.session_time' }
    : { raw: 'cmi.score.raw', min: 'cmi.score.min', max: 'cmi.score.max', status: 'cmi.completion_status', exit: 'cmi.exit', time: 'cmi.session_time' };

  test(`SCORM ${version}: the LMS's learner's instance, scored after each step; a relaunch on another computer restores the attempt, and its end sets the status`, async () => {
    const key = keyOf(CLASS, LEARNER.id);
    const total = key.steps.length;
    let session = await lmsBrowser();
    let saved;
    try {
      const { page } = session;
      let frame = await start(page, version, learnerCmi(version));
      await waitForStep(frame, 1);
      // The instance of the LMS's learner id, as the command line draws it; no name typed.
      const instance = instanceOf(CLASS, LEARNER.id);
      const shown = frame.getByTestId('exercise-instance');
      assert.deepEqual([await shown.getAttribute('data-n'), await shown.getAttribute('data-seed'), await shown.getAttribute('data-start')], [String(instance.n), String(instance.seed), String(instance.start)]);
      assert.match(await frame.getByTestId('exercise-lms').textContent(), /^Signed in by your LMS as Lovelace, Ada: your score goes to its gradebook/);
      await commits(page, 1);
      assert.equal((await values(page))[names.status], 'incomplete', 'a first launch is incomplete');
      // A right step: a score above 0, the attempt saved.
      await give(frame, key.steps[0].token);
      await commits(page, 2);
      let told = await values(page);
      assert.equal(told[names.raw], raw(1, total));
      assert.ok(Number(told[names.raw]) > 0);
      assert.deepEqual([told[names.min], told[names.max], told[names.status]], ['0', '100', 'incomplete']);
      if (version === '2004') assert.deepEqual([told['cmi.score.scaled'], told['cmi.success_status'], told['cmi.progress_measure']], [String(Math.round(10_000 / total) / 10_000), 'unknown', String(Math.round(10_000 / total) / 10_000)]);
      assert.match(told['cmi.suspend_data'], /^NQS1~-~0~NQX1~BT-5CRM12~ada%2Elovelace~1~fix~\d+~1~/);
      // A wrong one: what the exercise's grading says (fixed: still 1 right at the first try).
      await waitForStep(frame, 2);
      await give(frame, wrongFor(key.steps[1].token, key.n));
      await commits(page, 3);
      told = await values(page);
      assert.equal(await frame.getByTestId('exercise-score').getAttribute('data-credit'), String(1 / total));
      assert.equal(told[names.raw], raw(1, total));
      assert.equal(told[names.status], 'incomplete');
      // Leaving the page (pagehide) finishes the session, the attempt kept for a relaunch.
      await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
      await page.waitForFunction(() => window.finished);
      told = await values(page);
      assert.equal(told[names.exit], 'suspend');
      assert.match(told[names.time], version === '1.2' ? /^\d\d:\d\d:\d\d$/ : /^PT\d+H\d+M\d+S$/);
      saved = told;
      assert.deepEqual(session.problems, []);
    } finally {
      await session.browser.close();
    }

    // Another computer: nothing in the browser's storage, the LMS's saved data only.
    session = await lmsBrowser();
    try {
      const { page } = session;
      const frame = await start(page, version, learnerCmi(version, saved));
      await waitForStep(frame, 3);
      assert.match(await frame.getByTestId('exercise-verdict').textContent(), /^Welcome back: your 2 answers of attempt 1 and your score are restored/);
      assert.equal(await frame.getByTestId('exercise-score').getAttribute('data-right'), '1');
      for (let i = 2; i < total; i++) {
        await waitForStep(frame, i + 1);
        await give(frame, key.steps[i].token);
      }
      await waitForStep(frame, 'done');
      await page.waitForFunction((n) => window.commits >= n, total - 1);
      const told = await values(page);
      assert.equal(told[names.raw], raw(total - 1, total));
      const passed = ((total - 1) / total) * 100 >= mastery;
      if (version === '1.2') assert.equal(told['cmi.core.lesson_status'], passed ? 'passed' : 'failed');
      else assert.deepEqual([told['cmi.completion_status'], told['cmi.success_status'], told['cmi.progress_measure']], ['completed', passed ? 'passed' : 'failed', '1']);
      if (version === '2004') assert.equal(passed, false, 'the 2004 package passes at 100 %: one wrong step fails it');
      assert.deepEqual(session.problems, []);
    } finally {
      await session.browser.close();
    }
  });
}

test('a corrupt suspend_data starts a fresh attempt with a message, and lowers nothing the LMS holds', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    const cmi = { core: { student_id: LEARNER.id, student_name: LEARNER.name, entry: 'resume', lesson_status: 'failed', score: { raw: '60' } }, suspend_data: 'NQS1~-~0~NQX1~BT-5CRM12~garbled' };
    const frame = await start(page, '1.2', cmi);
    await waitForStep(frame, 1);
    assert.match(await frame.getByTestId('exercise-lms').textContent(), /The attempt your LMS saved could not be read \(its answers do not check: .+\): a fresh attempt starts, and the LMS keeps what it holds until you answer\./);
    // Nothing written over yet.
    assert.equal(await page.evaluate(() => window.api.cmi.suspend_data), cmi.suspend_data);
    assert.equal((await values(page))['cmi.core.score.raw'], undefined);
    // One right step: the attempt saved; the score and status the LMS held not lowered.
    const key = keyOf(CLASS, LEARNER.id);
    await give(frame, key.steps[0].token);
    await page.waitForFunction(() => 'cmi.suspend_data' in window.values);
    const told = await values(page);
    assert.equal(told['cmi.core.score.raw'], String(Math.max(60, Number(raw(1, key.steps.length)))));
    assert.equal(told['cmi.core.lesson_status'], 'failed');
    assert.match(told['cmi.suspend_data'], /^NQS1~6000~6000~NQX1~/);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('a value the LMS refuses is told in words, and the exercise goes on', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    const frame = await start(page, '1.2', learnerCmi('1.2'), 'cmi.suspend_data');
    const key = keyOf(CLASS, LEARNER.id);
    await give(frame, key.steps[0].token);
    await frame.getByTestId('exercise-lms').filter({ hasText: 'refused' }).waitFor();
    assert.match(await frame.getByTestId('exercise-lms').textContent(), /The LMS refused cmi\.suspend_data = “NQS1~-~0~NQX1~[^”]+” \(error 405: [^)]+\)\./);
    assert.equal((await values(page))['cmi.core.score.raw'], raw(1, key.steps.length), 'the score still reached the LMS');
    await waitForStep(frame, 2);
    await give(frame, key.steps[1].token);
    await commits(page, 3);
    assert.equal((await values(page))['cmi.core.score.raw'], raw(2, key.steps.length));
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('a package\'s page picks its learner\'s language: in German, its notes, a value the LMS refuses and the core\'s refusal of a corrupt attempt are German', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    // The learner's browser prefers German (the LMS launches the page with no lang= in its address).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['de-DE', 'de'] }));
    const cmi = { ...learnerCmi('1.2'), suspend_data: 'NQS1~-~0~NQX1~BT-5CRM12~garbled' };
    cmi.core = { ...cmi.core, entry: 'resume' };
    // The LMS refuses cmi.core.exit, which the page sets at start.
    const frame = await start(page, '1.2', cmi, 'cmi.core.exit');
    assert.equal(await frame.locator('html').getAttribute('lang'), 'de');
    // Step 1 asked, in German (waitForStep reads English's "Step 1 of").
    await frame.getByTestId('exercise-question').filter({ hasText: /^Schritt 1 von/ }).waitFor();
    const note = await frame.getByTestId('exercise-lms').textContent();
    assert.match(note, /^Von deiner Lernplattform angemeldet als Lovelace, Ada: Deine Punktzahl geht nach jedem Schritt in ihre Bewertungen; bestanden bei 80 % der Schritte beim ersten Versuch richtig\. /);
    // The core's refusal (scorm-error-answers, the completion code's nested) in German.
    assert.match(note, /Der von deiner Lernplattform gespeicherte Versuch ließ sich nicht lesen \(seine Antworten bestehen die Prüfung nicht: .+\): Ein neuer Versuch beginnt/);
    assert.doesNotMatch(note, /Signed in|could not be read|do not check|the check/);
    // A value the LMS refuses: told in German, the element and value as data.
    await frame.getByTestId('exercise-lms').filter({ hasText: 'abgelehnt' }).waitFor();
    assert.match(await frame.getByTestId('exercise-lms').textContent(), /Die Lernplattform hat cmi\.core\.exit = „suspend“ abgelehnt \(Fehler 405: [^)]+\)\./);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('outside an LMS the package\'s page asks for a name for its class and sends nothing', async () => {
  const session = await launch();
  try {
    const { page } = session;
    await page.goto(`${origin}/scorm12/nqueens-visualizer.html`);
    await page.locator('#exercise-question[data-kind="name"]').waitFor();
    assert.match(await page.getByTestId('exercise-lms').textContent(), /^No LMS found: this page is the SCORM package of class BT-5CRM12/);
    assert.equal(await page.locator('#exercise-class').inputValue(), CLASS);
    await page.locator('#exercise-learner').fill('Grace');
    await page.getByRole('button', { name: 'Start' }).click();
    await waitForStep(page, 1);
    assert.match(await page.getByTestId('exercise-instance').textContent(), /^Class BT-5CRM12, Grace, attempt 1/);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('the teacher\'s view makes the same package as the command line, and says where to get one where it cannot', async () => {
  const session = await launch();
  try {
    const { page } = session;
    const files = (zip) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]));
    await page.goto(`${process.env.DIST_URL}?teacher=1&class=${CLASS}`);
    await page.waitForSelector('body[data-ready="true"]');
    for (const [version, mastery, args] of [['1.2', '80', []], ['2004', '100', ['--scorm', '2004', '--mastery', '100']]]) {
      await page.getByLabel('SCORM version').selectOption(version);
      await page.getByLabel('Pass mark (%)').fill(mastery);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download for your LMS (SCORM)' }).click()]);
      assert.equal(download.suggestedFilename(), `nqueens-${CLASS}-scorm${version.replace('.', '')}.zip`);
      const zip = readFileSync(await download.path());
      const cli = cliPackage(args);
      assert.deepEqual(Object.keys(unzipSync(zip)), ['imsmanifest.xml', 'nqueens-visualizer.html']);
      assert.deepEqual(files(zip), Object.fromEntries(Object.entries(cli).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')])), `SCORM ${version}: the same files`);
      assert.match(await page.getByTestId('teacher-scorm-status').textContent(), /^Downloaded nqueens-BT-5CRM12-scorm/);
    }
    // The development server has no single file beside the page; the single file cannot read itself.
    for (const [address, said] of [
      [`${BASE_URL}/?teacher=1&class=${CLASS}`, /^No nqueens-visualizer\.html beside this page \(HTTP 404\): .* nqueens exercise scorm --class BT-5CRM12 --out BT-5CRM12\.zip$/],
      [`${pathToFileURL(process.env.DIST_FILE)}?teacher=1&class=${CLASS}`, /^This page is the single file, which cannot read itself to make the package\. .* nqueens exercise scorm --class BT-5CRM12 --out BT-5CRM12\.zip$/],
    ]) {
      session.problems.length = 0;
      await page.goto(address);
      await page.waitForSelector('body[data-ready="true"]');
      await page.getByLabel('SCORM version').selectOption('1.2');
      await page.getByLabel('Pass mark (%)').fill('80');
      await page.getByRole('button', { name: 'Download for your LMS (SCORM)' }).click();
      await page.getByTestId('teacher-scorm-status').filter({ hasText: said }).waitFor();
      // The development server answers the missing file with a 404, which the harness records.
      assert.deepEqual(session.problems.filter((p) => !/HTTP 404: .*nqueens-visualizer\.html$|status of 404/.test(p)), []);
    }
  } finally {
    await session.browser.close();
  }
});

// ------------------------------------------------------------------ a guided lesson's package

/** Launches the lesson package's page in the LMS: returns the frame once its lesson shows. */
async function startLesson(page, version, cmi, folder = version === '1.2' ? 'lesson12' : 'lesson2004') {
  await page.evaluate(([v, c, f]) => window.launch(v, c, '', f), [version, cmi, folder]);
  const frame = page.frameLocator('#sco');
  await frame.locator('#lesson:not([hidden])').waitFor();
  return frame;
}

/** The learner, and on a relaunch what the LMS kept (`saved`: the values the page set). */
const lessonCmi = (version, saved = null) => (version === '1.2'
  ? { core: { student_id: LEARNER.id, student_name: LEARNER.name, ...(saved ? { entry: 'resume', lesson_status: saved['cmi.core.lesson_status'], lesson_location: saved['cmi.core.lesson_location'], score: { raw: saved['cmi.core.score.raw'] } } : {}) }, ...(saved ? { suspend_data: saved['cmi.suspend_data'] } : {}) }
  : { learner_id: LEARNER.id, learner_name: LEARNER.name, ...(saved ? { entry: 'resume', location: saved['cmi.location'], completion_status: saved['cmi.completion_status'], success_status: saved['cmi.success_status'], score: { scaled: saved['cmi.score.scaled'], raw: saved['cmi.score.raw'] }, suspend_data: saved['cmi.suspend_data'] } : {}) });

/** Waits until the lesson shows slide `k` of `count`. */
const atSlide = (frame, k, count) => frame.getByTestId('lesson-where').filter({ hasText: `Slide ${k} of ${count}` }).waitFor();

for (const [version, mastery] of [['1.2', 80], ['2004', 100]]) {
  const names = version === '1.2'
    ? { raw: 'cmi.core.score.raw', status: 'cmi.core.lesson_status', location: 'cmi.core.lesson_location', exit: 'cmi.core.exit', time: 'cmi.core.session_time' }
    : { raw: 'cmi.score.raw', status: 'cmi.completion_status', location: 'cmi.location', exit: 'cmi.exit', time: 'cmi.session_time' };

  test(`SCORM ${version}: a guided lesson's package opens its lesson, reports each slide and answer, resumes at the LMS's slide on another computer, and Finish sets the status`, async () => {
    const lesson = lessonJson();
    const count = lesson.slides.length;
    const questions = lesson.slides.filter((slide) => slide.ask).length;
    const asking = lesson.slides.findIndex((slide) => slide.ask === 'predict') + 1;
    assert.deepEqual([count, questions, asking], [10, 1, 3], 'the walkthrough as lessons/first-solution-walkthrough.md has it');
    let session = await lmsBrowser();
    let saved;
    let right;
    try {
      const { page } = session;
      const frame = await startLesson(page, version, lessonCmi(version));
      // Its lesson at slide 1: no name asked, no lesson dialog.
      await atSlide(frame, 1, count);
      assert.equal(await frame.getByTestId('lesson-slide-title').textContent(), lesson.slides[0].title);
      assert.match(await frame.getByTestId('lesson-lms').textContent(), /^Signed in by your LMS as Lovelace, Ada: your place and your score go to it after every slide and answer, passed at \d+ % of the questions right at the first try\.$/);
      await commits(page, 1);
      let told = await values(page);
      assert.equal(told[names.status], 'incomplete', 'a first launch is incomplete');
      assert.equal(told['cmi.suspend_data'], undefined, 'nothing kept before the learner moves');
      // Next: the slide in the location, the place in suspend_data, no score yet.
      await frame.locator('#lesson-next').click();
      await atSlide(frame, 2, count);
      await page.waitForFunction((element) => window.values[element] === '2', names.location);
      told = await values(page);
      assert.equal(told[names.raw], '0');
      assert.equal(told[names.status], 'incomplete');
      assert.deepEqual(JSON.parse(told['cmi.suspend_data']), { lesson: LESSON, slide: 2, seen: 2, finished: false, answers: [] });
      // The question: its answer right or not as the page grades it, the score its share.
      await frame.locator('#lesson-next').click();
      await atSlide(frame, asking, count);
      const options = frame.locator('#predict:not([hidden]) #predict-options button');
      // Each stage's first option (a question may ask in stages), until the verdict.
      for (let stage = 0; !(await frame.getByTestId('predict-verdict').textContent()); stage++) {
        assert.ok(stage < 5, 'a question asks in at most five stages');
        await options.first().click();
      }
      right = (await frame.getByTestId('predict-verdict').textContent()).startsWith('Right');
      await page.waitForFunction(() => /"answers":\[\{/.test(window.values['cmi.suspend_data'] ?? ''));
      told = await values(page);
      const place = JSON.parse(told['cmi.suspend_data']);
      assert.deepEqual([place.slide, place.answers.length, place.answers[0].slide, place.answers[0].right], [asking, 1, asking, right]);
      assert.equal(told[names.raw], right ? '100' : '0');
      assert.equal(told[names.status], 'incomplete');
      if (version === '2004') assert.deepEqual([told['cmi.success_status'], told['cmi.progress_measure']], ['unknown', String(asking / count)]);
      // On to slide 4, then leave: the session finished, the place kept.
      await frame.locator('#lesson-next').click();
      await atSlide(frame, 4, count);
      await page.waitForFunction((element) => window.values[element] === '4', names.location);
      await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
      await page.waitForFunction(() => window.finished);
      told = await values(page);
      assert.equal(told[names.exit], 'suspend');
      assert.match(told[names.time], version === '1.2' ? /^\d\d:\d\d:\d\d$/ : /^PT\d+H\d+M\d+S$/);
      saved = told;
      assert.deepEqual(session.problems, []);
    } finally {
      await session.browser.close();
    }

    // Another computer: the LMS's data only. The lesson opens at slide 4, its answer kept.
    session = await lmsBrowser();
    try {
      const { page } = session;
      const frame = await startLesson(page, version, lessonCmi(version, saved));
      await atSlide(frame, 4, count);
      assert.equal(await frame.getByTestId('lesson-slide-title').textContent(), lesson.slides[3].title);
      assert.match(await frame.getByTestId('lesson-status').textContent(), /^Welcome back: you left this lesson at slide 4\./);
      for (let k = 5; k <= count; k++) {
        await frame.locator('#lesson-next').click();
        await atSlide(frame, k, count);
      }
      assert.equal(await frame.locator('#lesson-next').textContent(), 'Finish');
      await frame.locator('#lesson-next').click();
      await frame.locator('#lesson-where', { hasText: 'Finished' }).waitFor();
      await page.waitForFunction((element) => JSON.parse(window.values['cmi.suspend_data'] ?? '{}').finished === true && window.values[element] !== undefined, names.status);
      const told = await values(page);
      const passed = (right ? 100 : 0) >= mastery;
      assert.equal(told[names.raw], right ? '100' : '0', 'the answer given on the first computer still counts');
      if (version === '1.2') assert.equal(told['cmi.core.lesson_status'], passed ? 'passed' : 'failed');
      else assert.deepEqual([told['cmi.completion_status'], told['cmi.success_status'], told['cmi.progress_measure']], ['completed', passed ? 'passed' : 'failed', '1']);
      assert.equal(told[names.location], String(count));
      assert.equal(JSON.parse(told['cmi.suspend_data']).answers.length, 1);
      assert.deepEqual(session.problems, []);
    } finally {
      await session.browser.close();
    }
  });
}

test('a guided lesson\'s package in German says why its saved place does not read in German', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['de'] }));
    const cmi = { core: { student_id: LEARNER.id, student_name: LEARNER.name, entry: 'resume', lesson_status: 'incomplete' }, suspend_data: '{"lesson":"another","slide":1,"answers":[]}' };
    const frame = await startLesson(page, '1.2', cmi);
    await frame.getByTestId('lesson-lms').filter({ hasText: 'Platz' }).waitFor();
    assert.match(await frame.getByTestId('lesson-lms').textContent(), /Der von deiner Lernplattform gespeicherte Platz ließ sich nicht lesen \(es ist der Platz in einer anderen Lektion \("another"\), nicht in „first-solution-walkthrough“\): Die Lektion beginnt neu bei Folie 1/);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('a guided lesson\'s corrupt suspend_data starts it afresh at slide 1 with a message, overwriting nothing until the learner moves', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    const count = lessonJson().slides.length;
    const cmi = { core: { student_id: LEARNER.id, student_name: LEARNER.name, entry: 'resume', lesson_status: 'incomplete', lesson_location: '5' }, suspend_data: '{"lesson":"first-solution-walkthrough","slide":"five"' };
    const frame = await startLesson(page, '1.2', cmi);
    await atSlide(frame, 1, count);
    assert.match(await frame.getByTestId('lesson-lms').textContent(), /The place your LMS saved could not be read \(it is not a place this lesson saved\): the lesson starts afresh at slide 1, and the LMS keeps what it holds until you move on\./);
    await commits(page, 1);
    assert.equal(await page.evaluate(() => window.api.cmi.suspend_data), cmi.suspend_data);
    assert.equal((await values(page))['cmi.core.lesson_location'], undefined);
    await frame.locator('#lesson-next').click();
    await atSlide(frame, 2, count);
    await page.waitForFunction(() => window.values['cmi.core.lesson_location'] === '2');
    assert.deepEqual(JSON.parse((await values(page))['cmi.suspend_data']), { lesson: LESSON, slide: 2, seen: 2, finished: false, answers: [] });
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('the teacher\'s view makes the same lesson package as the command line', async () => {
  const session = await launch();
  try {
    const { page } = session;
    const files = (zip) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]));
    await page.goto(`${process.env.DIST_URL}?teacher=1&class=${CLASS}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.getByLabel('SCORM version').selectOption('2004');
    await page.getByLabel('Pass mark (%)').fill('100');
    await page.getByLabel('Guided lesson').selectOption(LESSON);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the lesson for your LMS (SCORM)' }).click()]);
    assert.equal(download.suggestedFilename(), `nqueens-lesson-${LESSON}-scorm2004.zip`);
    const zip = readFileSync(await download.path());
    const cli = cliLessonPackage(['--scorm', '2004', '--mastery', '100']);
    assert.deepEqual(files(zip), Object.fromEntries(Object.entries(cli).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')])));
    assert.match(await page.getByTestId('teacher-scorm-lesson-status').textContent(), /^Downloaded nqueens-lesson-first-solution-walkthrough-scorm2004\.zip/);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('the teacher\'s view in German makes the German package, the same as `nqueens --lang de`: the titles the LMS shows are German', async () => {
  const session = await launch();
  try {
    const { page } = session;
    /** A package's files (as unzipSync gives them) as texts by name. */
    const text = (entries) => Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]));
    const files = (zip) => text(unzipSync(zip));
    /** The manifest's item and organization titles. */
    const titles = (manifest) => [...manifest.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    await page.goto(`${process.env.DIST_URL}?teacher=1&class=${CLASS}&lang=de`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    // The exercises offered are named in German, as the package's title is.
    assert.match(await page.locator('#teacher-family option:checked').textContent(), /^Sei das Backtracking\b/);
    await page.getByLabel('SCORM-Version').selectOption('1.2');
    await page.getByLabel('Bestehensgrenze (%)').fill('80');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Für deine Lernplattform herunterladen (SCORM)', exact: true }).click()]);
    const zip = files(readFileSync(await download.path()));
    assert.deepEqual(zip, text(cliPackage([], 'de')), 'the same files as the CLI in German');
    assert.deepEqual(titles(zip['imsmanifest.xml']), ['N-Damen-Visualisierung: Sei das Backtracking (Klasse BT-5CRM12)', 'Sei das Backtracking (Klasse BT-5CRM12)']);
    assert.notDeepEqual(zip, text(cliPackage()), 'not the English package');
    assert.match(await page.getByTestId('teacher-scorm-status').textContent(), /^nqueens-BT-5CRM12-scorm12\.zip heruntergeladen \([\d,]+ MB, SCORM 1\.2, bestanden ab 80 %\)\. /);
    // A built-in lesson: titled as its German translation is (lessons/de/).
    const german = readFileSync(new URL(`../../lessons/de/${LESSON}.md`, import.meta.url), 'utf8').split('\n')[0].replace(/^# /, '');
    await page.getByLabel('Geführte Lektion').selectOption(LESSON);
    const [lesson] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Die Lektion für deine Lernplattform herunterladen (SCORM)' }).click()]);
    const lessonZip = files(readFileSync(await lesson.path()));
    assert.deepEqual(lessonZip, text(cliLessonPackage([], 'de')), 'the same lesson files as the CLI in German');
    assert.deepEqual(titles(lessonZip['imsmanifest.xml']), [`N-Damen-Visualisierung: ${german} (geführte Lektion)`, `${german} (geführte Lektion)`]);
    assert.match(await page.getByTestId('teacher-scorm-lesson-status').textContent(), new RegExp(`^nqueens-lesson-${LESSON}-scorm12\\.zip heruntergeladen \\([\\d,]+ MB, „${german.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“, SCORM 1\\.2, bestanden ab 80 % `));
    // The single file cannot read itself: the command it gives makes the same German package.
    await page.goto(`${pathToFileURL(process.env.DIST_FILE)}?teacher=1&class=${CLASS}&lang=de`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.getByLabel('SCORM-Version').selectOption('1.2');
    await page.getByRole('button', { name: 'Für deine Lernplattform herunterladen (SCORM)', exact: true }).click();
    await page.getByTestId('teacher-scorm-status').filter({ hasText: /nqueens --lang de exercise scorm --class BT-5CRM12 --out BT-5CRM12\.zip/ }).waitFor();
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('an own lesson\'s package opens the lesson its page carries; without questions its score is the share of slides seen, and Finish completes it', async () => {
  const session = await lmsBrowser();
  try {
    const { page } = session;
    const frame = await startLesson(page, '1.2', lessonCmi('1.2'), 'own12');
    await atSlide(frame, 1, 3);
    assert.equal(await frame.getByTestId('lesson-title').textContent(), 'Quatre reines, pas à pas');
    assert.equal(await frame.getByTestId('lesson-slide-title').textContent(), 'Un');
    assert.match(await frame.getByTestId('lesson-lms').textContent(), /^Signed in by your LMS as Lovelace, Ada: your place and your score go to it after every slide\.$/);
    await frame.locator('#lesson-next').click();
    await atSlide(frame, 2, 3);
    await page.waitForFunction(() => window.values['cmi.core.lesson_location'] === '2');
    let told = await values(page);
    assert.deepEqual([told['cmi.core.score.raw'], told['cmi.core.lesson_status']], [String(Math.round((2 / 3) * 10_000) / 100), 'incomplete']);
    // Back to slide 1: the slides seen stay seen.
    await frame.locator('#lesson-prev').click();
    await atSlide(frame, 1, 3);
    await page.waitForFunction(() => window.values['cmi.core.lesson_location'] === '1');
    assert.equal((await values(page))['cmi.core.score.raw'], '66.67');
    for (const k of [2, 3]) {
      await frame.locator('#lesson-next').click();
      await atSlide(frame, k, 3);
    }
    await frame.locator('#lesson-next').click();
    await page.waitForFunction(() => window.values['cmi.core.lesson_status'] === 'completed');
    told = await values(page);
    assert.equal(told['cmi.core.score.raw'], '100');
    assert.deepEqual(JSON.parse(told['cmi.suspend_data']), { lesson: 'quatre', slide: 3, seen: 3, finished: true, answers: [] });
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('SCORM 2004: a guided lesson\'s suspend_data is the same in every language, its question in English as before the catalogs', async () => {
  const asking = lessonJson().slides.findIndex((slide) => slide.ask === 'predict') + 1;
  const kept = {};
  for (const lang of ['en', 'de']) {
    const session = await lmsBrowser();
    try {
      const { page } = session;
      // The learner's browser prefers `lang` (the package's page has no lang= in its address).
      await page.addInitScript((tag) => Object.defineProperty(Navigator.prototype, 'languages', { get: () => [tag] }), lang);
      const frame = await startLesson(page, '2004', lessonCmi('2004'));
      assert.equal(await frame.locator('html').getAttribute('lang'), lang);
      for (let k = 2; k <= asking; k++) {
        await frame.locator('#lesson-next').click();
        await frame.locator(`#lesson-progress[value="${k}"]`).waitFor({ state: 'attached' });
      }
      const options = frame.locator('#predict:not([hidden]) #predict-options button');
      await options.first().waitFor();
      const asked = await frame.locator('#predict-question').textContent();
      for (let stage = 0; !(await frame.getByTestId('predict-verdict').textContent()); stage++) {
        assert.ok(stage < 5, 'a question asks in at most five stages');
        await options.first().click();
      }
      await page.waitForFunction(() => /"answers":\[\{/.test(window.values['cmi.suspend_data'] ?? ''));
      kept[lang] = { data: (await values(page))['cmi.suspend_data'], asked };
      assert.deepEqual(session.problems, []);
    } finally {
      await session.browser.close();
    }
  }
  const place = JSON.parse(kept.en.data);
  // English's question as the page asked it, as before the catalogs; German asked in German.
  assert.equal(place.answers[0].question, kept.en.asked);
  assert.notEqual(kept.de.asked, kept.en.asked);
  assert.equal(kept.de.data, kept.en.data);
});
