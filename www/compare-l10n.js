// The Compare view's and the teacher's view's sentences that hold markup (issue 42): a
// paragraph with a glossary link in it, a label with its hint, a table heading with its unit.
// i18n.js gives an element with data-l10n-id text only; an element here carries
// `data-l10n-markup="<message id>"` instead, and each of its child elements a
// `data-l10n-name` (as Fluent's DOM overlays name them). The message places each child with a
// variable of that name and gives its words in the attribute of that name:
//
//   compare-n = Size n { $hint }
//       .hint = (an n × n board)
//
// so a translation may move the child within its sentence. A child whose text is not the
// catalog's (the units the registry writes) is marked `data-l10n-keep` and keeps its text;
// one holding markup of its own carries its own data-l10n-markup (handled after its parent).
// The children are the same elements, moved: their ids, links and listeners stay.

import { t } from './i18n.js';

/** A child's place in the formatted text: a private-use mark the transforms leave alone. */
const mark = (k) => `\uE000${k}\uE001`;

/** Gives `element` (data-l10n-markup) its message, its named children in their places. */
export function localizeMarkup(element) {
  const id = element.dataset.l10nMarkup;
  const children = [...element.children].filter((child) => child.dataset.l10nName);
  const args = element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {};
  children.forEach((child, k) => {
    args[child.dataset.l10nName] = mark(k);
    if (!child.hasAttribute('data-l10n-keep')) child.textContent = t(id, {}, child.dataset.l10nName);
  });
  // Isolation marks (right-to-left languages) around a child's place go with the place.
  const parts = t(id, args).split(/\u2068?\uE000(\d+)\uE001\u2069?/);
  element.replaceChildren(...parts.map((part, i) => (i % 2 ? children[Number(part)] : part)).filter((node) => node !== ''));
}

/** Localizes every element with a data-l10n-markup under `root`, parents before children. */
export function localizeMarkupUnder(root) {
  for (const element of root.querySelectorAll('[data-l10n-markup]')) localizeMarkup(element);
}
