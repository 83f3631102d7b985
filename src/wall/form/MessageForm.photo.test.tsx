import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageForm } from './MessageForm';
import { NoticeProvider } from './NoticeProvider';
import { PHOTO_QUEUED_AFTER_MS, QUEUED_AFTER_MS } from './postOutcome';
import { PhotoError, type PhotoProblem, type PhotoStage } from './photo/photoProblems';
import { shrinkPhoto, type ShrinkOptions } from './photo/shrinkPhoto';
import { sendPost, type PostOutcome } from '../../data/posting/sendPost';
import { PhotoCapError } from '../../data/posting/refusals';
import type { PreparedPhoto } from '../../data/schema/types';
import { DEFAULT_WALL_SETTINGS, type PhotoMode } from '../../data/schema/wallSettings';
import { WALL_SETTINGS_OFF, WallSettingsContext } from '../../wallSettings/wallSettingsContext';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

// The data module and the shrinking are replaced at their seams: no SDK, no canvas.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../data/posting/identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
}));
vi.mock('./photo/shrinkPhoto', () => ({ shrinkPhoto: vi.fn() }));
const post = vi.mocked(sendPost);
const shrink = vi.mocked(shrinkPhoto);

const PREPARED: PreparedPhoto = {
  photo: { bytes: new Uint8Array([1, 2, 3]), type: 'image/webp', width: 1600, height: 1200 },
  thumb: { bytes: new Uint8Array([4, 5]), type: 'image/webp', width: 480, height: 360 },
};

const JPEG = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'party.jpg', { type: 'image/jpeg' });

/** A shrink the test settles by hand, telling its stages as the real one does. */
function heldShrink() {
  const held: {
    stage: (stage: PhotoStage) => void;
    finish: () => void;
    fail: (problem: PhotoProblem) => void;
  } = { stage: () => undefined, finish: () => undefined, fail: () => undefined };
  shrink.mockImplementation(
    (_file: File, { onStage }: ShrinkOptions = {}) =>
      new Promise<PreparedPhoto>((resolve, reject) => {
        onStage?.('opening');
        held.stage = (stage) => onStage?.(stage);
        held.finish = () => resolve(PREPARED);
        held.fail = (problem) => reject(new PhotoError(problem));
      }),
  );
  return held;
}

function formWith(photos: PhotoMode) {
  return (
    <WallSettingsContext.Provider
      value={{ ...WALL_SETTINGS_OFF, settings: { ...DEFAULT_WALL_SETTINGS, photos } }}
    >
      <NoticeProvider>
        <MessageForm personName="Jake" />
      </NoticeProvider>
    </WallSettingsContext.Provider>
  );
}

function renderForm(photos: PhotoMode = 'on') {
  const user = userEvent.setup({ delay: null });
  const { rerender } = render(formWith(photos));
  /** The organizer flips the Photos switch while the guest is on the page. */
  const switchPhotos = (mode: PhotoMode) => rerender(formWith(mode));
  const fill = (who: string, text: string) => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: who } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
  };
  const choose = async (file: File) => {
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } }),
    );
  };
  const postButton = () => screen.getByRole('button', { name: /^(Post Message|Posting\.\.\.)$/ });
  return { user, fill, choose, postButton, switchPhotos };
}

