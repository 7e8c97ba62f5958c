// The large board (n above the animated limit, up to the registry's large-board limit): a
// scaled view whose search and drawing run in a Web Worker (big-worker.js), with counters, a
// chart of collisions over the run, zoom and "go to the nearest queen". It offers the same
// interface as the animated board (see board.js): it does not step or play (`stepwise` is
// false), so play, pause, step and stepBack do nothing and frame has nothing to draw on the
// main thread; render redraws the view and the chart in the theme on show. The worker draws
// the chart too (Chart.js, on an OffscreenCanvas): its first build would block the page.

import { seedOrFresh } from '../pkg/nqueens.js';
import { startWorker } from './assets.js';
import { StillBoard, markBoardTop } from './board.js';
import { hidePanel, showPanels } from './panels.js';
import { $, counterBoxes, format } from './shared.js';
import { centredRegion, solutionExcerpt, zoomedRegion } from './scaled.js';
import { boardColours, chartColours } from './theme.js';
import { errorText, language, t } from './i18n.js';
import { midSentence } from './languages.js';
import { localCounter } from './registry.js';

/**
 * A worker that has loaded the core before Run to end is pressed: each large-board run takes
 * it; the next is prepared once a new large board is shown, or when a run is stopped.
 */
let spareWorker = null;

function prepareWorker() {
  spareWorker ??= startWorker('big-worker.js');
}

function takeWorker() {
  prepareWorker();
  const worker = spareWorker;
  spareWorker = null;
  return worker;
}

/** The worker's wasm memory in words: "1,180 MB of memory". */
const megabytes = (bytes) => t('watch-big-memory', { megabytes: Math.ceil(bytes / 1e6) });

/**
 * The memory at the end of a run, in words: the worker's wasm memory, and what the board took
 * of it per queen (the memory less the program's own before the run, `baseline`; the worker
 * reserves the registry's bytes per queen before the run, so a browser that refuses says so):
 * "14 MB of memory: 11.0 bytes per queen for the board, 3 MB for the program". The same
 * measure as docs/page.md's figures.
 */
export function memoryText(bytes, baseline, n) {
  const board = Math.max(0, bytes - baseline);
  return t('watch-big-memory-split', { memory: megabytes(bytes), perQueen: format(board / n, 1), program: Math.ceil(baseline / 1e6) });
}

/** Counters in words for a status line: "repair moves 76, starts 1". */
const counterWords = (counters) => counters.map((c) => t('watch-progress-counter', { label: midSentence(c.label, language), value: c.value })).join(t('watch-list-comma'));

export class LargeBoard extends StillBoard {
  /**
   * The registry entry `info`'s search on an n × n board, drawn scaled (n up to its
   * `maxNLarge`). The seed is drawn now for a randomized algorithm with a blank `seedText`,
   * so the address carries it before the run starts. Throws an Error naming the fault on a
   * malformed seed.
   */
  constructor(info, n, seedText, ui) {
    super();
    let seed = '';
    if (info.randomized) {
      // The core reads it (blank: a fresh one), and throws its own words on a malformed one.
      seed = seedOrFresh(String(seedText ?? ''));
    }
    this.info = info;
    this.n = n;
    this.seed = seed;
    this.ui = ui;
    this.worker = null;
    this.done = false;
    this.used = false; // a canvas hands its drawing to a worker once
  }

  get algorithm() {
    return this.info.id;
  }

  /** The status line of a new board. */
  readyStatus() {
    return this.seed ? t('watch-big-ready-seeded', { n: this.n, seed: this.seed }) : t('watch-big-ready', { n: this.n });
  }

  show() {
    const { el } = this.ui;
    const n = this.n;
    showPanels('big');
    this.freshCanvas();
    this.buildCounters();
    el.solution.textContent = '';
    el.caption.textContent = t('watch-big-caption', { n });
    // The worker for the run (which loads the core and Chart.js) is prepared after the page's
    // own start-up work rather than competing with it for the cores.
    setTimeout(() => {
      if (!this.freed && !this.running) prepareWorker();
    }, 0);
    this.ui.syncButtons();
  }

