// Soak test (the robustness issue), on demand, not in CI: SOAK_MINUTES (default 30, at least
// 7: five to warm up, then two or more of readings to fit a trend to) of Play at full speed
// cycling algorithms and sizes, with a large-board run every third cycle and a Compare job
// every fourth, against a served page (`cargo xtask serve`, BASE_URL). After every cycle, after a
// garbage collection: the page's JS heap, the core's wasm memory, the live workers and their
// wasm memory, and the DOM's nodes and event listeners. At the end it prints the table, writes
// tests/e2e/artifacts/soak.json, and fails if, after warm-up (five minutes and one pass over the
// large boards), the heap's least-squares trend grows more than 0.15 MB a minute, the DOM's
// more than 20 nodes or 2 listeners a minute, the page's or the workers' wasm memory passes
// its warm-up peak by more than a megabyte; if a worker outlived its use; or on any console
// error.
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
// The largest first: the memories a large board needs (the wasm memory only grows) are reached
// in the first pass, which the warm-up covers.
const LARGE = [['construction', 1_000_000], ['min-conflicts', 200_000], ['qs4', 300_000], ['qs1', 100_000]];
/** Cycles in one pass over LARGE (a large-board run every third cycle). */
const LARGE_PASS = 3 * LARGE.length;

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
  samples.push({ ...(await sample(minutes(), what)), cycle });
  console.log(JSON.stringify(samples.at(-1)));
}
await browser.close();

// After warm-up (WARM_MINUTES, and one whole pass over the large boards): the heap's, the DOM
// nodes' and the listeners' least-squares slope per minute over the readings (a reading after
// each cycle, so one late reading cannot hide a steady growth, nor one spike fake one); the
// wasm memories only grow, to what the largest board needs, so theirs is the peak after
// warm-up against the peak during it.
const settled = samples.filter((s) => s.minute >= WARM_MINUTES && s.cycle > LARGE_PASS);
const warming = samples.filter((s) => !settled.includes(s));
const late = samples.at(-1);
function perMinute(key) {
  const xs = settled.map((s) => s.minute);
  const ys = settled.map((s) => s[key]);
  const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  return xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0) / Math.max(1e-9, xs.reduce((sum, x) => sum + (x - mx) ** 2, 0));
}
const peakGrowth = (key) => Math.max(...settled.map((s) => s[key])) - Math.max(...warming.map((s) => s[key]));
if (settled.length < 4) {
  console.error(`soak failed: ${settled.length} readings after warm-up, too few for a trend (run longer)`);
  process.exit(1);
}
const round = (value) => Number(value.toFixed(3));
const verdict = {
  minutes: MINUTES, cycles: cycle, samples: samples.length, afterWarmUp: settled.length,
  heapMB: { first: samples[0].heapMB, max: Math.max(...samples.map((s) => s.heapMB)), last: late.heapMB, perMinuteAfterWarmUp: round(perMinute('heapMB')) },
  wasmMB: { first: samples[0].wasmMB, last: late.wasmMB, peakGrowthAfterWarmUp: round(peakGrowth('wasmMB')) },
  workers: { max: Math.max(...samples.map((s) => s.workers)), last: late.workers },
  workerWasmMB: { max: Math.max(...samples.map((s) => s.workerWasmMB)), peakGrowthAfterWarmUp: round(peakGrowth('workerWasmMB')) },
  nodes: { perMinuteAfterWarmUp: round(perMinute('nodes')) }, listeners: { perMinuteAfterWarmUp: round(perMinute('listeners')) },
  problems,
};
writeFileSync(join(ARTIFACTS, 'soak.json'), JSON.stringify({ verdict, samples }, null, 2));
console.log(JSON.stringify(verdict, null, 2));
const faults = [];
// 0.15 MB a minute is 9 MB an hour of a lesson.
if (verdict.heapMB.perMinuteAfterWarmUp > 0.15) faults.push(`the JS heap grows ${verdict.heapMB.perMinuteAfterWarmUp} MB a minute after warm-up`);
if (verdict.wasmMB.peakGrowthAfterWarmUp > 1) faults.push(`the wasm memory grew ${verdict.wasmMB.peakGrowthAfterWarmUp} MB past its warm-up peak`);
if (verdict.workerWasmMB.peakGrowthAfterWarmUp > 1) faults.push(`the workers' wasm memory grew ${verdict.workerWasmMB.peakGrowthAfterWarmUp} MB past its warm-up peak`);
if (verdict.nodes.perMinuteAfterWarmUp > 20) faults.push(`${verdict.nodes.perMinuteAfterWarmUp} more DOM nodes a minute after warm-up`);
if (verdict.listeners.perMinuteAfterWarmUp > 2) faults.push(`${verdict.listeners.perMinuteAfterWarmUp} more event listeners a minute after warm-up`);
// Between jobs: at most the large board's spare worker and one finished run's worker.
if (verdict.workers.max > 2) faults.push(`${verdict.workers.max} workers alive between jobs`);
if (problems.length) faults.push(`${problems.length} console errors: ${problems.slice(0, 3).join('; ')}`);
if (faults.length) {
  console.error(`soak failed: ${faults.join('; ')}`);
  process.exit(1);
}
console.log('soak passed: memory flat, workers ended, no errors');
