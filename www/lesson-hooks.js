// The page's side of a lesson (lesson.js, which names no algorithm, asks through these
// hooks): a slide's state applied (its view, its run at its first move), its moves played,
// its question asked (predict mode's, or the algorithm's exercise), and what it set going
// stopped. `page` is what they may do of the page (app.js wires it): { board() (the board on
// show), newSearch(algorithm, n, seed, options), showView(view), showCompare(form),
// fit(), predictor(), exerciser(), lesson() (the lesson player, told each question's answer) }.

import { showPaper } from './compare.js';
import { english, t } from './i18n.js';
import { sideKey } from './pair.js';
import { algorithm as infoOf } from './registry.js';
import { el, setSpeed } from './watch-view.js';

/** The hooks lesson.js's player takes: { apply, play, ask, stop }, and `frame()`, each animation frame. */
export function lessonHooks(page) {
  /** A slide whose question waits for its moves to be played. */
  let slideQuestion = null;
  /** Predict mode turned on by a lesson's question (turned off on the next slide). */
  let predictByLesson = false;

  /**
   * Puts the page in a lesson slide's state (lesson.js asks): its view, then its run (a new
   * one only when the algorithm, n, seed, parameters or the board beside differ from the run on
   * show) at the slide's first move. Resolves to the refusal's words, or null.
   */
  async function applySlide(slide) {
    const exerciser = page.exerciser();
    if (exerciser?.holdsBoard) exerciser.leave();
    if (slide.view === 'compare' || slide.view === 'papers') {
      const form = { n: String(slide.n), trials: slide.trials ? String(slide.trials) : null, seed: null, algorithms: slide.algorithms.length ? slide.algorithms : null, params: {} };
      page.showCompare(form);
      if (slide.view === 'papers') showPaper(slide.paper);
      else window.scrollTo(0, 0);
      return null;
    }
    page.showView('watch');
    const pair = slide.view === 'side' ? sideKey(slide.vs, slide.vsParams) : null;
    const board = page.board();
    const same = board && board.algorithm === slide.algorithm && board.n === slide.n && !board.sandbox
      && (!infoOf(slide.algorithm).randomized || String(board.seed) === slide.seed)
      && (board.params ?? board.leftParams ?? '') === slide.params
      && (pair === null ? !board.pair : Boolean(board.pair) && board.otherKey === pair);
    if (!same && !page.newSearch(slide.algorithm, slide.n, slide.seed, { params: slide.params, pair })) {
      return el.sizeError.textContent || el.seedError.textContent || el.paramsError.textContent || t('lesson-board-refused');
    }
    const now = page.board();
    if (now.stepwise || now.pair) {
      now.range = null;
      await now.seek(slide.start, { extend: true });
    }
    page.fit();
    return null;
  }

  /** Plays a slide's moves: from its first to its last, at its speed (a large board runs). */
  function playSlide(slide) {
    const board = page.board();
    if (!board) return;
    if (!board.stepwise && !board.pair) {
      board.run();
      return;
    }
    setSpeed(slide.speed);
    if (board.stepwise && !board.pair) board.range = { from: slide.start, to: slide.end, loop: false };
    board.play();
    if (slide.ask) slideQuestion = slide;
  }

  /** Asks a slide's question: predict mode's, before the next move; or the algorithm's exercise. */
  function askSlide(slide) {
    const board = page.board();
    if (!board?.stepwise || board.pair) return;
    if (slide.ask === 'exercise') {
      // The algorithm's next move on this very board (the slide's text is about it), its
      // questions graded as the exercise grades them, the result the lesson's. Its question,
      // answers and truth go into the lesson's record only (an export: English in every
      // language, as the exercise's log gives them), never onto the page.
      const start = board.position;
      page.exerciser().open({
        step: {
          algorithm: board.algorithm, params: board.params ?? '', n: board.n, seed: String(board.seed ?? ''), start,
          graded: (score) => page.lesson()?.answered({
            right: !score.unfinished && score.right === score.total && !score.modelOpened,
            move: start,
            question: score.log.map((entry) => entry.question).join(' ') || english('lesson-record-exercise-step'),
            answer: score.log.map((entry) => entry.answer),
            truth: score.unfinished
              ? english('lesson-record-left', { truth: score.log.map((entry) => entry.algorithm).join('; '), answered: score.answered, total: score.total })
              : score.log.map((entry) => entry.algorithm).join('; '),
          }),
        },
      });
      return;
    }
    const predictor = page.predictor();
    if (!predictor.on) {
      predictor.set(true);
      predictByLesson = true;
      predictor.show(board);
    }
    board.render();
    predictor.ask(board);
  }

  /** Stops what a slide set going: its moves playing, its question, the exercise it opened. */
  function stopSlide() {
    slideQuestion = null;
    const board = page.board();
    board?.pause?.();
    if (board) board.range = null;
    const exerciser = page.exerciser();
    if (exerciser?.holdsBoard) exerciser.leave();
    if (predictByLesson) {
      predictByLesson = false;
      const predictor = page.predictor();
      predictor.set(false);
      predictor.show(board);
      if (board?.stepwise) board.render();
    }
  }

  /** Each animation frame: a lesson's question after its slide's moves, asked once they are played. */
  function frame() {
    const board = page.board();
    if (slideQuestion && !board?.playing) {
      const slide = slideQuestion;
      slideQuestion = null;
      if (board?.stepwise && board.position >= slide.end) askSlide(slide);
    }
  }

  return { apply: applySlide, play: playSlide, ask: askSlide, stop: stopSlide, frame };
}
