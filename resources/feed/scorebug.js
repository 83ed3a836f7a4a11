// The scorebug: ?table=N or ?match=ID, else the latest match in progress.
"use strict";

(() => {
  const { words } = ninescore;
  const bug = document.getElementById("scorebug");
  const notes = document.getElementById("notes");
  const warning = document.getElementById("warning");
  const banner = document.getElementById("banner");
  const waiting = document.getElementById("waiting");
  const clock = document.getElementById("clock");
  clock.setAttribute("aria-label", words.shot_clock || "");
  let current = null;

  // The shot clock (R14), counted down by the page; true while it runs.
  function paintClock() {
    const now = ninescore.countdown(current);
    const shown = now !== null && now.clock.counting;
    clock.classList.toggle("hidden", !shown);
    if (!shown) return false;
    clock.className = "clock face-" + now.face;
    clock.dataset.face = now.face;
    clock.textContent = now.text;
    return now.running;
  }
  const tick = ninescore.ticking(paintClock);

  function show(state) {
    const shown = state !== null;
    bug.classList.toggle("hidden", !shown);
    waiting.classList.toggle("hidden", shown);
    waiting.textContent = shown ? "" : words.no_match || "";
    if (!shown) {
      notes.classList.add("hidden");
      return;
    }
    bug.dataset.match = state.id;
    state.players.forEach((player, index) => {
      const box = document.getElementById("player" + index);
      box.querySelector(".name").textContent = player.name;
      box.querySelector(".score").textContent = String(player.score);
      box.classList.toggle("at-table", player.at_table);
      box.classList.toggle("warned", player.warning);
      box.classList.toggle("winner", player.winner);
    });
    bug.querySelector(".race").textContent = state.race_text;
    bug.querySelector(".frame").textContent = state.frame.text;
    const warned = state.players.find((player) => player.warning);
    const chip = warned ? warned.badges.find((badge) => badge.kind === "warning") : null;
    warning.textContent = chip ? chip.text : "";
    warning.classList.toggle("hidden", !chip);
    banner.textContent = state.banner;
    banner.classList.toggle("hidden", !state.banner);
    notes.classList.toggle("hidden", !chip && !state.banner);
    notes.classList.toggle("right", Boolean(warned) && state.players.indexOf(warned) === 1);
  }

  const matches = ninescore.matches((known) => {
    current = ninescore.chosen(known);
    show(current);
    tick();
  });
  show(null);
  tick();
  ninescore.follow(matches);
})();
