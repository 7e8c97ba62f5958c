// The Compare view's parallel Las Vegas race (Rolfe): one worker alone, then W workers on
// different seeds, the first solution stopping the others, several races for the spread. Its
// fields are this module's (compare.js fills the algorithm list and sets them up through
// fillRaceChoices and setupRace); the master seed is lab-jobs.js's.

import { labCheck, paramsProblem } from '../pkg/nqueens.js';
import { checkMessage, CORES, dispatch, endJob, failJob, labParams, nameOf, readSeed, running, setProgress, setStatus, startJob, units, warmUp, writeSeed } from './lab-jobs.js';
import { buildParamControls, paramsInWords, readParamControls, refusalSentence } from './params.js';
import { algorithm as describe, algorithms } from './registry.js';
import { $, countOf, format, parseWhole } from './shared.js';
import { errorText, t } from './i18n.js';

/** The race's algorithm select, from the registry (the raced ones), and its parameters. */
export function fillRaceChoices() {
  $('race-algorithm').replaceChildren(
    ...algorithms().filter((a) => a.raced).map((a) => new Option(a.name, a.id)),
  );
  showRaceParams();
}

/** The id of the algorithm the race runs. */
export const racedAlgorithm = () => $('race-algorithm').value;

/** The race's fields, set up once: the workers' default, a new algorithm's parameters. */
export function setupRace() {
  $('race-workers').placeholder = String(CORES);
  $('race-algorithm').addEventListener('change', showRaceParams);
}

/**
 * The raced algorithm's parameters under the race's fields, built from its description as
 * the comparison's are, set to the values the lab runs it with (`id.name=value` in the
 * address); hidden for an algorithm that takes none. Called when the race select changes.
 */
export function showRaceParams() {
  const description = describe($('race-algorithm').value);
  const container = $('race-params');
  // A message of the algorithm left (its parameter, its n) goes with it.
  $('race-error').textContent = '';
  const parameterised = Boolean(description) && buildParamControls(container, description, labParams.get(description.id) ?? '', () => {
    $('race-error').textContent = '';
  }, { prefix: 'race-', describedBy: 'race-error' });
  container.hidden = !parameterised;
  if (description) fitRaceN(description);
}

/**
 * The race's n brought within what `description`'s algorithm runs (queensLV: up to 32), at
 * once when the algorithm changes, and said beside the field; any other refusal of the
 * board (in the algorithm's name) flagged there.
 */
function fitRaceN(description) {
  const n = parseWhole($('race-n').value, 4, 100_000, 'n');
  if (n.error) return;
  if (description.maxN && n.value > description.maxN) {
    $('race-n').value = String(description.maxN);
    $('race-error').textContent = t('compare-race-fit', { algorithm: description.name, max: format(description.maxN), was: format(n.value) });
    return;
  }
  try {
    labCheck(description.id, n.value);
  } catch (error) {
    $('race-error').textContent = `${checkMessage(description.id, error)}.`;
  }
}

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
export async function runRace() {
  if (running()) return;
  const algorithm = $('race-algorithm').value;
  const n = parseWhole($('race-n').value, 4, 100_000, 'n');
  const workers = parseWhole($('race-workers').value || String(CORES), 1, 16, 'Workers');
  const seed = readSeed();
  $('race-error').textContent = n.error ?? workers.error ?? seed.error ?? '';
  if (n.error || workers.error || seed.error) return;
  // Its parameters, checked by the core on this board (a bound may be n).
  const params = readParamControls($('race-params'), describe(algorithm));
  const problem = paramsProblem(algorithm, params, n.value);
  if (problem) {
    $('race-error').textContent = refusalSentence(t, errorText(problem), describe(algorithm), problem);
    return;
  }
  try {
    labCheck(algorithm, n.value);
  } catch (error) {
    $('race-error').textContent = `${checkMessage(algorithm, error)}.`;
    return;
  }
  writeSeed(seed.value);
  const W = workers.value;
  const races = [];
  setProgress(0, 2 * RACES);
  $('race-result').textContent = '';
  for (let r = 0; r < RACES; r++) {
    // One worker alone, with the race's first seed.
    let current = startJob('race', 1);
    setStatus(t('compare-race-alone', { race: r + 1, races: RACES, algorithm: nameOf(algorithm), n: String(n.value) }));
    await warmUp(current);
    if (!current.active) return;
    let alone;
    try {
      await dispatch(current, [{ kind: 'race', algorithm, n: n.value, master: seed.value, index: r * W, params }], (reply) => {
        alone = reply;
      });
    } catch (error) {
      failJob(current, t('compare-race-failed', { error: errorText(error) }));
      return;
    }
    if (!current.active) return;
    endJob();
    setProgress(2 * r + 1, 2 * RACES);
    // W workers with seeds r·W … r·W + W − 1; the first to finish stops the others.
    current = startJob('race', W);
    setStatus(t('compare-race-many', { race: r + 1, races: RACES, workers: W }));
    await warmUp(current);
    if (!current.active) return;
    const started = performance.now();
    const winner = await new Promise((resolve) => {
      current.workers.forEach((worker, k) => {
        worker.onmessage = ({ data }) => {
          if (current.active && (data.kind === 'raced' || data.kind === 'error')) resolve(data);
        };
        worker.onerror = (event) => resolve({ kind: 'error', message: event.message || t('compare-worker-failed') });
        worker.postMessage({ kind: 'race', algorithm, n: n.value, master: seed.value, index: r * W + k, params });
      });
    });
    if (!current.active) return;
    if (winner.kind === 'error') {
      endJob();
      setStatus(t('compare-race-failed', { error: errorText(winner) }));
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
  const result = t('compare-race-result', {
    workers: W, races: RACES, median: format(median, 1), low: format(speedups[0], 1), high: format(speedups[speedups.length - 1], 1),
    winner: first.winner.worker, wall: format(first.wall), seed: String(first.winner.seed), tries: countOf(first.winner.tries, triesUnit),
    aloneSeed: String(first.alone.seed), alone: format(first.alone.ms),
  });
  $('race-result').textContent = params ? t('compare-race-result-params', { algorithm: describe(algorithm).name, params: paramsInWords(params), result }) : result;
  $('race-result').dataset.speedups = JSON.stringify(races.map((race) => race.speedup));
  $('race-result').dataset.winners = JSON.stringify(races.map((race) => ({ seed: race.winner.seed, tries: race.winner.tries })));
  $('race-result').dataset.params = params;
  setStatus(t('compare-race-done'));
}

