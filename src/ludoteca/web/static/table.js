// The Dale table: everything drawn from the last "state" message of this seat's link.
"use strict";
const $ = (id) => document.getElementById(id);
const L = Ludo.L, el = Ludo.el;
let S = null;            // the last state message
let selected = [];       // indexes into the hand
let pending = null;      // a purchase waiting for its confirmation
window.ludoMessages = [];  // every message received (tests inspect them)

function cardName(name) { return S && S.cards[name] ? S.cards[name].shown : (name === "junk" ? S.junk : name); }
function info(name) { return (S && S.cards[name]) || {name: name, shown: cardName(name), folk: "", kind: ""}; }
function describe(name, copy) { return LudoCards.describe(info(name), copy, L); }
function showInfo(name, copy) { $("cardinfo").textContent = describe(name, copy); }
// Whether the page asks before an action that ends the turn (a setting kept by the browser).
function askEnd() { return localStorage.getItem("ludoteca.askEnd") !== "0"; }
// Whether a short tone says that your turn has come (off unless the seat turns it on).
function soundOn() { return localStorage.getItem("ludoteca.sound") === "1"; }
// Whether Mono's turn is shown a line at a time (a solo game; a setting kept by the browser).
function monoSteps() { return localStorage.getItem("ludoteca.monoSteps") === "1"; }
let monoShown = null, monoTimer = null;  // the Mono turn drawn (its key), the animation
function chime() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx(), osc = ctx.createOscillator(), gain = ctx.createGain();
    osc.frequency.value = 660; gain.gain.value = 0.08;
    osc.connect(gain); gain.connect(ctx.destination);
    osc.start(); osc.stop(ctx.currentTime + 0.18);
  } catch (e) { /* no audio on this device */ }
}

