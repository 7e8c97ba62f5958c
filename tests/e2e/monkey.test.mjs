// Control monkey test (the robustness issue): MONKEY_ACTIONS (default 2,000) random actions on
// a seeded schedule (fast-check, MONKEY_SEED; the seed is printed, and every action,
// clicks on the board included, comes from it, so the seed replays the run exactly; the list
// is written to tests/e2e/artifacts/monkey-actions.json) over every control of the Watch view
// and some of Compare: the playback buttons and keys, the Algorithm list, Board size and Seed
// fields with good and bad values, New seed, the speed, the timeline, the tabs, the theme,
// predict mode, presentation, help, the sandbox and Continue, waits. After each action:
// - no console error, page error or CSP violation (harness.mjs);
// - on a board that steps, the page's counters, queens and attempts per row equal the core's
//   for the same moves replayed from scratch: a fresh Solver for the algorithm, size, seed
//   and start board of the address, advanced to the timeline's move, read in the same frame
//   as the page's;
// and at the end, that comparison was made after at least a third of the actions. The
// longest main-thread task is printed; `cargo xtask bench` holds it against its budget.
// A failure names the action's number and the actions before it. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { ARTIFACTS, useBrowser } from './harness.mjs';

const session = useBrowser();
const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 2000);
const SEED = Number(process.env.MONKEY_SEED ?? 20261124);
const ids = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms.map((a) => a.id);

/** An action: [kind, argument]. Weights favour the playback controls. */
const action = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('ArrowRight', 'ArrowLeft', 'Space', 'Home', 'End', 'PageDown').map((key) => ['key', key]) },
  { weight: 10, arbitrary: fc.constantFrom('play', 'step', 'back', 'run', 'run-all', 'reset', 'new-seed').map((id) => ['click', id]) },
  { weight: 4, arbitrary: fc.constantFrom(...ids).map((id) => ['algorithm', id]) },
  { weight: 4, arbitrary: fc.oneof(fc.integer({ min: 1, max: 10 }).map(String), fc.constantFrom('0', '2', '3', '33', 'x', '', '1,000', '2000')).map((v) => ['size', v]) },
  { weight: 2, arbitrary: fc.oneof(fc.integer({ min: 0, max: 99 }).map(String), fc.constantFrom('', '-1', 'abc', '18446744073709551616')).map((v) => ['seed', v]) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 10 }).map((v) => ['speed', v]) },
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((v) => ['seek', v]) },
  // The Watch tab (and leaving the sandbox) more often than the ways away from a board that
  // steps, so the page is compared with the core after most actions.
  { weight: 1, arbitrary: fc.constant(['click', 'tab-compare']) },
  { weight: 3, arbitrary: fc.constant(['click', 'tab-watch']) },
  { weight: 1, arbitrary: fc.constantFrom('light', 'dark', 'contrast', 'auto').map((v) => ['theme', v]) },
  { weight: 1, arbitrary: fc.constant(['predict', null]) },
  { weight: 1, arbitrary: fc.constantFrom('f', 'b', 'Escape', '?').map((key) => ['key', key]) },
  { weight: 2, arbitrary: fc.constantFrom('open-sandbox', 'sandbox-clear', 'sandbox-continue', 'sandbox-leave', 'sandbox-leave').map((id) => ['sandbox', id]) },
  // A click on the board at a point drawn from the seed (a fraction of its width and height).
  { weight: 1, arbitrary: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })).map((point) => ['board-click', point]) },
  { weight: 1, arbitrary: fc.constantFrom('cmp-run', 'cmp-cancel').map((id) => ['compare', id]) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 120 }).map((ms) => ['wait', ms]) },
);

/**
 * Clicks `selector` as a person would: the pointer moves there first (in presentation the
 * controls show when the pointer moves, and take no clicks until then).
 */
