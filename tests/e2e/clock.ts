import type { Page } from '@playwright/test';

/** Freezes the page's clock at `time` (it moves only with page.clock.runFor). */
export async function pinClock(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time: new Date(time.getTime() - 60_000) });
  await page.clock.pauseAt(time);
}
