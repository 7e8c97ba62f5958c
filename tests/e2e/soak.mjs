// Soak test (the robustness issue), on demand, not in CI: SOAK_MINUTES (default 30, at least
// 7: five to warm up, then two or more of readings to fit a trend to) of Play at full speed
// cycling algorithms and sizes, with a large-board run every third cycle and a Compare job
// every fourth, against a served page (`cargo xtask serve`, BASE_URL). Every minute, after a
// garbage collection: the page's JS heap, the core's wasm memory, the live workers and their
// wasm memory, and the DOM's nodes and event listeners. At the end it prints the table, writes
// tests/e2e/artifacts/soak.json, and fails if, fitted by least squares over the readings after
// the first five minutes, the heap grows by more than 5 MB over the run, the page's or the
// workers' wasm memory by more than a megabyte, the nodes by more than 500 or the listeners by
// more than 50; if a worker outlived its use; or on any console error.
//
//   cargo xtask serve &   SOAK_MINUTES=30 node tests/e2e/soak.mjs

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, launch, waitForText } from './harness.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
/** The first minutes are warm-up (the kept runs for Back fill up, the wasm memory grows to hold them). */
const WARM_MINUTES = 5;
if (!(MINUTES >= WARM_MINUTES + 2)) {
  console.error(`SOAK_MINUTES must be at least ${WARM_MINUTES + 2}: ${WARM_MINUTES} to warm up, then two or more of readings for a trend (it is ${process.env.SOAK_MINUTES}).`);
  process.exit(2);
}
const CYCLES = [
  ['backtracking', 8], ['random-placement', 12], ['permutation-swap', 16], ['qs1', 24],
  ['min-conflicts', 32], ['qs4', 20], ['construction', 32], ['backtracking', 12],
];
const LARGE = [['min-conflicts', 200_000], ['qs4', 300_000], ['qs1', 100_000], ['construction', 1_000_000]];

const { browser, page, problems } = await launch();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Memory.enable').catch(() => {});

/** One reading, after a full garbage collection. */
async function sample(minute, what) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const wasm = await page.evaluate(async () => {
    const glue = await import(new URL('pkg/nqueens.js', document.baseURI).href);
    return (await glue.default()).memory.buffer.byteLength;
  });
  // Each live worker's wasm memory (www/worker.js and big-worker.js expose it).
  const workerBytes = await Promise.all(page.workers().map((worker) => worker.evaluate(() => globalThis.wasmBytes?.() ?? 0).catch(() => 0)));
  return {
    minute: Number(minute.toFixed(1)), what, heapMB: Number((heap.usedSize / 2 ** 20).toFixed(2)), wasmMB: wasm / 2 ** 20,
    workers: page.workers().length, workerWasmMB: workerBytes.reduce((a, b) => a + b, 0) / 2 ** 20,
    nodes: dom.nodes, listeners: dom.jsEventListeners,
  };
}

