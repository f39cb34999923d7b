// The home page: create a table and get each seat's secret link.
"use strict";
const $ = (id) => document.getElementById(id);
const L = Ludo.L, el = Ludo.el;
let lang = new URLSearchParams(location.search).get("lang") || (navigator.language || "en").slice(0, 2);
let bots = [];

function seatFields() {
  const n = +$("players").value;
  const old = [...document.querySelectorAll(".seat-kind")].map(s => s.value);
  const oldNames = [...document.querySelectorAll(".seat-name")].map(s => s.value);
  $("seat-fields").replaceChildren(...Array.from({length: n}, (_, i) => el("div", {class: "seat-row"},
    el("label", {},
      el("span", {text: L("seat_kind", {seat: i + 1}) + " "}),
      el("select", {class: "seat-kind", id: "seat-" + i, "aria-label": L("seat_kind", {seat: i + 1})},
        ...["human", ...bots].map(b => el("option", {value: b, selected: (old[i] || (i === 0 ? "human" : "greedy")) === b,
                                                    text: b === "human" ? L("human") : L("bot") + ": " + b})))),
    el("label", {},
      el("span", {text: L("name") + " "}),
      el("input", {class: "seat-name", id: "name-" + i, type: "text", maxlength: 40, value: oldNames[i] || "",
                   "aria-label": L("seat_kind", {seat: i + 1}) + ": " + L("name"), autocomplete: "off"})))));
  drawDecks();
}

// -- the deck choice: filters (box, a mechanic of its own), a pick, "random from the filtered"
let decks = [], picked = [];
function filtered() {
  const box = $("box-filter").value, simple = $("simple-only").checked;
  // interaction: 0 any, 1 at least one card acting on others, 3 at least three, -1 none
  const inter = +$("interaction-filter").value;
  return decks.filter(d => (!box || d.box === box) && (!simple || !d.mechanic)
    && (inter < 0 ? d.interaction === 0 : d.interaction >= inter));
}

function drawDecks() {
  const shown = filtered();
  $("deck-list").replaceChildren(...shown.map(d => el("label", {class: "deck-pick", "data-deck": d.key},
    el("input", {type: "checkbox", value: d.key, checked: picked.includes(d.key),
                 on: {change: (ev) => { picked = ev.target.checked ? [...picked, d.key] : picked.filter(k => k !== d.key); drawPicked(); }}}),
    el("span", {class: "deck-name", text: d.name + (d.mechanic ? " ★" : ""),
                title: d.box + (d.mechanic ? " · " + L("own_mechanic") : "") + " · " + L("acting_on_others", {count: d.interaction})}),
    el("span", {class: "row"}, ...d.cards.map(c => LudoCards.face(c, {mini: true, tag: "span"}, L))))));
  drawPicked();
}

function drawPicked() {
  const names = picked.map(k => (decks.find(d => d.key === k) || {name: k}).name);
  $("picked").textContent = L("picked", {decks: names.length ? names.join(", ") : L("none_picked")});
}

function randomDecks() {
  const pool = filtered().map(d => d.key), n = +$("players").value + 1;
  const out = [];
  const bytes = new Uint32Array(pool.length);
  crypto.getRandomValues(bytes);
  const order = pool.map((k, i) => [bytes[i], k]).sort((a, b) => a[0] - b[0]).map(x => x[1]);
  for (const k of order.slice(0, n)) out.push(k);
  picked = out;
  drawDecks();
}

// one player is a solo game against Mono: offered in the remaster only
function soloChoice() {
  const solo = $("o-solo"), remaster = $("edition").value === "remaster";
  solo.textContent = L("players_solo");
  solo.disabled = !remaster;
  if (!remaster && $("players").value === "1") { $("players").value = "2"; seatFields(); }
}

// the deck list offered follows the edition (a pick of the other edition's decks is dropped)
async function loadDecks() {
  const dr = await fetch("/api/decks?lang=" + encodeURIComponent(lang) + "&edition=" + encodeURIComponent($("edition").value));
  decks = (await dr.json()).decks;
  picked = picked.filter(k => decks.some(d => d.key === k));
}

