import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startFirestoreEmulator } from '../../scripts/test/firestoreEmulator.mjs';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { THROTTLE, VIEWPORT, clearDocuments, loadRules, previewEach, seed } from './scale.mjs';
const moment = Number(process.argv[2] ?? 8000);
const dist = process.argv[3] ?? 'artifacts/bench/afterload/dist-demo';
const lead = Number(process.env.TRACE_LEAD ?? 3000);
const emulator = await startFirestoreEmulator({ quiet: true, handleSignals: false });
const origin = `http://${emulator.host}`;
const servers = [];
const builds = [{ name: 'ours', dist }];
await previewEach(builds, servers);
await clearDocuments(origin);
await loadRules(origin, readFileSync('firestore.rules', 'utf8'));
await seed(origin, 0, 50, Math.floor(Date.now() / 1000) - 7 * 50 - 3600);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BENCH_CHROMIUM_ARGS });
for (let i = 0; i < Number(process.argv[4] ?? 1); i++) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__t = {};
    window.addEventListener('wheel', (e) => { if (!window.__t.scroll) { window.__t.scroll = e.timeStamp; window.__t.handled = performance.now(); const w = () => { if ([...document.querySelectorAll('article')].some(c => { const b = c.getBoundingClientRect(); return b.height > 0 && b.bottom > 0 && b.top < innerHeight; })) window.__t.card = performance.now(); else requestAnimationFrame(w); }; requestAnimationFrame(w); } }, { capture: true, passive: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLE.latencyMs, downloadThroughput: THROTTLE.downloadBytesPerSecond, uploadThroughput: THROTTLE.uploadBytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await page.goto(builds[0].url, { waitUntil: 'load' });
  await page.waitForTimeout(moment - lead);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'input', 'latencyInfo', 'toplevel', 'v8.execute', 'loading'] });
  await page.waitForTimeout(lead);
  for (let s = 0; s < 6; s++) { if (s) await page.waitForTimeout(50); await page.mouse.wheel(0, 800); }
  await page.waitForFunction(() => window.__t.card, undefined, { timeout: 30000 });
  await page.waitForTimeout(300);
  const buf = await browser.stopTracing();
  const t = await page.evaluate(() => ({ ...window.__t, links: [...document.querySelectorAll('link[rel=prefetch]')].length, marks: performance.getEntriesByType('mark').map(m => [m.name, Math.round(m.startTime)]) }));
  writeFileSync(`/tmp/t44/n-${moment}-${i}.json`, buf);
  console.log(moment, i, 'card', Math.round(t.card - t.scroll), 'inputDelay', Math.round(t.handled - t.scroll), 'links', t.links, JSON.stringify(t.marks));
  await context.close();
}
await browser.close();
for (const s of servers) await s.close();
await emulator.stop();
process.exit(0);
