// The shot clock (R14), for a stream: ?table=N or ?match=ID, else the latest match in progress.
// Large digits that change colour at the warning and at the time up, and each player's
// extensions left in this frame.
"use strict";

(() => {
  const { words } = ninescore;
  const clock = document.getElementById("clock");
  const face = document.getElementById("face");
  const seconds = document.getElementById("seconds");
  const caption = document.getElementById("caption");
  const waiting = document.getElementById("waiting");
  clock.setAttribute("aria-label", words.shot_clock || "");
  let current = null;

  // Paint the clock of the match shown; true while it runs (so the page ticks).
  function paint() {
    const now = ninescore.countdown(current);
    const shown = now !== null;
    clock.classList.toggle("hidden", !shown);
    waiting.classList.toggle("hidden", shown);
    if (!shown) {
      waiting.textContent = current === null ? words.no_match || "" : words.no_shot_clock || "";
      return false;
    }
    const state = current;
    clock.dataset.match = state.id;
    clock.dataset.face = now.face;
    face.className = "face face-" + now.face;
    seconds.textContent = now.text;
    caption.textContent = now.clock.counting ? now.clock.caption : words.clock_elsewhere || "";
    state.players.forEach((player, index) => {
      const box = document.getElementById("extension" + index);
      box.querySelector(".name").textContent = player.name;
      box.querySelector(".left").textContent = now.clock.extensions_text[index];
      box.dataset.left = String(now.clock.extensions_left[index]);
      box.classList.toggle("at-table", player.at_table);
      box.classList.toggle("none-left", now.clock.extensions_left[index] === 0);
    });
    return now.running;
  }

  const tick = ninescore.ticking(paint);
  const matches = ninescore.matches((known) => {
    current = ninescore.chosen(known);
    tick();
  });
  tick();
  ninescore.follow(matches);
})();
