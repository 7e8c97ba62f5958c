// The service worker of the hosted page (dist/sw.js, written by `cargo xtask dist` from
// xtask/src/sw.js): on the first visit it keeps every file of the page, so that later visits
// work without a network, and the page can be installed. Paths are relative to this file, so
// the page works from any sub-path of any static host. A new build has a new cache name:
// the browser installs it beside the old one, which is deleted once it takes over.

const CACHE = '__CACHE__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('nqueens-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The kept copy first, else the network. The page's address carries its settings in the
// query (?algorithm=…&n=…): any address of the page is the kept index.html.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: request.mode === 'navigate' }))
      .then((kept) => kept ?? fetch(request)),
  );
});
