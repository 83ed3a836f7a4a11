// The rack: ?table=N or ?match=ID, else the latest match in progress.
"use strict";

(() => {
  const { words, ball, clear } = ninescore;
  const rack = document.getElementById("rack");
  const waiting = document.getElementById("waiting");

  function show(state) {
    const shown = state !== null;
    rack.classList.toggle("hidden", !shown);
    waiting.classList.toggle("hidden", shown);
    waiting.textContent = shown ? "" : words.no_match || "";
    if (!shown) return;
    rack.dataset.match = state.id;
    rack.setAttribute("aria-label", words.balls_on_table + ": " + state.frame.on_table.join(", "));
    clear(rack);
    for (let number = 1; number <= 9; number += 1) {
      rack.appendChild(ball(number, state.frame.on_table.includes(number)));
    }
  }

  const matches = ninescore.matches((known) => show(ninescore.chosen(known)));
  show(null);
  ninescore.follow(matches);
})();
