// Where the page finds its assets. Served (`cargo xtask serve`, or `dist/` on any static
// host), they sit next to the modules and the wasm-bindgen glue finds the core's wasm itself.
// In the single-file build (`dist/nqueens-visualizer.html`, opened from disk) everything is
// embedded in the one file, and its start-up script sets `globalThis.NQUEENS_EMBEDDED` before
// any module runs: { wasm (the bytes), workers: { name: blob URL }, chartJs: blob URL,
// gifenc: blob URL, site: the published site's address or '' }. Its
// workers get { wasm: a promise of the bytes their first message brings } (xtask/src/dist.rs).

const embedded = () => globalThis.NQUEENS_EMBEDDED;

/** The argument for the wasm-bindgen glue's `init`: the embedded wasm, or its default. */
export function wasmSource() {
  const wasm = embedded()?.wasm;
  return wasm ? { module_or_path: wasm } : undefined;
}

/**
 * A worker running `name` (a file of www/: 'worker.js' or 'big-worker.js'): a module worker
 * when served; in the single file a classic one (from disk, Chromium starts no module worker
 * from a blob URL, and no worker may fetch one), handed the wasm bytes in its first message.
 */
export function startWorker(name) {
  const bundle = embedded();
  if (!bundle) return new Worker(new URL(`./${name}`, import.meta.url), { type: 'module' });
  const worker = new Worker(bundle.workers[name]);
  worker.postMessage({ kind: 'wasm', bytes: bundle.wasm });
  return worker;
}

/** The address of Chart.js (its UMD build, which sets `globalThis.Chart`). */
export function chartJsUrl() {
  return embedded()?.chartJs ?? new URL('./node_modules/chart.js/dist/chart.umd.js', import.meta.url).href;
}

/** The address of gifenc's ES module (the GIF encoder), imported when a GIF is first made. */
export function gifEncoderUrl() {
  return embedded()?.gifenc ?? new URL('./node_modules/gifenc/dist/gifenc.esm.js', import.meta.url).href;
}

/**
 * The address of the published site (`dist/` on a web host) that the single file was built
 * for (`NQUEENS_SITE_URL` when `cargo xtask dist` ran, as the GitHub workflow sets it), or
 * '' when unknown or when the page is served.
 */
export function siteUrl() {
  return embedded()?.site ?? '';
}
