// The search tree of backtracking, drawn beside the board: pure layout and drawing, no state.
// A tree comes from the core (Solver.searchTree) as arrays, one entry per node (an attempt, in
// the order made), rows, columns and node numbers 1-based: { row, col, parent, attackedBy,
// madeAt, onPath }. Node 0 is the root (the empty board); row r's nodes are the squares tried
// in row r, children of the queen below on their path; an attacked square is a pruned leaf,
// labelled with the attacking row.

import { markColours } from './draw.js';
import { format } from './shared.js';

/**
 * Places the nodes: leaves one unit apart in the order made (depth-first), each parent
 * centred over its first and last child. With `fold`, every finished subtree (a queen no
 * longer on the board, whose row above was searched) is folded into its node, which then
 * stands as a leaf carrying the number of attempts under it: the tree of a whole 8 × 8
 * search (17,777 moves) keeps the current path and its siblings readable instead of 15,000
 * leaves two pixels apart. Returns { x: per node (0 = root; NaN when hidden in a fold),
 * leaves, children, folded: per node the attempts folded under it (0 if none) }.
 */
export function layoutTree(tree, { fold = false } = {}) {
  const count = tree.row.length;
  const children = Array.from({ length: count + 1 }, () => []);
  for (let i = 0; i < count; i++) children[tree.parent[i]].push(i + 1);
  const x = new Float64Array(count + 1).fill(NaN);
  const folded = new Uint32Array(count + 1);
  let leaves = 0;
  const onPath = (node) => node === 0 || tree.onPath[node - 1] === 1;
  /** Nodes under `node`, itself excluded. */
  const under = (node) => children[node].reduce((sum, kid) => sum + 1 + under(kid), 0);
  // Depth-first, children before their parent (at most 33 levels: recursion is fine).
  const place = (node) => {
    const kids = children[node];
    if (kids.length && fold && !onPath(node)) {
      folded[node] = under(node);
      x[node] = leaves++;
      return;
    }
    if (kids.length === 0) {
      x[node] = leaves++;
      return;
    }
    for (const kid of kids) place(kid);
    x[node] = (x[kids[0]] + x[kids[kids.length - 1]]) / 2;
  };
  place(0);
  return { x, leaves: Math.max(1, leaves), children, folded };
}

/** Nodes per row (depth), from row 1: what the attempts per row count. */
export function nodesPerRow(tree, n) {
  const counts = new Array(n).fill(0);
  for (const row of tree.row) counts[row - 1]++;
  return counts;
}

/**
 * Draws `tree` laid out by `layout` into `ctx`: `spacing` CSS pixels between leaves (the
 * first at `left`), `rowHeight` between depths, the root at the top; edges, then nodes: a
 * placed queen a dot, a pruned leaf a small square in its attacking row's mark colour with
 * the row's number, a folded subtree a triangle with its number of attempts, the current path
 * thick in the accent colour. `C` are the theme's board colours.
 */
export function drawTree(ctx, tree, layout, { spacing, rowHeight, margin, left = margin, C, accent }) {
  const count = tree.row.length;
  const px = (node) => left + layout.x[node] * spacing;
  const py = (node) => margin + (node === 0 ? 0 : tree.row[node - 1]) * rowHeight;
  const onPath = (node) => node === 0 || tree.onPath[node - 1] === 1;
  const shown = (node) => !Number.isNaN(layout.x[node]);
  ctx.lineCap = 'round';
  for (const thick of [false, true]) {
    ctx.strokeStyle = thick ? accent : C.removed;
    ctx.lineWidth = thick ? 3 : 1;
    ctx.beginPath();
    for (let node = 1; node <= count; node++) {
      if (onPath(node) !== thick || !shown(node)) continue;
      const parent = tree.parent[node - 1];
      ctx.moveTo(px(parent), py(parent));
      ctx.lineTo(px(node), py(node));
    }
    ctx.stroke();
  }
  const r = nodeRadius(spacing);
  const font = `700 ${treeLabelSize(spacing)}px system-ui, sans-serif`;
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let node = 0; node <= count; node++) {
    if (!shown(node)) continue;
    const x = px(node);
    const y = py(node);
    const by = node === 0 ? 0 : tree.attackedBy[node - 1];
    if (layout.folded?.[node]) {
      // A folded subtree: a triangle under its node, with the attempts it holds.
      ctx.fillStyle = C.removed;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x - r * 1.3, y + rowHeight * 0.75);
      ctx.lineTo(x + r * 1.3, y + rowHeight * 0.75);
      ctx.closePath();
      ctx.globalAlpha = 0.35;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.fillStyle = C.ink;
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.fillText(format(layout.folded[node]), x, y + rowHeight * 0.55);
      ctx.font = font;
    }
    if (by) {
      const colours = markColours(C, by);
      ctx.fillStyle = C.light;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
      ctx.fillStyle = colours.fill;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
      ctx.fillStyle = colours.text;
      ctx.fillText(String(by), x, y + 0.5);
    } else {
      ctx.fillStyle = onPath(node) ? accent : C.ink;
      ctx.beginPath();
      ctx.arc(x, y, onPath(node) ? r * 1.25 : r, 0, 2 * Math.PI);
      ctx.fill();
    }
    if (node > 0 && onPath(node) && by) {
      ctx.strokeStyle = accent;
      ctx.lineWidth = 2;
      ctx.strokeRect(x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4);
    }
  }
}

/** A node's radius for leaves `spacing` px apart: 5 to 9 px, for a projector. */
const nodeRadius = (spacing) => Math.max(5, Math.min(9, spacing / 2.5));

/** The size of the numbers on the nodes, in px, for leaves `spacing` px apart: 11 to 14. */
export const treeLabelSize = (spacing) => Math.max(11, Math.round(nodeRadius(spacing) * 1.6));

/** The node (1-based; 0 for the root) nearest to (x, y) in the drawing's coordinates. */
export function nodeAt(tree, layout, { spacing, rowHeight, margin, left = margin }, x, y) {
  let best = 0;
  let bestDistance = Infinity;
  for (let node = 1; node <= tree.row.length; node++) {
    if (Number.isNaN(layout.x[node])) continue; // folded away
    const dx = left + layout.x[node] * spacing - x;
    const dy = margin + tree.row[node - 1] * rowHeight - y;
    const d = dx * dx + dy * dy;
    if (d < bestDistance) {
      bestDistance = d;
      best = node;
    }
  }
  return best;
}
