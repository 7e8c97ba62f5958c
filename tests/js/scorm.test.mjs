// The SCORM run-time's pure parts (www/scorm.js) under Node's test runner: finding the LMS's
// API as the SCORM run-time environment says (parents, then openers, bounded, windows of
// another origin passed over), the values the LMS is told after a step, the session's time;
// a guided lesson's values, and its place in cmi.suspend_data written and read back.
// The whole run-time, in an LMS, is tests/e2e/scorm.test.mjs. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '../../www/node_modules/@fluent/bundle/esm/index.js';
import { MAX_LEVELS, findApi, lessonValues, lmsValues, placeData, readPlace, sessionTime } from '../../www/scorm.js';

/** A window whose parents are `chain` (its own first), the API on the one at `at`. */
function windows(length, { at = -1, name = 'API', foreign = [] } = {}) {
  const all = Array.from({ length }, () => ({}));
  all.forEach((win, i) => {
    win.parent = all[i + 1] ?? win;
    win.top = all[length - 1];
    win.opener = null;
    if (i === at) win[name] = { LMSInitialize: () => 'true' };
  });
  // A window of another origin: reading its properties throws, as a browser's does.
  for (const i of foreign) {
    const parent = all[i].parent;
    all[i] = new Proxy(all[i], { get: (target, key) => { if (key === 'parent') return parent; throw new Error('SecurityError'); } });
    if (i > 0) all[i - 1].parent = all[i];
  }
  return all;
}

test('findApi: the API on the window or up its parents, passing over a window of another origin', () => {
  const [own] = windows(1, { at: 0 });
  assert.equal(findApi(own, 'API'), own.API);
  const chain = windows(4, { at: 3 });
  assert.equal(findApi(chain[0], 'API'), chain[3].API);
  const foreign = windows(4, { at: 3, foreign: [1, 2] });
  assert.equal(findApi(foreign[0], 'API'), foreign[3].API);
  // SCORM 2004's name is another; a 1.2 API is not it.
  assert.equal(findApi(windows(3, { at: 2 })[0], 'API_1484_11'), null);
  const api2004 = windows(3, { at: 2, name: 'API_1484_11' });
  assert.equal(findApi(api2004[0], 'API_1484_11'), api2004[2].API_1484_11);
});

test('findApi: no further than MAX_LEVELS parents, so an endless chain ends', () => {
  const far = windows(MAX_LEVELS + 3, { at: MAX_LEVELS + 2 });
  assert.equal(findApi(far[0], 'API'), null);
  const near = windows(MAX_LEVELS + 1, { at: MAX_LEVELS });
  assert.equal(findApi(near[0], 'API'), near[MAX_LEVELS].API);
  // Each parent a new window, forever: the search stops.
  const endless = () => ({ get parent() { return endless(); }, get opener() { return endless(); }, top: null });
  assert.equal(findApi(endless(), 'API'), null);
});

test('findApi: then up the opener\'s parents, or the top window\'s opener\'s', () => {
  const lms = windows(2, { at: 1 });
  const [popup] = windows(2);
  popup.opener = lms[0];
  assert.equal(findApi(popup, 'API'), lms[1].API);
  const framed = windows(2);
  framed[1].opener = lms[0];
  assert.equal(findApi(framed[0], 'API'), lms[1].API, 'the top window\'s opener');
});

