// The Compare view: many seeded runs per algorithm in Web Workers, their summary (computed by
// the Rust core, as `nqueens compare` does), the histogram, the CSV and the summary to copy,
// the form's address, the view rendered from the page's state (renderCompare: shown as
// `state.view` says, its form filled from `state.compare`), and the view's set-up. Its other
// tools are modules of their own over the one job runner (lab-jobs.js; one job at a time,
// Cancel terminates its workers at once): the sweep over n (compare-sweep.js), the papers'
// tables (compare-papers.js), the parallel Las Vegas race (compare-race.js) and the count
// (compare-count.js); the charts are charts.js. Every word of the view is the catalog's
// (locales/*/compare.ftl, through i18n.js's `t`; sentences with markup through
// compare-l10n.js), its numbers the language's (shared.js's format); the CSV's header row
// follows the language, its data does not.

import { labCheck, labSeed, labSummarize, paramsProblem, tryOdds } from '../pkg/nqueens.js';
import { algorithms } from './registry.js';
import { $, format, parseWhole } from './shared.js';
import { chartColours } from './theme.js';
import { toAddress } from './page-state.js';
import { addressLang, errorText, t } from './i18n.js';
import { localizeMarkupUnder } from './compare-l10n.js';
import { charts, chartOrNote, colourOf, download, lineChart, loadChartJs, logTick } from './charts.js';
import { checkMessage, CORES, dispatch, emptyRuns, endJob, failJob, labParams, nameOf, parseSeed, readSeed, runMessages, running, seedText, setProgress, setStatus, setupJobs, showSeedError, startJob, store, units, writeSeed } from './lab-jobs.js';
import { buildParamControls, readParamControls, refusalSentence } from './params.js';
import { runSweep, setupSweep } from './compare-sweep.js';
import { runAima, runBrassardBratley, runPapers, runRolfe } from './compare-papers.js';
import { fillRaceChoices, racedAlgorithm, runRace, setupRace, showRaceParams } from './compare-race.js';
import { runCount } from './compare-count.js';
import { useMessages as useExportMessages } from './exports.js';
import { busyNote, TIME_COLUMNS, timeCell, timeFields, timePerRun, useMessages } from './timing.js';

// timing.js and exports.js (loadable in Node's tests) say their words in the page's language.
useMessages(t);
useExportMessages(t);

export { recolourCharts } from './charts.js';

const MAX_RUNS = 1_000_000;
/** The largest board the comparison takes (its runs are many; the Watch view goes further). */
const MAX_N = 100_000;
/** The comparison's size and runs, checked the same way typed in the form or in the address. */
const parseN = (text) => parseWhole(text, 1, MAX_N, 'Board size');
const parseTrials = (text) => parseWhole(text, 1, MAX_RUNS, 'Runs per algorithm');

/** Every tool's Run button (this view's), greyed while a job runs. */
const JOB_BUTTONS = ['cmp-run', 'sweep-run', 'papers-run', 'rolfe-run', 'bb-run', 'race-run', 'count-run'];

let results = null; // last comparison: { n, master, trials, data: Map(algorithm → runs) }

function checked() {
  return [...document.querySelectorAll('input[name="cmp-algorithm"]:checked')].map((box) => box.value);
}

// ---------------------------------------------------------------- comparison

