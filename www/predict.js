// Predict mode (the Predict toggle, predict=1 in the address): before each Step the page asks
// what the algorithm will do next; the learner answers with buttons (by keyboard too) or on
// the board; then the move is made, the answer graded, the reason given in words, and the
// score kept. A seeded address gives a whole class the same questions.
//
// The questions, per kind of algorithm (the registry's `draws` and `exhaustive` decide):
// - backtracking: which square it tries next (a column of the row being filled, or a
//   backtrack), then whether it is safe or, if attacked, by which row (any row attacking it
//   is right; the verdict names them all); row 1 has no row below, so it is asked only which;
//   with forward checking or MAC only which (every square tried is still in its domain, so
//   safe); with MRV, before each row is filled, which row it picks (the core says when:
//   choosesRow, and which row is being filled: fillingRow); after a wipe-out the queen is
//   lifted, with nothing to predict;
// - random placement: on which squares of the row the queen can land (none: a dead end);
//   after a dead end, what it does next (a new trial, not a backtrack);
// - the swap and repair solvers: whether the next step moves a queen (a swap, a repair move,
//   a new permutation: any queen whose column changes);
// - the construction: which column the formula gives the row;
// - hill climbing (a `successor` question): which queen moves to which square, read from the
//   squares' values (any square of the least value is right when several tie), or none:
//   the climb is stuck;
// - simulated annealing (an `accept` question), while a proposal is on show: how likely it
//   is to be taken (certainly when no worse, else e^(ΔE/T), above or below one half); the
//   proposals themselves are drawn at random, so Step shows them without a question.
// The truth is read from the core after the move (its focus, marks and queens), so no rule
// of an algorithm is written twice.

import { attackingRows } from '../pkg/nqueens.js';
import { $, format, plain } from './shared.js';
import { askSavedState, reportScoreAndState, WAIT_MS } from './splice.js';
import { download } from './exports.js';
import { algorithm as algorithmEntry } from './registry.js';

/** The 1-based rows whose queens attack square (row, col) of `queens` (the core's rule). */
const attackers = (queens, row, col) => Array.from(attackingRows(Uint32Array.from(queens), row, col));

/** Squares of 1-based `row` that no queen attacks (1-based columns), by the core's rule. */
function freeSquares(queens, row, n) {
  const free = [];
  for (let col = 1; col <= n; col++) if (attackers(queens, row, col).length === 0) free.push(col);
  return free;
}

/** The kind of question for an algorithm's description `info` (its `question`): "depth-first", "landing", "formula", "move", "successor" or "accept". */
const questionKind = (info) => info.question;

/**
 * True when every row holds a queen and none is attacked, but the move announcing the
 * solution is still to come (a local search's last move reached h = 0): nothing to predict.
 */
function solvedOnBoard(board) {
  if (!board.info.draws.attackedQueens) return false;
  const queens = board.handle.queens();
  return queens.every((c) => c > 0) && board.handle.attacked().every((a) => a === 0);
}

/** The run a predict session is about: what a saved state must match to be restored. */
const activityOf = (board) => ({
  algorithm: board.algorithm,
  n: board.n,
  seed: board.seed ?? '',
  params: board.params ?? '',
  mode: 'predict',
});

/** What a course page (SPLICE) keeps a predict session under: the run. */
function hostActivity(board) {
  const { algorithm, n, seed, params } = activityOf(board);
  return `nqueens/predict/${algorithm}/n=${n}${seed ? `/seed=${seed}` : ''}${params ? `/${params}` : ''}`;
}

/** A run (an activity, as saved: its fields may be anything) in words. */
function runInWords(activity) {
  const text = (value) => String(value ?? '').slice(0, 60);
  const name = algorithmEntry(text(activity.algorithm))?.name ?? `“${text(activity.algorithm)}”`;
  return `${name}, n = ${text(activity.n)}${activity.seed ? `, seed ${text(activity.seed)}` : ''}${activity.params ? `, ${text(activity.params)}` : ''}`;
}

