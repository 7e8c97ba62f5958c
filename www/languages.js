// The page's languages (issue 42) and the pseudo-locale, without the catalogs: pure, so
// page-state.js (lang= in the address), address.js and Node's tests read them
// (tests/js/i18n.test.mjs). Each language's messages are in locales/<tag>/page.ftl, read by
// www/i18n.js; tests/i18n.rs checks every file of locales/ holds English's messages, and that
// the tags below are its folders.

/**
 * The languages a person can choose, in the menu's order: tag (BCP 47, also the folder in
 * locales/), name (in that language: the menu lists each language as its speakers write
 * it), dir (the direction its text runs).
 */
export const LANGUAGES = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
];

/**
 * The pseudo-locale for tests (lang=en-XA): English with every letter accented and its
 * vowels a, e, o and u doubled (`pseudo`), so text that skips the catalog stands out and
 * longer text shows where it would overflow. Chosen only by the address, never from the
 * browser's languages; the CLI's `--lang en-XA` is the same (fluent-pseudo).
 */
export const PSEUDO = 'en-XA';

/** The catalog files of the page in each language's folder (src/l10n.rs's FILES: those the CLI and the tests read). */
export const PAGE_FILES = ['page.ftl', 'predict.ftl', 'compare.ftl', 'teacher.ftl', 'algorithms.ftl', 'watch.ftl', 'dialogs.ftl', 'captions.ftl', 'exercise.ftl', 'errors.ftl', 'lessons.ftl', 'splice.ftl', 'lesson-format.ftl'];

/**
 * `value` if it is a tag the page speaks (one of LANGUAGES' or PSEUDO, written as there, as
 * the address's other words are), else null.
 */
export function knownLanguage(value) {
  return value === PSEUDO || LANGUAGES.some((l) => l.tag === value) ? value : null;
}

/**
 * `text` (a name or a label that begins a sentence on its own: "Backtracking", "Attempts")
 * as it reads in the middle of a sentence of `lang`: English and Spanish write such a word in
 * lower case ("Continue with backtracking"), German keeps its nouns capitalized
 * ("Versuche"), Chinese and Arabic have no case. Only a first capital followed by a small
 * letter is lowered, so "QS1" and "AC-3" stay as they are.
 */
export function midSentence(text, lang) {
  const lowers = ['en', 'es', PSEUDO].includes(lang);
  return lowers && /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** 'rtl' for a language written right to left (Arabic), else 'ltr'. */
export const directionOf = (tag) => LANGUAGES.find((l) => l.tag === tag)?.dir ?? 'ltr';

// fluent-pseudo's accented map (the Rust crate the CLI uses, transform(s, false, true)):
// a–z and A–Z to look-alikes, with a, e, o and u doubled (about a third longer).
const SMALL = 'aƀƈḓeƒɠħiĵķŀḿƞoƥɋřşŧuṽẇẋẏẑ';
const CAPS = 'AƁƇḒEƑƓĦIĴĶĿḾȠOƤɊŘŞŦUṼẆẊẎẐ';

/**
 * `text` pseudo-localized: each ASCII letter accented as fluent-pseudo's `transform(text,
 * false, true)` does, vowels a, e, o and u doubled ("Hello World" → "Ħeeŀŀoo Ẇoořŀḓ"), then
 * padded with `·` to 40 % longer than the English, in characters rounded up ("Ħeeŀŀoo
 * Ẇoořŀḓ··"), as issue 42 asks, so a control too narrow for a longer language overflows in
 * the tests. Text without a letter (a space, a dash between variables) is kept. The same as
 * the CLI's (src/l10n.rs's `pseudo`), character for character.
 */
export function pseudo(text) {
  if (!/[a-zA-Z]/.test(text)) return text;
  const accented = text.replace(/[a-zA-Z]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code >= 97) {
      const letter = [...SMALL][code - 97];
      return 'aeou'.includes(c) ? letter + letter : letter;
    }
    return [...CAPS][code - 65];
  });
  const want = Math.ceil(([...text].length * 14) / 10);
  return accented + '·'.repeat(Math.max(0, want - [...accented].length));
}

/**
 * The catalogs' NUMBER() for a bundle of @fluent/bundle, whose `FluentNumber` class it takes
 * (www/i18n.js's copy, or the Node tests' own): Fluent's NUMBER(), except that
 * `useGrouping: "false"` turns the grouping off as it does in the CLI's fluent-bundle
 * (Intl.NumberFormat reads the string "false" as "auto": grouping on), and that a text is
 * passed on as it is (a number too big to be exact, said as typed: page-state.js's
 * parseBoardSize).
 */
export function numberFunction(FluentNumber) {
  return function NUMBER([value], options) {
    if (!(value instanceof FluentNumber)) return value;
    const { useGrouping, ...rest } = options;
    const grouping = useGrouping === undefined ? {} : { useGrouping: String(useGrouping.valueOf()) !== 'false' };
    const opts = { ...value.opts };
    for (const [name, option] of Object.entries(rest)) opts[name] = option.valueOf();
    return new FluentNumber(value.valueOf(), { ...opts, ...grouping });
  };
}
