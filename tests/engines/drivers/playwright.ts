import type { Browser } from '@playwright/test';
import { buildOrigin, type Visitor, type VisitorOptions } from '../visitor';
import { VIEWPORT, type Opened } from './shared';

/** A visitor in a fresh context of one of Playwright's own browsers (GitHub Actions). */
export async function openPlaywright(browser: Browser, options: VisitorOptions): Promise<Opened> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    timezoneId: 'America/New_York',
    locale: 'en-US',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const visitor: Visitor = {
    async goto(path, build = 'demo') {
      await page.goto(`${buildOrigin(build)}${path}`);
    },
    // The arguments are plain JSON, which Playwright passes through as they are.
    evaluate: <A, R>(fn: (arg: A) => R, arg: A) =>
      page.evaluate(fn as (arg: unknown) => R, arg as unknown),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.locator(selector).pressSequentially(text),
    setFiles: (selector, path) => page.setInputFiles(selector, path),
    press: (key) => page.keyboard.press(key),
    async screenshot(path) {
      await page.screenshot({ path });
    },
  };
  return { visitor, release: () => context.close() };
}
