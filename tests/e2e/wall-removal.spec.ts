import { expect, test, type Page } from '@playwright/test';

// The bench's wall harness (playwright.config.ts serves it beside the app): the real wall,
// fed 30 messages by bench/fixtureMessages.ts, whose store stands in for the live query.
const HARNESS = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/wall.html`;

declare global {
  interface Window {
    wallFeed: { remove(...ids: string[]): void };
  }
}

const item = (page: Page, id: string) => page.locator(`li[data-id="${id}"]`);
const topOf = (page: Page, id: string) =>
  item(page, id).evaluate((li) => li.getBoundingClientRect().top);

test('a card removed above the view fades out, then leaves without moving what the reader reads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`${HARNESS}?n=30`);
  const reading = 'bench-12';
  const removed = 'bench-8';
  await expect(item(page, reading)).toBeVisible({ timeout: 30_000 });

  // The reader has scrolled into the list: the card they read sits mid-screen, the one
  // about to be removed a few cards up, scrolled past. (Scrolled until it stays: the font
  // and the first cards, content-visibility, take their real size once drawn.)
  await expect
    .poll(() =>
      item(page, reading).evaluate(async (li) => {
        window.scrollBy(0, li.getBoundingClientRect().top - 500);
        await new Promise((done) => setTimeout(done, 300));
        return li.getBoundingClientRect().top;
      }),
    )
    .toBeCloseTo(500, 0);
  const before = await topOf(page, reading);
  expect(await topOf(page, removed)).toBeLessThan(0);
  const sample = () =>
    page.evaluate(
      ([leaving, read]) => {
        const li = document.querySelector<HTMLElement>(`li[data-id="${leaving}"]`);
        return {
          opacity: li ? Number(getComputedStyle(li).opacity) : 0,
          height: li?.offsetHeight ?? 0,
          readingTop: document.querySelector(`li[data-id="${read}"]`)?.getBoundingClientRect().top,
        };
      },
      [removed, reading],
    );
  const { height } = await sample();

  await page.evaluate((id) => window.wallFeed.remove(id), removed);
  // Mid-fade: still there at full height, fading; nothing has moved.
  let midFade = await sample();
  await expect.poll(async () => (midFade = await sample()).opacity).toBeLessThan(0.9);
  expect(midFade.opacity).toBeGreaterThan(0);
  expect(midFade.height).toBe(height);
  expect(midFade.readingTop).toBeCloseTo(before, 0);

  // Gone in one step, and scroll anchoring kept the reader's card where it was.
  await expect(item(page, removed)).toHaveCount(0);
  const after = await topOf(page, reading);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
