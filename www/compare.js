// The Compare view: many seeded runs per algorithm in Web Workers, their summary (computed by
// the Rust core, as `nqueens compare` does), charts (Chart.js, from www/node_modules), a sweep
// over n, the papers' tables, and a parallel Las Vegas race. One job runs at a time; Cancel
// terminates its workers at once.

import { countTasks, freshSeed, labCheck, labSeed, labSummarize, rolfeTable, seedProblem, tryOdds } from '../pkg/nqueens.js';
import { chartJsUrl, startWorker } from './assets.js';
import { algorithm, algorithms } from './registry.js';
import { $, A000170, A002562, format, parseWhole, plain, setStatusText } from './shared.js';
import { chartColours, seriesStyle } from './theme.js';
import { addressProblems } from './address.js';

/** The short name of an algorithm (the registry's). */
const nameOf = (id) => algorithm(id).name;
/** Its colour and dash pattern in the charts, by its place in the registry's list (any number of algorithms). */
const colourOf = (id) => seriesStyle(algorithm(id).index).colour;
const dashOf = (id) => seriesStyle(algorithm(id).index).dash;
const MAX_RUNS = 1_000_000;
/** The largest board the comparison takes (its runs are many; the Watch view goes further). */
const MAX_N = 100_000;
/** The comparison's size and runs, checked the same way typed in the form or in the address. */
const parseN = (text) => parseWhole(text, 1, MAX_N, 'Board size');
const parseTrials = (text) => parseWhole(text, 1, MAX_RUNS, 'Runs per algorithm');
const CORES = Math.max(1, Math.min(16, navigator.hardwareConcurrency || 2));
const JOB_BUTTONS = ['cmp-run', 'sweep-run', 'papers-run', 'rolfe-run', 'race-run', 'count-run'];


let job = null; // { workers, kind, cancelled } while something runs
let results = null; // last comparison: { n, master, trials, data: Map(algorithm → runs) }
let charts = {};

// ---------------------------------------------------------------- inputs

/** The units of an algorithm's attempts and tries, and whether it is randomized (registry). */
function units(id) {
  const a = algorithm(id);
  return { attempts: a.attemptUnit, tries: a.triesUnit, randomized: a.randomized };
}

/** A master seed: blank draws one; otherwise a whole number that fits in 64 bits. */
function parseSeed(text) {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return { value: freshSeed() };
  const problem = seedProblem(trimmed);
  if (problem) return { error: `Master ${problem}, or blank.` };
  return { value: BigInt(trimmed).toString() };
}

/**
 * The master seed field for the tables (a blank draws one, written back into the field), or
 * null with its error shown beside the field.
 */
function masterSeed() {
  const seed = parseSeed($('cmp-seed').value);
  if (seed.error) {
    $('cmp-seed-error').textContent = seed.error;
    return null;
  }
  $('cmp-seed').value = seed.value;
  return seed.value;
}

function checked() {
  return [...document.querySelectorAll('input[name="cmp-algorithm"]:checked')].map((box) => box.value);
}

// ---------------------------------------------------------------- jobs and workers

function setStatus(text) {
  setStatusText($('cmp-status'), text);
}

function setProgress(done, total) {
  $('cmp-progress').max = Math.max(1, total);
  $('cmp-progress').value = done;
}

function startJob(kind, count) {
  const workers = Array.from({ length: count }, () => startWorker('worker.js'));
  job = { kind, workers, started: performance.now() };
  for (const id of JOB_BUTTONS) $(id).disabled = true;
  $('cmp-cancel').disabled = false;
  return job;
}

function endJob() {
  for (const worker of job?.workers ?? []) worker.terminate();
  job = null;
  for (const id of JOB_BUTTONS) $(id).disabled = false;
  $('cmp-cancel').disabled = true;
}

function cancel() {
  if (!job) return;
  const kind = job.kind;
  endJob();
  setStatus(`Cancelled the ${kind}. Nothing else is running.`);
}

/** Worker replies that report progress; any other reply finishes one message. */
const PROGRESS = new Set(['records', 'counted']);

/** Sends `messages` round-robin to the job's workers; resolves when each is finished. */
function dispatch(current, messages, onMessage) {
  return new Promise((resolve, reject) => {
    let pending = messages.length;
    if (pending === 0) resolve();
    current.workers.forEach((worker) => {
      worker.onmessage = ({ data }) => {
        if (job !== current) return;
        if (data.kind === 'error') {
          reject(new Error(data.message));
          return;
        }
        onMessage(data);
        if (!PROGRESS.has(data.kind) && --pending === 0) resolve();
      };
      worker.onerror = (event) => reject(new Error(event.message || 'a worker failed'));
    });
    messages.forEach((message, i) => current.workers[i % current.workers.length].postMessage(message));
  });
}

/** Run messages for `trials` runs of each algorithm, strided over `workers` workers. */
function runMessages(algorithms, n, master, trials, workers) {
  const messages = [];
  for (const algorithm of algorithms) {
    // A deterministic algorithm gives the same run every time: one stands for all (as in the
    // CLI), and its CPU time is that of the one run.
    const total = units(algorithm).randomized ? trials : 1;
    const parts = Math.min(workers, total);
    for (let w = 0; w < parts; w++) {
      const indices = [];
      for (let i = w; i < total; i += parts) indices.push(i);
      messages.push({ kind: 'runs', algorithm, n, master, indices });
    }
  }
  return messages;
}

