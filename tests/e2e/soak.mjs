// Soak test (the robustness issue), on demand, not in CI: SOAK_MINUTES (default 30) of Play
// at full speed cycling algorithms and sizes, with a large-board run every third cycle and a
// Compare job every fourth, against a served page (`cargo xtask serve`, BASE_URL). Every
// minute, after a garbage collection: the page's JS heap, the core's wasm memory, the live
// workers and the DOM's nodes and event listeners. At the end it prints the table, writes
// tests/e2e/artifacts/soak.json, and fails if the heap (by more than 5 MB), the wasm memory,
// the nodes or the listeners grew after the first five minutes, if a worker outlived its
// use, or on any console error.
//
//   cargo xtask serve &   SOAK_MINUTES=30 node tests/e2e/soak.mjs

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, BASE_URL, launch, waitForText } from './harness.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
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
  return {
    minute: Number(minute.toFixed(1)), what, heapMB: Number((heap.usedSize / 2 ** 20).toFixed(2)), wasmMB: wasm / 2 ** 20,
    workers: page.workers().length, nodes: dom.nodes, listeners: dom.jsEventListeners,
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

// Growth after warm-up (the first WARM_MINUTES: the kept runs for Back fill up, the wasm
// memory grows to hold them): the last reading against the first one after it.
const WARM_MINUTES = 5;
const settled = samples.find((s) => s.minute >= WARM_MINUTES) ?? samples.at(-1);
const late = samples.at(-1);
const growth = (key) => late[key] - settled[key];
const verdict = {
  minutes: MINUTES, cycles: cycle, samples: samples.length,
  heapMB: { first: samples[0].heapMB, min: Math.min(...samples.map((s) => s.heapMB)), max: Math.max(...samples.map((s) => s.heapMB)), last: late.heapMB, growthAfterWarmUp: Number(growth('heapMB').toFixed(2)) },
  wasmMB: { first: samples[0].wasmMB, max: Math.max(...samples.map((s) => s.wasmMB)), last: late.wasmMB, growthAfterWarmUp: growth('wasmMB') },
  workers: { max: Math.max(...samples.map((s) => s.workers)), last: late.workers },
  nodes: { growthAfterWarmUp: growth('nodes') }, listeners: { growthAfterWarmUp: growth('listeners') },
  problems,
};
writeFileSync(join(ARTIFACTS, 'soak.json'), JSON.stringify({ verdict, samples }, null, 2));
console.log(JSON.stringify(verdict, null, 2));
const faults = [];
if (verdict.heapMB.growthAfterWarmUp > 5) faults.push(`the JS heap grew ${verdict.heapMB.growthAfterWarmUp} MB after warm-up`);
if (verdict.wasmMB.growthAfterWarmUp > 0) faults.push(`the wasm memory grew ${verdict.wasmMB.growthAfterWarmUp} MB after warm-up`);
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
