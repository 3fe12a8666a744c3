// With htmx a tap on a choice redraws the fields that follow it by itself:
// the buttons that do it by hand are for browsers without JavaScript.
document.documentElement.classList.add("js");

// Answers are morphed into the page (idiomorph): an element that stays
// keeps its focus and what was typed in the field being typed in. A redraw
// of the fields that depend on a choice (slots) leaves every value as it is
// on the phone, and every fold as the player left it: what was typed while
// its answer was on its way stays. What a field holds by default (what a
// form's reset puts back) is what the form was last drawn with, whole.
if (window.Idiomorph) {
  var redrawingSlots = false;
  document.addEventListener("htmx:beforeSwap", function () {
    redrawingSlots = false;
  });
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    redrawingSlots = event.detail.target.classList.contains("slot");
  });
  Idiomorph.defaults.callbacks.beforeAttributeUpdated = function (name, node) {
    if (["value", "checked", "selected", "open"].indexOf(name) < 0) {
      return true;
    }
    var typing = node === document.activeElement && node.matches("input:not([type=radio], [type=checkbox]), textarea");
    return !(redrawingSlots || (typing && name === "value"));
  };
  Idiomorph.defaults.callbacks.afterNodeMorphed = function (old, fresh) {
    if (!redrawingSlots && old instanceof HTMLInputElement && fresh instanceof HTMLInputElement) {
      old.defaultValue = fresh.defaultValue;
      old.defaultChecked = fresh.defaultChecked;
    }
  };
}

// A poll answered after its poller was replaced (a save's answer brings a
// new one) is dropped: its out-of-band parts would look for their places
// inside the detached old poller, and the new poller's next poll brings
// whatever is newer. A poll answered while another request of the page is
// under way (a tap, a save) is dropped too: it could replace the form that
// request came from, and the answer to that request, whose out-of-band
// parts are looked for from the form, would find no place for them. The
// events of a detached element do not bubble up to the document: each
// poller listens for itself.
function guardPoller(root) {
  var poller = root && (root.id === "poller" ? root : root.querySelector && root.querySelector("#poller"));
  if (!poller || poller.dataset.guarded) {
    return;
  }
  poller.dataset.guarded = "1";
  poller.addEventListener("htmx:beforeSwap", function (event) {
    if (!poller.isConnected || document.querySelector(".htmx-request:not(#poller)")) {
      event.detail.shouldSwap = false;
    }
  });
}
htmx.onLoad(guardPoller);

// While a game is on the screen, the phone stays awake (Screen Wake Lock,
// where the browser has it): the lock is dropped when the page is hidden
// and taken again when it comes back.
(function () {
  if (!("wakeLock" in navigator) || !document.getElementById("scores")) {
    return;
  }
  var keepAwake = function () {
    if (document.visibilityState === "visible") {
      navigator.wakeLock.request("screen").catch(function () {});
    }
  };
  document.addEventListener("visibilitychange", keepAwake);
  keepAwake();
})();

// Installable and offline. The service worker keeps copies of the pages
// this phone opened, for a weak network. A deal saved while the network is
// gone is kept on the phone (the outbox, in localStorage) and sent as soon as
// the network is back: its client_id makes a second sending harmless (the
// server keeps the first). A deal the server could not take for now (an
// error of its own, 5xx, or too many entries, 429) is kept the same way. A
// kept deal leaves the phone only once the server has it or has refused it
// (400, 404, 409, 422); anything else, no answer included, is tried again
// later, and later each time. The player is told, in plain words, what was
// kept, what was sent, and what the server refused.
(function () {
  var sw = document.body && document.body.dataset.sw;
  if (sw && "serviceWorker" in navigator) {
    navigator.serviceWorker.register(sw).catch(function () {});
  }
})();

// A form that replaces its game's links (« nouveaux liens ») names the links
// it makes obsolete (data-forgets, separated by spaces): as it is sent, the
// service worker drops the copies of their pages, which would otherwise still
// open offline, old edit token included.
document.addEventListener("submit", function (event) {
  var links = event.target && event.target.dataset && event.target.dataset.forgets;
  var worker = links && "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (worker) {
    worker.postMessage({forget: links.split(" ")});
  }
});

// What the scripts say, in the page's language: the server writes it into
// the page (<script type="application/json" id="words">), French by default.
var words = (function () {
  var own = {};
  try {
    own = JSON.parse((document.getElementById("words") || {}).textContent || "{}");
  } catch (error) {
    own = {};
  }
  return function (key, values) {
    return (own[key] || key).replace(/%\((\w+)\)s/g, function (_, name) {
      return values && name in values ? String(values[name]) : "";
    });
  };
})();

