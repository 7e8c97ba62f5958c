// Predict mode (the Predict toggle, predict=1 in the address): before each Step the page asks
// what the search will do next; the learner answers with buttons (by keyboard too) or on the
// board; then the move is made, the answer graded, the reason given in words, and the score
// kept. A seeded address gives a whole class the same questions. Every word it shows (the
// questions, their options, the verdicts and reasons, the score, the hints and the notes
// about a course page's saved work, and a printed worksheet's questions: worksheetQuestions)
// comes from locales/<tag>/predict.ftl through i18n.js's
// t, numbers as numbers (written the language's way), plurals by the catalog's selects.
//
// The question is chosen from the KIND of the next move's events (the one vocabulary of
// moves, src/moves.rs), peeked before the move is shown (peekEventsJson: made, read and
// undone in the core, so the board, counters, timeline and narration show nothing of it), and
// graded from those events' data. Each question is written once per event kind, here, and
// knows no algorithm: no id, no description's `question`. In order (the first that fits):
// - select-row: which row is filled next (MRV: the fewest squares left, a tie to the lowest);
// - try: which square of its row is tried next (or none: a dead end, then a lift or, alone in
//   a row with safe squares all tried, a failed trial),
//   then whether it is safe or, if attacked, by which row (any row attacking it is right; the
//   verdict names them all); with nothing on the board to attack it, or under inference (every
//   square tried is still in its domain, so safe), only which; with a prune in the same move,
//   which squares the placed queen removes from the empty rows' domains (forward checking or
//   arc consistency: the prune's squares exactly, picked on the board or in the list), or,
//   when the move ends in a wipe-out, which row is left with no square (which squares go first
//   would depend on the order the rows are checked in);
// - accept or refuse after a propose on show: how likely the proposal is to be taken (its
//   chance, certain when no worse, else e^(ΔE/T), above or below one half); a propose itself
//   is drawn at random, so Step shows it without a question;
// - restart or lift after a dead-end on show: what it does next (a new trial or a backtrack);
// - place at random, or a dead-end of an empty row whose squares are all attacked: on which
//   squares the queen can land (its `among`; none: a dead end);
// - place by formula: which column;
// - select-parents and crossover: which board is the child, given the parents and the point;
// - move-queen (a choice among `among`, every tie right), or stuck where the squares' values
//   are drawn: which queen moves to which square, or none (stuck);
// - check, or a swap where the algorithm checks rows: does the row's queen pass the diagonal
//   check (or is it swapped);
// - swap or refuse of a tested pair: the pair is said; is the swap taken;
// - any other move that may change the board (accept, dead-end, stuck, move-queen, mutate):
//   whether the next step moves a queen, read from the board after the move;
// - solution, exhausted, generation, a placement conflict-free and a restart (they always move
//   queens), a lift after a wipe-out, a move after a stuck one: nothing to predict, the move is
//   made at once.

import { attackingRows } from '../pkg/nqueens.js';
import { $, format, layersOf } from './shared.js';
import { english, language, say, t } from './i18n.js';
import { PSEUDO, pseudo } from './languages.js';
import { askSavedState, reportScoreAndState, WAIT_MS } from './splice.js';
import { download } from './exports.js';
import { algorithm as algorithmEntry } from './registry.js';
import { ownRoot } from './roots.js';

// The question's box is this module's: a board measures it (it shows under the board).
ownRoot('predict', () => $('predict'));

/** The 1-based rows whose queens attack square (row, col) of `queens` (the core's rule). */
const attackers = (queens, row, col) => Array.from(attackingRows(Uint32Array.from(queens), row, col));

/** True when no queen of `queens` attacks any square of 1-based `row` (the core's rule). */
const allAttacked = (queens, row, n) => Array.from({ length: n }, (_, c) => attackers(queens, row, c + 1).length > 0).every(Boolean);

/**
 * A lone dead end of an empty row among `next`, and whether every square of the row is
 * attacked (a random row's: nothing to draw) or not (a search's: every square tried).
 */
function loneDeadEnd({ next, queens, n }) {
  const dead = event(next, 'dead-end');
  if (next.length !== 1 || !dead || queens[dead.row] !== 0) return null;
  return { row: dead.row + 1, attacked: allAttacked(queens, dead.row + 1, n) };
}

/** The first event of `kind` among `events`, or undefined. */
const event = (events, kind) => events.find((e) => e.kind === kind);

/** A 0-based square of an event, 1-based: [row, col]. */
const square1 = (sq) => [sq.row + 1, sq.col + 1];

/**
 * The words of the questions and verdicts below: `tr` and `fmt` are i18n.js's `t` and
 * shared.js's `format` (the language on show), or English's within `inEnglish(fn)`: what is
 * kept of an answer (the download, a lesson's record, a course page's saved state) says its
 * question and verdict in English, as before the catalogs, the same in every language.
 */
