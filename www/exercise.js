// Exercises ("be the algorithm": exercise=1 in the address, or the Be the algorithm button):
// the learner performs the algorithm's steps on the board, each graded by the core against
// the algorithm itself (src/exercise.rs), as JSAV/OpenDSA's proficiency exercises do:
// - what is asked is the core's, derived from the moves' events (never per algorithm): which
//   square is tried next or backtrack, which squares an inference prunes, which row MRV fills,
//   which queen moves where, on which squares a queen may land, does a queen pass the
//   diagonal check, is a swap tested taken, a proposal's chance, where a crossover falls,
//   the formula's square. This module collects an answer by its form alone: a square
//   clicked on the board or picked by keyboard (Row, Column, Pick), a set picked square by
//   square then Done, a row, a button the core names (Backtrack, Stuck, Wipe-out, yes, no)
//   or a percent typed;
// - grading: after each step (a wrong step fixed by the algorithm, or undone and asked
//   again) or at the end (the first mismatch named); Undo (a square of a set being picked,
//   or at the end's grading the last answer), Reset (a fresh instance: the next attempt),
//   Model answer (the algorithm's next step shown; no credit for this instance);
// - the instance: a class code and the learner's name draw it (the same on any device);
// - the score reaches the teacher: a course page framing this one hears it by SPLICE after
//   every graded step (and gives the attempt back on reload); an LMS, when this page is a
//   class's SCORM package (scorm.js); stand-alone, a completion code
//   at the end, which `nqueens exercise check` and the teacher's view re-grade; and the
//   learner can download the attempt as JSON.
// The board always shows the algorithm's state (the core's), move for move: the board's
// solver follows the exercise's position. Every question and verdict is text in live
// regions, so a screen reader hears it. Its elements are this module's: the exercise's
// section (a root a board measures, roots.js) and the Be the algorithm button
// (showExerciseOpen, setupExerciseOpen).
// Every word shown is a message of locales/<tag>/exercise.ftl: the core's (the questions,
// answers, verdicts and the instance, as `{id, args}` JSON said with i18n.js's `say`) and
// this module's (`t`). The attempt's download and the answers it hands a lesson are the same
// in every language: its data (class code, tokens, scores, completion code) as they are, its
// words (the exercise's name, each question and answer) in English (i18n.js's `sayEnglish`),
// as before the catalogs; its `lang` names the page's language the learner worked in.

import { Exercise, exerciseFamily, learnerKey, newClassCode, normalizedClassCode } from '../pkg/nqueens.js';
import { $, layersOf, plain, storeJson, storedJson } from './shared.js';
import { askSavedState, reportScoreAndState, WAIT_MS } from './splice.js';
import { reportToLms } from './scorm.js';
import { download } from './exports.js';
import { reducedMotion } from './theme.js';
import { algorithms } from './registry.js';
import { ownRoot } from './roots.js';
import { captionOf } from './narration.js';
import { english, errorText, language, say, sayEnglish, t } from './i18n.js';

/**
 * `text` ended as a sentence: the language's full stop added (`sentence-end`: "." in English,
 * "。" in Chinese) unless it ends with one already (any language's, or a question or
 * exclamation mark), so "。" gets no "." after it.
 */
const endSentence = (text) => (/[.。!?！？؟]$/.test(text) ? text : t('sentence-end', { text }));

/** A core message as the bindings give it (JSON, src/message.rs) in the page's language. */
const sayJson = (json) => say(JSON.parse(json));

/** The pause between the algorithm's moves made after one answer (a wipe-out and its lift). */
const MOVE_MS = 450;
/** More moves than this after one answer (a greedy start) are sought at once, not shown one by one. */
const SHOWN_MOVES = 12;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The exercise's section is this module's: a board measures it (on a wide screen it stands beside the board).
ownRoot('exercise', () => $('exercise'));

/**
 * The browser's own copy of a learner's attempt in a class (localStorage, keyed by the class
 * code and the name as hashed), so that a reload comes back to it, model answer and all,
 * rather than to a clean attempt. Null when nothing is saved or storage is refused.
 */
const savedLocally = (classCode, learner) => storedJson(`nqueens-exercise:${classCode}:${learnerKey(learner)}`);

// (Storage refused, a private window or a file page: the attempt lives as long as the tab.)
const saveLocally = (classCode, learner, state) => storeJson(`nqueens-exercise:${classCode}:${learnerKey(learner)}`, state);

/**
 * The activity a course page (SPLICE) keeps an exercise's attempt under: the class, or for
 * an exercise without one (a new class each time) its family. The same for every learner: the
 * host tells learners apart.
 */
const hostActivity = (classCode, family) => {
  let code = '';
  try {
    code = classCode.trim() ? normalizedClassCode(classCode) : '';
  } catch {
    code = classCode.trim().toUpperCase();
  }
  return `nqueens/exercise/${code || `family=${family}`}`;
};

/** The forms answered with a set of squares, picked one by one, then Done. */
const SETS = new Set(['squares', 'columns']);

/** Where exercises are, in words (for the messages where an algorithm has none). */
export const exercisesAreFor = () => t('exercise-available');

/** The family (its code: "BT", "FC", …) performing `algorithm` with `params`, or null. */
export const familyOf = (algorithm, params = '') => exerciseFamily(algorithm, params ?? '') ?? null;

