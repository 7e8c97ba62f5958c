// Narration: what a screen reader hears of the captions, through the page's live region (the
// announcer, this module's element). Every move when stepping by hand; while playing or
// running, at most one caption every ANNOUNCE_MS (the latest), so it is not flooded.

import { $ } from './shared.js';

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
