// A Web Worker of the comparison lab: it loads its own copy of the WebAssembly core and runs
// what the page asks, off the main thread. The page cancels work by terminating the worker.
//
// Messages in:
//   { kind: 'ping' }                                   answered with { kind: 'pong' } once ready
//   { kind: 'runs', algorithm, n, master, indices, minMs, params }   run these run indices
//                                                       (seeds derived from the master seed,
//                                                       as the CLI does; `params` the
//                                                       algorithm's, name=value&…), then
//                                                       time them (see runs)
//   { kind: 'race', algorithm, n, master, index }      one run; report when solved
//   { kind: 'sosic-gu', n, permutations, runs, master } one column of Sosič & Gu's tables
//   { kind: 'count', n, tasks: [index, …] }   run counting tasks; one 'counted' each
//   { kind: 'aima-climbs', runs, sideways, master }   AIMA §4.1.1's climbs, measured
//   { kind: 'aima-checks', column, n }         one size of a Figure 5.5 column
// Messages out:
//   { kind: 'records', algorithm, n, indices, attempts, tries, solved }   a batch of runs
//   { kind: 'done', algorithm, ms, timed }   after 'runs': `timed` runs took `ms` in all
//   { kind: 'done' } (the others) | { kind: 'raced', index, seed, attempts, tries, ms }
//   { kind: 'sosic-gu', n, ours, published } (named columns) | { kind: 'error', message }
//   { kind: 'aima-climbs', sideways, solved, solvedError, movesSolved, movesStuck }
//   { kind: 'aima-checks', column, n, checks }  (checks −1: above the figure's 40 million)

import init, { aimaChecks, aimaClimbs, countTask, labRepeat, labRun, labSeed, labSosicGu } from '../pkg/nqueens.js';
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
/** A timing must last at least this long: 500 times the timer's resolution in a worker
 * (0.1 ms in Chromium), so that one short run's time is not lost in it. */
const MIN_TIMED_MS = 50;

/**
 * Runs `indices` and posts their records in batches; then their CPU time: the time of that
 * first pass if it lasted MIN_TIMED_MS, else of all of them repeated inside the core
 * (labRepeat, one call), the repeats doubling until the call lasts MIN_TIMED_MS. So a short
 * run, even one run of a deterministic algorithm (backtracking's 26 squares on 4 × 4), is
 * timed well above the timer's resolution, warm, and its time grows with its work.
 */
function runs({ algorithm, n, master, indices, minMs = MIN_TIMED_MS, params = '' }) {
  let batch = { indices: [], attempts: [], tries: [], solved: [] };
  let last = performance.now();
  const start = last;
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
    if (performance.now() - last > BATCH_MS) flush();
  }
  flush();
  let ms = performance.now() - start;
  let timed = indices.length;
  if (ms < minMs) {
    const list = Float64Array.from(indices);
    // From the first pass's time, a first guess of the repeats needed, then doubling.
    let times = Math.max(2, Math.ceil(minMs / Math.max(ms, 0.1)));
    for (;;) {
      const t0 = performance.now();
      labRepeat(algorithm, n, master, list, times, params || undefined);
      ms = performance.now() - t0;
      if (ms >= minMs) break;
      times *= 2;
    }
    timed = times * indices.length;
  }
  postMessage({ kind: 'done', algorithm, ms, timed });
}

function race({ algorithm, n, master, index }) {
  const start = performance.now();
  const [attempts, tries] = labRun(algorithm, n, master, index);
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
    else if (data.kind === 'sosic-gu') {
      const row = labSosicGu(data.n, data.permutations, data.runs, data.master);
      // Records cannot be posted: their columns go as plain objects.
      const published = row.published;
      postMessage({ kind: 'sosic-gu', n: data.n, ours: plain(row.ours, COLUMN), published: published && plain(published, COLUMN) });
      row.free();
    }
  } catch (error) {
    postMessage({ kind: 'error', message: String(error?.message ?? error) });
  }
};
