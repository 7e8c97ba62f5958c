// The browser half of `cargo xtask bench`: times the same lab runs as `nqueens bench` (run 0
// under the master seed; best of REPEAT batches, each repeating the run for at least
// BATCH_MS) in Debian's headless Chromium, through the page's WebAssembly build, and prints
// one JSON object per case; then the page's own time for a million queens (click to
// verified), the scaled view's redraw of those million queens, ten million queens in the
// page, counting Q(16) with each kernel, the Compare view's CPU time per backtracking run at
// n = 4 to 14, and the animation's frame rate. With HUGE
// ("algorithm,…"), instead: each algorithm on 10^8 queens in the page, once. Not a test: run
// by the xtask.
//   BASE_URL, CASES ("algorithm:n,…"), REPEAT, SEED, EXTRAS ("0": solver cases only), HUGE

import { chromium } from 'playwright-core';

const cases = (process.env.CASES ?? '').split(',').filter(Boolean);
const repeat = Number(process.env.REPEAT ?? 3);
const seed = process.env.SEED ?? '1';
/** The sizes at which the Compare view's time per backtracking run is compared with native. */
const COMPARE_SIZES = [4, 5, 8, 12, 14];
/** The least time a batch runs, in milliseconds (as in `nqueens bench`). */
const BATCH_MS = 200;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:8000';

/**
 * Opens `page` at `query` and, as a person would, presses Run to end a moment after it is
 * ready; returns the page's own time from the click to "Solved and verified" (ms) and the
 * worker's wasm memory then (bytes), from the large board's data attributes.
 */
