/**
 * The hosting edge as a visitor's browser meets it: firebase.json served by the Firebase
 * Hosting emulator (npm run test:hosting), in front of a production-shaped build.
 *
 * Headers are read from firebase.json itself, so the file stays the one source; the checks
 * here say what must hold of them (every response, every kind of path, nothing that widens
 * the policy) and that the page runs under them without a single CSP violation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { scrollToWall, wall } from '../support/wall';
import { BOOT_LOADER_CSP } from '../../scripts/build/bootLoader.mjs';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isHeaderRule(value: unknown): value is HeaderRule {
  return (
    isRecord(value) &&
    typeof value.source === 'string' &&
    Array.isArray(value.headers) &&
    value.headers.every(
      (header: unknown) =>
        isRecord(header) && typeof header.key === 'string' && typeof header.value === 'string',
    )
  );
}

/** The header rules in firebase.json, checked for shape rather than trusted. */
function headerRules(): HeaderRule[] {
  const config: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
  );
  const rules = isRecord(config) && isRecord(config.hosting) ? config.hosting.headers : undefined;
  if (!Array.isArray(rules) || !rules.every(isHeaderRule)) {
    throw new Error('firebase.json: hosting.headers is not a list of { source, headers }');
  }
  return rules;
}

/** The headers firebase.json puts on every path (the `**` rule), by lower-case name. */
const everywhere = new Map(
  (headerRules().find((rule) => rule.source === '**')?.headers ?? []).map(({ key, value }) => [
    key.toLowerCase(),
    value,
  ]),
);

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;

const FIRESTORE = 'https://firestore.googleapis.com';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The link preview keeps its name (links in chats point at it), so a day, not forever. */
const ONE_DAY = 'public, max-age=86400';

/** The CSP as directive name -> sources. */
function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  for (const name of SECURITY_HEADERS) {
    expect(headers[name], `${name} on ${response.url()}`).toBe(everywhere.get(name));
  }
}

/** The hashed script and stylesheet the built index.html loads. */
async function hashedAssets(response: APIResponse): Promise<string[]> {
  const html = await response.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  expect(assets.length, 'index.html loads hashed assets').toBeGreaterThan(0);
  return assets;
}

