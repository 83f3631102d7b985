import { expect, test } from '@playwright/test';
import { useGapiStandInWhenOffline } from './gapiStandIn';
import { wall } from '../support/wall';
import { ORGANIZER, signInThroughGooglePage } from './signIn';

/**
 * The organizer's sign-in against the Auth emulator (npm run test:organizer starts it), in the
 * built app: the real Auth SDK on /moderate, the emulator's own Google sign-in page in the
 * popup. The first test cuts the page off from Firestore, so the moderator check takes its
 * offline path; moderation-on-firestore.spec.ts has the check answered.
 */
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/**`;
// Where the build signs in: the runner's Auth emulator, or npm test's (either way named here,
// playwright.config.ts).
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
test.beforeEach(async ({ context }) => {
  await useGapiStandInWhenOffline(context);
});

test('signs in with Google, says the check cannot run offline, and signs out', async ({ page }) => {
  await page.route(FIRESTORE, (route) => route.abort('connectionrefused'));
  await page.goto('/moderate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Jake's wall: organizer");
  await expect(page.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();

  await signInThroughGooglePage(page);

  await expect(page.getByText(`Signed in as ${ORGANIZER.name} (${ORGANIZER.email})`)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Can't check right now" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/the wall's database can't be reached/)).toBeVisible();

  // Still signed in after a reload: the session is kept on this device.
  await page.reload();
  await expect(page.getByText(`Signed in as ${ORGANIZER.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
});

test('the home page loads no Auth, and /moderate does', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes(`//${AUTH}/`) || /identitytoolkit|securetoken/.test(url)) {
      authRequests.push(url);
    }
  });
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await expect(wall(page)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(authRequests).toEqual([]);
  await page.goto('/moderate');
  await expect(page.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
});
