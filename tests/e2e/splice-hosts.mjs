// Course pages that speak SPLICE as the real hosts do, for splice.test.mjs: each frames the
// page twice, predict mode in `#predict` (a bare iframe) and an exercise in `#exercise`
// (inside a component's div, as Runestone's books and the grader wrap an activity), and
// records what the page asks and reports:
//   window.requests, window.reports: { frame, key, data } for each SPLICE.getState and
//   SPLICE.reportScoreAndState received, `key` the activity the host files it under;
//   window.store: key → the saved state as the host keeps it (Runestone and Doenet keep the
//   JSON string of the state), which a test can read, or set before the frames load (a fresh
//   browser coming back to a course page that holds the learner's work);
//   window.release(): answers the getState requests a holding host (window.holding) kept
//   back; window.twice: key → a second answer a host sends right after the first;
//   window.stray: key → an answer quoting another request's id, sent before the first.
// Each behaviour comes from the host's own code (read, not copied; see splice.js too).

/** The common part: the frames and the records. `script` answers (window.onmessage). */
const page = (title, script) => `<!doctype html><title>Course page (${title})</title><link rel="icon" href="data:,">
<div data-component="splice" id="nqueens-exercise-1"><iframe id="exercise" title="N-Queens exercise" width="1200" height="900"></iframe></div>
<iframe id="predict" title="N-Queens predict mode" width="1200" height="900"></iframe>
<script>
  window.requests = [];
  window.reports = [];
  window.store = {};
  window.held = [];
  window.release = () => { for (const answer of window.held.splice(0)) answer(); };
  /** The iframe whose window sent \`event\`. */
  const frameOf = (event) => [...document.getElementsByTagName('iframe')].find((f) => f.contentWindow === event.source);
  /** Records a request or a report under \`key\`. */
  const note = (event, key) => (event.data.subject === 'SPLICE.getState' ? window.requests : window.reports).push({ frame: frameOf(event)?.id, key, data: event.data });
  ${script}
</script>`;

/**
 * Runestone (RunestoneInteractive/rs, bases/rsptx/interactives/runestone/splice/js/
 * spliceWrapper.ts): an activity is keyed by the id of the component around its iframe, else
 * by the message's activity_id, else by the iframe's src (getUniqueID); a report is logged
 * with JSON.stringify(state) as its answer (handleScoreAndState); getState is answered with
 * the stored answer, the string, quoting message_id (handleGetState; undefined when nothing
 * is saved).
 */
const RUNESTONE = `
  const keyOf = (event) => {
    const frame = frameOf(event);
    const div = frame?.closest('[data-component]');
    if (div) return div.id;
    return event.data.activity_id || frame?.src || 'unknown';
  };
  window.onmessage = (event) => {
    const data = event.data;
    const key = keyOf(event);
    if (data?.subject === 'SPLICE.reportScoreAndState') {
      note(event, key);
      window.store[key] = JSON.stringify(data.state);
    } else if (data?.subject === 'SPLICE.getState') {
      note(event, key);
      // (Read at the request, as Runestone's server is asked then; a holding host's answer
      // comes late with what was saved when it was asked.)
      const state = window.store[key];
      if (window.stray) event.source.postMessage({ message_id: 'nqueens-another-request', subject: 'SPLICE.getState.response', state: window.stray[key] }, '*');
      const answer = () => event.source.postMessage({ message_id: data.message_id, subject: 'SPLICE.getState.response', state }, '*');
      if (window.holding) window.held.push(answer);
      else answer();
      if (window.twice) event.source.postMessage({ message_id: data.message_id, subject: 'SPLICE.getState.response', state: window.twice[key] }, '*');
    }
  };`;

/**
 * Doenet's course site before December 2025 (Doenet/DoenetApps, client/src/paths/
 * AssignmentViewer.tsx before commit 530a7f9c): it reads the request's messageId (camelCase)
 * and answers { messageId, success: true, loadedState, state } with the state parsed from the
 * JSON it stores, or { messageId, success: false, message } when its server fails. It keys
 * an activity by its assignment, here by the frame. (Doenet posts its answers to its own
 * window, where its viewer or the doenetml-iframe wrapper listens; a framed page is reached
 * only through event.source.)
 */
const DOENET_2024 = `
  window.onmessage = (event) => {
    const data = event.data;
    const key = frameOf(event)?.id;
    if (data?.subject === 'SPLICE.reportScoreAndState') {
      note(event, key);
      window.store[key] = JSON.stringify(data.state);
    } else if (data?.subject === 'SPLICE.getState') {
      note(event, key);
      const subject = 'SPLICE.getState.response';
      if (window.failing) event.source.postMessage({ subject, messageId: data.messageId, success: false, message: 'Server error loading page state.' }, '*');
      else if (window.store[key]) event.source.postMessage({ subject, messageId: data.messageId, success: true, loadedState: true, state: JSON.parse(window.store[key]) }, '*');
      else event.source.postMessage({ subject, messageId: data.messageId, success: true, loadedState: false }, '*');
    }
  };`;

/**
 * Doenet's course site since (apps/app/src/paths/AssignmentViewer.tsx): it quotes
 * message_id, answers only when it has a state, and answers a failure with
 * { message_id, error: { code: 1, message } }.
 */
const DOENET = `
  window.onmessage = (event) => {
    const data = event.data;
    const key = frameOf(event)?.id;
    if (data?.subject === 'SPLICE.reportScoreAndState') {
      note(event, key);
      window.store[key] = JSON.stringify(data.state);
    } else if (data?.subject === 'SPLICE.getState') {
      note(event, key);
      const subject = 'SPLICE.getState.response';
      if (window.failing) event.source.postMessage({ subject, message_id: data.message_id, error: { code: 1, message: 'Server error loading page state.' } }, '*');
      else if (window.store[key]) event.source.postMessage({ subject, message_id: data.message_id, state: JSON.parse(window.store[key]) }, '*');
    }
  };`;

/** A course page that saves the reports but never answers getState (a host that does not speak it). */
const SILENT = `
  window.onmessage = (event) => {
    const data = event.data;
    const key = frameOf(event)?.id;
    if (data?.subject === 'SPLICE.reportScoreAndState') {
      note(event, key);
      window.store[key] = JSON.stringify(data.state);
    } else if (data?.subject === 'SPLICE.getState') {
      note(event, key);
    }
  };`;

/** The host pages, by name. */
export const HOSTS = {
  runestone: page('Runestone', RUNESTONE),
  doenet2024: page('Doenet, 2024', DOENET_2024),
  doenet: page('Doenet', DOENET),
  silent: page('no answer', SILENT),
};