describe('MessageForm, the photo', { timeout: 20_000 }, () => {
  const created: string[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    post.mockReset();
    shrink.mockReset();
    localStorage.clear();
    created.length = 0;
    revoked.length = 0;
    // jsdom has no object URLs; these count them.
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:preview-${created.length + 1}`);
      return created.at(-1) ?? '';
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });

  it('offers a keyboard-reachable "Add a photo" file input for images', () => {
    renderForm();
    const input = screen.getByLabelText('Add a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(screen.queryByLabelText('Describe the photo (optional)')).toBeNull();
  });

  it('shows progress while making it small, then the preview, and posts it with its alt text', async () => {
    const shrinking = heldShrink();
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());

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
    shrink.mockResolvedValue(PREPARED);
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton } = renderForm();
    await choose(JPEG());
    await user.type(screen.getByLabelText('Describe the photo (optional)'), 'Cake');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
    expect(screen.queryByLabelText('Describe the photo (optional)')).toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
    // Its button is gone: focus is back where a photo is added.
    expect(screen.getByLabelText('Add a photo')).toHaveFocus();
    fill('Sam', 'Cheers!');
    await user.click(postButton());
    expect(post).toHaveBeenCalledWith(
      { authorName: 'Sam', content: 'Cheers!' },
      expect.anything(),
      'guest-uid',
    );
  });

  it.each([
    ['not-image', "That file isn't a photo."],
    ['cannot-open', "This photo can't be opened here. Try a JPEG or PNG."],
    ['too-large', 'This photo is too large to open.'],
  ] as const)('says so plainly for %s, and keeps the typed text', async (problem, text) => {
    shrink.mockRejectedValue(new PhotoError(problem));
    const { fill, choose } = renderForm();
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
    const { fill, choose, user, postButton } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    await user.click(postButton());
    expect(postButton()).toBeDisabled();
    expect(post).not.toHaveBeenCalled();

    await act(async () => shrinking.fail('cannot-open'));
    expect(screen.getByText("This photo can't be opened here. Try a JPEG or PNG.")).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    expect(postButton()).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
  });

  it('shows progress while sending, and a double click sends one post', async () => {
    shrink.mockResolvedValue(PREPARED);
    let confirm: (outcome: PostOutcome) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    const { fill, choose, user, postButton } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    await user.dblClick(postButton());

    expect(screen.getByRole('progressbar', { name: 'Sending your photo…' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    await act(async () => confirm('posted'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the text and the photo when the wall refuses the photo, and says what to do', async () => {
    shrink.mockResolvedValue(PREPARED);
    post.mockRejectedValue(new PhotoCapError(5));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, choose, user, postButton } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    await user.click(postButton());

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("The photo can't go on the wall");
    expect(notice).toHaveTextContent('Post your message without the photo.');
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
    expect(screen.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  });

  it('sends nothing when photos were turned off after the photo was chosen, and keeps both', async () => {
    shrink.mockResolvedValue(PREPARED);
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton, switchPhotos } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    switchPhotos('off');
    // No new photo can be added, but the chosen one shows, with the way to take it off.
    expect(screen.queryByText('Add a photo')).not.toBeVisible();
    expect(screen.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await user.click(postButton());

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("The photo can't go on the wall");
    expect(notice).toHaveTextContent(
      'The host has turned photos off for now. Post your message without the photo.',
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
    expect(postButton()).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'The photo you chose' })).toBeNull();
    await user.click(postButton());
    expect(post).toHaveBeenCalledWith(
      { authorName: 'Sam', content: 'Cheers!' },
      expect.anything(),
      'guest-uid',
    );
  });

  it('sends nothing when photos were turned off while the photo was still being made small', async () => {
    const shrinking = heldShrink();
    post.mockResolvedValue('posted');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, choose, user, postButton, switchPhotos } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    await user.click(postButton());
    switchPhotos('off');
    await act(async () => shrinking.finish());

    expect(await screen.findByText("The photo can't go on the wall")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
  });

  it('takes a pasted image as the photo', async () => {
    shrink.mockResolvedValue(PREPARED);
    renderForm();
    const file = JPEG();
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Message'), {
        clipboardData: { files: [file], getData: () => '' },
      }),
    );
    expect(shrink).toHaveBeenCalledWith(file, expect.anything());
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toBeVisible();
  });

  it('lets text pasted into a field go in as text, though the clipboard has its picture too', async () => {
    shrink.mockResolvedValue(PREPARED);
    renderForm();
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
    shrink.mockResolvedValue(PREPARED);
    renderForm();
    const file = JPEG();
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
    shrink.mockResolvedValue(PREPARED);
    renderForm();
    const file = JPEG();
    const form = screen.getByRole('form', { name: 'Post a message' });
    await act(async () =>
      fireEvent.drop(form, { dataTransfer: { files: [file], types: ['Files'] } }),
    );
    expect(shrink).toHaveBeenCalledWith(file, expect.anything());
  });

  it('hides the photo when the organizer turned photos off, and takes no pasted one', async () => {
    renderForm('off');
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Message'), {
        clipboardData: { files: [JPEG()], getData: () => '' },
      }),
    );
    expect(shrink).not.toHaveBeenCalled();
  });

  it('says that posts with a photo wait while photos wait for approval', () => {
    renderForm('wait');
    const form = screen.getByRole('form', { name: 'Post a message' });
    expect(within(form).getByLabelText('Add a photo')).toBeInTheDocument();
    expect(
      within(form).getByText("Posts with a photo wait for the host's approval."),
    ).toBeVisible();
  });
});

describe('MessageForm, a photo on a slow connection', () => {
  fakeTimersInEachTest({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  beforeEach(() => {
    post.mockReset();
    shrink.mockReset();
    shrink.mockResolvedValue(PREPARED);
    localStorage.clear();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  /** A post with a photo whose upload the test confirms by hand. */
  async function postingPhoto() {
    let confirm: (outcome: PostOutcome) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    // fireEvent, not user-event: user-event waits on timers, and these tests fake them.
    const { fill, choose, postButton } = renderForm();
    fill('Sam', 'Cheers!');
    await choose(JPEG());
    await act(async () => fireEvent.click(postButton()));
    return { confirm: (outcome: PostOutcome) => confirm(outcome), postButton };
  }

  it('online, keeps "Posting..." and the progress past the text posts\' wait, until confirmed', async () => {
    const { confirm, postButton } = await postingPhoto();
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_AFTER_MS + 20_000));

    expect(postButton()).toHaveTextContent('Posting...');
    expect(screen.getByRole('progressbar', { name: 'Sending your photo…' })).toBeVisible();
    expect(screen.queryByText('Waiting for a connection')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
    expect(screen.getByRole('img', { name: 'The photo you chose' })).toBeVisible();

    await act(async () => confirm('posted'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Message posted!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('says the post waits once the browser goes offline during the upload', async () => {
    const { postButton } = await postingPhoto();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    await act(() => vi.advanceTimersByTimeAsync(50));

    expect(screen.getByText('Waiting for a connection')).toBeInTheDocument();
    expect(postButton()).toHaveTextContent('Post Message');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it(`says it waits after ${PHOTO_QUEUED_AFTER_MS / 1000} s online without an answer`, async () => {
    await postingPhoto();
    await act(() => vi.advanceTimersByTimeAsync(PHOTO_QUEUED_AFTER_MS - 1));
    expect(screen.queryByText('Waiting for a connection')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Waiting for a connection')).toBeInTheDocument();
  });
});
