// The teacher sees what the learner sees (the teacher's view, teacher=1): for a learner's name
// or number typed (and the attempt), their instance as their page names it and its answer
// key, each step's question and the algorithm's answer, in words; where the algorithm draws
// among equally good answers, every one of them, any of which is right. The keys of a class
// (names pasted, one a line) print one page a learner or as one table: the print stylesheet
// shows the #key-print section alone (style.css, :root[data-print="key"]), as it does the
// worksheet. Everything shown is the core's (exercise::AnswerKey through answerKeysJson, the
// same as `nqueens exercise key --json`): nothing is graded or derived here.

import { answerKeysJson } from '../pkg/nqueens.js';
import { $, capitalized } from './shared.js';
import { errorText, say, t } from './i18n.js';

/**
 * A key as answerKeysJson gives it, its words (the exercise's name and task, the header, each
 * step's question, answer and key: the core's messages) said in the page's language, and
 * `instanceWords` its instance so said (`instance` stays the data, English).
 */
const said = (key) => ({
  ...key,
  instanceWords: say(key.instance_message),
  name: say(key.name),
  task: say(key.task),
  header: say(key.header),
  steps: key.steps.map((step) => ({ ...step, question: say(step.question), answer: say(step.answer), key: say(step.key) })),
});

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children.filter((child) => child !== null));
  return el;
};

/**
 * The keys of `names` (one a line) in class `classCode` for the attempt in the Attempt
 * field: `{ keys, refused }` as the core gives them, or `{ error }` in words (a bad class
 * code or attempt).
 */
function keysOf(classCode, names) {
  const attempt = $('teacher-attempt').value.trim();
  try {
    const result = JSON.parse(answerKeysJson(classCode, names, attempt === '' ? Number.NaN : Number(attempt)));
    return { ...result, keys: result.keys.map(said) };
  } catch (e) {
    return { error: errorText(e) };
  }
}

/**
 * The lines left out, in words: "line 3 (Ada): the same learner as line 1; …" (each `why` a
 * message of the core, said in the page's language).
 */
const refusedWords = (refused) => refused.map((r) => (r.name
  ? t('exercise-key-refused-named', { line: r.line, name: r.name.length > 24 ? `${r.name.slice(0, 24)}…` : r.name, why: say(r.why) })
  : t('exercise-key-refused', { line: r.line, why: say(r.why) }))).join('; ');

/** The address that opens `key`'s instance in Watch at its start (this page, another tab). */
const watchLink = (key) => element('a', {
  href: `?${key.address}`,
  target: '_blank',
  rel: 'noopener',
  textContent: t('exercise-key-open'),
});

/** One step of a key: its question, then the answer in words. */
const stepItem = (step) => element('li', { className: 'key-step' },
  element('p', { className: 'key-question', textContent: step.question }),
  element('p', { className: 'key-answer' }, element('strong', { textContent: `${t('exercise-key-answer')} ` }), step.key));

/** Shows `key` (one learner's) in the teacher's view. */
function showKey(key) {
  const box = $('teacher-key');
  box.replaceChildren(
    element('h4', { className: 'key-header', textContent: key.header, title: t('exercise-key-header-title') }),
    element('p', { className: 'key-task' }, element('strong', { textContent: `${key.name}: ` }), key.task),
    element('p', {}, watchLink(key)),
    element('ol', { className: 'key-steps' }, ...key.steps.map(stepItem)),
  );
  box.dataset.learner = key.learner;
  box.hidden = false;
}

/** The keys as pages, one a learner, in the printed section. */
function printPages(keys) {
  return keys.map((key) => element('article', { className: 'key-page' },
    element('h2', { textContent: t('exercise-key-print-title', { learner: key.learner }) }),
    element('p', { className: 'key-print-header', textContent: `${key.name} — ${key.header}` }),
    element('ol', {}, ...key.steps.map(stepItem)),
    element('p', { className: 'key-print-note', textContent: t('exercise-key-print-note', { learner: key.learner }) })));
}

/** The keys as one table, a row a learner, in the printed section. */
function printTable(keys) {
  const [first] = keys;
  const head = element('tr', {}, ...['exercise-key-col-learner', 'exercise-key-col-instance', 'exercise-key-col-answers'].map((id) => t(id)).map((text) => element('th', { scope: 'col', textContent: text })));
  const rows = keys.map((key) => element('tr', {},
    element('td', { textContent: key.learner }),
    element('td', { textContent: key.instanceWords }),
    element('td', {}, element('ol', {}, ...key.steps.map((step) => element('li', { textContent: step.key }))))));
  return [
    element('h2', { textContent: t('exercise-key-table-title', { name: first.name, class: first.class, attempt: first.attempt }) }),
    element('p', { textContent: t('exercise-key-table-task', { task: first.task }) }),
    element('table', {}, element('thead', {}, head), element('tbody', {}, ...rows)),
  ];
}

/**
 * Sets up the teacher's view's keys: `classCode()` is the class code on show. Show the
 * instance and its key fills the view for the name typed; Print the keys fills the printed
 * section for the names pasted and prints it.
 */
export function setupKeys({ classCode, setStatus }) {
  $('teacher-key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const error = $('teacher-key-error');
    const name = $('teacher-learner').value;
    const result = keysOf(classCode(), name);
    const [key] = result.keys ?? [];
    if (!key) {
      const [refused] = result.refused ?? [];
      const why = result.error ?? (refused ? say(refused.why) : t('exercise-key-name-needed'));
      // A sentence: its first letter capitalised (scripts without capitals keep theirs), and
      // the language's full stop.
      error.textContent = t('sentence-end', { text: capitalized(why) });
      $('teacher-key').hidden = true;
      $('teacher-learner').focus();
      return;
    }
    error.textContent = '';
    showKey(key);
    setStatus(t('exercise-key-status', { learner: key.learner, steps: key.steps.length }));
  });
  $('teacher-key-print').addEventListener('click', () => {
    const status = $('teacher-print-status');
    const result = keysOf(classCode(), $('teacher-names').value);
    if (result.error) {
      status.textContent = t('exercise-key-nothing-printed', { why: result.error });
      return;
    }
    const left = result.refused.length ? ` ${t('exercise-key-left-out', { lines: refusedWords(result.refused) })}` : '';
    if (!result.keys.length) {
      status.textContent = `${t('exercise-key-nothing-to-print')}${left}`;
      return;
    }
    const table = $('teacher-key-layout').value === 'table';
    $('key-print').replaceChildren(...(table ? printTable : printPages)(result.keys));
    $('key-print').dataset.layout = table ? 'table' : 'pages';
    status.textContent = `${t(table ? 'exercise-key-printed-table' : 'exercise-key-printed-pages', { learners: result.keys.length })}${left}`;
    // The print stylesheet shows the keys alone while data-print is "key" (afterprint, in
    // app.js, removes it).
    document.documentElement.dataset.print = 'key';
    window.print();
  });
}
