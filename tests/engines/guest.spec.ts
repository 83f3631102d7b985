/**
 * A guest's path, in every engine a guest uses: the same steps in WebKit and in Firefox, written
 * once against the Visitor interface (visitor.ts), whichever driver is behind it (fixtures.ts:
 * Playwright's own browsers, or Debian's WebKitGTK and Firefox ESR). Against the built app and
 * the Firestore emulator (scripts/test/engines.mjs starts both): the demo build, whose birthday (the
 * spec's 2026-06-04) is past, so it celebrates, and the same app built with a birthday ahead,
 * so its countdown runs. Both engines share the emulator, so every post carries a text of its
 * own and no test clears the wall.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  WALL,
  control,
  fieldValue,
  timerText,
  visibleText,
  waitFor,
  waitForText,
  wallState,
} from './queries';
import type { Visitor } from './visitor';

/**
 * The text of the cards on the wall (the form's fields are not part of it). Their text
 * content, not innerText: cards off screen skip rendering (content-visibility: auto), and
 * innerText is empty for them in WebKit.
 */
function cardsText(wall: string): string {
  return [...document.querySelectorAll<HTMLElement>(`${wall} article`)]
    .map((card) => (card.textContent ?? '').replace(/\s+/g, ' ').trim())
    .join(' | ');
}

/** Heads down to the wall, as a visitor does (a scroll), and waits for its form. */
async function openWall(visitor: Visitor): Promise<void> {
  await visitor.goto('/');
  // Nothing of the wall has run yet: it waits for the visitor (or for being on screen).
  expect(await visitor.evaluate(wallState, undefined)).toEqual({
    form: false,
    placeholder: true,
    scrollY: 0,
  });
  await visitor.evaluate((wall) => document.querySelector(wall)?.scrollIntoView(), WALL);
  await waitFor(visitor, 'the wall form', wallState, undefined, (state) => state.form);
}

/** Fills in the form and posts it. */
async function post(visitor: Visitor, author: string, message: string): Promise<void> {
  await visitor.type(
    await control(visitor, { role: 'textbox', name: 'Name', within: WALL }),
    author,
  );
  await visitor.type(
    await control(visitor, { role: 'textbox', name: 'Message', within: WALL }),
    message,
  );
  await visitor.click(
    await control(visitor, { role: 'button', name: 'Post Message', within: WALL }),
  );
}

/** Waits until one of the wall's cards holds `text`. */
function waitForCard(visitor: Visitor, text: string): Promise<string> {
  return waitFor(visitor, `a card saying "${text}"`, cardsText, WALL, (cards) =>
    cards.includes(text),
  );
}

/** A text no other test, engine or run writes. */
function unique(what: string): string {
  return `${what} from ${test.info().project.name} ${Math.random().toString(36).slice(2, 8)}`;
}

/** How many animations run inside the birthday cake (none when motion is reduced). */
function cakeAnimations(): number | null {
  const cake = document.querySelector('[role="img"][aria-label*="birthday cake"]');
  return cake ? cake.getAnimations({ subtree: true }).length : null;
}

test('the home page says what the spec says', async ({ open }) => {
  const guest = await open();
  await guest.goto('/');
  expect(await guest.evaluate(visibleText, 'h1')).toBe('Jake Turns 21!');
  const page = await waitForText(guest, 'Countdown to Legal Drinking Age');
  expect(page).toContain('Target Date: June 4th, 2026');
  expect(page).toContain('Buy Him His First Beer!');
  expect(page).toContain('Message Wall');
  expect(await guest.evaluate(timerText, undefined)).toMatch(
    /^\d+Days\d+Hours\d+Minutes\d+Seconds$/,
  );
});

test('the countdown ticks on its own, started after the first paint or by its fallback', async ({
  open,
}) => {
  const guest = await open();
  await guest.goto('/', 'ahead');
  const first = await waitFor(guest, 'the timer', timerText, undefined);
  // No input at all: the inline loader starts the app after the first contentful paint, or,
  // in an engine without paint timing, on its timer. Either way the clock runs.
  const next = await waitFor(guest, 'the timer to tick', timerText, undefined, (text) => {
    return text !== null && text !== first;
  });
  expect(next).toMatch(/^\d{2,}Days\d{2}Hours\d{2}Minutes\d{2}Seconds$/);
  const paint = await guest.evaluate(
    () => ({
      supported: PerformanceObserver.supportedEntryTypes.includes('paint'),
      reported: performance.getEntriesByName('first-contentful-paint').length > 0,
    }),
    undefined,
  );
  // Where the engine has paint timing, the entry the loader waits for was reported.
  expect(paint.reported).toBe(paint.supported);
  expect(await guest.evaluate(visibleText, 'body')).not.toContain('TIME TO CELEBRATE!');
});

test('past the birthday it celebrates, and the characters dance', async ({ open }) => {
  const guest = await open();
  await guest.goto('/');
  await waitForText(guest, 'TIME TO CELEBRATE!');
  expect(await guest.evaluate(timerText, undefined)).toBe('00Days00Hours00Minutes00Seconds');
  await waitFor(
    guest,
    'the empty glass',
    () =>
      document.querySelector('[role="img"][aria-label="The wait is over: the glass is empty"]') !==
      null,
    undefined,
  );
  await waitFor(guest, 'the cake to dance', cakeAnimations, undefined, (count) => (count ?? 0) > 0);
});

