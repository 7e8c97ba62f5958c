// The page's language (issue 42): its messages from the Project Fluent catalogs in
// locales/<tag>/page.ftl through @fluent/bundle, and the language menu.
//
// The language: the address's lang= (page-state.js reads it), else the first of the
// browser's preferred languages the page speaks (@fluent/langneg, as the CLI's
// fluent-langneg), else English. Loaded once, before app.js runs (this module's top-level
// await): then every element with a `data-l10n-id` gets its message (its text and the
// attributes the message gives, of ATTRIBUTES), <html> its lang and dir, shared.js's
// `format` the language's numbers, and `t(id, args)` gives a message to the modules that
// write text later (the Play button's Play or Pause). Choosing another language writes
// lang= into the address and reloads the page.
//
// Why not @fluent/dom's DOMLocalization: it translates asynchronously, after the modules
// that write text have run (they would write English first), and lets a message replace an
// element's children; here the elements' text is set at once and an element with
// data-l10n-id holds text only (its icons and keys stay outside it, in index.html).
//
// The catalogs are fetched from locales/ beside index.html when served, and come embedded
// in the single file (www/assets.js's `catalogText`, xtask/src/dist.rs).
//
// `english(id, args)` and `sayEnglish(message)` give English's words whatever the language on
// show: what the page exports (an attempt's or predict mode's answers downloaded, a lesson's
// record, the state a course page or an LMS keeps) says them in English, as before the
// catalogs, so the same answers give the same JSON in every language (issue 42).

import { FluentBundle, FluentNumber, FluentResource } from './node_modules/@fluent/bundle/esm/index.js';
import { negotiateLanguages } from './node_modules/@fluent/langneg/esm/index.js';
import { LANGUAGES, PAGE_FILES, PSEUDO, directionOf, numberFunction, pseudo } from './languages.js';
import { catalogText } from './assets.js';
import { langOfAddress } from './page-state.js';
import { setNumberLocale } from './shared.js';

/** The attributes a message may set on its element. */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'aria-description']);

/**
 * The language for `asked` (the address's lang=, or '') and `preferred` (the browser's
 * languages, best first): the address's, else the first the page speaks, else English.
 */
export function chooseLanguage(asked, preferred) {
  if (asked) return asked;
  const [found] = negotiateLanguages(preferred, LANGUAGES.map((l) => l.tag), { strategy: 'lookup', defaultLocale: 'en' });
  return found ?? 'en';
}

/** The catalogs' NUMBER() (languages.js's numberFunction). */
const NUMBER = numberFunction(FluentNumber);

/** A bundle of `tag`'s catalog `texts` (the pseudo-locale's: English's, transformed). */
export function bundleOf(tag, texts) {
  const bundle = new FluentBundle(tag, {
    // Isolation marks around variables only where the text runs right to left.
    useIsolating: directionOf(tag) === 'rtl',
    transform: tag === PSEUDO ? pseudo : (text) => text,
    functions: { NUMBER },
  });
  for (const text of texts) {
    const errors = bundle.addResource(new FluentResource(text));
    if (errors.length) throw errors[0];
  }
  return bundle;
}

async function load(tag) {
  const folder = tag === PSEUDO ? 'en' : tag;
  return bundleOf(tag, await Promise.all(PAGE_FILES.map((file) => catalogText(`${folder}/${file}`))));
}

/** The lang= of the address ('' when it gives none): kept in the addresses the page writes. */
export const addressLang = langOfAddress(new URLSearchParams(location.search));

let chosen = chooseLanguage(addressLang, navigator.languages ?? [navigator.language]);
// English's catalog is wanted in every language, for the words of what the page exports
// (downloads, a host's or an LMS's saved state), the same in every language as before the
// catalogs (issue 42): it loads beside the chosen language's, not after it.
const englishLoading = load('en');
// Handled here so that its failure is reported once, where it is awaited, not also as a
// rejection no one handled while the chosen language's catalog was still loading.
englishLoading.catch(() => {});
let bundle;
try {
  bundle = chosen === 'en' ? await englishLoading : await load(chosen);
} catch {
  // A catalog that cannot be had (a broken copy of the site): the page in English.
  chosen = 'en';
  bundle = await englishLoading;
}
const englishBundle = await englishLoading;

