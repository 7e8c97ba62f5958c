// What the language tests (issue 42) look at in a page: the texts a person or a screen reader
// meets under some elements, those still in plain English in the pseudo-locale, and the
// controls whose text overflows them. Shared by languages.test.mjs and the tests of each
// view in the pseudo-locale and in German (tests/e2e/lang-*.test.mjs).

/**
 * The texts under the elements of `selectors` (CSS, each optional: one missing is skipped)
 * that a person or a screen reader meets: each visible text node, aria-label, title,
 * placeholder and alt, and the document's title, as [{ where, text }]. Left out: elements
 * hidden (not rendered), what is not the catalog's (a field's own error output), elements in
 * a language of their own (`[lang]`, as the language menu's each language in its own words),
 * and those marked `data-l10n-skip` (data: a seed, a class code, a completion code). The
 * algorithms' names and the parameters' controls (#algorithm, #params) are the catalog's
 * (locales/<lang>/algorithms.ftl, through www/registry.js) and are counted.
 */
export async function textsUnder(page, selectors) {
  return page.evaluate((selectors) => {
    const skip = (node) => {
      const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
      if (element.closest('[lang]:not(html), output.field-error, [data-l10n-skip], script, style')) return true;
      // A select's options are never rendered boxes of their own: seen when their select is.
      const shown = element.closest('select') ?? element;
      return shown.checkVisibility ? !shown.checkVisibility() : false;
    };
    const found = [{ where: 'title', text: document.title }];
    for (const selector of selectors) {
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent.trim() && !skip(node)) {
            const parent = node.parentElement;
            found.push({ where: parent.id || parent.dataset.l10nId || parent.tagName, text: node.textContent.trim() });
          }
        }
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (skip(element)) continue;
          for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
            const value = element.getAttribute(name);
            if (value) found.push({ where: `${element.id || element.tagName}[${name}]`, text: value });
          }
        }
      }
    }
    return found;
  }, selectors);
}

/**
 * The texts of `list` still holding an ASCII consonant: plain English in the pseudo-locale
 * (fluent-pseudo accents every one). `allowed` (a RegExp, global) strips what is not words
 * before the check: units and symbols the field writes in Latin letters in every language,
 * as "n", "h", "T", "ΔE".
 */
export function unpseudo(list, allowed = null) {
  return list.filter(({ text }) => /[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]/.test(allowed ? text.replace(allowed, '') : text));
}

/**
 * The controls under `selectors` whose text overflows them (scrollWidth beyond clientWidth
 * by more than a pixel, or scrollHeight beyond clientHeight, for elements that clip: buttons,
 * selects, labels, tabs, summaries, and any element with overflow other than visible), as
 * [{ where, text, scroll, client }]. Hidden elements are skipped, and visually hidden ones
 * (a 1 × 1 px box, text for screen readers only).
 */
export async function overflowing(page, selectors) {
  return page.evaluate((selectors) => {
    const found = [];
    for (const selector of selectors) {
      for (const root of document.querySelectorAll(selector)) {
        for (const element of [root, ...root.querySelectorAll('*')]) {
          if (element.checkVisibility && !element.checkVisibility()) continue;
          // Visually hidden text for screen readers (a 1 × 1 px box that clips it) is read,
          // not shown: it cannot overflow on screen.
          if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
          const style = getComputedStyle(element);
          const clips = /^(BUTTON|SELECT|SUMMARY|LABEL|OPTION)$/.test(element.tagName) || element.getAttribute('role') === 'tab' || style.overflowX !== 'visible' || style.overflowY !== 'visible';
          if (!clips || style.display === 'inline') continue;
          const wide = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
          const tall = element.scrollHeight > element.clientHeight + 1 && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
          if ((wide || tall) && element.clientWidth > 0) {
            found.push({ where: element.id || element.dataset.l10nId || element.tagName, text: element.textContent.trim().slice(0, 60), scroll: [element.scrollWidth, element.scrollHeight], client: [element.clientWidth, element.clientHeight] });
          }
        }
      }
    }
    return found;
  }, selectors);
}
