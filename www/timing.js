// The Compare view's CPU time per run, from the batches its workers time (worker.js): each
// worker repeats its share of the runs inside the core in several batches of the same
// repeats and reports one pass's time in each. The best batch is the time per run (a batch
// the scheduler interrupted, or one run before the engine's optimized code, only looks
// slower); the batches' median and range are its spread, shown beside it; and when the median
// is over TOO_BUSY_RATIO times the best, most batches were slowed by something else on the
// machine, and the page says it was too busy for the time to mean anything rather than show
// a number as if it were sound. Pure (no DOM, no core): tests/js/timing.test.mjs. Its words
// are the catalog's (locales/*/compare.ftl), through the `t` it is given (useMessages: the
// page's www/i18n.js, or a bundle of the catalog in Node's tests).

import { format } from './shared.js';

/** The catalog's messages: `t(id, args)` as www/i18n.js's. */
let t = () => {
  throw new Error('timing.js: useMessages first');
};

/** Says this module's words through `translate(id, args)` (www/i18n.js's `t`). */
export function useMessages(translate) {
  t = translate;
}

/** The batches' median over this many times the best: the machine was too busy to time. */
export const TOO_BUSY_RATIO = 1.5;

/** The median of `values` (sorted copies; the mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The time per run of one algorithm from its workers' shares, each `{ runs, repeats, parts }`:
 * `parts[c][k]`, the milliseconds of one pass over part c of the share's `runs` runs in
 * batch k (a short share is one part, repeated `repeats` times a call). Per part, its
 * fastest, median and slowest pass; their sums over the parts and shares, divided by all the
 * runs: `{ best, median, max }` in milliseconds per run; `ratio` (median ÷ best), `tooBusy`
 * (ratio over TOO_BUSY_RATIO), `batches` (the fewest a part was timed in) and `repeats` (the
 * fewest passes a call). Null when nothing was timed.
 */
export function timePerRun(shares) {
  const timed = shares.filter((share) => share.runs > 0 && share.parts?.length && share.parts.every((part) => part.length));
  if (timed.length === 0) return null;
  const runs = timed.reduce((sum, share) => sum + share.runs, 0);
  const total = (pick) => timed.reduce((sum, share) => sum + share.parts.reduce((s, part) => s + pick(part), 0), 0) / runs;
  const best = total((passes) => Math.min(...passes));
  const middle = total(median);
  const max = total((passes) => Math.max(...passes));
  const ratio = best > 0 ? middle / best : Infinity;
  return {
    best,
    median: middle,
    max,
    ratio,
    tooBusy: !(ratio <= TOO_BUSY_RATIO),
    batches: Math.min(...timed.flatMap((share) => share.parts.map((part) => part.length))),
    repeats: Math.min(...timed.map((share) => share.repeats ?? 1)),
  };
}

/** The unit a time is written in: microseconds below 0.01 ms, else milliseconds. */
const unitOf = (ms) => (ms < 0.01 ? 'us' : 'ms');

/** A unit's symbol in the language on show. */
const symbol = (unit) => t(`compare-unit-${unit}`);

/** `ms` as a number in `unit`, with three significant digits or so (no unit). */
function inUnit(ms, unit) {
  const value = unit === 'us' ? ms * 1000 : ms;
  return format(value, value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3);
}

/** A CPU time per run, with enough digits to tell short runs apart (µs below 0.01 ms). */
export function formatMs(ms) {
  return t('compare-time', { value: inUnit(ms, unitOf(ms)), unit: symbol(unitOf(ms)) });
}

/** "median 1.85, range 1.79–2.10 µs": the spread of `time`, in the unit of its best. */
export function spreadText(time) {
  const unit = unitOf(time.best);
  return t('compare-time-spread', { median: inUnit(time.median, unit), best: inUnit(time.best, unit), max: inUnit(time.max, unit), unit: symbol(unit) });
}

/**
 * The summary table's cell for `time` (from timePerRun; null: not timed): `{ text, note }`.
 * Sound: the best, and the note "best of 5 batches; median …, range …". Too busy: words in
 * place of the number, and the spread that says why.
 */
export function timeCell(time) {
  if (!time) return { text: '—', note: t('compare-time-not-timed') };
  const batches = t('compare-batches', { batches: time.batches });
  if (time.tooBusy) {
    return {
      text: t('compare-time-busy'),
      note: t('compare-time-busy-note', { batches, ratio: format(time.ratio, 1), limit: format(TOO_BUSY_RATIO, 1), spread: spreadText(time) }),
    };
  }
  return { text: formatMs(time.best), note: t('compare-time-best-note', { batches, spread: spreadText(time) }) };
}

/**
 * The status line's sentence when some algorithms (their names, `busy`) could not be timed,
 * else ''.
 */
export function busyNote(busy) {
  if (busy.length === 0) return '';
  const names = busy.length > 1 ? t('compare-list-and', { list: busy.slice(0, -1).join(t('compare-list-separator')), last: busy[busy.length - 1] }) : busy[0];
  return ` ${t('compare-busy-note', { names, limit: format(TOO_BUSY_RATIO, 1) })}`;
}

/** The columns a time adds to the CSV of every run (each run of an algorithm carries its algorithm's). */
export const TIME_COLUMNS = ['cpu_ms_per_run', 'cpu_ms_median', 'cpu_ms_max', 'cpu_batches', 'cpu_too_busy'];

/** `time`'s fields under TIME_COLUMNS (and Copy summary's columns): four significant digits; blank when not timed. */
export function timeFields(time) {
  if (!time) return ['', '', '', '', ''];
  const digits = (ms) => String(Number(ms.toPrecision(4)));
  return [digits(time.best), digits(time.median), digits(time.max), String(time.batches), String(time.tooBusy)];
}