async function timeRunToEnd(page, query, timeout) {
  await page.goto(`${BASE}/${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForTimeout(1000);
  return page.evaluate((timeout) => new Promise((resolve, reject) => {
    const status = document.getElementById('status');
    let start;
    const observer = new MutationObserver(() => {
      if (/^Solved and verified/.test(status.textContent)) {
        observer.disconnect();
        resolve({ ms: performance.now() - start, memory: Number(document.getElementById('big-view').dataset.memory) });
      } else if (/^The large-board run failed/.test(status.textContent)) {
        reject(new Error(status.textContent));
      }
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    setTimeout(() => reject(new Error(`no solution after ${timeout / 1000} s: ${status.textContent}`)), timeout);
    start = performance.now();
    document.getElementById('run').click();
  }), timeout);
}

/** `timeRunToEnd` on a fresh page, closed after. */
async function runToEnd(query, timeout) {
  const fresh = await browser.newPage();
  try {
    return await timeRunToEnd(fresh, query, timeout);
  } finally {
    await fresh.close();
  }
}

try {
  if (process.env.HUGE) {
    for (const algorithm of process.env.HUGE.split(',')) {
      const result = await runToEnd(`?algorithm=${algorithm}&n=100000000&seed=1`, 30 * 60_000);
      console.log(JSON.stringify({ huge: algorithm, n: 100_000_000, ...result }));
    }
    process.exit(0);
  }
  const page = await browser.newPage();
  await page.goto(`${BASE}/`);
  await page.waitForSelector('body[data-ready="true"]');
  for (const item of cases) {
    const [algorithm, n] = item.split(':');
    const result = await page.evaluate(
      async ({ algorithm, n, repeat, seed, batchMs }) => {
        const core = await import('/pkg/nqueens.js');
        let best = Infinity;
        let attempts = 0;
        for (let k = 0; k < repeat; k++) {
          const start = performance.now();
          let runs = 0;
          while (runs === 0 || performance.now() - start < batchMs) {
            attempts = core.labRun(algorithm, n, seed, 0)[0];
            runs++;
          }
          best = Math.min(best, (performance.now() - start) / runs);
        }
        return { ms: best, attempts };
      },
      { algorithm, n: Number(n), repeat, seed, batchMs: BATCH_MS },
    );
    console.log(JSON.stringify({ algorithm, n: Number(n), ...result }));
  }
  if (process.env.EXTRAS !== '0') {
    // The page itself: a million queens with min-conflicts, from the click on Run to end to the
    // status saying solved and verified (the worker, its slices, the views and the verifier
    // included), for seeds 1…REPEAT, each on a freshly loaded page.
    const pageTimes = [];
    const redraws = [];
    for (let k = 1; k <= repeat; k++) {
      const fresh = await browser.newPage();
      // The worker's view messages, each with the time its drawing took (see big-worker.js).
      await fresh.addInitScript(() => {
        const Native = globalThis.Worker;
        globalThis.views = [];
        globalThis.Worker = class extends Native {
          constructor(...args) {
            super(...args);
            this.addEventListener('message', ({ data }) => {
              if (data?.kind === 'view') globalThis.views.push(data);
            });
          }
        };
      });
      pageTimes.push((await timeRunToEnd(fresh, `?algorithm=min-conflicts&n=1000000&seed=${k}`, 60_000)).ms);
      // The solved board redrawn whole: zoom in (a click on the view), then Zoom out, 5 times.
      for (let z = 0; z < 5; z++) {
        for (const press of [() => fresh.getByRole('img', { name: /Scaled view/ }).click(), () => fresh.getByRole('button', { name: 'Zoom out' }).click()]) {
          const seen = await fresh.evaluate(() => globalThis.views.length);
          await press();
          await fresh.waitForFunction((count) => globalThis.views.length > count, seen);
        }
        redraws.push(await fresh.evaluate(() => globalThis.views.at(-1).ms));
      }
      await fresh.close();
    }
    redraws.sort((a, b) => a - b);
    console.log(JSON.stringify({ redraw: 1000000, best: redraws[0], median: redraws[(redraws.length - 1) >> 1], runs: redraws.length }));
    pageTimes.sort((a, b) => a - b);
    console.log(JSON.stringify({ page: 'min-conflicts:1000000', best: pageTimes[0], median: pageTimes[(pageTimes.length - 1) >> 1], runs: pageTimes.length }));
    // Ten million queens in the page, seeds 1 to 3, a fresh page each.
    const tenMillion = [];
    for (let k = 1; k <= 3; k++) tenMillion.push((await runToEnd(`?algorithm=min-conflicts&n=10000000&seed=${k}`, 120_000)).ms);
    tenMillion.sort((a, b) => a - b);
    console.log(JSON.stringify({ page: 'min-conflicts:10000000', best: tenMillion[0], median: tenMillion[1], runs: 3 }));
    // Counting Q(16): on one thread in the page with each kernel (best of two, alternating),
    // and with the Compare view's Count (its workers) with each.
    const single = await page.evaluate(async () => {
      const core = await import('/pkg/nqueens.js');
      const best = {};
      for (let round = 0; round < 2; round++) {
        for (const kernel of ['scalar', 'simd128']) {
          const start = performance.now();
          for (let i = 0; i < core.countTasks(16); i++) core.countTask(16, i, kernel);
          best[kernel] = Math.min(best[kernel] ?? Infinity, performance.now() - start);
        }
      }
      return best;
    });
    const counted = {};
    await page.goto(`${BASE}/?view=compare`);
    await page.waitForSelector('body[data-ready="true"]');
    for (const kernel of ['scalar', 'simd128', 'scalar', 'simd128']) {
      await page.getByLabel('n (1 to 17)').fill('16');
      await page.getByLabel('kernel', { exact: true }).selectOption(kernel);
      await page.getByRole('button', { name: 'Count', exact: true }).click();
      await page.waitForFunction(() => / kernel\.$/.test(document.getElementById('count-result').textContent), null, { timeout: 120_000 });
      const seconds = Number((await page.textContent('#count-result')).match(/([\d.]+) s with/)[1]);
      counted[kernel] = Math.min(counted[kernel] ?? Infinity, seconds * 1000);
    }
    console.log(JSON.stringify({ count: 16, single, page: counted }));
    // The Compare view's CPU time per run for backtracking alone (deterministic: its one run,
    // repeated in its worker until well above the timer's resolution), best of three
    // comparisons per n: `cargo xtask bench` puts it beside the same run timed natively.
    for (const n of COMPARE_SIZES) {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        await page.goto(`${BASE}/?view=compare&n=${n}&algorithms=backtracking&trials=1&seed=1`);
        await page.waitForSelector('body[data-ready="true"]');
        await page.getByRole('button', { name: 'Run comparison' }).click();
        await page.waitForFunction(() => /^Done/.test(document.querySelector('[data-testid="cmp-status"]').textContent));
        best = Math.min(best, Number(await page.getByTestId('summary-backtracking-time').getAttribute('data-value')));
      }
      console.log(JSON.stringify({ compare: 'backtracking', n, ms: best }));
    }
    // Animation: backtracking on the 32 × 32 board at the fastest speed, frames per second
    // (requestAnimationFrame callbacks) over two seconds of play.
    await page.goto(`${BASE}/?algorithm=backtracking&n=32`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.getByLabel('Speed').fill('10');
    await page.getByRole('button', { name: 'Play' }).click();
    const fps = await page.evaluate(
      () => new Promise((resolve) => {
        let frames = 0;
        const start = performance.now();
        const tick = (now) => {
          frames++;
          if (now - start < 2000) requestAnimationFrame(tick);
          else resolve((frames * 1000) / (now - start));
        };
        requestAnimationFrame(tick);
      }),
    );
    console.log(JSON.stringify({ animation: 'backtracking:32', fps }));
  }
} finally {
  await browser.close();
}
