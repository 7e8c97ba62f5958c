// End-to-end tests of backtracking's constraint-satisfaction options (issue 29, item 1;
// src/csp.rs): forward checking, MAC, MRV and LCV as parameters in the form and the address,
// the counters and the CLI's numbers, pruned squares and wipe-outs, and predict mode's MRV
// question graded right and wrong. Run by `cargo xtask test`. Fails on any console error,
// uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { isSolution, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** The value of the counter with id `id`. */
async function counter(page, id) {
  const value = await page.locator(`#counters [data-testid="${id}"]`).textContent();
  return Number(value.replace(/,/g, ''));
}

const step = (page) => page.getByRole('button', { name: 'Step', exact: true }).click();
const caption = () => text('caption');

test('forward checking in row order: the walkthrough’s first solution (A141843) in 88 squares tried, as the CLI counts, its checks too', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8&inference=forward-checking');
  assert.equal(await page.locator('#controls').getByLabel('Inference').inputValue(), 'forward-checking');
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'solution', /\d/);
  const columns = (await text('solution')).split(',').map(Number);
  assert.deepEqual(columns, [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.ok(isSolution(columns));
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'backtracking', '--n', '8',
    '--param', 'inference=forward-checking', '--json'], { encoding: 'utf8' }));
  assert.equal(await counter(page, 'attempts-total'), 88);
  assert.equal(cli.attempts, 88);
  assert.equal(await counter(page, 'consistency-checks'), cli.consistency_checks);
  assert.equal(await counter(page, 'backtracks'), cli.backtracks);
  assert.equal(await counter(page, 'wipe-outs'), cli.wipe_outs);
  // The walkthrough itself, with the parameters at their defaults, is unchanged: 876.
  await page.locator('#controls').getByLabel('Inference').selectOption('none');
  await page.waitForURL((url) => !/inference/.test(url.search));
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'solution', /\d/);
  assert.equal(await counter(page, 'attempts-total'), 876);
  assert.equal(await page.locator('#counters [data-testid="consistency-checks"]').count(), 0);
});

test('with an option, Run to next solution goes on from a solution, and Run to end of search counts all of them (Q(6) = 4)', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6&inference=forward-checking');
  // The walkthrough's pseudocode and the 5 lines forward checking, MAC, MRV and LCV add.
  assert.equal(await page.locator('#pseudocode li').count(), 13);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 1 found after/);
  await page.getByRole('button', { name: 'Run to next solution' }).click();
  await waitForText(page, 'status', /^Solution 2 found after/);
  await page.getByRole('button', { name: 'Run to end of search' }).click();
  await waitForText(page, 'status', /complete/);
  assert.match(await caption(), /^Search complete: 4 solutions in all/);
  assert.equal(await counter(page, 'solutions-found'), 4);
  assert.doesNotMatch(await text('status'), /No solution/);
  // Without options, the walkthrough's 8 lines only.
  await open('?algorithm=backtracking&n=6');
  assert.equal(await page.locator('#pseudocode li').count(), 8);
});

test('a wipe-out is said and flagged before the queen moves along, and step back returns to it', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6&inference=forward-checking&ordering=mrv');
  assert.match(await caption(), /Step lets MRV pick the row with the fewest squares left/);
  const captions = [];
  for (let i = 0; i < 12 && !/wipe-out/.test(captions.at(-1) ?? ''); i++) {
    await step(page);
    captions.push(await caption());
  }
  assert.match(captions[0], /^MRV picks row 1: 6 squares left in its domain/);
  assert.match(captions[1], /^Row 1, column 1 is safe — queen placed\. Forward checking removes 10 squares from the empty rows' domains, numbered 1/);
  const wiped = /Row (\d+) has no square left in its domain: a wipe-out — the queen of row (\d+) moves along/.exec(captions.at(-1));
  assert.ok(wiped, captions.join(' | '));
  assert.equal(await counter(page, 'wipe-outs'), 1);
  await step(page);
  assert.match(await caption(), new RegExp(`^The queen in row ${wiped[2]} leaves column \\d+`));
  await page.getByRole('button', { name: 'Step back' }).click();
  assert.equal(await caption(), captions.at(-1));
  assert.equal(await counter(page, 'wipe-outs'), 1);
});

