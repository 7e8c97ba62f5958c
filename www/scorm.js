// The SCORM run-time side of a class's exercise packaged for an LMS (Moodle, Canvas,
// Blackboard, Brightspace, Schoology). The package (src/scorm.rs; `nqueens exercise scorm`,
// or the teacher's view) holds this page as the single file with one
// <meta name="nqueens-scorm" content="class=BT-7KQ2M9;scorm=1.2;mastery=80">; where there is
// none, nothing here runs. With it, at start-up (startScorm, from app.js):
// - the LMS's API is looked for as the SCORM run-time environment says: `API` (1.2) or
//   `API_1484_11` (2004) on this window and up its parents, then up the opener's (at most
//   MAX_LEVELS windows each way; a window of another origin is passed over);
// - LMSInitialize (2004: Initialize); the learner is the LMS's: cmi.core.student_id and
//   student_name (2004: cmi.learner_id, learner_name). The instance is the one `nqueens
//   exercise instance --class CODE --learner ID` shows for that id: no name to type;
// - cmi.suspend_data holds the attempt (src/scorm.rs: "NQS1~done~kept~completion code"): a
//   relaunch, on any computer, replays it, with the exercise's "Welcome back". Data that does
//   not read (corrupt, of another class, learner or version) starts a fresh attempt with a
//   message, and nothing the LMS holds is overwritten until the learner answers; the score
//   it held then stays the least the LMS is told (and a finished status stays finished);
// - after every graded step (reportToLms, from exercise.js): the score (1.2:
//   cmi.core.score.raw, min 0, max 100; 2004: cmi.score.scaled and raw, min, max, and
//   cmi.progress_measure), the status (1.2: cmi.core.lesson_status incomplete until an
//   attempt is finished, then passed or failed against the mastery score; 2004:
//   cmi.completion_status and cmi.success_status), the attempt in cmi.suspend_data, then
//   LMSCommit (2004: Commit). The score is the best of the attempt under way and the ones
//   before it: Reset (a fresh instance) never lowers what the gradebook shows;
// - on pagehide: cmi.core.session_time, cmi.core.exit "suspend" (so the LMS keeps the
//   attempt for the next launch), LMSCommit and LMSFinish (2004: cmi.session_time, cmi.exit,
//   Commit, Terminate).
// An LMS that refuses a value (LMSGetLastError's code, LMSGetErrorString's words) is told on
// the page (#exercise-lms); the exercise goes on. With no LMS found, the page asks for a
// name for the package's class, as its class link does, and sends nothing.
//
// A guided lesson's package (<meta … content="lesson=ID;scorm=1.2;mastery=80">, an own
// lesson's text after it; src/scorm.rs LessonPackage; startScormLesson, from app.js once the
// lesson player is made) opens its lesson at start, with no name to ask, the LMS found and
// its session kept as above (the same Lms class). The lesson player (lesson.js) owns the
// learner's place; this module is its `reporter`:
// - at start, the place the LMS kept: cmi.suspend_data holds the player's place as JSON
//   (placeData: the slide, the furthest slide seen, the answers, finished; bounded to the
//   version's limit, the questions' words dropped first), read back by readPlace; data that
//   does not read starts the lesson afresh at slide 1 with a message, nothing the LMS holds
//   overwritten until the learner moves on. Without data, cmi.core.lesson_location (2004:
//   cmi.location) alone gives the slide;
// - after each move or answer of the learner (lessonValues): the score (the questions right
//   at the first try, of the lesson's questions; a lesson without any, the share of its slides
//   seen), the status (incomplete until Finish, then passed or failed against the mastery
//   score, or completed for a lesson without questions; 2004: completion_status,
//   success_status and progress_measure), the slide in lesson_location (2004: location),
//   the place in suspend_data, then commit; on pagehide as for an exercise. Messages go to
//   #lesson-lms. Opened outside an LMS, the lesson keeps its place in this browser only.
//
// What the learner reads (the notes, the LMS's refusals, a saved attempt or place that does
// not read) is the catalog's, in the page's language (locales/<tag>/lessons.ftl: scorm-… and
// lesson-scorm-…, through i18n.js, imported once a package's page starts: Node's tests import
// this module's pure parts, and i18n.js needs a page); readPlace throws an Error whose
// `message` is English and `l10n` its message, as the core's errors are. What the LMS keeps
// (cmi.suspend_data, the values above) is language-independent.

