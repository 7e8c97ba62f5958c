// Address fuzzing (the robustness issue): fast-check builds page addresses mixing valid and
// invalid values of every parameter the page reads, repeated and empty ones, markup and very
// long strings; each must leave a usable page: no console error, the controls showing what
// runs (an algorithm of the registry, the size on show), the board drawn, a message for each
// bad value naming the parameter (for a board size, the chosen algorithm's limit), and Step,
// Play and Reset working. Seeded: FUZZ_SEED (default fixed, so CI is repeatable) and
// FUZZ_RUNS (default 500); the seed is printed. A failure prints the whole address, the
// FUZZ_SEED and FUZZ_PATH that replay it alone, and the check's message with the page's
// console and page errors; addresses that failed once are checked first on every run
// (REGRESSIONS). Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { BASE_URL, useBrowser } from './harness.mjs';
import { addresses } from './addresses.mjs';

const session = useBrowser();
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** fast-check's path of a failure (printed with it): with its FUZZ_SEED, replays that address alone. */
const PATH = process.env.FUZZ_PATH || undefined;

const ids = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms.map((a) => a.id);
const address = addresses(ids, fc);

// ---------------------------------------------------------------- the oracle
// What the page must say about an address, recounted here from the parameters' definitions
// and the registry (`nqueens algorithms --json`), not from the page's code.

const registry = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms;
const byId = Object.fromEntries(registry.map((a) => [a.id, a]));
const grouped = (v) => v.toLocaleString('en-US');
/** A whole number as a person may type it ("1000", "1,000", "1 000"), else null. */
function whole(text) {
  const t = text.trim();
  if (!/^(?:\d+|\d{1,3}(?:([, \u00a0\u202f])\d{3})(?:\1\d{3})*)$/.test(t)) return null;
  return Number(t.replace(/\D/g, ''));
}
const seedOk = (text) => text.trim() === '' || (/^\d+$/.test(text.trim()) && BigInt(text.trim()) < 2n ** 64n);
const WORDS = {
  view: ['watch', 'compare'], theme: ['auto', 'light', 'dark', 'contrast'], present: ['1', '0'], code: ['1', '0'], embed: ['1', '0'],
  loop: ['1', '0'], predict: ['1', '0', 'backtracker'], mode: ['sandbox', 'side', 'watch'],
  exercise: ['1', '0'], grading: ['fix', 'undo', 'end'], teacher: ['1', '0'],
};
const READ = {
  watch: ['algorithm', 'n', 'seed', 'view', 'theme', 'step', 'from', 'to', 'loop', 'present', 'code', 'embed', 'mode', 'queens', 'predict', 'vs', 'exercise', 'class', 'learner', 'grading', 'teacher'],
  compare: ['n', 'seed', 'view', 'trials', 'algorithms', 'theme'],
};

/**
 * What the page must show for `params`: `{ view, expect }`, where `expect` lists
 * [test id, pattern, why] triples, one per bad value (its message names the parameter, or
 * for a board size the chosen algorithm's limit).
 */