var outbox = (function () {
  var KEY = "compagnon.outbox";
  var SAID = "compagnon.outbox.said";
  // the answers that refuse the deal itself: it is dropped and the player
  // told to enter it again; any other failure is the server's or the
  // network's, and the deal stays
  var REFUSED = [400, 404, 409, 422];
  var sent = [];
  var sending = false;
  // the wait before the next try after a failure: 2 s, then twice as long
  // each time up to a minute, or what the server asks (Retry-After)
  var pause = 0;
  var due = 0;
  var timer = null;

  function retry(asked) {
    var seconds = Number(asked);
    pause = seconds > 0 ? Math.min(seconds * 1000, 600000) : Math.min(Math.max(pause * 2, 2000), 60000);
    due = Date.now() + pause;
    clearTimeout(timer);
    timer = setTimeout(function () {
      timer = null;
      due = 0;
      send();
    }, pause);
    return Math.round(pause / 1000);
  }

  // why a deal is not saved yet, from the server's answer (none: no answer)
  function why(status) {
    return !status ? words("unreachable") :
      words(status === 429 ? "server_busy" : "server_error", {status: status});
  }

  function read() {
    try {
      var kept = JSON.parse(localStorage.getItem(KEY) || "[]");
      return Array.isArray(kept) ? kept : [];
    } catch (error) {
      return [];
    }
  }

  function write(items) {
    localStorage.setItem(KEY, JSON.stringify(items));
  }

  // where the player is looking: above the form's buttons after a tap on
  // « Valider », at the top of the page otherwise
  function say(text, kind, form) {
    var main = document.querySelector("main");
    if (!main) {
      return;
    }
    var box = document.getElementById("outbox");
    if (!box) {
      box = document.createElement("p");
      box.id = "outbox";
      box.setAttribute("role", "status");
      box.setAttribute("aria-live", "polite");
    }
    var actions = form && form.querySelector(".actions");
    if (actions) {
      actions.parentNode.insertBefore(box, actions);
    } else if (!box.isConnected) {
      main.insertBefore(box, main.firstChild);
    }
    box.className = "outbox " + (kind || "");
    box.textContent = text;
    box.hidden = !text;
    if (actions) {
      box.scrollIntoView({block: "center"});
    }
  }

  function waiting(items) {
    var here = items.filter(function (item) { return item.url === location.pathname + "/deals"; }).length;
    return items.length === 1 ? words("waiting_one") :
      words("waiting_many", {n: items.length}) + (here && here < items.length ?
        " " + words("of_this_game", {n: here}) : "");
  }

  // the deals of this page's game kept on the phone
  function ofThisGame(items) {
    var form = document.getElementById("entry-form");
    var url = form && form.getAttribute("action");
    return items.filter(function (item) { return url && item.url === url; });
  }

  // A deal kept on the phone is, for the table, played: the form goes on to
  // the next one (« Donne 5 », the next dealer in seating order, his pill
  // marked as the one in turn, the totals' « donne » and « 1er » moved), and
  // the totals and the table, which do not count it yet, say so. What the
  // server drew is remembered, to start again from it when a kept deal
  // leaves the phone refused.
  function rotation() {
    var head = document.getElementById("entry-head");
    try {
      return JSON.parse(head && head.dataset.rotation || "{}");
    } catch (error) {
      return {};
    }
  }

  // ``turn``: who deals now, in words ({dealer, deals, pill, first, speaks})
  function dealTo(turn) {
    var head = document.getElementById("entry-head");
    var was = head.dataset.dealer;
    head.dataset.dealer = turn.dealer;
    var who = head.querySelector(".who-deals");
    if (who) {
      who.textContent = turn.deals;
    }
    var marked = document.querySelector("#f-dealer-choices .pill.expected");
    var coming = document.querySelector("#f-dealer-choices input[value='" + CSS.escape(turn.dealer) + "']");
    if (marked && coming && marked !== coming.parentNode) {
      var input = marked.querySelector("input");
      input.value = was;
      input.checked = input.defaultChecked = false;
      marked.querySelector("span").textContent = was;
      marked.classList.remove("expected");
      coming.value = "";
      coming.checked = coming.defaultChecked = true;
      coming.parentNode.querySelector("span").textContent = turn.pill;
      coming.parentNode.classList.add("expected");
    }
    var seats = {};
    document.querySelectorAll("#totals .tot:not(.pot)").forEach(function (seat) {
      seats[seat.querySelector(".player-name").textContent.trim()] = seat;
    });
    var deals = document.querySelector("#totals .tot.dealer");
    if (deals && seats[turn.dealer]) {
      deals.classList.remove("dealer");
      seats[turn.dealer].classList.add("dealer");
      var badge = deals.querySelector(".badge:not(.first)");
      if (badge) {
        seats[turn.dealer].appendChild(badge);
      }
    }
    var first = document.querySelector("#totals .badge.first");
    if (first && seats[turn.first]) {
      var said = first.nextElementSibling;
      first.title = turn.speaks;
      seats[turn.first].appendChild(first);
      if (said && said.classList.contains("visually-hidden")) {
        said.textContent = turn.speaks;
        seats[turn.first].appendChild(said);
      }
    }
  }

  function advance(fields) {
    var head = document.getElementById("entry-head");
    var title = head && head.querySelector("h2");
    if (!title) {
      return;
    }
    if (!("drawn" in head.dataset)) {  // as the server drew it
      head.dataset.drawn = title.textContent;
      head.dataset.drawnDealer = head.dataset.dealer || "";
    }
    title.textContent = title.textContent.replace(/\d+\s*$/, function (n) { return String(Number(n) + 1); });
    var chosen = (fields.filter(function (pair) { return pair[0] === "dealer"; })[0] || [])[1];
    var next = rotation()[chosen || head.dataset.dealer];
    if (next) {
      dealTo(next);
    }
  }

  // a kept deal of this game left the phone refused: the form as the server
  // drew it, moved on by the deals still kept
  function rewind() {
    var head = document.getElementById("entry-head");
    var title = head && head.querySelector("h2");
    if (!title || !("drawn" in head.dataset)) {
      return;
    }
    title.textContent = head.dataset.drawn;
    var drawn = head.dataset.drawnDealer;
    // the words for the dealer drawn: those said after the one before him
    var turns = rotation();
    var back = Object.keys(turns).filter(function (p) { return turns[p].dealer === drawn; })[0];
    if (back) {
      dealTo(turns[back]);
    }
    ofThisGame(read()).forEach(function (item) { advance(item.fields); });
    provisional();
  }

  function provisional() {
    var n = ofThisGame(read()).length;
    [["totals", "provisional"], ["scores", "table_provisional"]].forEach(function (part) {
      var section = document.getElementById(part[0]);
      if (!section) {
        return;
      }
      var note = section.querySelector(".provisional");
      if (!n) {
        if (note) {
          note.remove();
        }
        return;
      }
      if (!note) {
        note = document.createElement("p");
        note.className = "provisional";
        section.insertBefore(note, part[0] === "totals" ? null : section.firstChild);
      }
      note.textContent = words(part[1] + (n === 1 ? "_one" : "_many"), {n: n});
    });
  }
  // an answer that draws the totals or the table again (a poll) keeps the note
  document.addEventListener("htmx:afterSettle", provisional);

  // ``status``: the server's answer when there was one (else the network is gone)
  function keep(form, fields, status, asked) {
    var items = read();
    var url = form.getAttribute("action");
    var heading = (form.closest("#entry") || document).querySelector("h2");
    // the heading says the deal being kept: the form moved on after each deal kept before it
    var label = heading ? heading.textContent.trim() : "";
    items.push({url: url, fields: fields, label: label, kept: new Date().toISOString()});
    write(items);
    // the next deal typed on this phone is another deal: it gets its own id
    var id = form.querySelector("input[name=client_id]");
    if (id && window.crypto && crypto.randomUUID) {
      id.value = crypto.randomUUID().replace(/-/g, "");
    }
    form.reset();
    advance(fields);
    provisional();
    var deal = items[items.length - 1].label || words("the_deal");
    if (!status) {
      say(words("kept", {deal: deal, waiting: waiting(items)}), "kept", form);
      return;  // sent when the network is back
    }
    say(words("kept_server", {deal: deal, why: why(status), delay: retry(asked), waiting: waiting(items)}),
        "kept", form);
  }

  // not sent this time, through no fault of the deal: it stays first in line
  function notYet(item, status, asked) {
    var delay = retry(asked);
    say(words("still_kept", {deal: item.label || words("the_deal"), why: why(status), delay: delay,
                             waiting: waiting(read())}), "kept");
  }

  function refusal(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var summary = page.querySelector(".error-summary, .notice, .field-error");
    return summary ? summary.textContent.replace(/\s+/g, " ").trim() : "";
  }

  function send() {
    var items = read();
    if (sending || !items.length || !navigator.onLine || Date.now() < due) {
      return;
    }
    sending = true;
    var item = items[0];
    // appended after whatever the table entered meanwhile: no revision to compare
    var body = new URLSearchParams(item.fields.filter(function (pair) { return pair[0] !== "revision"; }));
    fetch(item.url, {method: "POST", body: body, redirect: "manual", credentials: "same-origin"})
      .then(function (response) {
        if (response.type === "opaqueredirect" || response.ok) {
          pause = 0;
          write(read().slice(1));
          provisional();
          sent.push(item.label || words("the_deal"));
          say((sent.length === 1 ? words("sent_one", {deal: sent[0]}) :
               words("sent_many", {deals: sent.map(function (l) { return words("quoted", {deal: l}); }).join(", ")})) +
              (read().length ? " " + waiting(read()) + "." : ""), "sent");
          if (location.pathname + "/deals" === item.url && !read().length) {
            // the page drawn again with the deal in it; what was said stays on the screen
            sessionStorage.setItem(SAID, document.getElementById("outbox").textContent);
            location.reload();
          }
          return;
        }
        if (REFUSED.indexOf(response.status) < 0) {
          notYet(item, response.status, response.headers.get("Retry-After"));
          return;
        }
        return response.text().then(function (html) {
          write(read().slice(1));
          rewind();
          say(words("refused", {deal: item.label || words("the_deal"),
                                reason: refusal(html) || words("not_accepted")}), "refused",
              document.querySelector("#entry-form"));
        });
      }, function () {
        notYet(item, 0);  // no answer: the network or the server is gone
      })
      .catch(function () {})
      .then(function () {
        sending = false;
        if (read().length && navigator.onLine && !timer) {
          setTimeout(send, 1000);  // the next one in line
        }
      });
  }

  // a deal saved from the form that did not reach the server (no network), or
  // that the server could not take for now (an answer neither a success nor a
  // refusal): kept
  function keepSaved(event, status, asked) {
    var form = event.detail.elt && event.detail.elt.closest && event.detail.elt.closest("#entry form");
    var config = event.detail.requestConfig || {};
    var data = config.formData;
    if (!form || !data || data.get("action") !== "save") {
      return;
    }
    var fields = [];
    data.forEach(function (value, name) {
      if (typeof value === "string") {
        fields.push([name, value]);
      }
    });
    keep(form, fields, status, asked);
  }
  document.addEventListener("htmx:sendError", function (event) {
    keepSaved(event, 0);
  });
  document.addEventListener("htmx:responseError", function (event) {
    var xhr = event.detail.xhr;
    if (xhr && xhr.status && REFUSED.indexOf(xhr.status) < 0) {
      keepSaved(event, xhr.status, xhr.getResponseHeader("Retry-After"));
    }
  });
  window.addEventListener("online", function () {
    pause = due = 0;  // the network is back: try at once
    send();
  });
  setInterval(send, 15000);
  if (sessionStorage.getItem(SAID)) {
    say(sessionStorage.getItem(SAID), "sent", document.querySelector("#entry-form"));
    sessionStorage.removeItem(SAID);
  }
  if (read().length) {
    // the page as the server has it: the deals kept on the phone come after it
    ofThisGame(read()).forEach(function (item) { advance(item.fields); });
    provisional();
    say(words("will_leave", {waiting: waiting(read())}), "kept");
    send();
  }
  return {read: read, send: send};
})();

