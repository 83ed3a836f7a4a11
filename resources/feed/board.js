// The board: what each tournament calls now and next, then a card per match, in the order a
// person counts tables.
"use strict";

(() => {
  const { words, element, clear, isolated } = ninescore;
  const board = document.getElementById("board");
  const empty = document.getElementById("empty");
  const offline = document.getElementById("offline");
  document.getElementById("title").textContent = words.board_title || "";
  offline.textContent = words.offline || "";
  empty.textContent = words.no_matches || "";

  function byTable(a, b) {
    if (!a.table !== !b.table) return a.table ? -1 : 1;
    const order = a.table.localeCompare(b.table, undefined, { numeric: true });
    return order || (a.updated < b.updated ? 1 : -1);
  }

  function clock(text) {
    const moment = new Date(text);
    const hours = String(moment.getHours()).padStart(2, "0");
    const minutes = String(moment.getMinutes()).padStart(2, "0");
    return hours + ":" + minutes;
  }

  function line(player) {
    const row = element("div", "line");
    row.classList.toggle("at-table", player.at_table);
    row.classList.toggle("warned", player.warning);
    row.classList.toggle("winner", player.winner);
    row.appendChild(element("span", "turn"));
    row.appendChild(element("span", "name", player.name));
    row.appendChild(element("span", "score", player.score));
    return row;
  }

  function card(state) {
    const made = element("article", "card " + state.status);
    made.dataset.match = state.id;
    const head = element("div", "card-head");
    head.appendChild(element("span", "card-table", state.table_text));
    const event = [state.event, state.round].filter((part) => part).map(isolated).join(" · ");
    head.appendChild(element("span", "card-event", event));
    if (state.shot_clock && state.shot_clock.counting) {
      const chip = element("span", "card-clock");
      chip.setAttribute("aria-label", words.shot_clock || "");
      head.appendChild(chip);
      chips.set(state.id, chip);
    }
    made.appendChild(head);
    state.players.forEach((player) => made.appendChild(line(player)));
    const warned = state.players.find((player) => player.warning);
    const chip = warned ? warned.badges.find((badge) => badge.kind === "warning") : null;
    if (chip) made.appendChild(element("span", "warning-chip", chip.text));
    made.appendChild(element("div", "card-turn", state.banner || state.turn_text));
    const foot = element("div", "card-foot");
    const race = state.status === "in_progress" ? state.race_text + " · " + state.frame.text : state.status_text + " · " + state.race_text;
    foot.appendChild(element("span", "card-race", race));
    foot.appendChild(element("span", "card-updated", (words.updated || "{time}").replace("{time}", clock(state.updated))));
    made.appendChild(foot);
    return made;
  }

  let shownStates = [];
  const chips = new Map();

  // Each card's shot clock (R14), counted down by the page; true while one runs.
  function paintClocks() {
    let running = false;
    shownStates.forEach((state) => {
      const chip = chips.get(state.id);
      const now = ninescore.countdown(state);
      if (!chip || !now) return;
      chip.className = "card-clock face-" + now.face;
      chip.dataset.face = now.face;
      chip.textContent = now.text;
      running = running || now.running;
    });
    return running;
  }
  const tick = ninescore.ticking(paintClocks);

  function show(known) {
    const states = Array.from(known.values()).sort(byTable);
    clear(board);
    chips.clear();
    states.forEach((state) => board.appendChild(card(state)));
    empty.classList.toggle("hidden", states.length > 0);
    shownStates = states;
    tick();
  }

  // The calling queue of every tournament not over: "Now calling: Table 4 — Anna v Boris",
  // then "Up next: …", the lines as the server words them.
  const calling = document.getElementById("calling");

  function queue(state) {
    const made = element("div", "queue");
    made.dataset.tournament = state.id;
    made.appendChild(element("h2", "queue-name", state.name));
    const now = element("ul", "now-calling");
    now.setAttribute("aria-label", words.now_calling || "");
    state.calling.forEach((call) => {
      const line = element("li", "call", call.text);
      line.dataset.match = String(call.match);
      line.dataset.table = call.table;
      now.appendChild(line);
    });
    made.appendChild(now);
    const next = element("ul", "up-next");
    next.setAttribute("aria-label", words.up_next || "");
    state.up_next.slice(0, 4).forEach((call) => {
      const line = element("li", "next", call.text);
      line.dataset.match = String(call.match);
      next.appendChild(line);
    });
    made.appendChild(next);
    return made;
  }

  function showCalling() {
    const shown = Array.from(matches.tournaments.values())
      .filter((state) => !state.over && (state.calling.length || state.up_next.length))
      .sort((a, b) => a.name.localeCompare(b.name));
    clear(calling);
    shown.forEach((state) => calling.appendChild(queue(state)));
    calling.classList.toggle("hidden", shown.length === 0);
    empty.classList.toggle("hidden", shownStates.length > 0 || shown.length > 0);
  }

  const matches = ninescore.matches((known) => {
    show(known);
    showCalling();
  });
  matches.only = { tournaments: "1" };
  matches.onConnection = (on) => offline.classList.toggle("hidden", on);
  show(matches.known);
  ninescore.follow(matches);
})();
