// splice.js's readAnswer, the one place a course page's answer to SPLICE.getState becomes a
// saved state or a reason it cannot be used, against the answers the hosts send (see
// splice.js's header for the host files each shape comes from), and against anything at all
// (fast-check): it never throws; its words (messages, locales/*/splice.ftl) in English are
// what it said before the catalogs (tests/js/fixtures/splice-words-en.json, recorded from
// the English literals), and in German German's. Run by `cargo xtask test` (node --test
// tests/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { readAnswer, STATE_VERSION } from '../../www/splice.js';
import { say } from './english.mjs';
import { cases } from './fixtures/splice-cases.mjs';

/** readAnswer's words for `data`, in English (null when it gives none). */
const words = (data) => {
  const { words: message } = readAnswer(data);
  return message === undefined ? null : say(message);
};

const subject = 'SPLICE.getState.response';
const state = { exercise: { class: 'BT-7KQ2M9', learner: 'Ada', attempt: 1, mode: 'fix', answers: ['s11'], seconds: 3 }, version: STATE_VERSION };

test('a saved state as an object, or as the JSON string a host stored (Runestone), or stringified twice', () => {
  assert.deepEqual(readAnswer({ subject, message_id: 'm', state }), { kind: 'saved', state });
  assert.deepEqual(readAnswer({ subject, message_id: 'm', state: JSON.stringify(state) }), { kind: 'saved', state });
  assert.deepEqual(readAnswer({ subject, message_id: 'm', state: JSON.stringify(JSON.stringify(state)) }), { kind: 'saved', state });
  // Doenet's older course site: messageId, success: true, loadedState: true.
  assert.deepEqual(readAnswer({ subject, messageId: 'm', success: true, loadedState: true, state }), { kind: 'saved', state });
  // A state reported before versions were written is of this format.
  const { version, ...unversioned } = state;
  assert.equal(version, 1);
  assert.deepEqual(readAnswer({ subject, state: unversioned }), { kind: 'saved', state: unversioned });
});

test('nothing saved: no state, null, an empty string, "null", or loadedState false', () => {
  for (const data of [
    { subject, message_id: 'm' },
    { subject, message_id: 'm', state: undefined },
    { subject, message_id: 'm', state: null },
    { subject, message_id: 'm', state: '' },
    { subject, message_id: 'm', state: 'null' },
    { subject, messageId: 'm', success: true, loadedState: false },
  ]) assert.deepEqual(readAnswer(data), { kind: 'none' }, JSON.stringify(data));
});

test('an error answer names what the host said: Doenet\'s success: false with a message, an error record, an error string', () => {
  const old = readAnswer({ subject, messageId: 'm', success: false, message: 'Server error loading page state.' });
  assert.equal(old.kind, 'refused');
  assert.match(say(old.words), /“Server error loading page state\.”/);
  const current = readAnswer({ subject, message_id: 'm', error: { code: 1, message: 'Server error loading page state.' } });
  assert.equal(current.kind, 'refused');
  assert.match(say(current.words), /“Server error loading page state\.” \(code 1\)/);
  assert.match(words({ subject, error: { code: 'timeout' } }), /error “timeout”/);
  assert.match(words({ subject, error: 'no such activity' }), /“no such activity”/);
  assert.match(words({ subject, error: {} }), /without saying which/);
  assert.match(words({ subject, success: false }), /without saying why/);
  // An error wins over a state sent with it.
  assert.equal(readAnswer({ subject, error: 'x', state }).kind, 'refused');
  // A host's long words are cut short.
  assert.ok(words({ subject, error: 'x'.repeat(10_000) }).length < 300);
});

test('a state the page cannot read: text that is not JSON, not a record, another version', () => {
  assert.equal(readAnswer({ subject, state: '{"exercise": ' }).kind, 'unusable');
  assert.equal(words({ subject, state: '{"exercise": ' }), 'its saved state is text that is not JSON');
  assert.match(words({ subject, state: 42 }), /is 42, not a record/);
  assert.match(words({ subject, state: [state] }), /is a list, not a record/);
  assert.match(words({ subject, state: JSON.stringify('just words') }), /“just words”, not a record/);
  assert.match(words({ subject, state: { ...state, version: 2 } }), /another version of this page \(format 2; this page reads format 1\)/);
  assert.match(words({ subject, state: { ...state, version: '1' } }), /format “1”/);
  assert.equal(readAnswer(null).kind, 'unusable');
  assert.equal(readAnswer('SPLICE.getState.response').kind, 'unusable');
});

