// The teacher's view (teacher=1 in the address): an exercise for a class. The teacher picks
// the exercise and gets a class code (the exercise and a seed), the class link with it, and
// that link as a QR code for phones to scan (drawn from qrcode-generator's encoding, loaded
// on first use); students who open it and type their name or number each get an instance of
// their own (src/exercise.rs). Completion codes handed in are pasted and re-graded by the core
// from their answers (as `nqueens exercise check` does), listed, and offered as CSV. The
// check guards against mistakes, not cheating. The exercise also downloads as a SCORM package
// for an LMS, and so does a guided lesson (scorm-package.js). Its words are the catalog's
// (locales/*/teacher.ftl); the class codes and the completion codes' CSV are data.

import { checkCompletionCodes, classCodeProblem, exerciseFamiliesJson, newClassCode, normalizedClassCode } from '../pkg/nqueens.js';
import { $, format } from './shared.js';
import { errorText, say, t } from './i18n.js';
import { qrEncoderUrl } from './assets.js';
import { download, shareableLink } from './exports.js';
import { familyOf } from './exercise.js';
import { setupKeys } from './teacher-key.js';
import { setupScormPackage } from './scorm-package.js';

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
  // Drawn large (the page scales it down): sharp when enlarged for a projector.
  const scale = Math.max(4, Math.floor(640 / (count + 2 * margin)));
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
  canvas.setAttribute('aria-label', text.includes('?') ? t('teacher-qr-link', { link: text }) : t('teacher-qr-code', { code: text }));
}

/** The grading modes (fix, undo, end) in words, for the table. */
const GRADING = new Set(['fix', 'undo', 'end']);

/** The class code on show in the teacher's view ('' when none): the address keeps it. */
let current = '';

/** What the address carries of the teacher's view (teacher=1 and class=): its class code, '' when not shown. */
export const teacherClass = () => current;

/** Briefly says "Copied" on `button` (its own words come back after two seconds). */
function copied(button, ok) {
  const words = button.dataset.words ?? button.textContent;
  button.dataset.words = words;
  button.textContent = t(ok ? 'teacher-copied' : 'teacher-copy-by-hand');
  setTimeout(() => { button.textContent = words; }, 2000);
}

/**
 * Shows the teacher's view: the class code `classCode` from the address if it reads, else a
 * new one of the exercise of the run on show (`algorithm` with `params`), else of
 * backtracking's. `writeUrl()` keeps the class code in the address, so a reload (or a
 * bookmark) comes back to it. `openLesson()` is the guided lesson open on the page, for its
 * SCORM package (LessonPlayer.packageable), or null.
 */
