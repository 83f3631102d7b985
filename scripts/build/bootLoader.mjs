// The home page's one inline script: it starts the boot entry (src/boot.ts) only once the
// page has painted its content, so nothing of the entry's (its download, its evaluation)
// comes before the first contentful paint, however late the browser commits that frame. It is
// the same text in every build (the entry's URL is read from a meta the prerender writes), so
// the site's CSP allows it by one fixed hash in firebase.json (scripts/build/bootLoader.test.mjs
// checks it).
//
// It starts the entry at the first contentful paint, after 3 s without one (a background
// tab, a browser without paint timing), or at the visitor's first scroll, tap or key press,
// whichever comes first. One made before the entry has arrived is noted in
// window.__engagedEarly, which src/boot/engagement.ts reads (the names and the 3 s are
// src/boot/loaderContract.mjs's, which the entry reads too), so it is not lost. An entry that
// fails to arrive (the connection dropped, a newer deploy replaced it) is asked for again at
// the next scroll, tap or key press, or when the browser is back online; once it has
// arrived, the loader stops listening.
import { createHash } from 'node:crypto';
import {
  BOOT_MODULE_META,
  ENGAGED_EARLY,
  ENGAGEMENT_EVENTS,
  FIRST_PAINT_TIMEOUT_MS,
} from '../../src/boot/loaderContract.mjs';

export { BOOT_MODULE_META };

/** The engagement events as an ES5 array literal's items. */
const EVENTS = ENGAGEMENT_EVENTS.map((type) => `'${type}'`).join(',');

/** The loader, as written into index.html (keep it ES5 and short: it is parsed on every visit). */
export const BOOT_LOADER = `(function(){var m=document.querySelector('meta[name="${BOOT_MODULE_META}"]');if(!m)return;var d=0,e=[${EVENTS}],o={capture:true,passive:true};function off(){for(var i=0;i<e.length;i++)removeEventListener(e[i],early,o);removeEventListener('online',go)}function go(){if(d)return;d=1;import(m.content).then(off,function(){d=0})}function early(){window.${ENGAGED_EARLY}=1;go()}for(var i=0;i<e.length;i++)addEventListener(e[i],early,o);addEventListener('online',go);setTimeout(go,${FIRST_PAINT_TIMEOUT_MS});try{new PerformanceObserver(function(l,p){if(!l.getEntriesByName('first-contentful-paint').length)return;p.disconnect();go()}).observe({type:'paint',buffered:true})}catch(x){go()}})()`;

/** The CSP source that allows the loader: its SHA-256, as firebase.json's script-src lists it. */
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