// A deal saved from a form drawn blank, the next one's blank too: the form
// is drawn the same, so the answer leaves it out and brings what changed
// around it (the confirmation, the heading, the next deal's ids). The
// fields go back to what the server drew, blank; the folds close.
document.body.addEventListener("entry-saved", function () {
  var entry = document.getElementById("entry");
  var form = document.getElementById("entry-form");
  if (!entry || !form) {
    return;
  }
  form.reset();
  form.querySelectorAll("details[open]").forEach(function (fold) {
    fold.open = false;
  });
  entry.scrollIntoView({block: "start"});
});

// The share page: the phone's own share sheet where it has one
// (navigator.share), and a copy button where the clipboard can be written;
// both stay hidden otherwise, the link being text to select. A copy says
// « Copié » beside the button, for the eye and for a screen reader.
function showShareButtons(root) {
  if (!root || !root.querySelectorAll) {
    return;
  }
  root.querySelectorAll("button.share-sheet[hidden]").forEach(function (button) {
    button.hidden = typeof navigator.share !== "function";
  });
  root.querySelectorAll("button.copy-link[hidden]").forEach(function (button) {
    button.hidden = !(navigator.clipboard && window.isSecureContext);
  });
}
htmx.onLoad(showShareButtons);
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("button.share-sheet, button.copy-link");
  if (!button) {
    return;
  }
  var url = button.dataset.url;
  if (button.classList.contains("share-sheet")) {
    navigator.share({title: button.dataset.title, url: url}).catch(function () {
      // the player closed the sheet: nothing to say
    });
    return;
  }
  var status = button.parentElement.querySelector(".copied");
  navigator.clipboard.writeText(url).then(function () {
    status.textContent = button.dataset.done;
    window.setTimeout(function () {
      status.textContent = "";
    }, 4000);
  }, function () {
    status.textContent = "";
  });
});

