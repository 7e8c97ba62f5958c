// An algorithm is one file plus one line of the list (issue 28), in the page: the server
// serves the same index.html and www/ under /throwaway/ with the glue of a core built with
// the `throwaway-algorithm` feature (`cargo xtask` builds it: target/throwaway-pkg), and the
// throwaway algorithm appears in the Algorithm select, its legend, the Compare view's
// checkboxes, and steps to a solution the verifier accepts, with no page code naming it.
// Run by `cargo xtask test`. Fails on any console error, uncaught exception or failed request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { isSolution, useBrowser, waitForText } from './harness.mjs';

const session = useBrowser();
const { text, open } = session;

test('the throwaway algorithm of a test build reaches the page’s select, legend, stepping and Compare view with no page edit', async () => {
  const page = session.page;
  // No page module or index.html names it: what the page shows comes from the core's list.
  const www = new URL('../../www/', import.meta.url);
  for (const file of readdirSync(www).filter((f) => f.endsWith('.js'))) {
    assert.doesNotMatch(readFileSync(new URL(file, www), 'utf8'), /throwaway/i, file);
  }
  assert.doesNotMatch(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'), /throwaway/i);

  await open('throwaway/?algorithm=throwaway&n=8');
  const options = await page.locator('#algorithm option').allTextContents();
  assert.ok(options.includes('Throwaway (test)'), options.join(', '));
  assert.equal(await page.locator('#algorithm').inputValue(), 'throwaway');
  assert.equal(await page.locator('[data-algorithm="throwaway"]').isVisible(), true, 'its legend shows');
  await page.getByRole('button', { name: 'Run to end' }).click();
  await waitForText(page, 'status', /^Solved/);
  const columns = (await text('solution')).split(',').map(Number);
  assert.equal(columns.length, 8);
  assert.ok(isSolution(columns), columns.join(','));
  // The page without the feature does not list it.
  await open('?n=8');
  assert.ok(!(await page.locator('#algorithm option').allTextContents()).includes('Throwaway (test)'));
  // The Compare view offers it as a checkbox, from the same list.
  await open('throwaway/?view=compare&n=8');
  assert.equal(await page.getByRole('checkbox', { name: /Throwaway \(test\)/ }).count(), 1);
});

test('no console errors, page errors or failed requests in any test above', () => {
  assert.deepEqual(session.problems, []);
});