/**
 * The first exercise of the registry's first algorithm (the walkthrough's depth-first search),
 * with its defaults: what Be the backtracker opens.
 */
export const depthFirstFamily = () => familyOf(algorithms()[0]?.id ?? '');

/** The answers among an attempt's tokens: all but "u", which takes the last one back. */
const given = (tokens) => tokens.filter((token) => String(token) !== 'u').length;

/**
 * The Be the algorithm button: enabled where `board` (the board on show, running `algorithm`)
 * has an exercise and no exercise `holds` the board, else disabled with the reason beside it.
 */
export function showExerciseOpen(board, algorithm, holds) {
  const button = $('exercise-open');
  const family = board?.stepwise && !board.pair && !board.sandbox ? familyOf(algorithm, board.params ?? '') : null;
  const why = family ? '' : t('exercise-open-why');
  button.disabled = holds || !family;
  button.title = why;
  $('exercise-open-why').textContent = why;
}

/** The Be the algorithm button, set up once: `open()` on a click. */
export function setupExerciseOpen(open) {
  $('exercise-open').addEventListener('click', open);
}

export class Exerciser {
  /**
   * `hooks`: what the exercise may touch of the page: `showRun(algorithm, n, seed, params)`
   * (a new board; false when refused), `board()` (the board on show), `lock(on)` (the
   * controls that would move the board or change the run, disabled while exercising),
   * `writeUrl()`, `fit()`, `setStatus(text)`.
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.ex = null; // the core's Exercise
    this.learner = ''; // the name or number the instance was drawn for (as typed, trimmed)
    this.picked = []; // squares [row, col] of a set being picked
    this.percentDraft = ''; // a chance being typed (kept while the panel is redrawn)
    this.started = 0; // Date.now() at the instance's start (less the time restored)
    this.busy = false; // an answer's move is being shown
    this.asking = false; // a class link waits for the learner's name (askName)
    this.verdict = '';
    this.code = '';
    this.hostActivity = null; // what a course page (SPLICE) keeps the attempt under
    this.answeredHere = false; // an answer (or Reset, or Leave) since the page loaded
    $('exercise-setup').addEventListener('submit', (event) => {
      event.preventDefault();
      const classCode = $('exercise-class').value;
      const learner = $('exercise-learner').value;
      if (classCode.trim() && !learner.trim()) {
        $('exercise-setup-error').textContent = t('exercise-name-needed');
        $('exercise-learner').focus();
        return;
      }
      this.open({ classCode, learner, mode: $('exercise-grading').value, resume: true });
    });
    $('exercise-undo').addEventListener('click', () => this.undo());
    $('exercise-reset').addEventListener('click', () => this.reset());
    $('exercise-model').addEventListener('click', () => this.modelStep());
    $('exercise-download').addEventListener('click', () => this.download());
    $('exercise-leave').addEventListener('click', () => this.leave());
    $('exercise-pick').addEventListener('click', () => this.onSquare(Number($('exercise-row').value), Number($('exercise-col').value)));
    $('exercise-copy').addEventListener('click', async (event) => {
      const button = event.currentTarget;
      const code = $('exercise-code').value;
      let ok = true;
      try {
        await navigator.clipboard.writeText(code);
      } catch {
        ok = false;
        $('exercise-code').select();
      }
      button.textContent = t(ok ? 'exercise-copied' : 'exercise-copy-by-hand');
      this.hooks.setStatus(t(ok ? 'exercise-copied-status' : 'exercise-copy-by-hand-status'));
      setTimeout(() => { button.textContent = t('exercise-copy'); }, 2000);
    });
  }

  /** True while an exercise runs. */
  get active() {
    return this.ex !== null;
  }

  /**
   * True while the exercise holds the board: it runs, or a class link waits for the
   * learner's name. Only the learner's answers move the board then: no key or button does.
   */
  get holdsBoard() {
    return this.active || this.asking;
  }

  /**
   * Starts an exercise: the class code `classCode` (else a new one of `family`), the
   * learner's name, grading `mode` ("fix", "undo" or "end"), attempt `attempt`, with
   * `answers` replayed (a restored attempt) and `seconds` already spent. False, with the
   * reason shown, when the core refuses (a bad class code, a name too long).
   */
  async open({ family = null, classCode = '', learner = '', mode = 'fix', attempt = 1, answers = [], seconds = 0, resume = false, step = null } = {}) {
    const error = $('exercise-setup-error');
    error.textContent = '';
    let ex;
    try {
      if (step) return this.openStep(step);
      const code = classCode.trim() || newClassCode(family ?? this.ex?.family() ?? depthFirstFamily());
      // The learner's attempt in this class as this browser saved it: the same grading goes
      // on from it (a reload); another grading is a fresh instance, the next attempt.
      const saved = resume && classCode.trim() ? savedLocally(normalizedClassCode(code), learner) : null;
      if (saved && Number.isSafeInteger(saved.attempt) && saved.attempt > 0) {
        if (saved.mode === mode && Array.isArray(saved.answers)) {
          ({ attempt, answers } = saved);
          seconds = Number.isSafeInteger(saved.seconds) ? saved.seconds : 0;
        } else {
          attempt = saved.attempt + 1;
        }
      }
      ex = new Exercise(code, learner, attempt, mode, answers.map(String));
    } catch (e) {
      // The panel shows, open at its setup, with the reason.
      $('exercise').hidden = false;
      $('exercise-setup-box').open = true;
      error.textContent = t('exercise-refused', { why: errorText(e) });
      return false;
    }
    if (!this.hooks.showRun(ex.algorithm(), ex.n(), ex.seed(), ex.params())) {
      error.textContent = t('exercise-not-set-up');
      ex.free();
      return false;
    }
    this.step = null;
    return this.start(ex, { learner, answers, seconds });
  }