/** "1", "1 and 2", "1, 2 and 4". */
const listed = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export class Predictor {
  constructor(ui) {
    this.ui = ui;
    this.on = false;
    this.right = 0;
    this.asked = 0;
    this.pending = null; // the question on show
    this.log = []; // each graded answer: { move, question, answer, right, truth }
    this.answeredHere = false; // a graded answer since the page loaded
  }

  /**
   * Turns predict mode on or off (the score starts again when turned on). (Performing an
   * algorithm step by step, graded, is an exercise: exercise.js.)
   */
  set(on) {
    this.on = on;
    $('predict').hidden = !on;
    $('predict-toggle').checked = on;
    this.withdraw();
    if (on) {
      this.right = 0;
      this.asked = 0;
      this.log = [];
      $('predict-download').disabled = true;
      this.showScore();
      $('predict-question').textContent = 'Press Step (or →): first predict what the algorithm will do.';
      $('predict-options').replaceChildren();
      $('predict-verdict').textContent = '';
    }
  }

  /**
   * What a host saves for this learner (SPLICE): the run (algorithm, n, seed, parameters,
   * which mode), the move reached, and the score.
   */
  savedState(board) {
    return { activity: activityOf(board), position: board.handle.position(), right: this.right, asked: this.asked, answers: this.log };
  }

  /**
   * Why `saved`, a state a host gave back (see savedState), cannot be restored on `board`, in
   * words; null when it can.
   */
  unfit(board, saved) {
    const activity = saved.activity;
    if (typeof activity !== 'object' || activity === null) return saved.exercise ? 'it is an exercise\'s attempt, not predict mode\'s place' : 'it holds no place in a run';
    // Field by field: a host may store the record with its keys in another order.
    const mine = activityOf(board);
    if (Object.keys(mine).some((key) => activity[key] !== mine[key])) return `it is of another run (${runInWords(activity)}), not this one (${runInWords(mine)})`;
    const whole = (v) => Number.isSafeInteger(v) && v >= 0;
    if (!whole(saved.position) || !whole(saved.right) || !whole(saved.asked) || saved.right > saved.asked) {
      return 'its place and score are not whole numbers that fit together';
    }
    if (saved.answers !== undefined && !Array.isArray(saved.answers)) return 'its answers are not a list';
    return null;
  }

  /**
   * Restores a state a host saved, as unfit checked it: the board at its move, and the score.
   * Null when restored, else why not, in words (its move lies beyond the run's end), or
   * undefined when the learner went on meanwhile (a long seek: another board, an answer).
   */
  async restore(board, saved) {
    this.withdraw();
    const before = board.handle.position();
    const reached = await board.seek(saved.position, { extend: true });
    if (!board.handle || this.answeredHere || !this.on) return undefined;
    if (reached !== saved.position) {
      await board.seek(before);
      return `its place, move ${format(saved.position)}, lies beyond this run's last move, ${format(reached)}`;
    }
    this.right = saved.right;
    this.asked = saved.asked;
    this.log = Array.isArray(saved.answers) ? saved.answers.filter((a) => a && Number.isSafeInteger(a.move)) : [];
    $('predict-download').disabled = this.log.length === 0;
    this.showScore();
    $('predict-verdict').textContent = '';
    $('predict-question').textContent = `Welcome back: your score of ${format(this.right)} of ${format(this.asked)} and your place at move ${format(saved.position)} are restored. Press Step (or →) for the next question.`;
    return null;
  }

  /**
   * Framed by a course page (SPLICE): asks it for the place and score it saved for `board`'s
   * run, and restores them when it answers (see fromHost). The page does not wait.
   */
  askHost(board) {
    askSavedState(hostActivity(board), {
      onAnswer: (result) => this.fromHost(board, result),
      onSilence: () => this.hostNote(`The course page did not answer when asked for your saved place and score (within ${WAIT_MS / 1000} s), so this is a fresh start. If it answers before your first answer here, they come back then.`),
    });
  }

  /**
   * What a course page gave back (splice.js's readAnswer: saved, none, refused or unusable;
   * `late` after the page said it did not answer) made into the place and score on show, or
   * a word why not. Restored only while predict mode is on for the same board and the learner
   * has answered nothing since the page loaded (until then the host still holds what it saved;
   * after, the learner's answers here are not overwritten). A state that does not fit leaves a
   * fresh start, said in words; the host keeps it until the learner's first answer here.
   */
  async fromHost(board, result) {
    if (!this.on || !board.handle) return false;
    if (this.answeredHere) {
      if (result.kind === 'saved') this.ui.setStatus('The course page gave back your saved place and score after you had answered here: they were not restored, to keep your answers here (the course page now saves those).');
      return false;
    }
    if (result.kind === 'none') {
      if (result.late) this.hostNote('');
      return false;
    }
    const keeps = 'The course page keeps it until your first answer here, which replaces it; reload the page to ask again.';
    if (result.kind === 'refused') {
      this.hostNote(`The course page could not give back your saved place and score (${result.words}), so this is a fresh start. ${keeps}`);
      return false;
    }
    let why = result.kind === 'saved' ? this.unfit(board, result.state) : result.words;
    if (!why) {
      why = await this.restore(board, result.state);
      if (why === undefined) return false;
    }
    if (why) {
      this.hostNote(`The course page gave back saved work this page cannot use (${why}), so this is a fresh start. ${keeps}`);
      return false;
    }
    return true;
  }

  /** A word about the course page's saved work, under the question (cleared by the next question). */
  hostNote(text) {
    $('predict-verdict').textContent = text;
    if (text) this.ui.announce(text);
  }

  /**
   * Offers the learner's attempt as a JSON file: the run, the score, and each graded answer
   * (the move it was about, the question, the answer given, right or not, and why).
   */
  download(board) {
    const attempt = {
      activity: activityOf(board),
      score: { right: this.right, asked: this.asked },
      answers: this.log,
      saved: new Date().toISOString(),
    };
    download(new Blob([`${JSON.stringify(attempt, null, 2)}\n`], { type: 'application/json' }), `nqueens-answers-${board.algorithm}-n${board.n}.json`);
  }

  showScore() {
    $('predict-score').textContent = `Score: ${format(this.right)} right of ${format(this.asked)}`;
  }

  /** The kind of question for `board`'s algorithm (see questionKind). */
  kind(board) {
    return questionKind(board.info);
  }

  /**
   * Asks about `board`'s next move (instead of making it). Step calls this while predicting;
   * the move is made once the question is answered.
   */
  ask(board) {
    if (board.finished()) return;
    // A board playing (a looped range) stops while the question is on show: it is about the
    // move on show.
    board.pause();
    // After a solution the search simply goes on (an exhaustive one), and a stuck climb
    // restarts: nothing to predict.
    const onShow = plain(board.handle.focus(), ['kind']).kind;
    if (board.handle.isSolution() || onShow === 'stuck' || onShow === 'wipe-out') {
      board.step();
      return;
    }
    const n = board.n;
    const queens = Array.from(board.handle.queens());
    const row = Math.min(n, queens.filter((c) => c > 0).length + 1);
    let kind = this.kind(board);
    const shown = plain(board.handle.focus(), ['kind', 'row', 'col', 'chance']);
    // A proposal is drawn at random: nothing to predict until one is on show; and a climb
    // that reached h = 0 only announces its solution.
    if ((kind === 'accept' && shown.kind !== 'proposed') || (kind === 'successor' && solvedOnBoard(board))) {
      board.step();
      return;
    }
    // Column answers as compact numbered buttons (named "Column k" for screen readers), in a
    // grid that stays small on a phone and on a 32 × 32 board.
    const columns = Array.from({ length: n }, (_, i) => ({ label: `Column ${i + 1}`, short: String(i + 1), value: i + 1 }));
    let stages;
    if (kind === 'depth-first' && board.handle.choosesRow()) {
      // MRV: which empty row is filled next.
      kind = 'choose-row';
      const empty = queens.map((c, i) => (c === 0 ? i + 1 : 0)).filter((r) => r > 0);
      stages = [{
        prompt: 'Which row does MRV fill next: the empty row with the fewest squares left (not crossed out or attacked; a tie goes to the lowest)? (Click the row on the board, or pick it.)',
        gridLabel: 'Row:',
        options: empty.map((r) => ({ label: `Row ${r}`, short: String(r), value: r })),
      }];
    } else if (kind === 'depth-first') {
      // The row being filled: the core's, when it fills rows in an order of its own (MRV);
      // else the lowest without a queen (after a backtrack, the row whose queen was just
      // lifted, to move it along).
      const filling = board.handle.fillingRow() || row;
      const pruned = board.handle.pruning().length > 0;
      const standing = queens.map((c, i) => (c > 0 ? i + 1 : 0)).filter((r) => r > 0);
      stages = [
        {
          prompt: `Which square of row ${filling} does backtracking try next?`,
          options: [...columns, { label: 'None: it backtracks', value: 0 }],
        },
        {
          // (Graded with the square: a wrong square makes the answer wrong whatever this says.)
          prompt: 'Is the square you picked safe, or attacked, and by which row? (If several rows attack it, any of them is right.)',
          // No queen on the board to attack it, or (forward checking, MAC) every square
          // tried is still in its domain: nothing to ask.
          skip: (answers) => answers[0] === 0 || standing.length === 0 || pruned,
          options: [{ label: 'Safe', value: 0 }, ...standing.map((r) => ({ label: `Attacked by row ${r}`, value: r }))],
        },
      ];
    } else if (kind === 'landing' && plain(board.handle.focus(), ['kind']).kind === 'dead') {
      // The row on show is a dead end: the next move is what the algorithm does about it.
      kind = 'dead-end';
      stages = [{
        prompt: `Row ${board.handle.deadRow()} has no unattacked square: a dead end. What does random placement do next?`,
        options: [
          { label: 'Start a new trial on an empty board', value: 'restart' },
          { label: `Go back to row ${board.handle.deadRow() - 1} and move its queen`, value: 'backtrack' },
          { label: 'Put the queen on an attacked square', value: 'attacked' },
        ],
      }];
    } else if (kind === 'landing') {
      stages = [{
        prompt: `On which squares of row ${row} can the queen land? Pick every one, then Check (none: a dead end).`,
        options: columns,
        multiple: true,
      }];
    } else if (kind === 'successor') {
      // Which queen moves where: the row, then the column (a click on the board answers both).
      stages = [
        {
          prompt: 'Which row’s queen does the next move take, reading the squares’ values? (Click its new square on the board, or pick the row.)',
          gridLabel: 'Row:',
          options: [...Array.from({ length: n }, (_, i) => ({ label: `Row ${i + 1}`, short: String(i + 1), value: i + 1 })), { label: 'None: no successor is better, the climb is stuck', value: 0 }],
        },
        {
          prompt: 'To which column?',
          skip: (answers) => answers[0] === 0 || Array.isArray(answers[0]),
          options: columns,
        },
      ];
      this.values = Array.from(board.handle.squareValues());
    } else if (kind === 'accept') {
      stages = [{
        prompt: `Moving row ${shown.row}’s queen to column ${shown.col} is proposed. How likely is annealing to take it?`,
        options: [
          { label: 'Certainly: the move is no worse', value: 'certain' },
          { label: 'Probably: its chance is one half or more', value: 'likely' },
          { label: 'Probably not: its chance is below one half', value: 'unlikely' },
        ],
      }];
      this.chance = shown.chance;
    } else if (kind === 'formula') {
      stages = [{ prompt: `Which column does the formula give row ${row}?`, options: columns }];
    } else {
      stages = [{ prompt: 'Will the next step move a queen (a swap, a repair move or a new permutation)?', options: [{ label: 'Yes', value: 1 }, { label: 'No', value: 0 }] }];
    }
    const filling = kind === 'depth-first' ? board.handle.fillingRow() || row : row;
    this.pending = { board, kind, stages, answers: [], row: filling, queens, position: board.handle.position() };
    // While a question is on show, the board keeps its best squares to itself (hill
    // climbing's least values are the answer).
    board.quiet = true;
    board.render();
    this.showStage();
  }

  showStage() {
    const question = this.pending;
    const stage = question.stages[question.answers.length];
    $('predict-question').textContent = stage.prompt;
    $('predict-verdict').textContent = '';
    const chosen = new Set();
    const buttons = stage.options.map(({ label, short, value }) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: short ?? label });
      if (short) {
        button.setAttribute('aria-label', label);
        button.className = 'column-answer';
      }
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
    const compact = buttons.filter((button) => button.classList.contains('column-answer'));
    if (compact.length) {
      const grid = Object.assign(document.createElement('div'), { className: 'predict-columns' });
      grid.append(Object.assign(document.createElement('span'), { className: 'predict-columns-label', textContent: stage.gridLabel ?? 'Column:' }), ...compact);
      $('predict-options').replaceChildren(grid, ...buttons.filter((button) => !compact.includes(button)));
    } else {
      $('predict-options').replaceChildren(...buttons);
    }
    this.ui.announce(stage.prompt, { now: true });
    // The board is refitted so that it, its caption and this question all show; focus moves
    // to the first answer without scrolling the board away.
    this.ui.fit?.();
    buttons[0]?.focus({ preventScroll: true });
  }

  /**
   * A click on square (row, col), 1-based, of the board: the answer to "which square?" (the
   * column, in the row being filled) or to "where can the queen land?" (a column to pick).
   */
  answerOnBoard(row, col) {
    const question = this.pending;
    if (!question || question.answers.length > 0 || this.stale(question.board)) return false;
    if (question.kind === 'successor') {
      this.answer([row, col]);
      return true;
    }
    if (question.kind === 'choose-row') {
      this.answer(row);
      return true;
    }
    if (row !== question.row) return false;
    if (question.kind === 'depth-first' || question.kind === 'formula') {
      this.answer(col);
      return true;
    }
    if (question.kind === 'landing') {
      $('predict-options').querySelectorAll('button.column-answer')[col - 1]?.click();
      return true;
    }
    return false;
  }

  /** The answer to the stage on show; after the last stage, the move and its verdict. */
  /**
   * True (and the question withdrawn, with a word why) when `current`, the board on show, is
   * another, or moved since the question was asked (Run, Play, the timeline, Step back): the
   * question is about a move no longer on show, so no answer to it is graded. The page calls
   * it whenever its buttons are brought up to date.
   */
  stale(current) {
    const question = this.pending;
    if (!question) return false;
    const same = current === question.board;
    if (same && question.board.handle.position() === question.position) return false;
    // A board no longer on show is not drawn again.
    this.withdraw({ render: same });
    $('predict-question').textContent = 'The board moved since that question, so it was withdrawn. Press Step (or →) for a question about the move on show.';
    return true;
  }

  /**
   * Withdraws the question on show, if any: the board shows its hints again (redrawn unless
   * `render` is false).
   */
  withdraw({ render = true } = {}) {
    const question = this.pending;
    if (!question) return;
    this.pending = null;
    question.board.quiet = false;
    if (render) question.board.render();
    $('predict-options').replaceChildren();
    $('predict-verdict').textContent = '';
  }

  answer(value) {
    const question = this.pending;
    if (!question || this.stale(question.board)) return;
    question.answers.push(value);
    const next = question.stages[question.answers.length];
    if (next && !next.skip?.(question.answers)) {
      this.showStage();
      return;
    }
    this.pending = null;
    $('predict-options').replaceChildren();
    const { board } = question;
    board.quiet = false;
    // The learner's answer to the square question, taken before the move.
    const free = question.kind === 'landing' ? freeSquares(question.queens, question.row, board.n) : null;
    board.step();
    const focus = plain(board.handle.focus(), ['kind', 'row', 'col']);
    const caption = this.ui.el.caption.textContent;
    const { right, truth } = this.grade(question, focus, free, board);
    // Each move counts once: after Step back, a move answered before is graded again but not
    // counted again (the score and the saved answers keep the first answer).
    const move = board.handle.position();
    const again = this.log.some((entry) => entry.move === move);
    if (!again) {
      this.asked += 1;
      if (right) this.right += 1;
      this.log.push({ move, question: question.stages[0].prompt, answer: question.answers, right, truth });
    }
    $('predict-download').disabled = false;
    // Framed by a course page that speaks SPLICE: the score and where the learner is.
    this.answeredHere = true;
    reportScoreAndState(hostActivity(board), this.right / this.asked, this.savedState(board));
    // The caption above the board says what happened; the verdict says whether the answer
    // was right and why (a screen reader hears both).
    const verdict = `${right ? 'Right' : 'Not quite'}: ${truth}${again ? ' (Answered before: not counted again.)' : ''}`;
    $('predict-verdict').textContent = verdict;
    $('predict-question').textContent = 'Press Step (or →) for the next question.';
    this.showScore();
    this.ui.announce(`${verdict} ${caption}`, { now: true });
    this.ui.fit?.();
    $('step').focus({ preventScroll: true });
  }

  /** Whether the answers were right, and the right answer in words. */
  grade(question, focus, free, board) {
    const [first, second] = question.answers;
    if (question.kind === 'depth-first') {
      if (focus.kind === 'removed' || focus.kind === 'exhausted') {
        return { right: first === 0, truth: 'no square of the row was left, so it backtracked.' };
      }
      // Every row attacking the square, from the queens before the move: any is right.
      const by = attackers(question.queens, focus.row, focus.col);
      const mark = board.handle.marks()[(focus.row - 1) * board.n + (focus.col - 1)];
      const how = by.length === 0
        ? 'which is safe'
        : by.length === 1
          ? `attacked by row ${by[0]}`
          : `attacked by rows ${listed(by)} (its mark shows ${mark}, the lowest)`;
      const truth = `it tried row ${focus.row}, column ${focus.col}, ${how}.`;
      const safe = by.length === 0;
      const attackRight = second === undefined ? true : second === 0 ? safe : by.includes(second);
      return { right: first === focus.col && attackRight, truth };
    }
    if (question.kind === 'choose-row') {
      return {
        right: focus.kind === 'chosen' && first === focus.row,
        truth: `MRV picked row ${focus.row}, the empty row with the fewest squares left (a tie goes to the lowest row).`,
      };
    }
    if (question.kind === 'dead-end') {
      const restarted = focus.kind === 'restart';
      return {
        right: restarted && first === 'restart',
        truth: restarted
          ? 'random placement never backtracks: it throws the trial away and starts a new one on an empty board.'
          : `it ${focus.kind}.`,
      };
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
    if (question.kind === 'accept') {
      const chance = this.chance;
      const truth = chance >= 1 ? 'certain' : chance >= 0.5 ? 'likely' : 'unlikely';
      const pct = chance >= 1 ? 'certain: the move is no worse' : `e^(ΔE/T) = ${(chance * 100).toPrecision(2)} %`;
      return {
        right: first === truth,
        truth: `its chance was ${pct}, and it was ${focus.kind === 'move' ? 'taken' : 'refused'}.`,
      };
    }
    if (question.kind === 'successor') {
      // The square picked (a board click gives [row, col]; the buttons the row, then the
      // column) is right when its value equals that of the square the queen moved to: any of
      // a tie is as good. None is right when the climb stopped.
      const [row, col] = Array.isArray(first) ? first : [first, second];
      const values = this.values ?? [];
      const value = (r, c) => values[(r - 1) * board.n + (c - 1)];
      if (focus.kind !== 'move') {
        return { right: row === 0, truth: 'no successor was better: the climb is stuck.' };
      }
      const moved = value(focus.row, focus.col);
      const tied = values.filter((v) => v === moved).length;
      const picked = row > 0 && col > 0 ? value(row, col) : undefined;
      const truth = `it moved row ${focus.row}’s queen to column ${focus.col}, where h = ${moved}${tied > 1 ? ` (one of ${tied} squares with that value, drawn at random)` : ''}.`;
      return { right: picked !== undefined && picked >= 0 && picked === moved, truth };
    }
    // Moved: any queen's column changed from the board before the step (a swap moves two, a
    // new permutation or a restart many), read from the board itself.
    const after = Array.from(board.handle.queens());
    const moved = after.filter((col, row) => col !== (question.queens[row] ?? 0)).length;
    const truth = moved === 0 ? 'no queen moved.' : moved === 1 ? 'a queen moved.' : `${moved} queens moved.`;
    return { right: (first === 1) === (moved > 0), truth };
  }
}

