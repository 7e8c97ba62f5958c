// Set-up of the Firefox end-to-end tests (firefox.test.mjs): Debian's firefox-esr, headless,
// driven over WebDriver BiDi by puppeteer-core, in a fresh profile per launch with Firefox's
// background connections turned off (the machine has no network: none may hang or log an
// error). Its page records every console error (the page's and its workers'), page error and
// failed request, as harness.mjs's Chromium page does.
//
// The page it returns speaks the part of Playwright's Page that the shared helpers use
// (harness.mjs's open, text and waitForText; exercise-steps.mjs), so the Firefox checks call
// the same helpers as the Chromium ones: goto, url, keyboard.press, evaluate, screenshot,
// waitForFunction(fn, arg), waitForSelector, and locators (getByTestId, locator,
// getByRole('button'), filter) with waitFor, click (at a position), selectOption, focus,
// boundingBox, textContent, getAttribute and inputValue. Each action waits for its one
// element to be shown (and enabled, for a click or a choice), as Playwright's do.

import { after, before } from 'node:test';
import { mkdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { ARTIFACTS } from './harness.mjs';

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';

/**
 * Preferences passed at launch, beside those puppeteer-core and Firefox's remote agent set for
 * automation (no updates, safe-browsing lists, telemetry, push, captive-portal or connectivity
 * probes). Measured with MOZ_LOG=nsHostResolver:5 over this file's run: with these and
 * MOZ_DISABLE_NONLOCAL_CONNECTIONS (see launchFirefox) Firefox looks up no host but this
 * machine's; without them it asks for its remote-settings server some twenty times a run.
 */
export const FIREFOX_PREFS = {
  // Remote settings (block lists, certificate data, search and translation configurations),
  // fetched in the background from the start: the remote agent's dummy server, which a
  // release build such as the ESR honours only under MOZ_DISABLE_NONLOCAL_CONNECTIONS.
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  // No DNS over HTTPS.
  'network.trr.mode': 5,
  // Not the network: puppeteer-core relaxes the file:// origin policy for its own tests; a
  // classroom's Firefox keeps it, so the offline file is tested as it will be opened.
  'security.fileuri.strict_origin_policy': true,
};

/** How long an action or a wait may take before it fails (a loaded 2-core machine). */
const TIMEOUT = 90_000;

/** Launches Firefox; returns { browser, page, problems }, `page` Playwright-shaped. */
export async function launchFirefox() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
    defaultViewport: { width: 1400, height: 950 },
    protocolTimeout: TIMEOUT,
    // Firefox's own switch for test runs: it refuses any connection but to this machine.
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
  });
  const raw = await browser.newPage();
  raw.setDefaultTimeout(TIMEOUT);
  const problems = [];
  // Firefox reports a dedicated worker's console messages and uncaught errors as the page's.
  raw.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  raw.on('pageerror', (error) => problems.push(`page error: ${error.message ?? error}`));
  await raw.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  // A request the page abandons when a test navigates away fails with NS_BINDING_ABORTED,
  // no fault of the page; any other failure is, and so is any HTTP error status.
  raw.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason !== 'NS_BINDING_ABORTED') problems.push(`request failed (${reason}): ${request.url()}`);
  });
  raw.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { browser, page: playwrightShaped(raw), problems };
}

/**
 * Registers before/after hooks that launch Firefox for the test file and close it; returns
 * the session { page, problems, browser }, filled in by `before`.
 */
export function useFirefox() {
  const session = {};
  before(async () => Object.assign(session, await launchFirefox()));
  after(async () => session.browser?.close());
  return session;
}

/** `raw` (a puppeteer-core Page) with the Playwright calls the shared helpers make. */
export function playwrightShaped(raw) {
  return {
    raw,
    goto: (url) => raw.goto(url),
    url: () => raw.url(),
    keyboard: { press: (key) => raw.keyboard.press(key) },
    screenshot: (options) => raw.screenshot(options),
    evaluate: (fn, arg) => raw.evaluate(fn, arg),
    waitForFunction: (fn, arg, options = {}) => poll(raw, fn, [arg], options.timeout),
    waitForSelector: (selector) => poll(raw, (css) => document.querySelector(css), [selector]),
    getByTestId: (id) => new Locator(raw, [{ css: `[data-testid="${id}"]` }]),
    locator: (css) => new Locator(raw, [{ css }]),
    getByRole: (role, options) => new Locator(raw, [roleStep(role, options)]),
  };
}

