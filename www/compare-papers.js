// The Compare view's papers: Sosič & Gu's Tables 2–5 measured beside the paper's columns, and
// Rolfe's n = 1000 table for Algorithm One, with the master seed.

import { rolfeTable } from '../pkg/nqueens.js';
import { CORES, dispatch, emptyRuns, endJob, masterSeed, running, runMessages, setProgress, setStatus, startJob, store } from './lab-jobs.js';
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
    if (current.active) endJob();
    setStatus(`The tables failed: ${error.message}`);
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
    if (current.active) endJob();
    setStatus(`The table failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
  endJob();
  $('rolfe-result').textContent =
    `Permutation vectors used at n = 1000 — ours: ${[...runs.tries].map((t) => format(t)).join(', ')}; ` +
    `Rolfe's: ${table.paper.map((t) => format(t)).join(', ')}. Algorithm Two (about 90 s): nqueens papers --rolfe.`;
  setStatus(`Rolfe's table measured with master seed ${seed}.`);
}

