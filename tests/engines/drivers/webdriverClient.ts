/**
 * The few W3C WebDriver (classic) commands the WebKit driver needs, over fetch. WebdriverIO's
 * protocol client would do this too, but its version for Node 20 brings in the downloaders of
 * three other drivers (geckodriver's runs at install time); selenium-webdriver needs Node 22.
 * https://www.w3.org/TR/webdriver2/ names each endpoint used here.
 */

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A key action sequence's steps (W3C WebDriver, "Actions"). */
export interface KeyAction {
  type: 'keyDown' | 'keyUp';
  value: string;
}

export interface WebDriverSession {
  navigateTo(url: string): Promise<void>;
  executeScript(script: string, args: unknown[]): Promise<unknown>;
  /** Resolves with the element reference of the first element `selector` matches. */
  findElement(selector: string): Promise<string>;
  elementClick(element: string): Promise<void>;
  elementSendKeys(element: string, text: string): Promise<void>;
  performKeys(actions: KeyAction[]): Promise<void>;
  setWindowRect(rect: { x: number; y: number; width: number; height: number }): Promise<void>;
  /** The viewport as a base64 PNG. */
  takeScreenshot(): Promise<string>;
  deleteSession(): Promise<void>;
}

/** One command: resolves with its `value`, or throws the driver's error and message. */
async function command(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = (value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status}: ${message ?? ''}`);
  }
  return value;
}

/** Starts a session on the driver at `base` (http://host:port) with these capabilities. */
export async function newSession(
  base: string,
  capabilities: Record<string, unknown>,
): Promise<WebDriverSession> {
  const created = (await command(base, 'POST', '/session', {
    capabilities: { alwaysMatch: capabilities },
  })) as { sessionId: string };
  const session = `/session/${created.sessionId}`;
  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    command(base, method, `${session}${path}`, body);
  return {
    async navigateTo(url) {
      await send('POST', '/url', { url });
    },
    executeScript: (script, args) => send('POST', '/execute/sync', { script, args }),
    async findElement(selector) {
      const found = (await send('POST', '/element', {
        using: 'css selector',
        value: selector,
      })) as Record<string, string>;
      const reference = found[ELEMENT];
      if (!reference) throw new Error(`no element matches ${selector}`);
      return reference;
    },
    async elementClick(element) {
      await send('POST', `/element/${element}/click`, {});
    },
    async elementSendKeys(element, text) {
      await send('POST', `/element/${element}/value`, { text });
    },
    async performKeys(actions) {
      await send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await send('DELETE', '/actions');
    },
    async setWindowRect(rect) {
      await send('POST', '/window/rect', rect);
    },
    takeScreenshot: async () => (await send('GET', '/screenshot')) as string,
    async deleteSession() {
      await send('DELETE', '');
    },
  };
}
