// The page's start-up watchdog, a classic script that runs before the page's modules load:
// if the page is not ready 10 s after it began to load (`data-ready` on <body>, set by
// app.js at the end of its start-up), the caption and the status line say so in words, with
// the stage start-up had reached (`data-stage`, set by app.js as it goes; none: its modules
// never ran), never "Loading…" forever. `data-start-failed` on <body> names that stage, for
// the load harness (tests/e2e/hang.mjs).

(() => {
  const LIMIT_MS = 10_000;
  // The page's content stays out of sight until the page is ready (style.css): nothing on it
  // moves while the core loads and the board is laid out (no layout shift), and it shows at
  // once complete. app.js removes the mark when ready; this watchdog when it speaks; the
  // style shows the content after 10 s whatever happens.
  document.documentElement.dataset.loading = '';
  /** What each start-up stage is doing, in words. */
  const DOING = {
    core: 'loading the solver (WebAssembly)',
    address: 'reading the address',
    board: 'setting up the board',
    sandbox: 'placing the queens of the address',
    layout: 'laying out the board',
    predict: 'setting up predict mode',
    controls: 'setting up the controls',
    compare: 'setting up the Compare view',
  };
  setTimeout(() => {
    const body = document.body;
    if (!body || body.dataset.ready === 'true' || body.dataset.startError) return;
    const stage = body.dataset.stage;
    // No stage: the modules never ran; a stage not listed: named as it is.
    const doing = DOING[stage] ?? (stage ? `finishing start-up (${stage})` : 'loading its scripts');
    const text = `The page did not finish starting within ${LIMIT_MS / 1000} s: it was ${doing}. Reload the page (F5); if this happens again, try another browser, or the single-file version, which needs no network.`;
    for (const id of ['caption', 'status']) {
      const element = document.getElementById(id);
      if (element) element.textContent = text;
    }
    body.dataset.startFailed = stage ?? 'scripts';
    delete document.documentElement.dataset.loading;
  }, LIMIT_MS);
})();
