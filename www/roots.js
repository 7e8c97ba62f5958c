// Each feature's root element, named by the feature that owns it (issue 40, item 4: each
// feature module gets its own root element and touches no other module's elements). A module
// looks up its own elements by id; another module that must fit itself around one (a board
// measuring the bar of buttons, the caption, an exercise standing beside it) asks for it here
// by name, to measure or to read, never to change: the owner's API (its methods, hooks and
// events) changes it. tests/architecture.rs holds the page's modules to the element ids they
// share, by their lookups.
//
// The roots, by name, and their owners:
//   caption, board-frame, controls, playback   the Watch view's frame and form (watch-view.js)
//   pair-view, pair-boards                     side by side, and its two boards (pair.js)
//   exercise                                   the exercises (exercise.js)
//   predict                                    predict mode's question (predict.js)

/** The getters of the roots, by name, as their owners declared them. */
const roots = new Map();

/**
 * Declares `name` the root of the calling module, found by `find()` when first asked for
 * (modules declare theirs as they load, before the page's elements may be looked up).
 */
export function ownRoot(name, find) {
  if (roots.has(name)) throw new Error(`the root "${name}" has an owner already`);
  roots.set(name, find);
}

/** The root element named `name`, to measure or read (its owner changes it). */
export function rootOf(name) {
  const find = roots.get(name);
  if (!find) throw new Error(`no module owns a root named "${name}"`);
  return find();
}
