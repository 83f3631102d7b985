// First: it replaces the data doors before anything below loads them.
import {
  card,
  deleteButton,
  edit,
  editButton,
  flush,
  mine,
  NOW,
  openDialog,
  ownWallInEachTest,
  remove,
  renderWall,
  theirs,
} from './testing/ownWall';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTHORED_KEY } from '../../data/device/postedHere';
import { OWN_POST_WINDOW_MS } from '../../data/schema/schema';
import { COOLDOWN_STORAGE_KEY } from '../form/cooldown';
import { permissionDenied } from '../../testing/firestoreMock';

ownWallInEachTest();

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
    edit.mockRejectedValue(permissionDenied('denied'));
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
