/**
 * WebKit (Debian's WebKitGTK: its MiniBrowser, under Xvfb) over W3C WebDriver, through
 * WebKitWebDriver (webdriverClient.ts speaks to it). WebKitWebDriver holds one
 * session at a time, so each browser a test needs at once is a driver of its own, started once
 * per worker and kept: a visitor that is done with it leaves it with its storage cleared.
 * Reduced motion is WebKitGTK's reading of GTK's gtk-enable-animations setting, given to each
 * driver's browser through a settings.ini of its own (XDG_CONFIG_HOME).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOrigin, type Key, type Visitor, type VisitorOptions } from '../visitor';
import { TIME_ZONE, VIEWPORT, type EnginePool, type Opened } from './shared';
import { newSession, type WebDriverSession } from './webdriverClient';

/** The W3C WebDriver key table's codes for the keys the scenarios press. */
const KEYS: Record<Key, string> = { Shift: '\uE008', Tab: '\uE004', Enter: '\uE007' };

export interface WebKitPaths {
  /** WebKitWebDriver. */
  driver: string;
  /** The browser it automates (WebKitGTK's MiniBrowser). */
  browser: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

interface Slot {
  driver: ChildProcess;
  client: WebDriverSession;
  config: string;
}

async function startSlot(paths: WebKitPaths, reducedMotion: boolean): Promise<Slot> {
  const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  );
  const port = await freePort();
  const driver = spawn(paths.driver, [`--port=${port}`], {
    env: { ...process.env, TZ: TIME_ZONE, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  await waitForDriver(port, driver);
  const client = await newSession(`http://127.0.0.1:${port}`, {
    'webkitgtk:browserOptions': {
      binary: paths.browser,
      args: ['--automation', `--time-zone=${TIME_ZONE}`],
    },
  });
  // The outer window: MiniBrowser in automation mode draws no toolbar around the page.
  await client.setWindowRect({ x: 0, y: 0, ...VIEWPORT });
  return { driver, client, config };
}

function visitorOf(client: WebDriverSession, visited: Set<string>): Visitor {
  return {
    async goto(path, build = 'demo') {
      const origin = buildOrigin(build);
      visited.add(origin);
      await client.navigateTo(`${origin}${path}`);
    },
    evaluate: async <A, R>(fn: (arg: A) => R, arg: A) =>
      (await client.executeScript(`return (${fn.toString()})(arguments[0]);`, [arg])) as R,
    async click(selector) {
      await client.elementClick(await client.findElement(selector));
    },
    async type(selector, text) {
      await client.elementSendKeys(await client.findElement(selector), text);
    },
    async setFiles(selector, path) {
      // A file input takes the path as its keys (W3C WebDriver, Element Send Keys).
      await client.elementSendKeys(await client.findElement(selector), path);
    },
    async press(key) {
      const value = KEYS[key];
      await client.performKeys([
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
    },
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
  };
}

async function stopSlot({ client, driver, config }: Slot): Promise<void> {
  await client.deleteSession().catch(() => undefined);
  driver.kill();
  rmSync(config, { recursive: true, force: true });
}

export function webkitPool(paths: WebKitPaths): EnginePool {
  // Taken and given back synchronously, so two visitors opened at once get two browsers.
  const slots: { reducedMotion: boolean; busy: boolean; started: Promise<Slot> }[] = [];
  const add = (reducedMotion: boolean, after: Promise<unknown> = Promise.resolve()) => {
    const started = after.then(() => startSlot(paths, reducedMotion));
    const slot = { reducedMotion, busy: false, started };
    slots.push(slot);
    return slot;
  };
  return {
    prepare(visitors) {
      let previous: Promise<unknown> = Promise.resolve();
      for (const { reducedMotion = false } of visitors) {
        const { started } = add(
          reducedMotion,
          previous.catch(() => undefined),
        );
        started.catch(() => undefined);
        previous = started;
      }
    },
    async open(options: VisitorOptions): Promise<Opened> {
      const reducedMotion = options.reducedMotion ?? false;
      const slot =
        slots.find((free) => !free.busy && free.reducedMotion === reducedMotion) ??
        add(reducedMotion);
      slot.busy = true;
      const taken = slot;
      const { client } = await taken.started;
      const visited = new Set<string>();
      return {
        visitor: visitorOf(client, visited),
        async release() {
          try {
            // The next visitor is a first-time one: nothing of this one's is kept in storage.
            for (const origin of visited) {
              await client.navigateTo(`${origin}/robots.txt`);
              await client.executeScript('localStorage.clear(); sessionStorage.clear();', []);
            }
            await client.navigateTo('about:blank');
            taken.busy = false;
          } catch {
            // A browser that cannot be reset is not used again: the next visitor gets a new one.
            slots.splice(slots.indexOf(taken), 1);
            await stopSlot(await taken.started);
          }
        },
      };
    },
    async close() {
      const started = await Promise.allSettled(slots.splice(0).map((slot) => slot.started));
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? stopSlot(result.value) : null)),
      );
    },
  };
}