  /**
   * The exercise's step a guided lesson's slide asks, on the board on show (the slide's):
   * `step` = {algorithm, params, n, seed, start} of that board and its move, and
   * `graded(result)`, told {right, answered, total, modelOpened, unfinished, log} once the
   * step's questions are answered, or when it is left half-answered (unfinished; log: the
   * answers in force, as logJson gives them). No class, name, attempt or completion code:
   * the lesson keeps the score.
   * False, with the reason shown, when the core refuses.
   */
  async openStep(step) {
    let ex;
    try {
      ex = Exercise.atMove(step.algorithm, step.params ?? '', step.n, String(step.seed ?? ''), step.start);
    } catch (e) {
      this.hooks.setStatus(t('exercise-step-refused', { why: errorText(e) }));
      return false;
    }
    this.step = step;
    return this.start(ex, { learner: '', answers: [], seconds: 0 });
  }

  /** Shows the exercise `ex` (the core's) on the board, at its first question. */
  async start(ex, { learner, answers, seconds }) {
    this.ex?.free();
    this.ex = ex;
    this.picked = [];
    // The answers restored (a "u", an answer taken back, is none).
    const answered = given(answers);
    this.verdict = answered ? t('exercise-welcome-back', { answered, attempt: ex.attempt() }) : '';
    this.code = ''; // the completion code, once every step is answered
    this.resetArmed = false; // Reset pressed once while an attempt is under way
    this.started = Date.now() - seconds * 1000;
    document.documentElement.dataset.exercise = ex.family();
    const board = this.hooks.board();
    // The squares' values, where the board draws them (hill climbing's h), are the learner's
    // to find: hidden.
    board.exercise = { hideValues: Boolean(board.info.draws.squareValues), picked: this.picked, ghost: null, caption: '' };
    $('exercise').hidden = false;
    this.hooks.lock(true);
    await board.seek(ex.position(), { extend: true });
    $('exercise-class').value = ex.classCode();
    $('exercise-learner').value = learner.trim();
    this.learner = learner.trim();
    for (const id of ['exercise-undo', 'exercise-reset', 'exercise-model', 'exercise-download', 'exercise-leave']) Object.assign($(id), { disabled: false, hidden: false });
    this.asking = false;
    $('exercise-grading').value = ex.mode();
    $('exercise-setup-box').open = !learner.trim() && !this.step;
    // A lesson's step: the slide's board, the lesson's score; no class, instance to draw
    // again, attempt to download or code to hand in.
    $('exercise-setup-box').hidden = Boolean(this.step);
    for (const id of ['exercise-reset', 'exercise-download']) $(id).hidden = Boolean(this.step);
    this.fillPicker(ex.n());
    this.persist();
    this.render();
    this.hooks.writeUrl();
    this.hooks.fit();
    const name = sayJson(ex.nameMessage());
    if (this.step) this.hooks.setStatus(t('exercise-status-step', { name }));
    else this.hooks.setStatus(t(learner.trim() ? 'exercise-status-open' : 'exercise-status-open-anonymous', { name, instance: sayJson(ex.instanceMessage()) }));
    return true;
  }

  /**
   * The learner is signed in by someone else (an LMS, scorm.js): the class and the name are
   * shown, not typed.
   */
  signedIn() {
    $('exercise-class').readOnly = true;
    $('exercise-learner').readOnly = true;
  }

  /**
   * A class link opened without a name: the panel asks for it (the instance is drawn from it)
   * before anything starts.
   */
  askName({ classCode, mode = 'fix' }) {
    $('exercise').hidden = false;
    $('exercise-setup-box').open = true;
    $('exercise-class').value = classCode;
    $('exercise-grading').value = mode;
    $('exercise-title').textContent = t('exercise-panel-title');
    $('exercise-instance').textContent = t('exercise-class', { class: classCode.trim().toUpperCase() });
    $('exercise-question').textContent = t('exercise-ask-name');
    $('exercise-question').dataset.kind = 'name';
    $('exercise-question').dataset.step = '0';
    for (const id of ['exercise-options', 'exercise-keyboard', 'exercise-done']) $(id).hidden = id !== 'exercise-options';
    $('exercise-options').replaceChildren();
    // Nothing to undo, reset or download yet: those buttons wait for the exercise to start.
    for (const id of ['exercise-undo', 'exercise-reset', 'exercise-model', 'exercise-download']) $(id).hidden = true;
    $('exercise-verdict').textContent = '';
    $('exercise-score').textContent = '';
    // The page waits for the name: its playback is put away and its controls locked, as
    // while exercising (on a phone the playback bar would cover Start).
    this.asking = true;
    document.documentElement.dataset.exercise = 'name';
    this.hooks.lock(true);
    this.hooks.writeUrl();
    this.hooks.fit();
    $('exercise-learner').focus();
  }

  /** Saves the attempt in this browser (see savedLocally). */
  persist() {
    if (!this.ex || !this.learner) return;
    const { exercise } = this.savedState();
    saveLocally(this.ex.classCode(), this.learner, exercise);
  }

