// End-to-end test of the teaching features: pseudocode in sync with the board, backtracking's
// search tree, the sandbox and backtracking going on from a learner's queens, predict mode.
// Run by `cargo xtask test`.
// Fails on any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, axeViolations, isSolution, registry, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** The 1-based pseudocode line highlighted, 0 for none. */
const highlighted = (page) => page.locator('#pseudocode li').evaluateAll((items) => items.findIndex((li) => li.hasAttribute('aria-current')) + 1);

test('pseudocode: the line of each move is highlighted, in sync with Step, Step back, the timeline and Run', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=4');
  assert.equal(await page.locator('#pseudocode li').count(), 8);
  assert.equal(await highlighted(page), 0, 'no line before the first move');
  // The walkthrough's first moves: safe (4), attacked twice (3), safe (4).
  const lines = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowRight');
    lines.push(await highlighted(page));
  }
  assert.deepEqual(lines, [4, 3, 3, 4]);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await highlighted(page), 3);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 26 attempts/);
  assert.equal(await highlighted(page), 5, 'the solution');
  await page.locator('#timeline-range').fill('9');
  await waitForText(page, 'timeline-note', /^Move 9 of/);
  assert.equal(await highlighted(page), 6, 'move 9 is the first backtrack');
  for (const algorithm of registry().filter((a) => a.id !== 'backtracking').map((a) => a.id)) {
    await open(`?algorithm=${algorithm}&n=8&seed=3`);
    const count = await page.locator('#pseudocode li').count();
    await page.keyboard.press('ArrowRight');
    const line = await highlighted(page);
    assert.ok(line >= 1 && line <= count, `${algorithm}: line ${line} of ${count}`);
  }
});

test('the search tree: 26 nodes at the 4 × 4 first solution, growing and shrinking with the moves', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=4');
  const nodes = async () => Number(await page.locator('#tree-figure').getAttribute('data-nodes'));
  assert.equal(await page.locator('#tree-figure').isVisible(), true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await nodes(), 2);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await nodes(), 1, 'step back shrinks it');
  assert.match(await text('tree-caption'), /^Search tree: 1 node, one per square tried \(/, 'one node, in the singular');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 26 attempts/);
  assert.equal(await nodes(), 26);
  assert.match(await text('tree-caption'), /^Search tree: 26 nodes, one per square tried \(nodes per row: 2, 8, 9, 7\)/);
  await page.locator('#tree-figure').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'search-tree-4.png') });
  // A click on a node goes to the move that made it: node 1 (row 1, column 1) is move 1.
  const at = await page.evaluate(async () => {
    const { layoutTree } = await import('/www/tree.js');
    const { Solver } = await import('/pkg/nqueens.js');
    const solver = new Solver('backtracking', 4, '');
    solver.run(1e6);
    const record = solver.searchTree(1e6);
    const tree = { row: record.row, parent: record.parent };
    const layout = layoutTree(tree);
    const canvas = document.getElementById('tree');
    const { spacing, rowHeight, margin, left } = Object.fromEntries(Object.entries(canvas.dataset).map(([k, v]) => [k, Number(v)]));
    return { x: left + layout.x[1] * spacing, y: margin + tree.row[0] * rowHeight, made: record.madeAt[0] };
  });
  assert.equal(at.made, 1);
  await page.locator('#tree').click({ position: { x: at.x, y: at.y } });
  await waitForText(page, 'timeline-note', /^Move 1 of 30$/);
  assert.equal(await text('attempts-total'), '1');
  // A new theme redraws the tree in its colours.
  const before = await page.locator('#tree').evaluate((c) => c.toDataURL());
  await page.getByLabel('Theme').selectOption('contrast');
  assert.notEqual(await page.locator('#tree').evaluate((c) => c.toDataURL()), before, 'the tree is redrawn in the new theme');
  await page.getByLabel('Theme').selectOption('auto');
  // Beyond n = 8 the tree is summarized per depth: its nodes are still the attempts.
  await open('?algorithm=backtracking&n=10');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after 975 attempts/);
  assert.equal(await nodes(), 975, 'OEIS A140450(10) = 975');
  assert.match(await text('tree-caption'), /summarized/);
  assert.deepEqual(await axeViolations(page), []);
});

