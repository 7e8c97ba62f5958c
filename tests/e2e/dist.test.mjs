// End-to-end test of the classroom builds written by `cargo xtask dist`:
// - dist/nqueens-visualizer.html opened from disk (file://) with every http(s) request
//   blocked: Watch, Compare with its workers and Chart.js (a comparison and its CSV,
//   counting, a race, a sweep), a large board, an animated GIF and Copy link (no file://
//   address handed out), every exercise to its completion code and the teacher's QR code;
// - dist/ served from a sub-path (DIST_URL, the xtask server's /classroom/nqueens/): the same,
//   then again after a reload with the network cut (its service worker keeps the files).
// Run by `cargo xtask test`, which builds dist/ and sets DIST_FILE and DIST_URL.
// Fails on any console error or uncaught exception in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { launch, waitForText } from './harness.mjs';
import { answerAll, cli, keyOf, link, score } from './exercise-steps.mjs';

const FILE = process.env.DIST_FILE;
const HOSTED = process.env.DIST_URL;

/** A fresh browser whose page records problems; `block` aborts every http(s) request. */
async function browse({ block = false } = {}) {
  const session = await launch();
  const blocked = [];
  if (block) {
    await session.page.context().route(/^https?:/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
  }
  return { ...session, blocked };
}

async function openAt(page, address) {
  await page.goto(address);
  await page.waitForSelector('body[data-ready="true"]');
}

/** What a teacher does first: 4×4 backtracking to its first solution (26 attempts, OEIS A140450). */
async function watchBacktracking(page, base) {
  await openAt(page, `${base}?algorithm=backtracking&n=4`);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 26 attempts/);
  assert.equal(await page.getByTestId('attempts-total').textContent(), '26');
}

/** Compare: 200 runs each of four algorithms on the lab's workers, and its histogram drawn. */
async function compare(page, base) {
  await openAt(page, `${base}?view=compare&n=8&algorithms=backtracking,random-placement,permutation-swap,qs1&trials=200&seed=7`);
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Done: 800 runs/);
  assert.equal(await page.getByTestId('summary-backtracking-mean').getAttribute('data-value'), '876');
  // Chart.js came from the build (embedded or hosted), not from a network.
  assert.ok(await page.evaluate(() => typeof globalThis.Chart === 'function'), 'Chart.js loaded');
  assert.equal(await page.locator('#cmp-histogram').isHidden(), false, 'the histogram is drawn');
}

/** A large board in its worker: min-conflicts on 100,000 queens, solved and verified. */
async function largeBoard(page, base) {
  await openAt(page, `${base}?algorithm=min-conflicts&n=100000&seed=1`);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved and verified: 100,000 queens/);
  // Its chart, drawn by Chart.js inside the worker (bundled into the single file's worker).
  await page.waitForFunction(() => document.getElementById('big-chart').dataset.lastPlaced === '100000');
}

/**
 * The rest of Compare from the single file opened from disk, each on its workers (classic
 * ones, from blob URLs): the CSV of the comparison (its runs, the CLI's columns), counting
 * Q(8) (92, OEIS A000170), a parallel race, and a sweep.
 */
async function compareTools(page, base) {
  await openAt(page, `${base}?view=compare&n=8&algorithms=backtracking,random-placement&trials=50&seed=7`);
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Done: 100 runs/);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV of every run' }).click()]);
  const lines = readFileSync(await csv.path(), 'utf8').trim().split('\n');
  assert.equal(lines[0], 'algorithm,n,run,seed,attempts,attempt_unit,tries,tries_unit,solved,cpu_ms_per_run,cpu_ms_median,cpu_ms_max,cpu_batches,cpu_too_busy');
  assert.equal(lines.length, 101);
  assert.ok(lines.slice(1).every((line) => line.split(',')[8] === 'true'), 'every run solved');
  assert.ok(lines.slice(1).every((line) => Number(line.split(',')[9]) > 0), 'every run carries its algorithm’s CPU time');
  await page.getByLabel('n (1 to 17)').fill('8');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await waitForText(page, 'count-result', /^Q\(8\) = 92 — matches OEIS A000170/);
  await page.getByLabel('Algorithm to race').selectOption('permutation-swap');
  await page.getByLabel('n', { exact: true }).fill('20');
  await page.getByLabel('workers').fill('2');
  await page.getByRole('button', { name: 'Race' }).click();
  await waitForText(page, 'cmp-status', /^Race done/);
  assert.match(await page.getByTestId('race-result').textContent(), /^2 workers, 5 races: median speed-up/);
  await page.getByLabel('n from 4 to').fill('6');
  await page.getByLabel('runs per size').fill('5');
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await waitForText(page, 'cmp-status', /^Sweep done: n = 4 to 6/);
}

/**
 * Exports from the single file opened from disk: an animated GIF (gifenc, embedded), and Copy
 * link, which hands out no file:// address (useless to students) but says what to do.
 */