  /** Ends the exercise: the board is the page's again. */
  leave() {
    this.answeredHere = true;
    if (!this.ex) {
      // Asked for a name, none given: the panel goes, and the page is the learner's again.
      $('exercise').hidden = true;
      this.asking = false;
      delete document.documentElement.dataset.exercise;
      this.hooks.lock(false);
      this.hooks.writeUrl();
      this.hooks.fit();
      return;
    }
    // A lesson's step left half-answered counts as answered, not right (the lesson's score
    // says so, rather than dropping it).
    if (this.step && this.ex.question() && plain(this.ex.score(), ['answered']).answered > 0) this.tellLesson({ unfinished: true });
    this.ex.free();
    this.ex = null;
    this.step = null;
    $('exercise-setup-box').hidden = false;
    this.picked = [];
    delete document.documentElement.dataset.exercise;
    const board = this.hooks.board();
    if (board) {
      board.exercise = null;
      board.hideAttacked = false;
    }
    $('exercise').hidden = true;
    this.hooks.lock(false);
    board?.render();
    this.hooks.writeUrl();
    this.hooks.fit();
  }

  /**
   * What the class link and the address carry (the page's state, www/page-state.js): the
   * exercise's class, learner and grading, or null when none is open.
   */
  addressState() {
    // A class link waiting for a name keeps its class (and grading) in the address, so a
    // reload, or the address copied from the bar, still opens the class's exercise.
    if (this.asking) return { family: null, class: $('exercise-class').value.trim(), learner: '', grading: $('exercise-grading').value };
    if (!this.ex || this.step) return null;
    return { family: null, class: this.ex.classCode(), learner: this.learner ?? '', grading: this.ex.mode() };
  }

  /** The board goes where the exercise stands: one move animated, or a seek. */
  async follow() {
    const board = this.hooks.board();
    const target = this.ex.position();
    const gap = target - board.position;
    const captions = [];
    if (gap >= 1 && gap <= SHOWN_MOVES) {
      // One by one, so that a move made for the learner (a wipe-out's lift, a restart) is seen.
      for (let i = 0; i < gap; i++) {
        if (i > 0) await pause(reducedMotion() ? 0 : MOVE_MS);
        if (this.hooks.board() !== board || !board.handle) return '';
        board.step();
        captions.push(captionOf(board.handle));
      }
    } else if (gap !== 0) await board.seek(target, { extend: true });
    else board.render();
    // Several moves (a solution and its lift, a wipe-out and its lift, stuck and a restart):
    // each in words, kept with the verdict, so none goes by unread.
    return captions.length > 1 ? ` ${t('exercise-moves', { moves: captions.map((c) => endSentence(c)).join(' ') })}` : '';
  }

  /** A square clicked on the board or picked by keyboard (1-based). */
  onSquare(row, col) {
    const q = this.question();
    if (!q || this.busy || !(row >= 1 && col >= 1)) return;
    if (q.form === 'choice' || q.form === 'percent') {
      this.verdict = t('exercise-answer-buttons');
      this.render();
      return;
    }
    if (q.form === 'columns' && row !== q.row) {
      this.verdict = t('exercise-row-being-filled', { row: q.row });
      this.render();
      return;
    }
    this.resetArmed = false;
    if (SETS.has(q.form)) {
      this.verdict = '';
      const at = this.picked.findIndex(([r, c]) => r === row && c === col);
      if (at >= 0) this.picked.splice(at, 1);
      else this.picked.push([row, col]);
      this.hooks.board().render();
      this.render();
      return;
    }
    this.grade((ex) => ex.answerSquare(row, col));
  }

  /** Grades an answer (`call` makes it on the core's exercise), then shows its move. */
  grade(call) {
    return this.move(() => {
      const verdict = plain(call(this.ex), ['right', 'shown', 'message']);
      if (!verdict.shown) {
        this.recorded = true;
        return t('exercise-recorded');
      }
      return t('exercise-verdict', { mark: verdict.right ? '✓' : '✗', verdict: sayJson(verdict.message) });
    });
  }

  /**
   * Makes a step on the core's exercise (`make` returns the verdict in words), then shows its
   * move on the board, reports the score and redraws the panel; one at a time.
   */
  async move(make) {
    if (this.busy || !this.ex) return;
    this.busy = true;
    this.resetArmed = false;
    this.recorded = false;
    try {
      this.verdict = make();
      this.picked.length = 0;
      const moves = await this.follow();
      if (moves && !this.recorded) this.verdict += moves;
    } finally {
      this.busy = false;
    }
    if (!this.ex) return; // left meanwhile
    this.report();
    this.persist();
    this.render();
    const q = this.question();
    const name = sayJson(this.ex.nameMessage());
    this.hooks.setStatus(q ? t('exercise-status-question', { name, step: q.step, total: q.total }) : t(this.step ? 'exercise-status-done-step' : 'exercise-status-done', { name }));
  }

  /** Undo: the last square of a set being picked; at the end's grading, the last answer. */
  async undo() {
    if (!this.ex || this.busy) return;
    if (this.picked.length) {
      this.picked.pop();
      this.hooks.board().render();
    } else if (this.ex.undo()) {
      this.verdict = t('exercise-taken-back');
      await this.follow();
      this.report();
      this.persist();
    } else {
      this.verdict = t(this.ex.mode() === 'end' ? 'exercise-nothing-back' : 'exercise-nothing-back-graded');
    }
    this.render();
  }

