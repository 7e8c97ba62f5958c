// The Compare view's papers: Sosič & Gu's Tables 2–5 measured beside the paper's columns,
// Rolfe's n = 1000 table for Algorithm One, Russell & Norvig's AIMA numbers (§4.1.1's
// hill climbing, 2nd ed. Figure 5.5's median consistency checks), and Brassard & Bratley's
// queensLV table (exact, measured and the book's), with the master seed.

import { aimaPublishedJson, rolfeTable } from '../pkg/nqueens.js';
import { CORES, dispatch, emptyRuns, endJob, failJob, masterSeed, runMessages, running, setProgress, setStatus, startJob, store } from './lab-jobs.js';
import { $, format, plain } from './shared.js';
import { errorText, t } from './i18n.js';

const PAPER_SIZES = [10, 100, 1000, 10000];

/** Measures Sosič & Gu's Tables 2–5 at PAPER_SIZES. */
export async function runPapers() {
  if (running()) return;
  const seed = masterSeed();
  if (seed === null) return;
  const current = startJob('papers', Math.min(CORES, PAPER_SIZES.length));
  const rows = new Map();
  setProgress(0, PAPER_SIZES.length);
  setStatus(t('compare-papers-status', { to: PAPER_SIZES[PAPER_SIZES.length - 1] }));
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
    failJob(current, t('compare-papers-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return;
  endJob();
  setStatus(t('compare-papers-done', { seed: String(seed) }));
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
      t('compare-of', { part: ours.firstPermutationSuccesses, whole: 10 }),
      t('compare-of', { part: paper.firstPermutationSuccesses, whole: 10 }),
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
export async function runRolfe() {
  if (running()) return;
  const seed = masterSeed();
  if (seed === null) return;
  const table = plain(rolfeTable(), ['algorithm', 'n', 'paper']);
  const current = startJob('rolfe', CORES);
  const runs = emptyRuns(4);
  setProgress(0, 4);
  setStatus(t('compare-rolfe-status'));
  try {
    await dispatch(current, runMessages([table.algorithm], table.n, seed, 4, CORES), (reply) => {
      if (reply.kind !== 'records') return;
      store(reply, runs, 4);
      setProgress(runs.count, 4);
    });
  } catch (error) {
    failJob(current, t('compare-rolfe-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return;
  endJob();
  const comma = t('compare-list-separator');
  $('rolfe-result').textContent = t('compare-rolfe-result', {
    ours: [...runs.tries].map((tries) => format(tries)).join(comma),
    rolfe: table.paper.map((tries) => format(tries)).join(comma),
  });
  setStatus(t('compare-rolfe-done', { seed: String(seed) }));
}


/** AIMA §4.1.1's climbs behind each row (the CLI's `papers --aima` default is 20,000). */
const AIMA_CLIMBS = 5000;
/** Figure 5.5's sizes: n = 2 to 50. */
const AIMA_SIZES = Array.from({ length: 49 }, (_, i) => i + 2);

/** The median of `values` with −1 (above the cap) ranked last; null when the median is above. */
export function medianAboveCap(values) {
  const sorted = values.map((v) => (v < 0 ? Infinity : v)).sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return middle === undefined || middle === Infinity ? null : middle;
}

/** Russell & Norvig's numbers beside ours: §4.1.1's climbs and Figure 5.5's medians. */
export async function runAima() {
  if (running()) return;
  const seed = masterSeed();
  if (seed === null) return;
  const book = JSON.parse(aimaPublishedJson());
  const columns = book.checks.map((c, column) => ({ ...c, column })).filter((c) => c.measured);
  const messages = [
    ...book.climbs.map((c) => ({ kind: 'aima-climbs', runs: AIMA_CLIMBS, sideways: c.sideways, master: seed })),
    ...columns.flatMap((c) => AIMA_SIZES.map((n) => ({ kind: 'aima-checks', column: c.column, n }))),
  ];
  const current = startJob('aima', CORES);
  const ours = { climbs: new Map(), checks: new Map(columns.map((c) => [c.column, new Map()])) };
  let done = 0;
  setProgress(0, messages.length);
  setStatus(t('compare-aima-status', { climbs: AIMA_CLIMBS }));
  showAima(book, ours);
  try {
    await dispatch(current, messages, (reply) => {
      if (reply.kind === 'aima-climbs') ours.climbs.set(reply.sideways, reply);
      else if (reply.kind === 'aima-checks') ours.checks.get(reply.column).set(reply.n, reply.checks);
      else return;
      setProgress(++done, messages.length);
      showAima(book, ours);
    });
  } catch (error) {
    failJob(current, t('compare-aima-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return;
  endJob();
  setStatus(t('compare-aima-done', { seed: String(seed) }));
}

const thousands = (checks) => t('compare-thousands', { value: format(Math.ceil(checks / 1000)) });

function showAima(book, ours) {
  const row = (testid, cells) => {
    const tr = document.createElement('tr');
    tr.dataset.testid = testid;
    cells.forEach((text, i) => {
      const td = document.createElement(i === 0 ? 'th' : 'td');
      td.textContent = text;
      tr.append(td);
    });
    return tr;
  };
  const pct = (p, digits = 2) => t('compare-percent', { value: format(p * 100, digits) });
  const climbs = book.climbs.flatMap((c) => {
    const m = ours.climbs.get(c.sideways);
    // The row's words are the catalog's, by the climb's sideways moves (the core's `what`
    // is English: "steepest ascent", "with 100 sideways moves").
    const climb = t('compare-aima-climb', { sideways: c.sideways });
    return [
      row(`aima-solved-${c.sideways}`, [t('compare-aima-solved', { climb }), pct(c.solved, 0), m ? `${pct(m.solved)} ± ${pct(m.solvedError)}` : '…']),
      row(`aima-moves-${c.sideways}`, [t('compare-aima-moves', { climb }), `${format(c.movesSolved)} / ${format(c.movesStuck)}`, m ? `${format(m.movesSolved, 2)} / ${format(m.movesStuck, 2)}` : '…']),
    ];
  });
  const checks = book.checks.map((c, column) => {
    const published = `${c.above ? '> ' : ''}${t('compare-thousands', { value: format(c.thousands) })}`;
    // Figure 5.5's column by its place (the core's `what` is English).
    const heading = t('compare-aima-check', { column });
    if (!c.measured) return row(`aima-checks-${column}`, [heading, published, t('compare-aima-not-checks')]);
    const values = ours.checks.get(column);
    if (values.size < AIMA_SIZES.length) return row(`aima-checks-${column}`, [heading, published, t('compare-aima-sizes', { done: values.size, sizes: AIMA_SIZES.length })]);
    const all = AIMA_SIZES.map((n) => values.get(n));
    const median = medianAboveCap(all);
    const over = all.filter((v) => v < 0).length;
    const tr = row(`aima-checks-${column}`, [heading, published, t('compare-aima-median', { median: median === null ? t('compare-aima-over') : thousands(median), over })]);
    tr.dataset.median = String(median ?? -1);
    return tr;
  });
  document.querySelector('#aima-table tbody').replaceChildren(...climbs, ...checks);
}

/** Runs behind each measured row of Brassard & Bratley's table (the CLI's default). */
const BB_RUNS = 10000;

/**
 * Brassard & Bratley's queensLV table for the n chosen (8 or 12): for each k, p, s, e and t
 * exactly and measured (one row a message, spread over the workers), beside the book's for
 * 8 queens; the same numbers as `nqueens papers --brassard-bratley --n N --seed S`.
 */
export async function runBrassardBratley() {
  if (running()) return;
  const seed = masterSeed();
  if (seed === null) return;
  const n = Number($('bb-n').value);
  const ks = Array.from({ length: n + 1 }, (_, k) => k);
  const current = startJob('queenslv', Math.min(CORES, ks.length));
  const rows = new Map();
  setProgress(0, ks.length);
  setStatus(t('compare-bb-status', { n, runs: BB_RUNS }));
  $('bb-result').textContent = '';
  try {
    await dispatch(current, ks.map((k) => ({ kind: 'brassard-bratley', n, k, runs: BB_RUNS, master: seed })), (reply) => {
      if (reply.kind !== 'brassard-bratley') return;
      rows.set(reply.k, reply.row);
      setProgress(rows.size, ks.length);
      showBrassardBratley(n, ks, rows);
    });
  } catch (error) {
    failJob(current, t('compare-bb-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return;
  endJob();
  const fewest = (pick) => [...rows.values()].filter((r) => pick(r) !== null).reduce((a, b) => (pick(b) < pick(a) ? b : a));
  const exact = fewest((r) => r.exact.t);
  const measured = fewest((r) => r.measured.t.value);
  const book = n === 8 ? fewest((r) => r.book.t) : null;
  const best = { n, k: exact.exact.k, t: format(exact.exact.t, 2), measured: measured.measured.k };
  $('bb-result').textContent = book ? t('compare-bb-result-book', { ...best, book: book.book.k }) : t('compare-bb-result', best);
  setStatus(t('compare-bb-done', { seed: String(seed) }));
}

function showBrassardBratley(n, ks, rows) {
  const dash = '—';
  const fixed = (v, places) => (v === null || v === undefined ? dash : format(v, places));
  const estimate = (v, places) => (v ? `${format(v.value, places)} ± ${format(v.error, places)}` : dash);
  const body = ks.filter((k) => rows.has(k)).map((k) => {
    const { exact, measured, book } = rows.get(k);
    const tr = document.createElement('tr');
    tr.dataset.testid = `bb-${k}`;
    const cells = [
      String(k),
      fixed(exact.p, 4), estimate(measured.p, 4), fixed(book?.p, 4),
      fixed(exact.s, 2), estimate(measured.s, 2), fixed(book?.s, 2),
      fixed(exact.e, 2), estimate(measured.e, 2), fixed(book?.e, 2),
      fixed(exact.t, 2), estimate(measured.t, 2), fixed(book?.t, 2),
    ];
    cells.forEach((text, i) => {
      const td = document.createElement(i === 0 ? 'th' : 'td');
      // A measured value's "± error" on a line of its own (the table fits a laptop's
      // width); the cell's text stays "value ± error".
      const [value, error] = text.split(' ± ');
      if (error === undefined) td.textContent = text;
      else td.append(`${value} `, Object.assign(document.createElement('span'), { className: 'pm', textContent: `± ${error}` }));
      if (i >= 10) td.classList.add('bb-t');
      tr.append(td);
    });
    tr.dataset.t = String(exact.t ?? '');
    tr.dataset.measuredT = String(measured.t.value);
    return tr;
  });
  document.querySelector('#bb-table tbody').replaceChildren(...body);
}
