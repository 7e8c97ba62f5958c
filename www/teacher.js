// The teacher's view (teacher=1 in the address): an exercise for a class. The teacher picks
// the exercise and gets a class code (the exercise and a seed), the class link with it, and
// that link as a QR code for phones to scan (drawn from qrcode-generator's encoding, loaded
// on first use); students who open it and type their name or number each get an instance of
// their own (src/exercise.rs). Completion codes handed in are pasted and re-graded by the core
// from their answers (as `nqueens exercise check` does), listed, and offered as CSV. The
// check guards against mistakes, not cheating.

import { checkCompletionCodes, classCodeProblem, exerciseFamiliesJson, newClassCode, normalizedClassCode } from '../pkg/nqueens.js';
import { $, format } from './shared.js';
import { qrEncoderUrl } from './assets.js';
import { download, shareableLink } from './exports.js';
import { familyOf } from './exercise.js';

/** The exercise link of class code `code`: this page's address (or the published site's). */
function classLink(code) {
  const url = new URL(location.href);
  url.search = new URLSearchParams({ exercise: '1', class: code }).toString();
  url.hash = '';
  return shareableLink(url.href);
}

/** Draws `text` as a QR code on `canvas` (qrcode-generator's modules, error correction M). */
async function drawQr(canvas, text) {
  const { default: qrcode } = await import(qrEncoderUrl());
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4; // the quiet zone, in modules
  const scale = Math.max(2, Math.floor(220 / (count + 2 * margin)));
  const size = (count + 2 * margin) * scale;
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000000';
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) if (qr.isDark(r, c)) ctx.fillRect((c + margin) * scale, (r + margin) * scale, scale, scale);
  }
  canvas.dataset.modules = String(count);
  canvas.setAttribute('aria-label', `QR code of ${text.includes('?') ? 'the class link' : 'the class code'} ${text}`);
}

/**
 * Shows the teacher's view; its first exercise is that of the run on show (`algorithm` with
 * `params`), else backtracking's.
 */
export function setupTeacher({ algorithm, params, setStatus }) {
  document.documentElement.dataset.teacher = '';
  $('teacher').hidden = false;
  const families = JSON.parse(exerciseFamiliesJson());
  $('teacher-family').replaceChildren(...families.map((f) => new Option(`${f.name} (${f.code})`, f.code)));
  $('teacher-family').value = familyOf(algorithm, params) ?? families[0].code;
  let csv = '';

  const show = async (code) => {
    $('teacher-class').value = code;
    $('teacher-class-error').textContent = '';
    $('teacher-code').textContent = code;
    const link = classLink(code);
    const canvas = $('teacher-qr');
    if (link) {
      $('teacher-link').value = link;
      await drawQr(canvas, link);
    } else {
      // Opened from a file, with no published site known: a link would open on this computer
      // only, so the QR code carries the class code itself, for students with the same file.
      $('teacher-link').value = `Opened from a file: students open the same file, press Be the algorithm and type the class code ${code}.`;
      await drawQr(canvas, code);
    }
  };
  $('teacher-new').addEventListener('click', () => show(newClassCode($('teacher-family').value)));
  $('teacher-family').addEventListener('change', () => show(newClassCode($('teacher-family').value)));
  $('teacher-class').addEventListener('change', () => {
    const typed = $('teacher-class').value;
    const problem = classCodeProblem(typed);
    if (problem) {
      $('teacher-class-error').textContent = `${problem}.`;
      return;
    }
    const code = normalizedClassCode(typed);
    $('teacher-family').value = code.split('-')[0];
    show(code);
  });
  $('teacher-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('teacher-link').value);
      setStatus('Copied the class link.');
    } catch {
      $('teacher-link').select();
      setStatus('Select the class link and copy it (Ctrl+C).');
    }
  });
  $('teacher-check').addEventListener('click', () => {
    const report = JSON.parse(checkCompletionCodes($('teacher-codes').value));
    csv = report.csv;
    const rows = report.rows.map((r) => {
      const tr = document.createElement('tr');
      const cells = [r.learner || '(no name)', r.class, String(r.attempt), r.grading, `${r.right} of ${r.total}`, format(r.score * 100, 1) + ' %', r.modelOpened ? 'opened' : 'no', `${format(r.seconds)} s`];
      tr.replaceChildren(...cells.map((text) => Object.assign(document.createElement('td'), { textContent: text })));
      return tr;
    });
    $('teacher-results').tBodies[0].replaceChildren(...rows);
    $('teacher-results').hidden = rows.length === 0;
    $('teacher-csv').disabled = rows.length === 0;
    const refused = report.refused.map((r) => `line ${r.line}: ${r.why}`);
    $('teacher-check-status').textContent = `${format(rows.length)} code${rows.length === 1 ? '' : 's'} checked${refused.length ? `; refused: ${refused.join('; ')}.` : '.'}`;
  });
  $('teacher-csv').addEventListener('click', () => download(new Blob([csv], { type: 'text/csv' }), 'nqueens-exercise-scores.csv'));
  show(newClassCode($('teacher-family').value));
}
