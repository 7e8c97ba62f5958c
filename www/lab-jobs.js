// The Compare view's shared job runner, which every tool of the view runs its work through
// (compare.js, compare-sweep.js, compare-papers.js, compare-race.js, compare-count.js): one job
// at a time on Web Workers (worker.js), its status line and progress bar, Cancel, the
// messages that split runs among the workers and the records they send back, and the master
// seed field, read by the core's rule. Its elements (the seed field, Cancel, the progress bar
// and status line) are looked up here alone: the tools read and write the seed through
// readSeed/writeSeed/showSeedError, and compare.js hears a job start and end (setupJobs).

import { seedOrFresh } from '../pkg/nqueens.js';
import { startWorker } from './assets.js';
import { algorithm } from './registry.js';
import { $, setStatusText } from './shared.js';
import { paramsInWords } from './params.js';
import { errorText, t } from './i18n.js';

/** The workers a job starts: the cores the browser reports, 1 to 16. */
export const CORES = Math.max(1, Math.min(16, navigator.hardwareConcurrency || 2));
let job = null; // the Job running, or null
/** Told when a job starts (true) and ends (false): the view's form marks itself running. */
let onRunning = () => {};

/**
 * Wires the Cancel button, `running(on)`, told when a job starts and ends (compare.js: on a
 * phone, Cancel and the progress bar are pinned in view while a job runs), and
 * `seedChanged()`, told when the master seed is typed.
 */
export function setupJobs({ running: hook, seedChanged }) {
  onRunning = hook;
  $('cmp-cancel').addEventListener('click', cancel);
  $('cmp-seed').addEventListener('change', seedChanged);
}

/**
 * The parameters each algorithm runs with in the Compare view (`name=value&…`, only those
 * changed from their defaults), by id; set by the view's form and address.
 */
export const labParams = new Map();

/** The short name of an algorithm (its description's), with the parameters it runs with. */
export const nameOf = (id) => {
  const params = paramsInWords(labParams.get(id) ?? '');
  return params ? `${algorithm(id).name} (${params})` : algorithm(id).name;
};

/** The units of an algorithm's attempts and tries, and whether it is randomized (registry). */
/**
 * The core's refusal of `id` on a board (labCheck's "queens-lv: board size 40 …") in the
 * algorithm's name, not its id, and in the page's language: "queensLV: board size 40 …"
 * (its `l10n` message is the refusal without the id).
 */
export const checkMessage = (id, error) => {
  const message = String(error?.message ?? error);
  if (!message.startsWith(`${id}: `)) return errorText(error);
  return `${algorithm(id).name}: ${error?.l10n ? errorText(error) : message.slice(id.length + 2)}`;
};

export function units(id) {
  const a = algorithm(id);
  return { attempts: a.attemptUnit, tries: a.triesUnit, randomized: a.randomized, data: a.unitData };
}

/** A master seed: blank draws one; otherwise a whole number that fits in 64 bits. */
export function parseSeed(text) {
  try {
    return { value: seedOrFresh(String(text ?? '')) };
  } catch (error) {
    return { error: t('compare-seed-error', { error: errorText(error) }) };
  }
}

/**
 * The master seed field for the tables (a blank draws one, written back into the field), or
 * null with its error shown beside the field.
 */
export function masterSeed() {
  const seed = readSeed();
  if (seed.error) {
    showSeedError(seed.error);
    return null;
  }
  writeSeed(seed.value);
  return seed.value;
}

/** The master seed field as typed (for the address). */
export const seedText = () => $('cmp-seed').value;

/** The master seed field, read by the core's rule: { value } or { error } (parseSeed). */
export const readSeed = () => parseSeed(seedText());

/** Writes `text` into the master seed field (the seed drawn for a blank one, or the address's). */
export function writeSeed(text) {
  $('cmp-seed').value = text;
}

/** The message beside the master seed field ('' clears it). */
export function showSeedError(text) {
  $('cmp-seed-error').textContent = text;
}

/** The Compare view's status line. */
export function setStatus(text) {
  setStatusText($('cmp-status'), text);
}

/** The Compare view's progress bar. */
export function setProgress(done, total) {
  $('cmp-progress').max = Math.max(1, total);
  $('cmp-progress').value = done;
}

/**
 * One job of the Compare view: its kind (comparison, race, sweep, count, papers, rolfe, aima,
 * queenslv: compare-cancelled's words), its workers and when it started.
 */
