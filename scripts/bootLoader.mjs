// The home page's one inline script: it starts the boot entry (src/boot.ts) only once the
// page has painted, so nothing of the entry's (its download, its evaluation) comes before
// the first paint, however late the browser commits its first frame. It is the same text in
// every build (the entry's URL is read from a meta the prerender writes), so the site's CSP
// allows it by one fixed hash in firebase.json (scripts/bootLoader.test.mjs checks it).
//
// It starts the entry at the first paint, after 3 s without a paint entry (a background tab,
// a browser without paint timing), or at the visitor's first scroll, tap or key press,
// whichever comes first. One made before the entry has arrived is noted in
// window.__engagedEarly, which src/engagement.ts reads, so it is not lost.
import { createHash } from 'node:crypto';

/** The meta that names the boot entry's URL, read by the loader. */
export const BOOT_MODULE_META = 'boot-module';

/** The loader, as written into index.html (keep it ES5 and short: it is parsed on every visit). */
export const BOOT_LOADER = `(function(){var m=document.querySelector('meta[name="${BOOT_MODULE_META}"]');if(!m)return;var d=0,e=['pointerdown','keydown','touchstart','wheel','scroll'],o={capture:true,passive:true};function go(){if(d)return;d=1;import(m.content)}function early(){window.__engagedEarly=1;go()}for(var i=0;i<e.length;i++)addEventListener(e[i],early,o);setTimeout(go,3000);try{new PerformanceObserver(function(l,p){p.disconnect();go()}).observe({type:'paint',buffered:true})}catch(x){go()}})()`;

/** The CSP source that allows the loader: its SHA-256, as firebase.json's script-src lists it. */
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
