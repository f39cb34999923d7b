// The home page: create a table and get each seat's secret link.
"use strict";
const $ = (id) => document.getElementById(id);
const L = Ludo.L, el = Ludo.el;
let lang = new URLSearchParams(location.search).get("lang") || (navigator.language || "en").slice(0, 2);
let bots = [];

function seatFields() {
  const n = +$("players").value;
  const old = [...document.querySelectorAll(".seat-kind")].map(s => s.value);
  $("seat-fields").replaceChildren(...Array.from({length: n}, (_, i) => el("label", {},
    el("span", {text: L("seat_kind", {seat: i + 1}) + " "}),
    el("select", {class: "seat-kind", id: "seat-" + i, "aria-label": L("seat_kind", {seat: i + 1})},
      ...["human", ...bots].map(b => el("option", {value: b, selected: (old[i] || (i === 0 ? "human" : "greedy")) === b,
                                                  text: b === "human" ? L("human") : L("bot") + ": " + b}))))));
}

async function load() {
  const r = await fetch("/api/labels?lang=" + encodeURIComponent(lang));
  const data = await r.json();
  lang = data.lang; bots = data.bots; Ludo.labels = data.labels;
  document.documentElement.lang = lang;
  $("title").textContent = L("title");
  $("h-new").textContent = L("new_table");
  $("l-game").textContent = L("game") + " ";
  $("l-players").textContent = L("players") + " ";
  $("l-decks").textContent = L("decks");
  $("l-scenario").textContent = L("scenario");
  $("l-scenario-upload").textContent = L("scenario_upload");
  fetch("/api/scenarios").then(r => r.json()).then(d => $("scenario-names").replaceChildren(
    ...d.scenarios.map(n => el("option", {value: n})))).catch(() => {});
  $("create").textContent = L("create");
  $("h-links").textContent = L("links");
  $("lang").setAttribute("aria-label", L("language"));
  $("lang").replaceChildren(...Object.entries(data.languages).map(([k, name]) => el("option", {value: k, selected: k === lang, text: name})));
  seatFields();
}

$("lang").addEventListener("change", () => { lang = $("lang").value; load(); });
$("players").addEventListener("change", seatFields);
$("game").addEventListener("change", () => {
  $("dale-fields").hidden = $("game").value !== "dale";
  $("pax-fields").hidden = $("game").value !== "pax";
});
$("form").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  $("refusal").textContent = "";
  const decks = $("decks").value.split(",").map(s => s.trim()).filter(Boolean);
  const body = {game: $("game").value, lang: lang,
                seats: [...document.querySelectorAll(".seat-kind")].map(s => s.value),
                animalfolk: decks.length ? decks : null,
                scenario: $("scenario").value || null};
  const file = $("scenario-file").files[0];
  if (body.game === "pax" && file) { body.scenario_text = await file.text(); body.scenario = null; }
  const r = await fetch("/api/tables", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  const data = await r.json();
  if (!r.ok) { $("refusal").textContent = typeof data.detail === "string" ? data.detail : JSON.stringify(data.detail); return; }
  $("links").replaceChildren(...data.links.map(k => el("li", {},
    el("span", {text: k.name + ": "}), el("a", {href: k.url, class: "seat-link", "data-seat": k.seat, target: "_blank", text: location.origin + k.url}))));
  $("links-box").hidden = false;
});
load();
