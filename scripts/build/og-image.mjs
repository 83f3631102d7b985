// Renders the link preview, public/og-image.png (1200x630, what Open Graph and X's large
// card show), from scripts/build/og-image.svg in headless Chromium, with the Fredoka face the
// page's headline uses. Run it after changing the SVG and commit both files; the build only
// copies the PNG (vite.config.ts points og:image at it when the site's origin is known).
//
//   npm run og-image
/* global document -- page functions run in the browser */
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findBrowser, CHROMIUM_ARGS } from '../test/browser.mjs';

const WIDTH = 1200;
const HEIGHT = 630;
const SVG = fileURLToPath(new URL('./og-image.svg', import.meta.url));
const FONT = fileURLToPath(
  new URL(
    '../../node_modules/@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2',
    import.meta.url,
  ),
);
const OUT = fileURLToPath(new URL('../../public/og-image.png', import.meta.url));
/** Crawlers fetch the image on every share; past this it is worth making simpler. */
const BUDGET_BYTES = 100 * 1024;

// The font travels inside the page (no file:// or network fetch to allow), under the name the
// SVG asks for first.
const page = `<!doctype html>
<html>
  <head>
    <style>
      @font-face {
        font-family: 'Fredoka';
        src: url(data:font/woff2;base64,${readFileSync(FONT).toString('base64')}) format('woff2');
        font-weight: 300 700;
      }
      html, body { margin: 0; background: #140b2e; }
      svg { display: block; }
    </style>
  </head>
  <body>${readFileSync(SVG, 'utf8')}</body>
</html>`;

/** The width and height a PNG's IHDR chunk declares. */
function pngSize(png) {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const browserInfo = await findBrowser();
if (!browserInfo) process.exit(1);
const browser = await chromium.launch({ executablePath: browserInfo.path, args: CHROMIUM_ARGS });
try {
  const tab = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  await tab.setContent(page);
  // Both weights the SVG uses must be Fredoka, not a silent fallback to a system face.
  const fontsLoaded = await tab.evaluate(async () => {
    await document.fonts.ready;
    const faces = await Promise.all([
      document.fonts.load('700 300px Fredoka', '21'),
      document.fonts.load('600 54px Fredoka', 'Countdown'),
    ]);
    return faces.every((found) => found.length > 0);
  });
  if (!fontsLoaded) throw new Error('Fredoka did not load; the image would use a fallback font');
  const png = await tab.screenshot({
    type: 'png',
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    animations: 'disabled',
  });
  const { width, height } = pngSize(png);
  if (width !== WIDTH || height !== HEIGHT) {
    throw new Error(`rendered ${width}x${height}, not ${WIDTH}x${HEIGHT}`);
  }
  writeFileSync(OUT, png);
  const kb = (png.length / 1024).toFixed(1);
  console.log(`wrote ${OUT} (${width}x${height}, ${kb} KB)`);
  if (png.length > BUDGET_BYTES) {
    console.warn(`warning: over the ${BUDGET_BYTES / 1024} KB budget; simplify the SVG`);
  }
} finally {
  await browser.close();
}