async function open(query) {
  await page.goto(`${BASE_URL}/${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

const started = Date.now();
const minutes = () => (Date.now() - started) / 60_000;
const samples = [];
let cycle = 0;
let lastSample = -1;
await open('?algorithm=backtracking&n=8');
samples.push(await sample(0, 'start'));
while (minutes() < MINUTES) {
  const [algorithm, n] = CYCLES[cycle % CYCLES.length];
  let what = `play ${algorithm} n=${n}`;
  // Change algorithm and size through the form, as a person does (no reload: leaks show).
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.locator('#algorithm').selectOption(algorithm);
  await page.locator('#board-size').fill(String(n));
  await page.locator('#board-size').press('Enter');
  await page.locator('#speed').fill('10');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(12_000);
  if (await page.getByRole('button', { name: 'Pause', exact: true }).isVisible()) {
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
  }
  if (cycle % 3 === 2) {
    const [big, size] = LARGE[Math.floor(cycle / 3) % LARGE.length];
    what += `; large ${big} n=${size}`;
    await page.locator('#algorithm').selectOption(big);
    await page.locator('#board-size').fill(String(size));
    await page.locator('#board-size').press('Enter');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await waitForText(page, 'status', /^Solved and verified/);
  }
  if (cycle % 4 === 3) {
    what += '; compare';
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.locator('#cmp-trials').fill('300');
    await page.getByRole('button', { name: 'Run comparison' }).click();
    await waitForText(page, 'cmp-status', /^Done/);
  }
  cycle++;
  if (Math.floor(minutes()) > lastSample) {
    lastSample = Math.floor(minutes());
    samples.push(await sample(minutes(), what));
    console.log(JSON.stringify(samples.at(-1)));
  }
}
await browser.close();

// Growth after warm-up: the least-squares slope of each reading over the minutes after the
// first WARM_MINUTES, times their span (what the trend adds over the run; one late reading
// cannot hide a steady growth, nor one spike fake one).
const settled = samples.filter((s) => s.minute >= WARM_MINUTES);
const late = samples.at(-1);
function growth(key) {
  if (settled.length < 2) return 0;
  const xs = settled.map((s) => s.minute);
  const ys = settled.map((s) => s[key]);
  const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  const slope = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0) / Math.max(1e-9, xs.reduce((sum, x) => sum + (x - mx) ** 2, 0));
  return slope * (xs.at(-1) - xs[0]);
}
if (settled.length < 2) {
  console.error(`soak failed: ${settled.length} reading after warm-up, too few for a trend`);
  process.exit(1);
}
const verdict = {
  minutes: MINUTES, cycles: cycle, samples: samples.length,
  heapMB: { first: samples[0].heapMB, min: Math.min(...samples.map((s) => s.heapMB)), max: Math.max(...samples.map((s) => s.heapMB)), last: late.heapMB, growthAfterWarmUp: Number(growth('heapMB').toFixed(2)) },
  wasmMB: { first: samples[0].wasmMB, max: Math.max(...samples.map((s) => s.wasmMB)), last: late.wasmMB, growthAfterWarmUp: Number(growth('wasmMB').toFixed(2)) },
  workers: { max: Math.max(...samples.map((s) => s.workers)), last: late.workers },
  workerWasmMB: { max: Math.max(...samples.map((s) => s.workerWasmMB)), last: late.workerWasmMB, growthAfterWarmUp: Number(growth('workerWasmMB').toFixed(2)) },
  nodes: { growthAfterWarmUp: growth('nodes') }, listeners: { growthAfterWarmUp: growth('listeners') },
  problems,
};
writeFileSync(join(ARTIFACTS, 'soak.json'), JSON.stringify({ verdict, samples }, null, 2));
console.log(JSON.stringify(verdict, null, 2));
const faults = [];
if (verdict.heapMB.growthAfterWarmUp > 5) faults.push(`the JS heap grew ${verdict.heapMB.growthAfterWarmUp} MB after warm-up`);
if (verdict.wasmMB.growthAfterWarmUp > 1) faults.push(`the wasm memory grew ${verdict.wasmMB.growthAfterWarmUp} MB after warm-up`);
if (verdict.workerWasmMB.growthAfterWarmUp > 1) faults.push(`the workers' wasm memory grew ${verdict.workerWasmMB.growthAfterWarmUp} MB after warm-up`);
if (verdict.nodes.growthAfterWarmUp > 500) faults.push(`${verdict.nodes.growthAfterWarmUp} more DOM nodes after warm-up`);
if (verdict.listeners.growthAfterWarmUp > 50) faults.push(`${verdict.listeners.growthAfterWarmUp} more event listeners after warm-up`);
// Between jobs: at most the large board's spare worker and one finished run's worker.
if (verdict.workers.max > 2) faults.push(`${verdict.workers.max} workers alive between jobs`);
if (problems.length) faults.push(`${problems.length} console errors: ${problems.slice(0, 3).join('; ')}`);
if (faults.length) {
  console.error(`soak failed: ${faults.join('; ')}`);
  process.exit(1);
}
console.log('soak passed: memory flat, workers ended, no errors');
