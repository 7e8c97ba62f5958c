// www/keys.js under Node's test runner: the page's keyboard model, checked against the keys the
// help dialog lists, for every state of the page (fast-check).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ACTIVATED, NAVIGATED, TYPING, keyAction } from '../../www/keys.js';

/** A stand-in for the focused element: which of the selectors it (or an ancestor) matches. */
const TARGETS = {
  page: [],
  button: [ACTIVATED],
  'text field': [TYPING, ACTIVATED, NAVIGATED],
  slider: [ACTIVATED, NAVIGATED],
  tab: [ACTIVATED, NAVIGATED],
  'dialog button': ['dialog', ACTIVATED],
};
const target = (name) => ({ closest: (selector) => (TARGETS[name].includes(selector) ? {} : null) });

const KEYS = [' ', 'ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp', 'Home', 'End', '?', 'b', 'B', '.', 'p', 'P', 'f', 'F', 'Escape', 'x', 'Enter', 'Tab'];
const press = fc.record({
  key: fc.constantFrom(...KEYS),
  repeat: fc.boolean(),
  altKey: fc.boolean(),
  ctrlKey: fc.boolean(),
  metaKey: fc.boolean(),
  defaultPrevented: fc.boolean(),
  target: fc.constantFrom(...Object.keys(TARGETS)),
});
const page = fc.record({
  watchShown: fc.boolean(),
  presenting: fc.boolean(),
  blanked: fc.boolean(),
  embedded: fc.boolean(),
  stepwise: fc.boolean(),
  exerciseHolds: fc.boolean(),
}).map((p) => ({ ...p, blanked: p.blanked && p.presenting }));

const act = (p, s) => keyAction({ ...p, target: target(p.target) }, s);
const plain = (p) => !p.altKey && !p.ctrlKey && !p.metaKey && !p.defaultPrevented;

test('a key with a modifier, already handled, or pressed in a dialog is left alone', () => {
  fc.assert(fc.property(press, page, (p, s) => {
    if (!plain(p) || p.target === 'dialog button') assert.equal(act(p, s), null);
  }));
});

test('the board\'s keys step a stepping board, as the help lists them, unless a control needs the key', () => {
  const listed = { ' ': 'play', ArrowRight: 'step', ArrowLeft: 'step-back', PageDown: 'step', PageUp: 'step-back', Home: 'reset', End: 'run' };
  const calm = { watchShown: true, presenting: false, blanked: false, embedded: false, stepwise: true, exerciseHolds: false };
  for (const [key, action] of Object.entries(listed)) {
    const base = { key, repeat: false, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false };
    assert.equal(act({ ...base, target: 'page' }, calm), action, key);
    // A button keeps Space (it presses it) but not the arrows; a slider or a text field keeps the arrows.
    assert.equal(act({ ...base, target: 'button' }, calm), key === ' ' ? null : action, `${key} on a button`);
    assert.equal(act({ ...base, target: 'slider' }, calm), key === ' ' ? null : null, `${key} on a slider`);
    assert.equal(act({ ...base, target: 'text field' }, calm), null, `${key} in a text field`);
    // A large board (no steps) or an exercise holding the board: the keys do nothing.
    assert.equal(act({ ...base, target: 'page' }, { ...calm, stepwise: false }), null);
    assert.equal(act({ ...base, target: 'page' }, { ...calm, exerciseHolds: true }), null);
  }
  // A held Space plays once: its repeats are swallowed.
  assert.equal(act({ key: ' ', repeat: true, target: 'page' }, calm), 'swallow');
});

test('a blank screen shows nothing moving: only B, . and Esc (or ? for help) do anything', () => {
  fc.assert(fc.property(press, page, (p, s) => {
    const a = act(p, s);
    if (!s.blanked || !plain(p) || p.target === 'dialog button' || !s.watchShown) return;
    if (['b', 'B', '.', 'Escape'].includes(p.key)) assert.equal(a, 'blank');
    else if (p.key === '?' && p.target !== 'text field') assert.equal(a, 'help');
    else assert.equal(a, 'swallow');
  }));
});

test('letters are for typing in a text field; elsewhere ? helps, F presents, P shows the code while presenting', () => {
  fc.assert(fc.property(press, page, (p, s) => {
    if (!plain(p) || p.target === 'dialog button') return;
    const a = act(p, s);
    if (p.key === '?') assert.equal(a, p.target === 'text field' ? null : 'help');
    if (!s.watchShown && p.key !== '?') assert.equal(a, null);
    if ((p.key === 'f' || p.key === 'F') && s.watchShown && !s.blanked && !s.presenting) {
      assert.equal(a, p.target === 'text field' || s.embedded ? null : 'present');
    }
    if ((p.key === 'p' || p.key === 'P') && s.watchShown && s.presenting && !s.blanked) {
      assert.equal(a, p.target === 'text field' ? null : 'code');
    }
    if (p.key === 'Escape' && s.watchShown && s.presenting && !s.blanked) assert.equal(a, 'leave');
  }));
});

test('in a lesson, → and PgDn go to the next slide, ← and PgUp back, on either view, as the help lists them', () => {
  const listed = { ArrowRight: 'lesson-next', PageDown: 'lesson-next', ArrowLeft: 'lesson-prev', PageUp: 'lesson-prev' };
  fc.assert(fc.property(press, page, fc.boolean(), (p, s, lesson) => {
    const a = act(p, { ...s, lesson });
    if (!plain(p) || p.target === 'dialog button' || !(p.key in listed)) return;
    const free = !['slider', 'text field', 'tab'].includes(p.target);
    if (lesson && free && !s.blanked) assert.equal(a, listed[p.key]);
    else assert.notEqual(a, listed[p.key]);
  }));
  // The other keys keep their actions in a lesson: Space still plays.
  const calm = { watchShown: true, presenting: false, blanked: false, embedded: false, stepwise: true, exerciseHolds: false, lesson: true };
  assert.equal(act({ key: ' ', repeat: false, target: 'page' }, calm), 'play');
});