async function fileExports(page, base) {
  await openAt(page, `${base}?algorithm=backtracking&n=5`);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Copy link to this step' }).click();
  await waitForText(page, 'status', /^This page was opened from a file, so a link would open only on this computer/);
  await page.getByRole('button', { name: 'Record video or GIF…' }).click();
  await page.getByLabel('From move').fill('0');
  await page.getByLabel('to move').fill('6');
  await page.getByLabel('as', { exact: true }).selectOption('gif');
  const [gif] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Record', exact: true }).click()]);
  assert.match(gif.suggestedFilename(), /^nqueens-backtracking-n5-moves0-6\.gif$/);
  assert.equal(readFileSync(await gif.path()).subarray(0, 6).toString(), 'GIF89a');
}

/**
 * Every exercise from the single file: each family performed by its answer key (from the
 * command line) to its completion code, which the command line re-grades; and the teacher's
 * view, whose QR code (qrcode-generator, embedded) carries the class code, a file address
 * being of no use to students.
 */
/** A guided lesson from disk: checked in the single file's worker, opened at its slide, played. */
async function lessonFromFile(page, base) {
  await openAt(page, `${base}?lesson=first-solution-walkthrough&slide=2`);
  await page.waitForFunction(() => /^Slide 2 of \d+$/.test(document.querySelector('[data-testid="lesson-where"]')?.textContent ?? ''));
  await page.waitForFunction(() => /^Move 1 of/.test(document.querySelector('[data-testid="timeline-note"]')?.textContent ?? ''));
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.waitForFunction(() => /^Slide 3 of/.test(document.querySelector('[data-testid="lesson-where"]')?.textContent ?? ''));
}

async function exercisesFromFile(page, base) {
  for (const family of ['BT', 'FC', 'MRV', 'HC', 'MC', 'RP']) {
    const classCode = `${family}-F1XE00`;
    const key = keyOf(classCode, 'Dee');
    await openAt(page, `${base}${link(classCode, 'Dee')}`);
    await answerAll(page, key.steps.map((s) => s.token));
    assert.deepEqual(await score(page), { right: key.steps.length, total: key.steps.length, credit: 1 }, family);
    const code = await page.getByTestId('exercise-code').inputValue();
    assert.match(cli('check', code), new RegExp(`^${classCode},"Dee",1,[^\n]*,${key.steps.length},${key.steps.length},1\.000,`, 'm'));
  }
  await openAt(page, `${base}?teacher=1`);
  await page.waitForFunction(() => Number(document.getElementById('teacher-qr').dataset.modules) >= 21);
  const code = await page.getByTestId('teacher-code').textContent();
  assert.equal(await page.getByTestId('teacher-qr').getAttribute('aria-label'), `QR code of the class code ${code}`);
  assert.match(await page.getByTestId('teacher-link').inputValue(), /^Opened from a file: students open the same file/);
}

test('the single file works opened from disk with every http(s) request blocked', async () => {
  assert.ok(FILE, 'DIST_FILE names dist/nqueens-visualizer.html (cargo xtask test sets it)');
  const session = await browse({ block: true });
  try {
    const base = pathToFileURL(FILE).href;
    await watchBacktracking(session.page, base);
    await compare(session.page, base);
    await largeBoard(session.page, base);
    await compareTools(session.page, base);
    await fileExports(session.page, base);
    await exercisesFromFile(session.page, base);
    await lessonFromFile(session.page, base);
    assert.deepEqual(session.blocked, [], 'no http(s) request was even tried');
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('dist/ from a sub-path works, installs its service worker, and works again offline', async () => {
  assert.ok(HOSTED, 'DIST_URL is where dist/ is served (cargo xtask test sets it)');
  const session = await browse();
  const { page } = session;
  try {
    await watchBacktracking(page, HOSTED);
    // The manifest is linked, and the service worker controls the page once it is ready.
    assert.equal(await page.locator('link[rel="manifest"]').count(), 1);
    const ready = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]));
    assert.ok(ready, 'the service worker is installed and active within 10 s');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await compare(page, HOSTED);
    await largeBoard(page, HOSTED);

    // The network cut: every file comes from the service worker's copy.
    await page.context().setOffline(true);
    await watchBacktracking(page, HOSTED);
    await compare(page, HOSTED);
    await largeBoard(page, HOSTED);
    await page.context().setOffline(false);
    assert.deepEqual(session.problems, []);
  } finally {
    await session.browser.close();
  }
});