test('sandbox: place queens by clicking, marks and conflicts live; Continue with backtracking from n=6&queens=3,6 reaches 3,6,2,5,1,4', async () => {
  const page = session.page;
  await open('?mode=sandbox&n=6&queens=3,6');
  assert.match(await text('caption'), /^Sandbox: 2 of 6 queens placed/);
  assert.deepEqual(await axeViolations(page), [], 'sandbox');
  // A click on row 3, column 1 places a queen there, on a diagonal of row 1's queen (column
  // 3, two rows and two columns away): one attacking pair.
  const box = await page.locator('#board').boundingBox();
  const square = (row, col) => ({ x: ((col - 0.5) * box.width) / 6, y: ((6 - row + 0.5) * box.height) / 6 });
  await page.locator('#board').click({ position: square(3, 1) });
  assert.equal(await text('conflicts'), '1');
  assert.match(await text('status'), /Placed a queen in row 3, column 1\. 1 pair of queens attack each other/);
  assert.equal(await page.getByRole('button', { name: 'Continue with backtracking' }).isDisabled(), true);
  await page.locator('#board').click({ position: square(3, 1) });
  assert.equal(await text('conflicts'), '0');
  assert.match(page.url(), /mode=sandbox.*queens=3%2C6(&|$)/);
  await page.getByRole('button', { name: 'Continue with backtracking' }).click();
  assert.match(page.url(), /[?&]queens=3%2C6(&|$)/);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found/);
  assert.equal(await text('solution'), '3,6,2,5,1,4');
  // Step back returns to the placed queens, no further.
  await page.locator('#timeline-range').focus();
  await page.keyboard.press('Home');
  await waitForText(page, 'timeline-note', /^Move 0 of/);
  assert.equal(await page.getByRole('button', { name: 'Step back' }).isDisabled(), true);
  // A link with the queens opens the same continuation.
  await open('?algorithm=backtracking&n=6&queens=3,6');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found/);
  assert.equal(await text('solution'), '3,6,2,5,1,4');
  // Min-conflicts and QS1 repair the learner's whole board, conflicts and all.
  for (const [name, id] of [['min-conflicts', 'min-conflicts'], ['QS1 gradient swaps', 'qs1']]) {
    await open('?mode=sandbox&n=8&queens=1,2,3,0,0,0,0,8&seed=5');
    assert.equal(await text('conflicts'), '6', 'rows 1, 2, 3 and 8 share one diagonal');
    await page.getByRole('button', { name: `Continue with ${name}` }).click();
    assert.match(page.url(), new RegExp(`algorithm=${id}.*queens=1%2C2%2C3%2C0%2C0%2C0%2C0%2C8`));
    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitForText(page, 'status', /^Solved with seed/);
    const solution = (await text('solution')).split(',').map(Number);
    assert.equal(solution.length, 8, id);
    // A solution by the verifier's rule, recounted here: no two queens share a column or a
    // diagonal (one per row by construction).
    assert.ok(isSolution(solution), `${id}: ${solution}`);
  }
  // A full board that is a solution is announced.
  await open('?mode=sandbox&n=4&queens=2,4,1,3');
  assert.match(await text('caption'), /^A solution: 4 queens/);
});

test('predict mode on 4 × 4 backtracking: a right answer raises the score, a wrong one explains the right one', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=4&predict=1');
  assert.equal(await page.getByLabel('Predict each move').isChecked(), true);
  assert.match(await text('predict-score'), /^Score: 0 right of 0$/);
  await page.keyboard.press('ArrowRight');
  assert.equal(await text('attempts-total'), '0', 'no move before the answer');
  // Row 1 has no row below to attack it: only which square is asked.
  await page.getByRole('button', { name: 'Column 1', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: 'Safe', exact: true }).count(), 0);
  assert.match(await text('predict-verdict'), /^Right: it tried row 1, column 1, which is safe\./);
  assert.match(await text('predict-score'), /^Score: 1 right of 1$/);
  assert.equal(await text('attempts-total'), '1');
  assert.deepEqual(await axeViolations(page), [], 'predict mode');
  // Row 2, column 1: the learner says safe; it is attacked by row 1.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.getByRole('button', { name: 'Column 1', exact: true }).click();
  await page.getByRole('button', { name: 'Safe', exact: true }).click();
  assert.match(await text('predict-verdict'), /^Not quite: it tried row 2, column 1, attacked by row 1\.$/);
  assert.match(await text('caption'), /^Row 2, column 1 is attacked by the queen in row 1/);
  assert.match(await text('predict-score'), /^Score: 1 right of 2$/);
  // Answered on the board: row 2, column 2, attacked by row 1 (its diagonal).
  await page.keyboard.press('ArrowRight');
  const box = await page.locator('#board').boundingBox();
  await page.locator('#board').click({ position: { x: (1.5 * box.width) / 4, y: (2.5 * box.height) / 4 } });
  await page.getByRole('button', { name: 'Attacked by row 1', exact: true }).click();
  assert.match(await text('predict-score'), /^Score: 2 right of 3$/);
  assert.match(page.url(), /predict=1/);
});

