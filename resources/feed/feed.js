// ninescore's live pages: what every page shares. Plain JavaScript, no library, nothing fetched
// from anywhere but the ninescore that served the page.
//
// Every text a person typed (a name, an event) arrives as a JSON string and is shown with
// textContent, never as markup: a player named <img src=x onerror=alert(1)> shows exactly that.
"use strict";

const ninescore = (() => {
  const query = new URLSearchParams(window.location.search);
  const words = JSON.parse(document.getElementById("words").textContent || "{}");
  // ?balls=patterned: the colour-blind set of balls, each with its pattern (balls.css).
  if (query.get("balls") === "patterned") document.documentElement.classList.add("balls-patterned");

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

  // A typed text (a name, an event) put into a line of other words: its own direction controls
  // left out, then wrapped in FSI … PDI, so that an override left open in it cannot turn the
  // rest of the line around (the feed's own sentences come isolated: describe/bidi.py).
  function isolated(text) {
    return "\u2068" + String(text).replace(/[\u202a-\u202e\u2066-\u2069]/g, "") + "\u2069";
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
      // A tournament whole, its queue alone, and its going (only to a page that asked for
      // them: handlers.only).
      const kinds = [
        ["tournament", "onTournament"],
        ["tournament_queue", "onTournament"],
        ["tournament_gone", "onTournamentGone"],
      ];
      for (const [kind, handler] of kinds) {
        source.addEventListener(kind, (event) => {
          if (handlers[handler]) handlers[handler](JSON.parse(event.data));
        });
      }
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

  // The matches a page shows, by id, kept in step with the feed; and the tournaments' states,
  // by id, for a page that asked for them (only = { tournaments: "1" }).
  function matches(onChange) {
    const known = new Map();
    const tournaments = new Map();
    return {
      known,
      tournaments,
      onReset() {
        known.clear();
        tournaments.clear();
        onChange(known);
      },
      onTournament(state) {
        tournaments.set(state.id, state);
        onChange(known);
      },
      onTournamentGone(gone) {
        tournaments.delete(gone.id);
        onChange(known);
      },
      onMatch(state) {
        state.arrived = performance.now(); // the shot clock counts down from here
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

  // The shot clock of a state as it stands now (R14): a running clock counts down by itself
  // from the time left when the state arrived, turning to the warning and to the time up at
  // the event's numbers; the feed sends a new state for whatever a page cannot foresee.
  // Null when the match is not on the clock.
  function countdown(state) {
    const clock = state ? state.shot_clock : null;
    if (!clock) return null;
    const now = { clock, face: clock.face, text: clock.text, left: clock.left, running: false };
    if (!clock.counting || clock.left === null || !clock.running || clock.expired) return now;
    const gone = (performance.now() - (state.arrived || performance.now())) / 1000;
    const left = Math.max(0, clock.left - gone);
    now.left = left;
    now.running = left > 0;
    now.text = String(Math.ceil(left));
    if (left <= 0) now.face = "expired";
    else if (clock.rules.warning > 0 && left <= clock.rules.warning) now.face = "warning";
    else now.face = "running";
    return now;
  }

  // Call show() now and, while some clock it shows is running, every tenth of a second.
  function ticking(show) {
    let timer = null;
    function again(running) {
      if (running && timer === null) {
        timer = window.setInterval(() => again(show()), 100);
      } else if (!running && timer !== null) {
        window.clearInterval(timer);
        timer = null;
      }
    }
    return () => again(show());
  }

  return {
    query,
    words,
    passed,
    element,
    isolated,
    ball,
    follow,
    matches,
    chosen,
    clear,
    countdown,
    ticking,
  };
})();
