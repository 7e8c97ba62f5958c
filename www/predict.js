// Predict mode (the Predict toggle, predict=1 in the address): before each Step the page asks
// what the algorithm will do next; the learner answers with buttons (by keyboard too) or on
// the board; then the move is made, the answer graded, the reason given in words, and the
// score kept. A seeded address gives a whole class the same questions.
//
// The questions, per kind of algorithm (the registry's `draws` and `exhaustive` decide):
// - backtracking: which square it tries next (a column of the row being filled, or a
//   backtrack), then whether it is safe or, if attacked, by which row;
// - random placement: on which squares of the row the queen can land (none: a dead end);
// - the swap and repair solvers: whether the next step moves a queen (a swap or a move made);
// - the construction: which column the formula gives the row.
// The truth is read from the core after the move (its focus, marks and queens), so no rule
// of an algorithm is written twice.

import { $, format, plain } from './shared.js';

/** Squares of 1-based `row` not attacked by the queens below it (1-based columns). */
function freeSquares(queens, row, n) {
  const free = [];
  for (let col = 1; col <= n; col++) {
    let attacked = false;
    for (let r = 1; r < row; r++) {
      const q = queens[r - 1];
      if (q && (q === col || Math.abs(q - col) === row - r)) attacked = true;
    }
    if (!attacked) free.push(col);
  }
  return free;
}

export class Predictor {
  constructor(ui) {
    this.ui = ui;
    this.on = false;
    this.right = 0;
    this.asked = 0;
    this.pending = null; // the question on show
    this.backtracker = false; // "Be the backtracker": click each square tried, in order
  }

  /**
   * Turns predict mode on or off (the score starts again when turned on). With
   * `backtracker`, the learner plays backtracking: each question is only which square it
   * tries next, asked again at once after each answer.
   */
  set(on, { backtracker = false } = {}) {
    this.on = on;
    this.backtracker = on && backtracker;
    $('predict').hidden = !on;
    $('predict-toggle').checked = on;
    this.pending = null;
    if (on) {
      this.right = 0;
      this.asked = 0;
      this.showScore();
      $('predict-question').textContent = this.backtracker
        ? 'Be the backtracker: click the square backtracking tries next (or "None: it backtracks"). Press Step to begin.'
        : 'Press Step (or →): first predict what the algorithm will do.';
      $('predict-options').replaceChildren();
      $('predict-verdict').textContent = '';
    }
  }

  showScore() {
    $('predict-score').textContent = `Score: ${format(this.right)} right of ${format(this.asked)}`;
  }

  /** The kind of question for `board`'s algorithm. */
  kind(board) {
    const { draws, randomized, exhaustive } = board.info;
    if (exhaustive) return 'depth-first';
    if (draws.deadRow) return 'landing';
    if (!randomized) return 'formula';
    return 'move';
  }

  /**
   * Asks about `board`'s next move (instead of making it). Step calls this while predicting;
   * the move is made once the question is answered.
   */
  ask(board) {
    if (board.finished()) return;
    // After a solution the search simply goes on (an exhaustive one): nothing to predict.
    if (board.handle.isSolution()) {
      board.step();
      return;
    }
    const n = board.n;
    const queens = Array.from(board.handle.queens());
    const row = Math.min(n, queens.filter((c) => c > 0).length + 1);
    const kind = this.kind(board);
    const columns = Array.from({ length: n }, (_, i) => ({ label: `Column ${i + 1}`, value: i + 1 }));
    let stages;
    if (kind === 'depth-first') {
      // The row being filled: the lowest without a queen (after a backtrack, the row whose
      // queen was just lifted, to move it along).
      const filling = row;
      stages = [
        {
          prompt: `Which square of row ${filling} does backtracking try next?`,
          options: [...columns, { label: 'None: it backtracks', value: 0 }],
        },
        {
          prompt: 'Is that square safe, or attacked, and by which row?',
          skip: (answers) => this.backtracker || answers[0] === 0,
          options: [{ label: 'Safe', value: 0 }, ...Array.from({ length: Math.max(0, filling - 1) }, (_, i) => ({ label: `Attacked by row ${i + 1}`, value: i + 1 }))],
        },
      ];
    } else if (kind === 'landing') {
      stages = [{
        prompt: `On which squares of row ${row} can the queen land? Pick every one, then Check (none: a dead end).`,
        options: columns,
        multiple: true,
      }];
    } else if (kind === 'formula') {
      stages = [{ prompt: `Which column does the formula give row ${row}?`, options: columns }];
    } else {
      stages = [{ prompt: 'Will the next step move a queen (a swap or a move made)?', options: [{ label: 'Yes', value: 1 }, { label: 'No', value: 0 }] }];
    }
    this.pending = { board, kind, stages, answers: [], row, queens };
    this.showStage();
  }