test('predict asks every kind of question and grades it: where random placement can land, the column the formula gives, whether a swap solver takes the swap it tests', async () => {
  const page = session.page;
  const answer = (name) => page.locator('#predict').getByRole('button', { name, exact: true }).click();
  const queens = async () => (await page.locator('#board').getAttribute('aria-label')).match(/in columns ([\d, ]+) of rows/)?.[1].split(', ').map(Number) ?? [];
  // Random placement, 8 × 8, seed 3: the squares of the next row that no queen attacks,
  // recounted here from the queens on the board (same column or diagonal).
  await open('?algorithm=random-placement&n=8&seed=3&predict=1');
  for (let round = 0; round < 3; round++) {
    const placed = await queens();
    const row = placed.length + 1;
    const free = [];
    for (let col = 1; col <= 8; col++) {
      if (placed.every((c, r) => c !== col && Math.abs(c - col) !== row - (r + 1))) free.push(col);
    }
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('#predict-question').textContent(), new RegExp(`^On which squares of row ${row} can the queen land\\?`));
    for (const col of free) await answer(`Column ${col}`);
    await answer('Check');
    assert.match(await text('predict-verdict'), /^Right: the queen could land on column/, `row ${row}: ${free}`);
  }
  // A wrong pick: all of row 4's squares.
  await page.keyboard.press('ArrowRight');
  for (let col = 1; col <= 8; col++) await answer(`Column ${col}`);
  await answer('Check');
  assert.match(await text('predict-verdict'), /^Not quite/);
  assert.match(await text('predict-score'), /^Score: 3 right of 4$/);
  // The construction: the column the formula gives, checked by the move it then makes; the
  // whole board it builds is a solution.
  await open('?algorithm=construction&n=8&predict=1');
  for (let row = 1; row <= 8; row++) {
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('#predict-question').textContent(), new RegExp(`^Which column does the formula give row ${row}\\?`));
    // A wrong answer on row 1 (column 8 is never the formula's first on 8 × 8: it would
    // attack the corner diagonal of the solution's last row), then the right ones.
    const right = await page.evaluate(async (row) => {
      const { Solver } = await import('/pkg/nqueens.js');
      const solver = new Solver('construction', 8, '');
      solver.advance(row);
      const col = solver.queens()[row - 1];
      solver.free();
      return col;
    }, row);
    await answer(`Column ${row === 1 ? (right === 8 ? 7 : 8) : right}`);
    assert.match(await text('predict-verdict'), row === 1 ? /^Not quite: the formula gives column/ : /^Right: the formula gives column/);
  }
  assert.ok(isSolution(await queens()));
  assert.match(await text('predict-score'), /^Score: 7 right of 8$/);
  // A swap solver: the pair the next step tests is said, and whether it is swapped graded by
  // the step it makes, seen on the board (a new permutation is drawn without a question: it
  // always moves queens).
  await open('?algorithm=qs1&n=8&seed=4&predict=1');
  let right = 0;
  let asked = 0;
  for (let k = 0; asked < 8 && k < 60; k++) {
    const before = await queens();
    await page.keyboard.press('ArrowRight');
    const question = await page.locator('#predict-question').textContent();
    if (/^Will the next step move a queen/.test(question)) {
      await answer('No');
      if (/^Right/.test(await text('predict-verdict'))) right++;
      asked++;
      continue;
    }
    if (!/^The next step tests swapping the queens of rows \d+ and \d+/.test(question)) continue;
    await answer(asked % 2 ? 'Yes: they swap' : 'No: the swap is refused');
    const moved = (await queens()).join() !== before.join();
    const verdict = await text('predict-verdict');
    assert.match(verdict, moved ? /the swap was taken\.$/ : /the swap was refused/);
    assert.match(verdict, moved === Boolean(asked % 2) ? /^Right/ : /^Not quite/);
    if (moved === Boolean(asked % 2)) right++;
    asked++;
  }
  assert.equal(asked, 8, 'eight questions asked');
  assert.match(await text('predict-score'), new RegExp(`^Score: ${right} right of 8$`));
});