import { learnerKey, scormPackageConfig, scormResume, scormSuspendData } from '../pkg/nqueens.js';
import { $, plain } from './shared.js';

/** The most characters of a learner's name or number an exercise's instance is drawn from (src/exercise.rs). */
const MAX_LEARNER = 60;

/** How many windows up (parents) and across (openers) the LMS's API is looked for. */
export const MAX_LEVELS = 10;

/** Each version's API object, its calls and the data model's names. */
export const VERSIONS = {
  '1.2': {
    api: 'API', initialize: 'LMSInitialize', terminate: 'LMSFinish', get: 'LMSGetValue', set: 'LMSSetValue',
    commit: 'LMSCommit', lastError: 'LMSGetLastError', errorString: 'LMSGetErrorString',
    learnerId: 'cmi.core.student_id', learnerName: 'cmi.core.student_name', mastery: 'cmi.student_data.mastery_score',
    suspend: 'cmi.suspend_data', raw: 'cmi.core.score.raw', status: 'cmi.core.lesson_status',
    exit: 'cmi.core.exit', sessionTime: 'cmi.core.session_time', limit: 4096, location: 'cmi.core.lesson_location',
  },
  '2004': {
    api: 'API_1484_11', initialize: 'Initialize', terminate: 'Terminate', get: 'GetValue', set: 'SetValue',
    commit: 'Commit', lastError: 'GetLastError', errorString: 'GetErrorString',
    learnerId: 'cmi.learner_id', learnerName: 'cmi.learner_name', mastery: 'cmi.scaled_passing_score',
    suspend: 'cmi.suspend_data', raw: 'cmi.score.raw', status: 'cmi.completion_status', success: 'cmi.success_status',
    exit: 'cmi.exit', sessionTime: 'cmi.session_time', limit: 64_000, location: 'cmi.location',
  },
};