  showStage() {
    const question = this.pending;
    const stage = question.stages[question.answers.length];
    $('predict-question').textContent = stage.prompt;
    $('predict-verdict').textContent = '';
    const chosen = new Set();
    const buttons = stage.options.map(({ label, value }) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
      if (stage.multiple) {
        button.setAttribute('aria-pressed', 'false');
        button.addEventListener('click', () => {
          if (chosen.has(value)) chosen.delete(value);
          else chosen.add(value);
          button.setAttribute('aria-pressed', String(chosen.has(value)));
        });
      } else {
        button.addEventListener('click', () => this.answer(value));
      }
      return button;
    });
    if (stage.multiple) {
      const check = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Check', className: 'primary' });
      check.addEventListener('click', () => this.answer([...chosen].sort((a, b) => a - b)));
      buttons.push(check);
    }
    $('predict-options').replaceChildren(...buttons);
    this.ui.announce(stage.prompt, { now: true });
    buttons[0]?.focus();
  }

  /**
   * A click on square (row, col), 1-based, of the board: the answer to "which square?" (the
   * column, in the row being filled) or to "where can the queen land?" (a column to pick).
   */
  answerOnBoard(row, col) {
    const question = this.pending;
    if (!question || question.answers.length > 0) return false;
    // Being the backtracker, any square may be clicked: a square of another row is wrong.
    if (this.backtracker && question.kind === 'depth-first') {
      question.clickedRow = row;
      this.answer(col);
      return true;
    }
    if (row !== question.row) return false;
    if (question.kind === 'depth-first' || question.kind === 'formula') {
      this.answer(col);
      return true;
    }
    if (question.kind === 'landing') {
      $('predict-options').querySelectorAll('button')[col - 1]?.click();
      return true;
    }
    return false;
  }

  /** The answer to the stage on show; after the last stage, the move and its verdict. */
  answer(value) {
    const question = this.pending;
    if (!question) return;
    question.answers.push(value);
    const next = question.stages[question.answers.length];
    if (next && !next.skip?.(question.answers)) {
      this.showStage();
      return;
    }
    this.pending = null;
    $('predict-options').replaceChildren();
    const { board } = question;
    // The learner's answer to the square question, taken before the move.
    const free = question.kind === 'landing' ? freeSquares(question.queens, question.row, board.n) : null;
    board.step();
    const focus = plain(board.handle.focus(), ['kind', 'row', 'col']);
    const caption = this.ui.el.caption.textContent;
    const { right, truth } = this.grade(question, focus, free, board);
    this.asked += 1;
    if (right) this.right += 1;
    const verdict = `${right ? 'Right' : 'Not quite'}: ${truth} ${caption}`;
    $('predict-verdict').textContent = verdict;
    $('predict-question').textContent = 'Press Step (or →) for the next question.';
    this.showScore();
    this.ui.announce(verdict, { now: true });
    // Being the backtracker: the next square is asked for at once.
    if (this.backtracker && !board.finished()) {
      this.ask(board);
      $('predict-verdict').textContent = verdict;
      return;
    }
    $('step').focus();
  }

  /** Whether the answers were right, and the right answer in words. */
  grade(question, focus, free, board) {
    const [first, second] = question.answers;
    if (question.kind === 'depth-first') {
      if (focus.kind === 'removed' || focus.kind === 'exhausted') {
        return { right: first === 0, truth: 'no square of the row was left, so it backtracked.' };
      }
      const marks = board.handle.marks();
      const by = focus.kind === 'attacked' ? marks[(focus.row - 1) * board.n + (focus.col - 1)] : 0;
      const truth = `it tried row ${focus.row}, column ${focus.col}, ${by ? `attacked by row ${by}` : 'which is safe'}.`;
      if (this.backtracker) return { right: first === focus.col && (question.clickedRow ?? focus.row) === focus.row, truth };
      return { right: first === focus.col && (second ?? 0) === by, truth };
    }
    if (question.kind === 'landing') {
      const same = free.length === first.length && free.every((c, i) => c === first[i]);
      const truth = free.length
        ? `the queen could land on column${free.length === 1 ? '' : 's'} ${free.join(', ')}.`
        : 'every square of the row was attacked: a dead end.';
      return { right: same, truth };
    }
    if (question.kind === 'formula') {
      return { right: first === focus.col, truth: `the formula gives column ${focus.col}.` };
    }
    const moved = focus.kind === 'swap' || focus.kind === 'move';
    return { right: (first === 1) === moved, truth: moved ? 'a queen moved.' : 'no queen moved.' };
  }
}
