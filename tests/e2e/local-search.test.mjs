// End-to-end tests of the AI course's local search (issue 29): hill climbing drawn as AIMA's
// Figure 4.3(a), its parameters in the form, the address and the CLI, and its predict-mode
// question. Run by `cargo xtask test`. Fails on any console error, uncaught exception or
// failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { isSolution, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

/** The least square value and its squares ([row, col], 1-based), as the board's label says them. */
async function least(page) {
  const label = await page.locator('#board').getAttribute('aria-label');
  const match = /the least square value is (\d+), on (.*)$/.exec(label);
  assert.ok(match, label);
  const squares = [...match[2].matchAll(/row (\d+) column (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  return { value: Number(match[1]), squares };
}

/** The value of the counter with id `id` (the description's counter ids). */
async function counter(page, id) {
  const value = await page.locator(`#counters [data-testid="${id}"]`).textContent();
  return Number(value.replace(/,/g, ''));
}

test('hill climbing: each move takes a queen to a square of the least value the board showed (Figure 4.3a), and h is that value', async () => {
  const page = session.page;
  await open('?algorithm=hill-climbing&n=8&seed=11');
  assert.match(await text('caption'), /^Start: a random board, each row's queen in a random column; h = \d+\./);
  const captions = [await text('caption')];
  for (let move = 0; move < 6; move++) {
    const before = await least(page);
    const h = await counter(page, 'h');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const caption = await text('caption');
    captions.push(caption);
    const moved = /^Row (\d+)’s queen moves from column (\d+) to column (\d+): h falls from (\d+) to (\d+)/.exec(caption);
    if (!moved) {
      // The climb is stuck (every successor at least h) or solved.
      assert.match(caption, /^(Local minimum|Stuck on a plateau|Solution)/);
      if (/^Local minimum/.test(caption)) assert.ok(before.value > h, `${before.value} > ${h}`);
      break;
    }
    const [row, , to, from, after] = moved.slice(1).map(Number);
    assert.equal(from, h, 'h before the move is the counter');
    assert.equal(after, before.value, 'the move goes to the least value shown');
    assert.ok(before.squares.some(([r, c]) => r === row && c === to), `row ${row} column ${to} was among the least`);
    assert.equal(await counter(page, 'h'), after);
  }
  // Step back returns to the board two moves before, its values too.
  assert.ok(captions.length >= 3, captions.join(' | '));
  const twoBefore = { caption: captions[captions.length - 3] };
  await page.getByRole('button', { name: 'Step back' }).click();
  const backOne = await least(page);
  await page.getByRole('button', { name: 'Step back' }).click();
  assert.equal(await text('caption'), twoBefore.caption);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.deepEqual(await least(page), backOne);
});

test('hill climbing’s parameters: in the form and the address, checked with a message naming the limit, the same run as the CLI', async () => {
  const page = session.page;
  await open('?algorithm=hill-climbing&n=8&seed=4');
  assert.equal(await page.locator('#params-field').isVisible(), true);
  // Folded while every value is its default; the summary says so.
  assert.equal(await page.locator('#params-details').getAttribute('open'), null);
  assert.equal(await text('params-summary'), '(none changed)');
  await page.locator('#params-details summary').click();
  assert.equal(await page.locator('#controls').getByLabel('Sideways moves').inputValue(), '0');
  assert.equal(await page.locator('#controls').getByLabel('Random restart').isChecked(), true);
  assert.equal(await page.locator('#controls').getByLabel('Successor chosen').inputValue(), 'steepest');
  // A value out of range: a message naming the limit, the run unchanged.
  await page.locator('#controls').getByLabel('Sideways moves').fill('5000');
  await page.locator('#controls').getByLabel('Sideways moves').press('Enter');
  await page.locator('#controls').getByLabel('Sideways moves').dispatchEvent('change');
  assert.match(await text('params-error'), /^sideways “5000”: choose a whole number from 0 to 1,000 — still sideways = 0\.$/);
  assert.doesNotMatch(page.url(), /sideways/);
  // 100 sideways moves: a new run with the same seed, in the address.
  await page.locator('#controls').getByLabel('Sideways moves').fill('100');
  await page.locator('#controls').getByLabel('Sideways moves').dispatchEvent('change');
  await page.waitForURL(/sideways=100/);
  assert.equal(await text('params-error'), '');
  assert.equal(await page.locator('#seed').inputValue(), '4');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 4/);
  const columns = (await text('solution')).split(',').map(Number);
  assert.ok(isSolution(columns), columns.join(','));
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'hill-climbing', '--n', '8', '--seed', '4',
    '--param', 'sideways=100', '--json'], { encoding: 'utf8' }));
  assert.deepEqual(columns, cli.solution, 'the page and the CLI make the same run');
  assert.equal(await counter(page, 'moves'), cli.moves);
  assert.equal(await counter(page, 'climbs'), cli.climbs);
  // The address gives the parameters; a bad one is named and the defaults are used.
  await open('?algorithm=hill-climbing&n=8&seed=4&sideways=100&choice=first-choice');
  // Open, naming the values changed.
  assert.notEqual(await page.locator('#params-details').getAttribute('open'), null);
  assert.equal(await text('params-summary'), '(Sideways moves = 100, First choice)');
  assert.equal(await page.locator('#controls').getByLabel('Successor chosen').inputValue(), 'first-choice');
  assert.equal(await page.locator('#controls').getByLabel('Sideways moves').inputValue(), '100');
  // First choice's pseudocode: steepest ascent's 5 lines and its own, which its moves
  // highlight (the first better successor, not a least one); steepest ascent shows 5.
  const lines = () => page.locator('#pseudocode li').allTextContents();
  assert.equal((await lines()).length, 6);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await text('caption'), /^(Row|Sideways)/);
  assert.match(await page.locator('#pseudocode li[aria-current]').textContent(), /^with first choice, .*the first with h < h\(current\)/);
  await open('?algorithm=hill-climbing&n=8&seed=4');
  assert.equal((await lines()).length, 5);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await page.locator('#pseudocode li[aria-current]').textContent(), /^if h\(neighbor\) < h\(current\)/);
  await open('?algorithm=hill-climbing&n=8&seed=4&sideways=lots');
  assert.match(await text('params-error'), /^sideways “lots”: choose a whole number from 0 to 1,000 \(in the address\); using the defaults/);
  assert.equal(await page.locator('#controls').getByLabel('Sideways moves').inputValue(), '0');
  // An algorithm without parameters shows no Parameters field.
  await open('?algorithm=qs4&n=8&seed=4');
  assert.equal(await page.locator('#params-field').isVisible(), false);
});