function emptyRuns(trials) {
  return {
    attempts: new Float64Array(trials),
    tries: new Float64Array(trials),
    solved: new Uint8Array(trials),
    count: 0,
    ms: 0, // CPU time the workers measured…
    timed: 0, // …for this many runs (repeated until well above the timer's resolution)
  };
}

/**
 * Stores a worker's reply about `runs`: a batch of records (a deterministic algorithm's one
 * run fills every slot), or, when the worker is done with its share, the time it measured.
 */
function store(data, runs, trials) {
  if (data.kind === 'done') {
    runs.ms += data.ms ?? 0;
    runs.timed += data.timed ?? 0;
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

// ---------------------------------------------------------------- comparison

async function runComparison(event) {
  event?.preventDefault();
  if (job) return;
  const nParsed = parseN($('cmp-n').value);
  const trialsParsed = parseTrials($('cmp-trials').value);
  const seedParsed = parseSeed($('cmp-seed').value);
  $('cmp-n-error').textContent = nParsed.error ?? '';
  $('cmp-trials-error').textContent = trialsParsed.error ?? '';
  $('cmp-seed-error').textContent = seedParsed.error ?? '';
  const algorithms = checked();
  if (algorithms.length === 0) {
    setStatus('Tick at least one algorithm.');
    return;
  }
  if (nParsed.error || trialsParsed.error || seedParsed.error) return;
  const [n, trials, master] = [nParsed.value, trialsParsed.value, seedParsed.value];
  for (const algorithm of algorithms) {
    try {
      labCheck(algorithm, n);
    } catch (error) {
      $('cmp-n-error').textContent = `${error.message}.`;
      return;
    }
  }
  $('cmp-seed').value = master;
  writeUrl();
  const current = startJob('comparison', CORES);
  const data = new Map(algorithms.map((a) => [a, emptyRuns(trials)]));
  const total = trials * algorithms.length;
  let done = 0;
  setProgress(0, total);
  setStatus(`Running ${format(total)} runs on ${CORES} worker${CORES === 1 ? '' : 's'}…`);
  try {
    await dispatch(current, runMessages(algorithms, n, master, trials, CORES), (reply) => {
      if (reply.kind !== 'records' && reply.kind !== 'done') return;
      const runs = data.get(reply.algorithm);
      const before = runs.count;
      store(reply, runs, trials);
      done += runs.count - before;
      setProgress(done, total);
      setStatus(`Running… ${format(done)} of ${format(total)} runs.`);
    });
  } catch (error) {
    if (job === current) endJob();
    setStatus(`The comparison failed: ${error.message}`);
    return;
  }
  if (job !== current) return; // cancelled
  const seconds = ((performance.now() - current.started) / 1000).toFixed(1);
  endJob();
  results = { n, master, trials, data };
  showSummary();
  fillHistogramChoices();
  await drawHistogram();
  setStatus(`Done: ${format(total)} runs in ${seconds} s, master seed ${master}.`);
}

function summaries() {
  return [...results.data].map(([algorithm, runs]) => {
    const s = labSummarize(algorithm, results.n, runs.attempts, runs.tries, runs.solved);
    const summary = {
      algorithm, runs: s.runs, mean: s.mean, median: s.median, p90: s.p90, max: s.max,
      meanTries: s.meanTries, rate: s.successRate, rateError: s.successRateError,
      msPerRun: runs.ms / Math.max(1, runs.timed), timed: runs.timed, timedMs: runs.ms,
      expected: expectedTries(algorithm, results.n),
    };
    s.free();
    return summary;
  });
}

/** CPU time per run, with enough digits to tell short runs apart (µs below 0.01 ms). */
function formatMs(ms) {
  if (ms < 0.01) return `${format(ms * 1000, ms * 1000 >= 1 ? 2 : 3)} µs`;
  const digits = ms >= 100 ? 0 : ms >= 10 ? 1 : ms >= 1 ? 2 : 3;
  return `${format(ms, digits)} ms`;
}

/**
 * The tries a run of `algorithm` needs on average on an n × n board, where the core knows
 * them (random placement's 1/p: exact for n ≤ 12, measured beyond), else null.
 */
export function expectedTries(algorithm, n) {
  const odds = tryOdds(algorithm, n);
  if (!odds) return null;
  const value = { expected: odds.expectedTries, success: odds.success, error: odds.standardError, exact: odds.exact };
  odds.free();
  return value;
}

/** "expected 7.73 (1/p, exact)" or "expected 97.6 ± 0.3 (1/p, measured)". */
function expectedNote(expected) {
  if (!expected) return '';
  const spread = expected.exact ? '' : ` ± ${format(expected.error / expected.success ** 2, 1)}`;
  return `expected ${format(expected.expected, 2)}${spread} (1/p, ${expected.exact ? 'exact' : 'measured'})`;
}
function showSummary() {
  const rows = summaries().map((s) => {
    const tr = document.createElement('tr');
    tr.dataset.testid = `summary-${s.algorithm}`;
    const u = units(s.algorithm);
    const name = document.createElement('th');
    name.scope = 'row';
    name.dataset.testid = `summary-${s.algorithm}-name`;
    name.dataset.value = s.algorithm;
    const unit = Object.assign(document.createElement('span'), {
      className: 'unit',
      textContent: `attempts: ${u.attempts}; tries: ${u.tries}`,
    });
    unit.dataset.testid = `summary-${s.algorithm}-unit`;
    name.append(nameOf(s.algorithm), unit);
    tr.append(name);
    const cells = [
      [format(s.runs), 'runs', s.runs],
      [format(s.mean, 1), 'mean', s.mean],
      [format(s.median), 'median', s.median],
      [format(s.p90), 'p90', s.p90],
      [format(s.max), 'max', s.max],
      [format(s.meanTries, 2), 'mean-tries', s.meanTries, expectedNote(s.expected)],
      [u.randomized ? `${format(s.rate, 4)} ± ${format(s.rateError, 4)}` : '—', 'success-rate', s.rate],
      [formatMs(s.msPerRun), 'time', s.msPerRun, u.randomized ? '' : `deterministic: its one run, timed ${format(s.timed)} times`],
    ];
    for (const [text, field, value, note] of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      if (note) td.append(Object.assign(document.createElement('span'), { className: 'unit', textContent: note }));
      td.dataset.testid = `summary-${s.algorithm}-${field}`;
      td.dataset.value = String(value);
      if (field === 'time') Object.assign(td.dataset, { timed: String(s.timed), timedMs: String(s.timedMs) });
      tr.append(td);
    }
    tr.summary = s; // for Copy summary
    return tr;
  });
  document.querySelector('#cmp-summary tbody').replaceChildren(...rows);
  for (const id of ['cmp-copy', 'cmp-csv', 'cmp-histogram-png']) $(id).disabled = false;
}

// ---------------------------------------------------------------- charts

let chartJs = null;

/** Chart.js's text and grid colours from the theme on show (every chart reads them). */
function themeChartDefaults() {
  if (!globalThis.Chart) return;
  const C = chartColours();
  Chart.defaults.color = C.text;
  Chart.defaults.borderColor = C.grid;
}

/** Redraws the Compare view's charts in the theme on show. */
export function recolourCharts() {
  themeChartDefaults();
  for (const chart of Object.values(charts)) {
    if (!chart) continue;
    for (const dataset of chart.data.datasets) {
      if (!dataset.algorithm) continue;
      dataset.borderColor = colourOf(dataset.algorithm);
      if (dataset.backgroundColor !== 'transparent') dataset.backgroundColor = dataset.borderColor;
    }
    chart.update('none');
  }
}

/**
 * Loads Chart.js (www/node_modules) on first use, so that parsing it is a task of its own
 * rather than part of the page's load. Resolves to true once `Chart` is available.
 */
export function loadChartJs() {
  chartJs ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = chartJsUrl();
    script.onload = () => {
      themeChartDefaults();
      resolve(true);
    };
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
  return chartJs;
}

function chartOrNote(canvas) {
  if (globalThis.Chart) {
    canvas.hidden = false;
    canvas.parentElement.classList.add('drawn');
    return true;
  }
  canvas.replaceWith(
    Object.assign(document.createElement('p'), {
      textContent: 'Charts need Chart.js in www/node_modules: run “cargo xtask serve”, which installs it.',
    }),
  );
  return false;
}

/** Labels 1, 2 and 5 × 10^k on a log axis, and nothing between them. */
function logTick(value) {
  const mantissa = value / 10 ** Math.floor(Math.log10(value) + 1e-9);
  return [1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-6) ? format(value) : '';
}

/** Resolves once every worker of `current` has loaded the core (so timings leave it out). */
function warmUp(current) {
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

/** Log-spaced bins (four per decade) over 1..max; counts of `values` in each. */
function logHistogram(values, edges) {
  const counts = new Array(edges.length - 1).fill(0);
  for (const v of values) {
    let k = edges.findIndex((edge) => edge > Math.max(1, v)) - 1;
    if (k < 0) k = counts.length - 1;
    counts[Math.min(k, counts.length - 1)]++;
  }
  return counts;
}

/**
 * The histogram of one algorithm at a time (the one chosen in the panel's list), of its
 * attempts per run or of its tries per run, each in that algorithm's own unit, named on the
 * axis: squares tried and queens placed are different things, so no chart puts two units on
 * one axis (algorithms compare by CPU time per run, in the table and the sweep). Runs are
 * counted in log-spaced bins, four per decade from 1. For tries whose odds the core knows
 * (random placement's trials), the expected count of each bin is drawn too: tries are
 * geometric, P(k tries) = (1 − p)^(k − 1) p, so a bin [a, b) expects runs × ((1 − p)^(a − 1)
 * − (1 − p)^(b − 1)) — exact for n ≤ 12, from the measured p beyond. A deterministic
 * algorithm's runs all stand in one bin.
 */
async function drawHistogram() {
  await loadChartJs();
  const canvas = $('cmp-histogram');
  if (!results || !chartOrNote(canvas)) return;
  const choice = $('hist-algorithm');
  const algorithm = results.data.has(choice.value) ? choice.value : [...results.data.keys()][0];
  const measure = $('hist-measure').value === 'tries' ? 'tries' : 'attempts';
  const runs = results.data.get(algorithm);
  const values = runs[measure];
  const unit = units(algorithm)[measure];
  let max = 1;
  for (const v of values) max = Math.max(max, v);
  const edges = [];
  for (let k = 0; 10 ** (k / 4) <= max * 1.78; k++) edges.push(10 ** (k / 4));
  const counts = logHistogram(values, edges);
  const datasets = [{
    label: `${nameOf(algorithm)}: runs by ${unit} per run`,
    data: counts.map((y, k) => ({ x: edges[k], y })).concat([{ x: edges[edges.length - 1], y: 0 }]),
    stepped: 'before',
    algorithm,
    borderColor: colourOf(algorithm),
    borderWidth: 2.5,
    backgroundColor: 'transparent', // the legend's box: an outline like the line
    fill: false,
    pointRadius: 0,
  }];
  const odds = measure === 'tries' ? expectedTries(algorithm, results.n) : null;
  if (odds && odds.success > 0) {
    const q = 1 - odds.success;
    // Bin k holds the whole numbers from ceil(edge k) to below edge k + 1.
    const expected = counts.map((_, k) => {
      const a = Math.ceil(edges[k]);
      const b = Math.ceil(edges[k + 1]);
      return b > a ? results.trials * (q ** (a - 1) - q ** (b - 1)) : 0;
    });
    datasets.push({
      label: `expected if tries are geometric with p = ${format(odds.success, 4)} (${odds.exact ? 'exact' : 'measured'}): ${format(odds.expected, 2)} a run on average`,
      data: expected.map((y, k) => ({ x: edges[k], y })).concat([{ x: edges[edges.length - 1], y: 0 }]),
      stepped: 'before',
      borderColor: chartColours().text,
      borderDash: [6, 4],
      borderWidth: 1.5,
      backgroundColor: 'transparent',
      fill: false,
      pointRadius: 0,
    });
  }
  const deterministic = !units(algorithm).randomized;
  canvas.setAttribute('aria-label', `Histogram of ${unit} per run for ${nameOf(algorithm)}, log scale${deterministic ? ': deterministic, every run the same' : ''}`);
  charts.histogram = lineChart(charts.histogram, canvas, datasets, {
    x: {
      type: 'logarithmic',
      title: { display: true, text: `${unit} per run (log scale)` },
      ticks: { callback: logTick },
    },
    y: { beginAtZero: true, title: { display: true, text: 'runs' } },
  }, [
    `${nameOf(algorithm)}: ${unit} per run${deterministic ? ' (deterministic: every run the same)' : ''}`,
    `n = ${format(results.n)}, ${format(results.trials)} runs, master seed ${results.master}`,
  ]);
}

/** The histogram's list of algorithms: those of the last comparison, the first randomized one chosen. */
function fillHistogramChoices() {
  const choice = $('hist-algorithm');
  const ids = [...results.data.keys()];
  const keep = ids.includes(choice.value) ? choice.value : ids.find((id) => units(id).randomized) ?? ids[0];
  choice.replaceChildren(...ids.map((id) => new Option(`${nameOf(id)} (${units(id).attempts}; ${units(id).tries})`, id)));
  choice.value = keep;
  for (const id of ['hist-algorithm', 'hist-measure']) $(id).disabled = false;
}

/**
 * Paints the chart's background before anything else, so a saved PNG is opaque and readable
 * on a dark slide (Chart.js draws on a transparent canvas otherwise).
 */
const opaqueBackground = {
  id: 'opaqueBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = chartColours().background;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/**
 * Replaces chart `old` (if any) by a line chart of `datasets` on `canvas` with `scales` and a
 * `title` (lines: what it shows, then the run's parameters), which a saved PNG keeps.
 */
function lineChart(old, canvas, datasets, scales, title) {
  old?.destroy();
  return new Chart(canvas, {
    type: 'line',
    data: { datasets },
    plugins: [opaqueBackground],
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales,
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 28 } },
        title: { display: true, text: title, font: { size: 14 } },
      },
    },
  });
}

// ---------------------------------------------------------------- sweep

async function runSweep() {
  if (job) return;
  const to = parseWhole($('sweep-to').value, 4, 32, 'The largest n');
  const per = parseWhole($('sweep-runs').value, 1, 100_000, 'Runs per size');
  const seed = parseSeed($('cmp-seed').value);
  $('sweep-error').textContent = to.error ?? per.error ?? seed.error ?? '';
  const algorithms = checked();
  if (to.error || per.error || seed.error || algorithms.length === 0) {
    if (algorithms.length === 0) setStatus('Tick at least one algorithm.');
    return;
  }
  $('cmp-seed').value = seed.value;
  const sizes = [];
  for (let n = 4; n <= to.value; n++) sizes.push(n);
  const current = startJob('sweep', CORES);
  // Per algorithm, one point per n: { x: n, y: mean attempts, ms: CPU time per run }.
  const means = new Map(algorithms.map((a) => [a, []]));
  sweep = { means, perSize: per.value, master: seed.value };
  fillSweepChoices(algorithms);
  let done = 0;
  setProgress(0, sizes.length * algorithms.length);
  for (const n of sizes) {
    const data = new Map(algorithms.map((a) => [a, emptyRuns(per.value)]));
    try {
      await dispatch(current, runMessages(algorithms, n, seed.value, per.value, CORES), (reply) => {
        if (reply.kind === 'records' || reply.kind === 'done') store(reply, data.get(reply.algorithm), per.value);
      });
    } catch (error) {
      if (job === current) endJob();
      setStatus(`The sweep failed: ${error.message}`);
      return;
    }
    if (job !== current) return; // cancelled
    for (const [algorithm, runs] of data) {
      const summary = labSummarize(algorithm, n, runs.attempts, runs.tries, runs.solved);
      means.get(algorithm).push({ x: n, y: summary.mean, ms: runs.ms / Math.max(1, runs.timed) });
      summary.free();
      setProgress(++done, sizes.length * algorithms.length);
    }
    setStatus(`Sweep: n = ${n} of ${to.value} done.`);
    await drawSweep();
    if (job !== current) return; // cancelled while drawing
  }
  endJob();
  setStatus(`Sweep done: n = 4 to ${to.value}, ${format(per.value)} runs per size, master seed ${seed.value}.`);
}

/** The last sweep: { means, perSize, master }, redrawn when its measure changes. */
let sweep = null;

/** The sweep's measures: CPU time per run (every algorithm, one unit), or one algorithm's mean attempts. */
function fillSweepChoices(algorithms) {
  const choice = $('sweep-measure');
  const keep = choice.value;
  choice.replaceChildren(
    new Option('CPU time per run (every algorithm)', 'time'),
    ...algorithms.map((id) => new Option(`mean ${units(id).attempts}: ${nameOf(id)}`, id)),
  );
  choice.value = [...choice.options].some((o) => o.value === keep) ? keep : 'time';
  choice.disabled = false;
}

/**
 * The sweep against n: by default the CPU time per run of every algorithm, on one axis in
 * one unit (milliseconds), which compares algorithms; or one algorithm's mean attempts in
 * its own unit (the list under the chart), never two units on one axis.
 */
async function drawSweep() {
  await loadChartJs();
  const canvas = $('cmp-sweep');
  if (!sweep || !chartOrNote(canvas)) return;
  const { means, perSize, master } = sweep;
  const measure = $('sweep-measure').value;
  const time = !means.has(measure);
  const shown = time ? [...means] : [[measure, means.get(measure)]];
  const datasets = shown.map(([algorithm, points]) => ({
    label: time ? nameOf(algorithm) : `${nameOf(algorithm)} (${units(algorithm).attempts})`,
    data: points.map((p) => ({ x: p.x, y: time ? p.ms : p.y })),
    algorithm,
    borderColor: colourOf(algorithm),
    backgroundColor: colourOf(algorithm),
    borderDash: dashOf(algorithm),
    pointRadius: 3,
  }));
  const what = time ? 'CPU ms per run' : `mean ${units(measure).attempts}`;
  canvas.setAttribute('aria-label', `${time ? 'CPU time per run' : what} against n, log scale`);
  charts.sweep = lineChart(charts.sweep, canvas, datasets, {
    x: { type: 'linear', title: { display: true, text: 'board size n' }, ticks: { stepSize: 2 } },
    y: {
      type: 'logarithmic',
      title: { display: true, text: `${what} (log)` },
      ticks: { callback: time ? undefined : logTick },
    },
  }, [time ? 'CPU time per run against n' : `${nameOf(measure)}: mean ${units(measure).attempts} against n`,
    `${format(perSize)} runs per size, master seed ${master}`]);
  $('cmp-sweep-png').disabled = false;
}

// ---------------------------------------------------------------- papers

const PAPER_SIZES = [10, 100, 1000, 10000];

async function runPapers() {
  if (job) return;
  const seed = masterSeed();
  if (seed === null) return;
  const current = startJob('papers tables', Math.min(CORES, PAPER_SIZES.length));
  const rows = new Map();
  setProgress(0, PAPER_SIZES.length);
  setStatus('Measuring Sosič & Gu Tables 2–5 at n = 10 to 10,000…');
  try {
    await dispatch(
      current,
      PAPER_SIZES.map((n) => ({ kind: 'sosic-gu', n, permutations: 100, runs: 10, master: seed })),
      (reply) => {
        rows.set(reply.n, { ours: reply.ours, published: reply.published });
        setProgress(rows.size, PAPER_SIZES.length);
        showPapers(rows);
      },
    );
  } catch (error) {
    if (job === current) endJob();
    setStatus(`The tables failed: ${error.message}`);
    return;
  }
  if (job !== current) return;
  endJob();
  setStatus(`Tables 2–5 measured with master seed ${seed}.`);
}

function showPapers(rows) {
  const body = PAPER_SIZES.filter((n) => rows.has(n)).map((n) => {
    const { ours, published: paper } = rows.get(n);
    const tr = document.createElement('tr');
    tr.dataset.testid = `papers-${n}`;
    const cells = [
      format(n),
      `${format(ours.collisionsPerN, 4)} ± ${format(ours.collisionsPerNError, 4)}`,
      format(paper.collisionsPerN, 4),
      `${ours.mostOnADiagonalMin}–${ours.mostOnADiagonalMax}`,
      `${paper.mostOnADiagonalMin}–${paper.mostOnADiagonalMax}`,
      `${ours.firstPermutationSuccesses} of 10`,
      `${paper.firstPermutationSuccesses} of 10`,
      format(ours.pairsTested),
      format(paper.pairsTested),
      format(ours.swapsTested),
      format(paper.swapsTested),
    ];
    cells.forEach((text, i) => {
      const td = document.createElement(i === 0 ? 'th' : 'td');
      td.textContent = text;
      tr.append(td);
    });
    tr.dataset.collisions = String(ours.collisionsPerN);
    tr.dataset.collisionsError = String(ours.collisionsPerNError);
    tr.dataset.paper = String(paper.collisionsPerN);
    tr.dataset.pairs = String(ours.pairsTested);
    tr.dataset.swaps = String(ours.swapsTested);
    return tr;
  });
  document.querySelector('#papers-table tbody').replaceChildren(...body);
}

/** Rolfe's n = 1000 table for Algorithm One (permutation swaps): four seeded runs. */
async function runRolfe() {
  if (job) return;
  const seed = masterSeed();
  if (seed === null) return;
  const table = plain(rolfeTable(), ['algorithm', 'n', 'paper']);
  const current = startJob('Rolfe table', CORES);
  const runs = emptyRuns(4);
  setProgress(0, 4);
  setStatus('Rolfe, n = 1000: four runs of Algorithm One (about ten seconds per run)…');
  try {
    await dispatch(current, runMessages([table.algorithm], table.n, seed, 4, CORES), (reply) => {
      if (reply.kind !== 'records') return;
      store(reply, runs, 4);
      setProgress(runs.count, 4);
    });
  } catch (error) {
    if (job === current) endJob();
    setStatus(`The table failed: ${error.message}`);
    return;
  }
  if (job !== current) return;
  endJob();
  $('rolfe-result').textContent =
    `Permutation vectors used at n = 1000 — ours: ${[...runs.tries].map((t) => format(t)).join(', ')}; ` +
    `Rolfe's: ${table.paper.map((t) => format(t)).join(', ')}. Algorithm Two (about 90 s): nqueens papers --rolfe.`;
  setStatus(`Rolfe's table measured with master seed ${seed}.`);
}

// ---------------------------------------------------------------- parallel Las Vegas

/** Races run by the Race button: one race's speed-up is luck; several show its spread. */
const RACES = 5;

/**
 * Rolfe's parallel Las Vegas, RACES times: in race r, one worker alone runs seed r·W, then W
 * workers race seeds r·W … r·W + W − 1 and the first solution stops the others; the speed-up
 * of the race is the time alone over the race's wall time. The median and the range of the
 * speed-ups are shown, with what to expect: independent Las Vegas runs finish about W times
 * sooner on average (the first of W geometric counts of tries is geometric with about W
 * times the odds), while one race can be far luckier or unluckier than that.
 */
async function runRace() {
  if (job) return;
  const algorithm = $('race-algorithm').value;
  const n = parseWhole($('race-n').value, 4, 100_000, 'n');
  const workers = parseWhole($('race-workers').value || String(CORES), 1, 16, 'Workers');
  const seed = parseSeed($('cmp-seed').value);
  $('race-error').textContent = n.error ?? workers.error ?? seed.error ?? '';
  if (n.error || workers.error || seed.error) return;
  try {
    labCheck(algorithm, n.value);
  } catch (error) {
    $('race-error').textContent = `${error.message}.`;
    return;
  }
  $('cmp-seed').value = seed.value;
  const W = workers.value;
  const races = [];
  setProgress(0, 2 * RACES);
  $('race-result').textContent = '';
  for (let r = 0; r < RACES; r++) {
    // One worker alone, with the race's first seed.
    let current = startJob('race', 1);
    setStatus(`Race ${r + 1} of ${RACES}: one worker alone on ${nameOf(algorithm)}, n = ${n.value}…`);
    await warmUp(current);
    if (job !== current) return;
    let alone;
    try {
      await dispatch(current, [{ kind: 'race', algorithm, n: n.value, master: seed.value, index: r * W }], (reply) => {
        alone = reply;
      });
    } catch (error) {
      if (job === current) endJob();
      setStatus(`The race failed: ${error.message}`);
      return;
    }
    if (job !== current) return;
    endJob();
    setProgress(2 * r + 1, 2 * RACES);
    // W workers with seeds r·W … r·W + W − 1; the first to finish stops the others.
    current = startJob('race', W);
    setStatus(`Race ${r + 1} of ${RACES}: ${W} workers with different seeds…`);
    await warmUp(current);
    if (job !== current) return;
    const started = performance.now();
    const winner = await new Promise((resolve) => {
      current.workers.forEach((worker, k) => {
        worker.onmessage = ({ data }) => {
          if (job === current && (data.kind === 'raced' || data.kind === 'error')) resolve(data);
        };
        worker.onerror = (event) => resolve({ kind: 'error', message: event.message || 'a worker failed' });
        worker.postMessage({ kind: 'race', algorithm, n: n.value, master: seed.value, index: r * W + k });
      });
    });
    if (job !== current) return;
    if (winner.kind === 'error') {
      endJob();
      setStatus(`The race failed: ${winner.message}`);
      return;
    }
    const wall = performance.now() - started;
    endJob();
    setProgress(2 * r + 2, 2 * RACES);
    races.push({ alone, winner: { ...winner, worker: winner.index - r * W + 1 }, wall, speedup: alone.ms / Math.max(wall, 0.1) });
  }
  const speedups = races.map((race) => race.speedup).sort((a, b) => a - b);
  const median = speedups[Math.floor(speedups.length / 2)];
  const triesUnit = units(algorithm).tries;
  const first = races[0];
  $('race-result').textContent =
    `${W} workers, ${RACES} races: median speed-up ${format(median, 1)}× (range ${format(speedups[0], 1)}–${format(speedups[speedups.length - 1], 1)}×) ` +
    `over one worker alone on each race's first seed. Independent Las Vegas runs finish about ${W} times sooner on average; one race alone can be far luckier or unluckier. ` +
    `Race 1: worker ${first.winner.worker} won in ${format(first.wall)} ms (seed ${first.winner.seed}, ${format(first.winner.tries)} ${triesUnit}); alone (seed ${first.alone.seed}): ${format(first.alone.ms)} ms.`;
  $('race-result').dataset.speedups = JSON.stringify(races.map((race) => race.speedup));
  $('race-result').dataset.winners = JSON.stringify(races.map((race) => ({ seed: race.winner.seed, tries: race.winner.tries })));
  setStatus('Race done.');
}

// ---------------------------------------------------------------- counting

async function runCount() {
  if (job) return;
  const parsed = parseWhole($('count-n').value, 1, 17, 'n');
  $('count-error').textContent = parsed.error ?? '';
  if (parsed.error) return;
  const n = parsed.value;
  const tasks = Array.from({ length: countTasks(n) }, (_, i) => i);
  const current = startJob('count', CORES);
  const kernel = $('count-kernel').value;
  const kernelName = kernel === 'simd128' ? 'SIMD128' : kernel;
  const messages = Array.from({ length: CORES }, (_, w) => ({
    kind: 'count',
    n,
    kernel,
    tasks: tasks.filter((_, i) => i % CORES === w),
  }));
  let total = 0;
  let fundamental = 0;
  let done = 0;
  setProgress(0, tasks.length);
  $('count-result').textContent = '';
  setStatus(`Counting Q(${n}) in ${format(tasks.length)} tasks on ${CORES} workers…`);
  try {
    await dispatch(current, messages, (reply) => {
      if (reply.kind !== 'counted') return;
      total += reply.solutions;
      fundamental += reply.fundamental;
      setProgress(++done, tasks.length);
    });
  } catch (error) {
    if (job === current) endJob();
    setStatus(`The count failed: ${error.message}`);
    return;
  }
  if (job !== current) return;
  const seconds = ((performance.now() - current.started) / 1000).toFixed(2);
  endJob();
  const against = (value, known, id) =>
    `${format(value)} — ${value === known ? 'matches' : `differs from ${format(known)} in`} OEIS ${id}`;
  $('count-result').textContent =
    `Q(${n}) = ${against(total, A000170[n - 1], 'A000170')}. ` +
    `Fundamental solutions (one per class under rotation and reflection): ${against(fundamental, A002562[n - 1], 'A002562')}. ` +
    `${seconds} s with the ${kernelName} kernel.`;
  setStatus(`Counted Q(${n}) in ${seconds} s.`);
}

// ---------------------------------------------------------------- exports

function download(name, href) {
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

function downloadCsv() {
  if (!results) return;
  // The same columns and rows as `nqueens compare --csv` for the same master seed.
  const lines = ['algorithm,n,run,seed,attempts,attempt_unit,tries,tries_unit,solved'];
  for (const [algorithm, runs] of results.data) {
    const u = units(algorithm);
    for (let i = 0; i < runs.attempts.length; i++) {
      const seed = u.randomized ? labSeed(results.master, i) : '0';
      lines.push([algorithm, results.n, i, seed, runs.attempts[i], u.attempts, runs.tries[i], u.tries,
        runs.solved[i] ? 'true' : 'false'].join(','));
    }
  }
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }));
  download(`nqueens-compare-n${results.n}-seed${results.master}.csv`, url);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The summary as tab-separated text for a spreadsheet: a header, one row per algorithm with
 * its units in their own columns, and the notes, each field apart (never glued).
 */