test('predict mode asks which row MRV fills, and grades a right answer right and a wrong one wrong', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=6&inference=mac&ordering=mrv');
  // The truth, from stepping without predicting: MRV's first two choices, and the square tried.
  const truth = [];
  for (let i = 0; i < 3; i++) {
    await step(page);
    truth.push(await caption());
  }
  const [firstRow] = /^MRV picks row (\d+)/.exec(truth[0]).slice(1).map(Number);
  const [triedCol] = /^Row \d+, column (\d+)/.exec(truth[1]).slice(1).map(Number);
  const [secondRow] = /^MRV picks row (\d+)/.exec(truth[2]).slice(1).map(Number);
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByLabel('Predict each move').check();
  await step(page);
  assert.match(await page.locator('#predict-question').textContent(), /^Which row does MRV fill next/);
  await page.locator('#predict-options').getByRole('button', { name: `Row ${firstRow}`, exact: true }).click();
  assert.match(await page.locator('#predict-verdict').textContent(), new RegExp(`^Right: MRV picked row ${firstRow}`));
  await step(page);
  assert.match(await page.locator('#predict-question').textContent(), new RegExp(`^Which square of row ${firstRow} does the search try next`));
  await page.locator('#predict-options').getByRole('button', { name: `Column ${triedCol}`, exact: true }).click();
  // MAC prunes: every square tried is in its domain, so no "safe or attacked?" stage; instead,
  // which squares arc consistency removes (the move's prune event, read from the core).
  const pruned = await page.evaluate(async () => {
    const { Solver } = await import('/pkg/nqueens.js');
    const solver = new Solver('backtracking', 6, '', 'inference=mac&ordering=mrv');
    solver.seek(1, 1e9);
    const squares = JSON.parse(solver.peekEventsJson()).filter((e) => e.kind === 'prune').flatMap((e) => e.squares);
    solver.free();
    return squares;
  });
  assert.match(await page.locator('#predict-question').textContent(), /^Its queen is placed on row \d+, column \d+\. Which squares does that remove/);
  for (const sq of pruned) await page.locator('#predict-options').getByRole('button', { name: `Row ${sq.row + 1}, column ${sq.col + 1}`, exact: true }).click();
  await page.locator('#predict-options').getByRole('button', { name: 'Check', exact: true }).click();
  assert.match(await page.locator('#predict-verdict').textContent(), /^Right: it tried row \d+, column \d+, which is safe/);
  await step(page);
  const wrong = secondRow === 6 ? 5 : 6;
  await page.locator('#predict-options').getByRole('button', { name: `Row ${wrong}`, exact: true }).click();
  assert.match(await page.locator('#predict-verdict').textContent(), new RegExp(`^Not quite: MRV picked row ${secondRow}`));
  assert.match(await page.locator('#predict-score').textContent(), /Score: 2 right of 3/);
});

test('a bad option in the address is named with its choices, and the page stays usable', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8&inference=ac3');
  assert.match(await text('params-error'), /^inference “ac3”.*forward-checking/);
  assert.equal(await page.locator('#controls').getByLabel('Inference').inputValue(), 'none');
  await step(page);
  assert.match(await caption(), /^Row 1, column 1 is safe/);
});

