// An algorithm's parameters in the Watch form: controls built from its description's
// `parameters` (a select for a choice, a number field for a whole or real number, a checkbox
// for a flag), and the `name=value&…` query the core takes, holding only the values changed
// from their defaults (so an address with every default names none). The core checks every
// value (`paramsProblem`); nothing here knows an algorithm. A whole or real parameter's
// bound is a number or "n", the board size (a parameter k with 0 ≤ k ≤ n): the number
// field's min and max are set from the n of the board the form is for (the form is built
// again for each board).

import { capitalized } from './shared.js';

/** A bound of a parameter on an n × n board: the number, or n for "n" ('' when n is not known). */
export function boundAt(bound, n) {
  if (bound === 'n') return n === undefined ? '' : String(n);
  return String(bound);
}

/**
 * `query` for `description` on an n × n board: a value above a bound of n (k = 8 on a board
 * of 5 rows) brought down to n, with a note per value changed ("k was 8, more than the
 * board's 5 rows: k = 5."). Returns { query, notes }; the query unchanged when none is.
 */
export function clampToBoard(description, query, n) {
  const pairs = [...new URLSearchParams(query)];
  const notes = [];
  for (const pair of pairs) {
    const parameter = description.parameters.find((p) => p.name === pair[0]);
    const kind = parameter?.kind;
    if (!kind || kind.max !== 'n' || !['whole', 'real'].includes(kind.type)) continue;
    const value = Number(pair[1]);
    if (pair[1].trim() === '' || !Number.isFinite(value) || value <= n) continue;
    notes.push(`${pair[0]} was ${pair[1]}, more than the board's ${n} ${n === 1 ? 'row' : 'rows'}: ${pair[0]} = ${n}.`);
    pair[1] = String(n);
  }
  if (!notes.length) return { query, notes };
  // A value brought to its default is left out, as the form writes it.
  const kept = pairs.filter(([name, value]) => {
    const parameter = description.parameters.find((p) => p.name === name);
    return !parameter || value !== defaultText(parameter);
  });
  return { query: new URLSearchParams(kept).toString(), notes };
}

/** The default of `parameter` as the address writes it. */
export function defaultText(parameter) {
  const kind = parameter.kind;
  if (kind.type === 'flag') return kind.default ? 'on' : 'off';
  return String(kind.default);
}

/**
 * The parameters of `description` given in `search` (a URLSearchParams), as a query of those
 * given, in the description's order ('' for none).
 */
export function paramsFromAddress(description, search) {
  const pairs = [];
  for (const parameter of description.parameters) {
    if (search.has(parameter.name)) pairs.push([parameter.name, search.get(parameter.name)]);
  }
  return new URLSearchParams(pairs).toString();
}

/** The value of `name` in `query` ('' and the default when absent). */
function valueIn(query, parameter) {
  return new URLSearchParams(query).get(parameter.name) ?? defaultText(parameter);
}

/**
 * Fills `container` with a control per parameter of `description`, set to the values of
 * `query`; `onChange()` is called when one changes. Ids start with `prefix`; each control
 * is described by the element `describedBy` (its error line). A bound of n is the board size
 * `n` (none when `n` is not given). Returns false when there are none.
 */
export function buildParamControls(container, description, query, onChange, { prefix = 'param-', describedBy = 'params-error', n } = {}) {
  const controls = description.parameters.map((parameter) => {
    const id = `${prefix}${parameter.name}`;
    const value = valueIn(query, parameter);
    const kind = parameter.kind;
    const wrap = Object.assign(document.createElement('div'), { className: 'param' });
    wrap.title = parameter.changes;
    let input;
    if (kind.type === 'choice') {
      input = document.createElement('select');
      input.append(...kind.choices.map((c) => new Option(c.label, c.value)));
      input.value = value;
    } else if (kind.type === 'flag') {
      input = Object.assign(document.createElement('input'), { type: 'checkbox' });
      input.checked = ['on', 'true', '1'].includes(value);
    } else {
      input = Object.assign(document.createElement('input'), {
        type: 'number',
        min: boundAt(kind.min, n),
        max: boundAt(kind.max, n),
        step: kind.type === 'whole' ? '1' : 'any',
        value,
      });
      input.size = 6;
    }
    Object.assign(input, { id, name: parameter.name });
    input.dataset.param = parameter.name;
    input.setAttribute('aria-describedby', describedBy);
    input.addEventListener('change', onChange);
    const label = Object.assign(document.createElement('label'), { htmlFor: id, textContent: parameter.label });
    if (kind.type === 'flag') {
      label.prepend(input, ' ');
      wrap.classList.add('check-field');
      wrap.append(label);
    } else {
      wrap.append(label, input);
    }
    return wrap;
  });
  container.replaceChildren(...controls);
  return controls.length > 0;
}

