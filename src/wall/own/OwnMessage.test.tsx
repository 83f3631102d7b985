import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMessages, type MessagesState } from '../../data/reading/liveMessages';
import { deleteOwnMessage, editOwnMessage } from '../../data/posting/editAndDelete';
import { isStillAuthor } from '../../data/posting/authorship';
import { NoLongerYoursError } from '../../data/posting/refusals';
import { AUTHORED_KEY, rememberAuthored } from '../../data/device/postedHere';
import { OWN_POST_WINDOW_MS } from '../../data/schema/schema';
import type { Message } from '../../data/schema/types';
import { COOLDOWN_STORAGE_KEY } from '../form/cooldown';
import { NoticeProvider } from '../form/NoticeProvider';
import { MessageList } from '../feed/MessageList';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

// The data doors are replaced at their seams; the SDK is never loaded.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../data/posting/editAndDelete', () => ({
  editOwnMessage: vi.fn(),
  deleteOwnMessage: vi.fn(),
}));
vi.mock('../../data/posting/authorship', () => ({ isStillAuthor: vi.fn() }));
const stillAuthor = vi.mocked(isStillAuthor);
const messagesHook = vi.mocked(useMessages);
const edit = vi.mocked(editOwnMessage);
const remove = vi.mocked(deleteOwnMessage);

const NOW = new Date(2026, 5, 3, 20, 0, 0).getTime();

const mine: Message = {
  id: 'mine',
  authorName: 'Sam',
  content: 'Happy birthday!',
  createdAt: new Date(NOW),
  pending: false,
};
const theirs: Message = { ...mine, id: 'theirs', authorName: 'Alex', content: 'Cheers!' };

function renderWall(messages: Message[] = [mine, theirs]) {
  const state: MessagesState = { status: 'ready', messages, hasMore: false };
  messagesHook.mockReturnValue(state);
  return render(
    <NoticeProvider>
      <MessageList personName="Jake" />
    </NoticeProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name: `Message from ${name}` });
const editButton = (name: string) =>
  within(card(name)).queryByRole('button', { name: 'Edit your message' });
const deleteButton = (name: string) =>
  within(card(name)).queryByRole('button', { name: 'Delete your message' });

/** Lets promises, the lazy dialog's import and timers due by now run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(50));

/** Opens the edit dialog ('dialog') or the delete confirmation ('alertdialog'). */
async function openDialog(button: HTMLElement | null, name: string) {
  if (!button) throw new Error('no button');
  const role = name.endsWith('?') ? 'alertdialog' : 'dialog';
  fireEvent.click(button);
  // The dialog's chunk loads on the first click.
  for (let i = 0; i < 20 && !screen.queryByRole(role, { name }); i += 1) await flush();
  return screen.getByRole(role, { name });
}

