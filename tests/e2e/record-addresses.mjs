// Records what the page writes back into the address, and the messages it shows, for a list
// of addresses (one a line on stdin), as JSON lines on stdout: a tool, not a test, for
// comparing two revisions of the page (BASE_URL, the served page, as the e2e suite's) and for
// recording tests/js/fixtures/written-addresses.json.
//   node tests/e2e/record-addresses.mjs < addresses.txt > written.jsonl

import { readFileSync } from 'node:fs';
import { launch, open } from './harness.mjs';

const addresses = readFileSync(0, 'utf8').split('\n').filter(Boolean);
const { browser, page } = await launch();
for (const address of addresses) {
  try {
    await open(page, address);
    // The move the address opens at is reached, and the address follows it.
    await page.waitForTimeout(900);
    const record = await page.evaluate(() => {
      const text = (id) => document.getElementById(id)?.textContent ?? '';
      return {
        written: location.search,
        size: text('board-size-error'),
        seed: text('seed-error'),
        params: text('params-error'),
        status: text('status'),
        compare: ['cmp-status', 'cmp-n-error', 'cmp-trials-error', 'cmp-seed-error'].map(text),
      };
    });
    console.log(JSON.stringify({ address, ...record }));
  } catch (error) {
    console.log(JSON.stringify({ address, error: String(error.message ?? error) }));
  }
}
await browser.close();
