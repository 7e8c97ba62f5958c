// The core's registry of algorithms (src/registry.rs), read once after the module loads, as
// plain objects: the page builds its Algorithm select, Compare checkboxes, race select and
// legend from it, and chooses pictures from each entry's `draws`, never from an id.

import { algorithms as coreAlgorithms } from '../pkg/nqueens.js';
import { plain } from './shared.js';

let list = null;

const DRAWS = ['searchTree', 'numberedMarks', 'attemptsPerRow', 'deadRow', 'diagonalFlags', 'collisionLines', 'attackedQueens', 'glides'];

/** Every algorithm, in the page's order (call after the wasm module is initialised). */
export function algorithms() {
  list ??= coreAlgorithms().map((entry, index) => {
    const draws = plain(entry.draws, DRAWS);
    const legend = entry.legend.map((item) => plain(item, ['swatch', 'text']));
    const counters = entry.counters.map((c) => plain(c, ['id', 'label', 'counts']));
    const info = plain(entry, [
      'id', 'name', 'title', 'summary', 'source', 'randomized', 'exhaustive', 'maxNAnimated', 'maxNLarge',
      'compared', 'comparedByDefault', 'raced', 'attemptUnit', 'triesUnit', 'collisionsLabel', 'pseudocode', 'continuesFromBoard',
    ]);
    return Object.freeze({ ...info, index, draws, legend, counters });
  });
  return list;
}

/** The entry of `id`, or undefined for an unknown id. */
export function algorithm(id) {
  return algorithms().find((a) => a.id === id);
}
