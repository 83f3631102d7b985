/**
 * The live wall end to end: the built app in two separate browsers (two contexts share no
 * cache, storage or connection), both talking to the real Firestore emulator with the real
 * firestore.rules. Run through npm run test:live, which starts the emulator
 * (scripts/test/firestoreEmulator.mjs, so FIRESTORE_EMULATOR_HOST is set here) and builds the app in
 * demo mode pointed at it.
 *
 * The tests share one emulator, so they run one at a time and each starts from an empty wall.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cardsWith, post, wall } from '../support/wall';
import {
  clearDatabase,
  DOCUMENTS,
  emulatorRequest,
  loadRules,
  writeMessages,
} from '../support/emulatorRest.mjs';
import { openVisitor, openVisitors } from './visitors';

const OFFLINE_NOTE = /You're offline\. Showing the messages loaded so far/;
const REFUSE_WRITES =
  "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n" +
  '    match /messages/{id} {\n      allow read: if true;\n      allow write: if false;\n    }\n' +
  '  }\n}\n';

const projectRules = readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');

let seeded = 0;

/** A message already on the wall, written past the rules so it can carry an older time. */
function seedMessage(author: string, content: string, minutesAgo: number): Promise<void> {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  return writeMessages([{ id: `seeded-${++seeded}`, author, content, createdAt }]);
}

/** Newest first, read from where the texts sit on screen rather than from the markup. */
async function expectAbove(page: Page, upper: string, lower: string): Promise<void> {
  await expect
    .poll(async () => {
      const top = await wall(page).getByText(upper, { exact: true }).boundingBox();
      const bottom = await wall(page).getByText(lower, { exact: true }).boundingBox();
      return top && bottom ? top.y < bottom.y : false;
    })
    .toBe(true);
}

test.beforeEach(async () => {
  await loadRules(projectRules);
  await clearDatabase();
});

test.afterAll(async () => {
  await loadRules(projectRules);
});

test('a post in one browser appears in the other, newest first', async ({ browser }) => {
  await seedMessage('Grandpa', 'Proud of you, kiddo.', 60);
  const [ada, ben] = await openVisitors(browser, 2);
  await expect(wall(ben).getByText('Proud of you, kiddo.')).toBeVisible();

  await post(ada, 'Ada', 'See you at midnight!');

  // The poster's form clears and says so.
  await expect(ada.getByText('Message posted!')).toBeVisible();
  await expect(ada.getByPlaceholder('Your name')).toHaveValue('');
  await expect(ada.getByPlaceholder(/^Write a message for/)).toHaveValue('');

  // The other browser receives it live, on top of the older message.
  await expect(wall(ben).getByText('See you at midnight!')).toBeVisible();
  await expectAbove(ben, 'See you at midnight!', 'Proud of you, kiddo.');

  // And the other way round.
  await post(ben, 'Ben', 'First round is mine.');
  await expect(ben.getByText('Message posted!')).toBeVisible();
  await expect(wall(ada).getByText('First round is mine.')).toBeVisible();
  await expectAbove(ada, 'First round is mine.', 'See you at midnight!');
  await expectAbove(ada, 'See you at midnight!', 'Proud of you, kiddo.');
});