// The set-up form's blank pads follow what is chosen above them: the
// variant, the players' names and the house rules go into the links
// (without JavaScript the links print the game's usual pad).
function padLinks(form) {
  var wanted = new URLSearchParams();
  var names = [];
  new FormData(form).forEach(function (value, name) {
    var text = String(value).trim();
    if (!text) {
      return;
    }
    if (name === "variant" || name.indexOf("option.") === 0) {
      wanted.append(name, text);
    } else if (/^player\.\d+$/.test(name)) {
      names.push(text.replace(/,/g, " "));
    }
  });
  form.querySelectorAll("a.pad-link").forEach(function (link) {
    var url = new URL(link.href);
    var size = url.searchParams.get("size");
    var query = new URLSearchParams(wanted);
    if (names.length >= Number(link.dataset.playersMin || 1)) {
      query.set("players", names.join(","));
    }
    if (size) {
      query.set("size", size);
    }
    url.search = query.toString();
    link.href = url.toString();
  });
}
["input", "change", "htmx:load"].forEach(function (type) {
  document.addEventListener(type, function (event) {
    var form = event.target.closest && event.target.closest("form#setup");
    if (form) {
      padLinks(form);
    }
  });
});

// The cards of a field, one tap each (templates/forms/macros.html, deck).
// A tap on the card already chosen takes it back (a radio cannot by itself).
// A card of several copies (Bésigue's packs) is one cell: each tap gives one
// more copy, a tap past the last takes them all back. A list in order (a
// main turned card by card) numbers its cards in the order tapped, and the
// form sends them in that order (without JavaScript: the order of the deck).
document.addEventListener("click", function (event) {
  var face = event.target.closest && event.target.closest(".deck label.card-box");
  if (!face) {
    return;
  }
  var copies = face.closest(".card-copies");
  if (copies) {
    event.preventDefault();
    var boxes = Array.prototype.slice.call(copies.querySelectorAll("input"));
    var ticked = boxes.filter(function (box) { return box.checked; }).length;
    var next = ticked < boxes.length ? boxes[ticked] : null;
    (next ? [next] : boxes).forEach(function (box) {
      box.checked = !!next;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    });
    return;
  }
  var input = face.querySelector("input");
  if (event.target !== input) {
    return;  // the click on the label comes again on its input
  }
  if (input.type === "radio") {
    var none = input.form && Array.prototype.find.call(input.form.elements, function (other) {
      return other.name === input.name && other.value === "";
    });
    if (input.hasAttribute("data-on") && none) {
      none.checked = true;
      none.dispatchEvent(new Event("change", { bubbles: true }));
    }
    input.closest(".deck").querySelectorAll("input[type=radio]").forEach(function (other) {
      other.toggleAttribute("data-on", other.checked);
    });
  }
});
document.addEventListener("change", function (event) {
  var input = event.target;
  var deck = input.closest && input.closest(".deck");
  if (deck) {
    countCopies(deck);
  }
  if (!deck || !deck.hasAttribute("data-ordered") || input.type !== "checkbox") {
    return;
  }
  var label = input.closest("label");
  var places = Array.prototype.map.call(deck.querySelectorAll("label[data-n]"), function (l) { return +l.dataset.n; });
  if (input.checked && !label.dataset.n) {
    label.dataset.n = String(places.length ? Math.max.apply(null, places) + 1 : 1);
  } else if (!input.checked && label.dataset.n) {
    var gone = +label.dataset.n;
    delete label.dataset.n;
    deck.querySelectorAll("label[data-n]").forEach(function (l) {
      if (+l.dataset.n > gone) {
        l.dataset.n = String(+l.dataset.n - 1);
      }
    });
  }
});
// the cell shows its count; its one box a screen reader reaches says it too
function countCopies(root) {
  root.querySelectorAll(".card-copies").forEach(function (cell) {
    var ticked = cell.querySelectorAll("input:checked").length;
    cell.dataset.count = ticked ? "×" + ticked : "";
    cell.classList.toggle("ticked", ticked > 0);
    var name = cell.querySelector("[data-card]");
    if (name) {
      name.textContent = words("copies", {card: name.dataset.card, n: ticked,
                                          of: cell.querySelectorAll("input").length});
    }
  });
}
htmx.onLoad(countCopies);
document.addEventListener("formdata", function (event) {
  event.target.querySelectorAll(".deck[data-ordered]").forEach(function (deck) {
    var boxes = Array.prototype.filter.call(deck.querySelectorAll("input[type=checkbox]"), function (box) {
      return box.checked;
    });
    if (!boxes.length) {
      return;
    }
    var place = function (box) { return +(box.closest("label").dataset.n || 1e6); };
    boxes.sort(function (a, b) { return place(a) - place(b); });
    event.formData.delete(boxes[0].name);
    boxes.forEach(function (box) { event.formData.append(box.name, box.value); });
  });
}, true);
document.addEventListener("reset", function (event) {
  var form = event.target;
  setTimeout(function () {  // after the boxes went back to what the server drew
    form.querySelectorAll(".deck[data-ordered] label[data-n]").forEach(function (label) {
      delete label.dataset.n;
    });
    var n = 0;
    form.querySelectorAll(".deck[data-ordered] input:checked").forEach(function (box) {
      box.closest("label").dataset.n = String(++n);
    });
    countCopies(form);
  });
}, true);

