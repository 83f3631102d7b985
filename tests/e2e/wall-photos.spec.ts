import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serverPort } from '../../scripts/test/emulator.mjs';

// The bench's wall harness (the wall-harness project in playwright.config.ts serves it), every
// third card with a photo: bench/harness/fixturePhotos.ts draws the images and counts which
// were read (window.photoReads), as the real reading module reads each once.
const HARNESS = `http://127.0.0.1:${serverPort('E2E_PORT', 4173) + 1}/wall.html?n=30&photos=1`;

declare global {
  interface Window {
    photoReads: string[];
  }
}

/** axe on the harness: the wall alone, without the home page's title (its level-one heading). */
const axe = (page: Page) =>
  new AxeBuilder({ page }).disableRules(['page-has-heading-one']).analyze();

/** The photo cards whose thumbnail was read, and those within a screen of the view. */
const readAndNear = (page: Page) =>
  page.evaluate(() => {
    const view = window.innerHeight;
    const near = [...document.querySelectorAll<HTMLElement>('.wall-photo')]
      .filter((frame) => {
        const { top, bottom } = frame.getBoundingClientRect();
        return bottom > -view && top < 2 * view;
      })
      .map((frame) => `thumb/${frame.dataset['photoId']}`);
    return { read: window.photoReads.filter((key) => key.startsWith('thumb/')), near };
  });

for (const width of [375, 1280]) {
  test(`photo cards at ${width} px: their place kept, thumbnails read near the view, no axe violations`, async ({
    page,
  }) => {
    // Two axe runs, a dialog and a scroll down the whole wall: about 15 s alone, past the 30 s
    // default on a machine busy with the other lanes' browsers (npm test's stage 3).
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(HARNESS);
    const first = page.getByRole('button', { name: 'Open photo: Photo from Ava' }).first();
    await expect(first.getByRole('img')).toBeVisible({ timeout: 30_000 });

    // Only the thumbnails of cards within a screen of the view were read, not the 10 in all.
    const { read, near } = await readAndNear(page);
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThan(10);
    expect(near).toEqual(expect.arrayContaining(read));

    // The frame has the photo's shape: the picture fills the place kept for it.
    const frame = await page.locator('.wall-photo').first().boundingBox();
    expect(Math.round((frame?.width ?? 0) * 0.75)).toBeCloseTo(frame?.height ?? 0, -1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const onWall = await axe(page);
    expect(onWall.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The full photo in its dialog: named, checked by axe, closed with Escape, focus back.
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Photo from Ava' });
    await expect(dialog.getByRole('img', { name: 'Photo from Ava' })).toBeVisible();
    expect(await page.evaluate(() => window.photoReads)).toContain('photo/bench-0');
    const inDialog = await axe(page);
    expect(inDialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `artifacts/screenshots/wall-photo-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();

    // A reader scrolling down the wall: the rest are read as they come near, each once.
    for (let step = 0; step < 40; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(100);
      if (atEnd) break;
    }
    await expect.poll(async () => (await readAndNear(page)).read.length).toBe(10);
    expect(new Set((await readAndNear(page)).read).size).toBe(10);
  });
}
