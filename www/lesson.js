// The lesson player: a lesson (a sequence of slides, each a short text, a state of the page
// and maybe an action: play to a move, ask a predict question or the exercise's step on the
// slide's board) led slide by slide, with Next and Previous (and, while they are scrolled
// away, a bar at the screen's foot), a progress bar, the slide in the address, an end that
// gives the score (Finish), the learner's place and answers
// kept in the browser (and by a course page that frames it and speaks SPLICE, as exercises'
// are, or by an LMS when the page is a lesson's SCORM package: scorm.js sets the player's
// `reporter`), and lessons of a teacher's own (a file, dropped or picked, a web
// address, or packed in the address).
//
// A lesson is parsed, checked and resolved by the core (src/lesson.rs): every slide's moves
// are whole numbers before anything is played, and a lesson that names a move beyond its
// run, an unknown algorithm or a parameter out of range is refused with its line, never half
// played. This module owns #lesson (the slide's panel), #lesson-float (the bar) and #lessons
// (the dialog that opens them), and names no algorithm: the page applies a slide's state through `hooks`.
//
// Its words are the catalog's (locales/<tag>/lessons.ftl, through i18n.js's `t`); a built-in
// lesson opens in the page's language (its translation lessons/<tag>/<id>.md, resolved by
// the core; English where it has none, and in the pseudo-locale English through the pseudo
// transform); a teacher's own lesson is shown as written, and one refused says the core's
// message (its line and what is wrong, locales/<tag>/lesson-format.ftl) through `say`. What
// it keeps and exports (the record downloaded, the place and answers kept here, by a course
// page or by an LMS) is the same in every language: a built-in lesson's title and slides' titles English's (the core's
// lessonTitles), the answers' questions and verdicts English's (predict.js, exercise.js).

import { lessonList, lessonTitles } from '../pkg/nqueens.js';
import { $, store, stored, storeJson, storedJson } from './shared.js';
import { download } from './exports.js';
import { askSavedState, framed, reportScoreAndState } from './splice.js';
import { startWorker } from './assets.js';
import { errorText, language, t } from './i18n.js';
import { PSEUDO, pseudo } from './languages.js';

/** localStorage: a lesson's place and answers, by lesson id; an own lesson's text, by id. */
const PLACE = 'nqueens-lesson-place:';
const TEXT = 'nqueens-lesson-text:';
/** An own lesson packed in the address (lesson-text=) up to this many characters of text. */
export const PACKED_MAX = 6000;

/**
 * The built-in lessons in the page's language (a lesson's translation, lessons/TAG/ID.md,
 * else English; English in the pseudo-locale): `{ id, title, summary, slides }` each, slides
 * a count.
 */
export function builtinLessons() {
  return lessonList(lessonLanguage()).map((record) => {
    const entry = { id: record.id, title: record.title, summary: record.summary, slides: record.slides };
    record.free();
    return entry;
  });
}

/** The language of the built-in lessons' files the page opens (lessons/TAG/ID.md). */
export const lessonLanguage = () => (language === PSEUDO ? 'en' : language);

/**
 * `root`'s text nodes pseudo-localized (the pseudo-locale only, and `builtin`: a teacher's
 * own lesson is shown as written): a built-in lesson's words are its English file's, shown
 * through the same transform as the catalog's, so the tests in en-XA see every word of the
 * player (its slide too) pass through the language layer.
 */
function pseudoText(root, builtin = true) {
  if (language !== PSEUDO || !builtin) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.textContent = pseudo(node.textContent);
}

/** The worker checking a lesson, and how to give it up (a later lesson asked for). */
let checking = null;

/**
 * A lesson, checked whole and resolved by the core in a worker (stepping its runs may take a
 * moment: the page stays responsive): `{ text }` (a teacher's file) or `{ id }` (a built-in
 * one). Resolves to `{ lesson }`, or `{ error }`, the core's message with the line
 * ("line 14: unknown algorithm …"). A later call supersedes an earlier one, which resolves
 * to `{ superseded: true }`.
 */