async function runComparison(event) {
  event?.preventDefault();
  if (running()) return;
  const nParsed = parseN($('cmp-n').value);
  const trialsParsed = parseTrials($('cmp-trials').value);
  const seedParsed = readSeed();
  $('cmp-n-error').textContent = nParsed.error ?? '';
  $('cmp-trials-error').textContent = trialsParsed.error ?? '';
  showSeedError(seedParsed.error ?? '');
  const algorithms = checked();
  if (algorithms.length === 0) {
    setStatus(t('compare-tick'));
    return;
  }
  if (nParsed.error || trialsParsed.error || seedParsed.error) return;
  const [n, trials, master] = [nParsed.value, trialsParsed.value, seedParsed.value];
  // Each algorithm's parameters on this board (a bound may be n: queensLV's k ≤ n), flagged
  // at its own field before anything runs.
  let refused = false;
  for (const algorithm of algorithms) if (flagLabParams(algorithm, n)) refused = true;
  if (refused) {
    setStatus(t('compare-param-refused'));
    return;
  }
  for (const algorithm of algorithms) {
    try {
      labCheck(algorithm, n);
    } catch (error) {
      $('cmp-n-error').textContent = `${checkMessage(algorithm, error)}.`;
      return;
    }
  }
  writeSeed(master);
  writeUrl();
  const current = startJob('comparison', CORES);
  const data = new Map(algorithms.map((a) => [a, emptyRuns(trials)]));
  const total = trials * algorithms.length;
  let done = 0;
  setProgress(0, total);
  setStatus(t('compare-status-running', { total, workers: CORES }));
  try {
    await dispatch(current, runMessages(algorithms, n, master, trials, CORES), (reply) => {
      if (reply.kind === 'timing') {
        setStatus(t('compare-status-timing', { algorithm: nameOf(reply.algorithm), batch: reply.batch, batches: reply.batches }));
        return;
      }
      if (reply.kind !== 'records' && reply.kind !== 'done') return;
      const runs = data.get(reply.algorithm);
      const before = runs.count;
      store(reply, runs, trials);
      done += runs.count - before;
      setProgress(done, total);
      if (reply.kind === 'records') setStatus(t('compare-status-progress', { done, total }));
    });
  } catch (error) {
    failJob(current, t('compare-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return; // cancelled
  const seconds = format((performance.now() - current.started) / 1000, 1);
  endJob();
  results = { n, master, trials, data };
  const rows = showSummary();
  fillHistogramChoices();
  await drawHistogram();
  const busy = rows.filter((s) => s.time?.tooBusy).map((s) => nameOf(s.algorithm));
  setStatus(t('compare-status-done', { total, seconds, seed: String(master), busy: busyNote(busy) }));
}

function summaries() {
  return [...results.data].map(([algorithm, runs]) => {
    const s = labSummarize(algorithm, results.n, runs.attempts, runs.tries, runs.solved);
    const summary = {
      algorithm, runs: s.runs, mean: s.mean, median: s.median, p90: s.p90, max: s.max,
      meanTries: s.meanTries, rate: s.successRate, rateError: s.successRateError,
      time: timePerRun(runs.shares),
      expected: expectedTries(algorithm, results.n),
    };
    s.free();
    return summary;
  });
}

/**
 * The tries a run of `algorithm` needs on average on an n × n board with the parameters the
 * lab runs it with (`params`, by default its own in the lab), where the core knows them
 * (random placement's 1/p: exact for n ≤ 12, measured beyond; queensLV's for the k it
 * runs with), else null.
 */
export function expectedTries(algorithm, n, params = labParams.get(algorithm) ?? '') {
  const odds = tryOdds(algorithm, n, params || undefined);
  if (!odds) return null;
  const value = { expected: odds.expectedTries, success: odds.success, error: odds.standardError, exact: odds.exact };
  odds.free();
  return value;
}

/** "expected 7.73 (1/p, exact)" or "expected 97.6 ± 0.3 (1/p, measured)". */
function expectedNote(expected) {
  if (!expected) return '';
  const value = format(expected.expected, 2);
  if (expected.exact) return t('compare-expected-exact', { value });
  return t('compare-expected-measured', { value, error: format(expected.error / expected.success ** 2, 1) });
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
      textContent: t('compare-units-of', { attempts: u.attempts, tries: u.tries }),
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
      [timeCell(s.time).text, 'time', s.time?.best ?? '', timeNote(s.time, u.randomized)],
    ];
    for (const [text, field, value, note] of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      if (note) td.append(Object.assign(document.createElement('span'), { className: 'unit', textContent: note }));
      td.dataset.testid = `summary-${s.algorithm}-${field}`;
      td.dataset.value = String(value);
      if (field === 'time' && s.time) {
        // The spread behind the cell, for the tests: ms per run.
        Object.assign(td.dataset, {
          median: String(s.time.median), max: String(s.time.max), batches: String(s.time.batches),
          repeats: String(s.time.repeats), tooBusy: String(s.time.tooBusy),
        });
      }
      tr.append(td);
    }
    tr.summary = s; // for Copy summary
    return tr;
  });
  document.querySelector('#cmp-summary tbody').replaceChildren(...rows);
  for (const id of ['cmp-copy', 'cmp-csv', 'cmp-histogram-png']) $(id).disabled = false;
  return rows.map((tr) => tr.summary);
}

/** The time cell's note: its spread, and what a deterministic algorithm's batches repeat. */
function timeNote(time, randomized) {
  const { note } = timeCell(time);
  if (randomized || !time) return note;
  return t('compare-time-deterministic', { note, repeats: time.repeats });
}

