// The page's service worker (registered by main.js where the page is a secure context:
// https, or http://localhost): it keeps every file of the page (the list and the cache's
// name are written in by web/build.py) so that a second visit loads from this browser,
// and the page works offline once visited. Cache first: a new build has a new cache
// name, so the browser installs it beside the old one and the next visit uses it.
const CACHE = "pipgrid-dev";
const FILES = ["./"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("pipgrid-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  // a link to a game (index.html?game=...) is the same page: the query is the page's own
  e.respondWith(
    caches.open(CACHE)
      .then((c) => c.match(req, { ignoreSearch: true }))
      .then((hit) => hit || fetch(req)),
  );
});