test('with reduced motion the clock still ticks and nothing dances', async ({ open }) => {
  const guest = await open({ reducedMotion: true });
  expect(
    await guest.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches, undefined),
  ).toBe(true);
  await guest.goto('/', 'ahead');
  const first = await waitFor(guest, 'the timer', timerText, undefined);
  await waitFor(guest, 'the timer to tick', timerText, undefined, (text) => text !== first);

  await guest.goto('/');
  await waitForText(guest, 'TIME TO CELEBRATE!');
  await waitFor(guest, 'the cake', cakeAnimations, undefined, (count) => count !== null);
  expect(await guest.evaluate(cakeAnimations, undefined)).toBe(0);
  const confettiShown = await guest.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('.confetti-piece')].some(
        (piece) =>
          piece.getClientRects().length > 0 && getComputedStyle(piece).visibility !== 'hidden',
      ),
    undefined,
  );
  expect(confettiShown).toBe(false);
});

test('an unknown path shows the 404 page, which links home', async ({ open }) => {
  const guest = await open();
  await guest.goto('/no/such/party');
  await waitForText(guest, 'Oops! Page not found');
  expect(await guest.evaluate(visibleText, 'h1')).toBe('404');
  await guest.click(await control(guest, { role: 'link', name: 'Return to Home' }));
  await waitForText(guest, 'Countdown to Legal Drinking Age');
  expect(await guest.evaluate(() => location.pathname, undefined)).toBe('/');
});

test('the wall opens on a key press', async ({ open }) => {
  const guest = await open();
  await guest.goto('/');
  expect(await guest.evaluate(wallState, undefined)).toEqual({
    form: false,
    placeholder: true,
    scrollY: 0,
  });
  // A key that moves nothing, so it is the key press itself that counts.
  await guest.press('Shift');
  const after = await waitFor(guest, 'the wall form', wallState, undefined, (state) => state.form);
  expect(after.scrollY).toBe(0);
});

test("the app's and the wall's code is fetched ahead once the page is idle, with or without idle callbacks", async ({
  open,
}) => {
  const guest = await open();
  await guest.goto('/');
  // WebKit has no requestIdleCallback: there src/idle.ts falls back to a timer.
  const idle = await guest.evaluate(() => typeof requestIdleCallback === 'function', undefined);
  test.info().annotations.push({
    type: 'idle',
    description: idle ? 'requestIdleCallback' : 'no requestIdleCallback: the timer fallback',
  });
  const fetched = await waitFor(
    guest,
    'a link for each module the build lists',
    () => {
      const listed = ['app-modules', 'wall-modules'].flatMap((name) =>
        (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '')
          .split(/\s+/)
          .filter((url) => url.startsWith('/')),
      );
      const linked = [...document.querySelectorAll('link[href]')].map((link) =>
        link.getAttribute('href'),
      );
      return { listed: listed.length, missing: listed.filter((url) => !linked.includes(url)) };
    },
    undefined,
    ({ listed, missing }) => listed > 0 && missing.length === 0,
  );
  expect(fetched.listed).toBeGreaterThan(0);
  // Fetched, not run: the wall itself still waits for the visitor.
  expect((await guest.evaluate(wallState, undefined)).form).toBe(false);
});

// One visitor's whole visit to the wall, with two onlookers: each step needs the one before
// (an open wall, a post), and the wall's first load and a post's round trip to the emulator
// are the slow part of this suite, so they are paid once per engine rather than per step.
test('the wall opens on a scroll; an empty post is refused; a post lands with its notices and arrives live in another browser and on /screen', async ({
  open,
}) => {
  // Three browsers at once and a round trip to the emulator: on a busy two-core machine this
  // took up to 75 s where a quiet one takes 35 s.
  test.setTimeout(120_000);
  const [ada, ben, screen] = await Promise.all([open(), open(), open()]);
  await Promise.all([
    openWall(ada),
    openWall(ben),
    (async () => {
      await screen.goto('/screen');
      await waitForText(screen, 'Scan to leave a message for Jake');
    })(),
  ]);

  const postButton = () => control(ada, { role: 'button', name: 'Post Message', within: WALL });
  await ada.click(await postButton());
  const alert = await waitFor(
    ada,
    'an alert',
    () =>
      [...document.querySelectorAll<HTMLElement>('[role="alert"]')]
        .map((shown) => shown.innerText)
        .join(' '),
    undefined,
  );
  expect(alert).toContain('Please fill in all fields');

  const message = unique('Cheers');
  await post(ada, 'Ada', message);
  await waitForText(ada, 'Message posted!');
  await waitForText(ada, 'Your message has been added to the wall.');
  await waitForCard(ada, message);
  const name = await control(ada, { role: 'textbox', name: 'Name', within: WALL });
  const text = await control(ada, { role: 'textbox', name: 'Message', within: WALL });
  expect(await ada.evaluate(fieldValue, name)).toBe('');
  expect(await ada.evaluate(fieldValue, text)).toBe('');

  // Ben and the party screen did nothing: the live query brings it to both.
  expect(await waitForCard(ben, message)).toContain('Ada');
  await waitForText(screen, message);
});