// ---------------------------------------------------------------- histogram

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
    label: t('compare-hist-label', { algorithm: nameOf(algorithm), unit }),
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
      label: t(odds.exact ? 'compare-hist-expected-exact' : 'compare-hist-expected-measured', { p: format(odds.success, 4), expected: format(odds.expected, 2) }),
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
  canvas.setAttribute('aria-label', t(deterministic ? 'compare-hist-aria-deterministic' : 'compare-hist-aria', { unit, algorithm: nameOf(algorithm) }));
  charts.histogram = lineChart(charts.histogram, canvas, datasets, {
    x: {
      type: 'logarithmic',
      title: { display: true, text: t('compare-hist-x', { unit }) },
      ticks: { callback: logTick },
    },
    y: { beginAtZero: true, title: { display: true, text: t('compare-hist-y') } },
  }, [
    t(deterministic ? 'compare-hist-chart-title-deterministic' : 'compare-hist-chart-title', { algorithm: nameOf(algorithm), unit }),
    t('compare-hist-chart-subtitle', { n: results.n, runs: results.trials, seed: String(results.master) }),
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

// ---------------------------------------------------------------- exports

/** The CSV's columns, as `nqueens compare --csv` names them (its header in English). */
export const CSV_COLUMNS = ['algorithm', 'n', 'run', 'seed', 'attempts', 'attempt_unit', 'tries', 'tries_unit', 'solved', ...TIME_COLUMNS];

function downloadCsv() {
  if (!results) return;
  // The same columns and rows as `nqueens compare --csv` for the same master seed, then the
  // algorithm's CPU time per run and its spread, measured here (timing.js). The header row
  // in the page's language (one message a column: CSV_COLUMNS), the data in no language.
  const lines = [CSV_COLUMNS.map((column) => t(`compare-csv-${column.replaceAll('_', '-')}`)).join(',')];
  for (const [algorithm, runs] of results.data) {
    const u = units(algorithm);
    const time = timeFields(timePerRun(runs.shares));
    for (let i = 0; i < runs.attempts.length; i++) {
      const seed = u.randomized ? labSeed(results.master, i) : '0';
      lines.push([algorithm, results.n, i, seed, runs.attempts[i], u.data.attempts, runs.tries[i], u.data.tries,
        runs.solved[i] ? 'true' : 'false', ...time].join(','));
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
  const lines = rows.map((s) => [
    s.name, s.attemptUnit, s.triesUnit, s.runs, format(s.mean, 1), s.median, s.p90, s.max, format(s.meanTries, 2),
    s.expected ? format(s.expected.expected, 2) : '', s.randomized ? format(s.rate, 4) : '', s.randomized ? format(s.rateError, 4) : '',
    ...timeFields(s.time),
  ].join('\t'));
  return `${t('compare-summary-heading', { n: String(n), trials: String(trials), seed: String(master) })}\n${t('compare-summary-columns')}\n${lines.join('\n')}\n\n${notes.join('\n')}\n`;
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
    setStatus(t('compare-copied'));
  } catch {
    const range = document.createRange();
    range.selectNode($('cmp-summary'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    setStatus(t('compare-selected'));
  }
}

// ---------------------------------------------------------------- URL and start-up

/** The form as the page's state holds it (www/page-state.js), and its address written from it. */
function writeUrl() {
  // In a lesson the address is the lesson's slide (lesson.js marks the page with data-lesson).
  if (document.documentElement.dataset.lesson !== undefined) return;
  const params = {};
  for (const id of checked()) if (labParams.get(id)) params[id] = labParams.get(id);
  const compare = { n: $('cmp-n').value.trim(), trials: $('cmp-trials').value.trim(), seed: seedText().trim(), algorithms: checked(), params };
  history.replaceState(history.state, '', `${location.pathname}?${toAddress({ view: 'compare', compare, lang: addressLang })}`);
}

/**
 * Renders the Compare view from the page's state (www/page-state.js): shown while
 * `state.view` is 'compare' (its tab selected, the introduction's last sentence saying what to
 * do in it); with `form`, its form filled from `state.compare` (read from the address, or a
 * lesson's slide), with the address's `messages`. A bad value is shown in its field with its
 * message, as if typed, so the form says what to fix; unknown algorithms, bad words, repeated
 * parameters and refused parameters are named in the status line. Without `form` the form
 * keeps what was typed in it.
 */
export function renderCompare(state, { form = false, messages = [] } = {}) {
  const comparing = state.view === 'compare';
  $('compare-view').hidden = !comparing;
  $('intro-compare').hidden = !comparing;
  $('tab-compare').setAttribute('aria-selected', String(comparing));
  if (form) fillForm(state.compare, messages);
}

/** Each table of the papers panel (a lesson's `paper:`): its table and the button that measures it. */
const PAPERS = {
  'sosic-gu': ['papers-table', 'papers-run'],
  rolfe: ['rolfe-result', 'rolfe-run'],
  aima: ['aima-table', 'aima-run'],
  'brassard-bratley': ['bb-table', 'bb-run'],
};

/**
 * Shows one table of the papers panel (a lesson's papers slide): scrolled into view with the
 * button that measures it, which gets the keyboard (Enter measures, when the teacher wants).
 */
export function showPaper(paper) {
  const [table, button] = PAPERS[paper] ?? PAPERS['sosic-gu'];
  $(button).scrollIntoView({ block: 'start' });
  $(table).scrollIntoView({ block: 'nearest' });
  $(button).focus({ preventScroll: true });
  // A table not measured yet is measured now (the book's figures at once, ours as the
  // workers return them; Cancel stops it), so that the slide shows what its text quotes.
  // Rolfe's n = 1000 tables take minutes: their button waits to be pressed.
  if (paper !== 'rolfe' && !running() && !$(table).querySelector('tbody tr')) $(button).click();
}

function fillForm(compare, messages) {
  // Each field: its value written, its message shown (the master seed is lab-jobs.js's).
  const field = (id) => [(text) => ($(id).value = text), (text) => ($(`${id}-error`).textContent = text)];
  const fields = [
    ['n', ...field('cmp-n'), (text) => parseN(text).error],
    ['trials', ...field('cmp-trials'), (text) => parseTrials(text).error],
    ['seed', writeSeed, showSeedError, (text) => parseSeed(text).error],
  ];
  for (const [name, write, showError, problem] of fields) {
    const text = compare[name];
    if (text === null) continue;
    write(text);
    const error = problem(text);
    if (error) showError(t('compare-address-error', { error: error.replace(/\.$/, ''), field: name }));
  }
  if (compare.algorithms) {
    for (const box of document.querySelectorAll('input[name="cmp-algorithm"]')) box.checked = compare.algorithms.includes(box.value);
  }
  // Each algorithm with parameters runs with those the address gives, else its defaults.
  for (const a of algorithms().filter((entry) => entry.compared && entry.parameters.length)) setLabParams(a, compare.params[a.id] ?? '');
  showParamGroups();
  // A value that fits no board of the form's size (k = 9 with n = 8) flagged at once.
  const n = formN();
  if (n !== undefined) for (const id of checked()) flagLabParams(id, n);
  if (messages.length) setStatus(messages.join(' '));
}

/** Sets the parameters `algorithm` runs with in the lab, and its controls to them. */
function setLabParams(algorithm, query) {
  labParams.set(algorithm.id, query);
  const container = $(`cmp-params-${algorithm.id}`);
  if (container) buildParamControls(container.querySelector('.params'), algorithm, query, () => onLabParams(algorithm), { prefix: `cmp-${algorithm.id}-`, describedBy: `cmp-params-${algorithm.id}-error` });
}

/** The Compare form's board size, or undefined while it does not read as one. */
const formN = () => parseN($('cmp-n').value).value;

/**
 * Checks `id`'s parameters as its group's fields show them on an n × n board: refused (k = 9
 * with n = 8), flagged under the group and true; taken, the values the lab runs it with and
 * the group's message cleared.
 */
function flagLabParams(id, n) {
  const container = $(`cmp-params-${id}`);
  const algorithm = algorithms().find((a) => a.id === id);
  if (!container || !algorithm?.parameters.length) return false;
  const query = readParamControls(container.querySelector('.params'), algorithm);
  const problem = query ? paramsProblem(id, query, n) : undefined;
  container.querySelector('.field-error').textContent = problem ? refusalSentence(t, errorText(problem), algorithm, problem) : '';
  if (!problem) labParams.set(id, query);
  return Boolean(problem);
}

/** A parameter changed in the Compare form: checked by the core, named beside it if refused. */
function onLabParams(algorithm) {
  const container = $(`cmp-params-${algorithm.id}`);
  const query = readParamControls(container.querySelector('.params'), algorithm);
  // On the form's board when it reads as one (k ≤ n), else for any board.
  const problem = paramsProblem(algorithm.id, query, formN());
  container.querySelector('.field-error').textContent = problem ? refusalSentence(t, errorText(problem), algorithm, problem, labParams.get(algorithm.id) ?? '') : '';
  if (problem) return;
  labParams.set(algorithm.id, query);
  // The race starts from the values the lab runs it with.
  if (racedAlgorithm() === algorithm.id) showRaceParams();
  writeUrl();
}

/** The algorithm checkboxes and the race select, from the registry. */
function buildAlgorithmChoices() {
  const boxes = algorithms().filter((a) => a.compared).flatMap((a) => {
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'cmp-algorithm', value: a.id, checked: a.comparedByDefault });
    const label = document.createElement('label');
    label.append(box, ` ${a.name}`);
    if (!a.parameters.length) return [label];
    // Its parameters, under it while it is ticked.
    const group = Object.assign(document.createElement('div'), { id: `cmp-params-${a.id}`, className: 'cmp-params' });
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', t('compare-params-group', { algorithm: a.name }, 'aria-label'));
    const error = Object.assign(document.createElement('output'), { id: `cmp-params-${a.id}-error`, className: 'field-error' });
    error.setAttribute('aria-live', 'assertive');
    group.append(Object.assign(document.createElement('div'), { className: 'params' }), error);
    box.addEventListener('change', showParamGroups);
    return [label, group];
  });
  $('cmp-algorithms').replaceChildren($('cmp-algorithms').querySelector('legend'), ...boxes);
  for (const a of algorithms().filter((entry) => entry.compared && entry.parameters.length)) setLabParams(a, '');
  showParamGroups();
}

/** Each algorithm's parameters show under it while it is ticked. */
function showParamGroups() {
  for (const box of document.querySelectorAll('input[name="cmp-algorithm"]')) {
    const group = $(`cmp-params-${box.value}`);
    if (group) group.hidden = !box.checked;
  }
  fillRaceChoices();
}

/**
 * The units note, from the registry: each attempt unit with the algorithms counting in it
 * ("swaps tested (QS1 gradient swaps, QS4 fast swaps)"), and the try units.
 */
function writeUnits() {
  const compared = algorithms().filter((a) => a.compared);
  const byUnit = new Map();
  for (const a of compared) byUnit.set(a.attemptUnit, [...(byUnit.get(a.attemptUnit) ?? []), a.name]);
  const comma = t('compare-list-separator');
  $('cmp-attempt-units').textContent = [...byUnit].map(([unit, names]) => `${unit} (${names.join(comma)})`).join(comma);
  const tries = [...new Set(compared.filter((a) => a.randomized).map((a) => a.triesUnit))];
  $('cmp-tries-units').textContent = tries.length > 1 ? t('compare-list-or', { list: tries.slice(0, -1).join(comma), last: tries[tries.length - 1] }) : tries.join('');
}

/** Sets up the view; `onShow()` is told when its tab is chosen. Returns { writeUrl }. */
export function setupCompare({ onShow }) {
  // Its sentences with markup in them (links, hints, units) in the page's language.
  localizeMarkupUnder($('compare-view'));
  buildAlgorithmChoices();
  writeUnits();
  setupRace();
  $('compare-form').addEventListener('submit', runComparison);
  setupJobs({
    running: (on) => {
      // Every tool's Run button is greyed while a job runs: one job at a time.
      for (const id of JOB_BUTTONS) $(id).disabled = on;
      // (On a phone, Cancel and the progress bar are pinned in view while a job runs: style.css.)
      $('compare-form').toggleAttribute('data-running', on);
    },
    seedChanged: writeUrl,
  });
  $('sweep-run').addEventListener('click', () => runSweep(checked()));
  $('papers-run').addEventListener('click', runPapers);
  $('rolfe-run').addEventListener('click', runRolfe);
  $('aima-run').addEventListener('click', runAima);
  $('bb-run').addEventListener('click', runBrassardBratley);
  $('race-run').addEventListener('click', runRace);
  $('count-run').addEventListener('click', runCount);
  $('cmp-csv').addEventListener('click', downloadCsv);
  $('cmp-copy').addEventListener('click', copySummary);
  $('cmp-histogram-png').addEventListener('click', () =>
    download(`nqueens-histogram-n${results.n}.png`, charts.histogram.toBase64Image()),
  );
  setupSweep();
  for (const id of ['hist-algorithm', 'hist-measure']) $(id).addEventListener('change', drawHistogram);
  for (const input of ['cmp-n', 'cmp-trials']) $(input).addEventListener('change', writeUrl);
  // A new board size: the parameters bounded by n checked on it at once.
  $('cmp-n').addEventListener('change', () => {
    const n = formN();
    if (n !== undefined) for (const id of checked()) flagLabParams(id, n);
  });
  for (const box of document.querySelectorAll('input[name="cmp-algorithm"]')) box.addEventListener('change', writeUrl);
  $('tab-compare').addEventListener('click', onShow);
  return { writeUrl };
}