test.describe('headers', () => {
  test('firebase.json sets every security header on every path', () => {
    for (const name of SECURITY_HEADERS) expect(everywhere.get(name), name).toBeTruthy();
    expect(everywhere.get('x-content-type-options')).toBe('nosniff');
    expect(everywhere.get('x-frame-options')).toBe('DENY');
    expect(everywhere.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Not same-origin: /moderate's Google sign-in popup reports back to its opener, which
    // same-origin would cut off (Firebase Auth's documented requirement). A page that opens
    // ours still gets no handle on it.
    expect(everywhere.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(everywhere.get('permissions-policy')).toContain(`${feature}=()`);
    }
  });

  test('the policy allows exactly what the page needs', () => {
    const policy = everywhere.get('content-security-policy') ?? '';
    // Spelled out in full, so widening the policy is a decision made here, with its reason.
    expect(Object.fromEntries(parseCsp(policy))).toEqual({
      'default-src': ["'self'"],
      // The app's own bundles; the home page's one inline script, the loader that starts the
      // boot entry after the first paint, by its hash (scripts/build/bootLoader.mjs), so no other
      // inline script runs; reCAPTCHA's loader only for App Check, when a site key is set;
      // Google's iframe loader only on /moderate, which Firebase Auth's sign-in needs.
      'script-src': [
        "'self'",
        BOOT_LOADER_CSP,
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://apis.google.com',
      ],
      // MUI's emotion injects <style> elements at run time; a static host cannot hand out
      // per-response nonces, so inline styles stay allowed (scripts never are).
      'style-src': ["'self'", "'unsafe-inline'"],
      // Firestore's WebChannel transport probes the network with this one image after a failed
      // request (firebase-js-sdk issue 6777): the path is allowed, not the host. Photos are
      // shown from object URLs (blob:) made of the bytes Firestore hands over or the form just
      // made small: the page's own memory, never another origin.
      'img-src': ["'self'", 'data:', 'blob:', 'https://www.google.com/images/cleardot.gif'],
      'font-src': ["'self'"],
      // Firestore (its WebChannel is plain https, no WebSocket), App Check's token exchange,
      // and on /moderate Firebase Auth's sign-in and token refresh.
      'connect-src': [
        "'self'",
        'https://firestore.googleapis.com',
        'https://firebaseappcheck.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
      // reCAPTCHA's challenge frame, again only with App Check; Auth's helper frame from the
      // project's authDomain (<project>.firebaseapp.com) on /moderate.
      'frame-src': [
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        'https://*.firebaseapp.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    // The emulator belongs to local builds only (scripts/dev/emulators.mjs adds it to a copy).
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\bhttp:/);
  });

  test('the page and a deep link get the security headers and are revalidated', async ({
    request,
  }) => {
    for (const path of ['/', '/index.html', '/some/deep/link']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('hashed assets get the security headers and are cached for a year', async ({ request }) => {
    for (const asset of await hashedAssets(await request.get('/'))) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    }
  });

  test('files outside /assets keep their names, so they are revalidated too', async ({
    request,
  }) => {
    const response = await request.get('/favicon.svg');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test("the organizer's installable desk: its manifest, worker and icons are served as themselves", async ({
    request,
  }) => {
    const manifest = await request.get('/moderate.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
    expectSecurityHeaders(manifest);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const app: unknown = await manifest.json();
    expect(app).toMatchObject({
      scope: '/moderate',
      start_url: '/moderate',
      display: 'standalone',
    });
    const icons = isRecord(app) && Array.isArray(app.icons) ? app.icons : [];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const src = isRecord(icon) && typeof icon.src === 'string' ? icon.src : '';
      const response = await request.get(src);
      // Not the app shell the catch-all rewrite would answer with, were the file missing.
      expect(response.headers()['content-type'], src).toBe('image/png');
    }
    const worker = await request.get('/moderate-sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // Guests' page neither links nor loads it: only /moderate does.
    expect(await (await request.get('/')).text()).not.toContain('manifest');
  });

  test('the preview image index.html names is a 1200x630 PNG, cached for a day', async ({
    request,
  }) => {
    // The build has a real project id, so a site URL (its web.app address, unless
    // VITE_SITE_URL says otherwise): the image is named by absolute URL, served from here by path.
    const html = await (await request.get('/')).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, 'index.html names an og:image').toBeTruthy();
    const path = new URL(image ?? '').pathname;
    expect(path).toBe('/og-image.png');
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    // Not the app shell that the catch-all rewrite would answer with, were the file missing.
    expect(response.headers()['content-type']).toBe('image/png');
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe(ONE_DAY);
    // The size the og:image:width and og:image:height tags promise, from the PNG's header.
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
  });
});

/**
 * Everything the page reports about the policy: console lines and securitypolicyviolation
 * events. Requests to anything but this server are aborted so the suite never leaves the
 * machine; the CSP check happens in the browser before a request is routed, so a blocked
 * origin still shows up here.
 */
async function watchPolicy(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
): Promise<{ violations: () => Promise<string[]>; firestoreRequests: () => number }> {
  const reports: string[] = [];
  let firestoreRequests = 0;
  const origin = new URL(baseURL ?? '').origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      if (new URL(route.request().url()).origin === FIRESTORE) firestoreRequests += 1;
      return route.abort('internetdisconnected');
    },
  );
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return {
    violations: async () => {
      const events = await page.evaluate(() => {
        const seen: unknown = Reflect.get(window, '__cspViolations');
        return Array.isArray(seen) ? seen.map(String) : [];
      });
      return [...reports, ...events];
    },
    firestoreRequests: () => firestoreRequests,
  };
}

test.describe('the page under the policy', () => {
  test('the home page runs with no CSP violation', async ({ context, page, baseURL }) => {
    const policy = await watchPolicy(context, page, baseURL);
    await page.goto('/');
    await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(wall(page).getByRole('heading', { name: 'Message Wall' })).toBeVisible();
    // The wall's chunk (with Firebase) loads once the visitor heads for it: scroll down to
    // it, and its form arrives. Its requests reaching the router prove connect-src lets them
    // out; its retries after the aborted ones are where anything else the SDK needs would
    // show up as a violation.
    await scrollToWall(page);
    await expect(wall(page).getByRole('form', { name: 'Post a message' })).toBeVisible();
    await expect.poll(policy.firestoreRequests, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(2_000);
    expect(await policy.violations()).toEqual([]);
  });

  test('a chosen photo is made small and previewed under the policy', async ({
    context,
    page,
    baseURL,
  }) => {
    const policy = await watchPolicy(context, page, baseURL);
    await page.goto('/');
    await scrollToWall(page);
    const form = wall(page).getByRole('form', { name: 'Post a message' });
    await expect(form).toBeVisible();
    // The shrinking chunk, the canvas's encoding and the preview's blob: image, as a guest's
    // photo meets them on the deployed site.
    await form
      .getByLabel('Add a photo')
      .setInputFiles(join(import.meta.dirname, '..', 'engines', 'photo-1200x900.jpg'));
    const preview = form.getByRole('img', { name: 'The photo you chose' });
    await expect(preview).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await policy.violations()).toEqual([]);
  });

  test('a deep link loads the app and shows the 404 page', async ({ context, page, baseURL }) => {
    const policy = await watchPolicy(context, page, baseURL);
    await page.goto('/some/deep/link');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Countdown to Legal Drinking Age')).toBeVisible();
    expect(await policy.violations()).toEqual([]);
  });

  test('another site cannot frame the page', async ({ page, baseURL }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const framed = page.frame({ url: (url) => url.origin === new URL(baseURL ?? '').origin });
    const rendered = framed ? await framed.locator('#root').count() : 0;
    expect(rendered).toBe(0);
  });
});
