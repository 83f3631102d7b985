// First: they replace the data module and the shrinking before anything below loads them.
import { expectSent, post } from './testing/renderForm';
import {
  heldShrink,
  jpeg,
  photosInEachTest,
  renderPhotoForm,
  shrinkAtOnce,
} from './testing/photoForm';
import { act, fireEvent, screen } from '@testing-library/react';
import { PHOTO_QUEUED_AFTER_MS, QUEUED_AFTER_MS } from './postOutcome';
import type { PostOutcome } from '../../data/posting/sendPost';
import { PhotoCapError } from '../../data/posting/refusals';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

describe('MessageForm, sending the photo', { timeout: 20_000 }, () => {
  photosInEachTest();

  it('shows progress while sending, and a double click sends one post', async () => {
    shrinkAtOnce();
    let confirm: (outcome: PostOutcome) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    const { fill, choose, user, postButton } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
    await user.dblClick(postButton());

    expect(screen.getByRole('progressbar', { name: 'Sending your photo…' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
    await act(async () => confirm('posted'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the text and the photo when the wall refuses the photo, and says what to do', async () => {
    shrinkAtOnce();
    post.mockRejectedValue(new PhotoCapError(5));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, choose, user, postButton } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
    await user.click(postButton());

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("The photo can't go on the wall");
    expect(notice).toHaveTextContent('Post your message without the photo.');
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
    expect(screen.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  });

  it('sends nothing when photos were turned off after the photo was chosen, and keeps both', async () => {
    shrinkAtOnce();
    post.mockResolvedValue('posted');
    const { fill, choose, user, postButton, switchPhotos } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
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
    expectSent('Sam', 'Cheers!');
  });

  it('sends nothing when photos were turned off while the photo was still being made small', async () => {
    const shrinking = heldShrink();
    post.mockResolvedValue('posted');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, choose, user, postButton, switchPhotos } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
    await user.click(postButton());
    switchPhotos('off');
    await act(async () => shrinking.finish());

    expect(await screen.findByText("The photo can't go on the wall")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Cheers!');
  });
});

describe('MessageForm, a photo on a slow connection', () => {
  fakeTimersInEachTest({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  photosInEachTest();
  beforeEach(() => {
    shrinkAtOnce();
  });
  /** A post with a photo whose upload the test confirms by hand. */
  async function postingPhoto() {
    let confirm: (outcome: PostOutcome) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    // fireEvent, not user-event: user-event waits on timers, and these tests fake them.
    const { fill, choose, postButton } = renderPhotoForm();
    fill('Sam', 'Cheers!');
    await choose(jpeg());
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
