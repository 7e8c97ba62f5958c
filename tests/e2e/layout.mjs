// What a class sees on a real screen (issue 38): a check of the page as it is laid out,
// run in the page. It lists, as words a failing test prints:
// - the page scrolling sideways (wider than the window);
// - an element that overflows its panel (the nearest box of the page's own: a form, a side
//   panel, a question, a board's side, a dialog) or the window, unless a box between them
//   scrolls or clips it (a table that scrolls inside its panel is fine);
// - text under 12 CSS px;
// - a control fixed over the page (the phone's playback bar, the presentation's buttons)
//   covering the board, a caption, a question or its answers;
// - with `taps`, a button, field or list a finger cannot hit: under 44 × 44 CSS px (WCAG
//   2.5.5; a checkbox counts with its label, and links inside sentences are left out, as
//   the criterion leaves them).

/**
 * The problems of the page as laid out now (see the module's comment), each a string naming
 * the element; [] when there are none. Runs in the page: pass it to page.evaluate.
 */
export function layoutProblems({ taps = false } = {}) {
  const problems = [];
  const name = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const testid = el.dataset?.testid ? `[data-testid=${el.dataset.testid}]` : '';
    const cls = !id && typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${testid}${cls}${text ? ` “${text}”` : ''}`;
  };
  const visible = (el) => {
    if (el.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false;
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (e.tagName === 'DETAILS' && !e.open && !el.closest('summary') && e !== el) return false;
    }
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  }
  const PANELS = '.controls, .panel, .teacher, .predict, .pair-side, .pair-head, dialog, .masthead, .timeline, .sandbox-tools, .big-view, .tree, .flags';
  const clips = (el) => {
    const style = getComputedStyle(el);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };
  const elements = [...document.body.querySelectorAll('*')].filter((el) => !['SCRIPT', 'STYLE', 'BR', 'OPTION'].includes(el.tagName) && visible(el));
  for (const el of elements) {
    const rect = el.getBoundingClientRect();
    // The window: nothing past its right edge (the page's own scrolling is checked above).
    if (rect.right > width + 1 && getComputedStyle(el).position === 'fixed') problems.push(`${name(el)} runs past the window's right edge`);
    // Its panel, unless a box on the way scrolls or clips it.
    // (A box fixed over the page, as the phone's playback bar, has the window for its panel.)
    let panel = null;
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).position === 'fixed') break;
      if (e === el) continue;
      if (clips(e)) break;
      if (e.matches(PANELS)) {
        panel = e;
        break;
      }
    }
    if (panel) {
      const box = panel.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) {
        problems.push(`${name(el)} overflows its panel ${name(panel).slice(0, 40)} (${Math.round(rect.left)}–${Math.round(rect.right)} px in ${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    // Text under 12 px: an element's own words.
    const words = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (words && size < 12) problems.push(`${name(el)} is in ${size} px type`);
  }
  // A control fixed over the page must not cover the board, a caption or a question.
  const covered = [...document.querySelectorAll('#board, #caption, .pair-side canvas, .pair-caption, #predict, #exercise, #exercise-start, .predict-options button, #exercise-options button')].filter(visible);
  const fixed = elements.filter((el) => getComputedStyle(el).position === 'fixed' && getComputedStyle(el).pointerEvents !== 'none' && !el.closest('dialog'));
  for (const bar of fixed) {
    const b = bar.getBoundingClientRect();
    for (const target of covered) {
      if (bar.contains(target) || target.contains(bar)) continue;
      const t = target.getBoundingClientRect();
      const overlap = Math.min(b.right, t.right) - Math.max(b.left, t.left) > 1 && Math.min(b.bottom, t.bottom) - Math.max(b.top, t.top) > 1;
      // Only what is on screen can be covered.
      if (overlap && t.bottom > 0 && t.top < window.innerHeight) problems.push(`${name(bar).slice(0, 40)} covers ${name(target).slice(0, 40)}`);
    }
  }
  if (taps) {
    const targets = elements.filter((el) => el.matches('button, select, input:not([type="hidden"]), textarea, summary, [role="tab"]'));
    for (const el of targets) {
      // A checkbox or radio is hit through its label too; a slider through its track.
      const hit = el.matches('input[type="checkbox"], input[type="radio"]') ? el.closest('label') ?? el : el;
      const rect = hit.getBoundingClientRect();
      if (rect.width < 44 - 0.5 || rect.height < 44 - 0.5) problems.push(`${name(hit)} is a ${Math.round(rect.width)} × ${Math.round(rect.height)} px target`);
    }
  }
  return [...new Set(problems)];
}