export function summaryText({ n, trials, master }, rows, notes) {
  const header = ['algorithm', 'attempt unit', 'tries unit', 'runs', 'mean attempts', 'median', '90th pct.', 'max',
    'tries per run', 'expected tries', 'one-try success', '± 1 standard error', 'CPU time per run (ms)', 'timed runs'];
  const lines = rows.map((s) => [
    s.name, s.attemptUnit, s.triesUnit, s.runs, format(s.mean, 1), s.median, s.p90, s.max, format(s.meanTries, 2),
    s.expected ? format(s.expected.expected, 2) : '', s.randomized ? format(s.rate, 4) : '', s.randomized ? format(s.rateError, 4) : '',
    String(Number(s.msPerRun.toPrecision(4))), s.timed,
  ].join('\t'));
  return `N-Queens comparison: n = ${n}, ${trials} runs per algorithm, master seed ${master}\n${header.join('\t')}\n${lines.join('\n')}\n\n${notes.join('\n')}\n`;
}

async function copySummary() {
  const rows = [...document.querySelectorAll('#cmp-summary tbody tr')].map((tr) => {
    const u = units(tr.summary.algorithm);
    return { ...tr.summary, name: nameOf(tr.summary.algorithm), attemptUnit: u.attempts, triesUnit: u.tries, randomized: u.randomized };
  });
  const notes = [...$('cmp-units-note').querySelectorAll('p')].map((p) => p.textContent.replace(/\s+/g, ' ').trim());
  const text = summaryText(results, rows, notes);
  try {
    await navigator.clipboard.writeText(text);
    setStatus('Summary copied (tab-separated: paste into a spreadsheet).');
  } catch {
    const range = document.createRange();
    range.selectNode($('cmp-summary'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    setStatus('Summary selected: press Ctrl+C to copy it.');
  }
}

// ---------------------------------------------------------------- URL and start-up

function writeUrl() {
  const params = new URLSearchParams({
    view: 'compare',
    n: $('cmp-n').value.trim(),
    algorithms: checked().join(','),
    trials: $('cmp-trials').value.trim(),
  });
  if ($('cmp-seed').value.trim()) params.set('seed', $('cmp-seed').value.trim());
  history.replaceState(history.state, '', `${location.pathname}?${params}`);
}

/**
 * Fills the form from the address (`?view=compare&n=…&algorithms=…&trials=…&seed=…`). A bad
 * value is shown in its field with its message, as if typed, so the form says what to fix;
 * unknown algorithms, bad words and repeated parameters are named in the status line.
 */
export function readCompareUrl(params) {
  const fields = [
    ['n', 'cmp-n', (text) => parseN(text).error],
    ['trials', 'cmp-trials', (text) => parseTrials(text).error],
    ['seed', 'cmp-seed', (text) => parseSeed(text).error],
  ];
  for (const [name, id, problem] of fields) {
    if (!params.has(name)) continue;
    $(id).value = params.get(name);
    const error = problem(params.get(name));
    if (error) $(`${id}-error`).textContent = `${error.replace(/\.$/, '')} (the ${name} in the address).`;
  }
  const messages = addressProblems(params, 'compare');
  if (params.has('algorithms')) {
    const wanted = params.get('algorithms').split(',').filter(Boolean);
    const boxes = [...document.querySelectorAll('input[name="cmp-algorithm"]')];
    for (const box of boxes) box.checked = wanted.includes(box.value);
    const unknown = wanted.filter((id) => !boxes.some((box) => box.value === id));
    if (unknown.length) {
      messages.push(`The algorithms in the address name ${unknown.map((id) => `“${id}”`).join(', ')}, which the lab does not run; it runs ${boxes.map((box) => box.value).join(', ')}.`);
    }
  }
  if (messages.length) setStatus(messages.join(' '));
}

/** The algorithm checkboxes and the race select, from the registry. */
function buildAlgorithmChoices() {
  const boxes = algorithms().filter((a) => a.compared).map((a) => {
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'cmp-algorithm', value: a.id, checked: a.comparedByDefault });
    const label = document.createElement('label');
    label.append(box, ` ${a.name}`);
    return label;
  });
  $('cmp-algorithms').replaceChildren($('cmp-algorithms').querySelector('legend'), ...boxes);
  $('race-algorithm').replaceChildren(
    ...algorithms().filter((a) => a.raced).map((a) => new Option(a.name, a.id)),
  );
}

