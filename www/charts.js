// The Compare view's charts: Chart.js loaded on first use (www/node_modules, or embedded in
// the single file), its colours from the theme on show, one line style per algorithm for any
// number of algorithms (theme.js seriesStyle), an opaque background for saved PNGs, and the
// charts drawn so far (`charts`), recoloured when the theme changes.

import { chartJsUrl } from './assets.js';
import { algorithm } from './registry.js';
import { format } from './shared.js';
import { language, t } from './i18n.js';
import { chartColours, seriesStyle } from './theme.js';

/** The charts drawn so far, by name (`histogram`, `sweep`). */
export const charts = {};
/** An algorithm's colour and dash pattern in the charts, by its place in the registry's list. */
export const colourOf = (id) => seriesStyle(algorithm(id).index).colour;
export const dashOf = (id) => seriesStyle(algorithm(id).index).dash;

let chartJs = null;

/** Chart.js's text and grid colours from the theme on show (every chart reads them). */
function themeChartDefaults() {
  if (!globalThis.Chart) return;
  const C = chartColours();
  Chart.defaults.color = C.text;
  Chart.defaults.borderColor = C.grid;
}

/** Redraws the Compare view's charts in the theme on show. */
export function recolourCharts() {
  themeChartDefaults();
  for (const chart of Object.values(charts)) {
    if (!chart) continue;
    for (const dataset of chart.data.datasets) {
      if (!dataset.algorithm) continue;
      dataset.borderColor = colourOf(dataset.algorithm);
      if (dataset.backgroundColor !== 'transparent') dataset.backgroundColor = dataset.borderColor;
    }
    chart.update('none');
  }
}

/**
 * Loads Chart.js (www/node_modules) on first use, so that parsing it is a task of its own
 * rather than part of the page's load. Resolves to true once `Chart` is available.
 */
export function loadChartJs() {
  chartJs ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = chartJsUrl();
    script.onload = () => {
      themeChartDefaults();
      resolve(true);
    };
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
  return chartJs;
}

/** True once the canvas can take a chart; otherwise a note replaces it. */
export function chartOrNote(canvas) {
  if (globalThis.Chart) {
    canvas.hidden = false;
    canvas.parentElement.classList.add('drawn');
    return true;
  }
  canvas.replaceWith(
    Object.assign(document.createElement('p'), {
      textContent: t('compare-charts-missing'),
    }),
  );
  return false;
}

/** Labels 1, 2 and 5 × 10^k on a log axis, and nothing between them. */
export function logTick(value) {
  const mantissa = value / 10 ** Math.floor(Math.log10(value) + 1e-9);
  return [1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-6) ? format(value) : '';
}

/**
 * Paints the chart's background before anything else, so a saved PNG is opaque and readable
 * on a dark slide (Chart.js draws on a transparent canvas otherwise).
 */
const opaqueBackground = {
  id: 'opaqueBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = chartColours().background;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/**
 * Replaces chart `old` (if any) by a line chart of `datasets` on `canvas` with `scales` and a
 * `title` (lines: what it shows, then the run's parameters), which a saved PNG keeps.
 */
export function lineChart(old, canvas, datasets, scales, title) {
  old?.destroy();
  return new Chart(canvas, {
    type: 'line',
    data: { datasets },
    plugins: [opaqueBackground],
    options: {
      // Tick numbers the page's language's way (German 1.000), not the browser's.
      locale: language,
      animation: false,
      maintainAspectRatio: false,
      scales,
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 28 } },
        title: { display: true, text: title, font: { size: 14 } },
      },
    },
  });
}

/** Saves `href` as the file `name`. */
export function download(name, href) {
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

