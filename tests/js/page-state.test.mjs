// www/page-state.js under Node's test runner, with the core's own checks (the wasm module):
// any state the page holds reads back from the address written for it; the addresses the page
// wrote before the state (recorded from the page at fe7f19b) are written the same; and the
// reading of any address, with its messages word for word, is the page's before (a frozen copy
// of it, fixtures/address-before.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { algorithmsJson, exerciseFamily, initSync, paramsProblem, parseQueens, seedProblem } from '../../pkg/nqueens.js';
import { DEFAULT_N, defaultState, fromAddress, langOfAddress, maxAnimated, themeOfAddress, toAddress } from '../../www/page-state.js';
import { chosenTheme } from '../../www/theme.js';
import { LANGUAGES, PSEUDO } from '../../www/languages.js';
import { defaultText } from '../../www/params.js';
import { parseGrouped } from '../../www/shared.js';
import { readBefore, readCompareBefore } from './fixtures/address-before.mjs';
import { words } from './english.mjs';
import { addresses } from '../e2e/addresses.mjs';

initSync({ module: readFileSync(new URL('../../pkg/nqueens_bg.wasm', import.meta.url)) });
const algorithms = JSON.parse(algorithmsJson()).algorithms;
const deps = {
  algorithms,
  paramsProblem,
  parseQueens,
  seedProblem,
  depthFirstFamily: () => exerciseFamily(algorithms[0].id, '') ?? null,
  words,
};
const randomized = (id) => algorithms.find((a) => a.id === id).randomized;
const ids = algorithms.map((a) => a.id);
const entry = (id) => algorithms.find((a) => a.id === id);
const write = (state) => `?${toAddress(state, { randomized })}`;
const read = (address) => fromAddress(new URLSearchParams(address), deps);

/** A value of `parameter` an address may give on an n × n board (checked by the core after). */
function parameterValue(parameter, n) {
  const kind = parameter.kind;
  const bound = (b) => (b === 'n' ? n : b);
  if (kind.type === 'flag') return fc.constantFrom('on', 'off');
  if (kind.type === 'choice') return fc.constantFrom(...kind.choices.map((c) => c.value));
  if (kind.type === 'whole') return fc.integer({ min: bound(kind.min), max: Math.max(bound(kind.min), Math.min(bound(kind.max), 1e6)) }).map(String);
  return fc.double({ min: bound(kind.min), max: bound(kind.max), noNaN: true, noDefaultInfinity: true }).map(String);
}

/** The parameters of `id` the core takes on an n × n board, some changed (a query, in order). */
const paramsOf = (id, n, { withN = true } = {}) =>
  fc.tuple(...entry(id).parameters.map((p) => fc.option(parameterValue(p, n), { nil: null, freq: 2 })))
    .map((values) => new URLSearchParams(entry(id).parameters.flatMap((p, i) => (values[i] === null ? [] : [[p.name, values[i]]]))).toString())
    .map((query) => (query && paramsProblem(id, query, withN ? n : undefined) ? '' : query));

/** A board as a list of columns with no empty row at its end (as the address writes it). */
const queensOf = (n, { empty }) => fc.array(fc.integer({ min: 0, max: n }), { maxLength: n })
  .map((q) => { while (q.length && q.at(-1) === 0) q.pop(); return q; })
  .filter((q) => empty || q.length > 0);

/**
 * A state the Watch view holds (what followShown in www/app.js makes of a board on show): a
 * sandbox has no seed, no parameters and no move; a range's `from` is 1 or more and comes with
 * a `to`, as does `loop`; the pseudocode is shown only presenting; the exercise's and the
 * teacher's class are one parameter.
 */
