// The Dale table: everything drawn from the last "state" message of this seat's link.
"use strict";
const $ = (id) => document.getElementById(id);
const L = Ludo.L, el = Ludo.el;
let S = null;            // the last state message
let selected = [];       // indexes into the hand
let pending = null;      // a purchase waiting for its confirmation
window.ludoMessages = [];  // every message received (tests inspect them)

function cardName(name) { return S && S.cards[name] ? S.cards[name].shown : (name === "junk" ? S.junk : name); }

function describe(name) {
  const c = (S && S.cards[name]) || {shown: name};
  const parts = [c.shown];
  if (c.value !== null && c.value !== undefined) parts.push(L("value", {value: c.value}));
  if (c.folk_name) parts.push(c.folk_name);
  if (c.kind_text) parts.push(c.kind_text + (c.bonus ? " " + L("bonus") : ""));
  return parts.join(" · ") + (c.summary ? " — " + c.summary : "");
}

function showInfo(name) { $("cardinfo").textContent = describe(name); }

// A card tile; "value" overrides the printed value (hand cards: their value now).
function tile(name, opts) {
  opts = opts || {};
  const c = (S && S.cards[name]) || {shown: name, folk: "", kind: ""};
  const kind = c.kind === "T" ? "T" : (c.kind === "P" || c.kind === "P*") ? "P" : "";
  const value = opts.value !== undefined ? opts.value : c.value;
  const attrs = {class: "tile folk-" + (c.folk || "none"), type: "button", "data-name": name,
                 title: describe(name), "aria-label": describe(name),
                 on: {focus: () => showInfo(name), mouseenter: () => showInfo(name),
                      click: opts.click || (() => showInfo(name))}};
  if (opts.pressed !== undefined) attrs["aria-pressed"] = opts.pressed ? "true" : "false";
  if (opts.index !== undefined) attrs["data-index"] = opts.index;
  return el("button", attrs,
    el("span", {class: "name", text: c.shown + (c.bonus ? " (+)" : "")}),
    el("span", {class: "meta", text: [value !== null && value !== undefined ? value : "", c.folk_name || "", kind].filter(x => x !== "").join(" · ")}));
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort(), y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

function actionButton(a) {
  return el("button", {class: "action", type: "button", "data-action": a.text,
                       "aria-label": a.text, text: a.text,
                       on: {click: () => choose(a)}});
}

function choose(a) {
  $("refusal").textContent = "";
  if (a.pay) {
    pending = a;
    const p = a.pay;
    $("confirm-text").textContent = a.text + " — " + (p.over > 0 ? S.excess_over_text(p) : S.excess_text(p));
    $("confirm").hidden = false;
    $("confirm-yes").focus();
    return;
  }
  send(a.text);
}

function send(text) {
  pending = null;
  $("confirm").hidden = true;
  selected = [];
  Ludo.send({type: "act", text: text, version: S.n_actions});
}

function drawLabels() {
  document.documentElement.lang = S.lang;
  document.title = L("title");
  $("title").textContent = L("title");
  $("h-decision").textContent = L("choices");
  $("h-actions").textContent = L("actions");
  $("h-all").textContent = L("all_choices");
  $("h-hand").textContent = L("your_hand");
  $("hand-hint").textContent = L("hand_hint");
  $("clear").textContent = L("clear");
  $("h-market").textContent = L("market");
  $("h-seats").textContent = L("stalls");
  $("h-log").textContent = L("log");
  $("undo").textContent = L("undo");
  $("record").textContent = L("record");
  $("replay").textContent = L("replay");
  $("hint").textContent = L("hint");
  $("confirm-yes").textContent = L("confirm");
  $("confirm-no").textContent = L("cancel");
  $("dialog-close").textContent = L("close");
  $("lang").setAttribute("aria-label", L("language"));
}

function openPile(title, cards) {
  $("dialog-title").textContent = L("pile_title", {pile: title});
  $("dialog-body").replaceChildren(el("ol", {}, ...cards.map(n => el("li", {}, tile(n)))));
  $("dialog").showModal();
}

function drawMarket(v) {
  $("market").replaceChildren(...v.market.map(m => {
    const box = el("div", {class: "slot", "data-slot": m.slot},
      el("div", {class: "muted", text: L("slot", {slot: m.slot}) + (m.price !== null ? " · " + L("price", {price: m.price}) : "")}),
      m.card ? tile(m.card) : el("span", {class: "muted", text: "—"}));
    return box;
  }));
  const bin = v.market_discard || [];
  const binButton = el("button", {type: "button", id: "market-discard",
    text: L("market_discard", {count: bin.length}) + (bin.length ? " · " + L("top", {card: cardName(bin[bin.length - 1])}) : ""),
    on: {click: () => openPile(L("market_discard", {count: bin.length}), bin)}});
  $("market-caption").replaceChildren(
    el("span", {text: L("market_deck", {count: v.market_deck}) + " · "}), binButton,
    el("span", {text: " · " + L("junk_pile", {count: v.junk_pile})}));
}

function drawHand(v) {
  const hand = v.hand || [];
  $("hand").replaceChildren(...hand.map((c, i) => tile(c.name, {
    value: c.value, index: i, pressed: selected.includes(i),
    click: () => { const k = selected.indexOf(i); if (k >= 0) selected.splice(k, 1); else selected.push(i);
                   showInfo(c.name); drawHand(S.view); drawActions(); }})));
  $("hand").parentElement.hidden = S.seat < 0;
}

function drawActions() {
  const legal = S.legal || [];
  const hand = (S.view.hand || []).map(c => c.name);
  const picked = selected.map(i => hand[i]);
  const fit = legal.filter(a => a.uses && picked.length > 0 && sameCards(a.uses, picked));
  const other = legal.filter(a => !a.uses);
  const bare = legal.filter(a => a.uses && a.uses.length === 0);
  $("actions").replaceChildren(...(picked.length ? (fit.length ? fit.map(actionButton) : [el("p", {class: "muted", text: L("no_action")})]) : bare.map(actionButton)));
  $("h-actions").hidden = legal.length === 0;
  $("choices").replaceChildren(...other.map(actionButton));
  $("all").replaceChildren(...legal.map(actionButton));
  $("all-box").hidden = legal.length === 0;
}

function drawDecision(v) {
  const d = v.decision || {};
  const parts = [];
  if (d.cards && d.cards.length) parts.push(el("p", {}, el("span", {text: L("shown", {cards: ""})}), ...d.cards.map(n => tile(n))));
  if (d.paying) parts.push(el("p", {text: L("paying", {cards: d.paying.map(cardName).join(", ")})}));
  if (v.in_play && v.in_play.length) parts.push(el("p", {text: L("in_play", {cards: v.in_play.map(cardName).join(", ")})}));
  if (S.effects.length) parts.push(el("p", {text: L("effects", {effects: S.effects.join("; ")})}));
  if (S.seat < 0) parts.push(el("p", {class: "muted", text: L("watching")}));
  $("decision").replaceChildren(...parts);
}

function drawSeats(v) {
  $("seats").replaceChildren(...v.seats.map(s => {
    const info = S.seats[s.seat] || {label: "Seat " + (s.seat + 1)};
    const discard = s.discard || [];
    const top = discard.length ? discard[discard.length - 1] : null;
    return el("div", {class: "seat", "data-seat": s.seat},
      el("strong", {text: info.label + (s.seat === S.seat ? " (" + L("you") + ")" : "") + (s.seat === v.active ? " ◀" : "")}),
      el("div", {class: "muted", text: [L("hand_count", {count: s.hand}), L("deck_count", {count: s.deck}), L("stall", {count: s.stall.length})].join(" · ")}),
      el("div", {class: "row"}, ...s.stall.map((stack, k) => el("div", {class: "stack", "aria-label": L("stack", {n: k + 1})},
        el("span", {class: "muted", text: L("stack", {n: k + 1})}), ...stack.map(n => el("span", {text: cardName(n), title: describe(n)}))))),
      el("div", {class: "row"},
        el("button", {type: "button", class: "pile", "data-seat": s.seat, text: L("discard", {count: discard.length}) + (top ? " · " + L("top", {card: cardName(top)}) : ""),
                      on: {click: () => openPile(info.label + " — " + L("discard", {count: discard.length}), discard)}}),
        top ? tile(top) : null),
      (s.schedule || []).length ? el("div", {class: "muted schedule", text: L("schedule", {cards: s.schedule.map(cardName).join(", ")})}) : null);
  }));
}

function drawLog() {
  $("log").replaceChildren(...S.log.map(line => el("li", {text: line})));
  $("log").scrollTop = $("log").scrollHeight;
  const undo = $("undo");
  undo.hidden = S.seat < 0;
  undo.disabled = !!S.undo_refused;
  undo.title = S.undo_refused || "";
  const rec = $("record");
  rec.hidden = !S.over;
  rec.href = "/api/links/" + Ludo.token + "/record";
  $("replay").hidden = !S.over;
  // Every seat is told whether hints are allowed; the deciding seat may ask for one.
  $("hints-status").textContent = L(S.hints_allowed ? "hints_allowed" : "hints_not_allowed");
  $("hint").hidden = !S.hints_allowed || S.over || S.seat < 0;
  $("hint").disabled = S.deciding !== S.seat;
}

async function hint() {
  $("hint").disabled = true;
  $("dialog-title").textContent = L("hint");
  $("dialog-body").replaceChildren(el("p", {class: "muted", text: L("thinking")}));
  $("dialog").showModal();
  const r = await fetch("/api/links/" + Ludo.token + "/hint");
  const data = await r.json();
  if (!r.ok) {
    $("dialog-body").replaceChildren(el("p", {text: data.detail || r.statusText}));
  } else {
    $("dialog-body").replaceChildren(el("ol", {id: "hint-list"}, ...data.hints.map(h =>
      el("li", {}, el("strong", {text: h.action}),
         el("span", {text: " — " + Math.round(100 * h.probability) + "%: " + h.why})))));
  }
  $("hint").disabled = S.deciding !== S.seat;
}

// The win-probability curve of the analysis: one line per seat, the marks as dots, the
// current step as a vertical line.
function curve(analysis, k, total) {
  const NS = "http://www.w3.org/2000/svg", W = 360, H = 120;
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  svg.setAttribute("id", "win-curve");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", L("win_probability"));
  const x = i => 4 + (W - 8) * (i - 1) / Math.max(1, total - 1);
  const y = p => H - 4 - (H - 8) * p;
  const colours = ["#2a6fdb", "#d9822b", "#3c9d4e", "#9b59b6"];
  const seats = [...new Set(analysis.moves.map(m => m.seat))];
  for (const seat of seats) {
    const own = analysis.moves.filter(m => m.seat === seat);
    const line = document.createElementNS(NS, "polyline");
    line.setAttribute("points", own.map(m => x(m.index) + "," + y(m.before)).join(" "));
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", colours[(seat - 1) % 4]);
    svg.appendChild(line);
    for (const m of own.filter(m => m.mark)) {
      const dot = document.createElementNS(NS, "circle");
      dot.setAttribute("cx", x(m.index)); dot.setAttribute("cy", y(m.before));
      dot.setAttribute("r", m.mark === "blunder" ? 3.5 : m.mark === "mistake" ? 2.5 : 1.8);
      dot.setAttribute("fill", m.mark === "blunder" ? "#c00000" : m.mark === "mistake" ? "#e06000" : "#d4a017");
      svg.appendChild(dot);
    }
  }
  const now = document.createElementNS(NS, "line");
  now.setAttribute("x1", x(k + 1)); now.setAttribute("x2", x(k + 1));
  now.setAttribute("y1", 0); now.setAttribute("y2", H);
  now.setAttribute("stroke", "#888");
  svg.appendChild(now);
  return svg;
}

function draw() {
  drawLabels();
  Ludo.fillLanguages($("lang"), S.languages, S.lang);
  const v = S.view;
  const status = $("status");
  status.textContent = S.status;
  $("notice").textContent = S.notice || "";
  $("notice").hidden = !S.notice;
  status.className = S.over ? "winner" : "";
  S.excess_text = (p) => L("excess", p);
  S.excess_over_text = (p) => L("excess_over", p);
  drawDecision(v); drawMarket(v); drawHand(v); drawActions(); drawSeats(v); drawLog();
}

async function replay() {
  const r = await fetch("/api/links/" + Ludo.token + "/replay");
  if (!r.ok) return;
  const data = await r.json();
  const a = await fetch("/api/links/" + Ludo.token + "/analysis");
  const analysis = a.ok ? await a.json() : null;
  const saved = S;
  let k = 0;
  const body = $("dialog-body");
  const show = () => {
    const step = data.steps[k];
    const m = analysis ? analysis.moves.find(x => x.index === k + 1) : null;
    const coach = m ? el("p", {id: "replay-coach", text: L("coach_line", {
      before: Math.round(100 * m.before), after: Math.round(100 * m.after),
      loss: m.loss.toFixed(1), best: m.best}) + (m.mark ? " — " + analysis.marks[m.mark] : "")}) : null;
    S = Object.assign({}, saved, {cards: data.cards});
    const v = step.view;
    body.replaceChildren(
      el("p", {text: L("step", {n: k, total: data.steps.length - 1}) + (step.action ? " — " + step.seat + ": " + step.action : "")}),
      el("div", {class: "row"},
        el("button", {type: "button", id: "replay-prev", text: L("previous"), disabled: k === 0, on: {click: () => { k--; show(); }}}),
        el("button", {type: "button", id: "replay-next", text: L("next"), disabled: k === data.steps.length - 1, on: {click: () => { k++; show(); }}})),
      analysis ? curve(analysis, k, data.steps.length - 1) : null,
      coach,
      el("p", {class: "muted", text: L("market")}),
      el("div", {class: "row"}, ...v.market.filter(m => m.card).map(m => tile(m.card))),
      el("p", {class: "muted", text: L("your_hand")}),
      el("div", {class: "row"}, ...v.hand.map(c => tile(c.name))),
      el("p", {class: "muted", text: L("stalls")}),
      el("ul", {}, ...v.seats.map(s => el("li", {text: (saved.seats[s.seat] || {}).label + ": " + s.stall.map(st => st.map(cardName).join("+")).join(" | ")}))));
    S = saved;
  };
  $("dialog-title").textContent = L("replay");
  show();
  $("dialog").showModal();
}

function onMessage(msg) {
  window.ludoMessages.push(msg);
  if (msg.type === "state") {
    const handChanged = !S || JSON.stringify(S.view.hand) !== JSON.stringify(msg.view.hand);
    Ludo.labels = msg.labels;
    S = msg;
    if (handChanged) selected = [];
    if (msg.deciding !== msg.seat) { pending = null; $("confirm").hidden = true; }
    draw();
  } else if (msg.type === "refused" || msg.type === "error") {
    $("refusal").textContent = msg.explanation + (msg.where ? " (" + msg.where + ")" : "");
  }
}

$("clear").addEventListener("click", () => { selected = []; drawHand(S.view); drawActions(); });
$("confirm-yes").addEventListener("click", () => { if (pending) send(pending.text); });
$("confirm-no").addEventListener("click", () => { pending = null; $("confirm").hidden = true; });
$("undo").addEventListener("click", () => { selected = []; Ludo.send({type: "undo", version: S.n_actions}); });
$("dialog-close").addEventListener("click", () => $("dialog").close());
$("replay").addEventListener("click", replay);
$("hint").addEventListener("click", hint);
Ludo.connect(onMessage, (up) => {
  document.body.dataset.connected = up ? "1" : "0";
  $("conn").textContent = up ? L("connected") : L("disconnected");
});