test('a teacher gets it without Rust: the README says where to open it and states the single file\'s size as built, the book opens for teachers with a lesson; the workflow publishes the page and the book', () => {
  const root = new URL('../../', import.meta.url);
  const read = (path) => readFileSync(new URL(path, root), 'utf8');
  const readme = read('README.md');
  // Issue 40, item 6: the README (at most 5 kB, tests/docs.rs) says first where to open the
  // page, then sends teachers to the book's lesson and guide, before the developers' part.
  const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(sections.slice(0, 3), ['Open it', 'For teachers', 'For developers']);
  const forTeachers = readme.slice(readme.indexOf('## For teachers'), readme.indexOf('## For developers'));
  assert.match(forTeachers, /\]\(docs\/lesson\.md\)/);
  assert.match(forTeachers, /\]\(docs\/teachers\.md\)/);
  const screens = read('tests/e2e/screens.test.mjs');
  const madeByScreens = (picture) => {
    assert.ok(existsSync(new URL(picture, root)), picture);
    assert.ok(screens.includes(`'${picture.slice(picture.lastIndexOf('/') + 1)}'`), `${picture} is made by screens.test.mjs`);
  };
  const readmePictures = [...readme.matchAll(/!\[[^\]]+\]\((docs\/img\/[\w-]+\.png)\)/g)].map((m) => m[1]);
  assert.equal(readmePictures.length, 1, readmePictures.join(', '));
  readmePictures.forEach(madeByScreens);
  // Issue 38: the book's first page for teachers (docs/lesson.md, once the README's first
  // section) is at most 600 words, with two or three screenshots the e2e suite makes
  // (screens.test.mjs writes docs/img), a lesson of numbered steps with the addresses to
  // open, and the rest of the guide in docs/teachers.md, whose class exercise is short steps.
  const teachers = read('docs/lesson.md');
  const words = teachers.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').split(/\s+/).filter(Boolean).length;
  assert.ok(words <= 600, `the teachers' lesson is ${words} words`);
  const pictures = [...teachers.matchAll(/!\[[^\]]+\]\((img\/[\w-]+\.png)\)/g)].map((m) => `docs/${m[1]}`);
  assert.ok(pictures.length >= 2 && pictures.length <= 3, pictures.join(', '));
  pictures.forEach(madeByScreens);
  assert.match(teachers, /ten-minute lesson/i);
  assert.ok([...teachers.matchAll(/^\d\. `\?[^`]+`/gm)].length >= 3, 'the lesson opens addresses, step by step');
  assert.match(teachers, /\]\(teachers\.md\)/);
  const summary = read('docs/SUMMARY.md');
  assert.ok(summary.indexOf('(lesson.md)') < summary.indexOf('(teachers.md)') && summary.indexOf('(teachers.md)') < summary.indexOf('(page.md)'), 'the book opens for teachers: the lesson, then the guide');
  const guide = read('docs/teachers.md');
  const exercise = guide.slice(guide.indexOf('## A class\'s exercise'), guide.indexOf('\n## ', guide.indexOf('## A class\'s exercise') + 3));
  assert.ok([...exercise.matchAll(/^\d\. /gm)].length >= 5, 'the class exercise in short numbered steps');
  const blocks = exercise.split(/\n\n|\n(?=\d\. )/);
  assert.ok(blocks.every((block) => block.split(/\s+/).length < 120), `no step or paragraph of the class exercise is long: ${Math.max(...blocks.map((b) => b.split(/\s+/).length))} words`);
  // Every size the README and the book give for the single file is the built file's, to 0.1 MB.
  const built = readFileSync(FILE).length / 1e6;
  const pages = readdirSync(new URL('docs/', root)).filter((name) => name.endsWith('.md'));
  const texts = [['README.md', readme], ...pages.map((name) => [`docs/${name}`, read(`docs/${name}`)])];
  const stated = texts.flatMap(([name, text]) => [...text.matchAll(/nqueens-visualizer\.html`?\*?\*?[^.]*?about ([\d.]+) MB/g)].map((m) => [name, Number(m[1])]));
  assert.ok(stated.some(([name]) => name === 'README.md'), 'the README states the size');
  assert.ok(stated.length >= 3, 'the README, the lesson and the build\'s page state the size');
  for (const [name, size] of stated) assert.ok(Math.abs(size - built) <= 0.1, `${name}: ${size} MB; built: ${built.toFixed(2)} MB`);
  // The workflow builds dist/ and the book as the README says, publishes them on Pages, and
  // attaches the single file to a version's release; the book was built beside the page
  // (cargo xtask book, after dist), every page of its summary.
  const workflow = read('.github/workflows/classroom.yml');
  for (const part of ['cargo xtask dist', 'cargo xtask book', 'actions/upload-pages-artifact', 'actions/deploy-pages', 'softprops/action-gh-release', 'files: nqueens-visualizer.html', 'NQUEENS_SITE_URL']) {
    assert.ok(workflow.includes(part), part);
  }
  assert.ok(workflow.indexOf('cargo xtask dist') < workflow.indexOf('cargo xtask book') && workflow.indexOf('cargo xtask book') < workflow.indexOf('upload-pages-artifact'), 'the book is built after dist/ is written and before it is uploaded');
  for (const [, page] of summary.matchAll(/\]\(([\w-]+)\.md\)/g)) {
    assert.ok(existsSync(new URL(`dist/book/${page}.html`, root)), `dist/book/${page}.html`);
  }
  assert.ok(existsSync(new URL('dist/book/index.html', root)), 'dist/book/index.html');
  assert.ok(existsSync(new URL('dist/book/img/walkthrough.png', root)), 'the book carries its pictures');
});