const watchState = fc.constantFrom(...ids).chain((algorithm) => {
  const max = entry(algorithm).maxNLarge || entry(algorithm).maxNAnimated;
  return fc.integer({ min: 1, max: Math.min(max, 40) }).chain((n) => fc.record({
    algorithm: fc.constant(algorithm),
    n: fc.constant(n),
    seed: fc.option(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String), { nil: '' }),
    params: paramsOf(algorithm, n),
    kind: fc.constantFrom('run', 'side', 'sandbox', 'queens'),
    side: fc.constantFrom(...ids).chain((vs) => paramsOf(vs, n).map((params) => ({ vs, params }))),
    queens: queensOf(n, { empty: false }),
    sandboxQueens: queensOf(n, { empty: true }),
    step: fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: null }),
    range: fc.option(fc.integer({ min: 1, max: 2 ** 40 }).chain((to) => fc.record({
      from: to > 1 ? fc.option(fc.integer({ min: 1, max: to - 1 }), { nil: null }) : fc.constant(null),
      to: fc.constant(to),
      loop: fc.boolean(),
    })), { nil: null }),
    present: fc.boolean(),
    code: fc.boolean(),
    embed: fc.boolean(),
    predict: fc.boolean(),
    className: fc.string({ maxLength: 12 }),
    exercise: fc.option(fc.record({ learner: fc.string({ maxLength: 12 }), grading: fc.constantFrom('fix', 'undo', 'end') }), { nil: null }),
    teacher: fc.boolean(),
  })).map((s) => ({
    ...defaultState(algorithms),
    algorithm: s.algorithm,
    n: s.n,
    seed: s.kind === 'sandbox' ? '' : s.seed,
    params: s.kind === 'sandbox' ? '' : s.params,
    side: s.kind === 'side' ? s.side : null,
    sandbox: s.kind === 'sandbox',
    queens: s.kind === 'sandbox' ? s.sandboxQueens : s.kind === 'queens' ? s.queens : null,
    step: s.kind === 'sandbox' ? null : s.step,
    from: s.range?.from ?? null,
    to: s.range?.to ?? null,
    loop: s.range?.loop ?? false,
    present: s.present,
    code: s.present && s.code,
    embed: s.embed,
    predict: s.predict,
    exercise: s.exercise && { family: null, class: s.className, ...s.exercise },
    teacher: s.teacher ? { class: s.className } : null,
  }));
});

/**
 * A state with a lesson open: the lesson (by id, at a web address, or packed), its slide,
 * and how the page shows; the rest is the slide's, so it is the defaults'.
 */
