// The page's address parameters that take a word from a short list, and parameters given more
// than once: each problem gets a message naming the parameter and what it takes (the
// robustness issue). The numbers (n, seed, trials, step, from, to) and lists (algorithms,
// queens) are checked where they are read: app.js and compare.js.

import { THEME_CHOICES } from './theme.js';
import { LANGUAGES, PSEUDO } from './languages.js';

/** The words each parameter takes, by the view that reads it. */
const WORDS = {
  view: ['watch', 'compare'],
  theme: THEME_CHOICES.map(([id]) => id),
  present: ['1', '0'],
  code: ['1', '0'],
  embed: ['1', '0'],
  loop: ['1', '0'],
  predict: ['1', '0', 'backtracker'],
  exercise: ['1', '0'],
  grading: ['fix', 'undo', 'end'],
  teacher: ['1', '0'],
  mode: ['sandbox', 'side', 'watch'],
  lang: [...LANGUAGES.map((l) => l.tag), PSEUDO],
};

/** The parameters each view reads; a parameter of the other view is left alone. */
const READ = {
  watch: ['algorithm', 'n', 'seed', 'view', 'theme', 'step', 'from', 'to', 'loop', 'present', 'code', 'embed', 'mode', 'queens', 'predict', 'vs', 'exercise', 'class', 'learner', 'grading', 'teacher', 'lang'],
  compare: ['n', 'seed', 'view', 'trials', 'algorithms', 'theme', 'lang'],
};

const quote = (list) => new Intl.ListFormat('en', { type: 'disjunction' }).format(list.map((w) => `“${w}”`));

/**
 * The messages for an address's word parameters and repeated parameters, in the order the
 * parameters come: `[]` when there is nothing to say. `view` is "watch" or "compare".
 */
export function addressProblems(params, view) {
  const messages = [];
  for (const name of READ[view]) {
    const values = params.getAll(name);
    if (values.length > 1) messages.push(`The address gives ${name} ${values.length} times; the first is used.`);
    if (values.length === 0 || !WORDS[name] || WORDS[name].includes(values[0])) continue;
    messages.push(`The ${name} in the address takes ${quote(WORDS[name])}; it was ignored.`);
  }
  return messages;
}
