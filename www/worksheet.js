// A printable worksheet of the board on show (the Print a worksheet button, or the browser's
// Print on the Watch view): a title naming the algorithm (with its options), the board size,
// the seed and the move, the caption, the board as the PNG shows it but with its queens alone
// (row and column numbers, counters; the marks are the learners' to write), a population
// where the algorithm has one, and questions with lines to write on: about the moves to come
// and what the bare board leaves out (predict.js), never a count the sheet prints. The print stylesheet shows this section alone (style.css,
// :root[data-print="worksheet"]). Its button and the browser's Print are wired here
// (setupWorksheet). Its words are the catalog's (locales/*/teacher.ftl).

import { $, format } from './shared.js';
import { t } from './i18n.js';
import { rootOf } from './roots.js';
import { worksheetQuestions } from './predict.js';
import { drawExport, exportFrame, numbersLine } from './board-export.js';
import { nameWith } from './pair.js';

/**
 * Fills the worksheet section with the animated `board`'s move on show: its board with the
 * queens alone, for learners to mark; `link`, the address that opens this move, to check.
 */
export function fillWorksheet(board, link) {
  const sheet = $('worksheet');
  const frame = exportFrame(board, { scale: 3, lines: 2 });
  drawExport(board, frame, undefined, { bare: true });
  // (The picture in words: its caption, its queens and the line of numbers under it.)
  const image = Object.assign(document.createElement('img'), {
    src: frame.canvas.toDataURL('image/png'),
    alt: t('teacher-worksheet-alt', { move: format(board.position), caption: rootOf('caption').textContent, numbers: numbersLine(board) }),
  });
  image.style.width = `${frame.canvas.width / 3}px`;
  const words = { algorithm: nameWith(board.info, board.params ?? ''), n: String(board.n), seed: String(board.seed), move: format(board.position) };
  const title = Object.assign(document.createElement('h2'), {
    textContent: t(board.seed ? 'teacher-worksheet-title-seed' : 'teacher-worksheet-title', words),
  });
  // A population beside the board (a genetic algorithm's) is printed under it: its
  // questions are about its boards.
  const population = board.info.draws.population
    ? Object.assign(document.createElement('img'), board.populationPicture())
    : null;
  const name = Object.assign(document.createElement('p'), { className: 'worksheet-name', textContent: t('teacher-worksheet-name') });
  const list = document.createElement('ol');
  for (const question of worksheetQuestions(board)) {
    const item = Object.assign(document.createElement('li'), { textContent: question });
    item.append(Object.assign(document.createElement('div'), { className: 'worksheet-lines' }));
    list.append(item);
  }
  const source = Object.assign(document.createElement('p'), {
    className: 'worksheet-source',
    textContent: link ? t('teacher-worksheet-check-link', { link }) : t('teacher-worksheet-check'),
  });
  sheet.replaceChildren(...[title, name, image, population, list, source].filter(Boolean));
}

/**
 * The Print a worksheet button, and printing (this button, or the browser's own Print): the
 * worksheet of `board()`, the animated board on show in the Watch view (null: the page prints
 * as it is), with `link()`, the address of its move.
 */
export function setupWorksheet({ board, link }) {
  // A worksheet of the board on show: the print stylesheet lays out the caption, the board
  // with its numbers, the counters, and questions with lines to answer on.
  $('print-worksheet').addEventListener('click', () => window.print());
  window.addEventListener('beforeprint', () => {
    // A section that prints itself (the teacher's answer keys) has set data-print already.
    if (document.documentElement.dataset.print) return;
    const shown = board();
    if (!shown) return;
    fillWorksheet(shown, link());
    document.documentElement.dataset.print = 'worksheet';
  });
  window.addEventListener('afterprint', () => delete document.documentElement.dataset.print);
}
