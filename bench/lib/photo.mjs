// "Making the photo small" (issue 38): from choosing a 12-megapixel JPEG in the wall's form to
// its PreparedPhoto's bytes being ready, on the bench's throttled phone (THROTTLE.cpu, the
// scale section's 4x, a mid-range phone), in the production build. The photo is drawn in the
// page before the clock starts: 4000 x 3000 of gradients, soft shapes and a sensor's grain
// (so it encodes like a photo, not like a flat canvas), as a JPEG at 0.9. It is set on the
// "Add a photo" input from inside the page (no 4 MB through the DevTools protocol), and the
// time is the form's own two marks (src/wall/form/photo/usePhoto.ts, PHOTO_MARKS): chosen,
// then ready. That includes fetching the shrinking chunk, as a guest's first photo does.
/* global document, window, DataTransfer -- drawPhoto and choosePhoto run in the page. */
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { median } from './median.mjs';
import { kB, row } from './report.mjs';
import { serveBuild } from './serve.mjs';
import { THROTTLE, VIEWPORT } from './scale.mjs';

export const PHOTO_RUNS = 3;
export const PHOTO_SIZE = { width: 4000, height: 3000 };
const MARKS = { chosen: 'photo:chosen', ready: 'photo:ready' };

/** Runs in the page: draws the photo and resolves with its JPEG's size in bytes. */
async function drawPhoto({ width, height }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#f3b58a');
  sky.addColorStop(0.5, '#8a6fd1');
  sky.addColorStop(1, '#1e3a5f');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  // A seeded generator: every run draws the same photo.
  let seed = 21;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  context.filter = 'blur(8px)';
  for (let shape = 0; shape < 120; shape += 1) {
    context.fillStyle = `hsla(${Math.floor(random() * 360)}, 60%, ${30 + random() * 50}%, 0.5)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 20 + random() * 260, 0, Math.PI * 2);
    context.fill();
  }
  context.filter = 'none';
  const image = context.getImageData(0, 0, width, height);
  const pixels = image.data;
  for (let at = 0; at < pixels.length; at += 4) {
    const grain = (random() - 0.5) * 24;
    pixels[at] += grain;
    pixels[at + 1] += grain;
    pixels[at + 2] += grain;
  }
  context.putImageData(image, 0, 0);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  window.__benchPhoto = new File([blob], 'IMG_0021.jpg', { type: 'image/jpeg' });
  canvas.width = 0;
  return blob.size;
}

/** Runs in the page: chooses the drawn photo on the form's input, as a change event. */
function choosePhoto() {
  const input = [...document.querySelectorAll('input[type="file"]')].find(
    (field) => field.labels?.[0]?.textContent?.trim() === 'Add a photo',
  );
  if (!input) throw new Error('no "Add a photo" input');
  const files = new DataTransfer();
  files.items.add(window.__benchPhoto);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function oneRun(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page
      .getByRole('region', { name: 'Message Wall' })
      .evaluate((wall) => wall.scrollIntoView());
    await page.getByLabel('Add a photo').waitFor({ state: 'attached', timeout: 60_000 });
    const jpegBytes = await page.evaluate(drawPhoto, PHOTO_SIZE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    await page.evaluate(choosePhoto);
    await page.getByRole('img', { name: 'The photo you chose' }).waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await page.evaluate(
      ({ chosen, ready, bytes }) => {
        const measure = performance.measure('photo', chosen, ready);
        return { ms: measure.duration, jpegBytes: bytes };
      },
      { ...MARKS, bytes: jpegBytes },
    );
  } finally {
    await context.close();
  }
}

/** PHOTO_RUNS fresh pages on `url` (the served build); the median and each run. */
export async function measurePhoto(browserPath, url) {
  const browser = await chromium.launch({ executablePath: browserPath, args: BENCH_CHROMIUM_ARGS });
  try {
    const runs = [];
    for (let run = 0; run < PHOTO_RUNS; run += 1) runs.push(await oneRun(browser, url));
    return {
      medianMs: median(runs.map((run) => run.ms)),
      runs,
      cpuSlowdown: THROTTLE.cpu,
      size: PHOTO_SIZE,
    };
  } finally {
    await browser.close();
  }
}

/** The section for bench/run.mjs: `dist` served as visitors get it, its rows and details. */
export async function photoSection(browserPath, dist, cleanups) {
  const server = await serveBuild(dist);
  cleanups.add(server.stop);
  try {
    const measured = await measurePhoto(browserPath, server.url);
    const each = measured.runs.map((run) => `${Math.round(run.ms)}`).join(', ');
    const jpeg = measured.runs[0]?.jpegBytes ?? 0;
    return {
      rows: [
        row(
          'photo',
          `a 12 MP JPEG (${kB(jpeg)}) chosen to its bytes ready, ${measured.cpuSlowdown}x CPU`,
          Math.round(measured.medianMs),
          'photoShrinkMs',
          { note: `${Math.round(measured.medianMs)} ms (median of ${each} ms)` },
        ),
      ],
      details: measured,
    };
  } finally {
    await server.stop();
    cleanups.delete(server.stop);
  }
}