let inEnglishNow = false;
const tr = (id, args) => (inEnglishNow ? english(id, args) : t(id, args));
// English's format is toLocaleString('en-US')'s (shared.js: tests/js checks it).
const fmt = (value) => (inEnglishNow ? Number(value).toLocaleString('en-US') : format(value));

/** What `fn` returns with the questions' words in English (see `tr`). */
function inEnglish(fn) {
  inEnglishNow = true;
  try {
    return fn();
  } finally {
    inEnglishNow = false;
  }
}

/** "row 2, column 3" for a 0-based square, in the language on show. */
const squareWords = (sq) => tr('predict-square', { row: sq.row + 1, col: sq.col + 1 });

/** A board's columns (1-based), row 1 first, as a learner reads them. */
const boardWords = (cols) => cols.join(' ');

/** Column answers as compact numbered buttons (named "Column k" for screen readers). */
const columnOptions = (n) => Array.from({ length: n }, (_, i) => ({ label: tr('predict-option-column', { col: i + 1 }), short: String(i + 1), value: i + 1 }));

/** A row's compact numbered button (named "Row k" for screen readers). */
const rowOption = (r) => ({ label: tr('predict-option-row', { row: r }), short: String(r), value: r });

/** Sorted copy of a list of numbers. */
const sorted = (values) => [...values].sort((a, b) => a - b);

/** True when two lists of numbers hold the same values (in any order). */
const sameSet = (a, b) => a.length === b.length && sorted(a).every((v, i) => v === sorted(b)[i]);

/**
 * The questions, one per principal event kind of the next move, in the order tried: each
 * `fits(ctx)` (ctx: board, n, queens before the move, 1-based, 0 for none; `next`, the next
 * move's events; `shown`, the events of the move on show), `ask(ctx)` its stages (and what
 * the grade needs), `grade(question, answers, board)` after the move: { right, truth }.
 */