test('lmsValues: incomplete until an attempt is finished, then passed or failed against the mastery score', () => {
  const step = { answered: 1, total: 10, mastery: 80 };
  assert.deepEqual(lmsValues('1.2', { ...step, credit: 0.1 }), [
    ['cmi.core.score.raw', '10'], ['cmi.core.score.min', '0'], ['cmi.core.score.max', '100'], ['cmi.core.lesson_status', 'incomplete'],
  ]);
  const end = { answered: 10, total: 10, mastery: 80 };
  assert.equal(lmsValues('1.2', { ...end, credit: 0.8, done: 0.8 })[3][1], 'passed');
  assert.equal(lmsValues('1.2', { ...end, credit: 0.7, done: 0.7 })[3][1], 'failed');
  assert.deepEqual(lmsValues('2004', { answered: 2, total: 3, credit: 2 / 3, mastery: 80 }), [
    ['cmi.score.scaled', '0.6667'], ['cmi.score.raw', '66.67'], ['cmi.score.min', '0'], ['cmi.score.max', '100'],
    ['cmi.progress_measure', '0.6667'], ['cmi.completion_status', 'incomplete'], ['cmi.success_status', 'unknown'],
  ]);
  const finished = Object.fromEntries(lmsValues('2004', { ...end, credit: 0.9, done: 0.9 }));
  assert.deepEqual([finished['cmi.completion_status'], finished['cmi.success_status']], ['completed', 'passed']);
  // A fresh attempt (Reset) after a finished one at 70 %: the gradebook keeps 70 and "failed".
  assert.deepEqual(lmsValues('1.2', { ...step, credit: 0.1, done: 0.7, kept: 0.7 }).filter(([e]) => /raw|status/.test(e)), [
    ['cmi.core.score.raw', '70'], ['cmi.core.lesson_status', 'failed'],
  ]);
});

test('lmsValues: scores SCORM takes (two decimals of 0 to 100; 1.2\'s CMIDecimal), never below what was kept', () => {
  fc.assert(fc.property(
    fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 100 }),
    (credit, kept, mastery) => {
      const [[, raw], , , [, status]] = lmsValues('1.2', { credit, answered: 1, total: 2, kept, mastery });
      const scaled = Number(lmsValues('2004', { credit, answered: 1, total: 2, kept, mastery })[0][1]);
      return /^\d{1,3}(\.\d{1,2})?$/.test(raw) && Number(raw) <= 100
        && Math.abs(Number(raw) - 100 * Math.max(credit, kept)) <= 0.005 + 1e-9
        && scaled >= 0 && scaled <= 1 && status === 'incomplete';
    },
  ));
});

test('sessionTime: SCORM 1.2\'s CMITimespan, 2004\'s ISO 8601 duration', () => {
  assert.equal(sessionTime('1.2', 65), '00:01:05');
  assert.equal(sessionTime('1.2', 3725.4), '01:02:05');
  assert.equal(sessionTime('2004', 3725), 'PT1H2M5S');
  assert.equal(sessionTime('2004', -3), 'PT0H0M0S');
});

/** A lesson as the player holds it: its id and slides (each with its title, and `ask` when it asks). */
const LESSON = { id: 'four', slides: [{ title: 'One' }, { title: 'Two', ask: 'predict' }, { title: 'Three' }, { title: 'Four', ask: 'predict' }] };

test('lessonValues: incomplete until Finish, then passed or failed against the mastery score, or completed without questions', () => {
  const at = (version, values) => Object.fromEntries(lessonValues(version, { mastery: 80, ...values }));
  assert.deepEqual(at('1.2', { credit: 0.5, progress: 0.75, finished: false, questions: 2 }), { 'cmi.core.score.raw': '50', 'cmi.core.score.min': '0', 'cmi.core.score.max': '100', 'cmi.core.lesson_status': 'incomplete' });
  assert.equal(at('1.2', { credit: 0.5, progress: 1, finished: true, questions: 2 })['cmi.core.lesson_status'], 'failed');
  assert.equal(at('1.2', { credit: 0.8, progress: 1, finished: true, questions: 5 })['cmi.core.lesson_status'], 'passed');
  assert.equal(at('1.2', { credit: 1, progress: 1, finished: true, questions: 0 })['cmi.core.lesson_status'], 'completed');
  assert.deepEqual(at('2004', { credit: 1 / 3, progress: 0.5, finished: false, questions: 3 }), { 'cmi.score.scaled': '0.3333', 'cmi.score.raw': '33.33', 'cmi.score.min': '0', 'cmi.score.max': '100', 'cmi.progress_measure': '0.5', 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'unknown' });
  const done = at('2004', { credit: 1, progress: 0.25, finished: true, questions: 1 });
  assert.deepEqual([done['cmi.progress_measure'], done['cmi.completion_status'], done['cmi.success_status']], ['1', 'completed', 'passed']);
  assert.equal(at('2004', { credit: 0.75, progress: 1, finished: true, questions: 0 })['cmi.success_status'], 'unknown');
});

