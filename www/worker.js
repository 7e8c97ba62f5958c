// A Web Worker of the comparison lab: it loads its own copy of the WebAssembly core and runs
// what the page asks, off the main thread. The page cancels work by terminating the worker.
//
// Messages in:
//   { kind: 'ping' }                                   answered with { kind: 'pong' } once ready
//   { kind: 'runs', algorithm, n, master, indices, params }   run these run indices
//                                                       (seeds derived from the master seed,
//                                                       as the CLI does; `params` the
//                                                       algorithm's, name=value&…), then
//                                                       time them in batches (see runs)
//   { kind: 'race', algorithm, n, master, index, params }  one run (with the raced
//                                                       algorithm's parameters, '' or absent
//                                                       for its defaults); report when solved
//   { kind: 'sosic-gu', n, permutations, runs, master } one column of Sosič & Gu's tables
//   { kind: 'count', n, tasks: [index, …] }   run counting tasks; one 'counted' each
//   { kind: 'aima-climbs', runs, sideways, master }   AIMA §4.1.1's climbs, measured
//   { kind: 'aima-checks', column, n }         one size of a Figure 5.5 column
//   { kind: 'brassard-bratley', n, k, runs, master }   row k of queensLV's table
//   { kind: 'lesson', text } | { kind: 'lesson', id, lang }   a lesson file (or a built-in lesson, in lang)
//                                                       checked and resolved whole (src/lesson.rs)
// Messages out:
//   { kind: 'records', algorithm, n, indices, attempts, tries, solved }   a batch of runs
//   { kind: 'timing', algorithm, batch, batches }   after 'runs': batches timed so far
//   { kind: 'done', algorithm, runs, repeats, parts }   after 'runs': the share's `runs` runs
//                                                       timed in parts (parts[c][k]: ms of
//                                                       one pass over part c in batch k, of
//                                                       `repeats` passes; see runs)
//   { kind: 'done' } (the others) | { kind: 'raced', index, seed, attempts, tries, ms }
//   { kind: 'sosic-gu', n, ours, published } (named columns) | { kind: 'error', message }
//   (a lesson refused: { kind: 'error', said }, the core's message {id, args} to say)
//   { kind: 'aima-climbs', sideways, solved, solvedError, movesSolved, movesStuck }
//   { kind: 'aima-checks', column, n, checks }  (checks −1: above the figure's 40 million)
//   { kind: 'brassard-bratley', n, k, row }     row: exact, measured, book (labBrassardBratley)
//   { kind: 'lesson', lesson }                  the lesson as plain objects (lesson-record.js);
//                                               a refusal is an 'error' ("line L: ...")

import init, { aimaChecks, aimaClimbs, countTask, labBrassardBratley, labRepeat, labRun, labSeed, labSosicGu, lesson, parseLesson } from '../pkg/nqueens.js';
import { plainLesson } from './lesson-record.js';
import { loadCore } from './assets.js';
import { plain } from './shared.js';

const ready = loadCore(init);
/** The worker's wasm memory in bytes (0 until loaded): read by the soak test (tests/e2e/soak.mjs). */
let memory = null;
ready.then(
  (wasm) => {
    memory = wasm.memory;
  },
  () => {}, // a core that cannot load is reported with the first job
);
globalThis.wasmBytes = () => memory?.buffer.byteLength ?? 0;
/** Post a batch at least this often, so progress moves without flooding the page. */
const BATCH_MS = 100;
/**
 * A timed call lasts at least this long: 20 times the timer's resolution in a worker (0.1 ms
 * in Chromium), and short enough to fit between two of the scheduler's turns to other
 * processes on a busy machine (about 4 ms each with two CPU-bound processes beside the two
 * workers on 2 cores, measured), so that some calls run undisturbed.
 */
const MIN_CALL_MS = 2;
/** A share's timed batches take about this long in all when short: from 5 to 15 batches… */
const TIMING_MS = 40;
const MOST_BATCHES = 15;
const FEWEST_BATCHES = 5;
/** …and 3 when one pass over the share lasts this long (a long deterministic run, say). */
const LONG_PASS_MS = 1000;
/** A call shorter than this says little about its speed (the timer's 0.1 ms is 10% of it). */
const READABLE_MS = 1;
/** The code must have run this long before a timed call: the engine runs its baseline code
 * first and switches to optimized code compiled meanwhile (a backtracking run at n = 8 took
 * 2.7 times as long before, under Node's V8). */