  /** Reset: a fresh instance, the next attempt, credit restored. */
  reset() {
    if (!this.ex) return;
    const score = plain(this.ex.score(), ['answered']);
    if (score.answered > 0 && !this.ex.finished() && !this.resetArmed) {
      // An attempt under way is not dropped by one press: its code so far is below.
      this.resetArmed = true;
      this.verdict = t('exercise-reset-armed');
      this.render();
      return;
    }
    this.answeredHere = true;
    this.open({ classCode: this.ex.classCode(), learner: this.learner, mode: this.ex.mode(), attempt: this.ex.attempt() + 1 });
  }

  /** One step of the model answer: the algorithm's own step, made on the board (no credit). */
  modelStep() {
    if (!this.ex || this.ex.finished()) return;
    return this.move(() => {
      const first = !plain(this.ex.score(), ['modelOpened']).modelOpened;
      const answer = sayJson(this.ex.modelStep());
      const id = !first ? 'exercise-model-shown' : this.step ? 'exercise-model-shown-first-step' : 'exercise-model-shown-first';
      return t(id, { answer });
    });
  }

  /** The question on show, as a plain record, or null. */
  question() {
    const q = this.ex?.question();
    if (!q) return null;
    const record = plain(q, ['kind', 'form', 'optionMessages', 'optionTokens', 'promptMessage', 'step', 'total', 'row', 'col', 'removed']);
    // The question's words and its buttons' labels in the page's language.
    return { ...record, prompt: sayJson(record.promptMessage), optionLabels: JSON.parse(record.optionMessages).map(say) };
  }

  /** Seconds since the instance started. */
  seconds() {
    return Math.round((Date.now() - this.started) / 1000);
  }

  /** What a host saves (SPLICE): enough to replay the attempt. */
  savedState() {
    return {
      exercise: {
        class: this.ex.classCode(),
        learner: this.learner,
        attempt: this.ex.attempt(),
        mode: this.ex.mode(),
        answers: Array.from(this.ex.answers()),
        seconds: this.seconds(),
      },
    };
  }

  /**
   * Why `saved`, a state a host gave back (see savedState), cannot be restored as an attempt
   * at the class `classCode` by `learner` (either empty: any), in words (exercise.ftl's
   * exercise-unfit-…); null when it can.
   */
  unfit(saved, { classCode, learner }) {
    const s = saved.exercise;
    if (typeof s !== 'object' || s === null) return t(saved.activity ? 'exercise-unfit-predict' : 'exercise-unfit-none');
    let savedClass;
    try {
      savedClass = normalizedClassCode(String(s.class ?? ''));
    } catch {
      return t('exercise-unfit-class-code');
    }
    let wantedClass = '';
    try {
      wantedClass = classCode.trim() ? normalizedClassCode(classCode) : '';
    } catch {
      // A bad class code in the address: the setup says so; nothing saved is of it.
      return t('exercise-unfit-class-address', { class: savedClass });
    }
    if (wantedClass && savedClass !== wantedClass) return t('exercise-unfit-class', { class: savedClass, wanted: wantedClass });
    if (typeof s.learner !== 'string') return t('exercise-unfit-no-learner');
    let sameLearner;
    try {
      sameLearner = !learner.trim() || learnerKey(s.learner) === learnerKey(learner);
    } catch {
      return t('exercise-unfit-learner');
    }
    if (!sameLearner) return t('exercise-unfit-other-learner', { learner: learner.trim() });
    if (!['fix', 'undo', 'end'].includes(s.mode)) return t('exercise-unfit-grading');
    if (!(Number.isSafeInteger(s.attempt) && s.attempt >= 1 && s.attempt < 2 ** 31)) return t('exercise-unfit-attempt');
    if (!Array.isArray(s.answers) || !s.answers.every((a) => typeof a === 'string')) return t('exercise-unfit-answers');
    try {
      // Replayed once, as the core would: answers of another instance or version do not fit.
      new Exercise(savedClass, s.learner, s.attempt, s.mode, s.answers).free();
    } catch (e) {
      return t('exercise-unfit-replay', { why: errorText(e).replace(/[.。]$/, '') });
    }
    return null;
  }

  /**
   * Restores an attempt a host saved, as unfit checked it: true when restored.
   */
  async restore(saved) {
    const s = saved.exercise;
    const opened = await this.open({
      classCode: s.class,
      learner: s.learner,
      mode: s.mode,
      attempt: s.attempt,
      answers: s.answers,
      seconds: Number.isSafeInteger(s.seconds) && s.seconds >= 0 ? s.seconds : 0,
    });
    if (opened) {
      const answered = given(s.answers);
      this.verdict = t('exercise-welcome-back-host', { answered });
      this.render();
    }
    return opened;
  }

  /**
   * Framed by a course page (SPLICE): asks it for the attempt it saved, for the address's
   * `wanted` ({ classCode, learner }) exercise of `family`, and restores it when it answers
   * (see fromHost). The page does not wait: the exercise starts fresh meanwhile.
   */
  askHost(wanted, family) {
    this.hostActivity = hostActivity(wanted.classCode, family);
    askSavedState(this.hostActivity, {
      onAnswer: (result) => this.fromHost(result, wanted),
      onSilence: () => this.hostNote(t('exercise-host-silent', { seconds: WAIT_MS / 1000 })),
    });
  }

