// First: they replace the data module and the shrinking before anything below loads them.
import { expectSent, post } from './testing/renderForm';
import {
  heldShrink,
  jpeg,
  photosInEachTest,
  PREPARED,
  renderPhotoForm,
  shrink,
  shrinkAtOnce,
} from './testing/photoForm';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PhotoError } from './photo/photoProblems';

describe('MessageForm, choosing the photo', { timeout: 20_000 }, () => {
  const { created, revoked } = photosInEachTest();

  it('offers a keyboard-reachable "Add a photo" file input for images', () => {
    renderPhotoForm();
    const input = screen.getByLabelText('Add a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(screen.queryByLabelText('Describe the photo (optional)')).toBeNull();
  });

  it('shows progress while making it small, then the preview, and posts it with its alt text', async () => {
    const shrinking = heldShrink();
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());

    expect(shrink).toHaveBeenCalledWith(expect.any(File), expect.anything());
    expect(screen.getByText('Making the photo small…')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Making the photo small…' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await act(async () => shrinking.stage('thumb'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await act(async () => shrinking.finish());

    expect(screen.queryByRole('progressbar')).toBeNull();
    const preview = screen.getByRole('img', { name: 'The photo you chose' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    const alt = screen.getByLabelText('Describe the photo (optional)');
    expect(alt).toHaveAttribute('maxLength', '200');
    await user.type(alt, '  Jake and the cake  ');
    expect(alt).toHaveAccessibleDescription('21 of 200 characters used');

    await user.click(postButton());
    expect(post).toHaveBeenCalledWith(
      {
        authorName: 'Sam',
        content: 'Cheers!',
        photo: { ...PREPARED, alt: 'Jake and the cake' },
      },
      expect.anything(),
      'guest-uid',
    );
    // Cleared with the fields, its preview's URL given back.
    expect(await screen.findByText('Message posted!')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
    expect(screen.queryByLabelText('Describe the photo (optional)')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(revoked).toEqual(created);
  });

  it('takes the photo off with "Remove photo": the post goes without it', async () => {
    shrinkAtOnce();
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton } = renderPhotoForm();
    await choose(jpeg());
    await user.type(screen.getByLabelText('Describe the photo (optional)'), 'Cake');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
    expect(screen.queryByLabelText('Describe the photo (optional)')).toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
    // Its button is gone: focus is back where a photo is added.
    expect(screen.getByLabelText('Add a photo')).toHaveFocus();
    fill('Sam', 'Cheers!');
    await user.click(postButton());
    expectSent('Sam', 'Cheers!');
  });

  it.each([
    ['not-image', "That file isn't a photo."],
    ['cannot-open', "This photo can't be opened here. Try a JPEG or PNG."],
    ['too-large', 'This photo is too large to open.'],
  ] as const)('says so plainly for %s, and keeps the typed text', async (problem, text) => {
    shrink.mockRejectedValue(new PhotoError(problem));
    const { fill, choose } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
    expect(post).not.toHaveBeenCalled();
  });

  it('waits for a photo still being made small, and posts nothing when it cannot be made', async () => {
    const shrinking = heldShrink();
    const { fill, choose, user, postButton } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
    await user.click(postButton());
    expect(postButton()).toBeDisabled();
    expect(post).not.toHaveBeenCalled();

    await act(async () => shrinking.fail('cannot-open'));
    expect(screen.getByText("This photo can't be opened here. Try a JPEG or PNG.")).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    expect(postButton()).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
  });

  it('takes a pasted image as the photo', async () => {
    shrinkAtOnce();
    renderPhotoForm();
    const file = jpeg();
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Message'), {
        clipboardData: { files: [file], getData: () => '' },
      }),
    );
    expect(shrink).toHaveBeenCalledWith(file, expect.anything());
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toBeVisible();
  });

  it('lets text pasted into a field go in as text, though the clipboard has its picture too', async () => {
    shrinkAtOnce();
    renderPhotoForm();
    const message = screen.getByLabelText('Message');
    const paste = fireEvent.paste(message, {
      clipboardData: {
        files: [new File(['png'], 'image.png', { type: 'image/png' })],
        getData: (type: string) => (type === 'text/plain' ? 'Happy 21st, Jake!' : ''),
      },
    });
    // Not cancelled: the browser puts the words in the field.
    expect(paste).toBe(true);
    expect(shrink).not.toHaveBeenCalled();
    expect(screen.queryByText('Making the photo small…')).toBeNull();
  });

  it('takes the image of a paste with no text, even into a text field', async () => {
    shrinkAtOnce();
    renderPhotoForm();
    const file = jpeg();
    let paste = true;
    await act(async () => {
      paste = fireEvent.paste(screen.getByLabelText('Name'), {
        clipboardData: { files: [file], getData: () => '' },
      });
    });
    expect(paste).toBe(false);
    expect(shrink).toHaveBeenCalledWith(file, expect.anything());
  });

  it('takes a dropped image as the photo', async () => {
    shrinkAtOnce();
    renderPhotoForm();
    const file = jpeg();
    const form = screen.getByRole('form', { name: 'Post a message' });
    await act(async () =>
      fireEvent.drop(form, { dataTransfer: { files: [file], types: ['Files'] } }),
    );
    expect(shrink).toHaveBeenCalledWith(file, expect.anything());
  });

  it('hides the photo when the organizer turned photos off, and takes no pasted one', async () => {
    renderPhotoForm('off');
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Message'), {
        clipboardData: { files: [jpeg()], getData: () => '' },
      }),
    );
    expect(shrink).not.toHaveBeenCalled();
  });

  it('says that posts with a photo wait while photos wait for approval', () => {
    renderPhotoForm('wait');
    const form = screen.getByRole('form', { name: 'Post a message' });
    expect(within(form).getByLabelText('Add a photo')).toBeInTheDocument();
    expect(
      within(form).getByText("Posts with a photo wait for the host's approval."),
    ).toBeVisible();
  });
});
