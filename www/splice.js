// The SPLICE protocol (the one OpenDSA, Runestone/PreTeXt and CodeCheck speak to the
// activities they embed), so that an exercise's score (exercise.js) and predict mode's reach a
// course page with no server of ours: framed by a host (window.parent is another window), the
// page
// - asks the host for a saved state on load: { subject: 'SPLICE.getState', message_id },
//   answered by { subject: 'SPLICE.getState.response', message_id, state } (state null or
//   absent: nothing saved);
// - after every graded answer reports { subject: 'SPLICE.reportScoreAndState', message_id,
//   score, state }, score in [0, 1].
// Only messages from the parent window are read. Stand-alone (not framed), nothing is sent.
// The score guards against mistakes, not cheating: the state is the learner's own page's.

/** True when a host page frames this one. */
export const framed = () => window.parent !== window;

let counter = 0;
/** A fresh message id. */
const messageId = () => `nqueens-${Date.now().toString(36)}-${(counter += 1)}`;

/** Posts `message` to the host, when framed. */
function post(message) {
  if (framed()) window.parent.postMessage(message, '*');
}

/** Reports `score` (0 to 1) and `state` (a plain object) to the host. */
export function reportScoreAndState(score, state) {
  post({ subject: 'SPLICE.reportScoreAndState', message_id: messageId(), score, state });
}

/**
 * The state the host saved for this activity, or null: none saved, not framed, or no answer
 * within `timeoutMs` (a host that does not speak SPLICE).
 */
export function getState(timeoutMs = 1500) {
  if (!framed()) return Promise.resolve(null);
  const id = messageId();
  return new Promise((resolve) => {
    const done = (state) => {
      window.removeEventListener('message', listen);
      clearTimeout(timer);
      resolve(state ?? null);
    };
    const listen = (event) => {
      const data = event.data;
      if (event.source !== window.parent || typeof data !== 'object' || data === null) return;
      if (data.subject !== 'SPLICE.getState.response') return;
      if ((data.message_id ?? data.messageId) !== id) return;
      done(data.state);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    window.addEventListener('message', listen);
    post({ subject: 'SPLICE.getState', message_id: id });
  });
}
