// The feed's front page: the addresses of its pages, for each table and each tournament, to
// copy into OBS.
"use strict";

(() => {
  const { words, element, clear, passed, isolated } = ninescore;
  const pages = document.getElementById("pages");

  function link(path, extra) {
    const address = path + "?" + passed(extra);
    const anchor = element("a", "", window.location.origin + address);
    anchor.href = address;
    return anchor;
  }

  function entry(title, extra, clocked) {
    const made = element("article", "card");
    made.appendChild(element("span", "card-table", title));
    made.appendChild(link("/overlay/scorebug", extra));
    made.appendChild(link("/overlay/rack", extra));
    if (clocked) made.appendChild(link("/overlay/clock", extra));
    return made;
  }

  function show(known) {
    clear(pages);
    const board = element("article", "card");
    board.appendChild(element("span", "card-table", words.board_title || ""));
    board.appendChild(link("/board", {}));
    pages.appendChild(board);
    Array.from(matches.tournaments.values()).forEach((state) => {
      const made = element("article", "card");
      made.dataset.tournament = state.id;
      made.appendChild(element("span", "card-table", (words.bracket_title || "") + " · " + isolated(state.name)));
      made.appendChild(link("/bracket", { id: state.id }));
      made.appendChild(link("/bracket", { id: state.id, background: "transparent" }));
      pages.appendChild(made);
    });
    Array.from(known.values()).forEach((state) => {
      const extra = state.table ? { table: state.table } : { match: state.id };
      pages.appendChild(entry(state.table_text, extra, state.shot_clock !== null));
    });
  }

  const matches = ninescore.matches(show);
  matches.only = { tournaments: "1" };
  show(matches.known);
  ninescore.follow(matches);
})();