const WARM_MS = 20;
/** Calls after which the repeats stay as they are (a bound, never reached in practice). */
const CALLS = 100;

/**
 * Runs `indices` and posts their records in batches (runs of seeds derived from the master
 * seed: the records of `nqueens compare`); then times them (timeShare) and posts the times.
 */
function runs({ algorithm, n, master, indices, minMs = MIN_CALL_MS, params = '' }) {
  let batch = { indices: [], attempts: [], tries: [], solved: [] };
  let last = performance.now();
  const start = last;
  const weights = [];
  const flush = () => {
    if (batch.indices.length === 0) return;
    postMessage({ kind: 'records', algorithm, n, ...batch });
    batch = { indices: [], attempts: [], tries: [], solved: [] };
    last = performance.now();
  };
  for (const index of indices) {
    const [attempts, tries, solved] = labRun(algorithm, n, master, index, params || undefined);
    batch.indices.push(index);
    batch.attempts.push(attempts);
    batch.tries.push(tries);
    batch.solved.push(solved);
    weights.push(attempts + 1);
    if (performance.now() - last > BATCH_MS) flush();
  }
  flush();
  const share = { algorithm, n, master, indices, weights, params: params || undefined, minMs };
  postMessage({ kind: 'done', algorithm, runs: indices.length, ...timeShare(share, performance.now() - start) });
}

/**
 * Times a share of runs (`indices`, their attempts + 1 in `weights`), its code already run
 * for `spent` ms: in several batches, each of one call into the core per part of the share
 * (labRepeat, the part's runs repeated inside the core), every call lasting `minMs` or more.
 * A short share is one part repeated; a share whose one pass lasts over 2.5 minMs is cut into
 * parts of about 1.25 minMs by their attempts, each run once a call. Returns `{ repeats,
 * parts }`, parts[c][k] the ms of one pass over part c in batch k: the page keeps each part's
 * best batch for the time per run and the median and slowest for its spread (timing.js), so
 * that a call the scheduler interrupted shows as spread, never as the time.
 *
 * The repeats come from the fastest pass seen in a readable call (the others only look
 * slower, interrupted or run before the optimized code), aiming at 1.25 minMs a call; a
 * batch is kept while the repeats last minMs to 2.5 minMs at that speed (one pass, if
 * longer), else the batches so far are dropped and the timing starts again with new repeats
 * (the speed seen only grows, so this ends; CALLS bounds it). No batch starts before the code
 * has run WARM_MS. Posts progress ('timing') after each batch.
 */
function timeShare({ algorithm, n, master, indices, weights, params, minMs }, spent) {
  /** Milliseconds per pass over `list`, timed over `times` passes in one call. */
  const pass = (list, times) => {
    const t0 = performance.now();
    labRepeat(algorithm, n, master, list, times, params);
    const ms = performance.now() - t0;
    spent += ms;
    return ms / times;
  };
  const whole = Float64Array.from(indices);
  const passes = [];
  let times = 1;
  let fastest = Infinity;
  let batches = 0;
  for (let call = 0; passes.length < batches || batches === 0; call++) {
    const warm = spent >= WARM_MS;
    const ms = pass(whole, times);
    if (ms * times < READABLE_MS && call < CALLS) {
      times = Math.min(times * 8, 2 ** 31);
      batches = passes.length = 0;
      continue;
    }
    fastest = Math.min(fastest, ms);
    const length = times * fastest; // a call at the fastest speed seen
    if (call < CALLS && (length < minMs || (times > 1 && length > 2.5 * minMs))) {
      times = Math.ceil((1.25 * minMs) / fastest);
      batches = passes.length = 0;
      continue;
    }
    if (!warm) continue;
    if (batches === 0) {
      batches = fastest >= LONG_PASS_MS ? 3
        : Math.min(MOST_BATCHES, Math.max(FEWEST_BATCHES, Math.round(TIMING_MS / length)));
      if (times === 1 && fastest > 2.5 * minMs && indices.length > 1) {
        // A long pass: timed in parts instead (this call only told its length).
        return { repeats: 1, parts: timeParts(cut(indices, weights, Math.round(fastest / (1.25 * minMs))), batches, pass, algorithm) };
      }
    }
    passes.push(ms);
    postMessage({ kind: 'timing', algorithm, batch: passes.length, batches });
  }
  return { repeats: times, parts: [passes] };
}

