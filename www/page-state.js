// The page's one state (issue 40, item 4): what the address says and what the page writes
// back into it, as one plain object, read from the address by `fromAddress` and written by
// `toAddress`, the only two places that know the address's parameters, their order and their
// messages. Pure: no DOM and no wasm; what it needs of the core (the registry's entries, its
// checks of a seed, parameters and queens) comes in `deps`, so Node's test runner checks it
// (tests/js/page-state.test.mjs).
//
// The state (every field always present):
//
// - view: 'watch' or 'compare';
// - algorithm: a registry id; n: the board size; seed: the run's seed ('' for none, or to draw
//   one); params: the algorithm's parameters changed from their defaults, as a query;
// - side: side by side, null or { vs, params }: the algorithm beside it ('' for the first
//   other) and its parameters;
// - sandbox: true for the sandbox; queens: the sandbox's queens, or the learner's board the
//   algorithm goes on from (1-based columns from row 1, 0 for empty), or null;
// - step: the move on show (null at the start); from, to, loop: the range played (moves
//   `from` to `to`, on loop); a `from` without a `to` opens at that move and is not written;
// - present, code, embed, predict: true or false;
// - exercise: null or { family, class, learner, grading } (family: the one asked for by the
//   older address predict=backtracker, else null: the run's); teacher: null or { class };
// - lesson: null, or the lesson open: { id } (a built-in lesson, or one kept in this
//   browser: lesson=), { url } (at a web address: lesson-url=) or { text } (packed in the
//   address as base64url: lesson-text=); slide: its slide, 1-based, or null. An address with a
//   lesson is written with nothing but the lesson, its slide and how the page shows
//   (present, code, embed): the slide sets the rest;
// - compare: the Compare view's form as the address gives it: { n, trials, seed } (the texts,
//   null when absent: the form shows a bad one as if typed), algorithms (the ids ticked, or
//   null), params ({ id: query } of the algorithms whose parameters the address changes);
// - lang: the page's language as the address gives it (lang=, a tag of www/languages.js, in
//   every view, written last), or '' when it gives none (www/i18n.js then follows the
//   browser's languages).
//
// `deps`: { algorithms (the registry's entries, in order), paramsProblem(id, query, n) (the
// core's error, or undefined), parseQueens(text, maxRows) (throws the core's error),
// seedProblem(text) (the core's message or undefined), depthFirstFamily() (the exercise Be
// the backtracker opens), words }.
//
// `words` ({ t(id, args), lang, errorText(error) }): the page's messages in its language
// (www/i18n.js's `t`, `language` and `errorText`, which says a core error in it; the messages
// are locales/<tag>/watch.ftl's watch-address-…, watch-size-…), so this module stays pure:
// Node's tests pass English's.

import { addressProblems } from './address.js';
import { asSentence, paramsFromAddress } from './params.js';
import { parseGrouped } from './shared.js';
import { knownLanguage, midSentence } from './languages.js';
import { knownTheme } from './theme.js';

/** A core error (thrown or returned by the bindings) in the page's language: `words.errorText`. */
const coreError = (deps, error) => (deps.words.errorText ?? ((e) => String(e?.message ?? e)))(error);

/** The board size when the address gives none (or a bad one). */
export const DEFAULT_N = 8;

/** The registry's entry of `id` among `algorithms`, or undefined. */
const entryOf = (algorithms, id) => algorithms.find((a) => a.id === id);

/** The largest n the page takes for `entry`: its large-board limit, else its animated one. */
const maxN = (entry) => entry.maxNLarge || entry.maxNAnimated;

/** The largest animated board of any algorithm: the longest `queens=` board an address may give. */
export const maxAnimated = (algorithms) => Math.max(...algorithms.map((a) => a.maxNAnimated));

/** The state of a page opened with no address: the registry's first algorithm, 8 × 8. */
export function defaultState(algorithms) {
  return {
    view: 'watch',
    algorithm: algorithms[0].id,
    n: DEFAULT_N,
    seed: '',
    params: '',
    side: null,
    sandbox: false,
    queens: null,
    step: null,
    from: null,
    to: null,
    loop: false,
    present: false,
    code: false,
    embed: false,
    predict: false,
    exercise: null,
    teacher: null,
    lesson: null,
    slide: null,
    compare: { n: null, trials: null, seed: null, algorithms: null, params: {} },
    lang: '',
  };
}

/**
 * The language the address asks for (lang=, www/languages.js's tags), or '' when it names
 * none or one the page does not speak (addressProblems says so).
 */
export const langOfAddress = (search) => knownLanguage(search.get('lang')) ?? '';

/**
 * The theme the address asks for for this visit (theme=, one of theme.js's THEME_CHOICES),
 * or '' when it names none or one the page does not have (addressProblems says so). Not part
 * of the state: the page does not write it back.
 */
