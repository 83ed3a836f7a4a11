// The scoring page: the match of one table, scored by taps, every change sent to the server
// (POST /api/v1/matches/{id}/actions with the count it comes after). A change the server has
// not answered is kept in the phone's local storage with its count, shown as not saved yet,
// and sent again when the network is back: the server applies a change sent twice once, and
// answers a change that comes after another count (someone scored in between) with the match
// as it is, which is shown, never merged.
//
// What ends a frame at once (a concession, a stalemate, a foul between shots that is a third
// foul, a time foul) is asked first, with the window's question in its words: the server
// previews it with the engine (POST …/question) and the page asks before it sends it. The shot
// clock is the server's (it counts, as the window's controller does); the page counts down
// between two states and works it through POST …/clock.
(function () {
  "use strict";
  const words = JSON.parse(document.getElementById("words").textContent);
  const params = new URLSearchParams(window.location.search);
  const token = params.get("token") || "";
  const table = params.get("table") || "";
  const lang = document.documentElement.lang;
  const queueKey = "ninescore-score-" + (params.get("match") || "table-" + table);
  const DEBOUNCE_MS = 350;
  const OFFERS_MS = 5000;
  let matchId = params.get("match") || "";
  let count = 0;
  let state = null;
  let arrived = 0;
  let marked = new Set();
  let facts = { scratch: false, noRail: false, pushOut: false };
  let queue = JSON.parse(window.localStorage.getItem(queueKey) || "[]");
  let sending = false;
  let lastTap = 0;
  let asking = false;
  let markedBefore = false;
  let timeFoulAskedAt = -1;
  let ticker = null;
  let offersShownFor = null;
  let problem = "";
  const byId = (id) => document.getElementById(id);

  // A typed name put into a sentence: as feed.js's isolated (this page does without feed.js).
  function isolated(text) {
    return "\u2068" + String(text).replace(/[\u202a-\u202e\u2066-\u2069]/g, "") + "\u2069";
  }

  function request(method, path, body) {
    return window.fetch(path + "?lang=" + encodeURIComponent(lang), {
      method: method,
      headers: { Authorization: "Bearer " + token, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  }

  function matchPath(verb) {
    return "/api/v1/matches/" + matchId + "/" + verb;
  }

  function keep() {
    window.localStorage.setItem(queueKey, JSON.stringify(queue));
  }

  function note(text, pending) {
    const element = byId("note");
    element.textContent = text;
    element.classList.toggle("pending", Boolean(pending));
  }

  function showPending() {
    if (queue.length) {
      note(words.score_not_saved.replace("{count}", String(queue.length)), true);
    }
  }

  function show(data) {
    count = data.actions;
    state = data.state;
    arrived = performance.now();
    if (data.time_foul_waived) {
      timeFoulAskedAt = count; // the referee said "no time foul" for this shot (any phone)
    }
  }

  // -- the shot clock ----------------------------------------------------------------------

  // The clock now: the server's state, counted down by the seconds since it arrived.
  function countdown() {
    const clock = state ? state.shot_clock : null;
    if (!clock) return null;
    const now = { face: clock.face, text: clock.text, running: false };
    if (!clock.counting || clock.left === null || !clock.running || clock.expired) return now;
    const left = Math.max(0, clock.left - (performance.now() - arrived) / 1000);
    now.running = left > 0;
    now.text = String(Math.ceil(left));
    if (left <= 0) now.face = "expired";
    else if (clock.rules.warning > 0 && left <= clock.rules.warning) now.face = "warning";
    else now.face = "running";
    return now;
  }

  function renderClock() {
    const clock = state ? state.shot_clock : null;
    byId("clock").classList.toggle("hidden", !clock);
    if (!clock) {
      return false;
    }
    const now = countdown();
    const over = state.status !== "in_progress";
    byId("clock-face").dataset.face = now.face;
    byId("clock-seconds").textContent = now.text;
    byId("clock-caption").textContent = clock.caption;
    const running = clock.phase === "running" && !clock.expired;
    byId("clock-start").textContent = running ? words.score_clock_pause : words.score_clock_start;
    const player = state.to_shoot;
    byId("extension").textContent = words.score_extension.replace(
      "{extension}",
      player === null ? "" : clock.extensions_text[player]
    );
    // Nothing timed (the break, a frame over): no start, as in the window (R14).
    const untimed = over || !clock.counting || clock.phase === "idle";
    for (const id of ["clock-start", "clock-reset", "shot-taken"]) {
      byId(id).disabled = untimed;
    }
    byId("extension").disabled =
      over || player === null || state.frame.is_break || clock.extensions_left[player] === 0;
    byId("time-foul").disabled = over || state.frame.is_break;
    if (now.face === "expired" && clock.counting && !over && timeFoulAskedAt !== count) {
      // The time is up: the window asks the referee at once, and so does the page (once).
      timeFoulAskedAt = count;
      window.setTimeout(() => askFirst({ type: "shot_clock_foul" }, true), 0);
    }
    return now.running;
  }

  // Repaint the clock every tenth of a second while it runs on this page, not otherwise.
  function tick() {
    const running = renderClock();
    if (running && ticker === null) {
      ticker = window.setInterval(tick, 100);
    } else if (!running && ticker !== null) {
      window.clearInterval(ticker);
      ticker = null;
    }
  }

  async function workClock(what) {
    // Not an action: nothing is saved, and nothing is kept for later when the network is down.
    if (!matchId || !state) return;
    try {
      const answer = await request("POST", matchPath("clock"), { do: what });
      const data = await answer.json();
      if (answer.status === 200) {
        if (!sending && !queue.length && data.actions === count) {
          show(data);
          render();
        }
      } else {
        note(data.error || "", false);
      }
    } catch (error) {
      showPending();
    }
  }

  // -- the questions ----------------------------------------------------------------------

  // Ask ``question`` over the page: the reason typed ("" if none) when the operator goes on,
  // null when they go back (the default, where the focus is).
  function showQuestion(question) {
    return new Promise((resolve) => {
      const dialog = byId("question");
      const reason = byId("question-reason");
      byId("question-title").textContent = question.title;
      byId("question-text").textContent = question.text;
      byId("question-confirm").textContent = question.confirm;
      byId("question-back").textContent = question.back;
      byId("question-reason-label").textContent = question.reason || "";
      byId("question-reason-label").classList.toggle("hidden", !question.reason);
      reason.classList.toggle("hidden", !question.reason);
      reason.value = "";
      dialog.classList.remove("hidden");
      byId("question-back").focus();
      function done(reply) {
        dialog.classList.add("hidden");
        byId("question-back").onclick = null;
        byId("question-confirm").onclick = null;
        dialog.onkeydown = null;
        resolve(reply);
      }
      byId("question-back").onclick = () => done(null);
      byId("question-confirm").onclick = () => done(reason.value.trim());
      dialog.onkeydown = (event) => {
        if (event.key === "Escape") done(null);
      };
    });
  }

  // ``action`` after the window's question, if it asks one (the server's engine says what it
  // would do, in the window's words). ``timeUp``: asked because the clock ran out, where going
  // back is the referee's "no time foul".
  async function askFirst(action, timeUp) {
    if (asking || !matchId || !state) return;
    if (queue.length) {
      showPending(); // a question needs the match as the server has it
      return;
    }
    asking = true;
    try {
      let answer;
      let data;
      try {
        answer = await request("POST", matchPath("question"), { after: count, action: action });
        data = await answer.json();
      } catch (error) {
        note(words.score_ask_failed, false);
        return;
      }
      if (answer.status === 409 && data.state) {
        show(data);
        render();
        note(words.score_conflict, false);
        return;
      }
      if (answer.status !== 200) {
        note(data.error || "", false);
        return;
      }
      let reply = "";
      if (data.question) {
        reply = await showQuestion(data.question);
        if (reply === null) {
          if (timeUp) workClock("waive");
          return;
        }
      }
      if (data.question && data.question.reason && reply) {
        action.reason = reply;
      }
      lastTap = 0; // the answer to a question is its own tap
      send({ action: action });
    } finally {
      asking = false;
    }
  }

  // -- the match ---------------------------------------------------------------------------

  function hasMarks() {
    return (
      marked.size > 0 || facts.scratch || facts.noRail || facts.pushOut || Boolean(byId("reason").value)
    );
  }

  // A mark changed: the first mark of a shot stops the clock (the stroke was played), taking
  // every mark off again lets it go on, as in the window (R14).
  function marksChanged() {
    const now = hasMarks();
    if (now !== markedBefore) {
      markedBefore = now;
      if (state && state.shot_clock) workClock(now ? "mark" : "unmark");
    }
    render();
  }

  function render() {
    // Without a state to show, why: no match here, or the server's sentence (a window scores it).
    byId("waiting").textContent = state ? "" : problem || (matchId ? "" : words.score_no_match);
    // No match at this table: start one by hand (only with a table named in the address).
    // No match at this table, or its match is over: the next one, from the desk's assignment
    // or by hand (only with a table named in the address).
    const free = Boolean(table) && isFree();
    byId("new-match").classList.toggle("hidden", !free);
    byId("offers").classList.toggle("hidden", !free);
    if (free && offersShownFor !== matchId) {
      offersShownFor = matchId;
      showOffers().catch(() => undefined);
    }
    byId("score").classList.toggle("hidden", !state);
    if (!state) {
      return;
    }
    state.players.forEach((player, index) => {
      const element = byId("player" + index);
      element.querySelector(".name").textContent = player.name;
      element.querySelector(".points").textContent = String(player.score);
      element.classList.toggle("at-table", state.to_shoot === index);
      const concede = words.score_concede.replace("{name}", isolated(player.name));
      byId("concede" + index).textContent = concede;
    });
    byId("race").textContent = state.race_text + " · " + state.frame.text;
    byId("turn").textContent = state.turn_text;
    byId("warning").textContent = state.warning_text;
    byId("warning").classList.toggle("hidden", !state.warning);
    byId("banner").textContent = state.banner;
    byId("banner").classList.toggle("hidden", !state.banner);
    const balls = byId("balls");
    balls.textContent = "";
    const over = state.status !== "in_progress";
    state.frame.on_table.forEach((number) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "ball-button";
      button.dataset.ball = String(number);
      button.textContent = String(number);
      button.setAttribute("aria-pressed", String(marked.has(number)));
      button.setAttribute("aria-label", words.score_ball.replace("{ball}", String(number)));
      button.disabled = over;
      button.addEventListener("click", () => {
        if (marked.has(number)) {
          marked.delete(number);
        } else {
          marked.add(number);
        }
        marksChanged();
      });
      balls.appendChild(button);
    });
    const pending = state.frame.push_out_pending;
    byId("choice").classList.toggle("hidden", !pending || over);
    byId("push-out").classList.toggle("hidden", !state.frame.push_out_allowed || over);
    for (const [id, name] of [["scratch", "scratch"], ["no-rail", "noRail"], ["push-out", "pushOut"]]) {
      byId(id).setAttribute("aria-pressed", String(facts[name]));
      byId(id).disabled = over || pending;
    }
    byId("commit").disabled = over || pending;
    byId("reason").disabled = over || pending;
    byId("foul-between").disabled = over || pending || !byId("reason").value;
    byId("undo").disabled = count + queue.length === 0;
    for (const id of ["concede0", "concede1", "stalemate"]) {
      byId(id).disabled = over;
    }
    tick();
  }

  function clearMarks() {
    marked = new Set();
    facts = { scratch: false, noRail: false, pushOut: false };
    byId("reason").value = "";
    markedBefore = false;
  }

  function send(change) {
    // One tap is one change: a second tap within the debounce is the same finger.
    const now = Date.now();
    if (now - lastTap < DEBOUNCE_MS) {
      return;
    }
    lastTap = now;
    change.after = count + queue.length;
    queue.push(change);
    keep();
    clearMarks();
    render();
    flush();
  }

  async function flush() {
    if (sending || !queue.length || !matchId) {
      showPending();
      return;
    }
    sending = true;
    try {
      while (queue.length) {
        const change = queue[0];
        const body = change.undo ? { after: change.after } : { after: change.after, action: change.action };
        const answer = await request("POST", matchPath(change.undo ? "undo" : "actions"), body);
        const data = await answer.json();
        if (answer.status === 200) {
          queue.shift();
          show(data);
          note("", false);
        } else if (answer.status === 409 && data.state) {
          // Someone scored in between: what is waiting here is not applied over it.
          queue = [];
          show(data);
          note(words.score_conflict, false);
        } else {
          queue.shift(); // refused by the rules (422) or the server (a window scores it): it says why
          note(data.error || "", false);
        }
        keep();
        render();
      }
    } catch (error) {
      showPending();
      window.setTimeout(flush, 2000);
    } finally {
      sending = false;
    }
  }

  function shot() {
    const onTable = state.frame.on_table;
    return {
      type: "shot",
      first_contact: onTable.length ? onTable[0] : null,
      pocketed: Array.from(marked).sort((a, b) => a - b),
      scratch: facts.scratch,
      rail: !facts.noRail,
      push_out: facts.pushOut,
      fouls: byId("reason").value ? [byId("reason").value] : [],
    };
  }

  function fillReasons() {
    const select = byId("reason");
    const none = document.createElement("option");
    none.value = "";
    none.textContent = words.score_no_foul;
    select.appendChild(none);
    for (const key of Object.keys(words)) {
      if (key.startsWith("score_reason_")) {
        const option = document.createElement("option");
        option.value = key.slice("score_reason_".length);
        option.textContent = words[key];
        select.appendChild(option);
      }
    }
    select.addEventListener("change", marksChanged);
  }

  async function started(answer) {
    const data = await answer.json();
    if (answer.status === 201) {
      matchId = data.id;
      clearMarks();
      timeFoulAskedAt = -1;
      show(data);
      byId("new-note").textContent = "";
      render();
    } else {
      byId("new-note").textContent = data.error || "";
    }
  }

  async function startMatch(event) {
    event.preventDefault();
    await started(
      await request("POST", "/api/v1/matches", {
        players: [byId("first-player").value.trim(), byId("second-player").value.trim()],
        race_to: Number(byId("race-to").value),
        table: table,
      })
    );
  }

  // What the desk sent this table, one button each (the window's offer, in its words): a tap
  // starts it.
  function isFree() {
    if (problem) return false; // the table's match is being scored elsewhere
    return !matchId || Boolean(state && state.status !== "in_progress");
  }

  async function showOffers() {
    const offers = byId("offers");
    const answer = await window.fetch(
      "/api/v1/assignments?lang=" + encodeURIComponent(lang) + "&table=" + encodeURIComponent(table),
      { headers: { Authorization: "Bearer " + token }, cache: "no-store" }
    );
    if (answer.status !== 200) return;
    const data = await answer.json();
    offers.textContent = "";
    for (const offer of data.assignments) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "offer commit";
      button.dataset.assignment = offer.id;
      button.textContent = offer.text;
      button.addEventListener("click", async () => {
        const now = Date.now();
        if (now - lastTap < DEBOUNCE_MS) return;
        lastTap = now;
        await started(await request("POST", "/api/v1/matches", { assignment: offer.id }));
      });
      offers.appendChild(button);
    }
  }

  function label() {
    for (const [id, key] of [
      ["new-title", "score_new_match"],
      ["first-label", "score_first_player"],
      ["second-label", "score_second_player"],
      ["race-label", "score_race_to"],
      ["start", "score_start"],
      ["commit", "score_commit"],
      ["undo", "score_undo"],
      ["scratch", "score_scratch"],
      ["no-rail", "score_no_rail"],
      ["push-out", "score_push_out"],
      ["accept", "score_accept_push_out"],
      ["pass", "score_pass_push_out"],
      ["reason-label", "score_foul_reason"],
      ["foul-between", "score_foul_between"],
      ["clock-reset", "score_clock_reset"],
      ["shot-taken", "score_shot_taken"],
      ["time-foul", "score_time_foul"],
      ["end-title", "score_end_frame"],
      ["stalemate", "score_stalemate"],
    ]) {
      byId(id).textContent = words[key];
    }
    byId("clock").setAttribute("aria-label", words.score_clock);
  }

  function wire() {
    byId("new-match").addEventListener("submit", startMatch);
    byId("foul-between").addEventListener("click", () => {
      const action = { type: "foul_between_shots", reason: byId("reason").value };
      // Only a third foul ends the frame (R12): the window asks then, and so does the page;
      // any other is sent at once (and kept on the phone while the network is down).
      if (state && state.warning) {
        askFirst(action, false);
      } else {
        send({ action: action });
      }
    });
    byId("commit").addEventListener("click", () => send({ action: shot() }));
    byId("undo").addEventListener("click", () => send({ undo: true }));
    byId("accept").addEventListener("click", () => send({ action: { type: "accept_push_out" } }));
    byId("pass").addEventListener("click", () => send({ action: { type: "pass_push_out" } }));
    for (const [id, name] of [["scratch", "scratch"], ["no-rail", "noRail"], ["push-out", "pushOut"]]) {
      byId(id).addEventListener("click", () => {
        facts[name] = !facts[name];
        marksChanged();
      });
    }
    byId("clock-start").addEventListener("click", () => {
      const clock = state && state.shot_clock;
      workClock(clock && clock.phase === "running" && !clock.expired ? "pause" : "start");
    });
    byId("clock-reset").addEventListener("click", () => workClock("reset"));
    byId("shot-taken").addEventListener("click", () => workClock("shot_taken"));
    byId("extension").addEventListener("click", () => send({ action: { type: "use_extension" } }));
    byId("time-foul").addEventListener("click", () => askFirst({ type: "shot_clock_foul" }, false));
    byId("stalemate").addEventListener("click", () => askFirst({ type: "stalemate" }, false));
    for (const player of [0, 1]) {
      byId("concede" + player).addEventListener("click", () =>
        askFirst({ type: "concession", player: player, reason: "" }, false)
      );
    }
  }

  async function start() {
    try {
      if (!matchId) {
        const answer = await window.fetch(
          "/api/v1/tables?lang=" + encodeURIComponent(lang) + "&token=" + encodeURIComponent(token)
        );
        const tables = await answer.json();
        const found = (tables.tables || []).find(
          (entry) => entry.table === table && entry.status === "in_progress"
        );
        matchId = found ? found.id : "";
      }
      if (matchId) {
        const answer = await request("GET", matchPath("actions"));
        const data = await answer.json();
        if (answer.status === 200) {
          problem = "";
          show(data);
        } else {
          // Refused (a window scores the match now): said, and asked again in a while.
          problem = data.error || "";
          if (!params.get("match")) matchId = "";
          render();
          window.setTimeout(start, OFFERS_MS);
          return;
        }
      }
    } catch (error) {
      showPending();
      window.setTimeout(start, 2000);
      return;
    }
    render();
    flush();
  }

  label();
  fillReasons();
  wire();
  start();
  // While the table has no match to score, look for the desk's next one now and then.
  window.setInterval(() => {
    if (table && isFree()) showOffers().catch(() => undefined);
  }, OFFERS_MS);
})();