const QUESTIONS = [
  {
    name: 'choose-row',
    fits: ({ next }) => Boolean(event(next, 'select-row')),
    ask: ({ queens }) => {
      const empty = queens.map((c, i) => (c === 0 ? i + 1 : 0)).filter((r) => r > 0);
      return {
        stages: [{
          prompt: tr('predict-mrv-ask'),
          gridLabel: tr('predict-grid-row'),
          options: empty.map(rowOption),
          onBoard: (row) => row,
        }],
      };
    },
    grade: ({ next }, [first]) => {
      const { row, remaining } = event(next, 'select-row');
      return {
        right: first === row + 1,
        truth: tr('predict-mrv-truth', { row: row + 1, remaining }),
      };
    },
  },
  {
    // A square tried, or (a dead end and a lift) none: a backtrack.
    name: 'try',
    fits: (ctx) => Boolean(event(ctx.next, 'try')) || Boolean(event(ctx.next, 'dead-end') && event(ctx.next, 'lift')) || loneDeadEnd(ctx)?.attacked === false,
    ask: ({ board, n, queens, next }) => {
      const tried = event(next, 'try');
      const row = tried ? tried.square.row + 1 : event(next, 'dead-end').row + 1;
      const wiped = event(next, 'wipe-out');
      // Under inference every square tried is still in its domain: safe.
      const pruned = layersOf(board.handle).pruning.length > 0;
      const standing = queens.map((c, i) => (c > 0 ? i + 1 : 0)).filter((r) => r > 0);
      const prune = event(next, 'prune');
      const stages = [
        {
          prompt: tr('predict-try-ask', { row }),
          options: [...columnOptions(n), { label: tr('predict-try-none'), value: 0 }],
          onBoard: (r, c) => (r === row ? c : undefined),
        },
        {
          // (Graded with the square: a wrong square makes the answer wrong whatever this says.)
          prompt: tr('predict-attack-ask'),
          skip: (answers) => answers[0] === 0 || standing.length === 0 || pruned || Boolean(prune),
          options: [{ label: tr('predict-safe'), value: 0 }, ...standing.map((r) => ({ label: tr('predict-attacked-by', { row: r }), value: r }))],
        },
      ];
      if (prune && tried && wiped) {
        // A wipe-out: which squares are removed before the empty row is found depends on the
        // order the rows are checked in; the row left empty does not.
        const empty = [];
        for (let r = n; r >= 1; r--) if (r !== row && queens[r - 1] === 0) empty.push(r);
        stages.push({
          // (Asked without saying that a row is wiped out: that is half the answer.)
          prompt: tr('predict-wipe-ask', { square: squareWords(tried.square) }),
          gridLabel: tr('predict-grid-row'),
          options: [{ label: tr('predict-wipe-none'), value: 0 }, ...empty.map(rowOption)],
          skip: (answers) => answers[0] === 0,
          onBoard: (r) => (r === row ? undefined : r),
        });
      } else if (prune && tried) {
        // The squares still in the empty rows' domains (not yet removed), but the tried row.
        const removed = Array.from(layersOf(board.handle).pruning);
        const options = [];
        for (let r = n; r >= 1; r--) {
          if (r === row || queens[r - 1] > 0) continue;
          for (let c = 1; c <= n; c++) {
            if (removed.length && removed[(r - 1) * n + (c - 1)] !== 0) continue;
            options.push({ label: tr('predict-option-square', { row: r, col: c }), short: `${r}·${c}`, value: (r - 1) * n + (c - 1) });
          }
        }
        stages.push({
          prompt: tr('predict-prune-ask', {
            square: squareWords(tried.square),
            arcs: next.some((e) => e.kind === 'prune' && e.how === 'arc-consistency') ? 'yes' : 'no',
          }),
          gridLabel: tr('predict-grid-square'),
          options,
          multiple: true,
          skip: (answers) => answers[0] === 0,
          onBoard: (r, c) => (r === row ? undefined : (r - 1) * n + (c - 1)),
        });
      }
      return { stages, row };
    },
    grade: ({ next, queens, board }, [first, second, third]) => {
      const tried = event(next, 'try');
      if (!tried) return { right: first === 0, truth: tr('predict-dead-end-truth', { then: event(next, 'lift') ? 'backtrack' : 'fail' }) };
      const [row, col] = square1(tried.square);
      // Every row attacking the square, from the queens before the move: any is right.
      const by = attackers(queens, row, col);
      const how = tried.attackedBy === null
        ? tr('predict-how-safe')
        : by.length === 1
          ? tr('predict-how-attacked', { row: by[0] })
          : tr('predict-how-attacked-rows', { rows: listed(by), mark: tried.attackedBy + 1 });
      const said = { row, col, how };
      let truth = tr('predict-try-truth', said);
      const attackRight = second === undefined ? true : second === 0 ? tried.attackedBy === null : by.includes(second);
      let right = first === col && attackRight;
      // Every prune of the move (forward checking's, then arc consistency's): their squares exactly.
      const prunes = next.filter((e) => e.kind === 'prune');
      const wiped = event(next, 'wipe-out');
      if (wiped && third !== undefined) {
        right = first === col && third === wiped.row + 1;
        truth = tr('predict-try-truth-wiped', { ...said, wiped: wiped.row + 1 });
      } else if (prunes.length && third !== undefined) {
        const n = board.n;
        const removed = prunes.flatMap((p) => p.squares.map((sq) => sq.row * n + sq.col));
        right = first === col && sameSet(third, removed);
        const named = prunes
          .filter((p) => p.squares.length)
          .map((p) => tr('predict-removed', {
            count: p.squares.length,
            how: p.how === 'arc-consistency' ? 'arc-consistency' : 'forward-checking',
            squares: p.squares.map(squareWords).join(tr('predict-squares-separator')),
          }));
        const words = named.length ? named.reduce((first, then) => tr('predict-then', { first, then })) : tr('predict-removed-none');
        truth = tr('predict-try-truth-pruned', { ...said, removed: words });
      }
      return { right, truth };
    },
  },
  {
    // A proposal on show, taken or refused by the move to come.
    name: 'accept',
    fits: ({ next, shown }) => Boolean(event(shown, 'propose')) && Boolean(event(next, 'accept') || event(next, 'refuse')),
    ask: ({ shown }) => {
      const { change } = event(shown, 'propose');
      const prompt = change.change === 'move'
        ? tr('predict-accept-ask-move', { row: change.row + 1, col: change.to + 1 })
        : tr('predict-accept-ask-swap', { first: change.first.row + 1, second: change.second.row + 1 });
      return {
        stages: [{
          prompt,
          options: [
            { label: tr('predict-accept-certain'), value: 'certain' },
            { label: tr('predict-accept-likely'), value: 'likely' },
            { label: tr('predict-accept-unlikely'), value: 'unlikely' },
          ],
        }],
      };
    },
    grade: ({ next, shown }, [first]) => {
      const { chance } = event(shown, 'propose');
      const truth = chance >= 1 ? 'certain' : chance >= 0.5 ? 'likely' : 'unlikely';
      const taken = event(next, 'accept') ? 'yes' : 'no';
      const words = chance >= 1 ? tr('predict-accept-truth-certain', { taken }) : tr('predict-accept-truth', { percent: chance * 100, taken });
      return { right: first === truth, truth: words };
    },
  },
  {
    // A dead end on show: a new trial, or a backtrack.
    name: 'dead-end',
    fits: ({ next, shown }) => Boolean(event(shown, 'dead-end')) && !event(shown, 'lift') && Boolean(event(next, 'restart') || event(next, 'lift')),
    ask: ({ shown, next, queens }) => {
      const row = event(shown, 'dead-end').row + 1;
      const fresh = event(next, 'restart')?.from === 'permutation' ? tr('predict-restart-permutation') : tr('predict-restart-empty');
      return {
        stages: [{
          prompt: tr('predict-dead-end-ask', { row, empty: queens[row - 1] === 0 ? 'yes' : 'no' }),
          options: [
            { label: fresh, value: 'restart' },
            { label: tr('predict-go-back', { row: row - 1 }), value: 'backtrack' },
            { label: tr('predict-attacked-square'), value: 'attacked' },
          ],
        }],
      };
    },
    grade: ({ next }, [first]) => (event(next, 'restart')
      ? { right: first === 'restart', truth: tr('predict-restart-truth', { from: event(next, 'restart').from === 'permutation' ? 'permutation' : 'empty' }) }
      : { right: first === 'backtrack', truth: tr('predict-backtrack-truth', { row: event(next, 'lift').square.row + 1 }) }),
  },
  {
    // A queen drawn among the row's free squares, or an empty row with none: a dead end.
    name: 'landing',
    fits: (ctx) => event(ctx.next, 'place')?.how.by === 'random' || loneDeadEnd(ctx)?.attacked === true,
    ask: ({ n, next }) => {
      const placed = event(next, 'place');
      const row = (placed ? placed.square.row : event(next, 'dead-end').row) + 1;
      return {
        stages: [{
          prompt: tr('predict-landing-ask', { row }),
          options: columnOptions(n),
          multiple: true,
          onBoard: (r, c) => (r === row ? c : undefined),
        }],
        row,
      };
    },
    grade: ({ next }, [first]) => {
      const free = (event(next, 'place')?.how.among ?? []).map((c) => c + 1);
      const truth = free.length
        ? tr('predict-landing-truth', { count: free.length, columns: free.map((c) => fmt(c)).join(tr('predict-comma')) })
        : tr('predict-landing-dead');
      return { right: sameSet(first, free), truth };
    },
  },
  {
    name: 'formula',
    fits: ({ next }) => event(next, 'place')?.how.by === 'formula',
    ask: ({ n, next }) => {
      const row = event(next, 'place').square.row + 1;
      return { stages: [{ prompt: tr('predict-formula-ask', { row }), options: columnOptions(n), onBoard: (r, c) => (r === row ? c : undefined) }] };
    },
    grade: ({ next }, [first]) => {
      const col = event(next, 'place').square.col + 1;
      return { right: first === col, truth: tr('predict-formula-truth', { col }) };
    },
  },
  {
    // Two parents drawn and crossed: which board is the child (before any mutation)?
    name: 'child',
    fits: ({ next }) => Boolean(event(next, 'select-parents') && event(next, 'crossover')),
    ask: (ctx) => {
      const { n, next } = ctx;
      const { parents, fitness } = event(next, 'select-parents');
      const { at } = event(next, 'crossover');
      const [a, b] = parentBoards(ctx);
      const candidates = [
        [...a.slice(0, at), ...b.slice(at)],
        [...b.slice(0, at), ...a.slice(at)],
        [...a.slice(0, n - at), ...b.slice(n - at)],
        a,
        b,
      ].map(boardWords);
      const options = [...new Set(candidates)].sort().map((words) => ({ label: words, value: words }));
      ctx.child = candidates[0];
      return {
        stages: [{
          prompt: tr('predict-child-ask', {
            a: parents[0] + 1, b: parents[1] + 1, boardA: boardWords(a), boardB: boardWords(b), fitnessA: fitness[0], fitnessB: fitness[1], at,
          }),
          options,
        }],
      };
    },
    grade: (ctx, [first]) => {
      const { next, n } = ctx;
      const { parents } = event(next, 'select-parents');
      const { at } = event(next, 'crossover');
      const mutated = event(next, 'mutate');
      const said = { at, after: at + 1, n, a: parents[0] + 1, b: parents[1] + 1, child: ctx.child };
      return {
        right: first === ctx.child,
        truth: mutated && mutated.from !== mutated.to
          ? tr('predict-child-truth-mutated', { ...said, row: mutated.row + 1, from: mutated.from + 1, to: mutated.to + 1 })
          : tr('predict-child-truth', said),
      };
    },
  },
  {
    // Which queen moves where (every tie right), or none: stuck.
    name: 'successor',
    fits: ({ next, board }) => (event(next, 'move-queen')?.among.length ?? 0) > 0 || (Boolean(event(next, 'stuck')) && board.info.draws.squareValues),
    ask: ({ board, n }) => {
      const values = board.info.draws.squareValues;
      return {
        stages: [
          {
            prompt: tr('predict-successor-ask', { values: values ? 'yes' : 'no' }),
            gridLabel: tr('predict-grid-row'),
            options: [...Array.from({ length: n }, (_, i) => rowOption(i + 1)), { label: tr('predict-successor-none'), value: 0 }],
            onBoard: (r, c) => [r, c],
          },
          {
            prompt: tr('predict-successor-column-ask'),
            skip: (answers) => answers[0] === 0 || Array.isArray(answers[0]),
            options: columnOptions(n),
          },
        ],
        // The squares' values before the move (for the verdict's h).
        values: values ? Array.from(layersOf(board.handle).values) : null,
      };
    },
    grade: ({ next, n, values }, [first, second]) => {
      // The square picked (a board click gives [row, col]; the buttons the row, then the column).
      const [row, col] = Array.isArray(first) ? first : [first, second];
      const moved = event(next, 'move-queen');
      if (!moved) return { right: row === 0, truth: tr('predict-stuck-truth') };
      const among = moved.among.map(square1);
      const square = { row: moved.row + 1, col: moved.to + 1 };
      let what = moved.from === moved.to ? tr('predict-successor-stayed', square) : tr('predict-successor-moved', square);
      if (values) what = tr('predict-successor-h', { what, h: values[moved.row * n + moved.to] });
      if (among.length > 1) what = tr('predict-successor-ties', { what, ties: among.length });
      return {
        right: among.some(([r, c]) => r === row && c === col),
        truth: tr('predict-successor-truth', { what }),
      };
    },
  },
  {
    // A row checked against the diagonals (passed, or swapped with another row's queen).
    name: 'check',
    fits: ({ next, board }) => Boolean(event(next, 'check')) || (Boolean(event(next, 'swap')) && board.info.events.includes('check')),
    ask: ({ next }) => {
      const checked = event(next, 'check');
      const row = checked ? checked.square.row : event(next, 'swap').first.row;
      return {
        stages: [{
          prompt: tr('predict-check-ask', { row: row + 1 }),
          options: [{ label: tr('predict-check-yes'), value: 1 }, { label: tr('predict-check-no'), value: 0 }],
        }],
      };
    },
    grade: ({ next }, [first]) => {
      const passed = Boolean(event(next, 'check'));
      return { right: (first === 1) === passed, truth: passed ? tr('predict-check-passed') : tr('predict-check-clashed') };
    },
  },
  {
    // Two queens tested for a swap: the pair is said, the learner judges it.
    name: 'pair',
    fits: ({ next }) => Boolean(event(next, 'swap') || event(next, 'refuse')?.change.change === 'swap'),
    ask: ({ next, queens }) => {
      const swap = event(next, 'swap');
      // A swap's squares are after it; a refusal's before: the rows are the same.
      const [a, b] = swap ? [swap.first.row, swap.second.row] : [event(next, 'refuse').change.first.row, event(next, 'refuse').change.second.row];
      return {
        stages: [{
          prompt: tr('predict-pair-ask', { a: a + 1, b: b + 1, colA: queens[a], colB: queens[b] }),
          options: [{ label: tr('predict-pair-yes'), value: 1 }, { label: tr('predict-pair-no'), value: 0 }],
        }],
      };
    },
    grade: ({ next }, [first]) => {
      const swapped = Boolean(event(next, 'swap'));
      return { right: (first === 1) === swapped, truth: swapped ? tr('predict-pair-taken') : tr('predict-pair-refused') };
    },
  },
  {
    // Anything else that may change the board: does a queen move? (A placement and a
    // restart always do, and a swap is asked about as a pair: nothing to ask there.)
    name: 'move',
    fits: ({ next }) => next.some((e) => ['accept', 'dead-end', 'stuck', 'move-queen', 'mutate'].includes(e.kind)),
    ask: () => ({ stages: [{ prompt: tr('predict-move-ask'), options: [{ label: tr('predict-yes'), value: 1 }, { label: tr('predict-no'), value: 0 }] }] }),
    grade: ({ queens }, [first], board) => {
      // Moved: any queen's column changed from the board before the step (a swap moves two, a
      // new permutation or a restart many), read from the board itself.
      const after = Array.from(board.handle.queens());
      const moved = after.filter((col, row) => col !== (queens[row] ?? 0)).length;
      return { right: (first === 1) === (moved > 0), truth: tr('predict-moved', { moved }) };
    },
  },
];

