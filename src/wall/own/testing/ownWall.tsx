import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMessages, type MessagesState } from '../../../data/reading/liveMessages';
import { deleteOwnMessage, editOwnMessage } from '../../../data/posting/editAndDelete';
import { isStillAuthor } from '../../../data/posting/authorship';
import { rememberAuthored } from '../../../data/device/postedHere';
import type { Message } from '../../../data/schema/types';
import { NoticeProvider } from '../../form/NoticeProvider';
import { MessageList } from '../../feed/MessageList';
import { fakeTimersInEachTest } from '../../../testing/fakeTimers';

// The own-message tests' shared setup, imported by each before anything it replaces. The data
// doors are replaced at their seams; the SDK is never loaded.
vi.mock('../../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../../data/posting/editAndDelete', () => ({
  editOwnMessage: vi.fn(),
  deleteOwnMessage: vi.fn(),
}));
vi.mock('../../../data/posting/authorship', () => ({ isStillAuthor: vi.fn() }));
export const stillAuthor = vi.mocked(isStillAuthor);
export const messagesHook = vi.mocked(useMessages);
export const edit = vi.mocked(editOwnMessage);
export const remove = vi.mocked(deleteOwnMessage);

export const NOW = new Date(2026, 5, 3, 20, 0, 0).getTime();

export const mine: Message = {
  id: 'mine',
  authorName: 'Sam',
  content: 'Happy birthday!',
  createdAt: new Date(NOW),
  pending: false,
};
export const theirs: Message = { ...mine, id: 'theirs', authorName: 'Alex', content: 'Cheers!' };

export function renderWall(messages: Message[] = [mine, theirs]) {
  const state: MessagesState = { status: 'ready', messages, hasMore: false };
  messagesHook.mockReturnValue(state);
  return render(
    <NoticeProvider>
      <MessageList personName="Jake" />
    </NoticeProvider>,
  );
}

export const card = (name: string) => screen.getByRole('article', { name: `Message from ${name}` });
export const editButton = (name: string) =>
  within(card(name)).queryByRole('button', { name: 'Edit your message' });
export const deleteButton = (name: string) =>
  within(card(name)).queryByRole('button', { name: 'Delete your message' });

/** Lets promises, the lazy dialog's import and timers due by now run. */
export const flush = () => act(() => vi.advanceTimersByTimeAsync(50));

/** Opens the edit dialog ('dialog') or the delete confirmation ('alertdialog'). */
export async function openDialog(button: HTMLElement | null, name: string) {
  if (!button) throw new Error('no button');
  const role = name.endsWith('?') ? 'alertdialog' : 'dialog';
  fireEvent.click(button);
  // The dialog's chunk loads on the first click.
  for (let i = 0; i < 20 && !screen.queryByRole(role, { name }); i += 1) await flush();
  return screen.getByRole(role, { name });
}

/**
 * In each test of the file that calls this: the fake clock at NOW, Sam's message posted here
 * then, the doors reset (the server still says it is his), nothing else on the device.
 */
export function ownWallInEachTest(): void {
  // The dialogs' chunk, loaded once here with real timers: on a click, React.lazy then
  // finds it in the module cache.
  beforeAll(async () => {
    await import('../OwnMessageDialog');
  });
  fakeTimersInEachTest({ now: NOW });
  beforeEach(() => {
    localStorage.clear();
    edit.mockReset();
    remove.mockReset();
    stillAuthor.mockReset();
    stillAuthor.mockResolvedValue(true);
    rememberAuthored('mine', NOW);
  });
}
