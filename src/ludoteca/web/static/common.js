// Shared by the pages: labels from the server's catalogue, the link's token, a WebSocket
// that reconnects by itself (the link rejoins the same seat).
"use strict";
const Ludo = {
  token: location.pathname.split("/").pop(),
  labels: {},
  L(key, values) {
    let s = Ludo.labels[key] || key;
    for (const [k, v] of Object.entries(values || {})) s = s.split("{" + k + "}").join(String(v));
    return s;
  },
  el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "text") e.textContent = v;
      else if (k === "on") for (const [ev, f] of Object.entries(v)) e.addEventListener(ev, f);
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids) if (k !== null && k !== undefined) e.append(k);
    return e;
  },
  connect(onMessage, onStatus) {
    let ws = null, delay = 300;
    const open = () => {
      const proto = location.protocol === "https:" ? "wss:" : "ws:";
      ws = Ludo.ws = new WebSocket(proto + "//" + location.host + "/ws/" + Ludo.token);
      ws.onopen = () => { delay = 300; onStatus(true); };
      ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
      ws.onclose = () => { onStatus(false); setTimeout(open, delay); delay = Math.min(delay * 2, 5000); };
    };
    open();
    Ludo.send = (msg) => { if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg)); };
  },
  fillLanguages(select, languages, lang) {
    select.replaceChildren(...Object.entries(languages).map(([k, name]) =>
      Ludo.el("option", {value: k, selected: k === lang, text: name})));
    select.onchange = () => Ludo.send({type: "lang", lang: select.value});
  },
};
