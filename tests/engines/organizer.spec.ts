/**
 * The organizer's desk in WebKit (an iPhone in the organizer's pocket) and Firefox: the
 * waiting count in the tab's title and on the Waiting list's heading, following the live
 * list, on the organizer suite's fixture app (tests/organizer/fixture: three posts wait, and
 * `window.organizerFixture.wait()` makes a fourth, as a guest's post would).
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { control, waitFor } from './queries';

const DESK = "Jake's wall: organizer";

/** The tab's title and the Waiting list's heading, as the organizer reads them. */
function deskCount(): { title: string; heading: string } {
  return {
    title: document.title,
    heading: document.getElementById('waiting-title')?.textContent ?? '',
  };
}

test('the waiting count follows the live list in the title and on the Waiting heading', async ({
  open,
}) => {
  const organizer = await open({ reducedMotion: true });
  await organizer.goto('/moderate', 'organizer');
  await waitFor(organizer, 'three waiting', deskCount, undefined, ({ title, heading }) => {
    return title === `(3) ${DESK}` && heading === 'Waiting: 3';
  });

  await organizer.evaluate(
    () => window.organizerFixture?.wait('Ada', 'Posted from the back table.'),
    undefined,
  );
  await waitFor(organizer, 'four waiting', deskCount, undefined, ({ title, heading }) => {
    return title === `(4) ${DESK}` && heading === 'Waiting: 4';
  });

  await organizer.click(
    await control(organizer, { role: 'button', name: 'Approve the message from Ada' }),
  );
  const after = await waitFor(organizer, 'three again', deskCount, undefined, ({ title }) => {
    return title === `(3) ${DESK}`;
  });
  expect(after.heading).toBe('Waiting: 3');
});
