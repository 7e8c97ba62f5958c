// Offline use of the hosted page (dist/, written by `cargo xtask dist`): its service worker
// keeps every file after the first visit (see xtask/src/sw.js). Registered only where the page
// links its web app manifest, as dist/index.html does, and is served over http(s); the
// development server and the single file opened from disk have none.

import { t } from './i18n.js';

/** Registers dist's service worker when this page is the hosted build. */
export function registerServiceWorker() {
  const hosted = document.querySelector('link[rel="manifest"]') && /^https?:$/.test(location.protocol);
  if (!hosted || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(new URL('sw.js', document.baseURI)).catch((error) => {
    console.warn(t('compare-offline-unavailable', { error: error.message }));
  });
}
