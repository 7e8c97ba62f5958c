// The page's two dialogs of help: the keys (the Help button, ?) and the puzzle in a
// paragraph with its glossary (the masthead's button, and every a.term link of the page's
// text, which opens it at its term).

import { $ } from './shared.js';

/** Opens the keys' help. */
export function openHelp() {
  const dialog = $('help');
  if (!dialog.open) dialog.showModal();
}

/**
 * The puzzle in a paragraph and the glossary (the masthead's button), opened at `term` (the
 * id of a glossary entry: a.term links in the page's text point there).
 */
export function openAbout(term = null) {
  const dialog = $('about');
  if (!dialog.open) dialog.showModal();
  for (const entry of dialog.querySelectorAll('.glossary div.shown')) entry.classList.remove('shown');
  const entry = term && document.getElementById(term);
  if (entry) {
    entry.classList.add('shown');
    entry.scrollIntoView({ block: 'center' });
  } else {
    dialog.scrollTop = 0;
  }
}

/** The dialogs' buttons, and the glossary's links anywhere in the page. */
export function setupDialogs() {
  $('help-open').addEventListener('click', openHelp);
  $('about-open').addEventListener('click', () => openAbout());
  document.addEventListener('click', (event) => {
    const link = event.target.closest?.('a.term');
    if (!link) return;
    event.preventDefault();
    openAbout(link.hash.slice(1));
  });
}