test('whatever a host sends, readAnswer answers one of its four kinds, in words where it is not a state, and never throws', () => {
  const kinds = new Set(['saved', 'none', 'refused', 'unusable']);
  const check = (data) => {
    const result = readAnswer(data);
    assert.ok(kinds.has(result.kind), JSON.stringify(result));
    if (result.kind === 'saved') assert.ok(typeof result.state === 'object' && result.state !== null && !Array.isArray(result.state));
    if (result.kind === 'refused' || result.kind === 'unusable') {
      const text = say(result.words);
      assert.ok(typeof text === 'string' && text.length > 0 && text.length < 400);
    }
  };
  fc.assert(fc.property(fc.anything(), (data) => check(data)));
  fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (s, error, success) => check({ subject, message_id: 'm', state: s, error, success, message: error, loadedState: success })));
  fc.assert(fc.property(fc.jsonValue(), (value) => check({ subject, state: JSON.stringify(value) })));
});

test('readAnswer’s words in English are, byte for byte, what it said before the catalogs', () => {
  // Recorded from splice.js's English literals before they became messages, with their
  // articles since mended: "an object" and "undefined" where they said "a object", "a undefined".
  const recorded = JSON.parse(readFileSync(new URL('./fixtures/splice-words-en.json', import.meta.url), 'utf8'));
  assert.equal(recorded.length, cases.length);
  assert.deepEqual(cases.map(words), recorded);
});

test('readAnswer’s words in German: the host’s words quoted German’s way, its data as it sent it', () => {
  const bundle = new FluentBundle('de', { useIsolating: false });
  for (const file of ['splice.ftl']) bundle.addResource(new FluentResource(readFileSync(new URL(`../../locales/de/${file}`, import.meta.url), 'utf8')));
  const sayDe = (message) => {
    const args = {};
    for (const [name, value] of Object.entries(message.args ?? {})) args[name] = value !== null && typeof value === 'object' ? sayDe(value) : value;
    return bundle.formatPattern(bundle.getMessage(message.id).value, args);
  };
  assert.equal(sayDe(readAnswer({ subject, error: { code: 1, message: 'Server error.' } }).words), 'sie meldete „Server error.“ (Code 1)');
  assert.equal(sayDe(readAnswer({ subject, state: { ...state, version: 2 } }).words), 'er wurde von einer anderen Version dieser Seite gespeichert (Format 2; diese Seite liest Format 1)');
  assert.equal(sayDe(readAnswer({ subject, state: [state] }).words), 'ihr gespeicherter Zustand ist eine Liste, kein Datensatz');
});

test('the exercise’s words about a course page’s saved work in English are what exercise.js said before the catalogs', async () => {
  const { t } = await import('./english.mjs');
  // Recorded from exercise.js's English literals before they became messages.
  const keeps = 'The course page keeps it until your first answer here, which replaces it; reload the page to ask again.';
  const recorded = [
    [t('exercise-host-silent', { seconds: 5 }), 'The course page did not answer when asked for your saved work (within 5 s), so this is a fresh start. If it answers before your first answer here, your work comes back then.'],
    [t('exercise-host-late'), 'The course page gave back your saved work after you had started here: it was not restored, to keep what you did here (the course page now saves that).'],
    [t('exercise-host-refused', { words: 'it said “no”' }), `The course page could not give back your saved work (it said “no”), so this is a fresh start. ${keeps}`],
    [t('exercise-host-unusable', { why: 'it names no learner' }), `The course page gave back saved work this page cannot use (it names no learner), so this is a fresh attempt. ${keeps}`],
    [t('exercise-host-behind'), 'Your work on this computer is further on than the course page\'s copy: it is kept, and the course page gets it with your next answer.'],
    [t('exercise-unfit-predict'), 'it is predict mode\'s place, not an exercise'],
    [t('exercise-unfit-none'), 'it holds no exercise'],
    [t('exercise-unfit-class-code'), 'its class code is not one'],
    [t('exercise-unfit-class-address', { class: 'BT-7KQ2M9' }), 'it is of class BT-7KQ2M9, not of the address\'s'],
    [t('exercise-unfit-class', { class: 'BT-7KQ2M9', wanted: 'MC-7KQ2M9' }), 'it is of class BT-7KQ2M9, not MC-7KQ2M9'],
    [t('exercise-unfit-no-learner'), 'it names no learner'],
    [t('exercise-unfit-learner'), 'its learner\'s name is not one this page takes'],
    [t('exercise-unfit-other-learner', { learner: 'Ada' }), 'it was saved under another name, not “Ada”'],
    [t('exercise-unfit-grading'), 'its grading is not one of this page\'s'],
    [t('exercise-unfit-attempt'), 'its attempt number is not a whole number'],
    [t('exercise-unfit-answers'), 'its answers are not a list of answers'],
    [t('exercise-unfit-replay', { why: 'answer 3 is not one' }), 'its answers do not replay on this exercise (answer 3 is not one)'],
    [t('exercise-available'), 'every algorithm with its default parameters, and backtracking with forward checking, MAC, or forward checking with MRV or with LCV'],
    [t('exercise-words-row-separator') + t('exercise-words-column-separator'), '; , '],
  ];
  for (const [now, before] of recorded) assert.equal(now, before);
});