function oracle(params) {
  const view = params.get('view') === 'compare' ? 'compare' : 'watch';
  const expect = [];
  const where = view === 'watch' ? 'board-size-error' : 'cmp-status';
  for (const name of READ[view]) {
    const values = params.getAll(name);
    if (values.length > 1) expect.push([where, new RegExp(`gives ${name} ${values.length} times`), `${name} repeated`]);
    if (values.length && WORDS[name] && !WORDS[name].includes(values[0])) {
      expect.push([where, new RegExp(`The ${name} in the address takes`), `bad ${name}`]);
    }
  }
  if (view === 'compare') {
    const n = params.has('n') ? whole(params.get('n')) : 8;
    if (n === null || n < 1 || n > 100_000) expect.push(['cmp-n-error', /to 100,000/, 'bad n']);
    const trials = params.has('trials') ? whole(params.get('trials')) : 1000;
    if (trials === null || trials < 1 || trials > 1_000_000) expect.push(['cmp-trials-error', /to 1,000,000/, 'bad trials']);
    if (params.has('seed') && !seedOk(params.get('seed'))) expect.push(['cmp-seed-error', /seed in the address/, 'bad seed']);
    const unknown = (params.get('algorithms') ?? '').split(',').filter((id) => id && !byId[id]);
    if (unknown.length) expect.push(['cmp-status', /which the lab does not run/, 'unknown algorithms']);
    return { view, expect };
  }
  let algorithm = params.get('algorithm') ?? registry[0].id;
  if (!byId[algorithm]) {
    expect.push([where, /Unknown algorithm/, 'unknown algorithm']);
    algorithm = registry[0].id;
  }
  const a = byId[algorithm];
  const limit = a.maxNLarge ?? a.maxNAnimated;
  // Side by side (mode=side): two animated boards, one of them always an algorithm that stops
  // only at a solution (the algorithm beside differs from the first, and only one searches
  // exhaustively).
  const side = params.get('mode') === 'side';
  if (side && params.has('vs') && !byId[params.get('vs')]) expect.push([where, /beside the first \(vs in the address\)/, 'unknown vs']);
  // The algorithm beside: the one named, else the first other in the list; both boards are
  // animated, so the smaller animated limit holds.
  const beside = side ? (byId[params.get('vs')] && params.get('vs') !== algorithm ? byId[params.get('vs')] : registry.find((r) => r.id !== algorithm)) : null;
  const sideLimit = beside ? Math.min(a.maxNAnimated, beside.maxNAnimated) : 0;
  let n = 8;
  if (params.has('n')) {
    const asked = whole(params.get('n'));
    if (asked === null || asked < 1 || asked > limit) {
      expect.push([where, new RegExp(`to ${grouped(limit)}\\b.*Showing n = 8`), `bad n for ${algorithm}`]);
    } else if ((asked === 2 || asked === 3) && (!a.exhaustive || side)) {
      expect.push([where, new RegExp(`${asked}×${asked}.*Showing n = 8`), `no solution at n = ${asked}`]);
    } else if (side && asked > sideLimit) {
      expect.push([where, new RegExp(`Side by side takes boards of 1 to ${sideLimit} rows\\. Showing n = 8`), 'side by side too large']);
    } else {
      n = asked;
    }
  }
  if (params.has('seed') && !seedOk(params.get('seed'))) {
    expect.push(a.randomized ? ['seed-error', /A fresh seed was drawn/, 'bad seed'] : [where, /seed .*in the address/, 'bad seed']);
  }
  const move = (name) => {
    if (!params.has(name)) return null;
    const value = whole(params.get(name));
    if (value === null || value > Number.MAX_SAFE_INTEGER) {
      expect.push([where, new RegExp(`The ${name} in the address must be a whole number`), `bad ${name}`]);
      return null;
    }
    return value;
  };
  move('step');
  const from = move('from');
  const to = move('to');
  if (to !== null && to <= (from ?? 0)) expect.push([where, /to in the address must come after from/, 'to before from']);
  if (params.has('queens')) {
    const text = params.get('queens');
    // Plain digits per row, no grouping (the comma separates rows), each a u32.
    const column = (part) => (/^\d+$/.test(part.trim()) && Number(part) <= 2 ** 32 - 1 ? Number(part) : null);
    const list = text.trim() === '' ? [] : text.split(',').map(column);
    if (list.some((c) => c === null) || list.length > 32) {
      expect.push([where, /The queens must be columns .*\(in the address\)/, 'bad queens']);
    } else if (n > 32 && params.get('mode') !== 'sandbox') {
      expect.push([where, /queens in the address need a board of 1 to 32 rows/, `queens on a scaled board`]);
    } else if (n <= 32 && (list.length > n || list.some((c) => c > n))) {
      expect.push([where, /queens in the address must fit/, `queens beyond ${n}`]);
    }
  }
  if (params.get('mode') === 'sandbox' && n > 32) expect.push([where, /The sandbox takes boards of 1 to 32 rows/, 'sandbox too large']);
  return { view, expect, algorithm, n };
}

/**
 * What the page shows of its run: the kind of board, its move (the timeline's; side by side,
 * both boards' moves summed), whether Step is greyed, whether it plays, whether a predict
 * question is on show.
 */
function reading(page) {
  return page.evaluate(() => {
    const shown = (id) => !document.getElementById(id).hidden;
    const number = (text) => Number(String(text).replace(/[^\d]/g, ''));
    const pair = shown('pair-view');
    const kind = pair ? 'pair' : shown('big-view') ? 'large' : document.documentElement.dataset.mode === 'sandbox' ? 'sandbox' : 'animated';
    const position = pair
      ? number(document.querySelector('[data-testid="left-moves"]').textContent) + number(document.querySelector('[data-testid="right-moves"]').textContent)
      : number(document.getElementById('timeline-note').textContent.match(/^Move ([\d,]+)/)?.[1] ?? 'NaN');
    return {
      kind,
      position,
      stepGrey: document.getElementById('step').disabled,
      playing: document.getElementById('play').textContent === 'Pause',
      asking: shown('predict') && document.querySelectorAll('#predict-options button').length > 0,
      predicting: shown('predict'),
      status: document.getElementById('status').textContent,
    };
  });
}

