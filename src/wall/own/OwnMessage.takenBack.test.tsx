// First: it replaces the data doors before anything below loads them.
import {
  deleteButton,
  edit,
  editButton,
  flush,
  mine,
  openDialog,
  ownWallInEachTest,
  remove,
  renderWall,
  stillAuthor,
} from './testing/ownWall';
import { fireEvent, screen, within } from '@testing-library/react';
import { NoLongerYoursError } from '../../data/posting/refusals';
import { AUTHORED_KEY } from '../../data/device/postedHere';

ownWallInEachTest();

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