/** The two parents' boards (1-based columns) of a select-parents among `next`, from the population on show. */
function parentBoards({ board, n, next }) {
  const boards = Array.from(layersOf(board.handle).population.boards);
  return event(next, 'select-parents').parents.map((p) => boards.slice(p * n, (p + 1) * n));
}

/**
 * What predict mode asks before `board`'s next move: the question that fits its events, with
 * its context (ctx, see QUESTIONS), or null when there is nothing to predict (the move is
 * then made at once). The next move is peeked: made, read and undone in the core.
 */
function questionFor(board) {
  const shown = JSON.parse(board.handle.eventsJson());
  // After a solution the search simply goes on (an exhaustive one), a stuck climb restarts,
  // and a wipe-out's queen is lifted: nothing to predict.
  if (board.handle.isSolution() || shown.some((e) => e.kind === 'stuck' || e.kind === 'wipe-out')) return null;
  const next = JSON.parse(board.handle.peekEventsJson());
  // A proposal is drawn at random: nothing to predict until one is on show.
  if (next.length === 0 || event(next, 'propose')) return null;
  const ctx = { board, n: board.n, queens: Array.from(board.handle.queens()), next, shown };
  const question = QUESTIONS.find((q) => q.fits(ctx));
  return question ? { question, ctx } : null;
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
  const name = algorithmEntry(text(activity.algorithm))?.name ?? tr('predict-run-unknown', { id: text(activity.algorithm) });
  let run = tr('predict-run', { name, n: text(activity.n) });
  if (activity.seed) run = tr('predict-run-seed', { run, seed: text(activity.seed) });
  if (activity.params) run = tr('predict-run-params', { run, params: text(activity.params) });
  return run;
}

