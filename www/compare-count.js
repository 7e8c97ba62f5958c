// The Compare view's count: every solution of an n × n board, Q(n) (OEIS A000170) and the
// fundamental ones (A002562), split into the core's tasks over the workers.

import { countTasks } from '../pkg/nqueens.js';
import { CORES, dispatch, endJob, failJob, running, setProgress, setStatus, startJob } from './lab-jobs.js';
import { $, A000170, A002562, format, parseWhole } from './shared.js';
import { errorText, t } from './i18n.js';

/** Counts Q(n) for the n of the count field. */
export async function runCount() {
  if (running()) return;
  const parsed = parseWhole($('count-n').value, 1, 17, 'n');
  $('count-error').textContent = parsed.error ?? '';
  if (parsed.error) return;
  const n = parsed.value;
  const tasks = Array.from({ length: countTasks(n) }, (_, i) => i);
  const current = startJob('count', CORES);
  const kernel = $('count-kernel').value;
  const messages = Array.from({ length: CORES }, (_, w) => ({
    kind: 'count',
    n,
    kernel,
    tasks: tasks.filter((_, i) => i % CORES === w),
  }));
  let total = 0;
  let fundamental = 0;
  let done = 0;
  setProgress(0, tasks.length);
  $('count-result').textContent = '';
  setStatus(t('compare-count-status', { n, tasks: tasks.length, workers: CORES }));
  try {
    await dispatch(current, messages, (reply) => {
      if (reply.kind !== 'counted') return;
      total += reply.solutions;
      fundamental += reply.fundamental;
      setProgress(++done, tasks.length);
    });
  } catch (error) {
    failJob(current, t('compare-count-failed', { error: errorText(error) }));
    return;
  }
  if (!current.active) return;
  const seconds = format((performance.now() - current.started) / 1000, 2);
  endJob();
  const against = (value, known, sequence) =>
    t(value === known ? 'compare-count-matches' : 'compare-count-differs', { value, known, sequence });
  $('count-result').textContent = t('compare-count-result', {
    n, total: against(total, A000170[n - 1], 'A000170'), fundamental: against(fundamental, A002562[n - 1], 'A002562'), seconds, kernel,
  });
  setStatus(t('compare-count-done', { n, seconds }));
}

