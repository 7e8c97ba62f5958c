// Pure helpers of the scaled view of a large board (big.js, big-worker.js): no DOM, no
// state, so Node's test runner can check them. The view's pixels are the core's
// (src/scaled.rs).

/**
 * The placed queen nearest to the centre of `view` (fewest king moves: the larger of the row
 * and column distances), as { row, col } 0-based, or null when no row is placed. Rows are
 * scanned outward from the centre's and the scan stops once rows are farther than the best
 * found: on a random-looking board about √n rows.
 */
export function nearestQueen(queens, placed, view) {
  const row = view.row + Math.floor(view.size / 2);
  const col = view.col + Math.floor(view.size / 2);
  let best = null;
  let bestDistance = Infinity;
  for (let d = 0; d < bestDistance && (row - d >= 0 || row + d < placed); d++) {
    for (const r of d === 0 ? [row] : [row - d, row + d]) {
      if (r < 0 || r >= placed) continue;
      const distance = Math.max(d, Math.abs(queens[r] - col));
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { row: r, col: queens[r] };
      }
    }
  }
  return best;
}

/**
 * The window `zoom` times smaller than `view` on an n × n board that keeps the point at
 * fractions (fx, fy) of the view (fy from the bottom, row 1 being at the bottom) where it
 * was, so what was clicked stays under the pointer; at least 16 squares, inside the board.
 */
export function zoomedRegion(view, n, fx, fy, zoom = 8) {
  const size = Math.min(view.size, Math.max(16, Math.floor(view.size / zoom)));
  const clamp = (v) => Math.max(0, Math.min(n - size, Math.round(v)));
  return {
    row: clamp(view.row + fy * (view.size - size)),
    col: clamp(view.col + fx * (view.size - size)),
    size,
  };
}

/**
 * The `size` × `size` window of an n × n board centred on `square` ({ row, col }, 0-based),
 * moved inside the board where the square is near an edge.
 */
export function centredRegion(square, size, n) {
  const clamp = (v) => Math.max(0, Math.min(n - size, v));
  return { row: clamp(square.row - (size >> 1)), col: clamp(square.col - (size >> 1)), size };
}

/** Columns shown at each end of a large board's solution ([solutionExcerpt]). */
export const EXCERPT_ROWS = 8;

/**
 * A large board's solution in the Solution box: the 1-based columns of its first rows
 * (`first`, rows 1…) and of its last rows (`last`, ending at row n), separated by ", " (so
 * that long numbers wrap between columns), with "…" for the rows between. When the two meet
 * or overlap (n ≤ 16), the whole board, without "…". Which rows they are is the caller's to say.
 */
export function solutionExcerpt(n, first, last) {
  const lastFrom = n - last.length + 1; // the 1-based row of last[0]
  if (lastFrom <= first.length + 1) return [...first, ...last.slice(first.length + 1 - lastFrom)].join(', ');
  return [...first, '…', ...last].join(', ');
}
