import type { BrowserContext } from '@playwright/test';

/**
 * Firebase Auth's popup and redirect flows talk to the Auth emulator's helper frame through
 * Google's iframe library (https://apis.google.com/js/api.js), for the emulator too. Where
 * that host cannot be reached (a closed build machine), this serves a stand-in with the few
 * calls the SDK and the emulator's helper frame make (open a frame, register a handler, send
 * a message and hear the reply), over postMessage. Where it can be reached (CI), nothing is
 * replaced. The sign-in itself, the emulator's Google page, its accounts and tokens, and the
 * app's Auth SDK are all real either way.
 */
const STAND_IN = String.raw`(function () {
  var seq = 0, pending = {}, channels = [];
  function channel(getTarget) {
    var ch = { handlers: {}, queued: {} };
    ch.target = getTarget;
    ch.register = function (name, handler) {
      ch.handlers[name] = handler;
      (ch.queued[name] || []).forEach(function (deliver) { deliver(); });
      delete ch.queued[name];
    };
    ch.send = function (name, data, cb) {
      var id = ++seq;
      pending[id] = cb || function () {};
      getTarget().postMessage({ gapiStandIn: 1, kind: 'send', name: name, data: data, id: id }, '*');
    };
    ch.restyle = function () { return Promise.resolve(); };
    channels.push(ch);
    return ch;
  }
  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!m || m.gapiStandIn !== 1) return;
    if (m.kind === 'reply') {
      var cb = pending[m.id];
      delete pending[m.id];
      try { if (cb) cb(m.responses); } catch (e) { /* as gapi: a callback's throw stays there */ }
      return;
    }
    var ch = channels.filter(function (c) { return c.target() === event.source; })[0];
    if (!ch) return;
    function deliver() {
      Promise.resolve(ch.handlers[m.name](m.data)).then(function (result) {
        event.source.postMessage({ gapiStandIn: 1, kind: 'reply', id: m.id, responses: [result] }, '*');
      });
    }
    if (ch.handlers[m.name]) deliver();
    else (ch.queued[m.name] = ch.queued[m.name] || []).push(deliver);
  });
  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      var loaded = new Promise(function (resolve) { frame.onload = resolve; });
      frame.src = options.url;
      options.where.appendChild(frame);
      var ch = channel(function () { return frame.contentWindow; });
      ch.ping = function (cb) { return loaded.then(function () { if (cb) cb(); }); };
      return callback(ch);
    },
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };
  window.gapi = {
    load: function (_name, options) { setTimeout(options.callback || options, 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, Iframe: function () {}, getContext: function () { return context; } },
  };
})();`;

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

let googleReachable: Promise<boolean> | undefined;

/** Serves the stand-in for Google's iframe library to `context` when Google is out of reach. */
export async function useGapiStandInWhenOffline(context: BrowserContext): Promise<boolean> {
  googleReachable ??= reachable('https://apis.google.com/js/api.js');
  if (await googleReachable) return false;
  await context.route('https://apis.google.com/js/api.js*', (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload');
    const start = onload
      ? `window[${JSON.stringify(onload)}]();`
      : 'if (window.gapi_onload) window.gapi_onload();';
    return route.fulfill({ contentType: 'text/javascript', body: `${STAND_IN}\n${start}` });
  });
  return true;
}