// A card face; opts.value overrides the printed value (hand cards: their value now),
// opts.copy is what a copy counts as, opts.click what a click does (else: show the mechanic).
function tile(name, opts) {
  opts = opts || {};
  const attrs = {on: {focus: () => showInfo(name, opts.copy), mouseenter: () => showInfo(name, opts.copy),
                      click: opts.click || (() => showInfo(name, opts.copy))}};
  if (opts.pressed !== undefined) attrs["aria-pressed"] = opts.pressed ? "true" : "false";
  if (opts.index !== undefined) attrs["data-index"] = opts.index;
  if (opts.slot !== undefined) attrs["data-slot"] = opts.slot;
  const face = LudoCards.face(info(name), {value: opts.value, copy: opts.copy, mini: opts.mini, attrs: attrs}, L);
  face.classList.add("tile");
  return face;
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort(), y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

// An action as the reader reads it: the notation in the page's language (``shown``), the
// canonical text (``text``) being what is sent.
function shownText(a) { return a.shown || a.text; }

function actionButton(a) {
  return el("button", {class: "action", type: "button", "data-action": a.text,
                       "data-ends": a.ends ? "1" : "0", "aria-label": shownText(a), text: shownText(a),
                       on: {click: () => choose(a)}});
}

function payText(p) { return p.over > 0 ? L("excess_over", p) : L("excess", p); }

// An action from a button: one that ends the turn (or buys) asks first, unless the setting
// says not to; any other action is sent at once (and can be undone while the rules allow).
function choose(a) {
  $("refusal").textContent = "";
  if (askEnd() && a.ends === null && !a.pay) {
    // not known yet whether it ends the turn: asked first; the answer (onEnds) chooses again.
    // Without an answer in time (a connection over its rate, say) it asks the person.
    waiting = a;
    askEnds(a);
    setTimeout(() => { if (waiting === a) { waiting = null; confirm(a); } }, 1500);
    return;
  }
  if (askEnd() && (a.ends || a.pay)) {
    confirm(a);
    return;
  }
  send(a.text);
}

function confirm(a) {
  pending = a;
  askEnds(a);
  drawConfirm();
  $("confirm").hidden = false;
  $("confirm-yes").focus();
}

function drawConfirm() {
  const a = pending;
  if (!a) return;
  // a reaction in another seat's turn ends that reaction, not a turn of one's own
  const mine = S.view.active === S.seat;
  let text = a.ends ? L(mine ? "ends_turn" : "ends_reaction", {action: shownText(a)}) : shownText(a);
  if (a.pay) text += " — " + payText(a.pay);
  $("confirm-text").textContent = text;
}

// Whether an action ends the turn is not in the state message where it takes a trial
// (working it out for every action listed was half the server's work per action): asked for
// the action about to be sent and the purchase shown, once per state; the answer (an "ends"
// message) fills it in.
const asked = new Set();
let waiting = null;  // an action chosen whose answer is awaited before it is confirmed or sent
function askEnds(a) {
  if (!a || a.ends !== null) return;
  const key = S.n_actions + " " + a.text;
  if (asked.has(key)) return;
  asked.add(key);
  Ludo.send({type: "ends", text: a.text, version: S.n_actions});
}

function onEnds(msg) {
  if (!S || msg.version !== S.n_actions || msg.ends === null) return;
  const a = (S.legal || []).find(x => x.text === msg.text);
  if (!a || a.ends !== null) return;
  a.ends = msg.ends;
  if (buying !== null) drawBuy();
  if (pending && pending.text === a.text) { pending = a; drawConfirm(); }
  if (waiting && waiting.text === a.text) { waiting = null; choose(a); }
}

function send(text) {
  pending = null; buying = null; waiting = null;
  $("confirm").hidden = true;
  $("buy").hidden = true;
  selected = [];
  Ludo.send({type: "act", text: text, version: S.n_actions});
}

// -- buying from a market click: a suggested payment, changed by picking other hand cards --
let buying = null;  // the market slot whose purchase is being prepared
function buysOf(slot) { return (S.legal || []).filter(a => a.verb === "buy" && a.slot === slot && a.uses); }

function startBuy(slot, name) {
  showInfo(name);
  if (S.seat < 0 || S.deciding !== S.seat) return;
  const buys = buysOf(slot);
  $("refusal").textContent = "";
  if (!buys.length) { $("refusal").textContent = L("cannot_buy"); return; }
  // suggested: the least excess, then the fewest cards, then the cheapest-valued technique
  const best = [...buys].sort((x, y) => (x.pay ? x.pay.over : 0) - (y.pay ? y.pay.over : 0)
                                        || x.uses.length - y.uses.length)[0];
  buying = slot;
  selectCards(best.uses);
  draw();
  $("buy").scrollIntoView({block: "nearest"});
}

function selectCards(names) {
  const hand = (S.view.hand || []).map(c => c.name);
  selected = [];
  for (const n of names) {
    const i = hand.findIndex((h, k) => h === n && !selected.includes(k));
    if (i >= 0) selected.push(i);
  }
}

function currentBuy() {
  const hand = (S.view.hand || []).map(c => c.name);
  const picked = selected.map(i => hand[i]);
  return buysOf(buying).find(a => sameCards(a.uses, picked)) || null;
}

function drawBuy() {
  const box = $("buy");
  const slot = buying === null ? null : (S.view.market || []).find(m => m.slot === buying);
  if (!slot || !slot.card || S.deciding !== S.seat || !buysOf(buying).length) { box.hidden = true; buying = null; return; }
  box.hidden = false;
  $("buy-title").textContent = L("buy_title", {card: cardName(slot.card), slot: slot.slot, price: slot.price});
  const a = currentBuy();
  askEnds(a);
  $("buy-text").textContent = a ? shownText(a) + " — " + payText(a.pay) + (a.ends ? " · " + L("ends_short") : "")
                                : L("no_payment");
  $("buy-yes").disabled = !a;
  const others = buysOf(buying).slice(0, 12);
  $("buy-others").replaceChildren(el("span", {class: "muted", text: L("other_payments") + " "}),
    ...others.map(o => el("button", {type: "button", class: "payment", "data-action": o.text,
                                       text: o.uses.map(cardName).join(", ") + " (" + (o.pay ? o.pay.paid : "") + ")",
                                       on: {click: () => { selectCards(o.uses); draw(); }}})));
}

function drawLabels() {
  document.documentElement.lang = S.lang;
  const mine = S.seat >= 0 && S.deciding === S.seat && !S.over;
  // the tab says when it is your turn, even in the background
  document.title = (mine ? "● " + L("your_turn_title") + " — " : "") + L("title");
  $("title").textContent = L("title");
  $("h-decision").textContent = L("choices");
  $("h-actions").textContent = L("actions");
  $("h-all").textContent = L("all_choices");
  $("h-hand").textContent = L("your_hand");
  $("hand-hint").textContent = L("hand_hint");
  $("clear").textContent = L("clear");
  $("h-market").textContent = L("market");
  $("market-hint").textContent = S.seat >= 0 ? L("market_hint") : "";
  $("h-seats").textContent = L("stalls");
  $("h-log").textContent = L("log");
  $("undo").textContent = L("undo");
  $("record").textContent = L("record");
  $("replay").textContent = L("replay");
  $("hint").textContent = L("hint");
  $("confirm-yes").textContent = L("confirm");
  $("confirm-no").textContent = L("cancel");
  $("buy-yes").textContent = L("confirm");
  $("buy-no").textContent = L("cancel");
  $("dialog-close").textContent = L("close");
  $("l-ask-end").textContent = L("ask_end");
  $("ask-end").checked = askEnd();
  $("ask-end").parentElement.hidden = S.seat < 0;
  $("l-sound").textContent = L("sound");
  $("sound").checked = soundOn();
  $("sound").parentElement.hidden = S.seat < 0;
  $("l-mono-steps").textContent = L("mono_steps");
  $("mono-steps").checked = monoSteps();
  $("mono-steps").parentElement.hidden = !S.mono;
  $("h-mono").textContent = L("mono_turn");
  $("h-summary").textContent = L("summary");
  $("rematch").textContent = L("rematch");
  $("rematch-link").textContent = L("rematch_open");
  $("h-decks").textContent = L("decks_in_play", {decks: (S.decks || []).map(d => d.name).join(", ")});
  $("lang").setAttribute("aria-label", L("language"));
  showConnection();
}

function openPile(title, cards) {
  $("dialog-title").textContent = L("pile_title", {pile: title});
  $("dialog-body").replaceChildren(el("ol", {class: "pile-list"}, ...cards.map(n => el("li", {}, tile(n, {mini: true})))));
  $("dialog").showModal();
}

// The market as on the board: +4 … +0 from left to right, the price on each slot; a click
// on a card starts its purchase.
function marketSlots(v) { return [...(v.market || [])].sort((x, y) => y.slot - x.slot); }

function drawMarket(v) {
  $("market").replaceChildren(...marketSlots(v).map(m => el("div", {class: "slot" + (buying === m.slot ? " buying" : ""), "data-slot": m.slot},
      el("div", {class: "slot-head", text: "+" + m.slot + (m.price !== null ? " · " + L("price", {price: m.price}) : "")}),
      m.card ? tile(m.card, {slot: m.slot, click: () => startBuy(m.slot, m.card)}) : el("span", {class: "muted", text: "—"}))));
  const bin = v.market_discard || [];
  // the remaster's words (supply, bin, junkyard: rule dale.remaster.terms) in its games
  const words = v.edition === "remaster" ? ["supply", "bin", "junkyard"]
                                         : ["market_deck", "market_discard", "junk_pile"];
  const binButton = el("button", {type: "button", id: "market-discard",
    text: L(words[1], {count: bin.length}) + (bin.length ? " · " + L("top", {card: cardName(bin[bin.length - 1])}) : ""),
    on: {click: () => openPile(L(words[1], {count: bin.length}), bin)}});
  $("market-caption").replaceChildren(
    el("span", {text: L(words[0], {count: v.market_deck}) + " · "}), binButton,
    el("span", {text: " · " + L(words[2], {count: v.junk_pile})}));
}

function drawHand(v) {
  const hand = v.hand || [];
  $("hand").replaceChildren(...hand.map((c, i) => tile(c.name, {
    value: c.value, index: i, pressed: selected.includes(i),
    click: () => { const k = selected.indexOf(i); if (k >= 0) selected.splice(k, 1); else selected.push(i);
                   showInfo(c.name); draw(); }})));
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
  if (d.cards && d.cards.length) parts.push(el("div", {}, el("span", {text: L("shown", {cards: ""})}), el("div", {class: "row"}, ...d.cards.map(n => tile(n, {mini: true})))));
  if (d.paying) parts.push(el("p", {text: L("paying", {cards: d.paying.map(cardName).join(", ")})}));
  if (v.in_play && v.in_play.length) parts.push(el("div", {}, el("span", {text: L("in_play", {cards: ""})}), el("div", {class: "row"}, ...v.in_play.map(n => tile(n, {mini: true})))));
  if (S.effects.length) parts.push(el("p", {text: L("effects", {effects: S.effects.join("; ")})}));
  if (S.seat < 0) parts.push(el("p", {class: "muted", text: L("watching")}));
  $("decision").replaceChildren(...parts);
}

function drawSeats(v) {
  $("seats").replaceChildren(...v.seats.map(s => {
    const info = S.seats[s.seat] || {label: L("seat_kind", {seat: s.seat + 1})};
    const discard = s.discard || [];
    const top = discard.length ? discard[discard.length - 1] : null;
    const copies = (S.copies || {})[s.seat] || [];
    return el("div", {class: "seat" + (s.seat === v.active ? " active" : ""), "data-seat": s.seat},
      el("strong", {text: info.label + (s.seat === S.seat ? " (" + L("you") + ")" : "") + (s.seat === v.active ? " ◀" : "")}),
      el("div", {class: "muted", text: [L("hand_count", {count: s.hand}), L("deck_count", {count: s.deck}), L(s.stall.length === 1 ? "stall_one" : "stall", {count: s.stall.length})]
                                          .concat(s.coins ? [L("coins", {count: s.coins})] : [])
                                          .concat(v.extra && v.extra.clock ? [L("clock", {side: ({dawn: L("clock_dawn"), day: L("clock_day"), night: L("clock_night")})[v.extra.clock[s.seat]] || v.extra.clock[s.seat]})] : []).join(" · ")}),
      el("div", {class: "row stall"}, ...s.stall.map((stack, k) => el("div", {class: "stack", role: "group", "aria-label": L("stack", {n: k + 1})},
        el("span", {class: "muted", text: L("stack", {n: k + 1})}),
        ...stack.map((n, j) => tile(n, {mini: true, copy: (copies[k] || [])[j] || undefined}))))),
      el("div", {class: "row"},
        el("button", {type: "button", class: "pile", "data-seat": s.seat, text: L("discard", {count: discard.length}) + (top ? " · " + L("top", {card: cardName(top)}) : ""),
                      on: {click: () => openPile(info.label + " — " + L("discard", {count: discard.length}), discard)}}),
        top ? tile(top, {mini: true}) : null),
      S.mono && s.seat === S.mono.seat ? el("div", {class: "row mono-hand", "data-mono-hand": "1"},
        el("span", {class: "muted", text: S.mono.hand_line || ""}),
        ...S.mono.hand.map((n) => tile(n, {mini: true}))) : null,
      (s.schedule || []).length ? el("div", {class: "row schedule"},
        el("span", {class: "muted", text: L("schedule", {cards: s.schedule.map(cardName).join(", ")})}),
        ...s.schedule.map((n) => tile(n, {mini: true}))) : null);
  }));
}

// Card names in a log line become references showing the card on hover, focus or tap.
let cardPattern = null, patternKey = "";
function logLine(line) {
  const names = Object.keys(S.cards).filter(n => n !== "junk").sort((a, b) => b.length - a.length);
  const key = names.join("|");
  if (key !== patternKey) {
    patternKey = key;
    cardPattern = names.length ? new RegExp("(" + names.map(n => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") + ")", "g") : null;
  }
  if (!cardPattern) return el("li", {text: line});
  const li = el("li", {});
  let at = 0;
  for (const m of line.matchAll(cardPattern)) {
    if (m.index > at) li.append(line.slice(at, m.index));
    const c = info(m[0]);
    li.append(el("span", {class: "card-ref", tabindex: "0", "data-name": m[0], title: describe(m[0]),
                          style: "--hue: " + LudoCards.hueOf(c),
                          on: {focus: () => showInfo(m[0]), mouseenter: () => showInfo(m[0]), click: () => showInfo(m[0])},
                          text: m[0]}));
    at = m.index + m[0].length;
  }
  if (at < line.length) li.append(line.slice(at));
  return li;
}

// A solo game: Mono's last turn, one line per step (its open hand is in its seat, drawSeats); a new turn of Mono is
// shown a line at a time (every 400 ms) when the setting asks for it, else at once.
function drawMono() {
  const m = S.mono;
  $("mono-box").hidden = !m;
  if (!m) return;
  const key = m.turn === null ? "" : m.turn + "|" + m.lines.join("\n");
  if (key === monoShown) return;
  const first = monoShown === null;
  monoShown = key;
  clearInterval(monoTimer);
  const box = $("mono-log");
  if (m.turn === null) { box.replaceChildren(el("li", {class: "muted", text: L("mono_none")})); return; }
  if (first || !monoSteps()) { box.replaceChildren(...m.lines.map(logLine)); box.dataset.done = "1"; return; }
  box.replaceChildren();
  box.dataset.done = "0";
  let k = 0;
  const lines = m.lines;
  monoTimer = setInterval(() => {
    if (k < lines.length) box.append(logLine(lines[k++]));
    if (k >= lines.length) { clearInterval(monoTimer); box.dataset.done = "1"; }
  }, 400);
}

function drawLog() {
  $("log").replaceChildren(...S.log.map(logLine));
  $("log").scrollTop = $("log").scrollHeight;
  const undo = $("undo");
  undo.hidden = S.seat < 0 || S.over;
  undo.disabled = !!S.undo_refused;
  undo.title = S.undo_refused || "";
  // the reason undo is unavailable, as text beside the button (not only a tooltip)
  $("undo-reason").textContent = S.seat >= 0 && !S.over && S.undo_refused ? L("undo_unavailable", {reason: S.undo_refused}) : "";
  const rec = $("record");
  rec.hidden = !S.over;
  rec.href = "/api/links/" + Ludo.token + "/record";
  $("replay").hidden = !S.over;
  // Every seat is told whether hints are allowed; the deciding seat may ask for one.
  $("hints-status").textContent = L(S.hints_allowed ? "hints_allowed" : "hints_not_allowed");
  $("hint").hidden = !S.hints_allowed || S.over || S.seat < 0;
  $("hint").disabled = S.deciding !== S.seat;
}

function drawDecks() {
  const r = S.ranked;
  $("decks").replaceChildren(r ? el("p", {id: "ranked-points", class: "muted", text: L("ranked_points", {points:
      Object.entries(r.points).sort((a, b) => b[1] - a[1]).map(([k, n]) => (r.names[k] || k) + " " + n).join(", ")})}) : "",...(S.decks || []).map(d => el("div", {class: "deck", "data-deck": d.key},
    el("h3", {text: d.name}),
    el("ul", {class: "deck-cards"}, ...d.cards.map(n => el("li", {},
      tile(n, {mini: true}), el("span", {class: "rule", text: info(n).summary || ""})))))));
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
      el("li", {}, el("strong", {text: h.shown || h.action}),
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
  drawDecision(v); drawMarket(v); drawHand(v); drawActions(); drawBuy(); drawSeats(v); drawMono(); drawLog();
  drawDecks(); drawSummary();
}

// -- the end: the summary, the plot of stacks over the turns, the rematch --------------------
function plot(sum) {
  const NS = "http://www.w3.org/2000/svg", W = 360, H = 150, P = 22;
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  svg.setAttribute("id", "stacks-plot");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", L("stacks_plot"));
  const maxTurn = Math.max(1, sum.turns), maxStacks = 8;
  const x = t => P + (W - P - 6) * (t - 1) / Math.max(1, maxTurn - 1);
  const y = n => H - P - (H - P - 6) * n / maxStacks;
  const add = (tag, attrs, text) => { const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); if (text !== undefined) e.textContent = text; svg.appendChild(e); return e; };
  add("line", {x1: P, y1: y(0), x2: W - 6, y2: y(0), stroke: "#999"});
  add("line", {x1: P, y1: y(0), x2: P, y2: y(maxStacks), stroke: "#999"});
  for (const n of [0, 4, 8]) add("text", {x: 4, y: y(n) + 4, "font-size": 10, fill: "#555"}, String(n));
  add("text", {x: W - 6, y: H - 6, "font-size": 10, "text-anchor": "end", fill: "#555"}, L("turn_axis", {turn: maxTurn}));
  const colours = ["#2a6fdb", "#d9822b", "#3c9d4e", "#9b59b6"];
  sum.series.forEach((points, seat) => {
    // a step line: the stacks stay until the next build
    const pts = [];
    points.forEach((p, i) => { if (i) pts.push(x(p[0]) + "," + y(points[i - 1][1])); pts.push(x(p[0]) + "," + y(p[1])); });
    add("polyline", {points: pts.join(" "), fill: "none", stroke: colours[seat % 4], "stroke-width": 2, "data-seat": seat});
  });
  return svg;
}

function drawSummary() {
  const box = $("summary"), sum = S.summary;
  box.hidden = !sum;
  if (!sum) return;
  const colours = ["#2a6fdb", "#d9822b", "#3c9d4e", "#9b59b6"];
  const head = ["sum_player", "sum_stacks", "sum_coins", "sum_turns", "sum_bought"].map(k => el("th", {scope: "col", text: L(k)}));
  const rows = sum.seats.map(r => el("tr", {"data-seat": r.seat, class: r.seat === sum.winner ? "won" : ""},
    el("th", {scope: "row"}, el("span", {class: "swatch", style: "background:" + colours[r.seat % 4]}), r.label),
    el("td", {class: "stacks", text: String(r.stacks)}), el("td", {text: String(r.coins)}), el("td", {text: String(r.turns)}),
    el("td", {class: "bought", text: Object.entries(r.bought).map(([d, n]) => d + " " + n).join(", ") || "—"})));
  $("summary-body").replaceChildren(
    el("p", {text: S.status + " " + L("sum_turns_total", {turns: sum.turns})}),
    el("div", {class: "scroll"}, el("table", {id: "summary-table"}, el("thead", {}, el("tr", {}, ...head)), el("tbody", {}, ...rows))),
    el("p", {class: "muted", text: L("stacks_plot")}), plot(sum));
  $("rematch").hidden = !!S.rematch || S.seat < 0;  // the players start a rematch
  const link = $("rematch-link");
  link.hidden = !S.rematch;
  if (S.rematch) link.href = S.rematch;
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
      loss: m.loss_shown || m.loss.toFixed(1), best: m.best_shown || m.best}) + (m.mark ? " — " + analysis.marks[m.mark] : "")}) : null;
    S = Object.assign({}, saved, {cards: data.cards});
    const v = step.view;
    body.replaceChildren(
      el("p", {text: L("step", {n: k, total: data.steps.length - 1}) + (step.action ? " — " + L("step_action", {seat: step.seat, action: step.shown || step.action}) : "")}),
      el("div", {class: "row"},
        el("button", {type: "button", id: "replay-prev", text: L("previous"), disabled: k === 0, on: {click: () => { k--; show(); }}}),
        el("button", {type: "button", id: "replay-next", text: L("next"), disabled: k === data.steps.length - 1, on: {click: () => { k++; show(); }}}),
        el("input", {type: "range", id: "replay-step", min: 0, max: data.steps.length - 1, value: k,
                     "aria-label": L("step", {n: k, total: data.steps.length - 1}),
                     on: {change: (ev) => { k = +ev.target.value; show(); }}})),
      analysis ? curve(analysis, k, data.steps.length - 1) : null,
      coach,
      el("p", {class: "muted", text: L("market")}),
      el("div", {class: "row"}, ...marketSlots(v).filter(m => m.card).map(m => tile(m.card, {mini: true}))),
      el("p", {class: "muted", text: L("your_hand")}),
      el("div", {class: "row"}, ...v.hand.map(c => tile(c.name, {mini: true}))),
      el("p", {class: "muted", text: L("stalls")}),
      el("ul", {}, ...v.seats.map(s => el("li", {}, el("span", {text: (saved.seats[s.seat] || {}).label + ": "}),
        el("div", {class: "row stall"}, ...s.stall.map((st, i) => el("div", {class: "stack"},
          ...st.map((n, j) => tile(n, {mini: true, copy: (((step.copies || {})[s.seat] || [])[i] || [])[j] || undefined})))))))));
    S = saved;
  };
  $("dialog-title").textContent = L("replay");
  show();
  $("dialog").showModal();
}

