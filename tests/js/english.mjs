// The page's English messages for Node's tests of pure modules that take them (page-state.js's
// `words`: { t(id, args), lang }): the catalogs of www/languages.js's PAGE_FILES in
// locales/en, read with @fluent/bundle as www/i18n.js reads them, its NUMBER() too (no
// isolation marks: English runs left to right).

import { readFileSync } from 'node:fs';
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';
import { PAGE_FILES, numberFunction } from '../../www/languages.js';

const bundle = new FluentBundle('en', { useIsolating: false, functions: { NUMBER: numberFunction(FluentNumber) } });
for (const file of PAGE_FILES) {
  const errors = bundle.addResource(new FluentResource(readFileSync(new URL(`../../locales/en/${file}`, import.meta.url), 'utf8')));
  if (errors.length) throw errors[0];
}

/** The message `id` in English, formatted with `args`; throws on an unknown id. */
export function t(id, args = {}) {
  const message = bundle.getMessage(id);
  if (!message?.value) throw new Error(`No message ${id} in locales/en`);
  return bundle.formatPattern(message.value, args);
}

/** What page-state.js takes as `words`. */
export const words = { t, lang: 'en' };

/**
 * A message as the core and splice.js give it (`{id, args}`, an argument a number, a text
 * or a message said first) in English, as www/i18n.js's `say`.
 */
export function say(message) {
  const args = {};
  for (const [name, value] of Object.entries(message.args ?? {})) {
    args[name] = value !== null && typeof value === 'object' ? say(value) : value;
  }
  return t(message.id, args);
}
