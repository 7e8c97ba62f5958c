// Shared set-up of the end-to-end tests: Debian's headless Chromium driven by
// playwright-core, a page that records every console error, page error and failed request.

import { execFileSync } from 'node:child_process';
import { after, before } from 'node:test';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** Launches Chromium; returns { browser, page, problems }. */
export async function launch() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Workers' console errors (Chromium logs a worker's Content-Security-Policy violations there).
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (message.type() === 'error') problems.push(`worker console error (${worker.url()}): ${message.text()}`);
    });
  });
  // Every Content-Security-Policy violation the page reports (the robustness issue), as a
  // console error with what was blocked; Chromium's own console message is recorded as well.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  // A request the page itself abandons when a test navigates away (the favicon, say) fails
  // with net::ERR_ABORTED; that is not a fault of the page. Any other failure is, and so is
  // any HTTP error status, which catches a file the page asks for but the server lacks.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed (${reason}): ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { browser, page, problems };
}

/**
 * Registers before/after hooks that launch Chromium for the test file and close it, and
 * returns the session: { page, problems, open(query), text(testid) }, filled in by `before`.
 */
export function useBrowser() {
  const session = {
    open: (query) => open(session.page, query),
    text: (testid) => text(session.page, testid),
  };
  before(async () => Object.assign(session, await launch()));
  after(async () => session.browser?.close());
  return session;
}

/** Opens the page at `query` (e.g. "?algorithm=qs1&n=8&seed=42") and waits for it. */
export async function open(page, query) {
  await page.goto(`${BASE_URL}/${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/**
 * The accessibility violations axe-core finds in the page as it is (WCAG 2.x A and AA rules
 * and axe's best practices), as "rule: target" strings; [] when there are none.
 */
export async function axeViolations(page) {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses an
  // inline script tag (page.addScriptTag), as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axePath, 'utf8'));
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** The text of the element with data-testid `testid`. */
export const text = (page, testid) => page.getByTestId(testid).textContent();

/** Waits until the element with data-testid `testid` has text matching `pattern`. */
export async function waitForText(page, testid, pattern) {
  await page.waitForFunction(
    ([id, source]) => new RegExp(source).test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    [testid, pattern.source],
  );
}

/**
 * The algorithms' descriptions, as the core lists them (`nqueens algorithms --json`, the
 * record the page reads): loops over algorithms take every algorithm the list names.
 */
export function registry() {
  return JSON.parse(execFileSync(process.env.NQUEENS_BIN, ['algorithms', '--json'], { encoding: 'utf8' })).algorithms;
}

/** True if `columns` (1-based, one per row) places n non-attacking queens. */
export function isSolution(columns) {
  const n = columns.length;
  return columns.every((c, r) =>
    c >= 1 && c <= n && columns.every((d, s) => s === r || (c !== d && Math.abs(c - d) !== Math.abs(r - s))),
  );
}
