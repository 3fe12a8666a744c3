// Compagnon's service worker: the pages a phone opened come back from its
// cache when the network is weak or gone, and the static files (their names
// carry their content's hash) come from the cache first.
//
// It keeps copies, nothing more: what is entered offline is kept by the page
// itself (app.js, « outbox ») and sent when the network is back.

var CACHE = "compagnon-pages-v1";
var WAIT = 3000; // a page slower than this comes from the cache, when it is there

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== CACHE; }).map(function (name) {
      return caches.delete(name);
    }));
  }).then(function () { return self.clients.claim(); }));
});

function fromCache(request) {
  return caches.open(CACHE).then(function (cache) { return cache.match(request); });
}

function keep(request, response) {
  if (response && response.ok && response.type === "basic") {
    var copy = response.clone();
    caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
  }
  return response;
}

function offlinePage() {
  return fromCache("/").then(function (home) {
    return home || new Response("<!doctype html><meta charset=utf-8><title>Hors ligne · Offline</title>" +
      "<p>Pas de réseau, et cette page n'a jamais été ouverte sur ce téléphone.</p>" +
      "<p lang=en>No network, and this page was never opened on this phone.</p>",
      {status: 503, headers: {"Content-Type": "text/html; charset=utf-8"}});
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || request.headers.get("HX-Request")) {
    return; // writes, polls and fragments always go to the server
  }
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(fromCache(request).then(function (hit) {
      return hit || fetch(request).then(function (response) { return keep(request, response); });
    }));
    return;
  }
  if (request.mode !== "navigate") {
    return;
  }
  // a page: the network's answer when it comes in time, else the copy
  event.respondWith(new Promise(function (resolve) {
    var settled = false;
    var fallback = function () {
      fromCache(request).then(function (copy) {
        if (copy) {
          settled = true;
          resolve(copy);
        }
      });
    };
    var timer = setTimeout(fallback, WAIT);
    fetch(request).then(function (response) {
      clearTimeout(timer);
      keep(request, response);
      if (!settled) {
        settled = true;
        resolve(response);
      }
    }).catch(function () {
      clearTimeout(timer);
      fromCache(request).then(function (copy) {
        if (!settled) {
          settled = true;
          resolve(copy || offlinePage());
        }
      });
    });
  }));
});
