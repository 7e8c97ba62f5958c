// Exports for slides: the board as a PNG, a WebM video or an animated GIF of moves played on
// the board (each frame the caption, the board with its numbers and the counters, as the
// PNG), and a link that opens at the move on show; their buttons (setupExportButtons) and the
// Record dialog (setupRecording). Its words are the catalog's (locales/*/compare.ftl),
// through the `t` it is given (useMessages; this module stays loadable in Node's tests).

import { $, format, parseGrouped } from './shared.js';
import { gifEncoderUrl, siteUrl } from './assets.js';
import { boardPng, drawExport, exportFrame, useMessages as useBoardExportMessages } from './board-export.js';

/** The catalog's messages: `t(id, args)` as www/i18n.js's. */
let t = () => {
  throw new Error('exports.js: useMessages first');
};

/** Says this module's words, and board-export.js's, through `translate(id, args)` (www/i18n.js's `t`). */
export function useMessages(translate) {
  t = translate;
  useBoardExportMessages(translate);
}

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name for the board on show: algorithm, size, seed and move. */
function fileName(board, extension) {
  const seed = board.seed ? `-seed${board.seed}` : '';
  return `nqueens-${board.algorithm}-n${board.n}${seed}-move${board.position}.${extension}`;
}

/** Saves the animated board as a PNG (twice the screen's resolution, with the caption). */
export async function savePng(board, setStatus) {
  const blob = await boardPng(board);
  download(blob, fileName(board, 'png'));
  setStatus(t('compare-export-png', { move: format(board.position) }));
}

/**
 * The link to share for `url` (the address of the move on show): itself when the page is
 * served; from the single file opened from disk (a file:// address, useless to anyone else),
 * the same move on the published site when the build knows its address (`siteUrl`), else
 * null.
 */
export function shareableLink(url) {
  const here = new URL(url);
  if (here.protocol !== 'file:') return here.href;
  const site = siteUrl();
  return site ? new URL(here.search, site).href : null;
}

/**
 * Copies the link to the move on show to the clipboard (see shareableLink); where the browser
 * refuses, the status line shows it to copy by hand. Opened from a file with no published
 * site known, says so instead of copying a file:// address.
 */
export async function copyLink(url, setStatus) {
  const link = shareableLink(url);
  if (!link) {
    setStatus(t('compare-export-file-link'));
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    setStatus(t('compare-export-link-copied', { link }));
  } catch {
    setStatus(t('compare-export-link-copy', { link }));
  }
}

/** The recording's video type: WebM (VP9, else VP8, else the browser's WebM). */
function videoType() {
  const types = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];
  return types.find((type) => globalThis.MediaRecorder?.isTypeSupported(type));
}

/**
 * Records the board while it plays from move `from` to move `to` at the chosen speed, each
 * frame as the PNG shows it (the caption, the board with its row and column numbers, the
 * counters and the move: the board draws them into `board.recording`, a canvas of its own,
 * on every redraw), with MediaRecorder; then offers the WebM. Resolves to the video's Blob.
 */