async function click(page, selector) {
  const target = page.locator(selector).first();
  const box = await target.boundingBox();
  if (!box) return;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  // A control under the presentation's blank screen (B) takes no click: nor does a person's.
  const reachable = await target.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px, py)), [x, y]);
  if (!reachable && (await page.locator('#blank').isVisible())) return;
  try {
    await target.click({ timeout: 5_000 });
  } catch (error) {
    // Disabled between the look and the click (a run playing meanwhile reached its end, so
    // Run to end went grey): a person's click then does nothing, as `act` does for a control
    // disabled when it looks.
    if (!(await target.isEnabled())) return;
    throw error;
  }
}

/** Does `kind, arg` on the page, when that control is there to use (else nothing). */
async function act(page, [kind, arg]) {
  const visible = async (selector) => page.locator(selector).first().isVisible();
  const enabled = async (selector) => (await visible(selector)) && page.locator(selector).first().isEnabled();
  switch (kind) {
    case 'key':
      // Focus away from fields, as a person pressing the board's keys would be. (Not by a
      // click on the caption: a click waits for its target to hold still in view, and a board
      // refitting at that moment scrolls it; a loaded CI machine once caught it mid-scroll.)
      await page.evaluate(() => {
        if (document.activeElement?.matches('input, select, textarea')) document.activeElement.blur();
      });
      await page.keyboard.press(arg === 'Space' ? ' ' : arg);
      break;
    case 'click':
      if (await enabled(`#${arg}`)) await click(page, `#${arg}`);
      break;
    case 'algorithm':
      if (await enabled('#algorithm')) await page.locator('#algorithm').selectOption(arg);
      break;
    case 'size':
    case 'seed': {
      const field = kind === 'size' ? '#board-size' : '#seed';
      if (!(await enabled(field))) break;
      await page.locator(field).fill(arg);
      await page.locator(field).press('Enter');
      break;
    }
    case 'speed':
      if (await visible('#speed')) await page.locator('#speed').fill(String(arg));
      break;
    case 'seek':
      if (await visible('#timeline-range')) {
        await page.evaluate((fraction) => {
          const range = document.getElementById('timeline-range');
          range.value = String(Math.round(fraction * Number(range.max)));
          range.dispatchEvent(new Event('input', { bubbles: true }));
        }, arg);
      }
      break;
    case 'theme':
      if (await enabled('#theme')) await page.locator('#theme').selectOption(arg);
      break;
    case 'predict':
      if (await enabled('#predict-toggle')) await click(page, '#predict-toggle');
      break;
    case 'board-click':
      if (await visible('#board')) {
        const box = await page.locator('#board').boundingBox();
        if (box) await page.mouse.click(box.x + box.width * arg[0], box.y + box.height * arg[1]);
      }
      break;
    case 'sandbox':
      if (arg === 'sandbox-continue') {
        const button = page.locator('#sandbox-continue button:not([disabled])').first();
        if (await button.isVisible().catch(() => false)) await click(page, '#sandbox-continue button:not([disabled])');
      } else if (await enabled(`#${arg}`)) {
        await click(page, `#${arg}`);
      }
      break;
    case 'compare':
      if (await enabled(`#${arg}`)) await click(page, `#${arg}`);
      break;
    case 'wait':
      await page.waitForTimeout(arg);
      break;
    default:
      throw new Error(`unknown action ${kind}`);
  }
  // A dialog (help) is closed again, so the next action reaches the page.
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
}

/**
 * In one animation frame after the page's own: the board's counters as shown and, replayed
 * from scratch in a fresh core Solver, the core's counters at the timeline's move; null when
 * no board that steps is on show.
 */
