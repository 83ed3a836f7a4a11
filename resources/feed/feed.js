// ninescore's live pages: what every page shares. Plain JavaScript, no library, nothing fetched
// from anywhere but the ninescore that served the page.
//
// Every text a person typed (a name, an event) arrives as a JSON string and is shown with
// textContent, never as markup: a player named <img src=x onerror=alert(1)> shows exactly that.
"use strict";

const ninescore = (() => {
  const query = new URLSearchParams(window.location.search);
  const words = JSON.parse(document.getElementById("words").textContent || "{}");

  // The parameters a page was opened with, passed on to the feed it follows.
  function passed(extra) {
    const params = new URLSearchParams();
    for (const name of ["lang", "token", "match", "table"]) {
      const value = query.get(name);
      if (value) params.set(name, value);
    }
    for (const [name, value] of Object.entries(extra || {})) params.set(name, value);
    return params.toString();
  }

  // An element with a class and a text (as text, never as markup).
  function element(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined && text !== null) made.textContent = String(text);
    return made;
  }

  // A pool ball in its colours: the 9 is striped.
  function ball(number, onTable) {
    const made = element("span", "ball ball-" + number + (onTable ? "" : " ball-gone"));
    made.appendChild(element("span", "ball-number", number));
    made.dataset.ball = String(number);
    return made;
  }

  // Follow the feed: onReset() forgets everything, onMatch(state) and onGone(gone) apply a
  // change. The browser's EventSource reconnects by itself (sending Last-Event-ID); when it
  // gives up (the server was away too long, or answered something else), a new one is made, so
  // a page left open in OBS or on the room's TV stays live across restarts of ninescore.
  function follow(handlers) {
    let source = null;
    let again = null;
    const address = "/api/v1/events?" + passed(handlers.only || {});
    function connected(on) {
      document.body.dataset.connection = on ? "live" : "offline";
      if (handlers.onConnection) handlers.onConnection(on);
    }
    function open() {
      again = null;
      source = new EventSource(address);
      source.addEventListener("open", () => connected(true));
      source.addEventListener("reset", () => handlers.onReset());
      source.addEventListener("match", (event) => handlers.onMatch(JSON.parse(event.data)));
      source.addEventListener("gone", (event) => handlers.onGone(JSON.parse(event.data)));
      source.addEventListener("error", () => {
        connected(false);
        if (source.readyState === EventSource.CLOSED && again === null) {
          source.close();
          again = window.setTimeout(open, 2000);
        }
      });
    }
    connected(false);
    open();
  }

  // The matches a page shows, by id, kept in step with the feed.
  function matches(onChange) {
    const known = new Map();
    return {
      known,
      onReset() {
        known.clear();
        onChange(known);
      },
      onMatch(state) {
        known.set(state.id, state);
        onChange(known);
      },
      onGone(gone) {
        known.delete(gone.id);
        onChange(known);
      },
    };
  }

  // The match a one-match page shows: the one asked for, else the latest in progress.
  function chosen(known) {
    const all = Array.from(known.values());
    if (all.length === 0) return null;
    const playing = all.filter((state) => state.status === "in_progress");
    const pool = playing.length ? playing : all;
    pool.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
    return pool[0];
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  return { query, words, passed, element, ball, follow, matches, chosen, clear };
})();