// -- the deck choice by ranking: order the decks, send the ranking; the game starts when
// every person has sent theirs ----------------------------------------------------------------
let rankOrder = null;
function drawLobby() {
  const lb = S.lobby;
  document.documentElement.lang = S.lang;
  document.title = L("rank_title") + " — " + L("title");
  Ludo.fillLanguages($("lang"), S.languages, S.lang);
  $("title").textContent = L("title");
  showConnection();
  $("lobby").hidden = false;
  document.querySelector("main").hidden = true;
  $("summary").hidden = true;
  $("status").textContent = "";
  $("notice").textContent = S.notice || "";
  $("notice").hidden = !S.notice;
  for (const id of ["ask-end", "sound", "mono-steps"]) $(id).parentElement.hidden = true;
  $("h-lobby").textContent = L("rank_title");
  $("lobby-hint").textContent = L("rank_hint", {need: lb.need});
  const keys = lb.pool.map(d => d.key);
  if (!rankOrder || rankOrder.length !== keys.length || !keys.every(k => rankOrder.includes(k))) rankOrder = lb.mine ? [...lb.mine] : keys;
  const byKey = Object.fromEntries(lb.pool.map(d => [d.key, d]));
  const move = (i, d) => { const j = i + d; if (j < 0 || j >= rankOrder.length) return;
    [rankOrder[i], rankOrder[j]] = [rankOrder[j], rankOrder[i]]; drawLobby(); $("ranking").children[j].querySelector(d < 0 ? ".up" : ".down").focus(); };
  $("ranking").replaceChildren(...rankOrder.map((k, i) => el("li", {class: "rank-row", "data-deck": k},
    el("span", {class: "deck-name", text: byKey[k].name}),
    el("button", {type: "button", class: "up", "aria-label": L("move_up", {deck: byKey[k].name}), text: "▲", disabled: i === 0 || S.seat < 0, on: {click: () => move(i, -1)}}),
    el("button", {type: "button", class: "down", "aria-label": L("move_down", {deck: byKey[k].name}), text: "▼", disabled: i === rankOrder.length - 1 || S.seat < 0, on: {click: () => move(i, 1)}}),
    el("span", {class: "row"}, ...byKey[k].cards.map(n => tile(n, {mini: true}))))));
  $("send-ranking").textContent = L("send_ranking");
  $("send-ranking").hidden = S.seat < 0;
  $("lobby-sent").hidden = !lb.mine;
  $("lobby-sent").textContent = lb.mine ? L("ranking_sent") : "";
  const who = [];
  if (lb.ranked.length) who.push(L("ranked_by", {names: lb.ranked.join(", ")}));
  if (lb.waiting.length) who.push(L("waiting_for", {names: lb.waiting.join(", ")}));
  $("lobby-who").textContent = who.join(" · ");
}

