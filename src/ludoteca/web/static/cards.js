// Card faces: a card drawn from its tile data (the state message's "cards"): the deck's
// colour and symbol (a badge with the deck's initials), the value, the name, the kind, the
// bonus-action mark, and what it counts as when it is a copy. The mechanic is the card's
// title and accessible description, and is shown by the page on hover, focus or tap.
"use strict";
const LudoCards = {
  // A stable hue per deck key (27 decks and any later one, no table to keep).
  hue(key) {
    let h = 7;
    for (const ch of key || "") h = (h * 31 + ch.charCodeAt(0)) % 3607;
    return (h * 137) % 360;
  },
  hueOf(c) { return c.hue !== null && c.hue !== undefined ? c.hue : LudoCards.hue(c.folk); },
  initials(name) {
    const words = (name || "").split(/[\s-]+/).filter(Boolean);
    return words.length > 1 ? (words[0][0] + words[1][0]).toUpperCase()
                            : (name || "?").slice(0, 2).replace(/^./, c => c.toUpperCase());
  },
  // One line: name · value · deck · kind (+) — mechanic.
  describe(c, copy, L) {
    const parts = [c.shown + (copy ? " " + L("as_copy", {copy: copy}) : "")];
    if (c.value !== null && c.value !== undefined) parts.push(L("value", {value: c.value}));
    if (c.folk_name) parts.push(c.folk_name);
    if (c.kind_text) parts.push(c.kind_text + (c.bonus ? " " + L("bonus") : ""));
    return parts.join(" · ") + (c.summary ? " — " + c.summary : "");
  },
  // The face: opts.value (the value now), opts.copy (what it counts as), opts.mini (stalls,
  // piles), opts.tag ("button" or "div"), any other attributes in opts.attrs.
  face(c, opts, L) {
    opts = opts || {};
    const el = Ludo.el;
    const folk = c.folk || "none";
    const value = opts.value !== undefined ? opts.value : c.value;
    const kind = c.kind === "T" ? "T" : c.kind === "P" ? "P" : c.kind === "P*" ? "P*" : "";
    const style = folk === "junk" || folk === "none" ? "--hue: 40; --sat: 8%"
                                                      : "--hue: " + LudoCards.hueOf(c) + "; --sat: 55%";
    const text = LudoCards.describe(c, opts.copy, L);
    const attrs = Object.assign({class: "card" + (opts.mini ? " mini" : "") + " folk-" + folk,
                                 style: style, "data-name": c.name, "data-folk": folk,
                                 "data-kind": c.kind || "", title: text, "aria-label": text},
                                opts.attrs || {});
    if ((opts.tag || "button") === "button") attrs.type = "button";
    return el(opts.tag || "button", attrs,
      el("span", {class: "band"},
        el("span", {class: "badge", "aria-hidden": "true", text: folk === "junk" ? "·" : LudoCards.initials(c.folk_name)}),
        el("span", {class: "value", text: value !== null && value !== undefined ? String(value) : ""})),
      el("span", {class: "name", text: c.shown}),
      opts.copy ? el("span", {class: "copy", text: L("as_copy", {copy: opts.copy})}) : null,
      el("span", {class: "kind", text: (c.kind_text || "") + (c.bonus ? " " : "")},
        c.bonus ? el("span", {class: "bonus", title: L("bonus"), text: "(+)"}) : null));
  },
};
