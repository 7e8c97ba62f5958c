// splice.js's readAnswer, the one place a course page's answer to SPLICE.getState becomes a
// saved state or a reason it cannot be used, against the answers the hosts send (see
// splice.js's header for the host files each shape comes from), and against anything at all
// (fast-check): it never throws. Run by `cargo xtask test` (node --test tests/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readAnswer, STATE_VERSION } from '../../www/splice.js';

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
  assert.match(old.words, /“Server error loading page state\.”/);
  const current = readAnswer({ subject, message_id: 'm', error: { code: 1, message: 'Server error loading page state.' } });
  assert.equal(current.kind, 'refused');
  assert.match(current.words, /“Server error loading page state\.” \(code 1\)/);
  assert.match(readAnswer({ subject, error: { code: 'timeout' } }).words, /error “timeout”/);
  assert.match(readAnswer({ subject, error: 'no such activity' }).words, /“no such activity”/);
  assert.match(readAnswer({ subject, error: {} }).words, /without saying which/);
  assert.match(readAnswer({ subject, success: false }).words, /without saying why/);
  // An error wins over a state sent with it.
  assert.equal(readAnswer({ subject, error: 'x', state }).kind, 'refused');
  // A host's long words are cut short.
  assert.ok(readAnswer({ subject, error: 'x'.repeat(10_000) }).words.length < 300);
});

test('a state the page cannot read: text that is not JSON, not a record, another version', () => {
  assert.deepEqual(readAnswer({ subject, state: '{"exercise": ' }), { kind: 'unusable', words: 'its saved state is text that is not JSON' });
  assert.match(readAnswer({ subject, state: 42 }).words, /is 42, not a record/);
  assert.match(readAnswer({ subject, state: [state] }).words, /is a list, not a record/);
  assert.match(readAnswer({ subject, state: JSON.stringify('just words') }).words, /“just words”, not a record/);
  assert.match(readAnswer({ subject, state: { ...state, version: 2 } }).words, /another version of this page \(format 2; this page reads format 1\)/);
  assert.match(readAnswer({ subject, state: { ...state, version: '1' } }).words, /format “1”/);
  assert.equal(readAnswer(null).kind, 'unusable');
  assert.equal(readAnswer('SPLICE.getState.response').kind, 'unusable');
});

test('whatever a host sends, readAnswer answers one of its four kinds, in words where it is not a state, and never throws', () => {
  const kinds = new Set(['saved', 'none', 'refused', 'unusable']);
  const check = (data) => {
    const result = readAnswer(data);
    assert.ok(kinds.has(result.kind), JSON.stringify(result));
    if (result.kind === 'saved') assert.ok(typeof result.state === 'object' && result.state !== null && !Array.isArray(result.state));
    if (result.kind === 'refused' || result.kind === 'unusable') assert.ok(typeof result.words === 'string' && result.words.length > 0 && result.words.length < 400);
  };
  fc.assert(fc.property(fc.anything(), (data) => check(data)));
  fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (s, error, success) => check({ subject, message_id: 'm', state: s, error, success, message: error, loadedState: success })));
  fc.assert(fc.property(fc.jsonValue(), (value) => check({ subject, state: JSON.stringify(value) })));
});
