// Presentation mode (the Present button, F, present=1 in the address) and the blank screen
// (B or . while presenting), for a class watching a projector; and embed mode (embed=1), for
// an iframe in slides. The modes are attributes on <html> that style.css reads; this module
// only switches them, asks for full screen, and shows the playback buttons while the pointer
// moves.

import { $ } from './shared.js';

const root = document.documentElement;
/** The playback buttons stay this long after the pointer last moved. */
const POINTER_MS = 2500;
let pointerTimer = 0;
let changed = () => {};

/** True while presenting. */
export const presenting = () => root.dataset.present === 'true';

/** True while presenting with the pseudocode beside the board. */
export const codeShown = () => root.dataset.code === 'true';

/**
 * Shows the pseudocode beside the board while presenting (the Pseudocode button, P, code=1
 * in the address), or hides it (`on` false); the line of the move on show is highlighted.
 */
export function showCode(on = !codeShown()) {
  if (on) root.dataset.code = 'true';
  else delete root.dataset.code;
  $('show-code').setAttribute('aria-pressed', String(on));
  changed();
}

/** True in embed mode. */
export const embedded = () => root.dataset.embed === 'true';

/**
 * Presents: the board fills the screen. With `fullscreen` (a person's click or key, which a
 * browser requires), the page also asks for full screen.
 */
export function enterPresentation({ fullscreen = false } = {}) {
  if (presenting()) return;
  root.dataset.present = 'true';
  if (fullscreen && document.fullscreenEnabled && !document.fullscreenElement) {
    root.requestFullscreen().catch(() => {}); // refused: the page still presents
  }
  changed();
}

/** Leaves presentation mode (and full screen, and a blank screen). */
export function leavePresentation() {
  if (!presenting()) return;
  delete root.dataset.present;
  delete root.dataset.pointer;
  $('blank').hidden = true;
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  changed();
}

/** Blanks the screen, or shows it again (a presenter's B or .). */
export function toggleBlank() {
  $('blank').hidden = !$('blank').hidden;
}

/** True while the screen is blanked. */
export const blanked = () => !$('blank').hidden;

/** Embed mode: the caption, the board and four buttons. */
export function enterEmbed() {
  root.dataset.embed = 'true';
  changed();
}

/**
 * Wires the modes: `onChange` runs after a mode changes (to fit the board to the screen and
 * write the address).
 */
export function setupPresentation({ onChange }) {
  changed = onChange;
  $('present').addEventListener('click', () => enterPresentation({ fullscreen: true }));
  $('leave-present').addEventListener('click', leavePresentation);
  $('show-code').addEventListener('click', () => showCode());
  $('blank').addEventListener('click', toggleBlank);
  // Leaving full screen (the browser's own Esc) leaves the presentation too.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement) leavePresentation();
  });
  document.addEventListener('pointermove', () => {
    if (!presenting()) return;
    root.dataset.pointer = 'true';
    clearTimeout(pointerTimer);
    pointerTimer = setTimeout(() => delete root.dataset.pointer, POINTER_MS);
  });
}
