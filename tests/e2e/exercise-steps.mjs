// Helpers for the exercise tests (exercise.test.mjs, and the single file's in dist.test.mjs):
// the answer keys and instances from the command line (`nqueens exercise key`, `instance`,
// `check`; NQUEENS_BIN), and the learner's moves on the page: a completion-code token (s34,
// b, r3, t, p3435, l135, w, y, n, c37) given by clicks on the board, buttons, a percent typed,
// or by keyboard. In any language: steps and buttons are found by the data-* attributes
// www/exercise.js sets (data-step, data-answer, data-action), not by their words.

import { execFileSync } from 'node:child_process';

export const cli = (...args) => execFileSync(process.env.NQUEENS_BIN, ['exercise', ...args], { encoding: 'utf8' });
export const keyOf = (classCode, learner, attempt = 1) => JSON.parse(cli('key', '--class', classCode, '--learner', learner, '--attempt', String(attempt), '--json'));
export const instanceOf = (classCode, learner, attempt = 1) => JSON.parse(cli('instance', '--class', classCode, '--learner', learner, '--attempt', String(attempt), '--json'));

/** The exercise's link for `classCode` and `learner`, with `grading` if given. */
export function link(classCode, learner, grading = null) {
  const params = new URLSearchParams({ exercise: '1', class: classCode, learner });
  if (grading) params.set('grading', grading);
  return `?${params}`;
}

/**
 * Waits for step `k` (or for the end, k = 'done') to be asked, in any language: by the
 * question's data-step and data-kind (www/exercise.js), not its words.
 */
export async function waitForStep(page, k) {
  if (k === 'done') await page.locator('#exercise-question[data-kind="done"]').waitFor();
  else await page.locator(`#exercise-question[data-step="${k}"]:not([data-kind="done"]):not([data-kind="name"])`).waitFor();
}

/** The answer button of the question on show that gives `token` (its data-answer), or does `action` (data-action). */
const answerButton = (page, { token, action }) => page.locator(`#exercise-options button${token ? `[data-answer="${token}"]` : `[data-action="${action}"]`}`);

/** The board's size on show. */
const boardSize = async (page) => Number(await page.getByTestId('exercise-instance').getAttribute('data-n'));

/** Clicks square (row, col), 1-based. */
async function clickSquare(page, row, col) {
  const n = await boardSize(page);
  const board = page.locator('#board');
  const box = await board.boundingBox();
  await board.click({ position: { x: ((col - 0.5) * box.width) / n, y: ((n - row + 0.5) * box.height) / n } });
}

/** Picks square (row, col) by keyboard: the Row and Column selects, then Pick. */
async function pickByKeyboard(page, row, col) {
  await page.locator('#exercise-row').selectOption(String(row));
  await page.locator('#exercise-col').selectOption(String(col));
  await page.locator('#exercise-pick').focus();
  await page.keyboard.press('Enter');
}

/**
 * Gives the answer `token` (a completion-code token: s34, b, r3, t, p3435, l135, w, y, n, c37) on the
 * page, by clicks (or by keyboard with `keyboard`).
 */
export async function give(page, token, { keyboard = false } = {}) {
  const pick = (row, col) => (keyboard ? pickByKeyboard : clickSquare)(page, row, col);
  const kind = token[0];
  const digits = token.slice(1).split('').map(Number);
  if (kind === 's') await pick(digits[0], digits[1]);
  else if (kind === 'r' && (await page.getByTestId('exercise-question').getAttribute('data-form')) === 'choice') {
    // A crossover's point, by its button.
    await answerButton(page, { token }).click();
  } else if (kind === 'r') await pick(digits[0], 1);
  else if ('btwyn'.includes(kind)) await answerButton(page, { token }).click();
  else if (kind === 'c') {
    // A chance typed in percent: Check by the button, or by Enter with `keyboard`.
    await page.getByTestId('exercise-percent').fill(token.slice(1));
    if (keyboard) await page.getByTestId('exercise-percent').press('Enter');
    else await answerButton(page, { action: 'check' }).click();
  } else {
    const row = Number(await page.getByTestId('exercise-question').getAttribute('data-row'));
    const squares = kind === 'p' ? digits.flatMap((d, i) => (i % 2 ? [] : [[d, digits[i + 1]]])) : digits.map((c) => [row, c]);
    for (const [r, c] of squares) await pick(r, c);
    await answerButton(page, { action: 'done' }).click();
  }
}

/** A wrong answer to a step whose right answer is `token` on an n × n board. */
export function wrongFor(token, n) {
  if (token === 'b' || token === 't') return 's11';
  if (token === 'y' || token === 'n') return token === 'y' ? 'n' : 'y';
  if (token === 'w') return 'p';
  if (token[0] === 'c') return `c${Number(token.slice(1)) >= 50 ? 0 : 100}`;
  if (token[0] === 'l' || token[0] === 'p') return token.length > 1 ? token.slice(0, -(token[0] === 'p' ? 2 : 1)) : (token[0] === 'l' ? 'l1' : 'p11');
  if (token[0] === 'r') return `r${token[1] === '1' ? n : 1}`;
  return `s${token[1]}${token[2] === '1' ? 2 : 1}`;
}

/**
 * Answers every step of the exercise on show with `tokens` (one per step, in order);
 * `options(i)` may give step i's `keyboard` and a `before()` to run once it is asked.
 */
export async function answerAll(page, tokens, options) {
  for (let i = 0; i < tokens.length; i++) {
    await waitForStep(page, i + 1);
    const { before, ...rest } = options?.(i) ?? {};
    await before?.();
    await give(page, tokens[i], rest);
  }
  await waitForStep(page, 'done');
}

export const score = async (page) => {
  const el = page.getByTestId('exercise-score');
  return { right: Number(await el.getAttribute('data-right')), total: Number(await el.getAttribute('data-total')), credit: Number(await el.getAttribute('data-credit')) };
};

