import { act, fireEvent, render, screen } from '@testing-library/react';
import { COOLDOWN_STORAGE_KEY, POST_COOLDOWN_MS } from './cooldown';
import { MessageForm } from './MessageForm';
import { sendPost, type PostOutcome } from '../../data/posting/sendPost';
import { NoticeProvider } from './NoticeProvider';
import { QUEUED_AFTER_MS } from './postOutcome';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../data/posting/identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
}));
const post = vi.mocked(sendPost);

const NOW = new Date(2026, 5, 3, 20, 0, 0);

function renderForm() {
  render(
    <NoticeProvider>
      <MessageForm personName="Jake" />
    </NoticeProvider>,
  );
  return {
    name: screen.getByLabelText('Name'),
    message: screen.getByLabelText('Message'),
    button: () => screen.getByRole('button', { name: /^(Post Message|Posting\.\.\.)$/ }),
  };
}

/** A write the test settles by hand, as the SDK does when the connection comes and goes. */
function heldWrite() {
  const write: { confirm: () => void; refuse: (error: Error) => void } = {
    confirm: () => undefined,
    refuse: () => undefined,
  };
  post.mockImplementation(
    () =>
      new Promise<PostOutcome>((resolve, reject) => {
        write.confirm = () => resolve('posted');
        write.refuse = reject;
      }),
  );
  return write;
}

// fireEvent, not user-event: user-event waits on timers, and these tests fake them.
function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function fillAndPost(form: ReturnType<typeof renderForm>) {
  type(form.name, 'Sam');
  type(form.message, 'Cheers!');
  await act(async () => fireEvent.click(form.button()));
}

/**
 * Lets promises and timers due by now run (Testing Library's waitFor would wait on the fake
 * timers), plus the few ms notistack takes to swap one notice for the next.
 */
const flush = () => act(() => vi.advanceTimersByTimeAsync(50));

/** A second in small steps: notistack's swap of one notice for the next is a chain of timers. */
async function settle() {
  for (let step = 0; step < 20; step += 1) await flush();
}

async function waiting() {
  await flush();
  return screen.getByText('Waiting for a connection');
}

/** Offline, a post made and waiting for the connection, which the backend will refuse. */
async function waitingPostToBeRefused() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const write = heldWrite();
  const form = renderForm();
  await fillAndPost(form);
  await flush();
  await waiting();
  return { write, form };
}

describe('MessageForm: waiting posts and the pause between posts', () => {
  fakeTimersInEachTest({
    now: NOW,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  beforeEach(() => {
    post.mockReset();
    localStorage.clear();
  });

  it('offline: says at once that the post waits, clears the form, then confirms when sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const write = heldWrite();
    const form = renderForm();
    await fillAndPost(form);
    await flush();

    const notice = await waiting();
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'will be sent when the connection is back (keep the page open). The form is cleared',
    );
    expect(form.name).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(form.button()).toHaveTextContent('Post Message');
    expect(screen.queryByText('Error posting message')).toBeNull();

    await act(async () => write.confirm());
    await settle();
    expect(screen.getByText('Message posted!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it(`online: waits ${QUEUED_AFTER_MS} ms for the backend before saying the post waits`, async () => {
    heldWrite();
    const form = renderForm();
    await fillAndPost(form);
    await act(() => vi.advanceTimersByTimeAsync(QUEUED_AFTER_MS - 1));
    expect(form.button()).toHaveTextContent('Posting...');
    expect(screen.queryByText('Waiting for a connection')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waiting();
    expect(form.message).toHaveValue('');
  });

  it('a waiting post the backend refuses gives its text back, with the error notice', async () => {
    const { write, form } = await waitingPostToBeRefused();

    await act(async () => write.refuse(new Error('permission-denied')));
    await settle();
    expect(screen.getByText('Error posting message')).toBeInTheDocument();
    expect(form.name).toHaveValue('Sam');
    expect(form.message).toHaveValue('Cheers!');
    // A refusal does not count against the pause: "Please try again." means now.
    expect(form.button()).not.toHaveAttribute('aria-disabled');
  });

  it('a refused waiting post leaves alone what the visitor has typed since', async () => {
    const { write, form } = await waitingPostToBeRefused();
    type(form.message, 'Another one');

    await act(async () => write.refuse(new Error('permission-denied')));
    await settle();
    expect(screen.getByText('Error posting message')).toBeInTheDocument();
    expect(form.message).toHaveValue('Another one');
  });

  it('pauses 30 s between posts, saying so, with the button still reachable', async () => {
    post.mockResolvedValue('posted');
    const form = renderForm();
    expect(form.button()).toHaveAccessibleDescription(
      'Posts are public. You can edit or delete yours for 10 minutes.',
    );
    await fillAndPost(form);
    await flush();
    expect(screen.getByText('Message posted!')).toBeInTheDocument();

    expect(form.button()).toHaveAttribute('aria-disabled', 'true');
    expect(form.button()).toBeEnabled();
    expect(form.button()).toHaveAccessibleDescription('Thanks! You can post again in 30 s.');
    expect(localStorage.getItem(COOLDOWN_STORAGE_KEY)).toBe(String(NOW.getTime()));

    type(form.name, 'Sam');
    type(form.message, 'Again');
    await act(async () => fireEvent.click(form.button()));
    expect(post).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(form.button()).toHaveAccessibleDescription('Thanks! You can post again in 18 s.');
    await act(() => vi.advanceTimersByTimeAsync(POST_COOLDOWN_MS - 12_000));
    expect(form.button()).not.toHaveAttribute('aria-disabled');
    await act(async () => fireEvent.click(form.button()));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('keeps the pause across a reload (it is in localStorage)', () => {
    localStorage.setItem(COOLDOWN_STORAGE_KEY, String(NOW.getTime() - 10_000));
    const form = renderForm();
    expect(form.button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Thanks! You can post again in 20 s.')).toBeVisible();
  });

  it('sends nothing and says nothing new for a submit during the pause', async () => {
    localStorage.setItem(COOLDOWN_STORAGE_KEY, String(NOW.getTime()));
    const form = renderForm();
    await act(async () => fireEvent.click(form.button()));
    await flush();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByText('Please fill in all fields')).toBeNull();
  });
});
