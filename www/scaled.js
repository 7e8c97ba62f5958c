// Pure helpers of the scaled view of a large board (www/big-worker.js): no DOM, no state,
// so Node's test runner can check them.

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
 * The side, in pixels, of the blocks the scaled view shades: large enough that a block holds
 * about `target` queens on average (so shades show the board's structure, not the noise of
 * one or two queens a pixel), 1 when queens are sparse (each then drawn as a dot).
 */
export function blockSize(queensInView, pixels, target = 96) {
  const perPixel = queensInView / (pixels * pixels);
  if (perPixel * 4 < 1) return 1;
  return Math.max(1, Math.min(24, Math.ceil(Math.sqrt(target / perPixel))));
}

/**
 * A shade 0..`levels` for each of the block `counts`, stretched between the 2nd and 98th percentiles of
 * the blocks that hold queens: the sparsest blocks a light grey, the densest ink, so that a
 * few per cent more or fewer queens in a part of the board shows. Empty blocks stay paper.
 */
export function stretchShades(counts, levels) {
  const held = Uint32Array.from(counts.filter((c) => c > 0)).sort();
  const shades = new Uint16Array(counts.length);
  if (held.length === 0) return shades;
  const low = held[Math.floor(held.length * 0.02)];
  const high = held[Math.min(held.length - 1, Math.floor(held.length * 0.98))];
  const span = Math.max(1, high - low);
  const floor = levels * 0.18;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 0) continue;
    const t = Math.max(0, Math.min(1, (counts[i] - low) / span));
    shades[i] = Math.round(floor + t * (levels - floor));
  }
  return shades;
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
