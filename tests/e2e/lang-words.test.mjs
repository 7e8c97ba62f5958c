// What the algorithms say about themselves speaks the page's language (issue 42): the Algorithm
// menu, each algorithm's parameters (labels, hints, choices), its pseudocode panel and its
// legend (its paragraph on how it works and every item: what each symbol means), from
// locales/<lang>/algorithms.ftl by the ids the core derives (src/description.rs's Words,
// www/registry.js). In the pseudo-locale no text, title or option of these is left in plain
// English, for every algorithm; German's and Arabic's names and terms spot-checked; in German
// and the pseudo-locale, at 1366×768 and 390×844, no text of the form's algorithm menu and
// parameters overflows its control. Run with `cargo xtask e2e --only lang-words`. Fails on
// any console error, uncaught exception or failed request in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';
import { overflowing, textsUnder, unpseudo } from './l10n.mjs';

const session = useBrowser();

/** The texts of the options of the selects under `selector` (a closed select's options are not rendered). */
const optionTexts = (page, selector) => page.locator(`${selector} option`).evaluateAll((options) =>
  options.map((o) => ({ where: `${o.parentElement.id}>option[${o.value}]`, text: o.textContent.trim() })));

/** Opens the Watch form's Options (the parameters), when the algorithm has any. */
async function openOptions(page) {
  if (await page.locator('#params-field').isVisible()) {
    await page.evaluate(() => { document.getElementById('params-details').open = true; });
  }
}

/** The pseudocode panel's lines as the page shows them. */
const pseudocodeLines = (page) => page.locator('#pseudocode li').allTextContents();

test('the pseudo-locale: the Algorithm menu, every algorithm’s parameters and pseudocode leave nothing in plain English', async () => {
  const page = session.page;
  await page.setViewportSize({ width: 1366, height: 900 });
  await session.open('?algorithm=backtracking&n=8&lang=en-XA');
  const ids = await page.locator('#algorithm option').evaluateAll((options) => options.map((o) => o.value));
  assert.ok(ids.length >= 11, `${ids.length} algorithms`);
  const menu = await optionTexts(page, '#algorithm');
  assert.deepEqual(unpseudo(menu), []);
  // The check itself: the English menu fails it, name for name (queensLV and QS1 too).
  await session.open('?algorithm=backtracking&n=8');
  assert.equal(unpseudo(await optionTexts(page, '#algorithm')).length, ids.length);
  const englishLines = await pseudocodeLines(page);
  // The number of items of each algorithm's legend, as the core describes them.
  const legendSizes = Object.fromEntries(await page.evaluate(async () => {
    const { algorithms } = await import('./www/registry.js');
    return algorithms().map((a) => [a.id, a.legend.length]);
  }));
  // The check itself: the English legend fails it, item for item.
  const englishItems = await page.locator('#algorithm-legend li').allTextContents();
  assert.equal(unpseudo(englishItems.map((text) => ({ where: 'legend', text }))).length, englishItems.length);
  let parameters = 0;
  let legendItems = 0;
  for (const id of ids) {
    await session.open(`?algorithm=${id}&n=8&seed=7&lang=en-XA`);
    await openOptions(page);
    const texts = [
      ...await textsUnder(page, ['#algorithm', '#params', '#pseudocode']),
      ...await optionTexts(page, '#params'),
    ];
    assert.deepEqual(unpseudo(texts).map((t) => `${id}: ${t.where}: ${t.text}`), []);
    // What was looked at: the pseudocode panel's every line, every parameter's label and hint.
    const lines = await pseudocodeLines(page);
    assert.ok(lines.length >= 5, `${id}: ${lines.length} pseudocode lines`);
    const own = await page.locator('#params .param').count();
    parameters += own;
    const found = (where) => texts.filter((t) => t.where === where || t.where.startsWith(where)).length;
    assert.equal(texts.filter((t) => t.where.endsWith('[title]')).length, own, `${id}: a hint per parameter`);
    assert.ok(found('LI') >= lines.length, `${id}: the pseudocode's lines were read`);
    // The legend's paragraph on how it works, and its source.
    const summary = await page.locator(`#algorithm-legend [data-algorithm="${id}"] p`).first().textContent();
    assert.deepEqual(unpseudo([{ where: 'summary', text: summary }]), []);
    // Its legend's every item (those only some options show too: they are in the page, hidden).
    const items = await page.locator(`#algorithm-legend [data-algorithm="${id}"] li`).allTextContents();
    assert.equal(items.length, legendSizes[id], `${id}: its legend's items`);
    assert.deepEqual(unpseudo(items.map((text, i) => ({ where: `${id} legend ${i + 1}`, text }))), []);
    legendItems += items.length;
  }
  // The core's 45 legend items of the eleven algorithms (construction has none).
  assert.equal(legendItems, 45);
  // Backtracking 3, hill climbing 3, simulated annealing 3, genetic 3, queensLV 1.
  assert.equal(parameters, 13);
  // A pseudocode line keeps its English indentation.
  await session.open('?algorithm=backtracking&n=8&lang=en-XA');
  const lines = await pseudocodeLines(page);
  assert.deepEqual(lines.map((l) => /^\s*/.exec(l)[0].length), englishLines.map((l) => /^\s*/.exec(l)[0].length));
  assert.match(lines[1], /^ {2}ŧřẏ/);
});

