// Every algorithm's description (src/description.rs), as the core serializes it once for
// every reader (`algorithmsJson`, the same JSON as `nqueens algorithms --json`), parsed once
// after the module loads: the page builds its Algorithm select, Compare checkboxes, race
// select and legend from it, and chooses pictures from each entry's `draws`, never from an id.

import { algorithmsJson } from '../pkg/nqueens.js';

let list = null;

/** Freezes `value` and everything in it. */
function deepFreeze(value) {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Every algorithm, in the page's order (call after the wasm module is initialised). */
export function algorithms() {
  list ??= deepFreeze(JSON.parse(algorithmsJson()).algorithms.map((entry, index) => ({ ...entry, index })));
  return list;
}

/** The entry of `id`, or undefined for an unknown id. */
export function algorithm(id) {
  return algorithms().find((a) => a.id === id);
}
