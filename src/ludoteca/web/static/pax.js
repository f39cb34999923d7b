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
    $("host-ask").textContent = S.host_ask || "";
    $("host-answer-form").hidden = !S.host_ask;
  } else {
    $("h-me").textContent = S.you;
    $("private").replaceChildren(...S.private.map(x => el("li", {text: x})));
    $("prompt").textContent = S.prompt || (S.sealed ? "" : L("nothing_asked"));
    $("l-answer").textContent = L("answer") + " ";
    $("send").textContent = L("send");
    $("answer-form").hidden = !S.prompt;
    $("sealed").hidden = !S.sealed;
    $("sealed").textContent = S.sealed ? L("sealed", {answer: S.sealed}) : "";
  }
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