export function setupTeacher({ algorithm, params, classCode = '', writeUrl, setStatus, openLesson = () => null }) {
  document.documentElement.dataset.teacher = '';
  $('teacher').hidden = false;
  const families = JSON.parse(exerciseFamiliesJson());
  $('teacher-family').replaceChildren(...families.map((f) => new Option(t('teacher-family-option', { name: say(f.nameMessage), code: f.code }), f.code)));
  $('teacher-family').value = familyOf(algorithm, params) ?? families[0].code;
  let csv = '';

  const show = async (code) => {
    current = code;
    $('teacher-family').value = code.split('-')[0];
    $('teacher-class').value = code;
    $('teacher-class-error').textContent = '';
    $('teacher-code').textContent = code;
    writeUrl();
    const link = classLink(code);
    const canvas = $('teacher-qr');
    if (link) {
      $('teacher-link').value = link;
      await drawQr(canvas, link);
    } else {
      // Opened from a file, with no published site known: a link would open on this computer
      // only, so the QR code carries the class code itself, for students with the same file.
      $('teacher-link').value = t('teacher-file-link', { code });
      await drawQr(canvas, code);
    }
  };
  $('teacher-new').addEventListener('click', () => show(newClassCode($('teacher-family').value)));
  $('teacher-family').addEventListener('change', () => show(newClassCode($('teacher-family').value)));
  $('teacher-class').addEventListener('change', () => {
    const typed = $('teacher-class').value;
    const problem = classCodeProblem(typed);
    if (problem) {
      $('teacher-class-error').textContent = `${errorText(problem)}.`;
      return;
    }
    show(normalizedClassCode(typed));
  });
  $('teacher-copy').addEventListener('click', async (event) => {
    try {
      await navigator.clipboard.writeText($('teacher-link').value);
      copied(event.currentTarget, true);
      setStatus(t('teacher-link-copied'));
    } catch {
      $('teacher-link').select();
      copied(event.currentTarget, false);
    }
  });
  // The QR code, large enough for the back of a room (again: its usual size).
  $('teacher-qr-large').addEventListener('click', (event) => {
    const large = $('teacher-qr').classList.toggle('large');
    event.currentTarget.setAttribute('aria-pressed', String(large));
    // Enlarged for the back of the room: the whole code in view (a phone's camera needs all
    // three of its corner squares).
    if (large) $('teacher-qr').scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  $('teacher-check').addEventListener('click', () => {
    // The same code pasted twice counts once.
    const lines = $('teacher-codes').value.split('\n').map((l) => l.trim());
    const seen = new Map();
    const duplicates = [];
    lines.forEach((line, i) => {
      if (!line) return;
      if (seen.has(line)) duplicates.push(t('teacher-repeats', { line: i + 1, first: seen.get(line) + 1 }));
      else seen.set(line, i);
    });
    const unique = lines.map((line, i) => (line && seen.get(line) === i ? line : '')).join('\n');
    const report = JSON.parse(checkCompletionCodes(unique));
    csv = report.csv;
    // A code of another class, and a learner handing in more than one code (the same name
    // however typed, in one class), are noted.
    const first = new Map();
    const rows = report.rows.map((r) => {
      const notes = [];
      if (current && r.class !== current) notes.push(t('teacher-note-other-class', { class: r.class }));
      const who = `${r.class} ${r.learnerKey}`;
      if (first.has(who)) notes.push(t('teacher-note-same-learner', { line: first.get(who) }));
      else first.set(who, r.line);
      if (!r.learner) notes.push(t('teacher-note-no-name'));
      const tr = document.createElement('tr');
      const cells = [
        r.learner || t('teacher-no-name'), r.class, String(r.attempt), GRADING.has(r.grading) ? t(`teacher-grading-${r.grading}`) : r.grading,
        t(r.finished ? 'teacher-right' : 'teacher-right-unfinished', { right: r.right, total: r.total }), t('teacher-score', { score: format(r.score * 100, 1) }),
        t(r.modelOpened ? 'teacher-model-opened' : 'teacher-model-not-opened'), t('teacher-seconds', { seconds: format(r.seconds) }), notes.join('; '),
      ];
      tr.replaceChildren(...cells.map((text) => Object.assign(document.createElement('td'), { textContent: text })));
      return tr;
    });
    $('teacher-results').tBodies[0].replaceChildren(...rows);
    $('teacher-results').hidden = rows.length === 0;
    $('teacher-csv').disabled = rows.length === 0;
    const refused = report.refused.map((r) => t(r.who ? 'teacher-refused-line-who' : 'teacher-refused-line', { line: r.line, who: r.who, why: say(r.why) }));
    const which = `teacher-checked${refused.length ? '-refused' : ''}${duplicates.length ? '-ignored' : ''}`;
    $('teacher-check-status').textContent = t(which, { codes: rows.length, refused: refused.join('; '), ignored: duplicates.join('; ') });
  });
  // A byte-order mark first, so that a spreadsheet reads the names' accents as UTF-8.
  $('teacher-csv').addEventListener('click', () => download(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), `nqueens-exercise-scores-${current}.csv`));
  // A learner's instance and its answer key, and the keys of a class printed (teacher-key.js).
  setupKeys({ classCode: () => current, setStatus });
  // The class's exercise, or a guided lesson, as a SCORM package for an LMS (scorm-package.js).
  setupScormPackage(() => current, openLesson);
  const given = classCode && !classCodeProblem(classCode) ? normalizedClassCode(classCode) : '';
  if (classCode && !given) $('teacher-class-error').textContent = t('teacher-class-refused', { problem: errorText(classCodeProblem(classCode)) });
  show(given || newClassCode($('teacher-family').value));
}