// A state message carries only the card tiles and log lines this page lacks (the server's
// Server.state_message): the tiles join those kept, the lines replace the kept ones from
// msg.log_from on; "cards_all" / "log_all" (or a first message) start again from the message.
const LOG_KEPT = 200;
function keep(msg) {
  if (S && msg.cards_all === false) msg.cards = Object.assign({}, S.cards, msg.cards);
  if (S && msg.log_all === false && S.log_from !== undefined &&
      msg.log_from >= S.log_from && msg.log_from <= S.log_from + S.log.length) {
    const lines = S.log.slice(0, msg.log_from - S.log_from).concat(msg.log);
    const drop = Math.max(0, lines.length - LOG_KEPT);
    msg.log = lines.slice(drop);
    msg.log_from = S.log_from + drop;
  }
}

function onMessage(msg) {
  window.ludoMessages.push(msg);
  if (msg.type === "state" && msg.lobby) {
    if (msg.labels) Ludo.labels = msg.labels;  // sent again only when the language changes
    S = msg;
    drawLobby();
    return;
  }
  if (msg.type === "state") {
    $("lobby").hidden = true;
    document.querySelector("main").hidden = false;
    if (S && S.lobby) S = null;  // the game has started: drawn from scratch
    keep(msg);
    const handChanged = !S || JSON.stringify(S.view.hand) !== JSON.stringify(msg.view.hand);
    const turnCame = S && msg.seat >= 0 && !msg.over && msg.deciding === msg.seat && S.deciding !== msg.seat;
    if (turnCame && soundOn()) chime();
    if (msg.labels) Ludo.labels = msg.labels;  // sent again only when the language changes
    if (!S || S.n_actions !== msg.n_actions) {  // another state (an undo too)
      asked.clear();
      waiting = null;  // an action chosen in the state now gone is not sent
    }
    S = msg;
    if (handChanged) { selected = []; buying = null; }
    if (msg.deciding !== msg.seat) { pending = null; buying = null; $("confirm").hidden = true; }
    draw();
  } else if (msg.type === "ends") {
    onEnds(msg);
  } else if (msg.type === "refused" || msg.type === "error") {
    $("refusal").textContent = msg.explanation + (msg.where ? " (" + msg.where + ")" : "");
  }
}