/**
 * Messages a valid address may still bring, which the oracle does not foresee: a step past
 * the end of the run, and queens the chosen algorithm cannot go on from.
 */
const FORESEEN_ELSEWHERE = [
  /The run ends at move [\d,]+, before move [\d,]+ \(the (step|from) in the address\)\./g,
  /Cannot start from these queens: [^.]*\./g,
  /\S[^.]* has no exercise \(exercise=1 in the address\): exercises are for [^.]*\./g,
];

/**
 * Loads `query` and checks what the page shows against the oracle, then Step, Play (and
 * pause) and Home; returns whether the address had a bad value. A failure's message carries
 * the whole address and the console and page errors since it loaded.
 */
async function check(query) {
  const before = session.problems.length;
  try {
    return await checkAddress(session.page, query, before);
  } catch (error) {
    const problems = session.problems.slice(before);
    // A new error: a test reporter prints an error's stack, written when it was made, so a
    // message added to the error caught would not show (a Playwright timeout said only
    // "Timeout 5000ms exceeded", with no address).
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n  address: ${BASE_URL}/${query}\n  console and page errors since it loaded: ${problems.length ? problems.join(' | ') : 'none'}`, { cause: error });
  }
}

/**
 * Loads `query` and waits for the page to be ready. Hundreds of loads in one tab leave the
 * WebAssembly memories of the pages before to the garbage collector; when the browser has
 * not freed them yet the page waits (its status says so, assets.js's loadCore) and, past its
 * waits, says to reload. That is the browser's memory, not the address: once, the test then
 * collects the garbage (CDP) and loads the address again.
 */
async function loadReady(page, query) {
  for (let attempt = 0; ; attempt++) {
    await page.goto(`${BASE_URL}/${query}`);
    try {
      await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
      return;
    } catch (error) {
      const waiting = await page.evaluate(() => /free memory|did not finish starting/.test(`${document.getElementById('status')?.textContent} ${document.getElementById('caption')?.textContent}`)).catch(() => false);
      if (!waiting || attempt > 0) throw error;
      const cdp = await page.context().newCDPSession(page);
      await page.goto('about:blank');
      await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
      await cdp.detach().catch(() => {});
    }
  }
}

async function checkAddress(page, query, before) {
  const shown = query.length > 300 ? `${query.slice(0, 300)}…` : query;
  try {
    await loadReady(page, query);
  } catch (error) {
    // Not ready: say what the page was doing (its start-up stage, status and caption) and
    // what went wrong meanwhile (console, page errors, failed requests), so a rare failure
    // is diagnosed from the report alone.
    const seen = await page.evaluate(() => ({
      stage: document.body.dataset.stage ?? '(app.js did not run)',
      status: document.getElementById('status')?.textContent,
      caption: document.getElementById('caption')?.textContent,
    })).catch((e) => ({ unreadable: e.message.split('\n')[0] }));
    throw new Error(`${shown}: not ready in 15 s: ${JSON.stringify(seen)}; problems since the previous address: ${JSON.stringify(session.problems.slice(before))}`, { cause: error });
  }
  const params = new URLSearchParams(query);
  const { view, expect, algorithm: expected, n: size } = oracle(params);
  // An exercise that opened (exercise=1, predict=backtracker) runs its own instance: a bad
  // seed of the address's algorithm no longer applies to the board on show.
  // (A class link without a name asks for it first, data-exercise="name": the board on
  // show is still the address's run, its playback locked until Start.)
  const asking = await page.evaluate(() => document.documentElement.dataset.exercise === 'name');
  const exercising = await page.evaluate(() => document.documentElement.dataset.exercise !== undefined) && !asking;
  for (const [id, pattern, why] of expect) {
    if (exercising && id === 'seed-error') continue;
    assert.match(await page.getByTestId(id).textContent(), pattern, `${shown}: ${why}`);
  }
  if (view === 'watch' && !expect.some(([id]) => id === 'board-size-error')) {
    // No message for a good value.
    let text = await page.getByTestId('board-size-error').textContent();
    for (const pattern of FORESEEN_ELSEWHERE) text = text.replace(pattern, '');
    assert.equal(text.trim(), '', `${shown}: a message though every value is good`);
  }
  if (view === 'compare') {
    assert.equal(await page.getByRole('tab', { name: 'Compare' }).getAttribute('aria-selected'), 'true', shown);
  } else {
    // The controls show what runs: the algorithm and the size the oracle works out; or,
    // where an exercise opened (exercise=1, predict=backtracker), its instance's
    // (exercise.test.mjs checks the instance against the command line).
    const exercise = await page.evaluate(() => (['name', undefined].includes(document.documentElement.dataset.exercise) ? null : {
      n: Number(document.getElementById('exercise-instance').dataset.n),
      algorithm: new URL(location.href).searchParams.get('algorithm'),
    }));
    assert.equal(await page.locator('#algorithm').inputValue(), exercise?.algorithm ?? expected, `${shown}: the Algorithm list`);
    assert.notEqual(await page.getByTestId('status').textContent(), 'Loading…', shown);
    assert.equal(Number((await page.locator('#board-size').inputValue()).replace(/,/g, '')), exercise?.n ?? size, `${shown}: the Board size`);
    const drawn = (await page.locator('#board').isVisible()) || (await page.locator('#big-view').isVisible()) || (await page.locator('#pair-view').isVisible());
    assert.ok(drawn, `${shown}: a board is drawn`);
    // Step, Play (and pause) and Reset (→, Space and Home: the buttons hide while
    // presenting), each seen to take effect on a board that steps.
    await page.mouse.move(5, 5);
    const before = await reading(page);
    await page.locator('body').press('ArrowRight');
    let stepped = await reading(page);
    const steps = before.kind === 'animated' || before.kind === 'pair';
    if (steps && !before.stepGrey && before.predicting && !before.asking && !before.playing && !stepped.asking && !stepped.stepGrey) {
      // Where the move on show leaves nothing to predict (annealing's next proposal is
      // drawn at random; a stuck climb restarts), Step makes that one move, and the next
      // Step asks.
      assert.equal(stepped.position, before.position + 1, `${shown}: Step in predict mode asks, or makes the one move there is nothing to ask about`);
      before.position = stepped.position;
      await page.locator('body').press('ArrowRight');
      stepped = await reading(page);
    }
    if (steps && !before.stepGrey && before.predicting && !before.asking && !stepped.stepGrey) {
      // (A playing board stops for the question: read again, it no longer moves.)
      assert.ok(stepped.asking && !stepped.playing, `${shown}: Step asks the predict question, the board paused`);
      assert.equal((await reading(page)).position, stepped.position, `${shown}: no move before the answer`);
      if (!before.playing) assert.equal(stepped.position, before.position, `${shown}: no move before the answer`);
    } else if (steps && !before.stepGrey && !before.playing && !before.predicting) {
      // One move (side by side, one on each board not yet at its solution).
      const moves = stepped.position - before.position;
      assert.ok(before.kind === 'pair' ? moves === 1 || moves === 2 : moves === 1, `${shown}: Step makes one move, not ${moves}`);
    } else if (steps && !before.stepGrey && !before.predicting && !params.getAll('loop').includes('1')) {
      // A playing board only moves on (a looped range may wrap back to the same move, so
      // it is left out): further, or at its end.
      assert.ok(stepped.position > before.position || stepped.stepGrey, `${shown}: Step moves the playing board (move ${before.position}, then ${stepped.position})`);
    }
    if (steps && !stepped.stepGrey && !stepped.asking) {
      if (!stepped.playing) {
        // Play's effect: Pause shown, if only until a range's last move (at the end of a range,
        // Play plays it again from its start: to=1 after one Step is one move, made in the
        // first frame 125 ms on). Seen by a MutationObserver, which misses no change: a wait
        // reading the label once a frame missed that one (issue 38, item 13).
        await page.evaluate(() => {
          const play = document.getElementById('play');
          window.fuzzLabels = [];
          new MutationObserver(() => window.fuzzLabels.push(play.textContent)).observe(play, { childList: true, characterData: true, subtree: true });
        });
        await page.locator('body').press('Space');
        await page.waitForFunction(() => window.fuzzLabels.includes('Pause'), null, { timeout: 5_000 });
      }
      // Pause's effect: Play shown again; a range played to its end stopped by itself and says
      // so (a Space just as it ends plays it again: the wait covers a range played again).
      // (Or at the run's own end, Step greyed: a range reaching past the run, to=26 on a
      // hill climb solved at move 2, stops there, as fast as a quiet machine plays it.)
      if ((await page.locator('#play').textContent()) === 'Pause') await page.locator('body').press('Space');
      else if (!(await reading(page)).stepGrey) assert.match(await page.getByTestId('status').textContent(), /^Played moves [\d,]+ to [\d,]+\./, `${shown}: Play stopped by itself only at a range's end`);
      await page.waitForFunction(() => document.getElementById('play').textContent === 'Play', null, { timeout: 20_000 });
    }
    await page.locator('body').press('Home');
    await page.waitForSelector('body[data-ready="true"]');
    const reset = await reading(page);
    // (Exercising, only the learner's answers move the board: Home does nothing; asking for
    // a name, nothing moves it: the name and Start are what there is to do.)
    if (steps && !exercise && !asking) assert.equal(reset.position, 0, `${shown}: Home starts the run again`);
    if (asking) {
      assert.ok(before.stepGrey && stepped.stepGrey && await page.locator('#exercise-learner').isEditable(), `${shown}: a class link asks for a name before anything moves`);
    }
    if (before.kind === 'large') assert.match(reset.status, /^Ready: /, `${shown}: Home starts the large board again`);
  }
  assert.deepEqual(session.problems.slice(before), [], shown);
  return expect.length > 0;
}

