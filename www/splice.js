// The SPLICE protocol, so that an exercise's score (exercise.js) and predict mode's
// (predict.js) reach a course page with no server of ours. Framed by a host (window.parent
// is another window), the page
// - asks the host, once on load, for the state it saved:
//   { subject: 'SPLICE.getState', message_id, messageId, activity_id };
// - after every graded answer reports
//   { subject: 'SPLICE.reportScoreAndState', message_id, messageId, activity_id, score, state },
//   score in [0, 1], state a plain object (what JSON gives back: hosts store it as JSON).
// Only messages from the parent window are read. Stand-alone (not framed), nothing is sent.
// The score guards against mistakes, not cheating: the state is the learner's own page's.
//
// The protocol (cssplice.org/slcp/iframe-protocol-specification.html) says little more than
// the message shapes; the hosts that speak it in practice differ, and the page takes what
// each sends:
// - Runestone (RunestoneInteractive/rs, bases/rsptx/interactives/runestone/splice/js/
//   spliceWrapper.ts) keys an activity by the id of the Runestone component around the
//   iframe, else by the message's activity_id, else by the iframe's src (getUniqueID; a frame
//   it cannot find is keyed "unknown", shared by all), logs JSON.stringify(state) as the
//   answer, and answers getState with the stored answer (handleGetState), quoting
//   message_id; its server parses the string back (book_server_api/routers/rslogging.py) but
//   the grader's view hands the frame the stored answer as it is (assignment_builder's
//   IframeAnswerView.tsx), and a state may come back as that JSON string: it is parsed. A
//   failed look-up or nothing saved gives state undefined: nothing saved.
// - Doenet's course site before December 2025 (Doenet/DoenetApps,
//   client/src/paths/AssignmentViewer.tsx before commit 530a7f9c) read the request's
//   messageId (camelCase) and answered { messageId, success: true, loadedState, state }, or
//   { messageId, success: false, message } on a server error: the page sends both ids and
//   reads either. Since then (apps/app/src/paths/AssignmentViewer.tsx) it quotes message_id,
//   answers nothing when nothing is saved, and answers an error as
//   { message_id, error: { code, message } } (DoenetML's packages/standalone/README.md,
//   "Loading saved state at boot", where an error may quote no id at all).
// - An error, or success: false, starts a fresh attempt with the host's words; so does a
//   host that never answers (after WAIT_MS: long enough for a host that asks its server, as
//   Runestone does), in words.
//   An answer after that is still taken while the learner has answered nothing here (see
//   the consumers, exercise.js and predict.js), since nothing the host holds was replaced yet.
// - One request, one answer: the first answer to quote the request's id is the one; answers
//   after it, and those quoting another id, are ignored. An answer quoting no id is taken
//   too (DoenetML's Viewer/DocViewer.tsx takes such an error; a state taken so is still
//   checked against the activity, class and learner before it is restored).
// Hosts identify activities by activity_id or by the iframe's address; the page sends an
// activity_id naming what the activity is (predict.js, exercise.js: the run, or the class),
// so a step=K the address gained while the learner worked, or a frame the host cannot find,
// keys nothing else. readAnswer is the one place a host's answer becomes a saved state or a
// reason it cannot be used, as a message (locales/<tag>/splice.ftl) the consumers say in the
// page's language; what the page sends the host is protocol data, in no language.

/** True when a host page frames this one. */
export const framed = () => window.parent !== window;

/**
 * The format of the states the page reports (a `version` in each). A state without one was
 * reported before versions were written, in this same format.
 */
export const STATE_VERSION = 1;

/** How long the page waits for the host's answer before saying it starts fresh (ms). */
export const WAIT_MS = 5000;

/** The longest a host's words are quoted (characters). */
const QUOTED = 200;

let counter = 0;
/** A fresh message id, unique among the page's frames too (a host may log them together). */
const newMessageId = () => {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `nqueens-${Date.now().toString(36)}-${random}-${(counter += 1)}`;
};

/** A message's id under both names the hosts read (see above). */
const ids = (id) => ({ message_id: id, messageId: id });

/** Posts `message` to the host, when framed. */
function post(message) {
  if (framed()) window.parent.postMessage(message, '*');
}

/**
 * Reports `score` (0 to 1) and `state` (a record, turned into the plain object that a
 * host storing it as JSON gives back) for activity `activityId` to the host.
 */
export function reportScoreAndState(activityId, score, state) {
  const plainState = JSON.parse(JSON.stringify({ ...state, version: STATE_VERSION }));
  post({ subject: 'SPLICE.reportScoreAndState', ...ids(newMessageId()), activity_id: activityId, score, state: plainState });
}

/** A message (`{id, args}`, said by i18n.js's `say`; locales/<tag>/splice.ftl). */
const m = (id, args = {}) => ({ id, args });