export const themeOfAddress = (search) => (knownTheme(search.get('theme')) ? search.get('theme') : '');

/**
 * Parses a board size typed by a person (or given by the address) for `algorithm`: a whole
 * number from 1 to the algorithm's limit. Returns { n } or { error } (in `words`' language).
 */
export function parseBoardSize(text, algorithm, algorithms, words) {
  const { t } = words;
  const entry = entryOf(algorithms, algorithm);
  const max = maxN(entry);
  const n = parseGrouped(text);
  if (n === null) {
    return { error: t('watch-size-not-whole', { max }) };
  }
  if (n < 1 || n > max) {
    // The size as a number, written the language's way ("1.000.000.000.000" in German), or
    // as typed when a number would round it (beyond 2^53).
    const size = Number.isSafeInteger(n) ? n : String(text).trim();
    if (entry.maxNLarge) {
      return {
        error: t('watch-size-out-of-range-scaled', { n: size, name: entry.name, large: entry.maxNLarge, animated: entry.maxNAnimated }),
      };
    }
    // The algorithms of the scaled view, grouped by their limit, the largest first:
    // "; A, B and C run up to 100,000,000 in a scaled view, D up to 1,000,000".
    const limits = [...new Set(algorithms.map((a) => a.maxNLarge).filter((m) => m > 0))].sort((a, b) => b - a);
    const names = (limit) => new Intl.ListFormat(words.lang).format(algorithms.filter((a) => a.maxNLarge === limit).map((a) => a.name));
    const args = { n: size, animated: entry.maxNAnimated };
    if (!limits.length) return { error: t('watch-size-out-of-range', args) };
    const scaled = limits.map((limit, i) => t(i === 0 ? 'watch-size-scaled-first' : 'watch-size-scaled-more', { names: names(limit), limit })).join(t('watch-list-comma'));
    return { error: t('watch-size-out-of-range-some-scaled', { ...args, scaled }) };
  }
  return { n };
}

/**
 * The message for a seed typed by a person, by the core's rule (`seedProblem`: blank draws
 * one, else a whole number, u64), or null when it reads.
 */
export function seedMessage(text, seedProblem, words) {
  const error = seedProblem(String(text ?? ''));
  if (!error) return null;
  const problem = coreError({ words }, error);
  return words.t('watch-seed-field', { problem: problem.charAt(0).toLocaleUpperCase(words.lang) + problem.slice(1) });
}

/**
 * The state an address asks for, and what it says of the values it ignores: `messages` (in
 * the order the parameters are read), `seedMessage` (for the Seed field, when the algorithm
 * has one) and `paramsMessage` (for the parameters' field). `search` is a URLSearchParams.
 */
export function fromAddress(search, deps) {
  const { algorithms } = deps;
  const { t } = deps.words;
  const state = defaultState(algorithms);
  state.lang = langOfAddress(search);
  if (search.get('view') === 'compare') return fromCompareAddress(search, state, deps);
  const messages = addressProblems(search, 'watch');
  const first = algorithms[0];
  let algorithm = search.get('algorithm') ?? first.id;
  if (!entryOf(algorithms, algorithm)) {
    messages.push(t('watch-address-unknown-algorithm', { algorithm, first: midSentence(first.name, deps.words.lang) }));
    algorithm = first.id;
  }
  const entry = entryOf(algorithms, algorithm);
  let n = DEFAULT_N;
  if (search.has('n')) {
    const parsed = parseBoardSize(search.get('n'), algorithm, algorithms, deps.words);
    if (parsed.error) messages.push(t('watch-address-showing-default', { problem: parsed.error, n: DEFAULT_N }));
    else n = parsed.n;
  }
  let seed = search.get('seed') ?? '';
  let seedNote = '';
  const seedProblem = seedMessage(seed, deps.seedProblem, deps.words);
  if (seedProblem) {
    // Beside the Seed field when the algorithm has one; otherwise with the other messages.
    if (entry.randomized) seedNote = t('watch-address-seed-drawn', { problem: seedProblem });
    else messages.push(t('watch-address-seed-ignored', { problem: coreError(deps, deps.seedProblem(seed)) }));
    seed = '';
  }
  // The algorithm's parameters (name=value), checked by the core: a bad one is named and
  // the defaults are used.
  let params = paramsFromAddress(entry, search);
  const problem = params ? deps.paramsProblem(algorithm, params, n) : undefined;
  let paramsNote = '';
  if (problem) {
    // Under the parameters' own field, the name in its own case.
    paramsNote = t('watch-address-params', { problem: asSentence(coreError(deps, problem), entry) });
    params = '';
  }
  Object.assign(state, { algorithm, n, seed, params }, classroomFromAddress(search, messages, n, deps));
  return { state, messages, seedMessage: seedNote, paramsMessage: paramsNote };
}

