// Themes: light, dark and high contrast, for the page (style.css), the board (draw.js), the
// scaled view of a large board (its worker and the core's palette) and the charts. The choice
// ("auto" follows the system's `prefers-color-scheme`) is remembered in localStorage; a
// `theme=` in the address wins for that visit (for an embedded page in slides: page-state.js
// reads it, the only reader of the address, and setupThemeChoice is given it). Pure data and
// small functions, apart from applyTheme, onThemeChange and the Theme list (setupThemeChoice,
// this module's element), which touch the document.

/**
 * The choices, in the order the Theme list offers them: each its id (theme= in the address)
 * and its English name (the list shows the catalog's theme-<id> in the page's language).
 */
export const THEME_CHOICES = [
  ['auto', 'Auto (system)'],
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['contrast', 'High contrast'],
];

/** The theme the address asks for ('' for none), given by setupThemeChoice. */
let addressTheme = '';

const STORAGE_KEY = 'nqueens-theme';

/**
 * The board's colours in each theme. Squares, queens (ink), the marks of a move (safe,
 * attacked, removed, swap), Wirth's flag strips, and the numbered marks: a translucent fill in
 * each attacking row's hue over the square, its number in a text colour of the same hue
 * (`hsl(hue, s%, l%)`). Every mark's number keeps a contrast of at least 4.5:1 against its
 * filled square in every theme (tests/js/draw.test.mjs).
 */
export const BOARD_THEMES = Object.freeze({
  light: Object.freeze({
    light: '#f4f1ea',
    dark: '#d9d2c3',
    ink: '#1d2433',
    safe: '#1a7f37',
    attacked: '#c62828',
    removed: '#6b7280',
    swap: '#1565c0',
    flagOff: '#eef1f5',
    markFill: { s: 70, l: 55, a: 0.28 },
    markText: { s: 75, l: 20 },
  }),
  dark: Object.freeze({
    light: '#3a4150',
    dark: '#2a303b',
    ink: '#f2f4f8',
    safe: '#4cc26a',
    attacked: '#ff6b6b',
    removed: '#a3abb9',
    swap: '#64a8ff',
    flagOff: '#2a303b',
    markFill: { s: 60, l: 45, a: 0.3 },
    markText: { s: 90, l: 85 },
  }),
  // For washed-out projectors: white and mid-grey squares, black queens, deep colours.
  contrast: Object.freeze({
    light: '#ffffff',
    dark: '#c4c4c4',
    ink: '#000000',
    safe: '#00661d',
    attacked: '#c00000',
    removed: '#404040',
    swap: '#0033cc',
    flagOff: '#e6e6e6',
    markFill: { s: 90, l: 55, a: 0.3 },
    markText: { s: 100, l: 16 },
  }),
});

/** The charts' colours in each theme: text, grid lines, background, one line per algorithm. */
export const CHART_THEMES = Object.freeze({
  light: { text: '#4b5263', grid: 'rgba(0, 0, 0, 0.1)', background: '#ffffff', conflicts: '#c62828', placed: '#5c6b8a',
    palette: ['#1d2433', '#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'] },
  dark: { text: '#c9ced8', grid: 'rgba(255, 255, 255, 0.14)', background: '#1c222c', conflicts: '#ff6b6b', placed: '#a3b1cc',
    palette: ['#e6e9ef', '#ff6b6b', '#64a8ff', '#5fd17a', '#c792ea', '#ffae57', '#4dd0e1'] },
  contrast: { text: '#000000', grid: 'rgba(0, 0, 0, 0.35)', background: '#ffffff', conflicts: '#c00000', placed: '#000000',
    palette: ['#000000', '#c00000', '#0033cc', '#00661d', '#6a00a8', '#a34000', '#006d7a'] },
});

/**
 * The dash patterns of the first algorithms' chart lines (by their place in the registry's
 * list), then the patterns of the algorithms after them, cycled: a line is told apart by more
 * than its colour.
 */
const FIRST_DASHES = [[], [], [10, 4], [3, 3], [14, 4, 3, 4], [6, 6], [2, 4]];
const MORE_DASHES = [[8, 3, 2, 3], [12, 6], [4, 2, 1, 2], [1, 3], [16, 4], [5, 2, 5, 6]];
/**
 * The generated line colours in each theme: their first lightness (HSL %), the way it moves
 * until the line stands out from the chart's background (darker on light, lighter on dark),
 * and by how much (WCAG contrast; 3:1 is the least for a chart's lines).
 */
const GENERATED = {
  light: { lightness: 40, step: -2, contrast: 3.5 },
  dark: { lightness: 62, step: 2, contrast: 3.5 },
  contrast: { lightness: 30, step: -2, contrast: 4.5 },
};

/**
 * The chart line of the algorithm at `index` of the registry's list, for any number of
 * algorithms: `{ colour: '#rrggbb', dash: [on, off, …] }`. The first ones take the theme's
 * palette and FIRST_DASHES; each after them a hue 137.5° (the golden angle) on from the one
 * before, at the theme's lightness, and a dash pattern of MORE_DASHES, so that no two lines
 * share both a colour and a pattern (tests/js/page-helpers.test.mjs checks 12 in every theme).
 */
