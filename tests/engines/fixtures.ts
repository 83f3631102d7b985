/**
 * The `open` fixture the scenarios use, with the driver scripts/test/engines.mjs chose for this
 * project's engine: Debian's WebKitGTK or Firefox ESR where their paths are given
 * (ENGINES_WEBKIT_DRIVER and ENGINES_WEBKIT_BROWSER, ENGINES_FIREFOX), else Playwright's own
 * build of the engine (GitHub Actions). A failed test leaves a screenshot of every visitor
 * it opened in its folder under test-results/engines/.
 */
import { test as base } from '@playwright/test';
import { firefoxPool } from './drivers/firefox';
import { openPlaywright } from './drivers/playwright';
import type { EnginePool, Opened } from './drivers/shared';
import { webkitPool } from './drivers/webkit';
import type { OpenVisitor } from './visitor';

export type EngineName = 'webkit' | 'firefox';

function nativePool(engine: EngineName, env = process.env): EnginePool | undefined {
  if (engine === 'firefox')
    return env.ENGINES_FIREFOX ? firefoxPool(env.ENGINES_FIREFOX) : undefined;
  const { ENGINES_WEBKIT_DRIVER: driver, ENGINES_WEBKIT_BROWSER: browser } = env;
  return driver && browser ? webkitPool({ driver, browser }) : undefined;
}

export const test = base.extend<{ open: OpenVisitor }, { pool: EnginePool }>({
  pool: [
    async ({ playwright }, use, workerInfo) => {
      const engine = workerInfo.project.name as EngineName;
      let pool = nativePool(engine);
      if (!pool) {
        const launched = playwright[engine].launch();
        pool = {
          prepare: () => undefined,
          open: async (options) => openPlaywright(await launched, options),
          close: async () => (await launched).close(),
        };
      }
      // What the scenarios open, in the order they first need it: one visitor, one with
      // reduced motion, then three at once (the wall's test).
      pool.prepare([{}, { reducedMotion: true }, {}, {}]);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  open: async ({ pool }, use, testInfo) => {
    const opened: Opened[] = [];
    await use(async (options = {}) => {
      const visitor = await pool.open(options);
      opened.push(visitor);
      return visitor.visitor;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [index, { visitor }] of opened.entries()) {
        const path = testInfo.outputPath(`visitor-${index + 1}.png`);
        await visitor.screenshot(path).then(
          () =>
            testInfo.attachments.push({
              name: `visitor ${index + 1}`,
              path,
              contentType: 'image/png',
            }),
          () => undefined,
        );
      }
    }
    await Promise.allSettled(opened.map((visitor) => visitor.release()));
  },
});