  /**
   * What a course page gave back (splice.js's readAnswer: saved, none, refused or unusable;
   * `late` after the page said it did not answer) made into the attempt on show, or a word
   * why not. It is restored only while the learner has answered nothing here since the page
   * loaded: until then the host still holds what it saved, and nothing is lost; after, the
   * attempt here is the learner's, and the host's is not put over it. A state that does not
   * fit (another class, name or version, corrupt) leaves a fresh attempt, said in words; the
   * host keeps its state until the learner's first answer here replaces it.
   */
  async fromHost(result, wanted) {
    // No exercise on show (the address's was refused, or the learner left): nothing to restore into.
    if (!this.holdsBoard) return false;
    if (this.answeredHere || this.busy) {
      if (result.kind === 'saved') this.hooks.setStatus(t('exercise-host-late'));
      return false;
    }
    if (result.kind === 'none') {
      if (result.late) this.hostNote('');
      return false;
    }
    if (result.kind === 'refused') {
      this.hostNote(t('exercise-host-refused', { words: say(result.words) }));
      return false;
    }
    // A learner who typed a name here is that learner; else the address's, if any.
    const learner = this.learner || wanted.learner;
    const why = result.kind === 'saved' ? this.unfit(result.state, { classCode: wanted.classCode, learner }) : say(result.words);
    if (why) {
      this.hostNote(t('exercise-host-unusable', { why }));
      return false;
    }
    const s = result.state.exercise;
    // This browser's own copy of the same attempt (the one on show, or while the name is asked
    // the one saved here under the host's name), as far or further on (the host missed a
    // report, or a Reset here has not reached it yet): kept, and the host gets it with the
    // next answer.
    const ex = this.ex;
    const code = normalizedClassCode(s.class);
    let local = null;
    if (ex && ex.classCode() === code && learnerKey(this.learner) === learnerKey(s.learner)) {
      local = { attempt: ex.attempt(), mode: ex.mode(), answers: ex.answers().length };
    } else if (!ex) {
      const here = savedLocally(code, s.learner);
      if (here && Number.isSafeInteger(here.attempt) && Array.isArray(here.answers)) local = { attempt: here.attempt, mode: here.mode, answers: here.answers.length };
    }
    if (local && (local.attempt > s.attempt || (local.attempt === s.attempt && local.mode === s.mode && local.answers >= s.answers.length))) {
      if (!ex && !(await this.open({ classCode: code, learner: s.learner, mode: local.mode, resume: true }))) return this.restore(result.state);
      if (local.attempt > s.attempt || local.answers > s.answers.length) this.hostNote(t('exercise-host-behind'));
      return false;
    }
    return this.restore(result.state);
  }

  /** A word about the course page's saved work, in the verdict (cleared by the next one). */
  hostNote(text) {
    if (this.ex) {
      this.verdict = text;
      this.render();
    } else if (this.asking) {
      $('exercise-verdict').textContent = text;
    }
  }

  /** The score and the attempt to a course page framing this one (SPLICE), or to the LMS of a SCORM package (scorm.js). */
  report() {
    if (this.step) {
      // A lesson's step: the lesson is told once its questions are answered.
      if (!this.ex.question()) this.tellLesson();
      return;
    }
    const score = plain(this.ex.score(), ['credit']);
    this.answeredHere = true;
    reportScoreAndState(this.hostActivity ?? hostActivity(this.ex.classCode(), this.ex.family()), score.credit, this.savedState());
    reportToLms(this);
  }

  /**
   * Tells the lesson its step's result: the score, each question with the answer given and
   * the algorithm's (in words), and whether the step was left `unfinished`.
   */
  tellLesson({ unfinished = false } = {}) {
    const score = plain(this.ex.score(), ['right', 'answered', 'total', 'modelOpened']);
    this.step.graded?.({ ...score, unfinished, log: this.log() });
  }

  /**
   * The answers in force, in English's words whatever the language on show (the core's
   * logJson said: data for a download and a lesson's record, the same in every language):
   * each {step, question, answer, token, right, algorithm}.
   */
  log() {
    return JSON.parse(this.ex.logJson()).map((e) => ({
      ...e,
      question: sayEnglish(e.question),
      answer: e.answer ? sayEnglish(e.answer) : english('exercise-model-answer-shown'),
      algorithm: sayEnglish(e.algorithm),
    }));
  }

  /**
   * The attempt as a JSON file: the exercise, the instance, the score and every answer, the
   * same in every language: its data (class code, tokens, scores, completion code) and its
   * words (the exercise's name, each question and answer) in English, as before the catalogs
   * (issue 42). `lang` names the page's language the learner worked in, nothing more.
   */
  download() {
    if (!this.ex) return;
    const ex = this.ex;
    const attempt = {
      exercise: sayEnglish(JSON.parse(ex.nameMessage())),
      class: ex.classCode(),
      learner: this.learner,
      attempt: ex.attempt(),
      instance: { algorithm: ex.algorithm(), params: ex.params(), n: ex.n(), seed: ex.seed(), start: ex.start(), words: ex.instance() },
      grading: ex.mode(),
      score: plain(ex.score(), ['right', 'answered', 'total', 'fixes', 'undos', 'modelOpened', 'credit']),
      seconds: this.seconds(),
      answers: this.log(),
      // Every answer given, in order, as the completion code carries them: "u" where the
      // last one was taken back, "m" a step of the model answer.
      given: ex.answers(),
      completionCode: this.code || null,
      // The page's language the learner worked in (the words above are English's in every one).
      lang: language,
      saved: new Date().toISOString(),
    };
    download(new Blob([`${JSON.stringify(attempt, null, 2)}\n`], { type: 'application/json' }), `nqueens-exercise-${ex.classCode()}-attempt${ex.attempt()}.json`);
  }