/**
 * The questions of a printed worksheet about `board`'s next move (see worksheet.js): those
 * predict mode would ask, with nothing to click, and what to mark on the board. The sheet
 * prints the move on show (its caption, counters and queens), so every question asks about
 * what it does not print: the moves to come, or what its bare board leaves out (the marks,
 * the squares' values, the attacked queens), never a count or a value the sheet shows.
 */
export function worksheetQuestions(board) {
  const queens = Array.from(board.handle.queens());
  const kind = questionKind(board.info);
  // The next move, made, read and taken back (as the exercises read theirs): the row it is
  // about, whether it chooses a row (MRV) rather than trying a square.
  let next = { kind: 'none', row: 0 };
  if (!board.finished() && board.handle.advance(1) === 1) {
    next = plain(board.handle.focus(), ['kind', 'row']);
    board.handle.stepBack();
  }
  const row = next.row > 0 ? next.row : Math.min(board.n, queens.filter((c) => c > 0).length + 1);
  const mark = 'On the board, mark every square of the next row that a queen attacks, with the number of the lowest row attacking it.';
  // Backtracking with inference: domains pruned, and what a placement removes.
  const pruning = board.info.draws.numberedMarks && /(^|&)inference=(?!none)/.test(board.params ?? '');
  if (board.info.draws.population) {
    return [
      'In the population (printed under the board), which two boards are the likeliest parents of the next child? (Each parent is drawn in proportion to its fitness.)',
      `Cross those two boards after row ${Math.max(1, Math.floor(board.n / 2))}: write the child's columns, row 1 first.`,
      'What is that child\'s fitness (its pairs of queens that do not attack each other)? Is it fitter than both parents?',
    ];
  }
  switch (kind) {
    case 'depth-first':
      return [
        pruning
          ? 'On the board, cross out every square that is no longer in its row\'s domain, numbered with the row whose queen removed it.'
          : mark,
        ...(next.kind === 'chosen'
          ? ['Which row does the search fill next? (The empty row with the fewest squares left in its domain; a tie goes to the lowest.) Which square of it does it try first?']
          : [`Which square of row ${row} does backtracking try next? Is it safe, or attacked, and by which rows?`]),
        ...(pruning ? ['When a queen is placed there, which squares does it remove from the empty rows\' domains? Is a domain wiped out?'] : []),
        'After that square, what are the next three moves? (A square tried, a queen placed, or a backtrack.)',
        'After those four moves, how many squares will backtracking have tried in all? (The sheet gives the count so far.)',
      ];
    case 'landing':
      return [
        mark,
        `On which squares of row ${row} can the queen land? How likely is each?`,
        'What does random placement do if a row has no unattacked square?',
        'One trial on this board succeeds with probability p: about how many trials does a run need?',
      ];
    case 'formula':
      return [`Which column does the formula give row ${row}?`, 'Check that no two queens on the board attack each other.'];
    case 'accept':
      return [
        'Choose a move of one queen to another square of its row. Work out ΔE = h(current) − h(next) for it.',
        'At temperature T, with what probability is your move taken? (Certainly if ΔE ≥ 0, else e^(ΔE/T).)',
        'As T falls, what happens to the chance of taking a worse move?',
      ];
    case 'successor':
      return [
        'Pick a queen. On each other square of its row, write the h of the board with that queen moved there.',
        'Which successor does steepest ascent take? Circle every square with the least value.',
        'After that move, is the board a local minimum, a plateau, or neither? Why?',
      ];
    default:
      return [
        'Circle every queen that another queen attacks, and draw the diagonals they share.',
        'Will the next step move a queen? Which one, and where to?',
        'After that step, how many pairs of queens will attack each other?',
      ];
  }
}