const lessonState = fc.record({
  lesson: fc.oneof(
    fc.string({ minLength: 1, maxLength: 20 }).map((id) => ({ id })),
    fc.webUrl().map((url) => ({ url })),
    fc.base64String({ maxLength: 40 }).map((b) => ({ text: b.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') })),
  ),
  slide: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
  present: fc.boolean(),
  code: fc.boolean(),
  embed: fc.boolean(),
}).map((l) => ({ ...defaultState(algorithms), ...l, code: l.present && l.code }));

const comparedIds = algorithms.filter((a) => a.compared).map((a) => a.id);

/** A state of the Compare view: its form as compare.js writes it (texts trimmed, the ids in the boxes' order). */
const compareState = fc.record({
  n: fc.string({ maxLength: 8 }).map((t) => t.trim()),
  trials: fc.string({ maxLength: 8 }).map((t) => t.trim()),
  seed: fc.option(fc.string({ minLength: 1, maxLength: 8 }).map((t) => t.trim()).filter(Boolean), { nil: null }),
  algorithms: fc.subarray(comparedIds),
  queries: fc.tuple(...comparedIds.map((id) => paramsOf(id, 8, { withN: false }))),
}).map(({ queries, ...form }) => {
  const params = {};
  comparedIds.forEach((id, i) => {
    if (form.algorithms.includes(id) && queries[i]) params[id] = queries[i];
  });
  return { ...defaultState(algorithms), view: 'compare', compare: { ...form, params } };
});

/** Any state with a language given by the address, or none (''). */
const tags = [...LANGUAGES.map((l) => l.tag), PSEUDO];
const withLang = (states) => fc.tuple(states, fc.constantFrom('', ...tags)).map(([state, lang]) => ({ ...state, lang }));

test('round trip: any state the Watch view holds reads back from the address written for it, with nothing to say', () => {
  fc.assert(fc.property(withLang(watchState), (state) => {
    const back = read(write(state));
    assert.deepEqual(back.state, state, write(state));
    assert.deepEqual([back.messages, back.seedMessage, back.paramsMessage], [[], '', '']);
  }), { numRuns: 3000 });
});

test('round trip: any form of the Compare view reads back from the address written for it', () => {
  fc.assert(fc.property(withLang(compareState), (state) => {
    const back = read(write(state));
    assert.deepEqual(back.state, state, write(state));
    assert.deepEqual(back.messages, []);
  }), { numRuns: 1000 });
});

/** What the page wrote into the address at fe7f19b after opening each address (a seed it drew left out). */
const written = JSON.parse(readFileSync(new URL('./fixtures/written-addresses.json', import.meta.url), 'utf8'));

test('the addresses the page wrote before are written back the same, parameter for parameter, in order', () => {
  assert.ok(written.length >= 100, `${written.length} recorded addresses`);
  for (const { address, wrote } of written) {
    const back = read(wrote);
    assert.equal(write(back.state), wrote, `opened as ${address}`);
    assert.deepEqual(back.messages, [], wrote);
  }
  // Side by side's seed after the algorithm beside a deterministic first one (the lesson's
  // check, tests/e2e/lesson.test.mjs), after n beside a seeded one.
  assert.equal(write(read('?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3').state), '?algorithm=backtracking&n=8&mode=side&vs=random-placement&seed=3');
  assert.equal(write(read('?algorithm=random-placement&n=8&seed=3&mode=side&vs=backtracking').state), '?algorithm=random-placement&n=8&seed=3&mode=side&vs=backtracking');
});

test('a lesson and its slide are read and written, with nothing else but how the page shows: the slide sets the rest', () => {
  const { state, messages } = read('?lesson=why-not-random&slide=3&algorithm=random-placement&n=8&seed=12&present=1');
  assert.deepEqual([state.lesson, state.slide, messages], [{ id: 'why-not-random' }, 3, []]);
  assert.equal(write(state), '?lesson=why-not-random&slide=3&present=1');
  assert.deepEqual(read('?lesson-url=https%3A%2F%2Fexample.org%2Fl.md&slide=2').state.lesson, { url: 'https://example.org/l.md' });
  assert.deepEqual(read('?lesson-text=IyBB').state.lesson, { text: 'IyBB' });
  fc.assert(fc.property(withLang(lessonState), (state) => {
    const back = read(write(state));
    assert.deepEqual(back.state, state, write(state));
    assert.deepEqual(back.messages, []);
  }), { numRuns: 500 });
  assert.deepEqual(read('?lesson=a&slide=0').messages, ['The slide in the address must be a whole number from 1; it was ignored.']);
  assert.equal(read('?lesson=a&slide=0').state.slide, null);
  assert.equal(read('?lesson=a&slide=x').state.slide, null);
  assert.equal(read('?n=5').state.lesson, null);
});

test('what the page holds and the address writes shorter: a board’s empty rows at its end, the pseudocode only presenting, a range from the start', () => {
  const state = { ...defaultState(algorithms), n: 6 };
  assert.equal(write({ ...state, sandbox: true, queens: [2, 0, 5, 0, 0, 0] }), '?algorithm=backtracking&n=6&mode=sandbox&queens=2%2C0%2C5');
  assert.equal(write({ ...state, sandbox: true, queens: [0, 0, 0, 0, 0, 0] }), '?algorithm=backtracking&n=6&mode=sandbox&queens=');
  assert.equal(write({ ...state, queens: [0, 0, 0, 0, 0, 0] }), '?algorithm=backtracking&n=6');
  assert.equal(write({ ...state, queens: [3, 0, 0, 0, 0, 0] }), '?algorithm=backtracking&n=6&queens=3');
  assert.equal(write({ ...state, code: true }), '?algorithm=backtracking&n=6');
  assert.equal(write({ ...state, code: true, present: true }), '?algorithm=backtracking&n=6&present=1&code=1');
  assert.equal(write({ ...state, from: 0, to: 9, loop: true }), '?algorithm=backtracking&n=6&to=9&loop=1');
  assert.equal(write({ ...state, from: 4, loop: true }), '?algorithm=backtracking&n=6');
  // The largest move an address may name is the largest whole number JavaScript holds exactly.
  assert.equal(read(`?step=${Number.MAX_SAFE_INTEGER}`).state.step, Number.MAX_SAFE_INTEGER);
  assert.equal(read(`?step=${Number.MAX_SAFE_INTEGER + 1}`).state.step, null);
});

/**
 * The page before read the core's parameter and seed problems as text; the core now gives an
 * Error carrying its message (said through errorText; its text the English): the frozen copy
 * gets the text.
 */
const asText = (problem) => (...args) => { const p = problem(...args); return p?.message ?? p; };
const beforeDeps = { ...deps, paramsProblem: asText(paramsProblem), seedProblem: asText(seedProblem) };

/** Today's reading (fixtures/address-before.mjs) in the state's words, and its messages. */
function before(address) {
  const search = new URLSearchParams(address);
  if (search.get('view') === 'compare') {
    const old = readCompareBefore(search, beforeDeps);
    const compare = { n: old.form.n ?? null, trials: old.form.trials ?? null, seed: old.form.seed ?? null, algorithms: null, params: {} };
    if (search.has('algorithms')) compare.algorithms = search.get('algorithms').split(',').filter(Boolean);
    for (const [id, query] of Object.entries(old.labParams)) if (query) compare.params[id] = query;
    return { state: { ...defaultState(algorithms), view: 'compare', compare }, messages: old.messages, seedMessage: '', paramsMessage: '' };
  }
  const old = readBefore(search, beforeDeps);
  const [vs, vsParams] = old.pair === null ? [] : old.pair.includes('?') ? old.pair.split(/\?(.*)/s) : [old.pair, ''];
  const state = {
    ...defaultState(algorithms),
    algorithm: old.algorithm,
    n: old.n,
    seed: old.seed,
    params: old.params,
    side: old.pair === null ? null : { vs, params: vsParams },
    sandbox: old.sandbox,
    queens: old.queens,
    step: old.step,
    from: old.from,
    to: old.to,
    loop: old.loop,
    present: old.present,
    code: old.code,
    embed: old.embed,
    predict: old.predict,
    // (The grading word was checked where the exercise opened: a bad one is "fix".)
    exercise: old.exercise && { family: old.exercise.family, class: old.exercise.classCode, learner: old.exercise.learner, grading: ['fix', 'undo', 'end'].includes(old.exercise.mode) ? old.exercise.mode : 'fix' },
    teacher: old.teacher ? { class: old.teacherClass } : null,
    lesson: search.has('lesson') ? { id: search.get('lesson') } : null,
    slide: null,
  };
  assert.equal(old.openParams, Boolean(old.paramsMessage));
  // The one change since, a fix: a board size beyond 2^53, which the page rounded
  // (1e20 for 99999999999999999999), is said as typed.
  const size = parseGrouped(search.get('n'));
  const messages = size === null || Number.isSafeInteger(size)
    ? old.messages
    : old.messages.map((m) => m.replace(`Board size ${size} is`, `Board size ${search.get('n').trim()} is`));
  return { state, messages, seedMessage: old.seedMessage, paramsMessage: old.paramsMessage };
}

test('lang= is read in every view, written last, and a language the page does not speak is named and dropped', () => {
  assert.deepEqual(tags, ['en', 'es', 'de', 'zh-CN', 'ar', 'en-XA']);
  for (const lang of tags) {
    assert.equal(write(read(`?algorithm=backtracking&n=6&lang=${lang}`).state), `?algorithm=backtracking&n=6&lang=${lang}`);
    assert.equal(write(read(`?lang=${lang}&lesson=why-not-random&slide=2`).state), `?lesson=why-not-random&slide=2&lang=${lang}`);
    assert.match(write(read(`?view=compare&n=8&lang=${lang}`).state), new RegExp(`&lang=${lang}$`));
    assert.equal(langOfAddress(new URLSearchParams(`lang=${lang}`)), lang);
  }
  // No lang= is written when the address gave none (the browser's languages chose).
  assert.equal(write(read('?algorithm=backtracking&n=6').state), '?algorithm=backtracking&n=6');
  for (const bad of ['fr', 'DE', 'zh', '']) {
    const { state, messages } = read(`?algorithm=backtracking&n=6&lang=${bad}`);
    assert.equal(state.lang, '');
    assert.deepEqual(messages, [`The lang in the address takes “en”, “es”, “de”, “zh-CN”, “ar”, or “en-XA”; it was ignored.`], bad);
    assert.equal(write(state), '?algorithm=backtracking&n=6');
  }
  assert.deepEqual(read('?view=compare&lang=xx').messages.filter((m) => m.includes('lang')).length, 1);
  assert.deepEqual(read('?lang=de&lang=ar').state.lang, 'de');
});

test('any address reads as it did before the state, with the same messages word for word (the fuzz suite’s addresses)', () => {
  fc.assert(fc.property(addresses(ids, fc), (address) => {
    assert.deepEqual(read(address), before(address), address);
  }), { numRuns: 3000 });
  // And the addresses the e2e suites open (but a lesson's, which the page did not read).
  for (const { address } of written.filter((w) => !/[?&](lesson|slide)=/.test(w.address))) assert.deepEqual(read(address), before(address), address);
});

test('the messages for bad values, word for word', () => {
  const cases = [
    ['?algorithm=nope', ['Unknown algorithm “nope” in the address; showing backtracking.']],
    ['?algorithm=backtracking&n=x', [`Board size must be a whole number from 1 to ${(entry('backtracking').maxNLarge || entry('backtracking').maxNAnimated).toLocaleString('en-US')}. Showing n = ${DEFAULT_N}.`]],
    ['?algorithm=backtracking&n=8&seed=-3', ['The seed “-3” is not a whole number from 0 to 18446744073709551615 (in the address); it was ignored.']],
    ['?algorithm=backtracking&n=8&step=x&from=-1&to=y', ['The step in the address must be a whole number of moves (0 is the start); it was ignored.', 'The from in the address must be a whole number of moves (0 is the start); it was ignored.', 'The to in the address must be a whole number of moves (0 is the start); it was ignored.']],
    ['?algorithm=backtracking&n=8&from=9&to=4', ['The to in the address must come after from; it was ignored.']],
    ['?algorithm=backtracking&n=8&mode=side&vs=nope', ['Unknown algorithm “nope” beside the first (vs in the address); showing the first other.']],
    ['?n=6&present=2&n=7', ['The address gives n 2 times; the first is used.', 'The present in the address takes “1” or “0”; it was ignored.']],
    ['?view=compare&algorithms=foo,qs1', [`The algorithms in the address name “foo”, which the lab does not run; it runs ${comparedIds.join(', ')}.`]],
  ];
  for (const [address, messages] of cases) assert.deepEqual(read(address).messages, messages, address);
  const seeded = read('?algorithm=qs1&n=8&seed=abc');
  assert.equal(seeded.seedMessage, 'Seed “abc” is not a whole number from 0 to 18446744073709551615; leave it blank for a fresh one. A fresh seed was drawn.');
  assert.equal(seeded.state.seed, '');
  const k = read('?algorithm=queens-lv&n=8&k=9&seed=5');
  assert.match(k.paramsMessage, /^k “9”: .* \(in the address\); using the defaults\.$/);
  assert.equal(k.state.params, '');
  assert.match(read('?n=8&queens=a,b').messages[0], /^The .* \(in the address\); they were ignored\.$/);
  assert.equal(maxAnimated(algorithms), Math.max(...algorithms.map((a) => a.maxNAnimated)));
  // A flag's default as the form writes it reads back as given (the query holds what was given).
  const hill = entry('hill-climbing').parameters.find((p) => p.kind.type === 'flag');
  if (hill) assert.equal(read(`?algorithm=hill-climbing&n=8&seed=1&${hill.name}=${defaultText(hill)}`).state.params, `${hill.name}=${defaultText(hill)}`);
});

test('theme= is read here, not by theme.js: a known theme for this visit, else none', () => {
  assert.equal(themeOfAddress(new URLSearchParams('?algorithm=backtracking&theme=contrast')), 'contrast');
  assert.equal(themeOfAddress(new URLSearchParams('?theme=neon')), '');
  assert.equal(themeOfAddress(new URLSearchParams('?n=8')), '');
  // theme.js reads no address (Node has none): its choice before setupThemeChoice is "auto".
  assert.equal(chosenTheme(), 'auto');
  // The messages of a bad theme= are address.js's, as before.
  assert.equal(read('?algorithm=backtracking&theme=neon').messages.length, 1);
});
