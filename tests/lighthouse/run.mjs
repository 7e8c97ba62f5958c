// Lighthouse on the static build (dist/), for `cargo xtask bench`: the mobile preset
// (Lighthouse's default: a mid-range phone, 4× CPU slowdown, slow 4G, simulated) and the
// desktop preset, RUNS times each (default 3; scores move by a few points from run to run
// on a busy machine). Prints one JSON line per preset:
//   {"lighthouse":"mobile","performance":[97,…],"cls":[0,…],"lcp_ms":[…],"tbt_ms":[…]}
// performance is Lighthouse's score (0–100); cls the cumulative layout shift (good is under
// 0.1; the page's own budget 0.02); lcp_ms the largest contentful paint and tbt_ms the total
// blocking time, in milliseconds (simulated). Environment: URL (the site's address, e.g.
// http://127.0.0.1:8000/classroom/nqueens/), CHROME_PATH (default /usr/bin/chromium), RUNS.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const url = process.env.URL;
if (!url) throw new Error('URL (the address of the static build) is required');
const RUNS = Number(process.env.RUNS ?? 3);
const lighthouse = fileURLToPath(new URL('node_modules/.bin/lighthouse', import.meta.url));

for (const preset of ['mobile', 'desktop']) {
  const rows = { lighthouse: preset, performance: [], cls: [], lcp_ms: [], tbt_ms: [] };
  for (let k = 0; k < RUNS; k++) {
    const { stdout } = await run(lighthouse, [
      url,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
    ], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    });
    const report = JSON.parse(stdout);
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    rows.performance.push(Math.round(report.categories.performance.score * 100));
    rows.cls.push(Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(4)));
    rows.lcp_ms.push(Math.round(report.audits['largest-contentful-paint'].numericValue));
    rows.tbt_ms.push(Math.round(report.audits['total-blocking-time'].numericValue));
  }
  console.log(JSON.stringify(rows));
}
