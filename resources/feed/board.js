// The board: a card per match, in the order a person counts tables.
"use strict";

(() => {
  const { words, element, clear } = ninescore;
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
    const event = [state.event, state.round].filter((part) => part).join(" · ");
    head.appendChild(element("span", "card-event", event));
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

  function show(known) {
    const states = Array.from(known.values()).sort(byTable);
    clear(board);
    states.forEach((state) => board.appendChild(card(state)));
    empty.classList.toggle("hidden", states.length > 0);
  }

  const matches = ninescore.matches(show);
  matches.onConnection = (on) => offline.classList.toggle("hidden", on);
  show(matches.known);
  ninescore.follow(matches);
})();
