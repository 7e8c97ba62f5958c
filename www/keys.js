// The page's one keyboard model, as a decision: which action a key press asks for, from the
// page's state as the caller reads it. No element is looked up here and nothing is done:
// app.js wires each action to what it does. Listed for people in the help dialog (? opens it).

/** Controls that take typed text (or a choice): the page's letter keys leave them alone. */
export const TYPING = 'input:not([type="range"], [type="checkbox"], [type="radio"]), select, textarea, [contenteditable=""], [contenteditable="true"]';
/** Controls that Space (or Enter) activates: the board's Space leaves them alone. */
export const ACTIVATED = `${TYPING}, input, button, a[href], summary, [role="tab"], [role="button"]`;
/** Controls that use the arrow keys, Home and End themselves (sliders; tabs move between tabs). */
export const NAVIGATED = `${TYPING}, input[type="range"], [role="slider"], [role="tab"]`;

/** The board's keys and the action each asks for. */
const BOARD_KEYS = {
  ' ': 'play',
  ArrowRight: 'step',
  ArrowLeft: 'step-back',
  PageDown: 'step',
  PageUp: 'step-back',
  Home: 'reset',
  End: 'run',
};

/** In a lesson, the keys that go to the next slide and back (a presenter's remote sends PgDn, PgUp). */
const LESSON_KEYS = {
  ArrowRight: 'lesson-next',
  ArrowLeft: 'lesson-prev',
  PageDown: 'lesson-next',
  PageUp: 'lesson-prev',
};

/**
 * The action a key press asks for, or null for none (the browser keeps the key):
 * - '?' opens the help ('help'), except while typing;
 * - presenting: B or . blanks the screen and back, and so does Esc while blank ('blank');
 *   while blank no other key does anything ('swallow': the class sees nothing move); P shows
 *   the pseudocode ('code'), Esc leaves ('leave');
 * - F presents, or leaves presenting ('present'), except embedded;
 * - in a lesson: → and Page Down go to the next slide ('lesson-next'), ← and Page Up to the
 *   one before ('lesson-prev'), on either view, an exercise's slide too (a presenter's remote
 *   goes on from it), left to a control that uses them;
 * - a board that steps, with no exercise holding it: Space plays or pauses ('play'), → and
 *   Page Down step ('step'), ← and Page Up step back ('step-back'), Home starts again
 *   ('reset'), End runs to the end ('run'); Space is left to a control it activates, the
 *   others to a control that uses them; a held Space does not repeat.
 *
 * `press` is `{ key, repeat, altKey, ctrlKey, metaKey, defaultPrevented, target }` (a
 * KeyboardEvent), `target` an Element (its `closest` is asked which control holds the
 * focus; anything else counts as the page itself); `page` is
 * `{ watchShown, presenting, blanked, embedded, stepwise, exerciseHolds, lesson }`, booleans.
 */
export function keyAction(press, page) {
  if (press.altKey || press.ctrlKey || press.metaKey || press.defaultPrevented) return null;
  // A key pressed with focus nowhere (the document) is the page's.
  const target = typeof press.target?.closest === 'function' ? press.target : { closest: () => null };
  const typing = Boolean(target.closest(TYPING));
  if (target.closest('dialog')) return null;
  if (press.key === '?' && !typing) return 'help';
  if (page.lesson && !page.blanked && LESSON_KEYS[press.key] && !target.closest(NAVIGATED)) return LESSON_KEYS[press.key];
  if (!page.watchShown) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (page.presenting && (key === 'b' || key === '.' || (page.blanked && key === 'Escape'))) return 'blank';
  if (page.blanked) return 'swallow';
  if (key === 'p' && page.presenting && !typing) return 'code';
  if (key === 'Escape' && page.presenting) return 'leave';
  if (key === 'f' && !typing && !page.embedded) return 'present';
  if (!page.stepwise || page.exerciseHolds) return null;
  const action = BOARD_KEYS[press.key];
  if (!action || target.closest(press.key === ' ' ? ACTIVATED : NAVIGATED)) return null;
  if (press.repeat && press.key === ' ') return 'swallow';
  return action;
}
