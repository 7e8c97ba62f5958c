// End-to-end tests of the strict Content-Security-Policy (the robustness issue): the header on
// the served page, the <meta> of dist/ and of the single file, no inline script, style or
// handler attribute in index.html, and a detector that sees a violation. Every other
// end-to-end test fails on any violation (harness.mjs records each as a problem), so the
// whole suite is the "zero violations" check. Run by `cargo xtask test` (DIST_FILE, DIST_URL).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BASE_URL, launch } from './harness.mjs';

const INDEX = new URL('../../index.html', import.meta.url);

/** The policy's directives: { 'script-src': ["'self'", …], … }. */
function directives(policy) {
  return Object.fromEntries(
    policy.split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]),
  );
}

/** Checks what every policy of the page must say: no unsafe-inline, no eval, wasm allowed. */
function assertStrict(policy, where) {
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\s\*|script-src[^;]*data:/, `${where}: ${policy}`);
  const d = directives(policy);
  assert.ok(d['script-src']?.includes("'wasm-unsafe-eval'"), `${where}: script-src allows compiling wasm`);
  assert.ok(d['style-src'], `${where}: style-src is set`);
  assert.deepEqual(d['object-src'], ["'none'"], where);
  assert.deepEqual(d['base-uri'], ["'none'"], where);
}

const metaPolicy = (html) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];

test('the served page and its scripts carry the strict policy as a header', async () => {
  for (const path of ['/', '/www/app.js', '/www/worker.js', '/www/big-worker.js']) {
    const response = await fetch(`${BASE_URL}${path}`);
    const policy = response.headers.get('content-security-policy');
    assert.ok(policy, `${path}: a Content-Security-Policy header`);
    assertStrict(policy, path);
    assert.deepEqual(directives(policy)['script-src'], ["'self'", "'wasm-unsafe-eval'"], path);
  }
});

test('index.html has no inline script, style attribute or event-handler attribute', () => {
  const html = readFileSync(INDEX, 'utf8');
  for (const tag of html.match(/<script\b[^>]*>/g)) assert.match(tag, /\bsrc=/, `inline script: ${tag}`);
  assert.doesNotMatch(html, /<style\b/, 'a <style> element');
  assert.doesNotMatch(html, /\sstyle=/, 'a style attribute');
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'an event-handler attribute');
  assert.doesNotMatch(html, /javascript:/i, 'a javascript: address');
});

test('dist/index.html and the single file carry their policies in a <meta>; the single file allows its inline code by hash', { skip: !process.env.DIST_FILE && 'no DIST_FILE' }, () => {
  const hosted = metaPolicy(readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8'));
  assert.ok(hosted, 'dist/index.html has a policy');
  assertStrict(hosted, 'dist/index.html');
  const single = readFileSync(process.env.DIST_FILE, 'utf8');
  const policy = metaPolicy(single);
  assert.ok(policy, 'the single file has a policy');
  assertStrict(policy, 'the single file');
  const d = directives(policy);
  const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  // Its one executed inline script (the start-up module) and its one <style>, by hash.
  const scripts = [...single.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="(text\/plain|application\/octet-stream)"/.test(attributes));
  assert.equal(scripts.length, 1, 'one inline script runs');
  assert.ok(d['script-src'].includes(hash(scripts[0][2])), 'its hash is allowed');
  const styles = [...single.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  assert.equal(styles.length, 1, 'one <style>');
  assert.deepEqual(d['style-src'], [hash(styles[0][1])]);
  assert.doesNotMatch(single, /\sstyle="|\son[a-z]+="/i, 'no style or handler attribute');
});

test('a violation is seen: an inline script or style attribute added to the page is refused and reported', async () => {
  const targets = [`${BASE_URL}/?n=5`];
  if (process.env.DIST_URL) targets.push(`${process.env.DIST_URL}?n=5`);
  if (process.env.DIST_FILE) targets.push(`${pathToFileURL(process.env.DIST_FILE)}?n=5`);
  const { browser, page, problems } = await launch();
  try {
    for (const address of targets) {
      problems.length = 0;
      await page.goto(address);
      await page.waitForSelector('body[data-ready="true"]');
      assert.deepEqual(problems, [], `${address}: no violation while loading`);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.planted = true;';
        document.head.append(script);
        document.body.setAttribute('style', 'outline: 3px solid red');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { script: window.planted === true, style: getComputedStyle(document.body).outlineStyle === 'solid' };
      });
      assert.deepEqual(ran, { script: false, style: false }, `${address}: both refused`);
      const seen = problems.filter((p) => p.startsWith('console error: CSP violation'));
      assert.ok(seen.some((p) => /script-src/.test(p)), `${address}: the script reported: ${problems.join('\n')}`);
      assert.ok(seen.some((p) => /style-src/.test(p)), `${address}: the style reported`);
    }
  } finally {
    await browser.close();
  }
});
