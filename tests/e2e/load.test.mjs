// The main thread while the page loads (the robustness issue): no task over 50 ms from
// navigation to interactive on the 2-core machine, measured with a PerformanceObserver of
// long tasks from the first moment of each load until the page is ready and settled. The
// machine is noisy (other processes, the server, Chromium's own), so each address is loaded
// LOADS times in a fresh page: the median load's longest task must be at most 50 ms, and no
// load's over 150 ms (heavy start-up work would push every load over). Also: Chart.js is not
// loaded until a chart is needed, and the wasm is compiled while it streams in.
// Run by `cargo xtask test`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch } from './harness.mjs';

const LOADS = Number(process.env.LOADS ?? 7);
const ADDRESSES = [
  '?algorithm=backtracking&n=8',
  '?algorithm=qs1&n=32&seed=5&step=40',
  '?algorithm=min-conflicts&n=100000&seed=1',
  '?mode=sandbox&n=6&queens=3,6',
  '?view=compare',
];

/** The longest task of one load of `address` (ms), whether Chart.js loaded, and whether the wasm streamed. */
async function load(browser, address, problems) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    const streaming = WebAssembly.instantiateStreaming;
    window.streamed = 0;
    WebAssembly.instantiateStreaming = (...args) => {
      window.streamed++;
      return streaming.apply(WebAssembly, args);
    };
  });
  await page.goto(`${BASE_URL}/${address}`);
  await page.waitForSelector('body[data-ready="true"]');
  // Settled: two frames and a quiet moment after ready (tasks it scheduled have run).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  const result = await page.evaluate(() => ({
    longest: Math.round(Math.max(0, ...window.longTasks)),
    chartJs: typeof globalThis.Chart !== 'undefined',
    streamed: window.streamed,
  }));
  await page.close();
  return result;
}

test(`no main-thread task over 50 ms from navigation to interactive (median of ${LOADS} loads of each address)`, { timeout: 10 * 60_000 }, async () => {
  const { browser } = await launch();
  const problems = [];
  try {
    const medians = [];
    for (const address of ADDRESSES) {
      const loads = [];
      for (let i = 0; i < LOADS; i++) loads.push(await load(browser, address, problems));
      const longest = loads.map((l) => l.longest).sort((a, b) => a - b);
      const median = longest[Math.floor(longest.length / 2)];
      medians.push(median);
      console.log(`longest load task, ${address}: median ${median} ms; each load: ${longest.join(', ')} ms (0 = none over 50)`);
      assert.ok(median <= 50, `${address}: the median load had a ${median} ms task`);
      assert.ok(longest.at(-1) <= 150, `${address}: a load had a ${longest.at(-1)} ms task`);
      for (const l of loads) assert.equal(l.streamed, 1, `${address}: the wasm is compiled as it streams in`);
      // Chart.js (210 kB) waits for a chart: a comparison, or a large board's run.
      for (const l of loads) assert.equal(l.chartJs, false, `${address}: Chart.js loaded at start-up`);
    }
    console.log(`longest load task: medians ${medians.join(', ')} ms over ${ADDRESSES.length} addresses`);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