/**
 * The query of the controls in `container` for `description`: only the values that differ
 * from their defaults, in the description's order.
 */
export function readParamControls(container, description) {
  const pairs = [];
  for (const parameter of description.parameters) {
    const input = container.querySelector(`[data-param="${parameter.name}"]`);
    if (!input) continue;
    const value = parameter.kind.type === 'flag' ? (input.checked ? 'on' : 'off') : input.value.trim();
    if (value !== defaultText(parameter)) pairs.push([parameter.name, value]);
  }
  return new URLSearchParams(pairs).toString();
}

/** `query` written for a person: "sideways = 100, restart = off", "k = 3" ('' for none). */
export function paramsInWords(query) {
  return [...new URLSearchParams(query)].map(([name, value]) => `${name} = ${value}`).join(', ');
}

/**
 * `query` in the words of `description`'s form: a choice by its label ("Forward checking"),
 * a number after its parameter's label and "=" ("Sideways moves = 100", "Random rows k =
 * 3"), a flag after its label ("Random restart off"); '' for none. The one formatter of a
 * run's values in words: the options' summary and side by side's names use it.
 */
export function paramsLabelled(description, query) {
  return [...new URLSearchParams(query)].map(([name, value]) => {
    const parameter = description.parameters.find((p) => p.name === name);
    if (!parameter) return `${name} = ${value}`;
    const choice = parameter.kind.type === 'choice' && parameter.kind.choices.find((c) => c.value === value);
    if (choice) return choice.label;
    return parameter.kind.type === 'flag' ? `${parameter.label} ${value}` : `${parameter.label} = ${value}`;
  }).join(', ');
}

/** Unicode's isolation marks, which a right-to-left language's message puts around its variables. */
const ISOLATES = /^[\u2066-\u2069]*/u;

/**
 * The core's `message` (in any of the page's languages) as a sentence: its first letter
 * capitalised (past any isolation marks; a script without capitals, Chinese's or Arabic's,
 * is left as it is), unless it starts with a name whose case is its own: one of
 * `description`'s parameters ("k “9”: …", never "K"; a parameter's name is an id, the same in
 * every language) or a word with a capital in it already (an algorithm's name, "queensLV").
 * Nothing here knows a language's words: only the message's first word (letters, digits,
 * "_" and "-", in any script).
 */
export function asSentence(message, description) {
  const marks = ISOLATES.exec(message)[0];
  const rest = message.slice(marks.length);
  const word = /^[\p{L}\p{N}_-]*/u.exec(rest)[0];
  if (!rest || description?.parameters.some((p) => p.name === word) || /\p{Lu}/u.test(word)) return message;
  return `${marks}${capitalized(rest)}`;
}

/**
 * The parameter `message` refuses on its own, and the value the run keeps: `{ name, value }`
 * (the value of that parameter in `query`, the run's, or its default), or null when it
 * refuses no one value. `message` is the core's English (an Error's `message`, the same in
 * every language), read for the parameter it starts with.
 */
export function keptValue(description, query, message) {
  // Only a value refused on its own ("k “9”: …"), not two that disagree (floor and temperature).
  const word = /^([^\s“:,]+) “/.exec(message)?.[1] ?? '';
  const parameter = description.parameters.find((p) => p.name === word);
  if (!parameter) return null;
  return { name: parameter.name, value: new URLSearchParams(query).get(parameter.name) ?? defaultText(parameter) };
}

/**
 * A refusal of the core (`problem`, as the bindings throw or return it) as the sentence a
 * form shows in the page's language: `text` (its words in that language, `errorText`'s) as a
 * sentence (`asSentence`) with the language's full stop (`sentence-end`); when `query` (the
 * run's parameters) is given and the refusal is of one value typed in the form, with the
 * value the run keeps ("k “9”: … — still k = 3.", `params-refused-still`). `t` is the
 * page's `t` (www/i18n.js), handed in so that this module stays loadable in Node's tests.
 */
export function refusalSentence(t, text, description, problem, query = null) {
  const sentence = asSentence(text, description);
  const kept = query === null ? null : keptValue(description, query, String(problem?.message ?? problem));
  return kept ? t('params-refused-still', { text: sentence, ...kept }) : t('sentence-end', { text: sentence });
}