/**
 * The classroom's parameters: step=K (open at move K), present=1, embed=1, and from, to and
 * loop=1 (play moves `from` to `to`, on loop), mode=side with vs=ID and vs.name=value (the
 * algorithm beside it and its parameters, checked on the n × n board `n`), mode=sandbox and
 * queens=, predict=1, an exercise, the teacher's view, a lesson's slide. A bad value gets a
 * message and is ignored.
 */
function classroomFromAddress(search, messages, n, deps) {
  const { algorithms } = deps;
  const { t } = deps.words;
  const move = (name) => {
    if (!search.has(name)) return null;
    const value = parseGrouped(search.get(name));
    if (value === null || value > Number.MAX_SAFE_INTEGER) {
      messages.push(t('watch-address-move', { name }));
      return null;
    }
    return value;
  };
  const flag = (name) => search.get(name) === '1';
  let queens = null;
  if (search.has('queens')) {
    try {
      queens = Array.from(deps.parseQueens(search.get('queens'), maxAnimated(algorithms)));
    } catch (error) {
      messages.push(t('watch-address-queens', { problem: coreError(deps, error) }));
    }
  }
  const step = move('step');
  const from = move('from');
  let to = move('to');
  if (to !== null && to <= (from ?? 0)) {
    messages.push(t('watch-address-to-before-from'));
    to = null;
  }
  // Side by side: mode=side, with vs= the algorithm beside (the first other by default).
  let side = null;
  if (search.get('mode') === 'side') {
    side = { vs: search.get('vs') ?? '', params: '' };
    const other = entryOf(algorithms, side.vs);
    if (!other) {
      if (search.has('vs')) messages.push(t('watch-address-unknown-beside', { algorithm: side.vs }));
      side.vs = '';
    } else {
      // Its parameters: vs.name=value, checked by the core.
      const given = new URLSearchParams([...search].filter(([name]) => name.startsWith('vs.')).map(([name, value]) => [name.slice(3), value]));
      const query = paramsFromAddress(other, given);
      const problem = query ? deps.paramsProblem(side.vs, query, n) : undefined;
      if (problem) messages.push(t('watch-address-params-beside', { problem: asSentence(coreError(deps, problem), other) }));
      else side.params = query;
    }
  }
  // An exercise: exercise=1 (predict=backtracker, the older address of Be the backtracker,
  // opens backtracking's), with class=, learner= and grading= (a bad grading word is named
  // with the address's other words: address.js).
  const backtracker = search.get('predict') === 'backtracker';
  const grading = search.get('grading') ?? 'fix';
  const exercise = flag('exercise') || backtracker
    ? {
      family: backtracker ? deps.depthFirstFamily() : null,
      class: search.get('class') ?? '',
      learner: search.get('learner') ?? '',
      grading: ['fix', 'undo', 'end'].includes(grading) ? grading : 'fix',
    }
    : null;
  // A lesson's slide, 1-based (read by the lesson player).
  let slide = null;
  if (search.has('slide')) {
    slide = parseGrouped(search.get('slide'));
    if (slide === null || slide < 1 || slide > Number.MAX_SAFE_INTEGER) {
      messages.push(t('watch-address-slide'));
      slide = null;
    }
  }
  return {
    step,
    from,
    to,
    loop: flag('loop'),
    present: flag('present'),
    code: flag('code'),
    embed: flag('embed'),
    sandbox: search.get('mode') === 'sandbox',
    queens,
    side,
    predict: flag('predict'),
    exercise,
    teacher: flag('teacher') ? { class: search.get('class') ?? '' } : null,
    lesson: search.has('lesson') ? { id: search.get('lesson') } : search.has('lesson-url') ? { url: search.get('lesson-url') } : search.has('lesson-text') ? { text: search.get('lesson-text') } : null,
    slide,
  };
}

/**
 * The Compare view's address (`?view=compare&n=…&algorithms=…&trials=…&seed=…` and each
 * ticked algorithm's parameters as id.name=value): the form's texts as given (compare.js
 * shows a bad one in its field, as if typed), the ids ticked, and the parameters the core
 * takes; unknown algorithms, bad words, repeated parameters and refused parameters named.
 */
