// The Watch view's panels (www/panels.js): which a kind of board shows, decided in one place,
// against the definitions here: the animated board shows its timeline and pseudocode always,
// and each picture exactly when its description draws it; the large board only its view;
// the sandbox only its frame and tools; side by side none of them. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { PANELS, panelsFor } from '../../www/panels.js';

const shown = (panels) => Object.keys(panels).filter((id) => panels[id]).sort();

test('the animated board shows a picture exactly when its description draws it', () => {
  fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (searchTree, diagonalFlags, population, exhaustive, odds) => {
    const panels = panelsFor('board', { draws: { searchTree, diagonalFlags, population }, exhaustive, odds });
    assert.deepEqual(Object.keys(panels).sort(), [...PANELS].sort(), 'every panel decided');
    const expected = ['board-frame', 'timeline', 'pseudocode-box'];
    if (searchTree) expected.push('tree-figure');
    if (diagonalFlags) expected.push('flags-figure');
    if (population) expected.push('population-figure');
    if (exhaustive) expected.push('solutions-box');
    if (odds) expected.push('odds');
    assert.deepEqual(shown(panels), expected.sort());
  }));
});

test('the other boards show their own panel alone, whatever the algorithm draws', () => {
  const draws = { searchTree: true, diagonalFlags: true, population: true };
  assert.deepEqual(shown(panelsFor('big', { draws, exhaustive: true, odds: true })), ['big-view']);
  assert.deepEqual(shown(panelsFor('sandbox', { draws, exhaustive: true, odds: true })), ['board-frame', 'sandbox-tools']);
  assert.deepEqual(shown(panelsFor('pair', { draws, exhaustive: true, odds: true })), []);
  // Each hides the search tree, the timeline and the pseudocode of the board before it.
  for (const kind of ['big', 'sandbox', 'pair']) {
    for (const id of ['tree-figure', 'timeline', 'pseudocode-box', 'odds', 'solutions-box']) assert.equal(panelsFor(kind)[id], false, `${kind} ${id}`);
  }
  assert.throws(() => panelsFor('wall'), /unknown kind of board/);
});