test('hill climbing without restarts stops at its stuck climb, says so, and the page stays usable', async () => {
  const page = session.page;
  // Seed 4 on 8 × 8: its first climb is stuck (the CLI says unsolved after one climb).
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'hill-climbing', '--n', '8', '--seed', '4',
    '--param', 'restart=off', '--json'], { encoding: 'utf8' }));
  assert.equal(cli.solved, false);
  await open('?algorithm=hill-climbing&n=8&seed=4&restart=off');
  assert.equal(await page.locator('#controls').getByLabel('Random restart').isChecked(), false);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^No solution: the run stopped after \d+ moves/);
  assert.match(await text('caption'), /unsolved \(restarts are off\)\.$/);
  assert.equal(await counter(page, 'moves'), cli.moves);
  assert.equal(await page.getByRole('button', { name: 'Run to end' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Step back' }).click();
  assert.match(await text('caption'), /^(Row|Sideways)/);
});

test('predict mode asks which queen moves where; a square of the least value is right, and None when the climb is stuck', async () => {
  const page = session.page;
  await open('?algorithm=hill-climbing&n=8&seed=11&predict=1');
  const options = page.locator('#predict-options');
  const verdict = () => page.locator('#predict-verdict').textContent();
  // A square that is not of the least value is wrong (row 1's queen's own square holds none),
  // and the verdict names the move made.
  const label = await page.locator('#board').getAttribute('aria-label');
  const col1 = Number(/in columns (\d+)/.exec(label)[1]);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await page.locator('#predict-question').textContent(), /^Which row’s queen does the next move take/);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + (col1 - 0.5) * (box.width / 8), box.y + box.height - box.height / 16);
  assert.match(await verdict(), /^Not quite: it moved row \d+’s queen to column \d+, where h = \d+/);
  // Then by the buttons (a keyboard reaches them): the row, then the column of the last of the
  // tied least squares; seed 11's climb moves twice more, then is stuck.
  for (let k = 0; k < 2; k++) {
    const { squares } = await least(page);
    const [row, col] = squares[squares.length - 1];
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await options.getByRole('button', { name: `Row ${row}`, exact: true }).click();
    await options.getByRole('button', { name: `Column ${col}`, exact: true }).click();
    assert.match(await verdict(), /^Right: it moved row \d+’s queen to column \d+, where h = \d+/);
  }
  const { value } = await least(page);
  assert.ok(value >= await counter(page, 'h'), 'no successor is better');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await options.getByRole('button', { name: /^None/ }).click();
  assert.match(await verdict(), /^Right: no successor was better: the climb is stuck\./);
  assert.match(await page.locator('#predict-score').textContent(), /Score: 3 right of 4/);
});