// The dialogs' chunk, loaded once here with real timers: on a click, React.lazy then
// finds it in the module cache.
beforeAll(async () => {
  await import('./OwnMessageDialog');
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

// Dialogs with MUI's transitions under jsdom: seconds each on a loaded 2-core machine.
describe("a guest's own message", { timeout: 30_000 }, () => {
  it("offers Edit and Delete on the author's card only", () => {
    renderWall();
    expect(editButton('Sam')).toBeVisible();
    expect(deleteButton('Sam')).toBeVisible();
    expect(editButton('Alex')).toBeNull();
    expect(deleteButton('Alex')).toBeNull();
  });

  it('keeps them across a reload on this device, and takes them away at 10 minutes', async () => {
    expect(localStorage.getItem(AUTHORED_KEY)).toContain('"mine"');
    const first = renderWall();
    first.unmount();
    // A reload: the page starts again from what the device stored.
    renderWall();
    expect(editButton('Sam')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(OWN_POST_WINDOW_MS - 1000));
    expect(editButton('Sam')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(editButton('Sam')).toBeNull();
    expect(deleteButton('Sam')).toBeNull();
    // And after the window, a reload does not bring them back.
    renderWall();
    expect(screen.queryByRole('button', { name: 'Edit your message' })).toBeNull();
  });

  it('edits in a dialog that checks the text as the form does, then says so', async () => {
    edit.mockResolvedValue('edited');
    renderWall();
    const dialog = await openDialog(editButton('Sam'), 'Edit your message');
    const message = within(dialog).getByLabelText('Message');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam');
    expect(message).toHaveValue('Happy birthday!');

    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(edit).not.toHaveBeenCalled();

    fireEvent.change(message, { target: { value: '  Happy 21st, Jake!  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await flush();
    expect(edit).toHaveBeenCalledWith(
      'mine',
      { authorName: 'Sam', content: 'Happy 21st, Jake!' },
      expect.objectContaining({ approvalRequired: false }),
      undefined, // no photo, so no alt text for the word filter
    );
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Message updated')).toBeVisible();
  });

  it('waits out the pause between posts before saving, and says how long', async () => {
    edit.mockResolvedValue('edited');
    localStorage.setItem(COOLDOWN_STORAGE_KEY, String(NOW - 10_000));
    renderWall();
    const dialog = await openDialog(editButton('Sam'), 'Edit your message');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(/^You can save in 20 s/);
    fireEvent.click(save);
    await flush();
    expect(edit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(save).not.toHaveAttribute('aria-disabled');
    fireEvent.click(save);
    await flush();
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('says an edit the wall settings hold is waiting for approval', async () => {
    edit.mockResolvedValue('held');
    renderWall();
    const dialog = await openDialog(editButton('Sam'), 'Edit your message');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await flush();
    await flush();
    expect(screen.getByText('Waiting for approval')).toBeVisible();
  });

  it('keeps the dialog and the text when the edit is refused', async () => {
    edit.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWall();
    const dialog = await openDialog(editButton('Sam'), 'Edit your message');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Too late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your edit was not saved');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Too late');
  });

  it('asks once before deleting: Cancel keeps it, Delete takes it back', async () => {
    remove.mockResolvedValue();
    renderWall();
    let dialog = await openDialog(deleteButton('Sam'), 'Delete your message?');
    expect(dialog).toHaveAccessibleDescription(/disappears from the wall and the party screen/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(remove).not.toHaveBeenCalled();

    dialog = await openDialog(deleteButton('Sam'), 'Delete your message?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await flush();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('mine', 'Sam');
    expect(screen.getByText('Message deleted')).toBeVisible();
  });

  it('marks an edited message "Edited", on any card', () => {
    renderWall([mine, { ...theirs, editedAt: new Date(NOW + 60_000) }]);
    expect(within(card('Alex')).getByText('Edited')).toBeVisible();
    expect(within(card('Sam')).queryByText('Edited')).toBeNull();
  });
});

// The organizer took the message down and put it back: the rules end its author's hold.
describe("a guest's own message the host took down and put back", { timeout: 30_000 }, () => {
  it('stops offering Edit and Delete once the server says it is no longer theirs', async () => {
    stillAuthor.mockResolvedValue(false);
    renderWall();
    await flush();
    expect(stillAuthor).toHaveBeenCalledWith('mine');
    expect(editButton('Sam')).toBeNull();
    expect(deleteButton('Sam')).toBeNull();
    expect(localStorage.getItem(AUTHORED_KEY)).not.toContain('"mine"');
  });

  it('keeps them while that cannot be asked (offline), and asks nothing of a post on its way', async () => {
    stillAuthor.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onItsWay = renderWall([{ ...mine, pending: true }]);
    await flush();
    expect(stillAuthor).not.toHaveBeenCalled();
    onItsWay.unmount();
    renderWall([mine]);
    await flush();
    expect(stillAuthor).toHaveBeenCalledTimes(1);
    expect(editButton('Sam')).toBeVisible();
  });

  /** Sam's wall with `action` refused as no longer his, and its dialog open. */
  async function refusedAsNotYours(
    action: typeof edit | typeof remove,
    button: (author: string) => HTMLElement | null,
    title: string,
  ) {
    action.mockRejectedValue(new NoLongerYoursError('mine'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWall();
    return openDialog(button('Sam'), title);
  }

  it('says so plainly when an edit is refused for it, keeps the text, offers Close, then stops offering Edit', async () => {
    const dialog = await refusedAsNotYours(edit, editButton, 'Edit your message');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'New words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await flush();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Your message is the host's now. The host took it down and put it back, so it can no longer be edited or deleted.",
    );
    expect(within(dialog).getByLabelText('Message')).toHaveValue('New words');
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editButton('Sam')).toBeNull();
    expect(deleteButton('Sam')).toBeNull();
  });

  it('says so when a delete is refused for it', async () => {
    const dialog = await refusedAsNotYours(remove, deleteButton, 'Delete your message?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await flush();
    expect(screen.getByText("Your message is the host's now")).toBeVisible();
  });
});