export async function record(board, from, to, setStatus) {
  const type = videoType();
  await board.seek(from, { extend: true });
  const frame = exportFrame(board, { scale: 1, lines: 2 });
  if (!type || !frame.canvas.captureStream) throw new Error('this browser cannot record a canvas as WebM');
  board.recording = frame;
  drawExport(board, frame);
  const stream = frame.canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  setStatus(t('compare-export-recording', { from: format(from), to: format(to) }));
  board.range = { from, to, loop: false };
  // A moment on the first move (drawn again now that the stream takes frames: a canvas gives
  // its stream a frame when it is drawn), then the moves, then a moment on the last.
  for (let k = 0; k < 4; k++) {
    drawExport(board, frame);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  board.play();
  await new Promise((resolve) => {
    const wait = () => (board.playing ? setTimeout(wait, 50) : resolve());
    wait();
  });
  for (let k = 0; k < 6; k++) {
    drawExport(board, frame);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  board.range = null;
  recorder.stop();
  await stopped;
  board.recording = null;
  for (const track of stream.getTracks()) track.stop();
  const blob = new Blob(chunks, { type: 'video/webm' });
  download(blob, fileName(board, 'webm').replace(/-move\d+/, `-moves${from}-${to}`));
  setStatus(t('compare-export-recorded', { from: format(from), to: format(board.position), size: format(blob.size / 1024) }));
  return blob;
}

/**
 * The Record dialog (its button, its moves and format, its progress), set up once: it opens
 * on the board on show (`boardOnShow()`, a board that steps), from the move on show to 20
 * moves on (or the timeline's span, if further); it records a WebM video, or makes an animated
 * GIF frame by frame, a frame every `delay()` milliseconds, with its progress (Cancel or Esc
 * stops it). `setStatus` says how it went. Returns `{ lock(on) }`: its button disabled while
 * something else moves the board (an exercise).
 */
export function setupRecording({ boardOnShow, delay, setStatus }) {
  const dialog = $('record-dialog');
  $('record').addEventListener('click', () => {
    const board = boardOnShow();
    if (!board?.stepwise) return;
    // By default: from the move on show, 20 moves on (or the timeline's span, if further).
    $('record-from').value = String(board.position);
    $('record-to').value = String(Math.max(board.position + 20, board.span));
    $('record-error').textContent = '';
    dialog.showModal();
  });
  // A GIF is made in the dialog, frame by frame, with its progress; Cancel (or Esc) stops it.
  let making = null;
  dialog.addEventListener('cancel', () => making?.abort());
  $('record-form').addEventListener('submit', (event) => {
    if (event.submitter?.value !== 'start') {
      making?.abort();
      return;
    }
    const range = readRecordRange();
    if (range.error) {
      event.preventDefault();
      $('record-error').textContent = range.error;
      return;
    }
    if (range.format === 'webm') {
      record(boardOnShow(), range.from, range.to, setStatus).catch((error) => setStatus(t('compare-export-record-failed', { error: error.message })));
      return;
    }
    event.preventDefault();
    making = new AbortController();
    const progress = $('record-progress');
    progress.hidden = false;
    $('record-start').disabled = true;
    const onProgress = (done, total) => {
      progress.max = total;
      progress.value = done;
      setStatus(t('compare-export-gif-frame', { done: format(done), total: format(total) }));
    };
    saveGif(boardOnShow(), range.from, range.to, { delay: delay(), onProgress, signal: making.signal }, setStatus)
      .catch((error) => setStatus(t('compare-export-gif-failed', { error: error.message })))
      .finally(() => {
        making = null;
        progress.hidden = true;
        $('record-start').disabled = false;
        if (dialog.open) dialog.close();
      });
  });
  return {
    lock: (on) => {
      $('record').disabled = on;
    },
  };
}

/**
 * The export buttons, set up once: a link to the move on show (`stepUrl()`, also written into
 * the address, in place, at history entry `entry()`), a PNG, and the Record dialog
 * (setupRecording). Returns the recording's `{ lock(on) }`.
 */
export function setupExportButtons({ boardOnShow, stepUrl, entry, delay, setStatus }) {
  $('copy-step-link').addEventListener('click', () => {
    const url = stepUrl();
    history.replaceState({ entry: entry() }, '', url);
    copyLink(url, setStatus);
  });
  $('save-png').addEventListener('click', () => {
    const board = boardOnShow();
    if (board?.stepwise) savePng(board, setStatus);
  });
  return setupRecording({ boardOnShow, delay, setStatus });
}

/** The most frames of an animated GIF: its file grows with each. */
export const GIF_MAX_FRAMES = 400;

/**
 * Reads the Record dialog's two moves and format: { from, to, format } or { error }; a GIF
 * holds at most GIF_MAX_FRAMES moves.
 */
export function readRecordRange() {
  const from = parseGrouped($('record-from').value);
  const to = parseGrouped($('record-to').value);
  const kind = $('record-format').value === 'gif' ? 'gif' : 'webm';
  if (from === null || to === null) return { error: t('compare-export-moves-whole') };
  if (to <= from) return { error: t('compare-export-moves-order') };
  if (to - from > 100_000) return { error: t('compare-export-moves-most', { most: format(100_000) }) };
  if (kind === 'gif' && to - from >= GIF_MAX_FRAMES) return { error: t('compare-export-gif-most', { most: String(GIF_MAX_FRAMES) }) };
  return { from, to, format: kind };
}

/**
 * An animated GIF of moves `from` to `to` (each frame as the PNG shows it: caption, board
 * with its numbers, counters and move; `delay` ms a frame, the last held 2 s), encoded with
 * gifenc in slices of one frame, so the page stays responsive: `onProgress(done, total)`
 * after each, and `signal` (an AbortSignal) cancels it. The board is left at `to`. Resolves
 * to the GIF's Blob, or null when cancelled.
 */
export async function recordGif(board, from, to, { delay = 250, onProgress = () => {}, signal } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await import(gifEncoderUrl());
  await board.seek(from, { extend: true });
  const frame = exportFrame(board, { scale: 1, lines: 2 });
  const { width, height } = frame.canvas;
  const ctx = frame.canvas.getContext('2d', { willReadFrequently: true });
  const gif = GIFEncoder();
  const total = to - from + 1;
  for (let k = 0; k < total; k++) {
    if (signal?.aborted) return null;
    if (k > 0) await board.seek(from + k, { extend: true });
    drawExport(board, frame);
    const { data } = ctx.getImageData(0, 0, width, height);
    const palette = quantize(data, 256, { format: 'rgb444' });
    gif.writeFrame(applyPalette(data, palette, 'rgb444'), width, height, { palette, delay: k === total - 1 ? 2000 : delay });
    onProgress(k + 1, total);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}

/** Saves a GIF of moves `from` to `to` (see recordGif) as a download. */
export async function saveGif(board, from, to, options, setStatus) {
  setStatus(t('compare-export-gif-making', { from: format(from), to: format(to) }));
  const blob = await recordGif(board, from, to, options);
  if (!blob) {
    setStatus(t('compare-export-gif-cancelled'));
    return null;
  }
  download(blob, fileName(board, 'gif').replace(/-move\d+/, `-moves${from}-${to}`));
  setStatus(t('compare-export-gif-saved', { from: format(from), to: format(to), size: format(blob.size / 1024) }));
  return blob;
}
