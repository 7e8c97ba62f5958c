// The Compare view's sweep: every ticked algorithm's runs for each n from 4 up, drawn against
// n: CPU time per run (one unit for all; timed in batches as the comparison's, timing.js: the
// best batch drawn, a size the machine was too busy to time drawn as a cross and named), or
// one algorithm's mean attempts in its own unit. Its measure and its PNG button are this
// module's (setupSweep); the master seed is lab-jobs.js's.

import { labSummarize } from '../pkg/nqueens.js';
import { charts, chartOrNote, colourOf, dashOf, download, lineChart, loadChartJs, logTick } from './charts.js';
import { CORES, dispatch, emptyRuns, endJob, failJob, nameOf, readSeed, runMessages, running, setProgress, setStatus, startJob, store, units, writeSeed } from './lab-jobs.js';
import { $, format, parseWhole } from './shared.js';
import { TOO_BUSY_RATIO, timePerRun } from './timing.js';
import { errorText, t } from './i18n.js';

/** Runs the sweep over the algorithms `checked` (their ids). */
export async function runSweep(ticked) {
  if (running()) return;
  const to = parseWhole($('sweep-to').value, 4, 32, 'The largest n');
  const per = parseWhole($('sweep-runs').value, 1, 100_000, 'Runs per size');
  const seed = readSeed();
  $('sweep-error').textContent = to.error ?? per.error ?? seed.error ?? '';
  const algorithms = ticked;
  if (to.error || per.error || seed.error || algorithms.length === 0) {
    if (algorithms.length === 0) setStatus(t('compare-tick'));
    return;
  }
  writeSeed(seed.value);
  const sizes = [];
  for (let n = 4; n <= to.value; n++) sizes.push(n);
  const current = startJob('sweep', CORES);
  // Per algorithm, one point per n: { x: n, y: mean attempts, ms: CPU time per run (the best
  // batch), time: its spread (timing.js) }.
  const means = new Map(algorithms.map((a) => [a, []]));
  sweep = { means, perSize: per.value, master: seed.value };
  fillSweepChoices(algorithms);
  let done = 0;
  setProgress(0, sizes.length * algorithms.length);
  for (const n of sizes) {
    const data = new Map(algorithms.map((a) => [a, emptyRuns(per.value)]));
    try {
      await dispatch(current, runMessages(algorithms, n, seed.value, per.value, CORES), (reply) => {
        store(reply, data.get(reply.algorithm), per.value);
      });
    } catch (error) {
      failJob(current, t('compare-sweep-failed', { error: errorText(error) }));
      return;
    }
    if (!current.active) return; // cancelled
    for (const [algorithm, runs] of data) {
      const summary = labSummarize(algorithm, n, runs.attempts, runs.tries, runs.solved);
      const time = timePerRun(runs.shares);
      means.get(algorithm).push({ x: n, y: summary.mean, ms: time?.best ?? null, time });
      summary.free();
      setProgress(++done, sizes.length * algorithms.length);
    }
    setStatus(t('compare-sweep-progress', { n, to: to.value }));
    await drawSweep();
    if (!current.active) return; // cancelled while drawing
  }
  endJob();
  setStatus(t('compare-sweep-done', { to: to.value, runs: per.value, seed: String(seed.value), busy: busySizes(means) }));
}

/** The status line's sentence naming the sizes the machine was too busy to time, else ''. */
function busySizes(means) {
  const busy = [...means].flatMap(([algorithm, points]) => {
    const sizes = points.filter((p) => p.time?.tooBusy).map((p) => p.x);
    return sizes.length ? [t('compare-sweep-busy-at', { algorithm: nameOf(algorithm), sizes: sizes.join(t('compare-list-separator')) })] : [];
  });
  if (busy.length === 0) return '';
  return ` ${t('compare-sweep-busy', { which: busy.join('; '), limit: format(TOO_BUSY_RATIO, 1) })}`;
}

/** The last sweep: { means, perSize, master }, redrawn when its measure changes. */
let sweep = null;

/** The sweep's controls, set up once: its measure redraws it; its PNG is the chart's. */
export function setupSweep() {
  $('cmp-sweep-png').addEventListener('click', () => download('nqueens-sweep.png', charts.sweep.toBase64Image()));
  $('sweep-measure').addEventListener('change', drawSweep);
}

/** The sweep's measures: CPU time per run (every algorithm, one unit), or one algorithm's mean attempts. */
function fillSweepChoices(algorithms) {
  const choice = $('sweep-measure');
  const keep = choice.value;
  choice.replaceChildren(
    new Option(t('compare-sweep-time'), 'time'),
    ...algorithms.map((id) => new Option(t('compare-sweep-mean-of', { unit: units(id).attempts, algorithm: nameOf(id) }), id)),
  );
  choice.value = [...choice.options].some((o) => o.value === keep) ? keep : 'time';
  choice.disabled = false;
}

/**
 * The sweep against n: by default the CPU time per run of every algorithm, on one axis in
 * one unit (milliseconds), which compares algorithms; or one algorithm's mean attempts in
 * its own unit (the list under the chart), never two units on one axis.
 */
export async function drawSweep() {
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
    // A time the machine was too busy to measure: a cross, not a point like the others.
    pointStyle: points.map((p) => (time && p.time?.tooBusy ? 'crossRot' : 'circle')),
    pointRadius: points.map((p) => (time && p.time?.tooBusy ? 7 : 3)),
  }));
  const what = time ? t('compare-sweep-axis-time') : t('compare-sweep-axis-mean', { unit: units(measure).attempts });
  canvas.setAttribute('aria-label', time ? t('compare-sweep-aria-time') : t('compare-sweep-aria-mean', { unit: units(measure).attempts }));
  charts.sweep = lineChart(charts.sweep, canvas, datasets, {
    x: { type: 'linear', title: { display: true, text: t('compare-sweep-x') }, ticks: { stepSize: 2 } },
    y: {
      type: 'logarithmic',
      title: { display: true, text: t('compare-sweep-y', { what }) },
      ticks: { callback: time ? undefined : logTick },
    },
  }, [time ? t('compare-sweep-chart-title-time') : t('compare-sweep-chart-title-mean', { algorithm: nameOf(measure), unit: units(measure).attempts }),
    t('compare-sweep-chart-subtitle', { runs: perSize, seed: String(master) })]);
  $('cmp-sweep-png').disabled = false;
}

