// Where the page finds its assets. Served (`cargo xtask serve`, or `dist/` on any static
// host), they sit next to the modules and the wasm-bindgen glue finds the core's wasm itself.
// In the single-file build (`dist/nqueens-visualizer.html`, opened from disk) everything is
// embedded in the one file, and its start-up script sets `globalThis.NQUEENS_EMBEDDED` before
// any module runs: { wasm (the bytes), workers: { name: blob URL }, chartJs: blob URL,
// gifenc: blob URL, qrcode: blob URL, locales: { 'de/page.ftl': its text, … }, site: the
// published site's address or '' }. Its
// workers get { wasm: a promise of the bytes their first message brings } (xtask/src/dist.rs).

const embedded = () => globalThis.NQUEENS_EMBEDDED;

/** The argument for the wasm-bindgen glue's `init`: the embedded wasm, or its default. */
export function wasmSource() {
  const wasm = embedded()?.wasm;
  return wasm ? { module_or_path: wasm } : undefined;
}

/**
 * The pauses before each new try to load the core when the browser has no room for its
 * memory: 7.75 s in all, within the start-up watchdog's 10 s (www/boot.js).
 */
const MEMORY_WAITS_MS = [250, 500, 1000, 2000, 2000, 2000];

/**
 * True if `error` is the browser refusing the core's wasm memory: each instance reserves
 * about 10 GB of address space (the memory and its guard region), and Chromium allows about
 * 1 TB of them to a renderer process, so the memories of pages just left, and of their
 * workers, not yet collected, can leave none for the next page ("WebAssembly.instantiate():
 * Out of memory: Cannot allocate Wasm memory for new instance", a RangeError).
 */
export function outOfWasmMemory(error) {
  const message = String(error?.message);
  return (error instanceof RangeError && /memory/i.test(message)) || /out of memory|could not allocate memory/i.test(message);
}

/**
 * Loads the core: the wasm-bindgen glue's `init` with wasmSource(). When the browser has no
 * room for the wasm memory yet (outOfWasmMemory), it waits and tries again (MEMORY_WAITS_MS):
 * meanwhile the memories of the pages and workers before this one are collected. `onWait(ms,
 * attempt)` hears of each pause (attempt from 1). Resolves to what `init` resolves to; rejects
 * with init's error when it is another, or when the waits are spent.
 */
export async function loadCore(init, onWait = () => {}) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await init(wasmSource());
    } catch (error) {
      if (!outOfWasmMemory(error) || attempt >= MEMORY_WAITS_MS.length) throw error;
      onWait(MEMORY_WAITS_MS[attempt], attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, MEMORY_WAITS_MS[attempt]));
    }
  }
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

/**
 * The text of a message catalog, `path` inside locales/ (as 'de/page.ftl'): embedded in the
 * single file, else fetched from locales/ beside index.html. Rejects when it cannot be had.
 */
export async function catalogText(path) {
  const embeddedText = embedded()?.locales?.[path];
  if (embeddedText !== undefined) return embeddedText;
  const response = await fetch(new URL(`../locales/${path}`, import.meta.url));
  if (!response.ok) throw new Error(`locales/${path}: ${response.status}`);
  return response.text();
}

/** The address of Chart.js (its UMD build, which sets `globalThis.Chart`). */
export function chartJsUrl() {
  return embedded()?.chartJs ?? new URL('./node_modules/chart.js/dist/chart.umd.js', import.meta.url).href;
}

/** The address of gifenc's ES module (the GIF encoder), imported when a GIF is first made. */
export function gifEncoderUrl() {
  return embedded()?.gifenc ?? new URL('./node_modules/gifenc/dist/gifenc.esm.js', import.meta.url).href;
}

/** The address of qrcode-generator's ES module (the teacher's QR code), imported when first drawn. */
export function qrEncoderUrl() {
  return embedded()?.qrcode ?? new URL('./node_modules/qrcode-generator/dist/qrcode.mjs', import.meta.url).href;
}

/**
 * The address of the published site (`dist/` on a web host) that the single file was built
 * for (`NQUEENS_SITE_URL` when `cargo xtask dist` ran, as the GitHub workflow sets it), or
 * '' when unknown or when the page is served.
 */
export function siteUrl() {
  return embedded()?.site ?? '';
}