export function setupCompare() {
  buildAlgorithmChoices();
  $('race-workers').placeholder = String(CORES);
  $('compare-form').addEventListener('submit', runComparison);
  $('cmp-cancel').addEventListener('click', cancel);
  $('sweep-run').addEventListener('click', runSweep);
  $('papers-run').addEventListener('click', runPapers);
  $('rolfe-run').addEventListener('click', runRolfe);
  $('race-run').addEventListener('click', runRace);
  $('count-run').addEventListener('click', runCount);
  $('cmp-csv').addEventListener('click', downloadCsv);
  $('cmp-copy').addEventListener('click', copySummary);
  $('cmp-histogram-png').addEventListener('click', () =>
    download(`nqueens-histogram-n${results.n}.png`, charts.histogram.toBase64Image()),
  );
  $('cmp-sweep-png').addEventListener('click', () => download('nqueens-sweep.png', charts.sweep.toBase64Image()));
  $('sweep-measure').addEventListener('change', drawSweep);
  for (const id of ['hist-algorithm', 'hist-measure']) $(id).addEventListener('change', drawHistogram);
  for (const input of ['cmp-n', 'cmp-trials', 'cmp-seed']) $(input).addEventListener('change', writeUrl);
  for (const box of document.querySelectorAll('input[name="cmp-algorithm"]')) box.addEventListener('change', writeUrl);
  return { writeUrl };
}