  /**
   * The board in words, for a screen reader (the canvas is a picture): each row from the top,
   * its queen (attacked or not, on the boards that mark it) or, for an empty row, its squares
   * marked or crossed out and by which row. What the learner needs to answer, never the
   * answer (hill climbing's values stay hidden).
   */
  boardInWords() {
    const board = this.hooks.board();
    if (!board?.handle) return '';
    const h = board.handle;
    const n = board.n;
    const queens = Uint32Array.from(h.queens());
    const ghost = board.exercise?.ghost;
    if (ghost) queens[ghost[0] - 1] = ghost[1];
    const marks = board.info.draws.numberedMarks ? layersOf(h).marks : null;
    const attacked = board.info.draws.attackedQueens && !board.hideAttacked ? h.attacked() : null;
    const rows = [];
    for (let row = n; row >= 1; row--) {
      const col = queens[row - 1];
      if (col) {
        rows.push(t(attacked?.[row - 1] ? 'exercise-words-queen-attacked' : 'exercise-words-queen', { row, col }));
        continue;
      }
      const marked = [];
      for (let c = 1; c <= n; c++) {
        const by = marks?.[(row - 1) * n + (c - 1)];
        if (by) marked.push(t('exercise-words-marked', { col: c, by }));
      }
      rows.push(marked.length ? t('exercise-words-empty-marked', { row, marked: marked.join(t('exercise-words-column-separator')) }) : t('exercise-words-empty', { row }));
    }
    const last = board.exercise?.caption || captionOf(h);
    const picked = this.picked.length ? ` ${t('exercise-words-picked', { squares: this.picked.map(([r, c]) => t('exercise-answer-square', { row: r, col: c })).join(t('exercise-words-row-separator')) })}` : '';
    return `${t('exercise-words-board', { rows: rows.join(t('exercise-words-row-separator')) })}${last ? ` ${t('exercise-words-last', { caption: endSentence(last) })}` : ''}${picked}`;
  }

