// With htmx a tap on a choice redraws the fields that follow it by itself:
// the buttons that do it by hand are for browsers without JavaScript.
document.documentElement.classList.add("js");

// A field that depends on a choice comes back from the server out of band
// (forms.slots). If it looks the same, it stays as it is; if it changed, what
// was typed in it while the answer was on its way is carried over.
document.addEventListener("htmx:oobBeforeSwap", function (event) {
  var target = event.detail.target;
  var fresh = event.detail.fragment && event.detail.fragment.firstElementChild;
  if (!target || !fresh || !target.classList.contains("slot")) {
    return;
  }
  if (target.dataset.shape && target.dataset.shape === fresh.dataset.shape) {
    event.detail.shouldSwap = false;
    return;
  }
  target.querySelectorAll("input[name]").forEach(function (input) {
    if (input.type === "hidden") {
      return;
    }
    var same = fresh.querySelectorAll('input[name="' + CSS.escape(input.name) + '"]');
    same.forEach(function (other) {
      if (input.type === "radio" || input.type === "checkbox") {
        if (other.value === input.value) {
          other.checked = input.checked;
        } else if (input.type === "radio" && input.checked) {
          other.checked = false;
        }
      } else if (other.type !== "hidden") {
        other.value = input.value;
      }
    });
  });
  target.querySelectorAll("select[name]").forEach(function (select) {
    var other = fresh.querySelector('select[name="' + CSS.escape(select.name) + '"]');
    if (other) {
      other.value = select.value;
    }
  });
});

// A poll answered after its poller was replaced (a save's answer brings a
// new one) is dropped: its out-of-band parts would look for their places
// inside the detached old poller, and the new poller's next poll brings
// whatever is newer. The events of a detached element do not bubble up to
// the document: each poller listens for itself.
function guardPoller(root) {
  var poller = root && (root.id === "poller" ? root : root.querySelector && root.querySelector("#poller"));
  if (!poller || poller.dataset.guarded) {
    return;
  }
  poller.dataset.guarded = "1";
  poller.addEventListener("htmx:beforeSwap", function (event) {
    if (!poller.isConnected) {
      event.detail.shouldSwap = false;
    }
  });
}
guardPoller(document.body);
document.addEventListener("htmx:load", function (event) {
  guardPoller(event.detail.elt);
});

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

// The ± beside a number that may be negative: many phones' numeric keypads
// have no minus key. The server draws the field with the full keyboard and
// the button hidden, so that a minus can be typed without JavaScript; here
// the keypad becomes numeric and the button appears. A tap flips the sign
// of what is typed (or starts a negative number in an empty field).
function showSignButtons(root) {
  if (!root || !root.querySelectorAll) {
    return;
  }
  root.querySelectorAll("button.sign[hidden]").forEach(function (button) {
    var input = document.getElementById(button.dataset.for);
    if (input) {
      input.setAttribute("inputmode", "numeric");
      button.hidden = false;
    }
  });
}
showSignButtons(document.body);
document.addEventListener("htmx:load", function (event) {
  showSignButtons(event.detail.elt);
});
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("button.sign");
  var input = button && document.getElementById(button.dataset.for);
  if (!input) {
    return;
  }
  var text = input.value.trim();
  input.value = /^[-−]/.test(text) ? text.replace(/^[-−]\s*/, "") : "-" + text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.focus();
});