/**
 * A proposal's caption, parsed: row, from, to, h before and after, ΔE (AIMA's sign,
 * h(current) − h(next), with a true minus sign), T.
 */
function proposal(caption) {
  const m = /^Proposed at T = ([\d.]+): row (\d+)’s queen from column (\d+) to column (\d+), h (\d+) → (\d+) \(ΔE = ([+−]?\d+)\)$/.exec(caption);
  assert.ok(m, caption);
  const [t, row, from, to, before, after, deltaE] = m.slice(1).map((v) => Number(v.replace('−', '-')));
  return { t, row, from, to, before, after, deltaE };
}

test('predict mode on a climb that solves: every move asked and right, then the solution without a question', async () => {
  const page = session.page;
  // Seed 24 on 8 × 8: the first climb solves in 3 moves (nqueens solve says so).
  await open('?algorithm=hill-climbing&n=8&seed=24&predict=1');
  for (let k = 0; k < 3; k++) {
    const { squares } = await least(page);
    const [row, col] = squares[0];
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await page.locator('#predict-options').getByRole('button', { name: `Row ${row}`, exact: true }).click();
    await page.locator('#predict-options').getByRole('button', { name: `Column ${col}`, exact: true }).click();
    assert.match(await page.locator('#predict-verdict').textContent(), /^Right/);
  }
  // h = 0 now: Step announces the solution, and asks nothing.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  assert.match(await text('caption'), /^Solution: h = 0 after 3 moves of climb 1/);
  assert.match(await page.locator('#predict-score').textContent(), /Score: 3 right of 3/);
});

test('simulated annealing: a proposal, then taken or refused by e^(ΔE/T), the temperature cooling; the same run as the CLI', async () => {
  const page = session.page;
  await open('?algorithm=simulated-annealing&n=8&seed=5');
  assert.match(await text('caption'), /^Start: a random board, each row's queen in a random column; h = \d+, T = 2\./);
  let temperature = Infinity;
  for (let k = 0; k < 12; k++) {
    const queens = await page.locator('#board').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const p = proposal(await text('caption'));
    assert.equal(p.deltaE, p.before - p.after);
    assert.ok(p.t < temperature, 'T falls with every proposal');
    temperature = p.t;
    assert.equal(await page.locator('#board').getAttribute('aria-label'), queens, 'a proposal moves no queen yet');
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const decision = await text('caption');
    if (p.deltaE > 0) assert.match(decision, new RegExp(`^Taken: the move is better \\(ΔE = \\+${p.deltaE} ≥ 0`));
    else if (p.deltaE === 0) assert.match(decision, /^Taken: the move is no worse \(ΔE = 0 ≥ 0/);
    else assert.match(decision, new RegExp(`^(Taken although worse|Refused): the draw 0\\.\\d+ (fell|was not) below e\\^\\(ΔE/T\\) = e\\^\\(−${-p.deltaE}/[\\d.]+\\) = `));
    if (/^Refused/.test(decision)) assert.equal(await page.locator('#board').getAttribute('aria-label'), queens);
  }
  assert.equal(await counter(page, 'proposals'), 12);
  // The schedule is a parameter: a faster cooling, in the address, and the CLI's run.
  await page.locator('#params-details summary').click();
  await page.locator('#controls').getByLabel('Cooling factor').fill('0.99');
  await page.locator('#controls').getByLabel('Cooling factor').dispatchEvent('change');
  await page.waitForURL(/cooling=0\.99/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 5/);
  const columns = (await text('solution')).split(',').map(Number);
  assert.ok(isSolution(columns), columns.join(','));
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'simulated-annealing', '--n', '8', '--seed', '5',
    '--param', 'cooling=0.99', '--json'], { encoding: 'utf8' }));
  assert.deepEqual(columns, cli.solution);
  assert.equal(await counter(page, 'proposals'), cli.proposals);
  assert.equal(await counter(page, 'runs'), cli.runs);
  // A schedule that cannot cool (floor above the temperature) is named.
  await open('?algorithm=simulated-annealing&n=8&seed=5&floor=5');
  assert.match(await text('params-error'), /^floor 5 must be below the starting temperature 2 .* \(in the address\); using the defaults\.$/);
  assert.equal(await page.locator('#controls').getByLabel('Floor').inputValue(), '0.05');
  // And in the form: named beside it, the run unchanged.
  await page.locator('#controls').getByLabel('Starting temperature').fill('0.04');
  await page.locator('#controls').getByLabel('Starting temperature').dispatchEvent('change');
  assert.match(await text('params-error'), /^floor 0\.05 must be below the starting temperature 0\.04/);
  assert.doesNotMatch(page.url(), /temperature/);
});

