import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { serverPort } from '../../scripts/test/emulator.mjs';

/**
 * The desk on the organizer's phone, one-handed, on the fixture build (three posts wait; no
 * Firestore): at 375 px the Waiting list comes first, the newest post's Approve and Decline
 * are on the first screen and at least 44 px, nothing scrolls sideways, and axe finds nothing
 * to fix. Screenshots in
 * artifacts/screenshots/.
 */
const FIXTURE = `http://127.0.0.1:${serverPort('ORGANIZER_PORT', 4176) + 1}`;
const SHOTS = 'artifacts/screenshots';
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, hasTouch: true });

/** Whatever sticks out past the page's right edge (nothing may: no sideways scroll). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => element.outerHTML.slice(0, 80));
    return { scrollWidth: document.documentElement.scrollWidth, width, past };
  });
}

/** The desk's tap targets under 44 px either way: buttons, and the switches' whole labels. */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main button, main .MuiCheckbox-root, main .MuiFormControlLabel-root',
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ element, box }) => `${element.textContent ?? ''} ${box.width}x${box.height}`),
  );
}

test('at 375 px the desk puts what waits first, within a thumb, with no sideways scroll', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(`${FIXTURE}/moderate`);
  const desk = page.getByRole('main');
  await expect(desk.getByRole('heading', { level: 2 }).first()).toHaveText('Waiting: 3', {
    timeout: 15_000,
  });
  await expect(page).toHaveTitle("(3) Jake's wall: organizer");
  await expect(page.getByRole('heading', { name: 'On the wall: 12 messages' })).toBeVisible();

  const approve = page.getByRole('button', { name: 'Approve the message from Sam' });
  const decline = page.getByRole('button', { name: 'Decline the message from Sam' });
  for (const button of [approve, decline]) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    if (!box) continue;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // On the first screen, no scrolling to the newest post's answer.
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await smallTargets(page)).toEqual([]);
  const { scrollWidth, width, past } = await overflow(page);
  expect(past).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/organizer-phone-375.png` });
  await page.screenshot({ path: `${SHOTS}/organizer-phone-375-full.png`, fullPage: true });

  // The switches are reachable: a scroll, then a tap on the label.
  await expect(page.getByRole('switch', { name: 'Hold every post for my approval' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Play a sound' })).toBeVisible();

  await approve.click();
  await expect(page).toHaveTitle("(2) Jake's wall: organizer");
  await expect(page.getByRole('heading', { name: 'Waiting: 2' })).toBeVisible();
});

test('a notification opens the desk at the waiting post it names', async ({ page }) => {
  await page.goto(`${FIXTURE}/moderate#waiting-waiting-2`);
  const approve = page.getByRole('button', { name: 'Approve the message from Grandpa Joe' });
  await expect(approve).toBeFocused({ timeout: 15_000 });
  await expect(approve).toBeInViewport();
});

test('nothing waiting: the desk starts with the organizer, and the title has no count', async ({
  page,
}) => {
  await page.goto(`${FIXTURE}/moderate?waiting=0`);
  await expect(page.getByRole('heading', { name: 'Waiting: 0' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle("Jake's wall: organizer");
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Wall settings',
  );
  const { scrollWidth, width } = await overflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(width);
});