/** The API object `name` on `win` or up its parents (MAX_LEVELS at most), or null. */
function upFrom(win, name) {
  for (let level = 0; win && level <= MAX_LEVELS; level++) {
    try {
      const api = win[name];
      if (api && typeof api === 'object') return api;
    } catch {
      // A window of another origin: its properties are not ours to read; its parent may be.
    }
    let parent = null;
    try {
      parent = win.parent;
    } catch {
      parent = null;
    }
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

/**
 * The LMS's API object `name` ('API' or 'API_1484_11') as the SCORM run-time environment
 * finds it: on `win` and its parents, then on the window that opened it (or its top window's
 * opener) and its parents, and so on along the openers, MAX_LEVELS windows each way. Null when
 * there is none.
 */
export function findApi(win, name) {
  let api = upFrom(win, name);
  let from = win;
  for (let level = 0; !api && from && level < MAX_LEVELS; level++) {
    let opener = null;
    try {
      opener = from.opener ?? from.top?.opener ?? null;
    } catch {
      opener = null;
    }
    if (!opener || opener === from) break;
    api = upFrom(opener, name);
    from = opener;
  }
  return api;
}

/** A score from 0 to 1 as SCORM writes it: at most two decimals of a percentage, or four of a fraction. */
const percent = (share) => String(Math.round(share * 10_000) / 100);
const fraction = (share) => String(Math.round(share * 10_000) / 10_000);

/**
 * The values the LMS is told after a graded step, in order, as [element, value] pairs:
 * `credit` the attempt's score so far (0 to 1), `answered` and `total` its steps, `done` the
 * best finished attempt's score (null for none: incomplete), `kept` the best score of the
 * attempts before this one or held by the LMS (the score told never goes below it), `mastery`
 * the percentage that passes.
 */
export function lmsValues(version, { credit, answered, total, done = null, kept = 0, mastery }) {
  const shown = Math.max(credit, done ?? 0, kept);
  const status = done === null ? 'incomplete' : done * 100 >= mastery - 1e-9 ? 'passed' : 'failed';
  if (version === '1.2') {
    return [
      ['cmi.core.score.raw', percent(shown)],
      ['cmi.core.score.min', '0'],
      ['cmi.core.score.max', '100'],
      ['cmi.core.lesson_status', status],
    ];
  }
  return [
    ['cmi.score.scaled', fraction(shown)],
    ['cmi.score.raw', percent(shown)],
    ['cmi.score.min', '0'],
    ['cmi.score.max', '100'],
    ['cmi.progress_measure', fraction(total ? answered / total : 0)],
    ['cmi.completion_status', done === null ? 'incomplete' : 'completed'],
    ['cmi.success_status', done === null ? 'unknown' : status],
  ];
}

/**
 * The values the LMS is told after a move or an answer in a lesson, in order, as [element,
 * value] pairs: `credit` the score (0 to 1), `progress` the share of the slides seen (0 to
 * 1), `finished` the lesson finished (Finish pressed, now or on an earlier launch),
 * `questions` how many it asks, `mastery` the percentage that passes. A lesson without
 * questions is completed, never passed or failed.
 */
export function lessonValues(version, { credit, progress, finished, questions, mastery }) {
  const success = !finished || !questions ? null : credit * 100 >= mastery - 1e-9 ? 'passed' : 'failed';
  if (version === '1.2') {
    return [
      ['cmi.core.score.raw', percent(credit)],
      ['cmi.core.score.min', '0'],
      ['cmi.core.score.max', '100'],
      ['cmi.core.lesson_status', finished ? success ?? 'completed' : 'incomplete'],
    ];
  }
  return [
    ['cmi.score.scaled', fraction(credit)],
    ['cmi.score.raw', percent(credit)],
    ['cmi.score.min', '0'],
    ['cmi.score.max', '100'],
    ['cmi.progress_measure', fraction(finished ? 1 : progress)],
    ['cmi.completion_status', finished ? 'completed' : 'incomplete'],
    ['cmi.success_status', success ?? 'unknown'],
  ];
}

/**
 * A lesson's place (the lesson player's: `{ lesson, slide, seen, answers, finished }`) as
 * cmi.suspend_data keeps it: JSON, each answer's slide, move, question and right (its slide's
 * title is the lesson's); the questions' words dropped if that is what makes it fit `limit`
 * characters; null if even that does not fit.
 */
export function placeData(place, limit) {
  const data = (answers) => JSON.stringify({ lesson: place.lesson, slide: place.slide, seen: place.seen, finished: place.finished, answers });
  const full = data(place.answers.map(({ slide, move, question, right }) => ({ slide, move, question, right })));
  if (full.length <= limit) return full;
  const short = data(place.answers.map(({ slide, move, right }) => ({ slide, move, right })));
  return short.length <= limit ? short : null;
}

/**
 * An Error whose `message` is `english` and whose `l10n` is the catalog's message `id` with
 * `args` (the same words, for i18n.js's errorText in the page's language).
 */
function refusal(id, args, english) {
  return Object.assign(new Error(english), { l10n: { id, args } });
}

/**
 * The place `data` (placeData's) holds for `lesson` (its id and slides): `{ slide, seen,
 * answers, finished }`, each answer given its slide's title again. Throws in words (a
 * `refusal`, scorm-place-…) on data that is not a place, of another lesson, or names a slide
 * the lesson does not have.
 */
export function readPlace(data, lesson) {
  let place;
  try {
    place = JSON.parse(data);
  } catch {
    place = null;
  }
  if (!place || typeof place !== 'object' || Array.isArray(place)) throw refusal('scorm-place-not-place', {}, 'it is not a place this lesson saved');
  if (place.lesson !== lesson.id) {
    const saved = JSON.stringify(String(place.lesson ?? ''));
    throw refusal('scorm-place-other-lesson', { saved, lesson: lesson.id }, `it is the place in another lesson (${saved}), not in “${lesson.id}”`);
  }
  const count = lesson.slides.length;
  const isSlide = (k) => Number.isInteger(k) && k >= 1 && k <= count;
  if (!isSlide(place.slide)) {
    const slide = JSON.stringify(place.slide ?? null);
    throw refusal('scorm-place-slide', { slide, count }, `its slide (${slide}) is not one of the lesson's ${count}`);
  }
  if (!Array.isArray(place.answers)) throw refusal('scorm-place-no-answers', {}, 'it has no list of answers');
  const answers = [];
  for (const answer of place.answers) {
    if (!isSlide(answer?.slide) || typeof answer.right !== 'boolean' || !lesson.slides[answer.slide - 1].ask) {
      const shown = String(JSON.stringify(answer)).slice(0, 40);
      throw refusal('scorm-place-answer', { answer: shown }, `an answer names no question of the lesson (${shown})`);
    }
    if (answers.some((a) => a.slide === answer.slide)) throw refusal('scorm-place-twice', { slide: answer.slide }, `it answers slide ${answer.slide}'s question twice`);
    answers.push({ slide: answer.slide, title: lesson.slides[answer.slide - 1].title, move: answer.move, question: typeof answer.question === 'string' ? answer.question : '', right: answer.right });
  }
  const seen = isSlide(place.seen) ? Math.max(place.seen, place.slide) : place.slide;
  return { slide: place.slide, seen, answers, finished: place.finished === true };
}

/** A session's time as the version writes it: 1.2 "HH:MM:SS" (CMITimespan), 2004 "PT1H2M3S". */
export function sessionTime(version, seconds) {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
  if (version === '2004') return `PT${h}H${m}M${r}S`;
  const two = (v) => String(v).padStart(2, '0');
  return `${two(Math.min(h, 9999))}:${two(m)}:${two(r)}`;
}

/** The shortened value of an element, for a message. */
const shortened = (value) => (value.length > 40 ? `${value.slice(0, 37)}…` : value);

/** The page's catalog (i18n.js: t, errorText), once a package's page has loaded it; null before. */
let words = null;

/** Loads the page's catalog into `words` (once). */
async function loadWords() {
  words ??= await import('./i18n.js');
  return words;
}

/** The catalog's message `id` with `args`, in the page's language (`words` loaded). */
const t = (id, args = {}) => words.t(id, args);

/** One session with the LMS: its API's calls, each failure kept in words. */
class Lms {
  constructor(api, version) {
    this.api = api;
    this.version = version;
    this.names = VERSIONS[version];
    this.started = Date.now();
    this.ended = false;
    this.problems = [];
  }

  /** Calls the API's `call` ('initialize', 'get', …) with `args`: its answer as a string, '' if it threw. */
  call(call, ...args) {
    try {
      return String(this.api[this.names[call]](...args) ?? '');
    } catch (error) {
      this.lastThrown = String(error?.message ?? error);
      return '';
    }
  }

  /** What went wrong, in words: the LMS's last error code and its words (the LMS's own, as it gives them). */
  why() {
    if (this.lastThrown) {
      const said = t('scorm-lms-threw', { call: this.names.set, error: this.lastThrown });
      this.lastThrown = '';
      return said;
    }
    const code = this.call('lastError');
    if (!code || code === '0') return t('scorm-lms-no-error-code');
    const given = this.call('errorString', code);
    return given ? t('scorm-lms-error', { code, words: given }) : t('scorm-lms-error-code', { code });
  }

  /** True if `answer` (an API call's) is SCORM's true. */
  static ok(answer) {
    return answer === 'true';
  }

  initialize() {
    return Lms.ok(this.call('initialize', ''));
  }

  get(element) {
    return this.call('get', element);
  }

  /** Sets `element` to `value`; false, with the refusal told on the page, when the LMS refuses. */
  set(element, value) {
    if (Lms.ok(this.call('set', element, String(value)))) return true;
    this.problem(t('scorm-lms-refused', { element, value: shortened(String(value)), why: this.why() }));
    return false;
  }

  commit() {
    if (Lms.ok(this.call('commit', ''))) return true;
    this.problem(t('scorm-lms-not-saved', { call: this.names.commit, why: this.why() }));
    return false;
  }

  /** Ends the session: the time spent, exit "suspend" (the LMS keeps the attempt), commit, finish. */
  end() {
    if (this.ended) return;
    this.set(this.names.sessionTime, sessionTime(this.version, (Date.now() - this.started) / 1000));
    this.set(this.names.exit, 'suspend');
    this.commit();
    this.call('terminate', '');
    this.ended = true;
  }

  problem(text) {
    if (!this.problems.includes(text)) this.problems.push(text);
    tell();
  }
}

/**
 * The package this page is (its meta's kind, 'exercise' or 'lesson'; its class or lesson,
 * version and mastery score), null for none; undefined until read.
 */
let pkg;
/** The session with the LMS, or null (no LMS found, or it did not start one). */
let lms = null;
/** What the page says of the LMS (#exercise-lms), before any problem. */
let note = '';
/** The best finished attempt's score (0 to 1), or null: the status is incomplete until one. */
let done = null;
/** The best score of the attempts before the one under way, or held by the LMS (0 to 1). */
let kept = 0;
/** The attempt under way ("attempt:grading") and its score, as last reported. */
let last = null;

/** Shows the note and the LMS's problems in #exercise-lms (a lesson's package: #lesson-lms). */
function tell() {
  if (typeof note === 'function') {
    // A note that needs the catalog: said once it is loaded.
    if (!words) {
      loadWords().then(tell);
      return;
    }
    note = note();
  }
  const box = $(pkg?.kind === 'lesson' ? 'lesson-lms' : 'exercise-lms');
  const problems = lms?.problems ?? [];
  box.textContent = [note, ...problems.slice(-3)].filter(Boolean).join(' ');
  box.hidden = !box.textContent;
  box.dataset.problems = String(problems.length);
}

/** The package's settings from this page's <meta name="nqueens-scorm">, null without one. */
function packageConfig() {
  if (pkg !== undefined) return pkg;
  pkg = null;
  const meta = document.querySelector('meta[name="nqueens-scorm"]');
  if (!meta) return null;
  try {
    pkg = JSON.parse(scormPackageConfig(meta.content));
    return pkg;
  } catch (error) {
    note = () => t('scorm-settings-unread', { error: words.errorText(error) });
    tell();
    return null;
  }
}

/**
 * Finds the LMS's API (the package's version first, else the other) and starts a session
 * (`lms`), the mastery score the LMS gives taking the package's place: null once started,
 * '' when no LMS is found, else why the LMS did not start one, in words.
 */
function connect() {
  document.documentElement.dataset.scorm = pkg.version;
  const other = pkg.version === '1.2' ? '2004' : '1.2';
  let version = pkg.version;
  let api = findApi(window, VERSIONS[version].api);
  if (!api && (api = findApi(window, VERSIONS[other].api))) version = other;
  if (!api) return '';
  const session = new Lms(api, version);
  if (!session.initialize()) return t('scorm-lms-no-session', { call: session.names.initialize, why: session.why() });
  lms = session;
  document.documentElement.dataset.lms = version;
  addEventListener('pagehide', () => lms.end());
  // SCORM 1.2's mastery score is a percentage, 2004's scaled passing score a fraction: the
  // LMS's, when it gives one (it applies it itself), else the package's.
  const given = Number.parseFloat(lms.get(lms.names.mastery));
  const mastery = Number.isFinite(given) ? (version === '2004' ? given * 100 : given) : pkg.mastery;
  pkg.mastery = mastery >= 0 && mastery <= 100 ? mastery : pkg.mastery;
  return null;
}

/** The class's exercise asking for a name (no LMS to give one), with `why` said. */
function askName(exerciser, why) {
  note = why;
  tell();
  exerciser.askName({ classCode: pkg.classCode });
}

/**
 * Starts the exercise of the package this page is, for the LMS's learner, from the attempt
 * the LMS saved; false (nothing done) when the page is no package's. `exerciser` is the
 * page's Exerciser (exercise.js).
 */
export async function startScorm(exerciser) {
  if (packageConfig()?.kind !== 'exercise') return false;
  await loadWords();
  const why = connect();
  if (why !== null) {
    askName(exerciser, why
      ? t('scorm-exercise-no-score', { why })
      : t('scorm-exercise-no-lms', { class: pkg.classCode }));
    return true;
  }
  const { names, version } = lms;
  const learner = lms.get(names.learnerId).trim();
  const name = lms.get(names.learnerName).trim();
  let tooLong = false;
  try {
    learnerKey(learner);
  } catch {
    tooLong = true;
  }
  if (!learner || tooLong) {
    note = learner
      ? t('scorm-exercise-id-too-long', { length: learner.length, max: MAX_LEARNER })
      : t('scorm-exercise-no-id');
    tell();
    exerciser.askName({ classCode: pkg.classCode });
    return true;
  }
  // The learner is the LMS's: neither the class nor the name is typed.
  exerciser.signedIn();
  note = t('scorm-exercise-signed-in', { name: name || learner, mastery: pkg.mastery });
  const saved = lms.get(names.suspend);
  let opened = false;
  if (saved) {
    try {
      const attempt = JSON.parse(scormResume(saved, pkg.classCode, learner));
      ({ done, kept } = attempt);
      opened = await exerciser.open({ classCode: pkg.classCode, learner, mode: attempt.mode, attempt: attempt.attempt, answers: attempt.answers, seconds: attempt.seconds });
    } catch (error) {
      note += ` ${t('scorm-exercise-attempt-unread', { error: words.errorText(error) })}`;
    }
  }
  if (!opened) {
    // No attempt to go on from: the score the LMS holds, if any, is the least it is told
    // from now on, and a status it holds of a finished attempt stays finished.
    const raw = Number.parseFloat(lms.get(names.raw));
    kept = Number.isFinite(raw) ? Math.min(Math.max(raw / 100, 0), 1) : 0;
    const status = version === '2004' ? lms.get(names.success) : lms.get(names.status);
    const finished = ['passed', 'failed', 'completed'].includes(status) || (version === '2004' && lms.get(names.status) === 'completed');
    done = finished ? kept : null;
    opened = await exerciser.open({ classCode: pkg.classCode, learner, mode: 'fix', attempt: 1 });
  }
  if (opened) {
    const ex = exerciser.ex;
    last = { key: `${ex.attempt()}:${ex.mode()}`, credit: plain(ex.score(), ['credit']).credit };
  }
  tell();
  if (!opened) return true;
  // exit "suspend" from the start, so that a session the browser cuts short is still resumed.
  lms.set(names.exit, 'suspend');
  const status = lms.get(names.status);
  if (!saved && ['', 'not attempted', 'unknown'].includes(status)) lms.set(names.status, 'incomplete');
  lms.commit();
  return true;
}

/**
 * After a graded step of `exerciser`'s exercise (its report()): the score, the status and
 * the attempt to the LMS, then commit. Nothing when no LMS session runs, or when the
 * exercise on show is not the package's class.
 */
export function reportToLms(exerciser) {
  const ex = exerciser.ex;
  if (!lms || lms.ended || pkg?.kind !== 'exercise' || !ex || ex.classCode() !== pkg.classCode) return;
  const score = plain(ex.score(), ['credit', 'answered', 'total']);
  // A new attempt (Reset, or another grading): the one before keeps its score.
  const key = `${ex.attempt()}:${ex.mode()}`;
  if (last && last.key !== key) kept = Math.max(kept, last.credit);
  last = { key, credit: score.credit };
  if (ex.finished()) done = Math.max(done ?? 0, score.credit);
  for (const [element, value] of lmsValues(lms.version, { ...score, done, kept, mastery: pkg.mastery })) lms.set(element, value);
  const data = scormSuspendData(done ?? undefined, kept, ex.completionCode(exerciser.seconds()));
  if (data.length > lms.names.limit) {
    lms.problem(t('scorm-exercise-too-long', { limit: lms.names.limit, version: lms.version }));
  } else {
    lms.set(lms.names.suspend, data);
  }
  lms.commit();
}

/** True when this page is a guided lesson's SCORM package. */
export const isLessonPackage = () => packageConfig()?.kind === 'lesson';

/**
 * Opens the lesson of the package this page is, at the place the LMS kept for its learner,
 * and reports the place and score after each move or answer (the player's `reporter`).
 * Resolves to null when the page is no lesson's package (nothing done), else to a message
 * for the page's address messages ('' for none). `player` is the page's LessonPlayer.
 */
export async function startScormLesson(player) {
  if (packageConfig()?.kind !== 'lesson') return null;
  await loadWords();
  const own = pkg.lessonText !== null;
  const resolved = await player.resolve(own ? { text: pkg.lessonText } : { id: pkg.lesson });
  if (!resolved.lesson) return resolved.error ? t('lesson-scorm-unopened', { error: resolved.error }) : '';
  const lesson = resolved.lesson;
  const source = own ? { kind: 'own', text: pkg.lessonText } : { kind: 'builtin' };
  const why = connect();
  if (why !== null) {
    note = t('lesson-scorm-kept-here', { why: why || t('lesson-scorm-no-lms', { title: lesson.title }) });
    await player.open(lesson, source);
    tell();
    return '';
  }
  const names = lms.names;
  const version = lms.version;
  const questions = lesson.slides.filter((slide) => slide.ask).length;
  const name = lms.get(names.learnerName).trim() || lms.get(names.learnerId).trim();
  note = t(`lesson-scorm-signed-in${name ? '-as' : ''}${questions ? '-questions' : ''}`, { name, mastery: pkg.mastery });
  // What the LMS holds: the place, else the slide alone; a finished lesson's status stays
  // finished, and its score is the least the LMS is told.
  const saved = lms.get(names.suspend);
  const status = lms.get(names.status);
  let finishedBefore = ['passed', 'failed', 'completed'].includes(status) || (version === '2004' && ['passed', 'failed'].includes(lms.get(names.success)));
  const raw = Number.parseFloat(lms.get(names.raw));
  const kept = Number.isFinite(raw) ? Math.min(Math.max(raw / 100, 0), 1) : 0;
  let place = { slide: 1, seen: 1, answers: [], finished: false };
  if (saved) {
    try {
      place = readPlace(saved, lesson);
    } catch (error) {
      note += ` ${t('lesson-scorm-place-unread', { error: words.errorText(error) })}`;
    }
  } else {
    const at = Number(lms.get(names.location));
    if (Number.isInteger(at) && at >= 1 && at <= lesson.slides.length) place = { ...place, slide: at, seen: at };
  }
  player.reporter = (now, { credit, slides }) => {
    if (lms.ended || player.lesson?.id !== lesson.id) return;
    finishedBefore ||= now.finished;
    const values = lessonValues(version, { credit: Math.max(credit, kept), progress: now.seen / slides, finished: finishedBefore, questions, mastery: pkg.mastery });
    for (const [element, value] of values) lms.set(element, value);
    lms.set(names.location, String(now.slide));
    const data = placeData(now, names.limit);
    if (data === null) lms.problem(t('lesson-scorm-place-too-long', { limit: names.limit, version }));
    else lms.set(names.suspend, data);
    lms.commit();
  };
  await player.open(lesson, source, null, place);
  tell();
  // exit "suspend" from the start, so that a session the browser cuts short is still resumed.
  lms.set(names.exit, 'suspend');
  if (!saved && ['', 'not attempted', 'unknown'].includes(status)) lms.set(names.status, 'incomplete');
  lms.commit();
  return '';
}
