// Helpers shared by the page's modules: element lookup, number formatting (English, or the
// page's language: setNumberLocale) and the parsing of whole numbers typed by a person (with
// or without thousands separators).

/** OEIS A000170: Q(n), the number of solutions on an n × n board, for n = 1..17. */
export const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104];
/** OEIS A002562: fundamental solutions (one per class under rotation and reflection) for n = 1..17. */
export const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939];

/** The element with id `id`. */
export const $ = (id) => document.getElementById(id);

/**
 * The page's language for numbers when it is not English (www/i18n.js sets it): then
 * `format` writes through Intl.NumberFormat of that language (German 1.234.567,5).
 */
let numberLocale = null;
const numberFormats = new Map();

/** Numbers in `tag`'s way from now on (English: the fast path below). */
export function setNumberLocale(tag) {
  numberLocale = tag === 'en' || tag.startsWith('en-') ? null : tag;
  numberFormats.clear();
}

/**
 * `value` in English digit grouping (1,234,567), with exactly `digits` decimals: what
 * `toLocaleString('en-US')` gives (tests/js checks it), without Intl, whose first use loads
 * the locale's data: 20-50 ms in one task of the page's start-up on the 2-core test machine.
 * In another language (setNumberLocale), Intl.NumberFormat of that language.
 */
export function format(value, digits = 0) {
  const number = Number(value);
  if (numberLocale) {
    if (!numberFormats.has(digits)) {
      numberFormats.set(digits, new Intl.NumberFormat(numberLocale, { maximumFractionDigits: digits, minimumFractionDigits: digits }));
    }
    return numberFormats.get(digits).format(number);
  }
  // Rounded half away from zero on the shortest decimal that reads back as the number, as
  // V8's Intl does (toFixed rounds the exact binary value: 1.005 → "1.00", Intl "1.01").
  // Infinities, NaN and exponent forms (below 1e-6, from 1e21) are left to Intl.
  const shortest = String(Math.abs(number));
  if (!Number.isFinite(number) || shortest.includes('e')) {
    return number.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  }
  const [int, frac = ''] = shortest.split('.');
  let kept = int + frac.slice(0, digits).padEnd(digits, '0');
  if (frac.length > digits && frac[digits] >= '5') {
    // Add one in the last kept place, carrying.
    const places = [...kept];
    let i = places.length - 1;
    while (i >= 0 && places[i] === '9') places[i--] = '0';
    if (i >= 0) places[i] = String(Number(places[i]) + 1);
    else places.unshift('1');
    kept = places.join('');
  }
  const whole = kept.slice(0, kept.length - digits);
  const fraction = kept.slice(kept.length - digits);
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${digits ? `.${fraction}` : ''}`;
}

/**
 * Digits, or digits in groups of three after a first group of one to three, separated all by
 * the same comma, space, no-break space or narrow no-break space: "1000", "1,000", "1 000".
 */
const WHOLE = /^(?:\d+|\d{1,3}(?:([, \u00a0\u202f])\d{3})(?:\1\d{3})*)$/;

/**
 * The whole number a person typed, thousands separators allowed ("1,000", "1 000"), or null
 * when `text` is not one (blank, a sign, a decimal point, misplaced separators).
 */
export function parseGrouped(text) {
  const trimmed = String(text ?? '').trim();
  if (!WHOLE.test(trimmed)) return null;
  return Number(trimmed.replace(/[^\d]/g, ''));
}

/** A whole number from `min` to `max` (separators allowed), or an error message naming `what`. */
export function parseWhole(text, min, max, what) {
  const value = parseGrouped(text);
  if (value === null || value < min || value > max) {
    return { error: `${what} must be a whole number from ${format(min)} to ${format(max)}.` };
  }
  return { value };
}

/**
 * The named `fields` of a record handed over by the core (a getter_with_clone struct) as a
 * plain object, which can be kept, compared or posted to another thread; the record is freed.
 */
export function plain(record, fields) {
  const out = {};
  for (const field of fields) out[field] = record[field];
  record.free();
  return out;
}

/** The fields of the core's layers record (`Solver.layers()`, src/bindings.rs). */
const LAYER_FIELDS = ['marks', 'pruning', 'attemptsPerRow', 'flags', 'checkedRows', 'deadRow', 'fillingRow', 'choosesRow', 'values'];
/** The fields of its population. */
const POPULATION_FIELDS = ['boards', 'values', 'bestValue', 'parents', 'crossover', 'mutatedRow'];

/**
 * The layers of the board on show of `handle` (a core Solver), one snapshot of the move
 * (src/layers.rs), as a plain object read once from the core's record, which is freed:
 * `{ marks, pruning, attemptsPerRow, flags, checkedRows, deadRow, fillingRow, choosesRow,
 * values, population }`, 1-based; a layer the algorithm does not keep is empty, 0, −1, false,
 * or (the population) null.
 */
export function layersOf(handle) {
  const record = handle.layers();
  const population = record.population;
  const layers = plain(record, LAYER_FIELDS);
  layers.population = population ? plain(population, POPULATION_FIELDS) : null;
  return layers;
}

/**
 * The counters' boxes for the side panel: for each `{ id, label, title }` a term and a value
 * ("0" until drawn, its data-testid the id; `title` says what it counts, if given).
 */
export function counterBoxes(counters) {
  return counters.map(({ id, label, title }) => {
    const box = document.createElement('div');
    if (title) box.title = title;
    const dd = Object.assign(document.createElement('dd'), { textContent: '0' });
    dd.dataset.testid = id;
    box.append(Object.assign(document.createElement('dt'), { textContent: label }), dd);
    return box;
  });
}

/** `text` (a message from the core, which starts lower-case) with a capital first letter. */
export const capitalized = (text) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** Writes a status line (a polite live region) only when it changes, so it is not re-read. */
export function setStatusText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}


/** `count` of `unit` (a plural: "trials") in words: "1 trial", "12 trials". */
export const countOf = (count, unit) => `${format(count)} ${count === 1 ? unit.replace(/s$/, '') : unit}`;

/**
 * The text the browser keeps under `key` (localStorage), or null when none is kept or storage
 * is refused (a private window, a page opened from disk in some browsers).
 */
export function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `text` under `key`; false when storage is full or refused (the page goes on, unkept). */
export function store(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** The value kept under `key` as JSON, or null (none kept, storage refused, not JSON). */
export function storedJson(key) {
  try {
    return JSON.parse(stored(key));
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` as JSON; false when storage is full or refused. */
export const storeJson = (key, value) => store(key, JSON.stringify(value));