async function load() {
  const r = await fetch("/api/labels?lang=" + encodeURIComponent(lang));
  const data = await r.json();
  lang = data.lang; bots = data.bots; Ludo.labels = data.labels;
  document.documentElement.lang = lang;
  $("title").textContent = L("title");
  $("h-new").textContent = L("new_table");
  $("l-game").textContent = L("game") + " ";
  $("game").querySelector("option[value=dale]").textContent = L("game_dale");  // the title of the edition in the language
  $("l-players").textContent = L("players") + " ";
  $("l-scenario").textContent = L("scenario");
  $("l-sample").textContent = L("sample");
  $("l-scenario-upload").textContent = L("scenario_upload");
  fetch("/api/scenarios").then(r => r.json()).then(d => $("scenario-names").replaceChildren(
    ...d.scenarios.map(n => el("option", {value: n})))).catch(() => {});
  $("create").textContent = L("create");
  $("h-links").textContent = L("links");
  $("lang").setAttribute("aria-label", L("language"));
  $("lang").replaceChildren(...Object.entries(data.languages).map(([k, name]) => el("option", {value: k, selected: k === lang, text: name})));
  $("l-edition").textContent = L("edition") + " ";
  $("o-classic").textContent = L("edition_classic");
  $("o-remaster").textContent = L("edition_remaster");
  soloChoice();
  await loadDecks();
  $("l-decks").textContent = L("choose_decks");
  $("l-box").textContent = L("box_filter") + " ";
  $("l-simple").textContent = L("simple_only");
  $("l-interaction").textContent = L("interaction_filter") + " ";
  $("o-any").textContent = L("interaction_any");
  $("o-some").textContent = L("interaction_some");
  $("o-much").textContent = L("interaction_much");
  $("o-none").textContent = L("interaction_none");
  $("random-decks").textContent = L("random_decks");
  $("l-rank-mode").textContent = L("rank_mode");
  const boxes = [...new Set(decks.map(d => d.box).filter(Boolean))];
  const was = $("box-filter").value;
  $("box-filter").replaceChildren(el("option", {value: "", text: L("every_box")}),
    ...boxes.map(b => el("option", {value: b, selected: b === was, text: b})));
  seatFields();
}

$("lang").addEventListener("change", () => { lang = $("lang").value; load(); });
$("players").addEventListener("change", seatFields);
$("edition").addEventListener("change", load);
$("box-filter").addEventListener("change", drawDecks);
$("simple-only").addEventListener("change", drawDecks);
$("interaction-filter").addEventListener("change", drawDecks);
$("random-decks").addEventListener("click", randomDecks);
$("game").addEventListener("change", () => {
  $("dale-fields").hidden = $("game").value !== "dale";
  $("pax-fields").hidden = $("game").value !== "pax";
});
$("form").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  $("refusal").textContent = "";
  const names = [...document.querySelectorAll(".seat-name")].map(s => s.value.trim());
  const body = {game: $("game").value, lang: lang,
                seats: [...document.querySelectorAll(".seat-kind")].map(s => s.value),
                names: names.some(Boolean) ? names : null,
                animalfolk: picked.length ? picked : null, edition: $("edition").value,
                scenario: $("scenario").value || null};
  const file = $("scenario-file").files[0];
  if (body.game === "dale" && $("rank-mode").checked) {
    body.rank_decks = true;
    body.animalfolk = picked.length ? picked : filtered().map(d => d.key);
  }
  if (body.game === "pax" && file) { body.scenario_text = await file.text(); body.scenario = null; }
  else if (body.game === "pax" && $("sample").checked) { body.sample = true; body.scenario = null; }
  const r = await fetch("/api/tables", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  const data = await r.json();
  if (!r.ok) { $("refusal").textContent = typeof data.detail === "string" ? data.detail : JSON.stringify(data.detail); return; }
  $("links").replaceChildren(...data.links.map(k => el("li", {},
    el("span", {text: k.name + ": "}), el("a", {href: k.url, class: "seat-link", "data-seat": k.seat, target: "_blank", text: location.origin + k.url}))));
  $("links-box").hidden = false;
});
load();
