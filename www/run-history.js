// The runs the browser's Back and Forward buttons return to: animated boards left by a change
// of algorithm, size or seed, each kept (with its solver as it was: counters, position, step
// back) under the id of the history entry that showed it; the oldest are freed. A large board
// is not kept (its worker and chart are let go); Back starts it afresh.

/** Earlier runs kept (with their solvers) for the browser's Back and Forward buttons. */
const KEPT_RUNS = 12;

const kept = new Map();
/** Entry ids: from the clock, so entries left from before a reload never match new ones. */
let nextEntry = Date.now();

/** A new history entry's id. */
export const newEntry = () => nextEntry++;

/**
 * Keeps `board` (stopped and paused) for history entry `entry`, if it is an animated board;
 * true if kept (the caller lets it go from the page without freeing it).
 */
export function keepRun(board, entry) {
  if (!board?.stepwise) return false;
  board.stop();
  board.pause();
  kept.get(entry)?.free();
  kept.set(entry, board);
  while (kept.size > KEPT_RUNS) {
    const [oldest, run] = kept.entries().next().value;
    run.free();
    kept.delete(oldest);
  }
  return true;
}

/** The board kept for history entry `entry`, taken out of the keeping; null if none is kept. */
export function takeRun(entry) {
  const board = kept.get(entry);
  if (!board) return null;
  kept.delete(entry);
  return board;
}
