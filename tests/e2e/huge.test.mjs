// End-to-end tests of the largest boards (the issue on 10^8 queens): ten million queens
// solved and verified in the page, and a memory request the browser refuses answered by a
// message, with the page still usable. The refusal is real: the test serves the page a copy
// of the wasm module whose memory may not grow past 256 MB (its memory section's maximum
// rewritten, as a linker's --max-memory would set it), so the engine refuses the large
// board's request for a hundred million queens. Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

test('n = 10,000,000 with min-conflicts: solved and verified in the page, its memory reported', async () => {
  const page = session.page;
  await open('?algorithm=min-conflicts&n=10000000&seed=1');
  assert.match(await text('status'), /^Ready: 10,000,000 queens/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForFunction(() => /^(Solved|The large)/.test(document.querySelector('[data-testid="status"]').textContent), null, { timeout: 120_000 });
  const status = await text('status');
  assert.match(status, /^Solved and verified: 10,000,000 queens pass the independent verifier, after repair moves [\d,]+, starts [\d,]+ \([\d,]+ steps in [\d.]+ s\); [\d,]+ MB of memory: [\d.]+ bytes per queen for the board, [\d,]+ MB for the program\.$/);
  // Steps, by the definition of min-conflicts' events: one placement per row of each greedy
  // start, the repair moves, and the closing solution, so n + moves + 1 with one start; the
  // Steps counter says the same number, and the repair moves have a counter of their own.
  const steps = Number(status.match(/([\d,]+) steps/)[1].replaceAll(',', ''));
  const moves = Number(status.match(/repair moves ([\d,]+)/)[1].replaceAll(',', ''));
  if (/starts 1 /.test(status)) assert.equal(steps, 10_000_000 + moves + 1, status);
  assert.ok(steps >= 10_000_001, status);
  assert.equal(await text('steps'), steps.toLocaleString('en-US'));
  assert.equal(await text('big-moves'), moves.toLocaleString('en-US'));
  assert.equal(await text('collisions'), '0');
  assert.equal(await text('placed'), '10,000,000');
  // The worker asked for n × the registry's 11 bytes per queen before the run; the solver,
  // the view's attacked rows and the verifier's bits fit in what it was granted and a little
  // more (the allocator's slack).
  const perQueen = Number(status.match(/([\d.]+) bytes per queen for the board/)[1]);
  assert.ok(perQueen >= 11 && perQueen <= 13, `${perQueen} bytes per queen`);
});

/**
 * `wasm` (a module's bytes) with its memory's maximum set to `pages` of 64 KiB: the memory
 * section (id 5) is rewritten with the limits flag 1 (a maximum follows), the same minimum
 * and the new maximum, and the sections after it are copied as they are.
 */
export function capMemory(wasm, pages) {
  const bytes = new Uint8Array(wasm);
  const leb = (at) => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return [value, at];
  };
  const encode = (value) => {
    const out = [];
    do {
      let byte = value & 0x7f;
      value = Math.floor(value / 128);
      if (value) byte |= 0x80;
      out.push(byte);
    } while (value);
    return out;
  };
  let at = 8; // magic and version
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(at + 1);
    if (id === 5) {
      const [count, limits] = leb(body);
      assert.equal(count, 1, 'one memory');
      const [minimum] = leb(limits + 1);
      const section = [...encode(1), 1, ...encode(minimum), ...encode(pages)];
      return Buffer.concat([
        bytes.subarray(0, at),
        Uint8Array.from([5, ...encode(section.length), ...section]),
        bytes.subarray(body + size),
      ]);
    }
    at = body + size;
  }
  throw new Error('no memory section');
}

test('a memory request the browser refuses is answered by a message, and the page goes on', async () => {
  const page = session.page;
  // 256 MB: ten million queens fit (about 110 MB), a hundred million (1.1 GB asked) do not.
  const cap = 4096;
  let served = 0;
  await page.context().route(/\/pkg\/nqueens_bg\.wasm$/, async (route) => {
    const response = await route.fetch();
    served += 1;
    await route.fulfill({ response, body: capMemory(await response.body(), cap) });
  });
  await open('?algorithm=min-conflicts&n=100000000&seed=1');
  assert.match(await text('status'), /^Ready: 100,000,000 queens/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^The large-board run failed/);
  assert.equal(
    await text('status'),
    'The large-board run failed: the browser did not grant the 1,100 MB of memory that 100,000,000 queens need with Min-conflicts (about 11 bytes per queen): choose a smaller board',
  );
  assert.ok(served >= 1, 'the capped module was served to the worker');
  // The page goes on: a board that fits runs in the same capped module.
  await page.getByLabel('Board size').fill('1,000,000');
  await page.getByLabel('Board size').press('Enter');
  await waitForText(page, 'status', /^Ready: 1,000,000 queens/);
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved and verified: 1,000,000 queens/);
  await page.context().unroute(/\/pkg\/nqueens_bg\.wasm$/);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
