/**
 * The one interface the cross-engine scenarios (scenarios.ts) are written against: a visitor
 * with a page, whatever drives it. Three drivers implement it: Playwright's own WebKit and
 * Firefox (GitHub Actions), and, where Playwright's builds cannot be had, Debian's WebKitGTK
 * over W3C WebDriver and Firefox ESR over WebDriver BiDi (drivers/). Kept tiny on purpose:
 * everything else (finding a control by its role or label, waiting) is built on `evaluate`
 * in queries.ts, so it is the same code in every engine.
 */
import { serverPort } from '../../scripts/test/emulator.mjs';

/**
 * The builds the suite serves: npm test's demo build, one whose birthday is ahead, and the
 * organizer suite's fixture app (/moderate with its data in memory: tests/organizer/fixture).
 */
export type Build = 'demo' | 'ahead' | 'organizer';

/** The keys the scenarios press (named as in the W3C WebDriver and Playwright key tables). */
export type Key = 'Shift' | 'Tab' | 'Enter';

/** Runs in the page: no closures, only its JSON argument (it is sent there as source text). */
export type PageFunction<A, R> = (arg: A) => R;

export interface Visitor {
  /** Opens `path` on one of the builds and waits for its load event. */
  goto(path: string, build?: Build): Promise<void>;
  /** Runs `fn(arg)` in the page and resolves with its (JSON) result. */
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Clicks the first element `selector` matches, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Types `text` into the field `selector` matches, key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Sets the file input `selector` matches to the file at `path` (absolute), as a visitor
   * choosing it does: WebDriver classic's Element Send Keys with the path, BiDi's
   * input.setFiles, Playwright's setInputFiles.
   */
  setFiles(selector: string, path: string): Promise<void>;
  /** Presses and releases one key, sent to whatever has focus. */
  press(key: Key): Promise<void>;
  /** Saves what the visitor sees as a PNG. */
  screenshot(path: string): Promise<void>;
}

export interface VisitorOptions {
  /** The visitor's system asks for reduced motion (prefers-reduced-motion: reduce). */
  reducedMotion?: boolean;
}

/** Opens a visitor in a browser of their own (no shared storage, cache or connection). */
export type OpenVisitor = (options?: VisitorOptions) => Promise<Visitor>;

/** The origins the builds are served at, the same for every driver. */
export function buildOrigin(build: Build, env: NodeJS.ProcessEnv = process.env): string {
  // The fixture's is 4181: the bench's preview takes 4180 (bench/lib/serve.mjs).
  const port = serverPort('ENGINES_PORT', 4178, env) + { demo: 0, ahead: 1, organizer: 3 }[build];
  return `http://127.0.0.1:${port}`;
}
