// The scoring page: the match of one table, scored by taps, every change sent to the server
// (POST /api/v1/matches/{id}/actions with the count it comes after). A change the server has
// not answered is kept in the phone's local storage with its count, shown as not saved yet,
// and sent again when the network is back: the server applies a change sent twice once, and
// answers a change that comes after another count (someone scored in between) with the match
// as it is, which is shown, never merged.
(function () {
  "use strict";
  const words = JSON.parse(document.getElementById("words").textContent);
  const params = new URLSearchParams(window.location.search);
  const token = params.get("token") || "";
  const table = params.get("table") || "";
  const lang = document.documentElement.lang;
  const queueKey = "ninescore-score-" + (params.get("match") || "table-" + table);
  const DEBOUNCE_MS = 350;
  let matchId = params.get("match") || "";
  let count = 0;
  let state = null;
  let marked = new Set();
  let facts = { scratch: false, noRail: false, pushOut: false };
  let queue = JSON.parse(window.localStorage.getItem(queueKey) || "[]");
  let sending = false;
  let lastTap = 0;
  const byId = (id) => document.getElementById(id);

  function request(method, path, body) {
    return window.fetch(path + "?lang=" + encodeURIComponent(lang), {
      method: method,
      headers: { Authorization: "Bearer " + token, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
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

  function render() {
    byId("waiting").textContent = matchId ? "" : words.score_no_match;
    byId("score").classList.toggle("hidden", !state);
    if (!state) {
      return;
    }
    state.players.forEach((player, index) => {
      const element = byId("player" + index);
      element.querySelector(".name").textContent = player.name;
      element.querySelector(".points").textContent = String(player.score);
      element.classList.toggle("at-table", state.to_shoot === index);
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
        render();
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
    byId("undo").disabled = count + queue.length === 0;
  }

  function clearMarks() {
    marked = new Set();
    facts = { scratch: false, noRail: false, pushOut: false };
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
        const path = "/api/v1/matches/" + matchId + "/" + (change.undo ? "undo" : "actions");
        const body = change.undo ? { after: change.after } : { after: change.after, action: change.action };
        const answer = await request("POST", path, body);
        const data = await answer.json();
        if (answer.status === 200) {
          queue.shift();
          count = data.actions;
          state = data.state;
          note("", false);
        } else if (answer.status === 409 && data.state) {
          // Someone scored in between: what is waiting here is not applied over it.
          queue = [];
          count = data.actions;
          state = data.state;
          note(words.score_conflict, false);
        } else {
          queue.shift(); // refused by the rules (422) or the server: it says why
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
    };
  }

  async function start() {
    for (const [id, key] of [
      ["commit", "score_commit"],
      ["undo", "score_undo"],
      ["scratch", "score_scratch"],
      ["no-rail", "score_no_rail"],
      ["push-out", "score_push_out"],
      ["accept", "score_accept_push_out"],
      ["pass", "score_pass_push_out"],
    ]) {
      byId(id).textContent = words[key];
    }
    byId("commit").addEventListener("click", () => send({ action: shot() }));
    byId("undo").addEventListener("click", () => send({ undo: true }));
    byId("accept").addEventListener("click", () => send({ action: { type: "accept_push_out" } }));
    byId("pass").addEventListener("click", () => send({ action: { type: "pass_push_out" } }));
    for (const [id, name] of [["scratch", "scratch"], ["no-rail", "noRail"], ["push-out", "pushOut"]]) {
      byId(id).addEventListener("click", () => {
        facts[name] = !facts[name];
        render();
      });
    }
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
        const answer = await request("GET", "/api/v1/matches/" + matchId + "/actions");
        const data = await answer.json();
        if (answer.status === 200) {
          count = data.actions;
          state = data.state;
        } else {
          note(data.error || "", false);
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

  start();
})();
