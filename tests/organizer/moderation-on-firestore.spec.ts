import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { DOCUMENTS, emulatorRequest, writeMessages } from '../support/emulatorRest.mjs';
import { downloadedBytes, exportZip } from './exported';
import { removeButton, wallRows } from '../support/desk';
import { scrollToWall, wall } from '../support/wall';
import { openDesk as openDeskUntil, startEmptyWithOrganizer } from './onFirestore';
import { ORGANIZER } from './signIn';

/**
 * The organizer's side end to end (tagged @firestore): the built app on /moderate, signed in through the
 * Auth emulator, against the Firestore emulator that npm run test:organizer starts with the
 * project's firestore.rules; a visitor's wall open beside it. Every removal, Undo, restore and
 * export goes through the real rules. Each test starts from the same three messages, written
 * past the rules (the emulator's owner token) so they carry older times.
 */
/** Oldest first; the wall and the desk show them newest first. */
const MESSAGES = [
  {
    id: 'from-grandpa',
    author: 'Grandpa',
    content: 'Proud of you, kiddo.',
    at: '2026-06-03T10:00:00.000Z',
  },
  {
    id: 'from-spam',
    author: 'Spam Bot',
    content: 'Win a prize at spam.example',
    at: '2026-06-03T11:00:00.000Z',
  },
  {
    id: 'from-priya',
    author: 'Priya',
    content: 'Karaoke after the first round?',
    at: '2026-06-03T12:00:00.000Z',
  },
];

test.beforeEach(async ({ context }) => {
  await startEmptyWithOrganizer(context);
  await writeMessages(
    MESSAGES.map(({ at, ...message }) => ({ ...message, createdAt: new Date(at) })),
  );
});

/** The moderator, signed in on /moderate with the desk showing the wall. */
async function openDesk(page: Page): Promise<void> {
  await openDeskUntil(page, page.getByRole('heading', { name: 'On the wall: 3 messages' }));
}

/** A visitor's wall in a browser of its own, scrolled to the messages. */
async function openVisitorWall(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await scrollToWall(page);
  await expect(visitorCards(page)).toHaveCount(3, { timeout: 20_000 });
  return page;
}

function visitorCards(page: Page) {
  return wall(page).getByRole('article');
}

async function downloaded(download: Promise<Download>): Promise<string> {
  return (await downloadedBytes(await download)).toString('utf8');
}

