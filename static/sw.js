// Compagnon's service worker: the pages a phone opened come back from its
// cache when the network is weak or gone, and the static files (their names
// carry their content's hash) come from the cache first.
//
// It keeps copies, nothing more: what is entered offline is kept by the page
// itself (app.js, « outbox ») and sent when the network is back. A copy
// whose page answers 404 goes: a game's link that no longer opens (new links
// were made, the game was deleted) opens nothing offline either, old edit
// token included.

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

// the link a page belongs to: a game's pages (its sheet, a deal, sharing...)
// are /g/<token>/..., under the game's own page /g/<token>
function linkOf(path) {
  var parts = path.split("/");
  return parts[1] === "g" && parts[2] ? "/g/" + parts[2] : null;
}

// drop the copies of the pages whose path is ``path`` or, with ``under``,
// starts with ``path + "/"``
function drop(path, under) {
  return caches.open(CACHE).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.filter(function (request) {
        var copied = new URL(request.url).pathname;
        return copied === path || (under && copied.indexOf(path + "/") === 0);
      }).map(function (request) { return cache.delete(request); }));
    });
  });
}

// a link that no longer opens: every copy of its pages goes, and every copy
// of another page that holds it (the home page's « mes parties »)
function forgetLink(link) {
  return drop(link, true).then(function () {
    return caches.open(CACHE);
  }).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.map(function (request) {
        return cache.match(request).then(function (copy) {
          var type = copy && copy.headers.get("Content-Type") || "";
          return type.indexOf("text/html") === 0 ? copy.text() : "";
        }).then(function (text) {
          return text.indexOf(link) < 0 ? null : cache.delete(request);
        });
      }));
    });
  });
}

// a page that answered 404: its copy goes; if it is a game's page, whether
// the game's link itself still opens is asked (a deal deleted answers 404 too,
// under a link that still works), and if it does not, all its copies go
function gone(url) {
  var path = new URL(url).pathname;
  var link = linkOf(path);
  return drop(path, false).then(function () {
    if (!link) {
      return null;
    }
    var asked = link === path ? Promise.resolve(404) :
      fetch(link, {credentials: "same-origin"}).then(function (response) { return response.status; });
    return asked.then(function (status) {
      return status === 404 ? forgetLink(link) : null;
    }, function () { return null; });
  });
}

// a page replacing its game's links (« nouveaux liens ») says which links go
self.addEventListener("message", function (event) {
  var links = event.data && event.data.forget;
  if (!Array.isArray(links)) {
    return;
  }
  event.waitUntil(links.filter(function (link) {
    return typeof link === "string" && linkOf(link) === link;
  }).reduce(function (done, link) {
    return done.then(function () { return forgetLink(link); });
  }, Promise.resolve()));
});

function offlinePage() {
  return fromCache("/").then(function (home) {
    return home || new Response("<!doctype html><meta charset=utf-8>" +
      "<meta name=viewport content='width=device-width, initial-scale=1'><title>Hors ligne · Offline</title>" +
      "<p>Pas de réseau, et ce téléphone n'a pas de copie de cette page.</p>" +
      "<p lang=en>No network, and this phone holds no copy of this page.</p>",
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
      if (response.status === 404) {
        var dropping = gone(request.url);
        try {
          event.waitUntil(dropping);
        } catch (error) {
          // the copy was given already (a slow answer): the dropping goes on all the same
        }
      }
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