$("clear").addEventListener("click", () => { selected = []; draw(); });
$("buy-yes").addEventListener("click", () => { const a = currentBuy(); if (a) send(a.text); });
$("buy-no").addEventListener("click", () => { buying = null; selected = []; draw(); });
$("ask-end").addEventListener("change", () => localStorage.setItem("ludoteca.askEnd", $("ask-end").checked ? "1" : "0"));
$("rematch").addEventListener("click", () => Ludo.send({type: "rematch"}));
$("send-ranking").addEventListener("click", () => Ludo.send({type: "rank", order: rankOrder}));
$("mono-steps").addEventListener("change", () => localStorage.setItem("ludoteca.monoSteps", $("mono-steps").checked ? "1" : "0"));
$("sound").addEventListener("change", () => localStorage.setItem("ludoteca.sound", $("sound").checked ? "1" : "0"));
$("confirm-yes").addEventListener("click", () => { if (pending) send(pending.text); });
$("confirm-no").addEventListener("click", () => { pending = null; $("confirm").hidden = true; });
$("undo").addEventListener("click", () => { selected = []; Ludo.send({type: "undo", version: S.n_actions}); });
$("dialog-close").addEventListener("click", () => $("dialog").close());
$("replay").addEventListener("click", replay);
$("hint").addEventListener("click", hint);
// The connection's state in the page's language: said again once the labels arrive (the
// socket opens before the first state message brings them).
function showConnection() {
  const up = document.body.dataset.connected === "1";
  const known = document.body.dataset.connected && Object.keys(Ludo.labels).length;
  $("conn").textContent = known ? L(up ? "connected" : "disconnected") : "";
}
Ludo.connect(onMessage, (up) => {
  document.body.dataset.connected = up ? "1" : "0";
  showConnection();
});