export function resolveLesson(job) {
  checking?.cancel();
  return new Promise((resolve) => {
    const worker = startWorker('worker.js');
    const done = (result) => {
      worker.terminate();
      if (checking?.worker === worker) checking = null;
      resolve(result);
    };
    checking = { worker, cancel: () => done({ superseded: true }) };
    worker.onmessage = ({ data }) => {
      if (data.kind === 'lesson') done({ lesson: data.lesson });
      else if (data.kind === 'error') done({ error: errorText(data) });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done({ error: t('lesson-worker-failed', { message: event.message || t('lesson-worker-silent') }) });
    };
    worker.postMessage({ kind: 'lesson', lang: lessonLanguage(), ...job });
  });
}

/** UTF-8 text as base64url (the address's lesson-text=), and back (null if not one). */
export function packText(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function unpackText(packed) {
  try {
    const binary = atob(packed.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The lesson player. `hooks`, what it asks of the page:
 * - `apply(slide)`: puts the page in the slide's state (its view, algorithm, n, seed,
 *   parameters, the board beside, its start move); resolves to an error message or null;
 * - `play(slide)`: plays the slide's moves (from its start to its end, at its speed);
 * - `ask(slide)`: asks the slide's question (predict mode's, before the next move);
 * - `stop()`: stops what plays, and any question the lesson asked;
 * - `changed()`: the address should follow (a slide opened or the lesson left);
 * - `announce(text)`: for a screen reader, after the slide's title and text;
 * - `fit()`: the board refitted (the panel's height changed);
 * - `status(text)`: the page's status line (while a lesson is checked).
 */
export class LessonPlayer {
  constructor(hooks) {
    this.hooks = hooks;
    this.lesson = null;
    this.index = 0;
    this.source = null; // { kind: 'builtin' | 'own' | 'url' | 'packed', url?, text? } (text: an own lesson's file)
    this.answers = []; // { slide, title, move, question, answer, truth, right }
    this.seen = 1; // the furthest slide shown (1-based)
    // Who hears of the learner's place and score beyond this browser, after each move or
    // answer: `reporter(place, { credit, questions, slides })` when set (a lesson's SCORM
    // package: scorm.js), else a course page that frames the page and speaks SPLICE.
    this.reporter = null;
    this.going = 0; // the slide change in progress (a later one wins)
    $('lesson-prev').addEventListener('click', () => this.prev());
    $('lesson-next').addEventListener('click', () => this.next());
    $('lesson-again').addEventListener('click', () => this.go(this.index, { again: true }));
    $('lesson-leave').addEventListener('click', () => this.leave());
    // While the slide's buttons are scrolled out of view (the page keeps a board and its
    // question whole), a small bar at the screen's foot says which slide this is, goes back up
    // to its text, and goes on.
    $('lesson-float-up').addEventListener('click', () => {
      $('lesson').scrollIntoView({ block: 'start' });
      $('lesson-slide-title').focus({ preventScroll: true });
    });
    $('lesson-float-next').addEventListener('click', () => this.next());
    this.headInView = true;
    new IntersectionObserver(([entry]) => {
      this.headInView = entry.isIntersecting;
      this.syncFloat();
    }).observe(document.querySelector('#lesson .lesson-head'));
    $('lesson-score').addEventListener('click', () => this.download());
    $('lessons-open').addEventListener('click', () => this.openDialog());
    $('lesson-file').addEventListener('change', async (event) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (file) await this.openFile(file);
    });
    $('lesson-url-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const url = $('lesson-url').value.trim();
      if (url) await this.openUrl(url);
    });
    // A lesson file dropped anywhere on the page opens (a teacher's own).
    document.addEventListener('dragover', (event) => {
      if ([...(event.dataTransfer?.types ?? [])].includes('Files')) event.preventDefault();
    });
    document.addEventListener('drop', async (event) => {
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      await this.openFile(file);
    });
  }

  /**
   * The lesson open, as a SCORM package takes it (scorm-package.js): `{ id, title }` for a
   * built-in one, `{ id, title, text }` for a teacher's own (its file), or null.
   */
  packageable() {
    if (!this.lesson) return null;
    const { id, title } = this.lesson;
    return this.source.kind === 'builtin' ? { id, title } : { id, title, text: this.source.text };
  }

  /** True while a lesson is open. */
  get on() {
    return this.lesson !== null;
  }

  /**
   * The lesson and slide for the page's state (www/page-state.js): `{ lesson, slide }`, the
   * lesson `{ id }`, `{ url }` or `{ text }` (packed), or both null when no lesson is open.
   */
  addressState() {
    if (!this.lesson) return { lesson: null, slide: null };
    const slide = this.index + 1;
    if (this.source.kind === 'url') return { lesson: { url: this.source.url }, slide };
    if (this.source.kind === 'packed') return { lesson: { text: packText(this.source.text) }, slide };
    return { lesson: { id: this.lesson.id }, slide };
  }

  /**
   * Opens the lesson the address names (`lesson` as the page's state holds it: `{ id }`,
   * `{ url }` or `{ text }`) at `slide` (1-based, or null: where the learner left it):
   * resolves to a message for the page's other address messages, or null.
   */
  async openFromAddress(lesson, slide) {
    if (lesson.url !== undefined) {
      const error = await this.openUrl(lesson.url, { slide: slide ?? 1, quiet: true });
      return error ? t('lessons-address-url', { message: error }) : null;
    }
    if (lesson.text !== undefined) {
      const text = unpackText(lesson.text);
      const parsed = text === null ? { error: t('lessons-address-text-not-packed') } : await this.resolve({ text });
      if (parsed.superseded) return null;
      if (parsed.error) return t('lessons-address-text-refused', { error: parsed.error });
      return this.open(parsed.lesson, { kind: 'packed', text }, slide);
    }
    const found = await this.byId(lesson.id);
    if (!found) return t('lessons-address-unknown', { id: lesson.id });
    if (found.superseded) return null;
    if (found.error) return t('lessons-address-refused', { id: lesson.id, error: found.error });
    return this.open(found.lesson, found.source, slide);
  }

  /**
   * A built-in lesson, or an own lesson kept in this browser, by id: `{ lesson, source }`,
   * `{ error }` (the core refused it), `{ superseded }`, or null for none.
   */
  async byId(id) {
    if (builtinLessons().some((entry) => entry.id === id)) {
      const resolved = await this.resolve({ id });
      return resolved.lesson ? { lesson: resolved.lesson, source: { kind: 'builtin' } } : resolved;
    }
    const text = stored(TEXT + id);
    if (text === null) return null;
    const resolved = await this.resolve({ text });
    return resolved.lesson ? { lesson: resolved.lesson, source: { kind: 'own', text } } : resolved;
  }

  /** resolveLesson, the status line saying meanwhile that the lesson is being checked. */
  async resolve(job) {
    this.hooks.status(t('lesson-checking'));
    const resolved = await resolveLesson(job);
    if (!resolved.superseded) this.hooks.status('');
    return resolved;
  }

  /**
   * Opens `lesson` at `slide` (1-based; by default where this learner left it, else the
   * first): resolves to an error message (the slide's state refused) or null. `given`, a
   * place kept elsewhere (`{ slide, seen, answers, finished }`, an LMS's), is where the
   * learner left it instead of the browser's.
   */
  async open(lesson, source, slide = null, given = undefined) {
    this.hooks.stop();
    const place = given !== undefined ? given : storedJson(PLACE + lesson.id);
    this.lesson = lesson;
    this.source = source;
    this.answers = place?.answers ?? [];
    this.finished = Boolean(given?.finished);
    this.seen = Number.isInteger(place?.seen) ? place.seen : Number.isInteger(place?.slide) ? place.slide : 1;
    const resumed = slide === null && place?.slide > 1;
    this.movedHere = false;
    const index = Math.min(Math.max((slide ?? place?.slide ?? 1) - 1, 0), lesson.slides.length - 1);
    $('lesson').hidden = false;
    document.documentElement.dataset.lesson = '';
    $('lesson-title').textContent = lesson.title;
    pseudoText($('lesson-title'), source.kind === 'builtin');
    const error = await this.go(index);
    if (resumed && !error) this.status(t('lesson-welcome-back', { slide: index + 1 }));
    // Framed by a course page that speaks SPLICE, opened at no slide of the address's: the
    // place and answers the course page kept, if the learner has not moved on meanwhile.
    if (slide === null && given === undefined && framed() && !this.reporter) {
      const id = lesson.id;
      askSavedState(this.activity(), {
        onAnswer: (result) => {
          const saved = result.state;
          if (result.kind !== 'saved' || this.lesson?.id !== id || this.movedHere || saved.lesson !== id) return;
          this.answers = Array.isArray(saved.answers) ? saved.answers.filter((a) => Number.isInteger(a?.slide)) : [];
          const at = Number.isInteger(saved.slide) ? saved.slide : 1;
          this.go(Math.min(Math.max(at, 1), lesson.slides.length) - 1).then(() => this.status(t('lesson-welcome-back-course', { slide: at })));
        },
        onSilence: () => {},
      });
    }
    return error;
  }

  /** Shows slide `index` (0-based): the page in its state, then its action. */
  async go(index, { again = false } = {}) {
    if (!this.lesson) return null;
    const ticket = ++this.going;
    const slides = this.lesson.slides;
    this.ended = false;
    // What the slide on show set going stops first: a step of its exercise left half-answered
    // is told to the lesson as this slide's.
    this.hooks.stop();
    this.index = Math.min(Math.max(index, 0), slides.length - 1);
    const slide = slides[this.index];
    this.seen = Math.max(this.seen, this.index + 1);
    this.render(slide);
    this.keep();
    this.hooks.changed();
    const error = await this.hooks.apply(slide);
    if (ticket !== this.going) return null; // a later slide was asked for meanwhile
    if (error) {
      this.status(t('lesson-slide-refused', { error }));
      return error;
    }
    this.hooks.fit();
    // On a phone (not presenting) the slide's text stands above the board, not beside it: the
    // page shows the slide from its top, and the learner scrolls down to the board (boardRoom
    // gives the board its full size there).
    if (matchMedia('(max-width: 700px)').matches && document.documentElement.dataset.present === undefined) {
      $('lesson').scrollIntoView({ block: 'start', behavior: 'instant' });
    }
    if (!again) this.hooks.announce(`${slide.title}. ${$('lesson-text').textContent}`);
    if (slide.play) this.hooks.play(slide);
    else if (slide.ask) this.hooks.ask(slide);
    return null;
  }

  /** What a course page keeps this lesson's place under (SPLICE's activity_id). */
  activity() {
    return `nqueens-lesson:${this.lesson.id}`;
  }

  next() {
    if (!this.lesson) return;
    this.movedHere = true;
    if (this.index === this.lesson.slides.length - 1) {
      this.finish();
      return;
    }
    this.go(this.index + 1);
  }

  prev() {
    if (!this.lesson || (this.index === 0 && !this.ended)) return;
    this.movedHere = true;
    // From the lesson's end, back to its last slide.
    this.go(this.ended ? this.index : this.index - 1);
  }

  /** The slide's title, text, notes, place and buttons. */
  render(slide) {
    const count = this.lesson.slides.length;
    $('lesson-where').textContent = t('lesson-where', { slide: this.index + 1, count });
    $('lesson-progress').max = count;
    $('lesson-progress').value = this.index + 1;
    $('lesson-slide-title').textContent = slide.title;
    // The core's HTML: its Markdown subset rendered with everything escaped and raw HTML
    // refused (src/lesson.rs), so it is set as it is.
    $('lesson-text').innerHTML = slide.html;
    $('lesson-notes-text').innerHTML = slide.notesHtml;
    for (const id of ['lesson-slide-title', 'lesson-text', 'lesson-notes-text']) pseudoText($(id), this.source.kind === 'builtin');
    for (const link of $('lesson-text').querySelectorAll('a[href^="http"]')) {
      link.target = '_blank';
      link.rel = 'noopener';
    }
    $('lesson-notes').hidden = !slide.notesHtml;
    $('lesson-prev').disabled = this.index === 0;
    const last = this.index === count - 1;
    $('lesson-next').textContent = t(last ? 'lesson-finish' : 'lesson-next');
    $('lesson-next').hidden = false;
    this.syncFloat();
    $('lesson-again').hidden = !slide.play && !slide.ask;
    $('lesson-score').hidden = this.answers.length === 0;
    this.status(last ? this.scoreNote() : '');
  }

  status(text) {
    $('lesson-status').textContent = text;
  }

  /** The bar at the screen's foot: shown while a slide's buttons are out of view. */
  syncFloat() {
    const on = Boolean(this.lesson) && !this.ended && !this.headInView;
    $('lesson-float').hidden = !on;
    if (!on) return;
    const count = this.lesson.slides.length;
    $('lesson-float-where').textContent = t('lesson-where', { slide: this.index + 1, count });
    $('lesson-float-next').textContent = t(this.index === count - 1 ? 'lesson-finish' : 'lesson-float-next');
  }

  /** "You answered 3 of 4 questions right." (each question's first answer), or ''. */
  scoreNote() {
    const { right, asked } = this.score();
    return asked ? t('lesson-score-note', { right, asked }) : '';
  }

  score() {
    return { right: this.answers.filter((a) => a.right).length, asked: this.answers.length };
  }

  /**
   * A question of the lesson graded (by predict mode or the exercise, as they grade any): the
   * first answer to a slide's question counts, later ones (after Play this slide again) do
   * not. `answer` is what the learner gave (predict's values; the exercise's answers in
   * words, one per step) and `truth` what the algorithm did, in words, for the download.
   */
  answered({ right, move, question, answer = null, truth = '' }) {
    if (!this.lesson) return;
    const slide = this.index + 1;
    if (this.answers.some((a) => a.slide === slide)) return;
    this.answers.push({ slide, title: this.keptTitles(this.index).slide, move, question, answer, truth, right });
    this.movedHere = true;
    $('lesson-score').hidden = false;
    this.keep();
  }

  /**
   * The lesson's title and its slide `index`'s (0-based), as kept and exported: a built-in
   * lesson's English ones in every language (lessonTitles), a teacher's own as written.
   */
  keptTitles(index) {
    const english = this.source.kind === 'builtin' ? JSON.parse(lessonTitles(this.lesson.id)) : null;
    return { title: english?.title ?? this.lesson.title, slide: english?.slides[index] ?? this.lesson.slides[index].title };
  }

  /** This learner's place and answers, kept in the browser. */
  keep() {
    if (!this.lesson) return;
    const place = { lesson: this.lesson.id, slide: this.index + 1, seen: this.seen, answers: this.answers, finished: Boolean(this.finished) };
    storeJson(PLACE + this.lesson.id, place);
    // Reported once the learner moves or answers here, so that opening the lesson does not
    // overwrite the place a course page or an LMS kept before.
    if (!this.movedHere) return;
    // The score: the lesson's questions answered right at the first try, of all its
    // questions (a lesson without questions: the share of its slides seen, 1 when finished).
    const questions = this.lesson.slides.filter((s) => s.ask).length;
    const slides = this.lesson.slides.length;
    const credit = Math.min(questions ? this.score().right / questions : place.finished ? 1 : place.seen / slides, 1);
    if (this.reporter) this.reporter(place, { credit, questions, slides });
    else if (framed()) reportScoreAndState(this.activity(), credit, place);
  }

  /**
   * The last slide's Finish: the lesson's end, in its panel (the score, the answers to
   * download, Previous back to the last slide); Leave the lesson then leaves the page as it
   * stands.
   */
  finish() {
    this.hooks.stop();
    const note = this.scoreNote();
    this.finished = true;
    this.ended = true;
    this.keep();
    $('lesson-where').textContent = t('lesson-where-finished');
    $('lesson-progress').value = $('lesson-progress').max;
    const shownTitle = $('lesson-title').textContent; // the title as shown (pseudo-localized in en-XA)
    $('lesson-slide-title').textContent = t('lesson-finished-title', { title: shownTitle });
    $('lesson-text').textContent = `${note || t('lesson-finished-all')} ${t(this.answers.length ? 'lesson-finished-go-answers' : 'lesson-finished-go')}`;
    $('lesson-notes').hidden = true;
    $('lesson-next').hidden = true;
    $('lesson-again').hidden = true;
    this.syncFloat();
    $('lesson-prev').disabled = false;
    $('lesson-score').hidden = this.answers.length === 0;
    this.status('');
    $('lesson-slide-title').focus({ preventScroll: true });
    this.hooks.announce(t('lesson-finished-announce', { title: shownTitle, note }));
  }

  /** Leaves the lesson: the page stays as the slide set it. */
  leave() {
    if (!this.lesson) return;
    // The slide's question ends with the lesson (predict mode off again, if the slide turned
    // it on; its exercise's step closed); the board stays where the slide left it.
    this.hooks.stop();
    this.going++;
    this.lesson = null;
    this.source = null;
    this.finished = false;
    this.ended = false;
    $('lesson').hidden = true;
    $('lesson-float').hidden = true;
    delete document.documentElement.dataset.lesson;
    this.hooks.changed();
    this.hooks.fit();
  }

  /** The learner's answers in this lesson, as JSON. */
  download() {
    if (!this.lesson) return;
    const { right, asked } = this.score();
    const record = { lesson: this.lesson.id, title: this.keptTitles(0).title, slides: this.lesson.slides.length, right, asked, answers: this.answers, saved: new Date().toISOString() };
    download(new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' }), `nqueens-lesson-${this.lesson.id}.json`);
  }

  /** The Lessons dialog: the built-in lessons, and a teacher's own. */
  openDialog() {
    const list = $('lessons-list');
    list.replaceChildren(
      ...builtinLessons().map((entry) => {
        const item = document.createElement('li');
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: entry.title });
        button.dataset.lesson = entry.id;
        button.addEventListener('click', async () => {
          const found = await this.byId(entry.id);
          if (!found?.lesson) {
            if (found?.error) this.refuse(t('lessons-refused', { title: entry.title, error: found.error }));
            return;
          }
          if ($('lessons').open) $('lessons').close();
          await this.open(found.lesson, found.source);
        });
        const place = storedJson(PLACE + entry.id);
        const where = place?.finished ? ` ${t('lessons-finished')}` : place?.slide > 1 ? ` ${t('lessons-left-at', { slide: place.slide })}` : '';
        const about = Object.assign(document.createElement('p'), { textContent: entry.summary });
        pseudoText(button);
        pseudoText(about);
        about.append(` ${t('lessons-slides', { slides: entry.slides })}${where}`);
        item.append(button, about);
        return item;
      }),
    );
    $('lessons-error').textContent = '';
    if (!$('lessons').open) $('lessons').showModal();
  }

  /** A refusal said in the dialog (opened for it if need be). */
  refuse(message) {
    if (!$('lessons').open) this.openDialog();
    $('lessons-error').textContent = message;
  }

  /** A teacher's lesson file (picked or dropped): checked whole, then opened, or refused. */
  async openFile(file) {
    if (file.size > 200_000) {
      this.refuse(t('lessons-file-too-big', { file: file.name, size: file.size, max: 200_000 }));
      return;
    }
    const text = await file.text();
    const parsed = await this.resolve({ text });
    if (parsed.superseded) return;
    if (parsed.error) {
      this.refuse(t('lessons-file-refused', { file: file.name, error: parsed.error }));
      return;
    }
    // Kept in this browser, so the address (lesson=ID) opens it again after a reload; packed
    // in the address when short, so a link opens it anywhere.
    // (Unkept when storage is refused: a reload then asks for the file again.)
    store(TEXT + parsed.lesson.id, text);
    if ($('lessons').open) $('lessons').close();
    const source = text.length <= PACKED_MAX ? { kind: 'packed', text } : { kind: 'own', text };
    await this.open(parsed.lesson, source, 1);
  }

  /** A lesson at a web address (where its host allows the page to read it). */
  async openUrl(url, { slide = 1, quiet = false } = {}) {
    let text;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(t('lessons-host-answered', { status: String(response.status) }));
      text = await response.text();
    } catch (error) {
      const message = t('lessons-url-unread', { url, reason: error.message });
      if (!quiet) this.refuse(message);
      return message;
    }
    const parsed = await this.resolve({ text });
    if (parsed.superseded) return null;
    if (parsed.error) {
      const message = t('lessons-url-refused', { url, error: parsed.error });
      if (!quiet) this.refuse(message);
      return message;
    }
    if ($('lessons').open) $('lessons').close();
    return this.open(parsed.lesson, { kind: 'url', url, text }, slide);
  }
}
