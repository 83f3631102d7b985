import { expect, test, type Page } from '@playwright/test';
import {
  cards,
  cardText,
  fillForm,
  messageField,
  nameField,
  openWall,
  paste,
  postButton,
  recordWrites,
  wall,
} from '../support/wall';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';

/**
 * Bad input, typed (or pasted) into the real form: what the visitor sees, and what the SDK
 * is given to send. With no backend here, "what is sent" is read where the SDK shows it: a
 * queued write opens the Write channel (counted), and latency compensation puts exactly the
 * queued document on the wall at once as the visitor's own card (read character by
 * character). A refused input opens no Write channel and shows no card.
 */
// What this file checks is text, not motion: its visitor prefers reduced motion, which the
// app honours, so the glass and the characters stand still beside the form. A page drawing
// them costs Chromium a third of a core here, and this file opens seventeen pages; motion
// keeps its checks in the other files (docs/testing.md, the stages).
test.use({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

type Entry = { fill: string } | { paste: string };

interface Case {
  title: string;
  name: Entry;
  message: Entry;
  /** What the fields hold (after the browser's maxLength and the form's cleaning). */
  fields?: { name: string; message: string };
  /** Counters and polite "Cut to" notes the visitor sees before posting. */
  sees?: string[];
  /** The document as queued, or undefined when the form must refuse and send nothing. */
  sent?: { author: string; content: string };
}

const FAMILY = '👨‍👩‍👧‍👦';
const MARKUP = '<img src=x onerror="alert(1)"> <script>alert(2)</script> javascript:alert(3)';

const CASES: Case[] = [
  { title: 'both fields blank', name: { fill: '' }, message: { fill: '' } },
  {
    title: 'spaces, tabs and line breaks only',
    name: { fill: '  \t ' },
    message: { fill: ' \n\t \n ' },
  },
  {
    title: 'non-breaking and other Unicode spaces only',
    name: { fill: '\u00a0\u2003\u3000' },
    message: { fill: '\u00a0\u202f\u2009\u205f' },
  },
  {
    title: 'zero-width characters only',
    name: { fill: '\u200b\u200d' },
    message: { fill: '\ufeff\u2060\u200c' },
  },
  {
    title: 'control characters only (removed as they arrive)',
    name: { fill: '\u0007\u0000' },
    message: { fill: '\u001b\u007f\u0085' },
    fields: { name: '', message: '' },
  },
  {
    title: 'exactly 50 and 500 characters',
    name: { fill: 'n'.repeat(50) },
    message: { fill: 'm'.repeat(500) },
    sees: ['50/50', '500/500'],
    sent: { author: 'n'.repeat(50), content: 'm'.repeat(500) },
  },
  {
    title: 'a 5,000-character paste into each field, cut to the limit and said so',
    name: { paste: 'N'.repeat(5000) },
    message: { paste: 'M'.repeat(5000) },
    fields: { name: 'N'.repeat(50), message: 'M'.repeat(500) },
    sees: ['50/50', '500/500', 'Cut to 50 characters', 'Cut to 500 characters'],
    sent: { author: 'N'.repeat(50), content: 'M'.repeat(500) },
  },
  {
    title: 'emoji with skin tones, flags and a ZWJ family (UTF-16 units counted)',
    name: { fill: 'Zoë 👩🏽‍🎤' },
    message: { fill: `🇳🇿🎉 ${FAMILY} 👍🏽👋🏿` },
    sees: [`${'Zoë 👩🏽‍🎤'.length}/50`, `${`🇳🇿🎉 ${FAMILY} 👍🏽👋🏿`.length}/500`],
    sent: { author: 'Zoë 👩🏽‍🎤', content: `🇳🇿🎉 ${FAMILY} 👍🏽👋🏿` },
  },
  {
    title: 'emoji pasted past the limit: whole emoji kept, never half of one',
    name: { fill: 'Sam' },
    message: { paste: '🎉'.repeat(300) },
    fields: { name: 'Sam', message: '🎉'.repeat(250) },
    sees: ['500/500', 'Cut to 500 characters'],
    sent: { author: 'Sam', content: '🎉'.repeat(250) },
  },
  {
    title: 'right-to-left text',
    name: { fill: 'יעל' },
    message: { fill: 'عيد ميلاد سعيد يا جيك! 🎂' },
    sent: { author: 'יעל', content: 'عيد ميلاد سعيد يا جيك! 🎂' },
  },
  {
    // Sent composed (NFC), so a listed word cannot hide in a decomposed spelling.
    title: 'combining marks, sent composed',
    name: { fill: 'Zoe\u0308' },
    message: { fill: 'Cafe\u0301 a\u0301\u0302\u0303\u0304' },
    sent: { author: 'Zo\u00eb', content: 'Caf\u00e9 \u00e1\u0302\u0303\u0304' },
  },
  {
    // Invisible characters between letters could hide a listed word: the form drops them
    // (the rules refuse them), and the visitor's text is otherwise kept.
    title: 'zero-width characters inside text, dropped',
    name: { fill: 'Sa\u200dm' },
    message: { fill: 'a\u200bb\u200dc\u2060d' },
    sent: { author: 'Sam', content: 'abcd' },
  },
  {
    title: 'markup and script, kept as inert text',
    name: { fill: '<b>Mallory</b>' },
    message: { fill: MARKUP },
    sent: { author: '<b>Mallory</b>', content: MARKUP },
  },
  {
    title: 'control characters among text: removed, tabs in a name become spaces',
    name: { fill: 'Sam\u0007\tKim' },
    message: { fill: 'Hi\u0000 there\u001b\u0085!\n\tbye' },
    fields: { name: 'Sam Kim', message: 'Hi there!\n\tbye' },
    sent: { author: 'Sam Kim', content: 'Hi there!\n\tbye' },
  },
];

async function enter(page: Page, field: ReturnType<typeof nameField>, entry: Entry) {
  if ('fill' in entry) await field.fill(entry.fill);
  else await paste(page, field, entry.paste);
}

for (const input of CASES) {
  test(`bad input: ${input.title}`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const writes = recordWrites(page);
    await openWall(page);

    await enter(page, nameField(page), input.name);
    await enter(page, messageField(page), input.message);
    if (input.fields) {
      await expect(nameField(page)).toHaveValue(input.fields.name);
      await expect(messageField(page)).toHaveValue(input.fields.message);
    }
    for (const text of input.sees ?? []) {
      await expect(wall(page).getByText(text, { exact: true })).toBeVisible();
    }
    await postButton(page).click();

    if (!input.sent) {
      await expect(page.getByRole('alert')).toContainText('Please fill in all fields');
      // Nothing queued: no card, and the SDK never opens its Write channel.
      await page.waitForTimeout(1000);
      expect(writes).toHaveLength(0);
      await expect(cards(page)).toHaveCount(0);
      return;
    }

    await expect(cards(page)).toHaveCount(1);
    expect(await cardText(page)).toEqual(input.sent);
    await expect.poll(() => writes.length).toBeGreaterThan(0);
    expect(writes[0]?.postData()).toContain(`projects%2F${DEMO_PROJECT_ID}`);
    await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
    // Plain text only: nothing the visitor typed became an element, a link or a script.
    const card = cards(page).first();
    await expect(card.locator('img, script, b, a, iframe')).toHaveCount(0);
    await expect(card.locator('p[dir="auto"]')).toHaveCount(2);
    expect(dialogs).toEqual([]);
  });
}

/** Enter held down: the repeated keydowns a held key sends (Playwright marks them as repeats). */
async function holdEnter(page: Page): Promise<void> {
  for (let repeat = 0; repeat < 15; repeat += 1) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
}

/** One card on the wall, and still one a second later: nothing was sent twice. */
async function expectOneCardAfterASecond(page: Page): Promise<void> {
  await expect(cards(page)).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(cards(page)).toHaveCount(1);
}

test('a double click on the post button sends exactly one message', async ({ page }) => {
  const writes = recordWrites(page);
  await openWall(page);
  await fillForm(page, 'Sam', 'Only once, please');
  await postButton(page).dblclick();
  await expect.poll(() => writes.length).toBeGreaterThan(0);
  await expectOneCardAfterASecond(page);
});

test('a held Enter on the post button sends exactly one message', async ({ page }) => {
  await openWall(page);
  await fillForm(page, 'Sam', 'Held key');
  await postButton(page).focus();
  await holdEnter(page);
  await expectOneCardAfterASecond(page);
});

test('a held Enter in the name field (implicit submit) sends exactly one message', async ({
  page,
}) => {
  await openWall(page);
  await fillForm(page, 'Sam', 'Held key in a field');
  await nameField(page).focus();
  await holdEnter(page);
  await expectOneCardAfterASecond(page);
  // Long after the post was queued, repeats still meet the pause between posts.
  await messageField(page).fill('A second one');
  await nameField(page).fill('Sam');
  await nameField(page).press('Enter');
  await page.waitForTimeout(500);
  await expect(cards(page)).toHaveCount(1);
});