/** The language on show (a LANGUAGES tag or PSEUDO). */
export const language = chosen;

/**
 * The message `id` of `from` (a bundle) formatted with `args`; `attribute` names one of its
 * attributes instead of its value. Throws on an unknown id: a programming error, which
 * tests/i18n.rs and the e2e tests catch.
 */
function formatIn(from, id, args, attribute = null) {
  const message = from.getMessage(id);
  const pattern = attribute ? message?.attributes[attribute] : message?.value;
  if (!pattern) throw new Error(`No message ${id}${attribute ? `.${attribute}` : ''} in locales/${from.locales[0]}`);
  return from.formatPattern(pattern, args);
}

/**
 * The core's message (src/message.rs, as the bindings hand it over: { id, args } with each
 * argument a number, a text, or a message formatted first in the same language, as an
 * algorithm's name { id, english }) formatted by `from` (a bundle).
 */
function sayIn(from, message) {
  // An algorithm's words the catalogs do not know yet (src/message.rs's Arg::Words: a new
  // algorithm before its words are written): its English.
  if (message.english !== undefined && !from.hasMessage(message.id)) return message.english;
  const args = {};
  for (const [name, value] of Object.entries(message.args ?? {})) {
    args[name] = value !== null && typeof value === 'object' ? sayIn(from, value) : value;
  }
  return formatIn(from, message.id, args);
}

/**
 * The message `id` formatted with `args` (numbers as numbers: written the language's way);
 * `attribute` names one of its attributes instead of its value. Throws on an unknown id.
 */
export function t(id, args = {}, attribute = null) {
  return formatIn(bundle, id, args, attribute);
}

/** The core's message (`{ id, args }`, src/message.rs) in the language on show. */
export function say(message) {
  return sayIn(bundle, message);
}

/**
 * The message `id` with `args` in English whatever the language on show (not the
 * pseudo-locale's): the words of an export, which stay language-independent.
 */
export function english(id, args = {}) {
  return formatIn(englishBundle, id, args);
}

/** The core's message (as `say` takes it) in English: see `english`. */
export function sayEnglish(message) {
  return sayIn(englishBundle, message);
}

/**
 * An error the core gave (what the bindings throw, or return as a problem; a worker's
 * `{message, l10n}`), in the language on show: its `l10n` message (src/message.rs) through
 * `say` when it has one, else its `message` (English, as the core has no message for it
 * yet), else the value as text.
 */
export function errorText(error) {
  if (error !== null && typeof error === 'object' && error.l10n) return say(error.l10n);
  return String(error?.message ?? error);
}

/** Gives `element` (with a data-l10n-id, and data-l10n-args as JSON) its message. */
export function localizeElement(element) {
  const id = element.dataset.l10nId;
  const message = bundle.getMessage(id);
  if (!message) throw new Error(`No message ${id} in locales/${language}`);
  const args = element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {};
  if (message.value) {
    if (element.children.length) throw new Error(`${id}: an element with data-l10n-id holds text only`);
    element.textContent = bundle.formatPattern(message.value, args);
  }
  for (const [name, pattern] of Object.entries(message.attributes)) {
    if (ATTRIBUTES.has(name)) element.setAttribute(name, bundle.formatPattern(pattern, args));
  }
}

/** Localizes every element with a data-l10n-id under `root`. */
export function localize(root = document) {
  for (const element of root.querySelectorAll('[data-l10n-id]')) localizeElement(element);
}

/**
 * The language menu (#lang, this module's element): each language in its own name (and its
 * lang and dir), the one on show selected; `onChoose(tag)` when another is chosen.
 */
export function setupLanguageMenu(onChoose) {
  const select = document.getElementById('lang');
  const options = LANGUAGES.map(({ tag, name, dir }) => Object.assign(new Option(name, tag), { lang: tag, dir }));
  if (language === PSEUDO) options.push(Object.assign(new Option(`${PSEUDO} (pseudo)`, PSEUDO), { lang: 'en' }));
  select.replaceChildren(...options);
  select.value = language;
  select.addEventListener('change', () => onChoose(select.value));
}

document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);
setNumberLocale(language);
localize();