/**
 * `value` in words for a message, as a message: a string quoted (cut short), anything else
 * by its kind (a number or true/false as it is: data).
 */
function quoted(value) {
  if (typeof value === 'string') {
    const text = value.trim().replace(/\s+/g, ' ');
    return m('splice-quoted', { text: text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text });
  }
  if (typeof value === 'number' || typeof value === 'boolean') return m('splice-as-is', { value: String(value) });
  return Array.isArray(value) ? m('splice-a-list') : value === null ? m('splice-null') : m('splice-kind', { kind: typeof value });
}

/**
 * What the host said went wrong, as a message, or null when its answer reports no error: an
 * `error` (a string, or { code, message }: the protocol's, Doenet's), or `success: false`
 * with its `message` (Doenet's older course site).
 */
function hostError(data) {
  const { error } = data;
  if (error !== undefined && error !== null && error !== false) {
    if (typeof error === 'object' && !Array.isArray(error)) {
      if (typeof error.message === 'string' && error.message.trim()) {
        return error.code !== undefined && error.code !== null ? m('splice-error-coded', { said: quoted(error.message), code: quoted(error.code) }) : quoted(error.message);
      }
      if (error.code !== undefined && error.code !== null) return m('splice-error-code', { code: quoted(error.code) });
      return m('splice-error-unsaid');
    }
    return typeof error === 'string' && error.trim() ? quoted(error) : m('splice-error-unsaid');
  }
  if (data.success === false) {
    return typeof data.message === 'string' && data.message.trim() ? quoted(data.message) : m('splice-failed-unsaid');
  }
  return null;
}

/**
 * What a host's answer to SPLICE.getState (the message's data) gives the page:
 * - { kind: 'saved', state }: a saved state, a plain object (parsed when the host handed back
 *   the JSON string it stored);
 * - { kind: 'none' }: nothing saved (no state, null, an empty string, loadedState false);
 * - { kind: 'refused', words }: the host answered with an error; `words` says what it said;
 *   `words` here and below is a message (`{id, args}`, an argument a text or a message:
 *   locales/<tag>/splice.ftl), for i18n.js's `say`;
 * - { kind: 'unusable', words }: a state the page cannot read (not JSON, not a record, or of
 *   another version of the page); `words` says why.
 * Never throws, whatever the answer holds.
 */
export function readAnswer(data) {
  if (typeof data !== 'object' || data === null) return { kind: 'unusable', words: m('splice-not-a-message', { value: quoted(data) }) };
  const said = hostError(data);
  if (said !== null) return { kind: 'refused', words: m('splice-it-said', { said }) };
  let state = data.loadedState === false ? null : data.state;
  // A host storing JSON.stringify(state) may hand back that string (Runestone), or a string
  // of it once more.
  if (typeof state === 'string' && state.trim() !== '') {
    try {
      state = JSON.parse(state);
    } catch {
      return { kind: 'unusable', words: m('splice-not-json') };
    }
    if (typeof state === 'string') {
      try {
        state = JSON.parse(state);
      } catch {
        // Words, not a record: said below.
      }
    }
  }
  if (state === undefined || state === null || (typeof state === 'string' && state.trim() === '')) return { kind: 'none' };
  if (typeof state !== 'object' || Array.isArray(state)) return { kind: 'unusable', words: m('splice-not-a-record', { value: quoted(state) }) };
  const version = state.version ?? 1;
  if (version !== STATE_VERSION) {
    return { kind: 'unusable', words: m('splice-other-version', { format: quoted(version), mine: STATE_VERSION }) };
  }
  return { kind: 'saved', state };
}

/**
 * Asks the host for the state it saved for activity `activityId` (when framed; else
 * nothing happens). `onAnswer(result)` is called once, with readAnswer's result and `late`
 * (true when it came after `onSilence`); `onSilence()` once, when no answer came within
 * `waitMs`. Answers after the first are ignored. Nothing waits on it: the page goes on, and
 * the consumers decide what a late answer may still change.
 */
export function askSavedState(activityId, { onAnswer, onSilence, waitMs = WAIT_MS }) {
  if (!framed()) return;
  const id = newMessageId();
  let silent = false;
  const timer = setTimeout(() => {
    silent = true;
    onSilence();
  }, waitMs);
  const listen = (event) => {
    const data = event.data;
    if (event.source !== window.parent || typeof data !== 'object' || data === null) return;
    if (data.subject !== 'SPLICE.getState.response') return;
    const quotedId = data.message_id ?? data.messageId;
    if (quotedId !== undefined && quotedId !== null && quotedId !== id) return;
    window.removeEventListener('message', listen);
    clearTimeout(timer);
    onAnswer({ ...readAnswer(data), late: silent });
  };
  window.addEventListener('message', listen);
  post({ subject: 'SPLICE.getState', ...ids(id), activity_id: activityId });
}