/**
 * Addresses the fuzzing once failed on, checked on every run before the fuzzed ones. Issue
 * 38, item 13 (`?n=21&…&vs=construction&queens=0,8,6,3,3,9&to=1`): a range ending at the
 * move on show after one Step (to=1), so Play plays it again, one move, and stops; on a
 * loaded machine that move came in the first frame after the key, and the wait for the
 * Pause label, read once a frame, never saw it (timeout after 5 s; reproduced 1 time in 20
 * on the loaded test machine, 7 in 10 with the CPU throttled 6 times). The page was right:
 * a MutationObserver saw Pause, then Play, and the status said "Played moves 0 to 1.". The
 * second is the generator's address nearest it (fast-check seed 20261123, address 164).
 */
const REGRESSIONS = [
  '?n=21&vs=construction&queens=0%2C8%2C6%2C3%2C3%2C9&to=1',
  '?n=21&trials=66&algorithms=backtracking%2Cqs1&vs=construction&queens=0%2C8%2C6%2C3%2C3%2C9&grading=fix&theme=contrast&from=37&to=58',
];

test('addresses the fuzzing once failed on each leave a usable page, with the CPU slowed as on a loaded machine', async () => {
  // Slowed 4 times (the DevTools protocol's CPU throttling), the first address's one move
  // lands in the first frame after Play more often than not: the fuzz's former wait failed
  // 6 times in 10 so.
  const cdp = await session.page.context().newCDPSession(session.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    // The first four times, the second once (it plays 21 moves: no transient to miss).
    for (const [k, query] of REGRESSIONS.entries()) {
      for (let i = 0; i < (k === 0 ? 4 : 1); i++) await check(query);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
});

test(`${RUNS} fuzzed addresses each leave a usable page (fast-check seed ${SEED})`, { timeout: 30 * 60_000 }, async () => {
  console.log(`address fuzzing: ${RUNS} addresses, fast-check seed ${SEED} (FUZZ_SEED replays it)${PATH ? `, only path ${PATH} (FUZZ_PATH)` : ''}`);
  let count = 0;
  let bad = 0;
  const details = await fc.check(
    fc.asyncProperty(address, async (query) => {
      count++;
      if (await check(query)) bad++;
    }),
    { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true },
  );
  if (details.failed) {
    // Everything needed to see the failure and replay it, kept in the test's output: the
    // whole address, the seed and path that replay it alone, and the check's message (with
    // the console and page errors).
    const error = details.errorInstance;
    const report = [
      `address fuzzing failed at address ${count}${PATH ? ' (its path replayed alone)' : ` of ${RUNS}`}: ${BASE_URL}/${details.counterexample?.[0]}`,
      `replay it alone: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} cargo xtask e2e --only fuzz`,
      `message: ${error instanceof Error ? error.message : String(error)}`,
    ].join('\n');
    console.error(report);
    assert.fail(report);
  }
  console.log(`address fuzzing: ${count} addresses checked, ${bad} of them with a bad value whose message was checked`);
});
