// The Watch view's panels around the board, shown or hidden in one place (issue 40, item 4):
// each kind of board (the animated board, the large board, side by side, the sandbox) says
// which it is and what its algorithm draws, and `panelsFor` decides; `showPanels` applies it.
// No other module shows or hides these panels (tests/architecture.rs checks it, and holds
// each element id to one module): a board measuring one asks `panelBox`.

import { $ } from './shared.js';
import { rootOf } from './roots.js';

/**
 * The panels decided here, by element id: the animated board's frame (its canvas, row labels
 * and attempts per row), the large board's view, the sandbox's tools, the timeline, the
 * pseudocode, the search tree, the solutions found, the odds of a try, the diagonal flags,
 * the population.
 */
export const PANELS = ['board-frame', 'big-view', 'sandbox-tools', 'timeline', 'pseudocode-box', 'tree-figure', 'solutions-box', 'odds', 'flags-figure', 'population-figure'];

/**
 * Which panels a board of `kind` shows: 'board' (the animated board), 'big' (the large
 * board), 'pair' (side by side) or 'sandbox'. `draws` is the algorithm's description's
 * (`searchTree`, `diagonalFlags`, `population`), `exhaustive` true for a search listing its
 * solutions, `odds` true where the odds of a try are known. Returns { id: true (shown) or
 * false (hidden) } for every id of PANELS a kind decides; a panel a kind leaves as it was is
 * absent (the population beside a large board, which is hidden with its frame's neighbours).
 */
export function panelsFor(kind, { draws = {}, exhaustive = false, odds = false } = {}) {
  const none = Object.fromEntries(PANELS.map((id) => [id, false]));
  switch (kind) {
    case 'board':
      return {
        ...none,
        'board-frame': true,
        timeline: true,
        'pseudocode-box': true,
        'tree-figure': Boolean(draws.searchTree),
        'solutions-box': Boolean(exhaustive),
        odds: Boolean(odds),
        'flags-figure': Boolean(draws.diagonalFlags),
        'population-figure': Boolean(draws.population),
      };
    case 'big': {
      const { 'population-figure': _, ...rest } = none;
      return { ...rest, 'big-view': true };
    }
    case 'sandbox': {
      const { 'population-figure': _, ...rest } = none;
      return { ...rest, 'board-frame': true, 'sandbox-tools': true };
    }
    case 'pair': {
      const { 'population-figure': _, ...rest } = none;
      return rest;
    }
    default:
      throw new Error(`unknown kind of board "${kind}"`);
  }
}

/** Shows and hides the panels for a board of `kind` (see panelsFor). */
export function showPanels(kind, info = {}) {
  for (const [id, shown] of Object.entries(panelsFor(kind, info))) {
    const panel = id === 'board-frame' ? rootOf('board-frame') : $(id);
    panel.hidden = !shown;
  }
}

/** Panel `id` of PANELS, to measure (a board fits itself beside the pseudocode). */
export function panelBox(id) {
  if (!PANELS.includes(id)) throw new Error(`"${id}" is not a panel`);
  return id === 'board-frame' ? rootOf('board-frame') : $(id);
}

/** True while panel `id` of PANELS shows. */
export const panelShown = (id) => !panelBox(id).hidden;

/** Hides panel `id` of PANELS (a board freed puts its own panel away until the next shows). */
export function hidePanel(id) {
  if (!PANELS.includes(id)) throw new Error(`"${id}" is not a panel`);
  $(id).hidden = true;
}
