// Every algorithm's description (src/description.rs), as the core serializes it once for
// every reader (`algorithmsJson`, the same JSON as `nqueens algorithms --json`), parsed once
// after the module loads: the page builds its Algorithm select, Compare checkboxes, race
// select and legend from it, and chooses pictures from each entry's `draws`, never from an id.
//
// Its words speak the page's language (issue 42): each entry's name, title, summary, source,
// units, pseudocode lines, parameters' labels, hints and choices, counters' labels and the
// legend's items (what each symbol of the board means) come
// from locales/<lang>/algorithms.ftl, by the ids the core derives from the algorithm's and
// its pieces' ids (src/description.rs's `Words`: `algorithm-<id>-name`,
// `algorithm-<id>-line-<k>`, `algorithm-<id>-param-<name>-help`, …); the ids themselves (the
// algorithm's, the parameters' names and values, the counters') stay data. A pseudocode line
// keeps the English line's indentation. An algorithm the catalogs do not know yet (one a
// test build adds) keeps the core's English.

import { algorithmsJson } from '../pkg/nqueens.js';
import { t } from './i18n.js';

let list = null;

/** Freezes `value` and everything in it. */
function deepFreeze(value) {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** True if the catalogs know the algorithm `id` (they have its name). */
function known(id) {
  try {
    t(`algorithm-${id}-name`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The core's description `entry` in the page's language: every piece of words replaced by
 * its message (the same ids as src/description.rs's `Description::words_id`).
 */
export function localized(entry) {
  // The counter that counts the collisions (the large board shows it first), by its id: its
  // label is the collisions' label in English, not always in a translation.
  const collisionsId = entry.counters.find((c) => c.label === entry.collisionsLabel)?.id ?? null;
  if (!known(entry.id)) return { ...entry, collisionsId, unitData: { attempts: entry.attemptUnit, tries: entry.triesUnit } };
  const say = (suffix) => t(`algorithm-${entry.id}-${suffix}`);
  const counterWords = (c) => ({
    ...c,
    label: say(`counter-${c.id}`),
    counts: say(`counter-${c.id}-counts`),
    ...(c.report ? { report: { ...c.report, label: say(`counter-${c.id}-report`) } } : {}),
  });
  return {
    ...entry,
    // The units as the core writes them, the same in every language: the CSV's data (as
    // `nqueens compare --csv` writes them), never shown as words.
    unitData: { attempts: entry.attemptUnit, tries: entry.triesUnit },
    collisionsId,
    name: say('name'),
    title: say('title'),
    summary: say('summary'),
    source: say('source'),
    attemptUnit: say('attempt-unit'),
    triesUnit: say('tries-unit'),
    collisionsLabel: say('collisions'),
    pseudocode: entry.pseudocode.map((line, i) => `${/^\s*/.exec(line)[0]}${say(`line-${i + 1}`)}`),
    parameters: entry.parameters.map((p) => ({
      ...p,
      label: say(`param-${p.name}`),
      changes: say(`param-${p.name}-help`),
      kind: p.kind.type === 'choice'
        ? { ...p.kind, choices: p.kind.choices.map((c) => ({ ...c, label: say(`param-${p.name}-choice-${c.value}`) })) }
        : p.kind,
    })),
    counters: entry.counters.map(counterWords),
    optionCounters: entry.optionCounters.map(counterWords),
    legend: entry.legend.map((item, i) => ({ ...item, text: say(`legend-${i + 1}`) })),
  };
}

/** Every algorithm, in the page's order (call after the wasm module is initialised). */
export function algorithms() {
  list ??= deepFreeze(JSON.parse(algorithmsJson()).algorithms.map((entry, index) => ({ ...localized(entry), index })));
  return list;
}

/** The entry of `id`, or undefined for an unknown id. */
export function algorithm(id) {
  return algorithms().find((a) => a.id === id);
}

/**
 * A counter the core's solver reports (`{ id, label, counts, value }`, its words in
 * English) with the words of algorithm `id`'s description in the page's language.
 */
export function localCounter(id, counter) {
  const entry = algorithm(id);
  const spec = [...(entry?.counters ?? []), ...(entry?.optionCounters ?? [])].find((c) => c.id === counter.id);
  return spec ? { ...counter, label: spec.label, counts: spec.counts } : counter;
}
