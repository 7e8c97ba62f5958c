// A Web Worker of the comparison lab: it loads its own copy of the WebAssembly core and runs
// what the page asks, off the main thread. The page cancels work by terminating the worker.
//
// Messages in:
//   { kind: 'ping' }                                   answered with { kind: 'pong' } once ready
//   { kind: 'runs', algorithm, n, master, indices }   run these run indices (seeds derived
//                                                       from the master seed, as the CLI does)
//   { kind: 'race', algorithm, n, master, index }      one run; report when solved
//   { kind: 'sosic-gu', n, permutations, runs, master } one column of Sosič & Gu's tables
//   { kind: 'count', n, tasks: [index, …] }   run counting tasks; one 'counted' each
// Messages out:
//   { kind: 'records', algorithm, n, indices, attempts, tries, solved, ms }   a batch of runs
//                                                       (ms: compute time of the whole batch)
//   { kind: 'done' } | { kind: 'raced', index, seed, attempts, tries, ms }
//   { kind: 'sosic-gu', n, ours, published } (named columns) | { kind: 'error', message }

import init, { countTask, labRun, labSeed, labSosicGu } from '../pkg/nqueens.js';
import { wasmSource } from './assets.js';
import { plain } from './shared.js';

const ready = init(wasmSource());
/** Post a batch at least this often, so progress moves without flooding the page. */
const BATCH_MS = 100;

function runs({ algorithm, n, master, indices }) {
  let batch = { indices: [], attempts: [], tries: [], solved: [], ms: 0 };
  // When the batch began: it is timed as a whole, as a run can be shorter than the timer's
  // resolution in a worker (0.1 ms in Chromium), so summing per-run times would round many
  // of them to zero.
  let last = performance.now();
  const flush = () => {
    if (batch.indices.length === 0) return;
    batch.ms = performance.now() - last;
    postMessage({ kind: 'records', algorithm, n, ...batch });
    batch = { indices: [], attempts: [], tries: [], solved: [], ms: 0 };
    last = performance.now();
  };
  for (const index of indices) {
    const [attempts, tries, solved] = labRun(algorithm, n, master, index);
    batch.indices.push(index);
    batch.attempts.push(attempts);
    batch.tries.push(tries);
    batch.solved.push(solved);
    if (performance.now() - last > BATCH_MS) flush();
  }
  flush();
  postMessage({ kind: 'done' });
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