test.describe('on the Firestore emulator', { tag: '@firestore' }, () => {
  test('a moderator removes a message, the open wall loses it, and Undo and Restore bring it back with its time', async ({
    page,
    browser,
  }) => {
    const visitor = await openVisitorWall(browser);
    await openDesk(page);
    await expect(wallRows(page).first()).toContainText('Priya');

    await removeButton(page, 'Spam Bot').click();
    await expect(page.getByRole('heading', { name: 'On the wall: 2 messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Removed: 1' })).toBeVisible();
    await expect(visitorCards(visitor)).toHaveCount(2);
    await expect(visitorCards(visitor).filter({ hasText: 'Win a prize' })).toHaveCount(0);

    // Undo: back on the wall, between the other two, as its original time places it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { name: 'Removed: 0' })).toBeVisible();
    await expect(visitorCards(visitor)).toHaveCount(3);
    await expect(visitorCards(visitor).nth(1)).toContainText('Win a prize');
    await expect(wallRows(page).nth(1)).toContainText('Spam Bot');

    // Removed again, it waits in the Removed list with who removed it; Restore puts it back.
    await removeButton(page, 'Spam Bot').click();
    const removed = page.getByRole('list', { name: 'Removed messages' });
    await expect(removed.getByRole('listitem')).toHaveCount(1);
    await expect(removed).toContainText('Win a prize at spam.example');
    await expect(removed).toContainText(`Removed by ${ORGANIZER.email}`);
    await expect(visitorCards(visitor)).toHaveCount(2);

    await page.getByRole('button', { name: 'Restore the message from Spam Bot' }).click();
    await expect(page.getByRole('heading', { name: 'Removed: 0' })).toBeVisible();
    await expect(visitorCards(visitor)).toHaveCount(3);
    await expect(visitorCards(visitor).nth(1)).toContainText('Win a prize');
    await expect(wallRows(page).nth(1)).toContainText('Spam Bot');
  });

  test("a guest's edit shows live marked as edited, survives removal and restore, and a guest's delete is listed without its words", async ({
    page,
  }) => {
    await openDesk(page);
    // The guest's edit and delete as they land in Firestore (their rules are the rules and
    // live suites' concern): new text with edited_at; the message gone, a marker left.
    await emulatorRequest('PATCH', `${DOCUMENTS}/messages/from-priya`, {
      fields: {
        author_name: { stringValue: 'Priya' },
        content: { stringValue: 'Karaoke after the second round?' },
        created_at: { timestampValue: '2026-06-03T12:00:00.000Z' },
        edited_at: { timestampValue: '2026-06-03T12:05:00.000Z' },
      },
    });
    const priya = wallRows(page).filter({ hasText: 'Priya' });
    await expect(priya).toContainText('Karaoke after the second round?');
    await expect(priya).toContainText('Edited by its author');

    await removeButton(page, 'Priya').click();
    await expect(page.getByRole('heading', { name: 'Removed: 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore the message from Priya' }).click();
    await expect(page.getByRole('heading', { name: 'Removed: 0' })).toBeVisible();
    await expect(priya).toContainText('Edited by its author');

    await emulatorRequest('DELETE', `${DOCUMENTS}/messages/from-grandpa`);
    await emulatorRequest('PATCH', `${DOCUMENTS}/deleted_messages/from-grandpa`, {
      fields: {
        author_name: { stringValue: 'Grandpa' },
        deleted_at: { timestampValue: new Date().toISOString() },
      },
    });
    await expect(page.getByRole('heading', { name: 'On the wall: 2 messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deleted by their authors: 1' })).toBeVisible();
    const deleted = page.getByRole('list', { name: 'Messages deleted by their authors' });
    await expect(deleted).toContainText('Grandpa deleted their message on');
    await expect(deleted).not.toContainText('Proud of you');
  });

  test('both exports hold what is on the wall, with the original times, and nothing removed', async ({
    page,
  }) => {
    await openDesk(page);
    await removeButton(page, 'Spam Bot').click();
    await expect(page.getByRole('heading', { name: 'Removed: 1' })).toBeVisible();

    const csv = await downloaded(
      Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]).then(([download]) => download),
    );
    expect(
      csv.startsWith('\ufeffid,author_name,content,created_at,cheers,love,haha,party\r\n'),
    ).toBe(true);
    expect(csv).toContain(
      'from-priya,Priya,Karaoke after the first round?,2026-06-03T12:00:00.000Z,0,0,0,0',
    );
    expect(csv).toContain(
      'from-grandpa,Grandpa,"Proud of you, kiddo.",2026-06-03T10:00:00.000Z,0,0,0,0',
    );
    expect(csv).not.toContain('spam');

    const { json } = await exportZip(page);
    expect(json).toEqual([
      {
        id: 'from-priya',
        author_name: 'Priya',
        content: 'Karaoke after the first round?',
        created_at: '2026-06-03T12:00:00.000Z',
        reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
      },
      {
        id: 'from-grandpa',
        author_name: 'Grandpa',
        content: 'Proud of you, kiddo.',
        created_at: '2026-06-03T10:00:00.000Z',
        reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
      },
    ]);
  });

  test('the desk reads the wall in pages, and the exports and the keepsake reach every message of a wall many pages long', async ({
    page,
  }) => {
    // Its own waits (seeding, two pages, an export and a keepsake of 2,003) add up past the
    // suite's minute per test on a loaded two-core machine.
    test.setTimeout(180_000);
    // 2,000 more, past the rules, in batched commits: four moderator pages and more.
    const EXTRA = 2_000;
    await writeMessages(
      Array.from({ length: EXTRA }, (_, n) => ({
        id: `bulk${String(n).padStart(5, '0')}`,
        author: `Guest ${n}`,
        content: `Message ${n}`,
        // Older than the three, a second apart; ties broken by id in the order.
        createdAt: new Date(Date.UTC(2026, 5, 1) + n * 1000),
      })),
    );
    const total = EXTRA + MESSAGES.length;

    await openDeskUntil(
      page,
      page.getByRole('heading', { name: 'On the wall: 500 or more messages' }),
    );
    // The desk draws what it has read a step at a time; the next page is offered below it.
    const loadOlder = page.getByRole('button', { name: 'Load 500 older messages' });
    while (!(await loadOlder.isVisible())) {
      await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
    }
    await loadOlder.click();
    await expect(
      page.getByRole('heading', { name: 'On the wall: 1,000 or more messages' }),
    ).toBeVisible({ timeout: 20_000 });

    const rows = (await exportZip(page, 60_000)).json as { id: string }[];
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
    expect(rows.slice(0, 4).map((row) => row.id)).toEqual([
      'from-priya',
      'from-spam',
      'from-grandpa',
      'bulk01999',
    ]);
    expect(rows.at(-1)?.id).toBe('bulk00000');

    await page.getByRole('link', { name: 'Print keepsake' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${total.toLocaleString('en-US')} messages from the wall`,
      {
        timeout: 60_000,
      },
    );
    await expect(
      page.getByRole('list', { name: 'Keepsake messages' }).getByRole('listitem'),
    ).toHaveCount(total);
  });
});