class Job {
  constructor(kind, count) {
    this.kind = kind;
    this.workers = Array.from({ length: count }, () => startWorker('worker.js'));
    this.started = performance.now();
  }

  /** True while this job is the one running (false once it ended or was cancelled). */
  get active() {
    return job === this;
  }
}

/** Starts a job of `kind` on `count` workers (the view greys every tool's Run button meanwhile: setupJobs). */
export function startJob(kind, count) {
  job = new Job(kind, count);
  $('cmp-cancel').disabled = false;
  onRunning(true);
  return job;
}

/** True while a job runs: one at a time. */
export const running = () => job !== null;

/** Ends the job running: its workers are terminated. */
export function endJob() {
  for (const worker of job?.workers ?? []) worker.terminate();
  job = null;
  $('cmp-cancel').disabled = true;
  onRunning(false);
}

/**
 * A job that failed: ended, its progress bar back at empty (not left part full, as if it
 * were still running or had stopped there), and `message` in the status line.
 */
export function failJob(current, message) {
  if (current.active) {
    endJob();
    setProgress(0, 1);
  }
  setStatus(message);
}

/** Cancels the job running, if any, and says so. */
export function cancel() {
  if (!job) return;
  const kind = job.kind;
  endJob();
  setStatus(t('compare-cancelled', { job: kind }));
}

/** Worker replies that report progress; any other reply finishes one message. */
const PROGRESS = new Set(['records', 'counted', 'timing']);

/** Sends `messages` round-robin to the job's workers; resolves when each is finished. */
export function dispatch(current, messages, onMessage) {
  return new Promise((resolve, reject) => {
    let pending = messages.length;
    if (pending === 0) resolve();
    current.workers.forEach((worker) => {
      worker.onmessage = ({ data }) => {
        if (!current.active) return;
        if (data.kind === 'error') {
          // The core's error as thrown in the worker: its English and its message.
          reject(Object.assign(new Error(data.message), { l10n: data.l10n }));
          return;
        }
        onMessage(data);
        if (!PROGRESS.has(data.kind) && --pending === 0) resolve();
      };
      worker.onerror = (event) => reject(new Error(event.message || t('compare-worker-failed')));
    });
    messages.forEach((message, i) => current.workers[i % current.workers.length].postMessage(message));
  });
}

/** Run messages for `trials` runs of each algorithm, strided over `workers` workers. */
export function runMessages(algorithms, n, master, trials, workers) {
  const messages = [];
  for (const algorithm of algorithms) {
    // A deterministic algorithm gives the same run every time: one stands for all (as in the
    // CLI), and its CPU time is that of the one run.
    const total = units(algorithm).randomized ? trials : 1;
    const parts = Math.min(workers, total);
    for (let w = 0; w < parts; w++) {
      const indices = [];
      for (let i = w; i < total; i += parts) indices.push(i);
      messages.push({ kind: 'runs', algorithm, n, master, indices, params: labParams.get(algorithm) ?? '' });
    }
  }
  return messages;
}

/** The records of `trials` runs, filled in as the workers reply. */
export function emptyRuns(trials) {
  return {
    attempts: new Float64Array(trials),
    tries: new Float64Array(trials),
    solved: new Uint8Array(trials),
    count: 0,
    // Each worker's timing of its share: { runs, repeats, parts } (timing.js's timePerRun).
    shares: [],
  };
}

/**
 * Stores a worker's reply about `runs`: a batch of records (a deterministic algorithm's one
 * run fills every slot), or, when the worker is done with its share, the batches it timed.
 */
export function store(data, runs, trials) {
  if (data.kind === 'timing') return;
  if (data.kind === 'done') {
    runs.shares.push({ runs: data.runs, repeats: data.repeats, parts: data.parts });
    return;
  }
  for (let k = 0; k < data.indices.length; k++) {
    const copies = units(data.algorithm).randomized ? 1 : trials;
    for (let c = 0; c < copies; c++) {
      const i = copies === 1 ? data.indices[k] : c;
      runs.attempts[i] = data.attempts[k];
      runs.tries[i] = data.tries[k];
      runs.solved[i] = data.solved[k];
      runs.count++;
    }
  }
}

/** Resolves once every worker of `current` has loaded the core (so timings leave it out). */
export function warmUp(current) {
  return Promise.all(
    current.workers.map(
      (worker) =>
        new Promise((resolve) => {
          worker.onmessage = ({ data }) => data.kind === 'pong' && resolve();
          worker.postMessage({ kind: 'ping' });
        }),
    ),
  );
}