function readAndReplay(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(async () => {
    const watch = !document.getElementById('watch-view').hidden;
    const timeline = document.getElementById('timeline');
    if (!watch || timeline.hidden || document.documentElement.dataset.mode === 'sandbox') return resolve(null);
    const shown = [...document.querySelectorAll('#counters dd')].map((dd) => [dd.dataset.testid, Number(dd.textContent.replaceAll(',', ''))]);
    // The queens as the board's description names them, and the attempts beside each row.
    const label = document.getElementById('board').getAttribute('aria-label');
    const shownQueens = label.match(/in columns ([\d, ]+) of rows/)?.[1].split(', ').map(Number) ?? [];
    const perRowBox = document.querySelector('.row-attempts');
    const shownPerRow = perRowBox.hidden ? [] : [...document.querySelectorAll('#row-attempts li')].reverse().map((li) => Number(li.textContent.replaceAll(',', '')));
    const position = Number(document.getElementById('timeline-range').value);
    const params = new URLSearchParams(location.search);
    const { Solver } = await import(new URL('pkg/nqueens.js', document.baseURI).href);
    const [algorithm, n, seed] = [params.get('algorithm'), Number(params.get('n')), params.get('seed') ?? ''];
    const queens = params.get('queens');
    const solver = queens !== null
      ? Solver.fromBoard(algorithm, n, seed, Uint32Array.from(Array.from({ length: n }, (_, i) => Number(queens.split(',')[i] ?? 0))))
      : new Solver(algorithm, n, seed);
    while (solver.position() < position) {
      if (solver.advance(Math.min(1_000_000, position - solver.position())) === 0) break;
    }
    const core = solver.counters().map((c) => [c.id, Number(c.value)]);
    const coreQueens = Array.from(solver.queens()).filter((c) => c > 0);
    const layers = solver.layers();
    const corePerRow = perRowBox.hidden ? [] : Array.from(layers.attemptsPerRow).map(Number);
    layers.free();
    const reached = solver.position();
    solver.free();
    resolve({ shown, core, shownQueens, coreQueens, shownPerRow, corePerRow, position, reached, address: location.search });
  })));
}

test(`${ACTIONS} seeded random actions: counters, queens and attempts per row agree with the core's replay after a third or more of them, no error (seed ${SEED})`, { timeout: 60 * 60_000 }, async () => {
  const [actions] = fc.sample(fc.array(action, { minLength: ACTIONS, maxLength: ACTIONS }), { seed: SEED, numRuns: 1 });
  console.log(`monkey: ${ACTIONS} actions, fast-check seed ${SEED} (MONKEY_SEED replays it)`);
  writeFileSync(join(ARTIFACTS, 'monkey-actions.json'), JSON.stringify({ seed: SEED, actions }, null, 0));
  const page = session.page;
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
    // What ran in a long frame, for the failure message.
    window.longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.blockingDuration > 0) window.longFrames.push(entry.scripts.map((s) => `${s.invoker} ${s.sourceFunctionName}@${s.sourceURL.split('/').pop()} ${Math.round(s.duration)} ms`).join('; '));
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await session.open('?algorithm=backtracking&n=6');
  // The load's own tasks are tests/e2e/load.test.mjs's to judge.
  await page.evaluate(() => window.longTasks.splice(0) && window.longFrames.splice(0));
  let checked = 0;
  let longest = 0;
  for (let i = 0; i < actions.length; i++) {
    const where = () => `action ${i + 1} of ${actions.length} (${JSON.stringify(actions[i])}); before it: ${JSON.stringify(actions.slice(Math.max(0, i - 8), i))}`;
    try {
      await act(page, actions[i]);
    } catch (error) {
      throw new Error(`${where()}: ${error.message.split('\n').slice(0, 14).join('\n')}`);
    }
    const state = await readAndReplay(page);
    if (state) {
      checked++;
      assert.equal(state.reached, state.position, `${where()}: the core's replay of ${state.address} reaches move ${state.position}`);
      assert.deepEqual(state.shown, state.core, `${where()}: counters at move ${state.position} of ${state.address}`);
      assert.deepEqual(state.shownQueens, state.coreQueens, `${where()}: queens at move ${state.position} of ${state.address}`);
      assert.deepEqual(state.shownPerRow, state.corePerRow, `${where()}: attempts per row at move ${state.position} of ${state.address}`);
    }
    const { tasks } = await page.evaluate(() => ({ tasks: window.longTasks.splice(0), frames: window.longFrames.splice(0) }));
    longest = Math.max(longest, ...tasks);
    assert.deepEqual(session.problems, [], where());
  }
  console.log(`monkey: ${actions.length} actions done; counters, queens and attempts per row checked against the core after ${checked} of them; longest main-thread task ${longest} ms`);
  assert.ok(checked >= actions.length / 3, `the page was compared with the core after ${checked} of ${actions.length} actions, fewer than a third`);
});