/** How many of the board canvas's pixels are red (attacked queens, collision lines). */
const redPixels = (page) => page.evaluate(() => {
  const canvas = document.getElementById('board');
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let red = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] - Math.max(data[i + 1], data[i + 2]) > 60) red++;
  return red;
});

test('while predict asks whether a queen passes its diagonal check, the board gives no answer away: no red queen, no collision line; both come back with the verdict', async () => {
  const page = session.page;
  await open('?algorithm=permutation-swap&n=8&seed=3&predict=1');
  let asked = 0;
  for (let k = 0; k < 40 && asked < 3; k++) {
    await page.keyboard.press('ArrowRight');
    const question = await page.locator('#predict-question').textContent();
    if (!/^Does row \d+’s queen pass the diagonal check/.test(question)) continue;
    // The shuffled board has queens sharing diagonals: drawn red once the verdict is given.
    assert.equal(await redPixels(page), 0, `asked “${question}”: red on the board`);
    await page.locator('#predict').getByRole('button', { name: /^Yes: it passes/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="predict-verdict"]').textContent !== '');
    assert.ok(await redPixels(page) > 0, 'the collisions drawn again after the verdict');
    asked++;
  }
  assert.equal(asked, 3, 'three check questions asked');
});

/**
 * The next move's events of the run an address opens (its algorithm, n, seed and parameters)
 * at move `position`, and the population on show there, read from the core in the page (a
 * Solver of its own): the truth the questions below are graded against.
 */
async function peekAt(page, address, position) {
  return page.evaluate(async ({ address, position }) => {
    const { Solver } = await import('/pkg/nqueens.js');
    const query = new URLSearchParams(address);
    const params = new URLSearchParams([...query].filter(([key]) => !['algorithm', 'n', 'seed', 'predict', 'step'].includes(key))).toString();
    const solver = new Solver(query.get('algorithm'), Number(query.get('n')), query.get('seed') ?? '', params || undefined);
    solver.seek(position, 1e9);
    const events = JSON.parse(solver.peekEventsJson());
    const layers = solver.layers();
    const population = layers.population;
    const boards = population ? Array.from(population.boards) : [];
    population?.free();
    layers.free();
    solver.free();
    return { events, boards };
  }, { address, position });
}

test('predict asks which squares inference removes (forward checking and arc consistency) and which board a crossover makes, and grades them from the move\'s events', async () => {
  const page = session.page;
  const options = page.locator('#predict-options');
  const answer = (name) => options.getByRole('button', { name, exact: true }).click();
  const question = () => page.locator('#predict-question').textContent();
  for (const inference of ['forward-checking', 'mac']) {
    const address = `?algorithm=backtracking&n=6&inference=${inference}&predict=1`;
    await open(address);
    // Wrong: the right square, but only one of the squares removed, picked on the board.
    let { events } = await peekAt(page, address, 0);
    let removed = events.filter((e) => e.kind === 'prune').flatMap((e) => e.squares);
    assert.ok(removed.length > 1, `${inference}: ${JSON.stringify(events)}`);
    await page.keyboard.press('ArrowRight');
    assert.match(await question(), /^Which square of row 1 does the search try next\?/);
    await answer('Column 1');
    assert.match(await question(), /^Its queen is placed on row 1, column 1\. Which squares does that remove from the empty rows’ domains/);
    assert.equal(await text('attempts-total'), '0', `${inference}: no move before the answer`);
    const [sq] = removed;
    const box = await page.locator('#board').boundingBox();
    await page.locator('#board').click({ position: { x: ((sq.col + 0.5) * box.width) / 6, y: ((6 - sq.row - 0.5) * box.height) / 6 } });
    assert.equal(await options.getByRole('button', { name: `Row ${sq.row + 1}, column ${sq.col + 1}`, exact: true }).getAttribute('aria-pressed'), 'true', 'picked on the board');
    await answer('Check');
    assert.match(await text('predict-verdict'), new RegExp(`^Not quite: it tried row 1, column 1, which is safe; placed there, its queen removed ${removed.length} squares by forward checking \\(row `));
    assert.match(await text('predict-score'), /^Score: 0 right of 1$/);
    // Right: the square, then exactly the squares removed (with MAC, arc consistency's too).
    ({ events } = await peekAt(page, address, 1));
    const prunes = events.filter((e) => e.kind === 'prune');
    assert.deepEqual(prunes.map((e) => e.how), inference === 'mac' ? ['forward-checking', 'arc-consistency'] : ['forward-checking']);
    removed = prunes.flatMap((e) => e.squares);
    const tried = events.find((e) => e.kind === 'try').square;
    const wiped = events.find((e) => e.kind === 'wipe-out');
    await page.keyboard.press('ArrowRight');
    await answer(`Column ${tried.col + 1}`);
    if (wiped) {
      // A wipe-out: which squares go first depends on the order rows are checked in, so the
      // question is the row left with no square (asked without saying there is one).
      assert.match(await question(), /is some empty row left with no square at all \(a wipe-out\)\? If so, which row is wiped out\?$/);
      assert.equal(await page.locator('#predict').getByRole('button', { name: 'No row is wiped out' }).count(), 1);
      await answer(`Row ${wiped.row + 1}`);
      assert.match(await text('predict-verdict'), new RegExp(`^Right: it tried row ${tried.row + 1}, column ${tried.col + 1}, which is safe; placed there, its queen left row ${wiped.row + 1} with no square: a wipe-out\\.`));
    } else {
      for (const { row, col } of removed) await answer(`Row ${row + 1}, column ${col + 1}`);
      await answer('Check');
      const verdict = await text('predict-verdict');
      assert.match(verdict, new RegExp(`^Right: it tried row ${tried.row + 1}, column ${tried.col + 1}, which is safe; placed there, its queen removed ${prunes[0].squares.length} squares by forward checking`));
      if (inference === 'mac') assert.match(verdict, new RegExp(`, then ${prunes[1].squares.length} squares? by arc consistency \\(`));
    }
    assert.match(await text('predict-score'), /^Score: 1 right of 2$/);
    // Forward checking alone never speaks of arc consistency.
    if (inference === 'forward-checking') {
      await open(address);
      await page.keyboard.press('ArrowRight');
      await answer('Column 1');
      assert.doesNotMatch(await question(), /arc|support/);
    }
  }
  // The genetic algorithm: the parents and the crossover point are given; which board is the
  // child? Right is the first parent's rows up to the point and the second's after.
  const address = '?algorithm=genetic&n=6&seed=3&predict=1';
  await open(address);
  let graded = 0;
  for (let move = 0; graded < 2 && move < 12; move++) {
    const { events, boards } = await peekAt(page, address, move);
    const parents = events.find((e) => e.kind === 'select-parents')?.parents;
    if (!parents) {
      // Not a child (a new generation): made without a question.
      await page.keyboard.press('ArrowRight');
      continue;
    }
    const { at } = events.find((e) => e.kind === 'crossover');
    const [a, b] = parents.map((p) => boards.slice(p * 6, p * 6 + 6));
    const child = [...a.slice(0, at), ...b.slice(at)].join(' ');
    await page.keyboard.press('ArrowRight');
    assert.match(await question(), new RegExp(`^Boards ${parents[0] + 1} and ${parents[1] + 1} of the population are drawn as parents: ${a.join(' ')} \\(fitness \\d+\\) and ${b.join(' ')} \\(fitness \\d+\\), columns from row 1\\. They are crossed after row ${at}: which is the child`));
    const names = await options.getByRole('button').allTextContents();
    assert.ok(names.includes(child), `${child} among ${names}`);
    const wrong = names.find((name) => name !== child);
    if (graded === 0 || !wrong) {
      await answer(child);
      assert.match(await text('predict-verdict'), new RegExp(`^Right: the child took rows 1–${at} from board ${parents[0] + 1} and rows ${at + 1}–6 from board ${parents[1] + 1}: ${child}`));
      if (graded === 0) graded++;
    } else {
      await answer(wrong);
      assert.match(await text('predict-verdict'), new RegExp(`^Not quite: the child took rows 1–${at} from board ${parents[0] + 1}`));
      graded++;
    }
  }
  assert.equal(graded, 2, 'a right and a wrong answer to the crossover question');
  assert.match(await text('predict-score'), /^Score: \d+ right of \d+$/);
});

test('predict.js names no algorithm: none of the registry\'s ids occurs in it (the questions are per event kind)', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('../../www/predict.js', import.meta.url), 'utf8');
  const ids = registry().map((a) => a.id);
  assert.ok(ids.includes('backtracking') && ids.length >= 10, ids.join());
  for (const id of ids) {
    assert.doesNotMatch(source, new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`, 'i'), `predict.js names ${id}`);
  }
});

// Be the backtracker (the sandbox's button) opens backtracking's exercise: exercise.test.mjs.

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