  /**
   * A chance typed in percent, and its Check button: a number from 0 to 100 (decimals too,
   * graded to the nearest whole percent), refused in words otherwise (nothing is graded then,
   * and what was typed stays).
   */
  percentField() {
    const group = document.createElement('span');
    group.className = 'inline-fields';
    const label = document.createElement('label');
    label.textContent = `${t('exercise-chance-label')} `;
    const input = document.createElement('input');
    Object.assign(input, { type: 'number', min: '0', max: '100', step: 'any', inputMode: 'decimal', id: 'exercise-percent', value: this.percentDraft ?? '' });
    input.setAttribute('data-testid', 'exercise-percent');
    input.addEventListener('input', () => { this.percentDraft = input.value; });
    label.append(input);
    const check = () => {
      const text = input.value.trim().replace(',', '.');
      const value = Number(text);
      if (text === '' || !Number.isFinite(value) || value < 0 || value > 100) {
        this.verdict = t('exercise-chance-refused');
        this.render();
        $('exercise-percent')?.focus();
        return;
      }
      this.percentDraft = '';
      this.grade((e) => e.answerToken(`c${Math.round(value)}`));
    };
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') check();
    });
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('exercise-check');
    button.dataset.action = 'check';
    button.addEventListener('click', check);
    group.append(label, button);
    return group;
  }

  /** The keyboard picker's rows (top first, as the board shows them) and columns. */
  fillPicker(n) {
    const options = (values) => values.map((v) => new Option(String(v), String(v)));
    $('exercise-row').replaceChildren(...options(Array.from({ length: n }, (_, i) => n - i)));
    $('exercise-col').replaceChildren(...options(Array.from({ length: n }, (_, i) => i + 1)));
  }

  /** The panel: the instance, the question and its buttons, the verdict, the score, the code. */
  render() {
    const ex = this.ex;
    if (!ex) return;
    const q = this.question();
    const score = plain(ex.score(), ['right', 'answered', 'total', 'fixes', 'undos', 'modelOpened', 'credit']);
    $('exercise-title').textContent = sayJson(ex.nameMessage());
    // The instance named as the teacher's view and `nqueens exercise key` name it (the core's).
    $('exercise-instance').textContent = this.step ? t('exercise-slide-board', { instance: sayJson(ex.instanceMessage()) }) : sayJson(ex.headerMessage());
    const instance = $('exercise-instance').dataset;
    instance.n = String(ex.n());
    instance.seed = ex.seed();
    instance.start = String(ex.start());
    $('exercise-task').textContent = sayJson(ex.taskMessage());
    const options = [];
    // Each button names what it does, in no language, for scripts and tests: data-answer, the
    // answer token it gives (src/bindings.rs's optionTokens: "b", "t", "w", "y", "n", "r3"),
    // or data-action, "done" or "clear".
    const button = (label, onClick, { disabled = false, answer = null, action = null } = {}) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.disabled = disabled;
      if (answer !== null) b.dataset.answer = answer;
      if (action !== null) b.dataset.action = action;
      b.addEventListener('click', onClick);
      options.push(b);
    };
    // What is asked, for scripts and tests: its step (1-based, 0 when all are answered), kind,
    // form and row (0 for none).
    $('exercise-question').dataset.step = String(q?.step ?? 0);
    $('exercise-question').dataset.kind = q?.kind ?? 'done';
    $('exercise-question').dataset.form = q?.form ?? 'done';
    $('exercise-question').dataset.row = String(q?.row ?? 0);
    // An answer control about to be replaced keeps the keyboard's place: the new question's
    // first control takes the focus (else it would fall to the page's body).
    const hadFocus = $('exercise-options').contains(document.activeElement);
    if (q) {
      $('exercise-question').textContent = t('exercise-question', { step: q.step, total: q.total, prompt: q.prompt });
      // The answers a button gives (Backtrack, Stuck, Wipe-out, yes and no), as the core lists them.
      q.optionLabels.forEach((label, i) => button(label, () => this.grade((e) => e.answerToken(q.optionTokens[i])), { answer: q.optionTokens[i] }));
      if (q.form === 'percent') options.push(this.percentField());
      if (SETS.has(q.form)) {
        // The count on the button (the squares themselves are outlined on the board and read
        // out in the board's words), so that it stays one line on a phone.
        const count = this.picked.length;
        button(t('exercise-done', { count }), () => this.grade((e) => e.answerSquares(Uint32Array.from(this.picked.flat()))), { action: 'done' });
        button(t('exercise-clear'), () => {
          this.picked.length = 0;
          this.hooks.board().render();
          this.render();
        }, { disabled: this.picked.length === 0, action: 'clear' });
      }
    } else {
      $('exercise-question').textContent = t('exercise-all-answered', { total: score.total, summary: sayJson(ex.summaryMessage()) });
    }
    $('exercise-options').replaceChildren(...options);
    if (hadFocus && q) (options[0]?.querySelector?.('input') ?? options[0])?.focus();
    // An inference's prunes are asked before the move is made: its queen is drawn where it is
    // placed (lifted again after a wipe-out, once the prunes are answered), and while arc
    // consistency's are asked, the squares forward checking removed just before are drawn
    // crossed out, numbered with the queen's row.
    const board = this.hooks.board();
    const ghost = q?.form === 'squares' && q.row > 0 ? [q.row, q.col] : null;
    const removed = [];
    for (let i = 0; ghost && i + 1 < (q.removed?.length ?? 0); i += 2) removed.push([q.removed[i], q.removed[i + 1]]);
    if (board?.exercise && String([board.exercise.ghost, board.exercise.removed]) !== String([ghost, removed])) {
      board.exercise.ghost = ghost;
      board.exercise.removed = removed;
      board.exercise.caption = !ghost
        ? ''
        : q.kind === 'arc-prunes'
          ? t('exercise-caption-arc', { row: q.row, col: q.col, removed: removed.length })
          : t('exercise-caption-prunes', { row: q.row, col: q.col });
      board.render();
    }
    // A question whether a queen passes its check: the red of a queen the flags condemn would
    // answer it, so the board keeps it back while it is asked.
    const hide = q?.kind === 'passes';
    if (board && board.hideAttacked !== hide) {
      board.hideAttacked = hide;
      board.render();
    }
    // The keyboard picker starts at the row the question is about, where it names one.
    if (q?.row > 0 && !this.picked.length) $('exercise-row').value = String(q.row);
    $('exercise-board-words').textContent = this.boardInWords();
    $('exercise-keyboard').hidden = !q || q.form === 'choice' || q.form === 'percent';
    // At the end's grading, "recorded" gives way to the summary above.
    if (!q && this.verdict === t('exercise-recorded')) this.verdict = '';
    $('exercise-verdict').textContent = this.verdict;
    let text = ex.mode() === 'end' && q
      ? t('exercise-score-end', { answered: score.answered, total: score.total })
      : t('exercise-score', { right: score.right, total: score.total, answered: score.answered, fixes: score.fixes, undos: score.undos, end: ex.mode() === 'end' ? 'yes' : 'no' });
    if (score.modelOpened) text = t(this.step ? 'exercise-score-model-step' : 'exercise-score-model', { score: text });
    $('exercise-score').textContent = text;
    $('exercise-score').dataset.right = String(score.right);
    $('exercise-score').dataset.total = String(score.total);
    $('exercise-score').dataset.credit = String(score.credit);
    $('exercise-undo').disabled = !(this.picked.length || (ex.mode() === 'end' && score.answered > 0 && q));
    $('exercise-model').disabled = !q;
    // The completion code: once every step is answered, made once (its time stays); before,
    // the code so far (an unfinished attempt can be handed in too, and Reset drops it).
    $('exercise-done').hidden = score.answered === 0 || Boolean(this.step);
    if (!q && !this.code) this.code = ex.completionCode(this.seconds());
    if (q) this.code = '';
    $('exercise-code').value = q ? ex.completionCode(this.seconds()) : this.code;
    $('exercise-code-label').textContent = q
      ? t('exercise-code-so-far', { answered: score.answered, total: score.total })
      : t('exercise-code-done');
  }
}
