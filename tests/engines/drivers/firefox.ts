/**
 * Firefox (Debian's firefox-esr) over WebDriver BiDi, launched by puppeteer-core: no
 * geckodriver, nothing downloaded. One browser per kind of visitor (reduced motion is a
 * browser-wide preference in Firefox), a fresh browser context (storage, cache and
 * connections of its own) per visitor.
 */
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { buildOrigin, type Visitor, type VisitorOptions } from '../visitor';
import { TIME_ZONE, VIEWPORT, type EnginePool, type Opened } from './shared';

function launch(executablePath: string, reducedMotion: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    // ENGINES_HEADED=1 (with a display) shows the window, to watch a run.
    headless: process.env.ENGINES_HEADED !== '1',
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: {
      'intl.locale.requested': 'en-US',
      // 1: the system asks for reduced motion; 0: it does not (whatever the machine says).
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
    },
  });
}

export function firefoxPool(executablePath: string): EnginePool {
  const browsers = new Map<boolean, Promise<Browser>>();
  const browser = (reducedMotion: boolean) => {
    let started = browsers.get(reducedMotion);
    if (!started) {
      started = launch(executablePath, reducedMotion);
      browsers.set(reducedMotion, started);
    }
    return started;
  };
  return {
    prepare(visitors) {
      let previous: Promise<unknown> = Promise.resolve();
      for (const { reducedMotion = false } of visitors) {
        previous = previous.then(() => browser(reducedMotion)).catch(() => undefined);
      }
    },
    async open(options: VisitorOptions): Promise<Opened> {
      const context = await (await browser(options.reducedMotion ?? false)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      const visitor: Visitor = {
        async goto(path, build = 'demo') {
          await page.goto(`${buildOrigin(build)}${path}`, { waitUntil: 'load' });
        },
        evaluate: <A, R>(fn: (arg: A) => R, arg: A) =>
          page.evaluate(fn as (arg: unknown) => unknown, arg) as Promise<R>,
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        async setFiles(selector, path) {
          const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
          if (!input) throw new Error(`no element matches ${selector}`);
          // BiDi's input.setFiles, which fires input and change as a choice does.
          await input.uploadFile(path);
        },
        press: (key) => page.keyboard.press(key),
        async screenshot(path) {
          await page.screenshot({ path: path as `${string}.png` });
        },
      };
      return { visitor, release: () => context.close() };
    },
    async close() {
      const started = [...browsers.values()];
      browsers.clear();
      await Promise.all(started.map(async (launched) => (await launched).close()));
    },
  };
}
