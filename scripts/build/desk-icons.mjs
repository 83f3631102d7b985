// Renders the installed organizer desk's icons (public/moderate-icon-192.png, -512.png and the
// maskable -maskable-512.png, which the desk's manifest lists: scripts/build/vite/deskManifest.ts)
// in headless Chromium: the favicon's beer glass with a check mark, the desk's sign. Run it
// after changing the drawing and commit the PNGs; the build only copies them.
//
//   npm run desk-icons
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findBrowser, CHROMIUM_ARGS } from '../test/browser.mjs';

const FAVICON = readFileSync(
  fileURLToPath(new URL('../../public/favicon.svg', import.meta.url)),
  'utf8',
);
/** The favicon's drawing without its own rounded background. */
const GLASS = FAVICON.replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const CHECK =
  '<circle cx="49" cy="49" r="11" fill="#3ddc84" stroke="#140b2e" stroke-width="3"/>' +
  '<path d="M43.5 49.5l4 4 7-8" fill="none" stroke="#140b2e" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>';

/** Full-bleed night square; a maskable icon keeps the drawing inside the central 80 %. */
function svg(size, maskable) {
  const scale = maskable ? 0.72 : 0.92;
  const shift = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" ${maskable ? '' : 'rx="14"'} fill="#140b2e"/>
<g transform="translate(${shift} ${shift}) scale(${scale})">${GLASS}${CHECK}</g></svg>`;
}

const ICONS = [
  { file: 'moderate-icon-192.png', size: 192, maskable: false },
  { file: 'moderate-icon-512.png', size: 512, maskable: false },
  { file: 'moderate-icon-maskable-512.png', size: 512, maskable: true },
];

const browserInfo = await findBrowser();
if (!browserInfo) process.exit(1);
const browser = await chromium.launch({ executablePath: browserInfo.path, args: CHROMIUM_ARGS });
try {
  for (const { file, size, maskable } of ICONS) {
    const tab = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    await tab.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`,
    );
    const png = await tab.screenshot({
      type: 'png',
      omitBackground: !maskable,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    const out = fileURLToPath(new URL(`../../public/${file}`, import.meta.url));
    writeFileSync(out, png);
    console.log(`wrote ${out} (${size}x${size}, ${(png.length / 1024).toFixed(1)} KB)`);
    await tab.close();
  }
} finally {
  await browser.close();
}