/** The message `{id, args}` as locales/<tag>/lessons.ftl says it (as the page's i18n.js would, without isolation marks). */
function catalog(tag, { id, args }) {
  const bundle = new FluentBundle(tag, { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(new URL(`../../locales/${tag}/lessons.ftl`, import.meta.url), 'utf8')));
  const message = bundle.getMessage(id);
  assert.ok(message?.value, `${tag}: ${id}`);
  const errors = [];
  const text = bundle.formatPattern(message.value, args, errors);
  assert.deepEqual(errors, [], `${tag}: ${id}`);
  return text;
}

test('placeData and readPlace: the lesson player\'s place kept within the version\'s limit and read back, or refused in words', () => {
  const place = { lesson: 'four', slide: 3, seen: 4, finished: false, answers: [{ slide: 2, title: 'Two', move: 17, question: 'Where does the next queen go?', right: true }] };
  const data = placeData(place, 4096);
  assert.equal(data, '{"lesson":"four","slide":3,"seen":4,"finished":false,"answers":[{"slide":2,"move":17,"question":"Where does the next queen go?","right":true}]}');
  assert.deepEqual(readPlace(data, LESSON), { slide: 3, seen: 4, finished: false, answers: place.answers });
  // Too long for the limit: the questions' words go first, then nothing fits.
  const short = placeData(place, data.length - 1);
  assert.equal(short, '{"lesson":"four","slide":3,"seen":4,"finished":false,"answers":[{"slide":2,"move":17,"right":true}]}');
  assert.deepEqual(readPlace(short, LESSON).answers, [{ slide: 2, title: 'Two', move: 17, question: '', right: true }]);
  assert.equal(placeData(place, short.length - 1), null);
  for (const [bad, said] of [
    ['NQS1~-~0~NQX1', /not a place this lesson saved/],
    ['[1]', /not a place this lesson saved/],
    ['{"lesson":"five","slide":1,"answers":[]}', /another lesson \("five"\), not in “four”/],
    ['{"lesson":"four","slide":5,"answers":[]}', /slide \(5\) is not one of the lesson's 4/],
    ['{"lesson":"four","slide":0,"answers":[]}', /slide \(0\)/],
    ['{"lesson":"four","slide":"2","answers":[]}', /slide \("2"\)/],
    ['{"lesson":"four","slide":2}', /no list of answers/],
    ['{"lesson":"four","slide":2,"answers":[{"slide":1,"right":true}]}', /names no question/],
    ['{"lesson":"four","slide":2,"answers":[{"slide":2,"right":"yes"}]}', /names no question/],
    ['{"lesson":"four","slide":2,"answers":[{"slide":2,"right":true},{"slide":2,"right":false}]}', /slide 2's question twice/],
  ]) {
    assert.throws(() => readPlace(bad, LESSON), said, bad);
    // Its words are the catalog's (scorm-place-…), English's byte for byte, and German's
    // another sentence with the same data in it.
    const error = (() => { try { readPlace(bad, LESSON); } catch (e) { return e; } })();
    assert.match(error.l10n.id, /^scorm-place-/, bad);
    assert.equal(catalog('en', error.l10n), error.message, bad);
    const german = catalog('de', error.l10n);
    assert.notEqual(german, error.message, bad);
    for (const value of Object.values(error.l10n.args)) if (typeof value === 'string') assert.ok(german.includes(value), `${bad}: ${german}`);
  }
  // A furthest slide seen that does not read: the slide itself.
  assert.equal(readPlace('{"lesson":"four","slide":2,"seen":9,"answers":[]}', LESSON).seen, 2);
  // Whatever the data, readPlace answers or throws an Error, never anything else.
  fc.assert(fc.property(fc.string(), (text) => {
    try {
      const read = readPlace(text, LESSON);
      return Number.isInteger(read.slide);
    } catch (error) {
      return error instanceof Error;
    }
  }));
});