// A redraw of the form under way: it would draw the lists again as the server has them.
function redrawing() {
  return document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling");
}
// A list's own part (its count of rows, its blank row), not one of a list in its rows.
function own(list, selector) {
  return list.querySelector(":scope > " + selector);
}

// « + Ajouter » adds the list's blank row here, without asking the server
// (offline too): its index and number filled in, the count of rows the
// form sends one more. The server's answer to the next tap draws it as its own.
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("button.add-row");
  var list = button && button.closest("fieldset.kind-list");
  var blank = list && own(list, "template.blank-row");
  var count = list && own(list, "input[type=hidden]");
  if (!blank || !count) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  if (redrawing() && !button.dataset.waited) {
    // a choice's redraw under way would draw the list again without this row: the row waits for it
    button.dataset.waited = "1";
    var tries = 0;
    var later = function () {
      if (redrawing() && ++tries < 100) {
        setTimeout(later, 50);
        return;
      }
      var again = document.querySelector("button.add-row[value='" + button.value.replace(/'/g, "\\'") + "']");
      if (again) {
        again.dataset.waited = "1";
        again.click();
      }
    };
    setTimeout(later, 50);
    return;
  }
  delete button.dataset.waited;
  var row = addRow(list, blank, count, button);
  row.scrollIntoView({block: "nearest"});
  var first = row.querySelector("input:not([type=hidden]), select");
  if (first) {
    first.focus({preventScroll: true});
  }
}, true);
function addRow(list, blank, count, button) {
  var index = parseInt(count.value, 10) || 0;
  var holder = document.createElement("div");
  holder.innerHTML = blank.innerHTML.replace(/__i__/g, String(index)).replace(/__n__/g, String(index + 1));
  var row = holder.firstElementChild;
  list.insertBefore(row, blank);
  count.value = String(index + 1);
  var empty = own(list, ".empty-list");
  if (empty) {
    empty.hidden = true;
  }
  notBlank(list);
  if (button.dataset.max && index + 1 >= +button.dataset.max) {
    button.hidden = true;
    var builder = own(list, ".row-builder");
    if (builder) {
      builder.hidden = true;
    }
  }
  if (window.htmx) {
    htmx.process(row);
  }
  return row;
}