/**
 * Waits until `fn(...args)`, evaluated in the page, is truthy; returns its value's handle.
 * Puppeteer's own waitForFunction builds its predicate with `new Function` in the page, which
 * the page's Content-Security-Policy refuses in Firefox (no 'unsafe-eval'); an evaluation
 * through the protocol is not the page's script, so this asks again after each answer until
 * the state is there. An evaluation cut short by a navigation is asked again.
 */
async function poll(raw, fn, args, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const handle = await raw.evaluateHandle(fn, ...args);
      if (await handle.evaluate((value) => Boolean(value))) return handle;
      await handle.dispose();
    } catch (error) {
      if (!/context|destroyed|navigat|realm|frame/i.test(error.message)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${fn} (${JSON.stringify(args)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A name to match: a string (exact or a case-insensitive part, as Playwright) or a RegExp. */
const pattern = (name, exact = false) =>
  name instanceof RegExp ? { source: name.source, flags: name.flags } : { text: name, exact };

function roleStep(role, { name, exact } = {}) {
  if (role !== 'button') throw new Error(`getByRole('${role}') is not implemented for Firefox`);
  return { role, name: name === undefined ? null : pattern(name, exact) };
}

/**
 * Run in the page (self-contained: the protocol sends its source): the elements `steps`
 * select, a CSS selector within the previous step's elements, buttons by accessible name
 * (aria-label or text; shown ones only, as Playwright's getByRole), or a filter by text.
 * The one element, once it is shown (`visible`) and enabled (`enabled`) as asked; null
 * before; a string when more than one is selected (Playwright's locators are strict).
 */
function pick(steps, want) {
  const matches = (value, p) => {
    if (p.source !== undefined) return new RegExp(p.source, p.flags).test(value);
    return p.exact ? value === p.text : value.toLowerCase().includes(p.text.toLowerCase());
  };
  const words = (el) => (el.getAttribute('aria-label') ?? el.textContent).replace(/\s+/g, ' ').trim();
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  let found = [document];
  for (const step of steps) {
    if (step.css) found = found.flatMap((el) => [...el.querySelectorAll(step.css)]);
    else if (step.role) {
      found = found.flatMap((el) => [...el.querySelectorAll('button, [role="button"], input[type="button"], input[type="submit"]')])
        .filter((el) => shown(el) && (step.name === null || matches(words(el), step.name)));
    } else found = found.filter((el) => matches(el.textContent, step.hasText));
  }
  found = [...new Set(found)];
  if (found.length > 1) return `${found.length} elements`;
  const [el] = found;
  if (!el || (want.visible && !shown(el)) || (want.enabled && el.disabled)) return null;
  return el;
}

class Locator {
  constructor(raw, steps) {
    this.raw = raw;
    this.steps = steps;
  }

  locator(css) {
    return new Locator(this.raw, [...this.steps, { css }]);
  }

  getByRole(role, options) {
    return new Locator(this.raw, [...this.steps, roleStep(role, options)]);
  }

  filter({ hasText }) {
    return new Locator(this.raw, [...this.steps, { hasText: pattern(hasText) }]);
  }

  /**
   * The one element selected, once there is one (and it is shown, and enabled if `enabled`);
   * more than one is an error, as Playwright's strict locators have it.
   */
  async element({ visible = false, enabled = false } = {}) {
    const handle = await poll(this.raw, pick, [this.steps, { visible, enabled }]);
    if ((await handle.evaluate((value) => typeof value)) === 'string') {
      throw new Error(`${JSON.stringify(this.steps)} selects ${await handle.jsonValue()}`);
    }
    return handle;
  }

  async waitFor() {
    await (await this.element({ visible: true })).dispose();
  }

  async #read(fn, ...args) {
    const handle = await this.element();
    try {
      return await handle.evaluate(fn, ...args);
    } finally {
      await handle.dispose();
    }
  }

  textContent() {
    return this.#read((el) => el.textContent);
  }

  getAttribute(name) {
    return this.#read((el, name) => el.getAttribute(name), name);
  }

  inputValue() {
    return this.#read((el) => el.value);
  }

  async boundingBox() {
    const handle = await this.element({ visible: true });
    try {
      return await handle.boundingBox();
    } finally {
      await handle.dispose();
    }
  }

  async click({ position } = {}) {
    const handle = await this.element({ visible: true, enabled: true });
    try {
      await handle.click(position ? { offset: position } : {});
    } finally {
      await handle.dispose();
    }
  }

  async focus() {
    const handle = await this.element({ visible: true });
    try {
      await handle.focus();
    } finally {
      await handle.dispose();
    }
  }

  async selectOption(value) {
    const handle = await this.element({ visible: true, enabled: true });
    try {
      await handle.select(value);
    } finally {
      await handle.dispose();
    }
  }
}
