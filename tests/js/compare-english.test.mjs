// The Compare area's words that moved into the catalogs in English are, byte for byte, what
// the code wrote before (recorded from its English literals): board-export.js's line of
// numbers under an exported picture (its move), and the Record dialog (index.html). Run by
// `cargo xtask test` (node --test tests/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { t } from './english.mjs';

test('the exported picture’s move, in English as board-export.js wrote it', () => {
  // Before: `move ${format(position)}${span > position ? ` of ${format(span)}` : ''}`.
  assert.equal(t('compare-export-move', { move: 12 }), 'move 12');
  assert.equal(t('compare-export-move', { move: 0 }), 'move 0');
  assert.equal(t('compare-export-move-of', { move: 12, moves: 30 }), 'move 12 of 30');
  assert.equal(t('compare-export-move-of', { move: 1234, moves: 30000 }), 'move 1,234 of 30,000');
});

test('the Record dialog’s words in English are what index.html held', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const ids = [...html.matchAll(/data-l10n-id="(compare-record-[a-z]+)"[^>]*>([^<]*)</g)];
  assert.ok(ids.length >= 9, `${ids.length}`);
  // (The progress bar's message is its aria-label only.)
  for (const [, id, text] of ids.filter(([, , text]) => text.trim())) assert.equal(t(id), text.trim(), id);
});
