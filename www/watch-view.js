// The Watch view's frame and form: the elements every board is drawn into and fitted around
// (the caption, the board's canvas with its row and column numbers, the counters) and the
// form's controls (the bar of buttons, the fields of the run, the speed), looked up here alone
// and handed to the boards as `ui.el` by app.js. The caption, the board's frame, the bar of
// buttons and its playback buttons are roots others may measure (roots.js).

import { $ } from './shared.js';
import { ownRoot } from './roots.js';

/** The Watch view's elements, by role. */
export const el = {
  algorithm: $('algorithm'),
  size: $('board-size'),
  sizeError: $('board-size-error'),
  seedField: $('seed-field'),
  seed: $('seed'),
  seedError: $('seed-error'),
  paramsField: $('params-field'),
  params: $('params'),
  paramsError: $('params-error'),
  newSeed: $('new-seed'),
  speed: $('speed'),
  speedValue: $('speed-value'),
  play: $('play'),
  step: $('step'),
  back: $('back'),
  run: $('run'),
  runAll: $('run-all'),
  reset: $('reset'),
  announcer: $('announcer'),
  stop: $('stop'),
  caption: $('caption'),
  canvas: $('board'),
  rowLabels: $('row-labels'),
  colLabels: $('col-labels'),
  rowAttempts: $('row-attempts'),
  rowAttemptsBox: document.querySelector('.row-attempts'),
  counters: $('counters'),
  solution: document.querySelector('[data-testid="solution"]'),
  status: $('status'),
  progress: $('progress'),
  flagsFigure: $('flags-figure'),
  flags: $('flags'),
  legends: [], // built from the registry at start-up
};

/** The form's fields are read as they change: submitting it (Enter in a field) does nothing. */
export function setupWatchForm() {
  $('controls').addEventListener('submit', (e) => e.preventDefault());
}

ownRoot('caption', () => el.caption);
ownRoot('board-frame', () => el.canvas.parentElement);
ownRoot('controls', () => $('controls'));
ownRoot('playback', () => $('playback'));