/**
 * Numbers as a list in the language on show: "1", "1 and 2", "1, 2 and 4" (Intl's list of
 * British English, without a comma before "and", as the page said before the catalogs;
 * pseudo-localized in the pseudo-locale).
 */
function listed(items) {
  const lang = inEnglishNow ? 'en' : language;
  const list = new Intl.ListFormat(lang === 'en' || lang === PSEUDO ? 'en-GB' : lang, { type: 'conjunction' }).format(items.map((item) => fmt(item)));
  return lang === PSEUDO ? pseudo(list) : list;
}

export class Predictor {
  /**
   * Predict mode, owning its elements (#predict and what it holds, the Predict checkbox):
   * `hooks` are what it asks of the page, `{ board() }` (the board on show),
   * `{ changed() }` (after it is turned on or off, for the address), `{ answered(answer) }`
   * (a move graded the first time: `{ move, question, right, answer, truth }`, for a lesson's
   * score) and `{ nextWords() }` (what to press for more after a verdict, null for the
   * page's own: Step).
   */
  constructor(ui, hooks = {}) {
    this.ui = ui;
    this.hooks = hooks;
    this.on = false;
    this.right = 0;
    this.asked = 0;
    this.pending = null; // the question on show
    this.log = []; // each graded answer: { move, question, answer, right, truth }
    this.answeredHere = false; // a graded answer since the page loaded
    $('predict-toggle').checked = false;
    $('predict-download').addEventListener('click', () => this.download(hooks.board()));
    $('predict-toggle').addEventListener('change', (event) => {
      this.set(event.target.checked);
      // The caption before the first move leaves out what Step does while predicting.
      const board = hooks.board();
      if (board?.stepwise) board.render();
      hooks.changed?.();
    });
  }

