// Address fuzzing (the robustness issue): fast-check builds page addresses mixing valid and
// invalid values of every parameter the page reads, repeated and empty ones, markup and very
// long strings; each must leave a usable page: no console error, the controls showing what
// runs (an algorithm of the registry, the size on show), the board drawn, a message naming
// the fault for a bad algorithm, and Step and Reset working. Seeded: FUZZ_SEED (default
// fixed, so CI is repeatable) and FUZZ_RUNS (default 500); the seed is printed, and
// fast-check prints the failing address and how to replay it. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { BASE_URL, useBrowser } from './harness.mjs';

const session = useBrowser();
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const ids = JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms.map((a) => a.id);

/** Values no parameter accepts: blank, markup, numbers in odd forms, a very long string. */
const junk = fc.constantFrom('', ' ', '<b>x</b>', '"><img src=x onerror=alert(1)>', 'x'.repeat(600), '-1', '1e3', '0x10', 'NaN', '٣', '1,000', '99999999999999999999', 'null', '%', '&');
const whole = (min, max) => fc.integer({ min, max }).map(String);
/** A parameter: absent, once or twice, each value valid (from `valid`), junk or any string. */
const param = (name, valid) =>
  fc.option(fc.array(fc.oneof({ weight: 4, arbitrary: valid }, { weight: 2, arbitrary: junk }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), { minLength: 1, maxLength: 2 }), { nil: [] })
    .map((values) => values.map((v) => [name, v]));

const address = fc.tuple(
  param('algorithm', fc.constantFrom(...ids)),
  param('n', fc.oneof({ weight: 6, arbitrary: whole(1, 34) }, { weight: 1, arbitrary: whole(35, 3000) })),
  param('seed', whole(0, 1_000_000)),
  param('view', fc.constantFrom('watch', 'compare')),
  param('trials', whole(1, 300)),
  param('algorithms', fc.subarray(ids).map((list) => list.join(','))),
  param('step', whole(0, 200)),
  param('present', fc.constantFrom('1', '0')),
  param('embed', fc.constantFrom('1', '0')),
  param('mode', fc.constantFrom('sandbox')),
  param('queens', fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 9 }).map((q) => q.join(','))),
  param('predict', fc.constantFrom('1', 'backtracker')),
  param('theme', fc.constantFrom('light', 'dark', 'contrast', 'auto')),
  param('from', whole(0, 40)),
  param('to', whole(0, 60)),
  param('loop', fc.constantFrom('1')),
).map((parts) => {
  const params = new URLSearchParams();
  for (const [name, value] of parts.flat()) params.append(name, value);
  return `?${params}`;
});

test(`${RUNS} fuzzed addresses each leave a usable page (fast-check seed ${SEED})`, { timeout: 30 * 60_000 }, async () => {
  console.log(`address fuzzing: ${RUNS} addresses, fast-check seed ${SEED} (FUZZ_SEED replays it)`);
  const page = session.page;
  let count = 0;
  await fc.assert(
    fc.asyncProperty(address, async (query) => {
      count++;
      const shown = query.length > 300 ? `${query.slice(0, 300)}…` : query;
      const before = session.problems.length;
      await page.goto(`${BASE_URL}/${query}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
      const params = new URLSearchParams(query);
      if (params.get('view') === 'compare') {
        assert.equal(await page.getByRole('tab', { name: 'Compare' }).getAttribute('aria-selected'), 'true', shown);
      } else {
        const algorithm = await page.locator('#algorithm').inputValue();
        assert.ok(ids.includes(algorithm), `${shown}: the Algorithm list shows ${algorithm}`);
        assert.notEqual(await page.getByTestId('status').textContent(), 'Loading…', shown);
        const size = Number(await page.locator('#board-size').inputValue());
        assert.ok(Number.isInteger(size) && size >= 1, `${shown}: the board size shows ${size}`);
        const drawn = (await page.locator('#board').isVisible()) || (await page.locator('#big-view').isVisible());
        assert.ok(drawn, `${shown}: a board is drawn`);
        if (params.has('algorithm') && !ids.includes(params.get('algorithm'))) {
          assert.match(await page.getByTestId('board-size-error').textContent(), /Unknown algorithm/, shown);
        }
        // Step and Reset (→ and Home: the buttons hide while presenting) work without an
        // error, and the move is drawn.
        await page.mouse.move(5, 5);
        await page.locator('body').press('ArrowRight');
        await page.locator('body').press('Home');
        await page.waitForSelector('body[data-ready="true"]');
      }
      assert.deepEqual(session.problems.slice(before), [], shown);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  console.log(`address fuzzing: ${count} addresses checked`);
});