test('the Compare view runs backtracking with its options, as the CLI does', async () => {
  const page = session.page;
  await open('?view=compare&n=8&algorithms=backtracking&trials=2&seed=1&backtracking.inference=mac&backtracking.ordering=mrv');
  const group = page.getByRole('group', { name: 'Backtracking’s parameters' });
  assert.equal(await group.getByLabel('Inference').inputValue(), 'mac');
  assert.equal(await group.getByLabel('Row order').inputValue(), 'mrv');
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Done: 2 runs/);
  const [cli] = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['compare', '--n', '8', '--algorithms', 'backtracking',
    '--trials', '2', '--seed', '1', '--param', 'inference=mac', '--param', 'ordering=mrv', '--json'], { encoding: 'utf8' }));
  assert.equal(Number(await page.getByTestId('summary-backtracking-mean').getAttribute('data-value')), cli.mean);
  assert.ok(cli.mean < 876, 'MAC with MRV tries fewer squares than the walkthrough');
  assert.match(await page.getByTestId('compare-summary').textContent(), /Backtracking \(inference = mac, ordering = mrv\)/);
});

test('the Compare view puts AIMA’s numbers beside ours: §4.1.1’s within five standard errors, Figure 5.5’s medians as measured natively', async () => {
  const page = session.page;
  await open('?view=compare&seed=1');
  await page.getByRole('button', { name: "AIMA's numbers" }).click();
  // About 20 s on two cores; the wait is for the state, with room for a busy machine.
  await page.waitForFunction(() => /^AIMA's numbers measured with master seed 1/.test(document.querySelector('[data-testid="cmp-status"]')?.textContent ?? ''), null, { timeout: 300_000 });
  for (const [sideways, book] of [[0, 14], [100, 94]]) {
    const cells = await page.getByTestId(`aima-solved-${sideways}`).locator('td').allTextContents();
    assert.equal(cells[0], `${book} %`);
    const [ours, error] = /^([\d.]+) % ± ([\d.]+) %$/.exec(cells[1]).slice(1).map(Number);
    assert.ok(Math.abs(ours - book) < 5 * error, cells.join(' | '));
  }
  // Pinned in tests/aima.rs from the native build: the same search in the browser.
  assert.equal(await page.getByTestId('aima-checks-1').getAttribute('data-median'), '116538');
  assert.equal(await page.getByTestId('aima-checks-3').getAttribute('data-median'), '5665');
  assert.match(await page.getByTestId('aima-checks-0').textContent(), /> 40,000K.*> 40,000K \(27 of 49 sizes above/);
});

test('side by side: backtracking beside itself with forward checking, from the address and from the Side by side button', async () => {
  const page = session.page;
  await open('?algorithm=backtracking&n=8&mode=side&vs=backtracking&vs.inference=forward-checking');
  assert.deepEqual(await page.locator('.pair-name').allTextContents(), ['Backtracking', 'Backtracking: Forward checking']);
  assert.equal(await page.locator('#pair-other').inputValue(), 'backtracking?inference=forward-checking');
  await page.getByRole('button', { name: 'Run both to a solution' }).click();
  // The walkthrough's 876 squares tried beside forward checking's 88 (the CLI's counts).
  await waitForText(page, 'status', /solved in .* moves.*solved in .* moves/);
  assert.equal(await page.getByTestId('left-attempts-total').textContent(), '876');
  assert.equal(await page.getByTestId('right-attempts-total').textContent(), '88');
  assert.match(page.url(), /vs=backtracking&vs\.inference=forward-checking/);
  // A run with an option, then Side by side: the same algorithm at its defaults beside it.
  await open('?algorithm=backtracking&n=6&inference=mac');
  await page.getByRole('button', { name: 'Side by side' }).click();
  await page.waitForURL(/mode=side/);
  assert.deepEqual(await page.locator('.pair-name').allTextContents(), ['Backtracking: Arc consistency (MAC)', 'Backtracking']);
  // The "Beside it" list offers each option; choosing one puts it beside.
  await page.locator('#pair-other').selectOption('backtracking?ordering=mrv');
  await page.waitForURL(/vs\.ordering=mrv/);
  assert.deepEqual(await page.locator('.pair-name').allTextContents(), ['Backtracking: Arc consistency (MAC)', 'Backtracking: Fewest squares left (MRV)']);
  // A bad option beside is named, with the defaults used.
  await open('?algorithm=backtracking&n=6&mode=side&vs=backtracking&vs.inference=ac3');
  assert.match(await text('board-size-error'), /inference “ac3”.*beside the first/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
