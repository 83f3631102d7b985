/**
 * The people of the live specs, each in a browser of their own (a context shares no cache,
 * storage or connection with another) on the built app: a visitor on the wall, the party's
 * screen, and what they do and see there.
 */
import { expect, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { scrollToWall, wall } from '../support/wall';

/** A laptop a little taller than Playwright's default 1280x720, so a card and its buttons fit. */
export const LAPTOP: ViewportSize = { width: 1280, height: 900 };
export const PHONE: ViewportSize = { width: 375, height: 812 };
/** The party's TV. */
export const TV: ViewportSize = { width: 1920, height: 1080 };

/**
 * A visitor on the home page, scrolled down to the wall (which fetches the wall and opens its
 * connection only then) and with the wall loaded. Without a viewport, the project's default.
 */
export async function openVisitor(browser: Browser, viewport?: ViewportSize): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto('/');
  await expect(wall(page).getByRole('heading', { name: 'Message Wall' })).toBeVisible();
  await scrollToWall(page);
  await expect(page.getByRole('button', { name: 'Post Message' })).toBeVisible();
  return page;
}

/**
 * Visitors each in a browser of their own, opened one after another: one per viewport given
 * (undefined for the project's default), or `count` on the default.
 */
export async function openVisitors(
  browser: Browser,
  viewports: number | (ViewportSize | undefined)[],
): Promise<Page[]> {
  const sizes = typeof viewports === 'number' ? Array<undefined>(viewports) : viewports;
  const pages: Page[] = [];
  for (const viewport of sizes) pages.push(await openVisitor(browser, viewport));
  return pages;
}

/** The party's screen, /screen, on the TV. */
export async function openScreen(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: TV })).newPage();
  await page.goto('/screen');
  return page;
}
