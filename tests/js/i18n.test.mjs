// www/languages.js under Node's test runner: the pseudo-locale's transform is fluent-pseudo's
// (the Rust crate the CLI uses: its own test vector, and the CLI's en-XA output of the same
// English, tests/cli_lang.rs), and it lengthens the page's English catalog as a translation
// would (a quarter); the tags the address takes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource } from '../../www/node_modules/@fluent/bundle/esm/index.js';
import { LANGUAGES, PSEUDO, directionOf, knownLanguage, pseudo } from '../../www/languages.js';

test('the pseudo-locale is fluent-pseudo’s accented transform', () => {
  // fluent-pseudo 0.3.3's own test: transform("Hello World", false, true).
  assert.equal(pseudo('Hello World'), 'Ħeeŀŀoo Ẇoořŀḓ');
  // The CLI's `--lang en-XA count --n 12` first line (fluent-pseudo through fluent-bundle).
  assert.equal(pseudo('Q(12) = 14,200 solutions on a 12×12 board (OEIS A000170)'), 'Ɋ(12) = 14,200 şooŀuuŧiooƞş ooƞ aa 12×12 ƀooaařḓ (OEIŞ A000170)');
  // Every consonant accented (the e2e test's criterion), vowels kept.
  assert.doesNotMatch(pseudo('The quick brown fox jumps over the lazy dog THE QUICK BROWN FOX'), /[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]/);
  assert.equal(pseudo('12 × 3 = 36; «…»'), '12 × 3 = 36; «…»');
});

test('the pseudo-locale makes the page’s English about a quarter longer, as German is', () => {
  // fluent-pseudo doubles a, e, o and u: 26 % on this catalog (German's translation is 28 %
  // longer, Spanish's 30 %); the 40 % would need more than the library does.
  const bundle = new FluentBundle('en', { useIsolating: false });
  bundle.addResource(new FluentResource(readFileSync(new URL('../../locales/en/page.ftl', import.meta.url), 'utf8')));
  let english = 0;
  let accented = 0;
  for (const id of bundle._messages.keys()) {
    const message = bundle.getMessage(id);
    for (const pattern of [message.value, ...Object.values(message.attributes)].filter(Boolean)) {
      const text = bundle.formatPattern(pattern, { speed: 4, animated: 32, large: 100000000 });
      english += text.length;
      accented += pseudo(text).length;
    }
  }
  const longer = accented / english - 1;
  assert.ok(longer > 0.2 && longer < 0.35, `${(longer * 100).toFixed(1)} % longer`);
});

test('the address takes the languages’ tags as written, and the pseudo-locale', () => {
  assert.deepEqual(LANGUAGES.map((l) => l.tag), ['en', 'es', 'de', 'zh-CN', 'ar']);
  for (const { tag } of LANGUAGES) assert.equal(knownLanguage(tag), tag);
  assert.equal(knownLanguage(PSEUDO), 'en-XA');
  for (const bad of ['fr', 'DE', 'zh', 'en-xa', '', null, undefined]) assert.equal(knownLanguage(bad), null, String(bad));
  assert.deepEqual(LANGUAGES.map((l) => directionOf(l.tag)), ['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
});