function fromCompareAddress(search, state, deps) {
  state.view = 'compare';
  const messages = addressProblems(search, 'compare');
  const { t } = deps.words;
  const compare = state.compare;
  for (const name of ['n', 'trials', 'seed']) compare[name] = search.get(name);
  if (search.has('algorithms')) {
    compare.algorithms = search.get('algorithms').split(',').filter(Boolean);
    const compared = deps.algorithms.filter((a) => a.compared).map((a) => a.id);
    const unknown = compare.algorithms.filter((id) => !compared.includes(id));
    if (unknown.length) {
      messages.push(t('watch-address-not-compared', { unknown: unknown.map((id) => `“${id}”`).join(', '), compared: compared.join(', ') }));
    }
  }
  // Parameters as id.name=value: a bad one is named, and that algorithm keeps its defaults.
  for (const a of deps.algorithms.filter((entry) => entry.compared && entry.parameters.length)) {
    const given = new URLSearchParams();
    for (const parameter of a.parameters) {
      const key = `${a.id}.${parameter.name}`;
      if (search.has(key)) given.set(parameter.name, search.get(key));
    }
    const query = given.toString();
    const problem = query ? deps.paramsProblem(a.id, query) : undefined;
    if (problem) messages.push(t('watch-address-compare-params', { name: a.name, problem: coreError(deps, problem) }));
    else if (query) compare.params[a.id] = query;
  }
  return { state, messages, seedMessage: '', paramsMessage: '' };
}

/**
 * A board as the address writes it, `queens=c1,c2,…` (1-based columns from row 1, 0 for
 * empty; trailing empty rows left out).
 */
const queensText = (queens) => queens.join(',').replace(/(,0)+$/, '').replace(/^0$/, '');

/**
 * The address of `state` (a URLSearchParams), its parameters in the order the page has always
 * written them. `randomized(id)` (needed for the Watch view) says whether an algorithm is
 * seeded: side by side, the seed both boards share comes after the first algorithm's n when
 * that one is seeded, else after the algorithm beside it.
 */
export function toAddress(state, options = {}) {
  const params = addressOf(state, options);
  if (state.lang) params.set('lang', state.lang);
  return params;
}

/** `search` (an address's parameters) with lang= set to `lang`, last (the language menu's). */
export function withLang(search, lang) {
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.set('lang', lang);
  return params;
}

/** The address of `state` but its language (toAddress). */
function addressOf(state, { randomized } = {}) {
  if (state.lesson) return lessonAddress(state);
  if (state.view === 'compare') return compareAddress(state.compare);
  const params = new URLSearchParams({ algorithm: state.algorithm, n: String(state.n) });
  const seedFirst = !state.side || randomized(state.algorithm);
  if (state.seed && !state.sandbox && seedFirst) params.set('seed', state.seed);
  if (state.side) {
    params.set('mode', 'side');
    params.set('vs', state.side.vs);
    for (const [name, value] of new URLSearchParams(state.side.params)) params.set(`vs.${name}`, value);
    if (!params.has('seed') && state.seed) params.set('seed', state.seed);
  } else if (state.sandbox) {
    params.set('mode', 'sandbox');
    params.set('queens', queensText(state.queens ?? []));
  } else if (state.queens && queensText(state.queens)) {
    params.set('queens', queensText(state.queens));
  }
  for (const [name, value] of new URLSearchParams(state.params)) params.set(name, value);
  if (state.step !== null) params.set('step', String(state.step));
  // A range played (embed mode's loop): kept, so a reload plays it again.
  if (state.to !== null) {
    if (state.from) params.set('from', String(state.from));
    params.set('to', String(state.to));
    if (state.loop) params.set('loop', '1');
  }
  if (state.present) params.set('present', '1');
  if (state.present && state.code) params.set('code', '1');
  if (state.embed) params.set('embed', '1');
  if (state.predict) params.set('predict', '1');
  if (state.exercise) {
    params.set('exercise', '1');
    params.set('class', state.exercise.class);
    if (state.exercise.learner) params.set('learner', state.exercise.learner);
    if (state.exercise.grading !== 'fix') params.set('grading', state.exercise.grading);
  }
  if (state.teacher) {
    params.set('teacher', '1');
    params.set('class', state.teacher.class);
  }
  return params;
}

/** A lesson's address: the lesson, its slide, and how the page shows. */
function lessonAddress(state) {
  const { id, url, text } = state.lesson;
  const params = new URLSearchParams();
  if (url !== undefined) params.set('lesson-url', url);
  else if (text !== undefined) params.set('lesson-text', text);
  else params.set('lesson', id);
  if (state.slide !== null) params.set('slide', String(state.slide));
  if (state.present) params.set('present', '1');
  if (state.present && state.code) params.set('code', '1');
  if (state.embed) params.set('embed', '1');
  return params;
}

/** The Compare view's address, from its form (`state.compare`). */
function compareAddress(compare) {
  const params = new URLSearchParams({
    view: 'compare',
    n: compare.n ?? '',
    algorithms: (compare.algorithms ?? []).join(','),
    trials: compare.trials ?? '',
  });
  if (compare.seed) params.set('seed', compare.seed);
  // Each ticked algorithm's parameters as id.name=value (those changed from their defaults).
  for (const id of compare.algorithms ?? []) {
    for (const [name, value] of new URLSearchParams(compare.params[id] ?? '')) params.set(`${id}.${name}`, value);
  }
  return params;
}
