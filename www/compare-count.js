// The Compare view's count: every solution of an n × n board, Q(n) (OEIS A000170) and the
// fundamental ones (A002562), split into the core's tasks over the workers.

import { countTasks } from '../pkg/nqueens.js';
import { CORES, dispatch, endJob, failJob, running, setProgress, setStatus, startJob } from './lab-jobs.js';
import { $, A000170, A002562, format, parseWhole } from './shared.js';

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
  const kernelName = kernel === 'simd128' ? 'SIMD128' : kernel;
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
  setStatus(`Counting Q(${n}) in ${format(tasks.length)} tasks on ${CORES} workers…`);
  try {
    await dispatch(current, messages, (reply) => {
      if (reply.kind !== 'counted') return;
      total += reply.solutions;
      fundamental += reply.fundamental;
      setProgress(++done, tasks.length);
    });
  } catch (error) {
    failJob(current, `The count failed: ${error.message}`);
    return;
  }
  if (!current.active) return;
  const seconds = ((performance.now() - current.started) / 1000).toFixed(2);
  endJob();
  const against = (value, known, id) =>
    `${format(value)} — ${value === known ? 'matches' : `differs from ${format(known)} in`} OEIS ${id}`;
  $('count-result').textContent =
    `Q(${n}) = ${against(total, A000170[n - 1], 'A000170')}. ` +
    `Fundamental solutions (one per class under rotation and reflection): ${against(fundamental, A002562[n - 1], 'A002562')}. ` +
    `${seconds} s with the ${kernelName} kernel.`;
  setStatus(`Counted Q(${n}) in ${seconds} s.`);
}