function notBlank(list) {
  var drawnBlank = list.form && list.form.querySelector("#entry-blank");
  if (drawnBlank) {
    drawnBlank.value = "";  // a form whose rows changed is no blank form: its save brings the next one whole
  }
}

// « Retirer » takes its row away here too (offline as well), as the server
// does (compagnon/web/forms.py, apply_row_action): the rows after it move
// up, each renamed and renumbered, what they hold kept. The server's answer
// to the next tap draws them as its own; without JavaScript it asks the server.
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("button.remove-row");
  var row = button && button.closest(".row");
  var list = row && row.parentElement;
  var count = list && list.matches("fieldset.kind-list") && own(list, "input[type=hidden]");
  if (!count || !list.id || redrawing()) {
    return;  // a redraw under way would bring the row back: the server takes it away then
  }
  event.preventDefault();
  event.stopPropagation();
  var rows = Array.prototype.filter.call(list.children, function (e) { return e.classList.contains("row"); });
  var gone = rows.indexOf(row);
  var name = count.name.slice(0, -1);
  var id = list.id.replace(/-field$/, "");
  row.remove();
  rows.slice(gone + 1).forEach(function (later, at) {
    renumber(later, name, id, gone + at + 1, gone + at);
  });
  count.value = String(rows.length - 1);
  notBlank(list);
  var empty = own(list, ".empty-list");
  if (empty && rows.length === 1) {
    empty.hidden = false;
  }
  var add = own(list, "button.add-row");
  if (add && add.hidden) {
    add.hidden = false;
    showRowBuilders(list);
  }
  var next = rows[gone + 1] || add;
  var focus = next && (next.matches("button") ? next : next.querySelector("button.remove-row"));
  if (focus) {
    focus.focus({preventScroll: true});
  }
}, true);
function renumber(row, name, id, from, to) {
  var names = [name + "[" + from + "]", name + "[" + to + "]"];
  var ids = [id + "-" + from + "-", id + "-" + to + "-"];
  [row].concat(Array.prototype.slice.call(row.querySelectorAll("*"))).forEach(function (element) {
    Array.prototype.forEach.call(element.attributes, function (attribute) {
      var value = attribute.value.split(names[0]).join(names[1]).split(ids[0]).join(ids[1]);
      if (value !== attribute.value) {
        element.setAttribute(attribute.name, value);
      }
    });
  });
  // its number, shown and said: « n° 3 » becomes « n° 2 »
  var last = /\d+(?=\D*$)/, number = String(to + 1);
  var shown = row.querySelector(":scope > .row-head .row-number");
  var said = row.querySelector(":scope > .row-head .remove-row[aria-label]");
  if (shown) {
    shown.textContent = shown.textContent.replace(last, number);
  }
  if (said) {
    said.setAttribute("aria-label", said.getAttribute("aria-label").replace(last, number));
  }
}

