// End-to-end tests of the guided lessons (issue 41): every built-in lesson played through in
// the page slide by slide (each slide reaching the move the core resolved for it, its
// numbers on the page, no accessibility violation), Next and Previous by button and key, the
// slide in the address, a teacher's own lesson opened from a file and refused with its line.
// Run by `cargo xtask test`. Fails on any console error, uncaught exception or failed request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, axeViolations, text, useBrowser, waitForText } from './harness.mjs';
import { overflowing } from './l10n.mjs';

const session = useBrowser();
const { open } = session;

const cli = (...args) => execFileSync(process.env.NQUEENS_BIN, args, { encoding: 'utf8' });
/** The built-in lessons, each resolved by the core (its slides' moves as numbers). */
const lessons = () => JSON.parse(cli('--lang', 'en', 'lesson', 'list', '--json')).lessons.map((entry) => JSON.parse(cli('--lang', 'en', 'lesson', 'show', entry.id, '--json')));

/** "Move K of M" under the board: K. */
async function moveOnShow(page) {
  const note = await text(page, 'timeline-note');
  return Number(note.match(/Move ([\d,]+)/)[1].replace(/,/g, ''));
}

/** Waits until the slide is on show, its moves played (the board idle at its last move). */
async function reached(page, slide, k, count) {
  await waitForText(page, 'lesson-where', new RegExp(`^Slide ${k} of ${count}$`));
  assert.equal(await text(page, 'lesson-slide-title'), slide.title);
  if (slide.view === 'compare' || slide.view === 'papers') {
    await page.waitForSelector('#compare-view:not([hidden])');
    return;
  }
  await page.waitForSelector('#watch-view:not([hidden])');
  // Side by side, each board says its own moves; a large board has none: it runs to its
  // solution, verified.
  if (slide.view === 'side') {
    await page.waitForSelector('#pair-view:not([hidden])');
    return;
  }
  // An exercise's question opens on a board of its own, once the slide's moves are played.
  if (slide.ask === 'exercise') {
    await page.waitForSelector('#exercise:not([hidden])', { timeout: 30_000 });
    return;
  }
  if (slide.large) {
    if (slide.play) await waitForText(page, 'status', /Solved and verified/);
    return;
  }
  // Played to its last move: at the fastest speed, as a teacher in a hurry drags the Speed
  // slider (each slide sets its own speed as it starts playing, so the slider is dragged
  // again while it plays).
  await page.waitForFunction((end) => {
    const speed = document.getElementById('speed');
    if (speed.value !== speed.max) {
      speed.value = speed.max;
      speed.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const note = document.querySelector('[data-testid="timeline-note"]')?.textContent ?? '';
    const move = Number((note.match(/Move ([\d,]+)/) ?? [0, '-1'])[1].replace(/,/g, ''));
    return move === end;
  }, slide.end, { timeout: 30_000 }).catch(async (error) => {
    throw new Error(`slide ${k} (“${slide.title}”): not at move ${slide.end} but ${await moveOnShow(page)} (${await text(page, 'status')}): ${error.message}`);
  });
  assert.equal(await moveOnShow(page), slide.end, `slide ${k}: the move played to`);
  // Then its question: predict mode's before the next move, or the algorithm's exercise (on
  // a board of its own).
  if (slide.ask === 'predict') await page.waitForSelector('#predict:not([hidden]) #predict-options button');
}

test('every built-in lesson plays through, slide by slide, each slide at its move, with no accessibility violation', async () => {
  const page = session.page;
  for (const lesson of lessons()) {
    await open(`?lesson=${lesson.id}&slide=1`);
    assert.equal(await text(page, 'lesson-title'), lesson.title);
    const count = lesson.slides.length;
    assert.ok(count >= 8 && count <= 20, `${lesson.id}: ${count} slides (8 to 20)`);
    for (const [i, slide] of lesson.slides.entries()) {
      const k = i + 1;
      if (k > 1) await page.getByRole('button', { name: 'Next →' }).click();
      await reached(page, slide, k, count);
      // The address names the slide: a reload opens it.
      assert.match(page.url(), new RegExp(`[?&]lesson=${lesson.id}&slide=${k}(&|$)`));
      assert.deepEqual(await axeViolations(page), [], `${lesson.id}, slide ${k}`);
    }
    writeFileSync(join(ARTIFACTS, `lesson-${lesson.id}-last.png`), await page.screenshot());
    // Finish: the lesson's end in its panel, with the score; Leave the lesson then leaves.
    await page.locator('#lesson-next').click();
    await waitForText(page, 'lesson-slide-title', new RegExp(`^Finished: `));
    assert.equal(await page.locator('#lesson-next').isHidden(), true);
    await page.getByRole('button', { name: 'Leave the lesson' }).click();
    await page.waitForSelector('#lesson[hidden]', { state: 'attached' });
  }
});

test('the walkthrough lesson shows the seed\'s numbers: 26 attempts on 4 × 4, rows 2, 8, 9 and 7; 876 on 8 × 8', async () => {
  const page = session.page;
  const lesson = JSON.parse(cli('lesson', 'show', 'first-solution-walkthrough', '--json'));
  const at = (pattern) => lesson.slides.findIndex((s) => s.expects.some((e) => pattern.test(`${e.what} = ${e.value}`)));
  const four = at(/= 26$/);
  assert.ok(four >= 0, 'a slide pins 26 attempts');
  await open(`?lesson=first-solution-walkthrough&slide=${four + 1}`);
  await reached(page, lesson.slides[four], four + 1, lesson.slides.length);
  const rows = [];
  for (let row = 1; row <= 4; row++) rows.push(await text(page, `attempts-row-${row}`));
  assert.deepEqual(rows, ['2', '8', '9', '7']);
  const eight = at(/= 876$/);
  assert.ok(eight >= 0, 'a slide pins 876 attempts');
});

test('Next and Previous by buttons and keys (→ ←, PgDn PgUp), the place kept over a reload; leaving keeps the board', async () => {
  const page = session.page;
  const lesson = JSON.parse(cli('lesson', 'show', 'first-solution-walkthrough', '--json'));
  const count = lesson.slides.length;
  await open('?lesson=first-solution-walkthrough&slide=1');
  await waitForText(page, 'lesson-where', new RegExp(`^Slide 1 of ${count}$`));
  assert.equal(await page.locator('#lesson-prev').isDisabled(), true);
  await page.keyboard.press('ArrowRight');
  await waitForText(page, 'lesson-where', /^Slide 2 of/);
  await page.keyboard.press('PageDown');
  await waitForText(page, 'lesson-where', /^Slide 3 of/);
  await page.keyboard.press('PageUp');
  await waitForText(page, 'lesson-where', /^Slide 2 of/);
  await page.keyboard.press('ArrowLeft');
  await waitForText(page, 'lesson-where', /^Slide 1 of/);
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByRole('button', { name: 'Next →' }).click();
  await waitForText(page, 'lesson-where', /^Slide 3 of/);
  // A reload opens the slide the address names; the Lessons dialog says where the learner left.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await waitForText(page, 'lesson-where', /^Slide 3 of/);
  await page.getByRole('button', { name: 'Lessons' }).click();
  assert.match(await page.locator('#lessons-list').textContent(), /You left it at slide 3\./);
  await page.keyboard.press('Escape');
  // Leaving keeps the page as the slide set it: the run's own address again.
  const slide = lesson.slides[2];
  await reached(page, slide, 3, count);
  await page.getByRole('button', { name: 'Leave the lesson' }).click();
  await page.waitForSelector('#lesson[hidden]', { state: 'attached' });
  assert.match(page.url(), new RegExp(`algorithm=${slide.algorithm}&n=${slide.n}`));
  assert.doesNotMatch(page.url(), /lesson=/);
  assert.equal(await moveOnShow(page), slide.end);
});

test('a slide\'s exercise asks the next move of the slide\'s own board, and its answer counts in the lesson\'s score', async () => {
  const page = session.page;
  const lesson = JSON.parse(cli('lesson', 'show', 'aima-local-search', '--json'));
  const count = lesson.slides.length;
  const k = lesson.slides.findIndex((s) => s.title === 'Your turn: the chance of a worse move') + 1;
  assert.ok(k > 0);
  await page.evaluate(() => localStorage.clear());
  await open(`?lesson=aima-local-search&slide=${k}`);
  await reached(page, lesson.slides[k - 1], k, count);
  await page.waitForSelector('#exercise-question[data-kind="chance"]');
  // The slide's run (annealing, n = 8, seed 1) at the slide's move, not an instance of its own.
  assert.match(await page.locator('#exercise-instance').textContent(), /^The slide's board: n = 8/);
  // (From the slide's move, the moves with nothing to ask are made first: the proposal.)
  const at = await moveOnShow(page);
  assert.ok(at >= lesson.slides[k - 1].end && at <= lesson.slides[k - 1].end + 2, `at move ${at}`);
  assert.match(await page.locator('#exercise-question').textContent(), /ΔE = −2 .* T = 1\.996/);
  assert.equal(await page.locator('#exercise-setup-box').isHidden(), true, 'no class or name to type');
  assert.equal(await page.locator('#exercise-done').isHidden(), true, 'no completion code');
  // e^(ΔE/T) = e^(−2/1.996) = 36.7 %: AIMA's rule, recounted.
  await page.getByTestId('exercise-percent').fill(String(Math.round(100 * Math.exp(-2 / 1.996))));
  await page.getByTestId('exercise-percent').press('Enter');
  await waitForText(page, 'status', /done\. The lesson goes on with Next/);
  assert.match(await page.locator('#exercise-verdict').textContent(), /^✓/);
  await page.waitForSelector('#lesson-score:not([hidden])');
  const place = await page.evaluate(() => JSON.parse(localStorage.getItem('nqueens-lesson-place:aima-local-search')));
  assert.deepEqual(place.answers.map((a) => [a.slide, a.right]), [[k, true]]);
  // The slide's buttons scrolled away (a long page), the bar at the screen's foot goes on;
  // Next leaves the exercise, and the board is the page's again.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForSelector('#lesson-float:not([hidden])');
  assert.equal(await page.locator('#lesson-float-where').textContent(), `Slide ${k} of ${count}`);
  await page.getByRole('button', { name: 'Next slide →' }).click();
  await waitForText(page, 'lesson-where', new RegExp(`^Slide ${k + 1} of`));
  await page.waitForSelector('#exercise[hidden]', { state: 'attached' });
});

test('on a phone each slide shows from its top, and the board under it keeps a size to read (not squeezed by the slide)', async () => {
  const page = session.page;
  const lesson = JSON.parse(cli('lesson', 'show', 'why-not-random', '--json'));
  const count = lesson.slides.length;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await open('?lesson=why-not-random&slide=1');
    for (let k = 1; k <= 3; k++) {
      const slide = lesson.slides[k - 1];
      await reached(page, slide, k, count);
      const box = await page.evaluate(() => {
        const top = (id) => document.getElementById(id).getBoundingClientRect();
        const options = document.querySelector('#predict:not([hidden]) #predict-options');
        return { title: top('lesson-slide-title').top, board: top('board').width, watchView: !document.getElementById('watch-view').hidden, question: options && options.getBoundingClientRect().bottom };
      });
      // The slide's title in view (not scrolled away by the board's refit); once the slide
      // asks its question, the question in view over the playback bar (the board above it) …
      if (slide.ask === 'predict') assert.ok(box.question > 0 && box.question <= 844 - 100, `slide ${k}: the question's answers end at ${box.question} px`);
      else assert.ok(box.title >= 0 && box.title < 844 / 2, `slide ${k}: the slide's title at ${box.title} px`);
      // … and the board as wide as a phone's board is without a lesson (squares a finger can
      // tap), not the few pixels left under the slide.
      if (box.watchView && slide.view === 'watch') assert.ok(box.board >= 250, `slide ${k}: a board ${box.board} px wide`);
      if (k < 3) await page.getByRole('button', { name: 'Next →' }).click();
    }
  } finally {
    await page.setViewportSize({ width: 1400, height: 950 });
  }
});

test('at 1366 × 768 a slide\'s predict question leaves the board a size to read (300 px, or half the screen\'s height), its words whole under it', async () => {
  const page = session.page;
  const lesson = JSON.parse(cli('lesson', 'show', 'aima-constraint-propagation', '--json'));
  const k = lesson.slides.findIndex((s) => s.ask === 'predict') + 1;
  await page.setViewportSize({ width: 1366, height: 768 });
  try {
    await open(`?lesson=aima-constraint-propagation&slide=${k}`);
    await reached(page, lesson.slides[k - 1], k, lesson.slides.length);
    const board = await page.locator('#board').boundingBox();
    assert.ok(board.height >= Math.max(300, 768 / 2) - 1, `a board ${board.height} px tall`);
    assert.deepEqual(await overflowing(page, ['#predict']), []);
    // The question under the board: the page scrolls to it, its answers whole.
    await page.locator('#predict-options button').last().scrollIntoViewIfNeeded();
    const options = await page.locator('#predict-options').boundingBox();
    assert.ok(options.y >= board.y + board.height, 'the question is under the board');
  } finally {
    await page.setViewportSize({ width: 1400, height: 950 });
  }
});

test('a teacher\'s own lesson: opened from a file, the same as its built-in form; a broken one refused with its line', async () => {
  const page = session.page;
  const source = cli('lesson', 'show', 'first-solution-walkthrough');
  const own = source.replace(/^id: .*$/m, 'id: my-walkthrough');
  await open('?algorithm=backtracking&n=8');
  await page.getByRole('button', { name: 'Lessons' }).click();
  await page.locator('#lesson-file').setInputFiles({ name: 'mine.md', mimeType: 'text/markdown', buffer: Buffer.from(own) });
  await waitForText(page, 'lesson-where', /^Slide 1 of/);
  const builtin = JSON.parse(cli('lesson', 'show', 'first-solution-walkthrough', '--json'));
  assert.equal(await text(page, 'lesson-slide-title'), builtin.slides[0].title);
  // Short enough to travel in the address: a link opens it anywhere.
  assert.match(page.url(), /[?&]lesson-text=[\w-]+&slide=1/);
  const link = page.url();
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  await waitForText(page, 'lesson-where', /^Slide 1 of/);
  // A move beyond the run: refused whole, with its line, and nothing played.
  const lines = own.split('\n');
  const stepLine = lines.findIndex((l) => /^n: /.test(l));
  lines.splice(stepLine + 1, 0, 'step: 999999');
  await page.getByRole('button', { name: 'Leave the lesson' }).click();
  await page.getByRole('button', { name: 'Lessons' }).click();
  await page.locator('#lesson-file').setInputFiles({ name: 'broken.md', mimeType: 'text/markdown', buffer: Buffer.from(lines.join('\n')) });
  await waitForText(page, 'lessons-error', new RegExp(`^“broken\\.md” was refused: line ${stepLine + 2}: `));
  assert.equal(await page.locator('#lesson').isHidden(), true);
});

test('a lesson at a web address opens at the address\'s slide and stays there; one that cannot be read is said so, and the page works', async () => {
  const page = session.page;
  const url = `${BASE_URL}/lessons/why-not-random.md`;
  await open(`?lesson-url=${encodeURIComponent(url)}&slide=2`);
  await waitForText(page, 'lesson-where', /^Slide 2 of 12$/);
  assert.equal(new URL(page.url()).searchParams.get('lesson-url'), url);
  await page.keyboard.press('ArrowRight');
  await waitForText(page, 'lesson-where', /^Slide 3 of 12$/);
  assert.equal(new URL(page.url()).searchParams.get('slide'), '3');
  await open(`?lesson-url=${encodeURIComponent(`${BASE_URL}/lessons/no-such-lesson.md`)}`);
  await waitForText(page, 'board-size-error', /could not be read \(the host answered 404\)/);
  assert.equal(await page.locator('#lesson').isHidden(), true);
  // The 404 the test asked for is the host's answer, not a fault of the page: it alone is
  // taken off the record.
  const asked = (problem) => problem.includes('no-such-lesson.md') || /Failed to load resource: .*404/.test(problem);
  assert.ok(session.problems.some(asked));
  for (let i = session.problems.length - 1; i >= 0; i--) if (asked(session.problems[i])) session.problems.splice(i, 1);
});

test('no console error, uncaught exception or failed request in any of the above', () => {
  assert.deepEqual(session.problems, []);
});
