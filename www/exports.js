// Exports for slides: the board as a PNG, a WebM video of moves played on the board, and a
// link that opens at the move on show.

import { $, format, parseGrouped } from './shared.js';

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
  const blob = await board.toPng();
  download(blob, fileName(board, 'png'));
  setStatus(`Saved the board at move ${format(board.position)} as a PNG.`);
}

/**
 * Copies `url` (the address of the move on show) to the clipboard; where the browser refuses
 * (a page opened from disk, say), the status line shows it to copy by hand.
 */
export async function copyLink(url, setStatus) {
  try {
    await navigator.clipboard.writeText(url);
    setStatus(`Copied a link to this move: ${url}`);
  } catch {
    setStatus(`Copy this link to open this move: ${url}`);
  }
}

/** The recording's video type: WebM (VP9, else VP8, else the browser's WebM). */
function videoType() {
  const types = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];
  return types.find((type) => globalThis.MediaRecorder?.isTypeSupported(type));
}

/**
 * Records the board's canvas while it plays from move `from` to move `to` at the chosen
 * speed (MediaRecorder on the canvas), then offers the WebM. Resolves to the video's Blob.
 */
export async function record(board, canvas, from, to, setStatus) {
  const type = videoType();
  if (!type || !canvas.captureStream) throw new Error('this browser cannot record a canvas as WebM');
  await board.seek(from, { extend: true });
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  setStatus(`Recording moves ${format(from)} to ${format(to)}…`);
  board.range = { from, to, loop: false };
  // A moment on the first move, then the moves, then a moment on the last.
  await new Promise((resolve) => setTimeout(resolve, 400));
  board.play();
  await new Promise((resolve) => {
    const wait = () => (board.playing ? setTimeout(wait, 50) : resolve());
    wait();
  });
  await new Promise((resolve) => setTimeout(resolve, 600));
  board.range = null;
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  const blob = new Blob(chunks, { type: 'video/webm' });
  download(blob, fileName(board, 'webm').replace(/-move\d+/, `-moves${from}-${to}`));
  setStatus(`Recorded moves ${format(from)} to ${format(board.position)} as a WebM video (${format(blob.size / 1024)} kB).`);
  return blob;
}

/** Reads the Record dialog's two moves: { from, to } or { error }. */
export function readRecordRange() {
  const from = parseGrouped($('record-from').value);
  const to = parseGrouped($('record-to').value);
  if (from === null || to === null) return { error: 'Moves are whole numbers (0 is the start).' };
  if (to <= from) return { error: 'The last move must come after the first.' };
  if (to - from > 100_000) return { error: 'Record at most 100,000 moves at a time.' };
  return { from, to };
}