  /**
   * Shows predict mode for `board`, the board now on show, or hides it: it asks before the
   * moves of a board that steps alone (not side by side); `locked` while an exercise runs
   * (predict mode is then turned off and its checkbox disabled).
   */
  show(board, { locked = false } = {}) {
    const fits = Boolean(board?.stepwise && !board.pair);
    $('predict-toggle').disabled = locked || Boolean(board?.pair);
    if (locked && this.on) this.set(false);
    else if (this.on) this.set(true);
    $('predict').hidden = !(this.on && fits) || locked;
  }

  /** Puts the keyboard on the question's first answer (Step pressed while a question waits). */
  focusAnswers() {
    $('predict-options').querySelector('button')?.focus();
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
      $('predict-question').textContent = t('predict-start');
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
    if (typeof activity !== 'object' || activity === null) return saved.exercise ? t('predict-unfit-exercise') : t('predict-unfit-no-place');
    // Field by field: a host may store the record with its keys in another order.
    const mine = activityOf(board);
    if (Object.keys(mine).some((key) => activity[key] !== mine[key])) return t('predict-unfit-other-run', { theirs: runInWords(activity), mine: runInWords(mine) });
    const whole = (v) => Number.isSafeInteger(v) && v >= 0;
    if (!whole(saved.position) || !whole(saved.right) || !whole(saved.asked) || saved.right > saved.asked) {
      return t('predict-unfit-numbers');
    }
    if (saved.answers !== undefined && !Array.isArray(saved.answers)) return t('predict-unfit-answers');
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
      return t('predict-unfit-beyond', { position: saved.position, reached });
    }
    this.right = saved.right;
    this.asked = saved.asked;
    this.log = Array.isArray(saved.answers) ? saved.answers.filter((a) => a && Number.isSafeInteger(a.move)) : [];
    $('predict-download').disabled = this.log.length === 0;
    this.showScore();
    $('predict-verdict').textContent = '';
    $('predict-question').textContent = t('predict-welcome', { right: this.right, asked: this.asked, position: saved.position });
    return null;
  }

  /**
   * Framed by a course page (SPLICE): asks it for the place and score it saved for `board`'s
   * run, and restores them when it answers (see fromHost). The page does not wait.
   */
  askHost(board) {
    askSavedState(hostActivity(board), {
      onAnswer: (result) => this.fromHost(board, result),
      onSilence: () => this.hostNote(t('predict-host-silent', { seconds: WAIT_MS / 1000 })),
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
      if (result.kind === 'saved') this.ui.setStatus(t('predict-host-late'));
      return false;
    }
    if (result.kind === 'none') {
      if (result.late) this.hostNote('');
      return false;
    }
    if (result.kind === 'refused') {
      this.hostNote(t('predict-host-refused', { words: say(result.words) }));
      return false;
    }
    let why = result.kind === 'saved' ? this.unfit(board, result.state) : say(result.words);
    if (!why) {
      why = await this.restore(board, result.state);
      if (why === undefined) return false;
    }
    if (why) {
      this.hostNote(t('predict-host-unusable', { why }));
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
    $('predict-score').textContent = t('predict-score', { right: this.right, asked: this.asked });
  }


  /**
   * Asks about `board`'s next move (instead of making it). Step calls this while predicting;
   * the move is made once the question is answered, or at once when there is nothing to
   * predict.
   */
  ask(board) {
    if (board.finished()) return;
    // A board playing (a looped range) stops while the question is on show: it is about the
    // move on show.
    board.pause();
    const found = questionFor(board);
    if (!found) {
      board.step();
      return;
    }
    const { question, ctx } = found;
    // The question in English too, for what is kept of the answer (see inEnglish; on a copy
    // of the context, which ask fills in).
    const asked = inEnglish(() => question.ask({ ...ctx }).stages[0].prompt);
    Object.assign(ctx, question.ask(ctx));
    this.pending = { board, kind: question.name, question, ctx, stages: ctx.stages, answers: [], position: board.handle.position(), asked };
    // While a question is on show, the board keeps its hints to itself (the least values of
    // the squares, where drawn, are an answer; so is a queen drawn red for failing a check).
    board.quiet = true;
    board.hideAttacked = question.name === 'check';
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
      button.dataset.value = JSON.stringify(value);
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
      const check = Object.assign(document.createElement('button'), { type: 'button', textContent: t('predict-check'), className: 'primary' });
      check.addEventListener('click', () => this.answer([...chosen].sort((a, b) => a - b)));
      buttons.push(check);
    }
    const compact = buttons.filter((button) => button.classList.contains('column-answer'));
    if (compact.length) {
      const grid = Object.assign(document.createElement('div'), { className: 'predict-columns' });
      grid.append(Object.assign(document.createElement('span'), { className: 'predict-columns-label', textContent: stage.gridLabel ?? t('predict-grid-column') }), ...compact);
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
   * A click on square (row, col), 1-based, of the board: the answer to the stage on show
   * where it takes one (its `onBoard`: a column of the row asked about, a row, a square), or
   * a square to pick among several (the stage's button for it pressed).
   */
  answerOnBoard(row, col) {
    const question = this.pending;
    if (!question || this.stale(question.board)) return false;
    const stage = question.stages[question.answers.length];
    const value = stage?.onBoard?.(row, col);
    if (value === undefined) return false;
    if (stage.multiple) {
      const key = JSON.stringify(value);
      const button = [...$('predict-options').querySelectorAll('button')].find((b) => b.dataset.value === key);
      button?.click();
      return Boolean(button);
    }
    this.answer(value);
    return true;
  }

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
    $('predict-question').textContent = t('predict-withdrawn');
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
    question.board.hideAttacked = false;
    if (render) question.board.render();
    $('predict-options').replaceChildren();
    $('predict-verdict').textContent = '';
  }


  answer(value) {
    const question = this.pending;
    if (!question || this.stale(question.board)) return;
    question.answers.push(value);
    // A stage with nothing to ask after these answers is passed over (its answer undefined,
    // when a later stage is asked).
    let at = question.answers.length;
    while (question.stages[at]?.skip?.(question.answers)) at++;
    if (question.stages[at]) {
      while (question.answers.length < at) question.answers.push(undefined);
      this.showStage();
      return;
    }
    this.pending = null;
    $('predict-options').replaceChildren();
    const { board } = question;
    board.quiet = false;
    board.hideAttacked = false;
    board.step();
    const caption = this.ui.el.caption.textContent;
    // Graded from the peeked events (and, for "does a queen move?", the board after the move).
    const { right, truth } = question.question.grade(question.ctx, question.answers, board);
    // What is kept of the answer says the question and the verdict in English.
    const kept = { question: question.asked, truth: inEnglish(() => question.question.grade(question.ctx, question.answers, board).truth) };
    // Each move counts once: after Step back, a move answered before is graded again but not
    // counted again (the score and the saved answers keep the first answer).
    const move = board.handle.position();
    const again = this.log.some((entry) => entry.move === move);
    if (!again) {
      this.asked += 1;
      if (right) this.right += 1;
      this.log.push({ move, question: kept.question, answer: question.answers, right, truth: kept.truth });
      this.hooks.answered?.({ move, question: kept.question, right, answer: question.answers, truth: kept.truth });
    }
    $('predict-download').disabled = false;
    // Framed by a course page that speaks SPLICE: the score and where the learner is.
    this.answeredHere = true;
    reportScoreAndState(hostActivity(board), this.right / this.asked, this.savedState(board));
    // The caption above the board says what happened; the verdict says whether the answer
    // was right and why (a screen reader hears both).
    const said = t(right ? 'predict-right' : 'predict-wrong', { truth });
    const verdict = again ? t('predict-again', { verdict: said }) : said;
    $('predict-verdict').textContent = verdict;
    $('predict-question').textContent = this.hooks.nextWords?.() ?? t('predict-next');
    this.showScore();
    this.ui.announce(`${verdict} ${caption}`, { now: true });
    this.ui.fit?.();
    // The keyboard back on Step, for the next question.
    this.ui.focusStep?.();
  }
}

/**
 * The questions of a printed worksheet about `board`'s next move (see worksheet.js): those
 * predict mode would ask, with nothing to click, and what to mark on the board. The sheet
 * prints the move on show (its caption, counters and queens), so every question asks about
 * what it does not print: the moves to come, or what its bare board leaves out (the marks,
 * the squares' values, the attacked queens), never a count or a value the sheet shows. The
 * set is chosen from the event kinds the algorithm's moves report (its description's
 * `events`) and the next move's events (peeked), never from an id.
 */
export function worksheetQuestions(board) {
  const queens = Array.from(board.handle.queens());
  const kinds = new Set(board.info.events);
  const next = board.finished() ? [] : JSON.parse(board.handle.peekEventsJson());
  // The row the next move is about: the square tried or placed, the row chosen (MRV) or the
  // dead end; else the lowest without a queen.
  const first = next.find((e) => e.square || Number.isInteger(e.row));
  const row = first ? (first.square?.row ?? first.row) + 1 : Math.min(board.n, queens.filter((c) => c > 0).length + 1);
  const mark = t('predict-sheet-mark');
  // Inference (forward checking, arc consistency): domains pruned, and what a placement removes.
  const pruning = kinds.has('prune') && layersOf(board.handle).pruning.length > 0;
  if (kinds.has('select-parents')) {
    return [
      t('predict-sheet-parents'),
      t('predict-sheet-cross', { row: Math.max(1, Math.floor(board.n / 2)) }),
      t('predict-sheet-child-fitness'),
    ];
  }
  if (kinds.has('try')) {
    return [
      pruning
        ? t('predict-sheet-cross-out')
        : mark,
      ...(event(next, 'select-row')
        ? [t('predict-sheet-mrv')]
        : [t('predict-sheet-try', { row })]),
      ...(pruning ? [t('predict-sheet-prune')] : []),
      t('predict-sheet-next-three'),
      t('predict-sheet-count'),
    ];
  }
  if (kinds.has('propose')) {
    return [
      t('predict-sheet-delta'),
      t('predict-sheet-chance'),
      t('predict-sheet-cooling'),
    ];
  }
  if (kinds.has('place') && kinds.has('dead-end')) {
    return [
      mark,
      t('predict-sheet-landing', { row }),
      t('predict-sheet-dead-end'),
      t('predict-sheet-trials'),
    ];
  }
  if ([...kinds].every((kind) => kind === 'place' || kind === 'solution')) {
    return [t('predict-sheet-formula', { row }), t('predict-sheet-check')];
  }
  if (kinds.has('move-queen') && !kinds.has('place')) {
    return [
      t('predict-sheet-values'),
      t('predict-sheet-steepest'),
      t('predict-sheet-minimum'),
    ];
  }
  return [
    t('predict-sheet-circle'),
    t('predict-sheet-move'),
    t('predict-sheet-pairs'),
  ];
}