test('German and Arabic: the names, the parameters and the pseudocode in their own words', async () => {
  const page = session.page;
  await session.open('?algorithm=hill-climbing&n=8&seed=7&lang=de');
  const names = (await optionTexts(page, '#algorithm')).map((o) => o.text);
  assert.deepEqual(names.slice(7, 10), ['Bergsteigeralgorithmus', 'Simulierte Abkühlung', 'Genetischer Algorithmus']);
  assert.equal(names[0], 'Backtracking');
  assert.equal(names[4], 'Min-Conflicts');
  await openOptions(page);
  assert.equal(await page.locator('label[for="param-sideways"]').textContent(), 'Seitwärtszüge');
  assert.deepEqual(await page.locator('#param-choice option').allTextContents(), ['Steilster Anstieg', 'Erste Wahl']);
  assert.equal((await pseudocodeLines(page))[4].trim(), 'wenn h(aktuell) = 0: gib aktuell zurück');
  // The legend's items in German (hill climbing's values, its moved queen).
  const legend = (await page.locator('#algorithm-legend [data-algorithm="hill-climbing"] li').allTextContents()).map((l) => l.trim());
  assert.equal(legend[0], '12 h des Bretts, wenn die Dame dieser Zeile auf das Feld zöge; die kleinsten umrandet');
  assert.equal(legend[3], 'das Feld, auf das eine Dame gerade gezogen ist');
  await session.open('?algorithm=backtracking&n=8&lang=de&inference=forward-checking');
  await openOptions(page);
  assert.deepEqual(await page.locator('#param-inference option').allTextContents(),
    ['Keine (der Rundgang)', 'Vorwärtsprüfung (Forward Checking)', 'Kantenkonsistenz (MAC)']);
  // The options' summary names the choice in German.
  assert.equal(await page.locator('#params-summary').textContent(), '(Vorwärtsprüfung (Forward Checking))');
  // The counters (the solver's, by their ids) in German.
  assert.equal(await page.locator('dd[data-testid="attempts-total"]').locator('xpath=preceding-sibling::dt').textContent(), 'Versuche insgesamt');
  // All of them, those forward checking brings too (they were English once: the descriptions
  // lacked them).
  assert.deepEqual(await page.locator('#counters dt').allTextContents(),
    ['Versuche insgesamt', 'Konsistenzprüfungen', 'Rücksprünge', 'Auslöschungen', 'Gefundene Lösungen']);
  await session.open('?algorithm=simulated-annealing&n=8&seed=7&lang=ar');
  const arabic = (await optionTexts(page, '#algorithm')).map((o) => o.text);
  assert.equal(arabic[0], 'التراجع');
  assert.equal(arabic[8], 'التلدين المحاكى');
  await openOptions(page);
  assert.equal(await page.locator('label[for="param-temperature"]').textContent(), 'درجة الحرارة الابتدائية');
  assert.equal((await pseudocodeLines(page))[2].trim(), 'إن كان ΔE ≥ 0: الحالية ← التالية');
});

test('German and the pseudo-locale at 1366×768 and 390×844: no text of the algorithm menu or the parameters overflows its control', async () => {
  const page = session.page;
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    for (const lang of ['de', 'en-XA']) {
      for (const id of ['backtracking', 'hill-climbing', 'simulated-annealing', 'genetic', 'queens-lv', 'permutation-swap']) {
        await session.open(`?algorithm=${id}&n=8&seed=7&lang=${lang}`);
        await openOptions(page);
        assert.deepEqual(await overflowing(page, ['#algorithm', '#params', '#params-field summary']), [], `${lang} ${id} at ${width}×${height}`);
        // Nothing of the form sticks out of the page's width.
        const wide = await page.evaluate(() => [...document.querySelectorAll('#algorithm, #params .param, #params select, #params label')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((e) => e.id || e.className || e.tagName));
        assert.deepEqual(wide, [], `${lang} ${id} at ${width}×${height}`);
      }
    }
  }
});

test('nothing went wrong in the page', () => {
  assert.deepEqual(session.problems, []);
});
