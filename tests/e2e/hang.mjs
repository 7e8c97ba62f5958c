// The load harness (the issue "Every load becomes ready"): loads the address fuzzing's
// addresses (addresses.mjs) LOADS times in one browser, with BUSY CPU-bound processes
// running beside it, and checks that every load becomes ready (`data-ready` on <body>)
// within TIMEOUT_MS. A load that does not is reported with what was pending: the requests
// not finished, the page's start-up stage (`data-stage`, set by app.js), its status line,
// its workers and service workers; and a screenshot (tests/e2e/artifacts/hang-K.png).
// Exits 1 if any load was not ready. Not part of `cargo xtask test` (thousands of loads take
// minutes): with `cargo xtask serve` running,
//   LOADS=3000 BUSY=2 node tests/e2e/hang.mjs
// BASE_URL (default http://127.0.0.1:8000), SEED (fast-check's; default 20261123), LOADS
// (3000), BUSY (2), TIMEOUT_MS (10000), ACTIONS (1: after each load, the fuzz's Step, Play,
// Pause and Home before the next), NQUEENS_BIN (the CLI, for the algorithms' ids;
// default target/debug/nqueens).

import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { ARTIFACTS, BASE_URL, launch } from './harness.mjs';
import { addresses } from './addresses.mjs';

const LOADS = Number(process.env.LOADS ?? 3000);
const BUSY = Number(process.env.BUSY ?? 2);
const SEED = Number(process.env.SEED ?? 20261123);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 10_000);
const ACTIONS = process.env.ACTIONS === '1';
const bin = process.env.NQUEENS_BIN ?? 'target/debug/nqueens';
const ids = JSON.parse(execFileSync(bin, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms.map((a) => a.id);

// The CPU kept busy by other processes, as on a loaded classroom laptop or CI machine.
const busy = Array.from({ length: BUSY }, () => spawn(process.execPath, ['-e', 'let x = 0; for (;;) x++;'], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBusy);

const queries = fc.sample(addresses(ids, fc), { seed: SEED, numRuns: LOADS });
console.log(`load harness: ${LOADS} loads, fast-check seed ${SEED}, ${BUSY} busy processes, ${TIMEOUT_MS} ms to become ready`);

const { browser, page } = await launch();
const context = page.context();
/** The requests the page has asked for and not yet finished, by request. */
const pending = new Map();
page.on('request', (request) => pending.set(request, Date.now()));
for (const done of ['requestfinished', 'requestfailed']) page.on(done, (request) => pending.delete(request));

const stuck = [];
const started = Date.now();
let slowest = 0;
for (let k = 0; k < queries.length; k++) {
  const query = queries[k];
  pending.clear();
  const t0 = Date.now();
  let ready = true;
  try {
    // Only the navigation's commit is awaited: a load that never finishes is what is looked for.
    await page.goto(`${BASE_URL}/${query}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForSelector('body[data-ready="true"]', { timeout: Math.max(1, TIMEOUT_MS - (Date.now() - t0)) });
  } catch {
    ready = false;
  }
  const ms = Date.now() - t0;
  slowest = Math.max(slowest, ready ? ms : 0);
  // As the address fuzz does after each load (ACTIONS=1): Step, Play, Pause and Home, so the
  // next load begins while this page is busy.
  if (ready && ACTIONS && !query.includes('view=compare')) {
    await page.mouse.move(5, 5);
    for (const key of ['ArrowRight', 'Space']) await page.locator('body').press(key);
    await page.waitForTimeout(30);
    for (const key of ['Space', 'Home']) await page.locator('body').press(key);
  }
  if (!ready) {
    const report = await page.evaluate(() => ({
      stage: document.body?.dataset.stage ?? '(app.js did not run)',
      startFailed: document.body?.dataset.startFailed ?? null,
      status: document.getElementById('status')?.textContent ?? null,
      readyState: document.readyState,
    })).catch((error) => ({ error: String(error.message).split('\n')[0] }));
    const screenshot = join(ARTIFACTS, `hang-${k}.png`);
    await page.screenshot({ path: screenshot }).catch(() => {});
    stuck.push({
      load: k,
      query: query.length > 300 ? `${query.slice(0, 300)}…` : query,
      ms,
      ...report,
      pending: [...pending].map(([request, since]) => `${request.method()} ${request.url().replace(BASE_URL, '')} (${request.resourceType()}, ${Date.now() - since} ms)`),
      workers: page.workers().map((worker) => worker.url().replace(BASE_URL, '')),
      serviceWorkers: context.serviceWorkers().map((worker) => worker.url().replace(BASE_URL, '')),
      screenshot,
    });
    console.log(`load ${k + 1}: NOT READY after ${ms} ms: ${JSON.stringify(stuck.at(-1), null, 1)}`);
  }
  if ((k + 1) % 250 === 0) console.log(`${k + 1} of ${LOADS} loads, ${stuck.length} not ready, ${Math.round((Date.now() - started) / 1000)} s`);
}
await browser.close();
stopBusy();
console.log(`load harness: ${LOADS} loads, ${stuck.length} not ready within ${TIMEOUT_MS} ms; the slowest ready load took ${slowest} ms; ${Math.round((Date.now() - started) / 1000)} s in all`);
process.exit(stuck.length ? 1 : 0);