test('predict mode asks how likely annealing is to take the proposal on show', async () => {
  const page = session.page;
  await open('?algorithm=simulated-annealing&n=8&seed=5&predict=1');
  const step = () => page.getByRole('button', { name: 'Step', exact: true }).click();
  let asked = 0;
  for (let k = 0; k < 6; k++) {
    await step(); // a proposal: drawn at random, so shown without a question
    const p = proposal(await text('caption'));
    await step();
    assert.match(await page.locator('#predict-question').textContent(), new RegExp(`^Moving row ${p.row}’s queen to column ${p.to} is proposed\\. How likely`));
    const chance = p.deltaE >= 0 ? 1 : Math.exp(p.deltaE / p.t);
    const answer = chance >= 1 ? /^Certainly/ : chance >= 0.5 ? /^Probably:/ : /^Probably not/;
    await page.locator('#predict-options').getByRole('button', { name: answer }).click();
    assert.match(await page.locator('#predict-verdict').textContent(), /^Right: its chance was .*, and it was (taken|refused)\./);
    asked += 1;
  }
  assert.match(await page.locator('#predict-score').textContent(), new RegExp(`Score: ${asked} right of ${asked}`));
});

test('genetic algorithm: each child names parents of the population shown, with their fitness; the same run as the CLI', async () => {
  const page = session.page;
  await open('?algorithm=genetic&n=8&seed=3');
  assert.equal(await page.locator('#population-figure').isVisible(), true);
  const fitness = async () => {
    const label = await page.locator('#population').getAttribute('aria-label');
    return /fitness ([\d, ]+) \(best/.exec(label)[1].split(', ').map(Number);
  };
  let population = await fitness();
  assert.equal(population.length, 20);
  for (let k = 1; k <= 5; k++) {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const m = /^Child (\d+): parents (\d+) \(fitness (\d+)\) and (\d+) \(fitness (\d+)\) cross after row ([1-7])(; mutation: row \d+ to column \d+(, its own column: the board unchanged)?)?; fitness (\d+)$/.exec(await text('caption'));
    assert.ok(m, await text('caption'));
    const [child, x, fx, y, fy] = m.slice(1, 6).map(Number);
    assert.equal(child, k);
    assert.equal(population[x - 1], fx, `parent ${x}`);
    assert.equal(population[y - 1], fy, `parent ${y}`);
    assert.match(await page.locator('#population').getAttribute('aria-label'), new RegExp(`the last child's parents: boards ${x} and ${y}$`));
    assert.deepEqual(await fitness(), population, 'the population stays until the generation is complete');
  }
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 3/);
  const columns = (await text('solution')).split(',').map(Number);
  assert.ok(isSolution(columns), columns.join(','));
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['solve', '--algorithm', 'genetic', '--n', '8', '--seed', '3', '--json'], { encoding: 'utf8' }));
  assert.deepEqual(columns, cli.solution);
  assert.equal(await counter(page, 'children'), cli.children);
  // Beyond 8 queens: a message naming the limit.
  await open('?algorithm=genetic&n=9&seed=3');
  assert.match(await text('board-size-error'), /Board size 9 is out of range: the animated board takes 1 to 8/);
});