/** `indices` cut into about `count` consecutive parts of equal weight (a heavy run alone). */
function cut(indices, weights, count) {
  const target = weights.reduce((sum, w) => sum + w, 0) / Math.max(1, count);
  const parts = [];
  let part = [];
  let weight = 0;
  indices.forEach((index, i) => {
    part.push(index);
    weight += weights[i];
    if (weight >= target) {
      parts.push(Float64Array.from(part));
      part = [];
      weight = 0;
    }
  });
  if (part.length) parts.push(Float64Array.from(part));
  return parts;
}

/** Times each of `parts` once a batch, in `batches` batches; parts[c][k] as for timeShare. */
function timeParts(parts, batches, pass, algorithm) {
  const times = parts.map(() => []);
  for (let k = 0; k < batches; k++) {
    parts.forEach((part, c) => times[c].push(pass(part, 1)));
    postMessage({ kind: 'timing', algorithm, batch: k + 1, batches });
  }
  return times;
}

function race({ algorithm, n, master, index, params = '' }) {
  const start = performance.now();
  const [attempts, tries] = labRun(algorithm, n, master, index, params || undefined);
  postMessage({
    kind: 'raced',
    index,
    seed: labSeed(master, index),
    attempts,
    tries,
    ms: performance.now() - start,
  });
}

/** The fields of a column of Sosič & Gu's tables. */
const COLUMN = [
  'collisionsPerN', 'collisionsPerNError', 'mostOnADiagonalMin', 'mostOnADiagonalMax',
  'firstPermutationSuccesses', 'maxPermutations', 'pairsTested', 'swapsTested',
];


onmessage = async ({ data }) => {
  try {
    await ready;
    if (data.kind === 'ping') postMessage({ kind: 'pong' });
    else if (data.kind === 'runs') runs(data);
    else if (data.kind === 'race') race(data);
    else if (data.kind === 'count') {
      for (const index of data.tasks) {
        const [solutions, fundamental] = countTask(data.n, index, data.kernel);
        postMessage({ kind: 'counted', solutions, fundamental });
      }
      postMessage({ kind: 'done' });
    }
    else if (data.kind === 'aima-climbs') {
      // Records cannot be posted: their fields go as a plain object.
      const climbs = plain(aimaClimbs(data.runs, data.sideways, data.master), ['solved', 'solvedError', 'movesSolved', 'movesStuck']);
      postMessage({ kind: 'aima-climbs', sideways: data.sideways, ...climbs });
    }
    else if (data.kind === 'aima-checks') {
      postMessage({ kind: 'aima-checks', column: data.column, n: data.n, checks: aimaChecks(data.column, data.n) });
    }
    else if (data.kind === 'brassard-bratley') {
      const row = JSON.parse(labBrassardBratley(data.n, data.k, data.runs, data.master));
      postMessage({ kind: 'brassard-bratley', n: data.n, k: data.k, row });
    }
    else if (data.kind === 'lesson') {
      // A refusal goes as any error does below: its English and its message (`l10n`).
      const record = data.text !== undefined ? parseLesson(data.text) : lesson(data.id, data.lang ?? 'en');
      postMessage({ kind: 'lesson', lesson: plainLesson(record) });
    }
    else if (data.kind === 'sosic-gu') {
      const row = labSosicGu(data.n, data.permutations, data.runs, data.master);
      // Records cannot be posted: their columns go as plain objects.
      const published = row.published;
      postMessage({ kind: 'sosic-gu', n: data.n, ours: plain(row.ours, COLUMN), published: published && plain(published, COLUMN) });
      row.free();
    }
  } catch (error) {
    postMessage({ kind: 'error', message: String(error?.message ?? error), l10n: error?.l10n });
  }
};
