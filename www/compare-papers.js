// The Compare view's papers: Sosič & Gu's Tables 2–5 measured beside the paper's columns,
// Rolfe's n = 1000 table for Algorithm One, Russell & Norvig's AIMA numbers (§4.1.1's
// hill climbing, 2nd ed. Figure 5.5's median consistency checks), and Brassard & Bratley's
// queensLV table (exact, measured and the book's), with the master seed.

import { aimaPublishedJson, rolfeTable } from '../pkg/nqueens.js';
import { CORES, dispatch, emptyRuns, endJob, failJob, masterSeed, runMessages, running, setProgress, setStatus, startJob, store } from './lab-jobs.js';
import { $, format, plain } from './shared.js';

const PAPER_SIZES = [10, 100, 1000, 10000];

/** Measures Sosič & Gu's Tables 2–5 at PAPER_SIZES. */
export async function runPapers() {
  if (running()) return;
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
    failJob(current, `The tables failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
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
export async function runRolfe() {
  if (running()) return;
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
    failJob(current, `The table failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
  endJob();
  $('rolfe-result').textContent =
    `Permutation vectors used at n = 1000 — ours: ${[...runs.tries].map((t) => format(t)).join(', ')}; ` +
    `Rolfe's: ${table.paper.map((t) => format(t)).join(', ')}. Algorithm Two (about 90 s): nqueens papers --rolfe.`;
  setStatus(`Rolfe's table measured with master seed ${seed}.`);
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
  const current = startJob('AIMA tables', CORES);
  const ours = { climbs: new Map(), checks: new Map(columns.map((c) => [c.column, new Map()])) };
  let done = 0;
  setProgress(0, messages.length);
  setStatus(`Measuring AIMA's numbers: ${format(AIMA_CLIMBS)} climbs each, and Figure 5.5 for n = 2 to 50 (up to 40 million checks each)…`);
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
    failJob(current, `The AIMA tables failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
  endJob();
  setStatus(`AIMA's numbers measured with master seed ${seed}.`);
}

const thousands = (checks) => `${format(Math.ceil(checks / 1000))}K`;

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
  const pct = (p) => `${format(p * 100, 2)} %`;
  const climbs = book.climbs.flatMap((c) => {
    const m = ours.climbs.get(c.sideways);
    const name = `8-queens, ${c.what}`;
    return [
      row(`aima-solved-${c.sideways}`, [`${name}: solved`, `${format(c.solved * 100)} %`, m ? `${pct(m.solved)} ± ${pct(m.solvedError)}` : '…']),
      row(`aima-moves-${c.sideways}`, [`${name}: moves when it solves / gets stuck`, `${c.movesSolved} / ${c.movesStuck}`, m ? `${format(m.movesSolved, 2)} / ${format(m.movesStuck, 2)}` : '…']),
    ];
  });
  const checks = book.checks.map((c, column) => {
    const published = `${c.above ? '> ' : ''}${format(c.thousands)}K`;
    if (!c.measured) return row(`aima-checks-${column}`, [`Figure 5.5: ${c.what}`, published, '— (it counts repair moves, not checks)']);
    const values = ours.checks.get(column);
    if (values.size < AIMA_SIZES.length) return row(`aima-checks-${column}`, [`Figure 5.5: ${c.what}`, published, `${values.size} of ${AIMA_SIZES.length} sizes…`]);
    const all = AIMA_SIZES.map((n) => values.get(n));
    const median = medianAboveCap(all);
    const over = all.filter((v) => v < 0).length;
    const tr = row(`aima-checks-${column}`, [`Figure 5.5: ${c.what}`, published, `${median === null ? '> 40,000K' : thousands(median)} (${over} of 49 sizes above 40,000K)`]);
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
  const current = startJob('queensLV table', Math.min(CORES, ks.length));
  const rows = new Map();
  setProgress(0, ks.length);
  setStatus(`Brassard & Bratley's queensLV on ${n} × ${n}: ${format(BB_RUNS)} runs for each k = 0 to ${n}…`);
  $('bb-result').textContent = '';
  try {
    await dispatch(current, ks.map((k) => ({ kind: 'brassard-bratley', n, k, runs: BB_RUNS, master: seed })), (reply) => {
      if (reply.kind !== 'brassard-bratley') return;
      rows.set(reply.k, reply.row);
      setProgress(rows.size, ks.length);
      showBrassardBratley(n, ks, rows);
    });
  } catch (error) {
    failJob(current, `The queensLV table failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
  endJob();
  const fewest = (pick) => [...rows.values()].filter((r) => pick(r) !== null).reduce((a, b) => (pick(b) < pick(a) ? b : a));
  const exact = fewest((r) => r.exact.t);
  const measured = fewest((r) => r.measured.t.value);
  const book = n === 8 ? fewest((r) => r.book.t) : null;
  $('bb-result').textContent =
    `Best k on ${n} × ${n}: ${exact.exact.k} exactly (t = ${format(exact.exact.t, 2)} nodes per solution), ${measured.measured.k} measured` +
    (book ? `, ${book.book.k} in the book.` : '.');
  setStatus(`queensLV's table measured with master seed ${seed}.`);
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