test('a wall that lost its connection catches up when it returns', async ({ browser }) => {
  const [ada, ben] = await openVisitors(browser, 2);

  await post(ada, 'Ada', 'Before the drop');
  await expect(wall(ben).getByText('Before the drop')).toBeVisible();

  await ben.context().setOffline(true);
  // Ben's wall keeps what it had and says it is offline.
  await expect(wall(ben).getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(wall(ben).getByText('Before the drop')).toBeVisible();
  await post(ada, 'Ada', 'Posted while Ben was offline');
  await expect(ada.getByText('Message posted!')).toBeVisible();
  await expect(wall(ben).getByText('Posted while Ben was offline')).toHaveCount(0);

  await ben.context().setOffline(false);
  // The SDK reconnects on its own; its backoff after a lost stream can take a while.
  await expect(wall(ben).getByText('Posted while Ben was offline')).toBeVisible({
    timeout: 45_000,
  });
  await expect(wall(ben).getByText(OFFLINE_NOTE)).toHaveCount(0);
});

test('a post made offline waits, then is sent when the connection is back', async ({ browser }) => {
  const [ada, ben] = await openVisitors(browser, 2);
  // A later post: the first, online, gives Ada her identity (a first post cannot be made
  // offline; tests/e2e/faults.spec.ts shows that one). The click after it waits out the pause.
  await post(ada, 'Ada', 'Before the tunnel');
  await expect(ada.getByText('Message posted!')).toBeVisible();

  await ada.context().setOffline(true);
  await post(ada, 'Ada', 'Written in a tunnel');
  // Said at once, the form cleared, the post on Ada's wall as pending; Ben has not got it.
  await expect(ada.getByText('Waiting for a connection')).toBeVisible();
  await expect(ada.getByPlaceholder('Your name')).toHaveValue('');
  await expect(wall(ada).getByText('Written in a tunnel')).toBeVisible();
  await expect(wall(ben).getByText('Written in a tunnel')).toHaveCount(0);

  await ada.context().setOffline(false);
  // The SDK sends the queued write by itself; the spec's success path follows.
  await expect(ada.getByText('Message posted!')).toBeVisible({ timeout: 45_000 });
  await expect(wall(ben).getByText('Written in a tunnel')).toBeVisible();
  await expect(wall(ada).getByText('Written in a tunnel')).toHaveCount(1);
  await expect(wall(ben).getByText('Written in a tunnel')).toHaveCount(1);
});

test('a write the server refuses takes the failure path and keeps the text', async ({
  browser,
}) => {
  const [ada, ben] = await openVisitors(browser, 2);
  // The real rules accept everything the form can send, so for this case the emulator enforces
  // rules that refuse every write; reads stay open so the wall itself keeps working.
  await loadRules(REFUSE_WRITES);

  await post(ada, 'Ada', 'This one will be refused');

  await expect(ada.getByText('Error posting message')).toBeVisible();
  await expect(ada.getByText('Please try again.')).toBeVisible();
  await expect(ada.getByPlaceholder('Your name')).toHaveValue('Ada');
  await expect(ada.getByPlaceholder(/^Write a message for/)).toHaveValue(
    'This one will be refused',
  );
  // The optimistic copy is withdrawn once the server says no, and nobody else ever sees it.
  await expect(cardsWith(ada, 'This one will be refused')).toHaveCount(0);
  await expect(cardsWith(ben, 'This one will be refused')).toHaveCount(0);
});

test('a post that waited offline and is then refused comes back to the form', async ({
  browser,
}) => {
  const ada = await openVisitor(browser);
  await loadRules(REFUSE_WRITES);
  // The first post gives Ada her identity (refused here; a refusal leaves no pause).
  await post(ada, 'Ada', 'Refused online first');
  await expect(ada.getByText('Error posting message')).toBeVisible();
  await ada.getByPlaceholder('Your name').fill('');
  await ada.getByPlaceholder(/^Write a message for/).fill('');
  await ada.context().setOffline(true);
  await post(ada, 'Ada', 'Refused after the tunnel');
  await expect(ada.getByText('Waiting for a connection')).toBeVisible();
  await expect(ada.getByPlaceholder('Your name')).toHaveValue('');

  await ada.context().setOffline(false);
  await expect(ada.getByText('Error posting message')).toBeVisible({ timeout: 45_000 });
  await expect(ada.getByPlaceholder('Your name')).toHaveValue('Ada');
  await expect(ada.getByPlaceholder(/^Write a message for/)).toHaveValue(
    'Refused after the tunnel',
  );
  await expect(cardsWith(ada, 'Refused after the tunnel')).toHaveCount(0);
  // A refusal does not count against the pause between posts: trying again is allowed.
  await expect(ada.getByRole('button', { name: 'Post Message' })).not.toHaveAttribute(
    'aria-disabled',
  );
});

/** `count` messages a minute apart, the newest `Old 1`, written past the rules in one commit. */
async function seedMany(count: number): Promise<void> {
  await writeMessages(
    Array.from({ length: count }, (_, i) => ({
      id: `old${String(i + 1).padStart(4, '0')}`,
      author: 'Guest',
      content: `Old ${i + 1}`,
      createdAt: new Date(Date.now() - (i + 10) * 60_000),
    })),
  );
}

test('the wall reads in pages, each live: a post on top while later pages are open, a removal on the third page', async ({
  browser,
}) => {
  // 30-45 s on this machine; a cold first run with the machine shared took 78 s.
  test.setTimeout(120_000);
  await seedMany(130);
  const ada = await openVisitor(browser);
  const articles = () => wall(ada).getByRole('article');
  // A card by its whole text. Not `cards()`, whose substring match once took "Old 13" for
  // "Old 130", when a card's text ran on into its hidden reaction counts ("Old 13" "0000").
  const card = (text: string) => articles().filter({ has: ada.getByText(text, { exact: true }) });
  // Every card's text, top to bottom: each message once, newest first.
  const texts = () => articles().getByText(/^(Old \d+|First round is mine\.)$/);
  const old = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Old ${from + i}`);
  // The first page only: 50 cards, and the button for the next.
  await expect(articles()).toHaveCount(50);
  await wall(ada).getByRole('button', { name: 'Show 50 more messages' }).click();
  await expect(articles()).toHaveCount(100);
  await wall(ada).getByRole('button', { name: 'Show 50 more messages' }).click();
  await expect(articles()).toHaveCount(130);
  await expect(wall(ada).getByRole('button', { name: /^Show/ })).toHaveCount(0);
  await expect(texts()).toHaveText(old(1, 130));

  // A post from another browser arrives on top; no card below leaves, none shows twice.
  const ben = await openVisitor(browser);
  await post(ben, 'Ben', 'First round is mine.');
  await expect(card('First round is mine.')).toBeVisible();
  await expectAbove(ada, 'First round is mine.', 'Old 1');
  await expect(articles()).toHaveCount(131);
  await expect(texts()).toHaveText(['First round is mine.', ...old(1, 130)]);
  await expect(card('Old 130')).toHaveCount(1);

  // The organizer's removal of a message on the third page (here past the rules).
  await emulatorRequest('DELETE', `${DOCUMENTS}/messages/old0120`);
  await expect(card('Old 120')).toHaveCount(0);
  await expect(articles()).toHaveCount(130);
  await expect(texts()).toHaveText(['First round is mine.', ...old(1, 119), ...old(121, 130)]);
});