// A list whose rows start with a card (Reversis' events) or a short choice (a
// combination's kind, a fault's player): its cards or choices drawn under the
// rows, each marked « + », a tap on one adds the row with it chosen: « + Ajouter »
// and the first tap in one. « + Ajouter » stays, for a row begun otherwise;
// without JavaScript it asks the server.
function showRowBuilders(root) {
  if (!root || !root.querySelectorAll) {
    return;
  }
  root.querySelectorAll(".row-builder[hidden]").forEach(function (builder) {
    var list = builder.closest("fieldset.kind-list");
    var add = list && own(list, "button.add-row");
    if (!add || add.hidden || list.closest("form").querySelector(".trick-builder")) {
      return;
    }
    builder.hidden = false;
  });
}
htmx.onLoad(showRowBuilders);
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest(".row-builder button[data-code]");
  if (!button) {
    return;
  }
  var builder = button.closest(".row-builder");
  var list = builder.closest("fieldset.kind-list");
  var blank = own(list, "template.blank-row");
  var count = own(list, "input[type=hidden]");
  var add = own(list, "button.add-row");
  if (!blank || !count || !add) {
    return;
  }
  if (redrawing()) {
    // a redraw under way would draw the list again without this row: the tap waits for it
    var code = button.dataset.code, tries = 0;
    var later = function () {
      if (redrawing() && ++tries < 100) {
        setTimeout(later, 50);
        return;
      }
      var again = document.querySelector("#" + list.id + " > .row-builder button[data-code='" + code + "']");
      if (again) {
        again.click();
      }
    };
    setTimeout(later, 50);
    return;
  }
  var index = parseInt(count.value, 10) || 0;
  var row = addRow(list, blank, count, add);
  var name = count.name.slice(0, -1) + "[" + index + "]" + builder.dataset.field;
  var input = Array.prototype.find.call(row.querySelectorAll("input"), function (i) {
    return i.name === name && i.value === button.dataset.code;
  });
  if (input) {
    input.checked = true;
    if (input.type === "radio" && input.closest(".deck")) {
      input.closest(".deck").querySelectorAll("input[type=radio]").forEach(function (other) {
        other.toggleAttribute("data-on", other.checked);
      });
    }
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
  row.scrollIntoView({block: "nearest"});
  var next = Array.prototype.find.call(row.querySelectorAll("input:not([type=hidden]), select"), function (i) {
    return i.name !== name;
  });
  (next || button).focus({preventScroll: true});
});

// A row of a kind (a combination, a fault) has the fields of every kind drawn,
// those of the kinds not chosen hidden, and their helps: a tap on a kind shows
// its own at once, offline too (templates/forms/macros.html).
document.addEventListener("change", function (event) {
  var input = event.target;
  var tagged = input.closest && input.closest(".kind-tagged");
  var within = tagged && input.closest(".variant");
  if (!tagged || (within && tagged.contains(within))) {
    return;  // not the kind, but a field of one
  }
  tagged.querySelectorAll("[data-tags]").forEach(function (shown) {
    if (shown.parentElement.closest(".kind-tagged") === tagged) {
      shown.hidden = shown.dataset.tags.split(" ").indexOf(input.value) < 0;
    }
  });
});

