import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMPTY, openWall, scrollToWall, wall } from '../support/wall';

// No emulator runs here: the demo config points Firestore at 127.0.0.1:8080, where nothing
// listens. The SDK then answers the live query from its (empty) cache.

/** Every request the page makes to Firestore (Listen and Write channels). */
function recordFirestore(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('google.firestore.v1.Firestore')) urls.push(url);
  });
  return urls;
}

/** Where an element sits on the page (not in the viewport), so scrolling does not count. */
function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

test('placeholders while the wall loads, then the empty state; the chunk moves nothing', async ({
  page,
}) => {
  // Hold the wall's chunk so its placeholder can be seen and measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Wall-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const chunkRequested = page.waitForRequest(/\/assets\/Wall-[\w-]+\.js$/);
  await page.goto('/');
  // The visitor heads for the wall: that runs its chunk, asking for it if the page has not
  // fetched it ahead yet (a held prefetch holds the wall just the same).
  await scrollToWall(page);
  await chunkRequested;

  const section = wall(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Message Wall' })).toBeVisible();
  await expect(section.locator('.MuiSkeleton-circular')).toHaveCount(3);
  const placeholder = await pageBox(section.getByTestId('form-placeholder'));

  release();
  const form = section.getByRole('form', { name: 'Post a message' });
  await expect(form).toBeVisible();
  expect(await pageBox(form)).toEqual(placeholder);

  await expect(section.getByText(EMPTY)).toBeVisible({ timeout: 15_000 });
  await expect(section.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('blank and whitespace-only posts show the notice and send nothing', async ({ page }) => {
  const firestore = recordFirestore(page);
  await openWall(page);
  const section = wall(page);

  const name = section.getByLabel('Name', { exact: true });
  const message = section.getByLabel('Message', { exact: true });
  await expect(name).toHaveAttribute('placeholder', 'Your name');
  await expect(message).toHaveAttribute('placeholder', 'Write a message for Jake...');
  const post = section.getByRole('button', { name: 'Post Message' });

  await post.click();
  await expect(page.getByRole('alert')).toContainText('Please fill in all fields');

  await name.fill('   ');
  await message.fill(' \n\t ');
  await message.press('Control+Enter');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toContainText('Please fill in all fields');
  await expect(post).toBeEnabled();

  const scan = await new AxeBuilder({ page })
    .include('section[aria-labelledby="wall-title"]')
    .analyze();
  expect(scan.violations).toEqual([]);

  await expect(page.getByText('Message posted!')).toHaveCount(0);
  // The listener did try to reach Firestore, so the recorder sees its traffic, but no write
  // channel was ever opened.
  expect(firestore.some((url) => url.includes('/Listen/'))).toBe(true);
  expect(firestore.filter((url) => url.includes('/Write/'))).toEqual([]);
});

test('a post the backend cannot confirm waits: said plainly, form cleared, never an error', async ({
  page,
}) => {
  await openWall(page);
  const section = wall(page);
  // From here on the page's timers are fake, so minutes can be skipped over.
  await page.clock.install();

  await section.getByLabel('Name', { exact: true }).fill('Sam');
  await section.getByLabel('Message', { exact: true }).fill('Cheers to 21!');
  await section.getByRole('button', { name: 'Post Message' }).click();
  await expect(section.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  // Latency compensation: the post is on the wall at once, marked while unconfirmed.
  const card = section.getByRole('article', { name: 'Message from Sam' });
  await expect(card).toContainText('Cheers to 21!');
  await expect(card).toContainText('less than a minute ago');

  // The browser says it is online, so the form gives the backend a few seconds first.
  await page.clock.fastForward(4000);
  const notice = page.getByRole('status').filter({ hasText: 'Waiting for a connection' });
  await expect(notice).toContainText('will be sent when the connection is back');
  await expect(notice).toContainText('The form is cleared for your next one.');
  await expect(section.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(section.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(card).toContainText('Sending…');

  // The SDK keeps the write however long it takes: no error that would invite a second copy.
  await page.clock.fastForward(10 * 60_000);
  await expect(page.getByText('Error posting message')).toHaveCount(0);
  await expect(section.getByRole('article')).toHaveCount(1);
});

test('without an App Check site key, neither App Check nor reCAPTCHA is loaded', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await openWall(page);
  expect(urls.filter((url) => /appCheck-|recaptcha|firebaseappcheck/i.test(url))).toEqual([]);
});