test('genetic algorithm: at a solution the best fitness is the board\'s, n(n − 1)/2, and the caption names the child and its generation (issue 38, item 3)', async () => {
  const page = session.page;
  await open('?algorithm=genetic&n=8&seed=7');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved with seed 7/);
  assert.deepEqual((await text('solution')).split(',').map(Number), [2, 6, 8, 3, 1, 4, 7, 5]);
  // No attacking pair: 8 · 7 / 2 = 28 non-attacking pairs, as the counter says.
  assert.equal(await counter(page, 'best-fitness'), 28);
  const m = /^Solution: child \d+ of generation (\d+) \(bred from generation (\d+)\) has every pair non-attacking/.exec(await text('caption'));
  assert.ok(m, await text('caption'));
  assert.equal(Number(m[1]), Number(m[2]) + 1);
  assert.equal(await counter(page, 'generation'), Number(m[2]));
  // The population beside it is the generation the child was bred from, and says so.
  assert.match(await page.locator('#population').getAttribute('aria-label'), /\(best of this generation \d+ of 28; the children made so far are not in it\)/);
});

test('the Compare view runs each algorithm with its parameters, from its form and the address, as the CLI does', async () => {
  const page = session.page;
  await open('?view=compare&n=8&algorithms=hill-climbing,simulated-annealing&trials=300&seed=7&hill-climbing.sideways=100&simulated-annealing.cooling=0.99');
  const group = page.getByRole('group', { name: 'Hill climbing’s parameters' });
  assert.equal(await group.getByLabel('Sideways moves').inputValue(), '100');
  assert.equal(await page.getByRole('group', { name: 'Simulated annealing’s parameters' }).getByLabel('Cooling factor').inputValue(), '0.99');
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForText(page, 'cmp-status', /^Done: 600 runs/);
  const value = async (algorithm, field) => Number(await page.getByTestId(`summary-${algorithm}-${field}`).getAttribute('data-value'));
  const cli = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['compare', '--n', '8', '--trials', '300', '--seed', '7',
    '--algorithms', 'hill-climbing,simulated-annealing', '--param', 'sideways=100', '--param', 'cooling=0.99', '--json'], { encoding: 'utf8' }));
  for (const row of cli) {
    for (const [field, key] of [['mean', 'mean'], ['median', 'median'], ['max', 'max'], ['mean-tries', 'mean_tries'], ['success-rate', 'success_rate']]) {
      assert.equal(await value(row.algorithm, field), row[key], `${row.algorithm} ${field}`);
    }
  }
  // AIMA's 94 % with 100 sideways moves, and the summary names the parameter.
  const rate = await value('hill-climbing', 'success-rate');
  assert.ok(rate > 0.88 && rate < 0.99, String(rate));
  assert.match(await page.getByTestId('compare-summary').textContent(), /Hill climbing \(sideways = 100\)/);
  // A value out of range is named beside the form, and the address keeps the last good one.
  await group.getByLabel('Sideways moves').fill('2000');
  await group.getByLabel('Sideways moves').dispatchEvent('change');
  assert.match(await page.locator('#cmp-params-hill-climbing-error').textContent(), /^sideways “2000”: choose a whole number from 0 to 1,000 — still sideways = \d+\.$/);
  assert.match(page.url(), /hill-climbing\.sideways=100/);
  await group.getByLabel('Sideways moves').fill('5');
  await group.getByLabel('Sideways moves').dispatchEvent('change');
  await page.waitForURL(/hill-climbing\.sideways=5/);
  // A bad one in the address is named in the status line.
  await open('?view=compare&n=8&algorithms=hill-climbing&hill-climbing.choice=best');
  assert.match(await text('cmp-status'), /Hill climbing: choice “best”.*\(in the address\); it runs with its defaults/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