// The referee's trick, built card by card (templates/referee/_ask.html): a
// tap on a card gives it to the first play without one (a row more when
// every play has its card), ticked in that player's hand too; a tap on a
// card played takes it back. Each play's own grid then shows its card alone.
function trickPlays(form) {
  var list = form.querySelector("#f-plays-field");
  return list ? Array.prototype.filter.call(list.children, function (e) { return e.classList.contains("row"); }) : [];
}
function cardOf(row) {
  var chosen = row.querySelector(".kind-card input[type=radio]:checked");
  return chosen ? chosen.value : "";
}
function showTrick(root) {
  if (!root || !root.querySelectorAll) {
    return;
  }
  root.querySelectorAll(".trick-builder").forEach(function (builder) {
    var form = builder.closest("form");
    builder.hidden = false;
    form.classList.add("building");
    var played = trickPlays(form).map(cardOf);
    builder.querySelectorAll("button[data-code]").forEach(function (button) {
      button.setAttribute("aria-pressed", played.indexOf(button.dataset.code) >= 0 ? "true" : "false");
    });
  });
}
htmx.onLoad(showTrick);
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest(".trick-builder button[data-code]");
  if (!button) {
    return;
  }
  var form = button.closest("form");
  var code = button.dataset.code;
  var rows = trickPlays(form);
  var choose = function (row, value) {
    var radio = Array.prototype.find.call(row.querySelectorAll(".kind-card input[type=radio]"), function (r) {
      return r.value === value;
    });
    if (radio) {
      radio.checked = true;
      radio.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };
  var holder = rows.find(function (row) { return cardOf(row) === code; });
  if (holder) {
    choose(holder, "");
  } else {
    var free = rows.find(function (row) { return cardOf(row) === ""; });
    var add = !free && form.querySelector("#f-plays-field > button.add-row:not([hidden])");
    if (add) {
      add.click();
      rows = trickPlays(form);
      free = rows[rows.length - 1];
    }
    if (free) {
      choose(free, code);
      var inHand = Array.prototype.find.call(free.querySelectorAll(".kind-cardgrid input[type=checkbox]"), function (box) {
        return box.value === code;
      });
      if (inHand && !inHand.checked) {
        inHand.checked = true;
        inHand.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
  }
  showTrick(form.parentNode);
});

// A map whose values add up to a known total (the tricks of a deal): once
// every box but one is typed, the last one follows, marked as deduced; a box
// deduced gives way as soon as the table types it, or types the others again.
// A total less the cards of a field beside it (Reversis' écart, Bernicle's
// niche: data-less, each rank's value in data-values) follows those cards.
function deduce(map) {
  var total = +map.dataset.total;
  if (map.dataset.less) {
    var values = JSON.parse(map.dataset.values);
    var form = map.closest("form");
    Array.prototype.forEach.call(form ? form.elements : [], function (box) {
      if (box.name === map.dataset.less && box.checked) {
        total -= values[box.value.split(":")[0]] || 0;
      }
    });
  }
  var boxes = Array.prototype.slice.call(map.querySelectorAll("input.number"));
  var open = boxes.filter(function (box) { return box.value.trim() === "" || box.dataset.deduced; });
  var typed = boxes.filter(function (box) { return open.indexOf(box) < 0; });
  var numbers = typed.map(function (box) { return box.value.trim(); });
  var rest = total - numbers.reduce(function (sum, n) { return sum + (+n); }, 0);
  var known = typed.length && numbers.every(function (n) { return /^\d+$/.test(n); });
  open.forEach(function (box) {
    if (open.length === 1 && known && rest >= 0) {
      box.value = String(rest);
      box.dataset.deduced = "1";
    } else if (box.dataset.deduced) {
      box.value = "";
      delete box.dataset.deduced;
    }
  });
}
document.addEventListener("input", function (event) {
  var input = event.target;
  var map = input.closest && input.closest(".grid-players[data-total]");
  if (map && input.matches("input.number")) {
    delete input.dataset.deduced;
    deduce(map);
  }
});
document.addEventListener("change", function (event) {
  var input = event.target;
  if (input.form && input.name) {
    input.form.querySelectorAll(".grid-players[data-less]").forEach(function (map) {
      if (map.dataset.less === input.name) {
        deduce(map);
      }
    });
  }
});

// A choice the rules tell from others of its row (data-same-as, data-when:
// Reversis' winner is the player of a forced Ace, the leader the player of a
// card led) is chosen for the table, in sight, as long as the table has not
// chosen it itself; it goes back to empty when the rule no longer applies.
function chosenValue(form, name) {
  var value = "";
  Array.prototype.forEach.call(form.elements, function (e) {
    if (e.name === name && (e.type === "radio" || e.type === "checkbox" ? e.checked : true)) {
      value = e.value;
    }
  });
  return value;
}
function follow(form) {
  form.querySelectorAll("[data-same-as]").forEach(function (field) {
    var radios = Array.prototype.slice.call(field.querySelectorAll("input[type=radio]"));
    if (!radios.length || field.dataset.chosen) {
      return;
    }
    if (!field.dataset.followed && chosenValue(form, radios[0].name) !== "") {
      return;  // chosen by the table (drawn so by the server)
    }
    var when = JSON.parse(field.dataset.when);
    var holds = Object.keys(when).every(function (name) { return when[name].indexOf(chosenValue(form, name)) >= 0; });
    var source = holds ? chosenValue(form, field.dataset.sameAs) : "";
    if (source && radios.some(function (r) { return r.value === source; })) {
      radios.forEach(function (r) { r.checked = r.value === source; });
      field.dataset.followed = "1";
    } else if (field.dataset.followed) {
      radios.forEach(function (r) { r.checked = r.value === ""; });
      delete field.dataset.followed;
    }
  });
}
document.addEventListener("change", function (event) {
  var input = event.target;
  var form = input.form;
  if (!form || !form.querySelector("[data-same-as]")) {
    return;
  }
  var own = input.closest("[data-same-as]");
  if (own) {
    if (event.isTrusted) {  // the table's own choice: it stays
      own.dataset.chosen = "1";
      delete own.dataset.followed;
    }
    return;
  }
  follow(form);
});
