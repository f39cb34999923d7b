// The Pax companion: the host screen (seat -1) and each player's phone.
"use strict";
const $ = (id) => document.getElementById(id);
const L = Ludo.L, el = Ludo.el;
let S = null;
window.ludoMessages = [];

function options(select, values) {
  const keep = select.value;
  select.replaceChildren(...values.map(v => el("option", {value: v, selected: v === keep, text: v})));
}

function draw() {
  document.documentElement.lang = S.lang;
  Ludo.fillLanguages($("lang"), S.languages, S.lang);
  $("title").textContent = L("pax_title") + (S.title ? " — " + S.title : "");
  $("h-screen").textContent = S.seat < 0 ? L("host") : L("your_link", {name: S.you});
  $("lines").replaceChildren(...S.lines.map(x => el("li", {text: x})));
  $("players").replaceChildren(...S.players.filter(p => p.asked).map(p =>
    el("li", {"data-player": p.name, text: p.name + ": " + (p.sealed ? L("answered") : L("not_answered"))})));
  drawYear();
  const host = S.seat < 0;
  $("host").hidden = !host;
  $("me").hidden = host;
  if (host) {
    $("h-host").textContent = L("host");
    $("l-initiator").textContent = L("initiator") + " ";
    $("l-buried").textContent = L("buried");
    $("start-auction").textContent = L("start_auction");
    $("l-zone").textContent = L("zone") + " ";
    $("l-attacker").textContent = L("attacker") + " ";
    $("l-target").textContent = L("target") + " ";
    $("start-battle").textContent = L("start_battle");
    $("l-host-answer").textContent = L("answer") + " ";
    $("host-send").textContent = L("send");
    options($("initiator"), S.names); options($("attacker"), S.names); options($("zone"), S.zones);
    $("auction-form").hidden = $("battle-form").hidden = S.running;
    const y = S.year;
    $("run-goods").textContent = L("run_goods");
    $("run-goods").hidden = S.running || y.phase_key !== "goods";
    $("next-phase").textContent = L("next_phase", {phase: y.next_phase_name});
    $("next-phase").hidden = S.running;
    $("end-turn").textContent = L("end_turn");
    $("end-turn").hidden = S.running || y.phase_key !== "play";
    $("download").textContent = L("download_scenario");
    $("download").href = "/api/links/" + Ludo.token + "/scenario";
    $("l-apply").textContent = L("apply") + " ";
    $("apply-send").textContent = L("apply_send");
    $("apply-form").hidden = S.running;
    $("host-ask").textContent = S.host_ask || "";
    $("host-answer-form").hidden = !S.host_ask;
  } else {
    $("h-me").textContent = S.you;
    $("private").replaceChildren(...S.private.map(x => el("li", {text: x})));
    $("prompt").textContent = S.prompt || (S.sealed ? "" : L("nothing_asked"));
    $("l-answer").textContent = L("answer") + " ";
    $("send").textContent = L("send");
    const sides = S.sides || [];
    $("answer-form").hidden = !S.prompt || sides.length > 0;
    // a bid is a number: the phone shows its number keypad; a side is a button
    $("answer").setAttribute("inputmode", S.procedure === "auction" ? "numeric" : "text");
    if (S.procedure === "auction") $("answer").setAttribute("pattern", "[0-9]*"); else $("answer").removeAttribute("pattern");
    $("sides").hidden = sides.length === 0;
    $("l-sides").textContent = L("your_side");
    $("side-buttons").replaceChildren(...sides.map(x => el("button", {type: "button", class: "side", "data-answer": x.text,
      text: x.label, on: {click: () => Ludo.send({type: "answer", text: x.text})}})));
    $("sealed").hidden = !S.sealed;
    $("sealed").textContent = S.sealed ? L("sealed", {answer: S.sealed}) : "";
  }
}

// The year on every screen: year and phase, the Goods Year step or whose play turn it is,
// the turn order, the Fund, and each player's money and number of cards in hand.
function drawYear() {
  const y = S.year;
  $("h-year").textContent = L("year_panel");
  $("year-line").textContent = L("year_line", {year: y.year, phase: y.phase});
  const detail = [];
  if (y.step) detail.push(L("goods_step", {step: y.step}));
  if (y.turn) detail.push(L("play_turn", {name: y.turn}));
  detail.push(L("turn_order", {order: y.order.join(", ")}));
  detail.push(L("fund", {fund: y.fund}));
  $("year-detail").textContent = detail.join(" · ");
  $("year-players").replaceChildren(
    el("thead", {}, el("tr", {}, ...["pax_player", "pax_money", "pax_hand"].map(k => el("th", {scope: "col", text: L(k)})))),
    el("tbody", {}, ...y.players.map(p => el("tr", {"data-player": p.name},
      el("th", {scope: "row", text: p.name}), el("td", {class: "money", text: "$" + p.money}),
      el("td", {class: "hand", text: p.hand + " / " + p.limit})))));
}

function onMessage(msg) {
  window.ludoMessages.push(msg);
  if (msg.type === "state") { if (msg.labels) Ludo.labels = msg.labels; S = msg; $("refusal").textContent = ""; draw(); }
  else $("refusal").textContent = msg.explanation + (msg.where ? " (" + msg.where + ")" : "");
}

$("answer-form").addEventListener("submit", (ev) => { ev.preventDefault(); Ludo.send({type: "answer", text: $("answer").value}); $("answer").value = ""; });
$("host-answer-form").addEventListener("submit", (ev) => { ev.preventDefault(); Ludo.send({type: "answer", text: $("host-answer").value}); $("host-answer").value = ""; });
$("auction-form").addEventListener("submit", (ev) => { ev.preventDefault(); Ludo.send({type: "start", kind: "auction", initiator: $("initiator").value, buried: $("buried").checked}); });
$("battle-form").addEventListener("submit", (ev) => { ev.preventDefault(); Ludo.send({type: "start", kind: "battle", zone: $("zone").value, attacker: $("attacker").value, target: $("target").value || null}); });
Ludo.connect(onMessage, (up) => { document.body.dataset.connected = up ? "1" : "0"; $("conn").textContent = up ? L("connected") : L("disconnected"); });
$("run-goods").addEventListener("click", () => Ludo.send({type: "start", kind: "goods"}));
$("next-phase").addEventListener("click", () => Ludo.send({type: "apply", text: "phase " + S.year.next_phase}));
$("end-turn").addEventListener("click", () => Ludo.send({type: "apply", text: "end turn"}));
$("apply-form").addEventListener("submit", (ev) => { ev.preventDefault(); Ludo.send({type: "apply", text: $("apply-text").value}); $("apply-text").value = ""; });