export function seriesStyle(index, theme = effectiveTheme()) {
  const { palette } = CHART_THEMES[theme];
  if (index < palette.length) return { colour: palette[index], dash: FIRST_DASHES[index % FIRST_DASHES.length] };
  const k = index - palette.length;
  const hue = (20 + 137.508 * (k + 1)) % 360;
  const { lightness, step, contrast: least } = GENERATED[theme];
  const background = hexRgb(CHART_THEMES[theme].background);
  let l = lightness;
  while (l > 5 && l < 95 && contrast(hslRgb(hue, 75, l), background) < least) l += step;
  const rgb = hslRgb(hue, 75, l);
  return { colour: `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`, dash: MORE_DASHES[k % MORE_DASHES.length] };
}

/** True for a theme's id (THEME_CHOICES). */
export const knownTheme = (value) => THEME_CHOICES.some(([id]) => id === value);

/** The theme chosen: the address's (as setupThemeChoice was given it), else remembered, else "auto". */
export function chosenTheme() {
  if (knownTheme(addressTheme)) return addressTheme;
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be refused (a sandboxed iframe, a file:// page in some browsers).
  }
  return knownTheme(stored) ? stored : 'auto';
}

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/**
 * The theme on show: "light", "dark" or "contrast". "auto" follows the system's scheme, except
 * while presenting: projectors wash colours out, so a presentation is in high contrast unless
 * a theme was chosen.
 */
function effectiveTheme(choice = document.documentElement.dataset.themeChoice ?? chosenTheme()) {
  if (choice !== 'auto') return choice;
  if (document.documentElement.dataset.present === 'true') return 'contrast';
  return systemDark() ? 'dark' : 'light';
}

/** The board colours of the theme on show (or of `theme`). */
export const boardColours = (theme = effectiveTheme()) => BOARD_THEMES[theme];

/** The chart colours of the theme on show (or of `theme`). */
export const chartColours = (theme = effectiveTheme()) => CHART_THEMES[theme];

/**
 * Shows `choice` ("auto", "light", "dark" or "contrast"): the document's `data-theme` (which
 * style.css reads) and, with `remember`, localStorage; then tells every listener.
 */
export function applyTheme(choice, { remember = false } = {}) {
  const root = document.documentElement;
  root.dataset.themeChoice = choice;
  root.dataset.theme = effectiveTheme(choice);
  // The legend's swatches in the board's own colours.
  const C = BOARD_THEMES[root.dataset.theme];
  for (const name of ['light', 'dark', 'ink', 'safe', 'attacked', 'removed', 'swap']) {
    root.style.setProperty(`--board-${name}`, C[name]);
  }
  root.style.setProperty('--mark-fill-s', `${C.markFill.s}%`);
  root.style.setProperty('--mark-fill-l', `${C.markFill.l}%`);
  root.style.setProperty('--mark-fill-a', String(C.markFill.a));
  root.style.setProperty('--mark-s', `${C.markText.s}%`);
  root.style.setProperty('--mark-l', `${C.markText.l}%`);
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // Not remembered; the choice still holds for this visit.
    }
  }
  document.dispatchEvent(new CustomEvent('nqueens-theme', { detail: root.dataset.theme }));
}

/** Calls `listener(theme)` whenever the theme on show changes (a choice, or the system's). */
export function onThemeChange(listener) {
  document.addEventListener('nqueens-theme', (event) => listener(event.detail));
}

/**
 * The Theme list, set up once: its choices (named by `label(id)`, the page's language's
 * words; the English names by default), the theme chosen (`asked`, the address's theme= as
 * page-state.js's themeOfAddress reads it, for this visit; else the one remembered) shown, the
 * system's scheme followed while the choice is "auto", and a new choice remembered.
 */
export function setupThemeChoice(label = (id) => THEME_CHOICES.find(([choice]) => choice === id)[1], asked = '') {
  addressTheme = knownTheme(asked) ? asked : '';
  const select = document.getElementById('theme');
  select.replaceChildren(...THEME_CHOICES.map(([id]) => new Option(label(id), id)));
  const choice = chosenTheme();
  select.value = choice;
  applyTheme(choice);
  followSystemTheme();
  select.addEventListener('change', () => applyTheme(select.value, { remember: true }));
}

/** Follows the system's scheme while the choice is "auto". */
export function followSystemTheme() {
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (document.documentElement.dataset.themeChoice === 'auto') applyTheme('auto');
  });
}

/** True when the person asked for less motion: glides and swaps jump instead. */
export const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

// ---------------------------------------------------------------- contrast (WCAG 2.x)

/** [r, g, b] (0–255) of `#rrggbb`. */
export function hexRgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** [r, g, b] (0–255) of hsl(h, s%, l%). */
export function hslRgb(h, s, l) {
  const S = s / 100;
  const L = l / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = S * Math.min(L, 1 - L);
  const f = (n) => L - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

/** `top` with opacity `alpha` over `bottom` ([r, g, b] each). */
export const blend = (top, alpha, bottom) => top.map((v, i) => v * alpha + bottom[i] * (1 - alpha));

/** WCAG relative luminance of [r, g, b] (0–255). */
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two [r, g, b] colours (1 to 21). */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
