// Narration: the captions in words and what a screen reader hears of them. A caption comes
// from the core as a message of the catalogs (locales/<lang>/captions.ftl: the solver's
// captionJson and startCaptionJson, src/captions.rs), formatted here in the page's language
// by i18n.js's say (captionOf, startCaptionOf); the formatted text is announced through the
// page's live region (the announcer, this module's element). Every move when stepping by
// hand; while playing or running, at most one caption every ANNOUNCE_MS (the latest), so it
// is not flooded.

import { $ } from './shared.js';
import { say } from './i18n.js';

/** The caption of the solver `handle`'s last move in the page's language ('' at the start). */
export function captionOf(handle) {
  const json = handle.captionJson();
  return json ? say(JSON.parse(json)) : '';
}

/**
 * The caption of the solver `handle` before its first move in the page's language:
 * `{ state, next, whole }`, where the run starts, what Step does first, and both.
 */
export function startCaptionOf(handle) {
  const { state, next } = JSON.parse(handle.startCaptionJson());
  return { state: say(state), next: say(next), whole: say({ id: 'caption-start', args: { state, next } }) };
}

/** While playing or running, the screen reader hears at most one caption this often. */
const ANNOUNCE_MS = 2000;

const narration = { last: -Infinity, pending: null, timer: 0 };

/** Says `text` (at once with `now`, else at most one caption every ANNOUNCE_MS, the latest). */
export function announce(text, { now = false } = {}) {
  if (!text) return;
  clearTimeout(narration.timer);
  narration.pending = text;
  const wait = now ? 0 : narration.last + ANNOUNCE_MS - performance.now();
  if (wait <= 0) flushAnnouncement();
  else narration.timer = setTimeout(flushAnnouncement, wait);
}

function flushAnnouncement() {
  if (narration.pending === null) return;
  $('announcer').textContent = narration.pending;
  narration.pending = null;
  narration.last = performance.now();
}