  /** A new canvas for the scaled view (after a stop, the old one belongs to a dead worker). */
  freshCanvas() {
    this.region = null;
    this.nearest = null;
    // The chart's canvas too: it goes to the run's worker, and shows once the run starts.
    const chart = Object.assign(document.createElement('canvas'), { id: 'big-chart' });
    chart.setAttribute('role', 'img');
    chart.setAttribute('aria-label', t('watch-big-chart', {}, 'aria-label'));
    $('big-chart-box').replaceChildren(chart);
    $('big-chart-box').hidden = true;
    $('big-zoom-out').disabled = true;
    $('big-nearest').hidden = true;
    $('big-region').textContent = '';
    const canvas = Object.assign(document.createElement('canvas'), { width: 720, height: 720 });
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t('watch-big-scaled', { n: this.n }));
    canvas.addEventListener('click', (event) => this.onClick(event));
    $('big-canvas-wrap').replaceChildren(canvas);
    this.canvas = canvas;
    this.used = false;
  }

  free() {
    this.freed = true;
    this.worker?.terminate();
    this.worker = null;
    this.running = false;
    this.ui.el.progress.hidden = true;
    hidePanel('big-view');
  }

  finished() {
    return this.done;
  }


  /** Redraws in the theme on show: the worker's view, and the chart. */
  render() {
    this.worker?.postMessage({ kind: 'colours', colours: boardColours(), chartColours: chartColours() });
  }

  /**
   * The scaled view is sized by the style sheet; presenting, the bar of buttons starts level
   * with its top, under the caption's lines (style.css's --board-top, as the animated board
   * sets it).
   */
  resize() {
    if (document.documentElement.dataset.present) markBoardTop($('big-view'));
  }

  /**
   * The counters: the collisions left, the rows placed, the algorithm's own counters (its
   * repair moves, its starts…: the lesson of a run, which the total of steps hides) and the
   * steps. The algorithm's counter of collisions is the first box already.
   */
  buildCounters() {
    const own = this.info.counters.filter((c) => c.id !== this.info.collisionsId);
    this.ui.el.counters.replaceChildren(...counterBoxes([
      { id: 'collisions', label: this.info.collisionsLabel },
      { id: 'placed', label: t('watch-big-rows-placed') },
      ...own.map((c) => ({ id: `big-${c.id}`, label: c.label, title: t('watch-counter-title', { counts: c.counts }) })),
      { id: 'steps', label: t('watch-big-steps') },
    ]));
  }

  /** The algorithm's own counters, from a worker's message. */
  setOwnCounters(counters) {
    for (const c of counters ?? []) if (c.id !== this.info.collisionsId) this.setCounter(`big-${c.id}`, c.value);
  }

  setCounter(id, value) {
    const dd = this.ui.el.counters.querySelector(`[data-testid="${id}"]`);
    if (dd) dd.textContent = format(value);
  }

  /** Runs the search to its solution in a worker, which draws the scaled view as it goes. */
  run() {
    if (this.running || this.done || this.worker) return;
    const { el, setStatus } = this.ui;
    // A canvas can hand its drawing to a worker once: after a stop, start on a fresh one.
    if (this.used) {
      this.freshCanvas();
      this.buildCounters();
    }
    this.used = true;
    const worker = takeWorker();
    this.worker = worker;
    this.running = true;
    el.progress.hidden = false;
    el.solution.textContent = '';
    this.ui.syncButtons();
    setStatus(t('watch-big-starting'));
    worker.onmessage = ({ data }) => {
      if (this.worker !== worker) return;
      if (data.kind === 'progress' || data.kind === 'done') {
        this.setCounter('steps', data.steps);
        this.setOwnCounters(data.counters);
        if (data.kind === 'progress') {
          this.setCounter('collisions', data.collisions);
          this.setCounter('placed', data.placed);
          setStatus(t('watch-big-running', { steps: data.steps, left: data.collisions, seconds: data.ms / 1000, memory: megabytes(data.memory) }));
        }
      }
      if (data.kind === 'chart') {
        // What the chart shows, in words (for a screen reader, and the tests).
        const chart = $('big-chart');
        Object.assign(chart.dataset, { samples: data.samples, mostConflicts: data.mostConflicts, lastPlaced: data.lastPlaced });
        chart.setAttribute('aria-label', t('watch-big-chart-label', { samples: data.samples, most: data.mostConflicts, label: midSentence(this.info.collisionsLabel, language), placed: data.lastPlaced }));
      }
      if (data.kind === 'view') {
        this.region = data.region;
        this.nearest = data.nearest;
        this.showRegion(data.queens);
      }
      if (data.kind === 'done') {
        // For `cargo xtask bench`: the run's own time and the worker's wasm memory.
        Object.assign($('big-view').dataset, { ms: data.ms, memory: data.memory });
        this.done = true;
        this.finishRun();
        $('big-zoom-out').disabled = this.region === null;
        el.caption.textContent = t('watch-big-solution', { n: this.n });
        if (data.verified) this.showSolution(data.first, data.last);
        setStatus(
          data.verified
            ? t('watch-big-verified', {
              n: this.n,
              counters: counterWords((data.counters ?? []).filter((c) => c.id !== this.info.collisionsId).map((c) => localCounter(this.algorithm, c))),
              steps: data.steps,
              seconds: data.ms / 1000,
              memory: memoryText(data.memory, data.baseline, this.n),
            })
            : t('watch-big-unverified'),
        );
      } else if (data.kind === 'error') {
        this.finishRun();
        setStatus(t('watch-big-failed', { message: errorText(data) }));
      }
    };
    worker.onerror = (event) => {
      if (this.worker !== worker) return;
      event.preventDefault();
      this.finishRun();
      setStatus(t('watch-big-worker-failed', { message: event.message || t('watch-big-worker-no-start') }));
    };
    const offscreen = this.canvas.transferControlToOffscreen();
    // The chart's canvas, sized here in device pixels (the worker has no layout).
    $('big-chart-box').hidden = false;
    const chartCanvas = $('big-chart');
    const dpr = window.devicePixelRatio || 1;
    const { clientWidth: width, clientHeight: height } = $('big-chart-box');
    Object.assign(chartCanvas, { width: Math.round(width * dpr), height: Math.round(height * dpr) });
    chartCanvas.style.width = `${width}px`;
    chartCanvas.style.height = `${height}px`;
    const chart = chartCanvas.transferControlToOffscreen();
    worker.postMessage({
      kind: 'start', canvas: offscreen, algorithm: this.algorithm, n: this.n, seed: this.seed, colours: boardColours(),
      chart: { canvas: chart, label: midSentence(this.info.collisionsLabel, language), words: { placed: t('watch-big-chart-placed'), steps: t('watch-big-chart-steps') }, colours: chartColours(), dpr, locale: language },
    }, [offscreen, chart]);
  }

  /** The Solution box: the columns of the first and last rows, and which rows they are. */
  showSolution(first, last) {
    const excerpt = solutionExcerpt(this.n, first, last);
    const hint = Object.assign(document.createElement('span'), { className: 'hint' });
    if (excerpt.includes('…')) {
      hint.textContent = ` ${t('watch-big-excerpt', { first: first.length, from: this.n - last.length + 1, n: this.n })}`;
    }
    this.ui.el.solution.replaceChildren(excerpt, hint);
  }

  /** Cancels the run at once: its worker is ended, and Run to end starts again from the beginning. */
  stop() {
    if (!this.running) return;
    this.worker?.terminate();
    this.worker = null;
    this.finishRun();
    prepareWorker(); // for the next Run to end
    this.ui.setStatus(t('watch-big-stopped'));
  }

  finishRun() {
    this.running = false;
    this.ui.el.progress.hidden = true;
    this.ui.syncButtons();
  }

  onClick(event) {
    if (!this.worker) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const view = this.region ?? { row: 0, col: 0, size: this.n };
    const fx = (event.clientX - rect.left) / rect.width;
    const fy = 1 - (event.clientY - rect.top) / rect.height; // row 1 at the bottom
    this.zoom(zoomedRegion(view, this.n, fx, fy));
  }

  /** Moves the window (same size) so the nearest queen reported by the worker is at its centre. */
  goToNearestQueen() {
    if (!this.region || !this.nearest) return;
    this.zoom(centredRegion(this.nearest, this.region.size, this.n));
  }

  /** Shows `region` ({ row, col, size }, 0-based; null for the whole board). */
  zoom(region) {
    if (!this.worker) return;
    this.region = region;
    $('big-zoom-out').disabled = region === null;
    this.worker.postMessage({ kind: 'view', region });
  }

  /**
   * The caption under the large board: what part of it is drawn (1-based), how many queens,
   * and when a window holds none, where the nearest queen is.
   */
  showRegion(queens) {
    const view = this.region;
    const near = this.nearest;
    const nearest = queens === 0 && near && view
      ? ` ${t('watch-big-nearest-queen', { row: near.row + 1, col: near.col + 1, offset: describeOffset(near, view) })}`
      : '';
    $('big-nearest').hidden = nearest === '';
    $('big-region').textContent = view
      ? t(view.size <= 64 ? 'watch-big-region-real' : 'watch-big-region', {
        row: view.row + 1, lastRow: view.row + view.size, col: view.col + 1, lastCol: view.col + view.size, queens,
      }) + nearest
      : t('watch-big-whole', { n: this.n, queens });
  }
}

/** Where a square lies from a window's centre, in words ("3 rows up, 120 columns right"). */
function describeOffset(square, view) {
  const dr = square.row - (view.row + (view.size >> 1));
  const dc = square.col - (view.col + (view.size >> 1));
  const part = (d, id) => (d === 0 ? '' : t(id, { count: Math.abs(d), way: d > 0 ? 'plus' : 'minus' }));
  return t('watch-big-offset', { parts: [part(dr, 'watch-big-offset-rows'), part(dc, 'watch-big-offset-columns')].filter(Boolean).join(t('watch-list-comma')) });
}

/** The board's zoom buttons act on whichever large board is shown (`current()`). */
export function setupLargeBoardControls(current) {
  $('big-zoom-out').addEventListener('click', () => current()?.zoom?.(null));
  $('big-nearest').addEventListener('click', () => current()?.goToNearestQueen?.());
}
