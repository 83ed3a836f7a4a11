// The bracket of a tournament: ?id=ID (else the tournament in play that changed last), every
// side round by round, the hot seat marked, kept up to date by the feed's events. For the
// room's TV, and for a stream with ?background=transparent. Zoom: the buttons, the keys + − 0,
// or ?zoom=1.5; by default the whole bracket fits the screen. ?side=winners (losers, final,
// "group A"…) shows one side only: a TV for each side of a large double elimination.
"use strict";

(() => {
  const { words, element, clear, query } = ninescore;
  const stage = document.getElementById("stage");
  const sheet = document.getElementById("sheet");
  const sections = document.getElementById("sections");
  const waiting = document.getElementById("waiting");
  const offline = document.getElementById("offline");
  const asked = query.get("id") || "";
  const side = query.get("side") || "";
  if (query.get("background") === "transparent") document.body.classList.add("transparent");
  offline.textContent = words.offline || "";
  waiting.textContent = words.no_tournament || "";
  document.title = "ninescore · " + (words.bracket_title || "");
  for (const [id, label] of [["zoom-in", "zoom_in"], ["zoom-out", "zoom_out"], ["zoom-fit", "zoom_fit"]]) {
    const button = document.getElementById(id);
    button.title = words[label] || "";
    button.setAttribute("aria-label", words[label] || "");
  }

  // -- zoom -----------------------------------------------------------------------------
  const given = Number(query.get("zoom"));
  let zoom = given > 0 ? Math.min(4, Math.max(0.2, given)) : "fit";

  function place() {
    const width = sheet.offsetWidth;
    const height = sheet.offsetHeight;
    let scale = zoom;
    if (zoom === "fit") {
      scale = Math.min(stage.clientWidth / width, stage.clientHeight / height, 2.5);
    }
    sheet.style.transform = "scale(" + scale + ")";
    // Zoomed in, the stage scrolls over the whole of it; fitted, there is nothing to scroll.
    stage.style.overflow = zoom === "fit" ? "hidden" : "auto";
    let room = document.getElementById("room");
    if (!room) {
      room = element("div");
      room.id = "room";
      stage.appendChild(room);
    }
    room.style.width = width * scale + "px";
    room.style.height = height * scale + "px";
    document.body.dataset.scale = String(scale);
  }

  function zoomBy(factor) {
    const now = zoom === "fit" ? Number(document.body.dataset.scale || 1) : zoom;
    zoom = Math.min(4, Math.max(0.2, now * factor));
    place();
  }
  document.getElementById("zoom-in").addEventListener("click", () => zoomBy(1.25));
  document.getElementById("zoom-out").addEventListener("click", () => zoomBy(0.8));
  document.getElementById("zoom-fit").addEventListener("click", () => {
    zoom = "fit";
    place();
  });
  window.addEventListener("keydown", (event) => {
    if (event.key === "+" || event.key === "=") zoomBy(1.25);
    else if (event.key === "-") zoomBy(0.8);
    else if (event.key === "0") {
      zoom = "fit";
      place();
    }
  });
  window.addEventListener("resize", place);

  // -- the bracket --------------------------------------------------------------------------
  function playerLine(line) {
    const row = element("div", "player");
    row.classList.toggle("unknown", !line.known);
    row.classList.toggle("won", line.won);
    row.classList.toggle("hot-seat", line.hot_seat);
    row.appendChild(element("span", "seed", line.seed === null ? "" : line.seed));
    const name = element("span", "name", line.text);
    const mark = element("span", "mark", words.hot_seat || "");
    name.appendChild(mark);
    row.appendChild(name);
    row.appendChild(element("span", "racks", line.racks === null ? "" : line.racks));
    return row;
  }

  function box(made) {
    const node = element("article", "box state-" + made.state);
    node.dataset.match = String(made.match);
    node.dataset.state = made.state;
    if (made.winner_to !== null) node.dataset.winnerTo = String(made.winner_to);
    const head = element("div", "box-head");
    head.appendChild(element("span", "box-number", made.number));
    head.appendChild(element("span", "box-status", made.status));
    node.title = made.race_text;
    node.appendChild(head);
    made.players.forEach((line) => node.appendChild(playerLine(line)));
    return node;
  }

  function groupTable(rows) {
    const table = element("table", "group-table");
    rows.forEach((row) => {
      const line = element("tr");
      for (const value of [row.place, row.name, row.won + "–" + row.lost, row.racks_won + ":" + row.racks_lost]) {
        line.appendChild(element("td", "", value));
      }
      table.appendChild(line);
    });
    return table;
  }

  // The lines from each box to the one its winner plays next, on the same side.
  function drawLines(rounds) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "lines");
    svg.setAttribute("width", String(rounds.offsetWidth));
    svg.setAttribute("height", String(rounds.offsetHeight));
    const boxes = new Map();
    rounds.querySelectorAll(".box").forEach((node) => boxes.set(node.dataset.match, node));
    boxes.forEach((from) => {
      const to = boxes.get(from.dataset.winnerTo);
      if (!to || to.offsetLeft <= from.offsetLeft) return;
      const x1 = from.offsetLeft + from.offsetWidth;
      const y1 = from.offsetTop + from.offsetHeight / 2;
      const x2 = to.offsetLeft;
      const y2 = to.offsetTop + to.offsetHeight / 2;
      const middle = (x1 + x2) / 2;
      const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
      path.setAttribute("d", `M${x1} ${y1} H${middle} V${y2} H${x2}`);
      svg.appendChild(path);
    });
    rounds.insertBefore(svg, rounds.firstChild);
  }

  function section(made) {
    const node = element("section", "section");
    node.dataset.stage = made.stage;
    node.appendChild(element("h2", "", made.title));
    if (made.table.length) node.appendChild(groupTable(made.table));
    const rounds = element("div", "rounds");
    made.columns.forEach((column) => {
      const part = element("div", "column");
      part.dataset.round = String(column.round);
      part.appendChild(element("h3", "", column.title));
      const boxes = element("div", "boxes");
      column.boxes.forEach((made) => boxes.appendChild(box(made)));
      part.appendChild(boxes);
      rounds.appendChild(part);
    });
    node.appendChild(rounds);
    return node;
  }

  function show(state) {
    const nothing = state === null;
    waiting.classList.toggle("hidden", !nothing);
    stage.classList.toggle("hidden", nothing);
    if (nothing) return;
    document.body.dataset.tournament = state.id;
    document.body.dataset.sequence = String(state.sequence);
    document.getElementById("name").textContent = state.name;
    document.getElementById("summary").textContent = state.summary;
    const hot = document.getElementById("hot-seat");
    hot.textContent = state.hot_seat_text;
    hot.classList.toggle("hidden", !state.hot_seat_text);
    const champion = document.getElementById("champion");
    champion.textContent = state.champion_text;
    champion.classList.toggle("hidden", !state.champion_text);
    clear(sections);
    state.sections
      .filter((made) => !side || made.stage === side)
      .forEach((made) => sections.appendChild(section(made)));
    sections.querySelectorAll(".rounds").forEach(drawLines);
    document.getElementById("standings-title").textContent = state.standings_title;
    const rows = document.getElementById("standings-rows");
    clear(rows);
    state.standings.forEach((row) => {
      const line = element("li");
      line.appendChild(element("span", "place", row.place_text));
      line.appendChild(element("span", "name", row.name));
      rows.appendChild(line);
    });
    document.getElementById("standings").classList.toggle("hidden", state.standings.length === 0);
    place();
  }

  // -- following --------------------------------------------------------------------------
  const known = new Map();

  // The one asked for; else the one in play that changed last; else the last to change.
  function chosen() {
    if (asked) return known.get(asked) || null;
    const all = Array.from(known.values()).sort((a, b) => b.sequence - a.sequence);
    return all.find((state) => !state.over) || all[0] || null;
  }

  // A bracket too large for an event comes as its head alone: the whole is asked for.
  let asking = 0;
  function whole(head) {
    const mine = ++asking;
    fetch("/api/v1/tournaments/" + encodeURIComponent(head.id) + "?" + ninescore.passed(), {
      cache: "no-store",
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((state) => {
        if (state === null || mine !== asking) return; // a later one is on its way
        known.set(state.id, state);
        show(chosen());
      })
      .catch(() => {});
  }

  const handlers = {
    only: asked ? { tournament: asked } : { tournaments: "full" },
    onReset() {
      known.clear();
      show(chosen());
    },
    onMatch() {},
    onGone() {},
    onTournament(state) {
      if (state.sections === undefined) {
        whole(state);
        return;
      }
      known.set(state.id, state);
      show(chosen());
    },
    onTournamentGone(gone) {
      known.delete(gone.id);
      show(chosen());
    },
    onConnection(on) {
      offline.classList.toggle("hidden", on);
    },
  };
  show(null);
  ninescore.follow(handlers);
})();
