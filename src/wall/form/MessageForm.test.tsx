import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageForm } from './MessageForm';
import { sendPost, type PostOutcome } from '../../data/posting/sendPost';
import { NoticeProvider } from './NoticeProvider';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../data/posting/identity', () => ({
  readyToPost: vi.fn(() => Promise.resolve('guest-uid')),
}));
const post = vi.mocked(sendPost);

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <NoticeProvider>
      <MessageForm personName="Jake" />
    </NoticeProvider>,
  );
  const name = screen.getByLabelText('Name');
  const message = screen.getByLabelText('Message');
  const button = screen.getByRole('button', { name: 'Post Message' });
  /** Clicks into `field` and pastes `text`, as a visitor does. */
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  /** Types the visitor's name and message. */
  const fill = async (who: string, text: string) => {
    await user.type(name, who);
    await user.type(message, text);
  };
  return { user, name, message, button, paste, fill };
}

/** A post the test settles by hand. */
function deferredPost() {
  let resolve: (outcome: PostOutcome) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  post.mockImplementation(
    () =>
      new Promise<PostOutcome>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { resolve: () => resolve('posted'), reject: (error: Error) => reject(error) };
}

/** Every notice on screen (errors are alerts, successes status messages). */
function notices() {
  return [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];
}

// Typing through user-event into MUI fields under jsdom is slow on a busy machine.
describe('MessageForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    // The pause between posts is kept in localStorage; every test starts without one.
    localStorage.clear();
  });

  it('has labelled inputs with the spec placeholders, limits and counters', async () => {
    const { name, message, fill } = renderForm();
    expect(name).toHaveAttribute('placeholder', 'Your name');
    expect(message).toHaveAttribute('placeholder', 'Write a message for Jake...');
    expect(name).toHaveAttribute('maxLength', '50');
    expect(message).toHaveAttribute('maxLength', '500');
    expect(name).toHaveAccessibleDescription('0 of 50 characters used');
    expect(message).toHaveAccessibleDescription('0 of 500 characters used');

    await fill('Sam', 'Cheers!');
    expect(screen.getByText('3/50')).toBeVisible();
    expect(screen.getByText('7/500')).toBeVisible();
    expect(name).toHaveAccessibleDescription('3 of 50 characters used');
  });

  it('stops typing at the limit', async () => {
    const { name, paste } = renderForm();
    await paste(name, 'x'.repeat(55));
    expect(name).toHaveValue('x'.repeat(50));
    expect(screen.getByText('50/50')).toBeVisible();
  });

  it.each([
    ['both fields blank', '', ''],
    ['the name blank', '', 'Happy birthday!'],
    ['the message blank', 'Sam', ''],
    ['both whitespace only', '   ', ' \n\t '],
    ['a name of a braille blank and an emoji selector', '\u2800\ufe0f', 'Happy birthday!'],
    ['a message of format characters only', 'Sam', '\ufff9\u0600\u200b'],
  ])('with %s: shows "Please fill in all fields" and sends nothing', async (_c, who, text) => {
    const { user, name, message, button } = renderForm();
    if (who) await user.type(name, who);
    if (text) await user.type(message, text);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(post).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('posts the trimmed draft: Posting... and disabled while it runs, then cleared with a notice', async () => {
    const pending = deferredPost();
    const { user, name, message, button, fill } = renderForm();
    await fill('  Sam  ', '  Happy\nbirthday!  ');
    await user.click(button);

    expect(post).toHaveBeenCalledWith(
      { authorName: 'Sam', content: 'Happy\nbirthday!' },
      expect.anything(),
      'guest-uid',
    );
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Post Message' })).not.toBeInTheDocument();

    await act(async () => pending.resolve());
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Message posted!');
    expect(notice).toHaveTextContent('Your message has been added to the wall.');
    expect(name).toHaveValue('');
    expect(message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Post Message' })).toBeEnabled();
  });

  it('keeps the text, logs and shows the error notice when the post fails', async () => {
    const pending = deferredPost();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, name, message, button, fill } = renderForm();
    await fill('Sam', 'Cheers!');
    await user.click(button);
    const failure = new Error('permission-denied');
    await act(async () => pending.reject(failure));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error posting message');
    expect(notice).toHaveTextContent('Please try again.');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(name).toHaveValue('Sam');
    expect(message).toHaveValue('Cheers!');
    expect(screen.getByRole('button', { name: 'Post Message' })).toBeEnabled();
  });

  it('sends one message for a double click', async () => {
    const pending = deferredPost();
    const { user, button, fill } = renderForm();
    await fill('Sam', 'Cheers!');
    await user.dblClick(button);
    await act(async () => pending.resolve());
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
    ['Cmd+Enter', '{Meta>}{Enter}{/Meta}'],
  ])('submits with %s in the message box, not with a plain Enter', async (_keys, chord) => {
    post.mockResolvedValue('posted');
    const { user, fill } = renderForm();
    await fill('Sam', 'Line one{Enter}Line two');
    expect(post).not.toHaveBeenCalled();
    await user.keyboard(chord);
    expect(post).toHaveBeenCalledWith(
      { authorName: 'Sam', content: 'Line one\nLine two' },
      expect.anything(),
      'guest-uid',
    );
  });

  it('sends one message for a held Enter (repeated submits)', async () => {
    const pending = deferredPost();
    const { user, name, fill } = renderForm();
    await fill('Sam', 'Cheers!');
    await user.click(name);
    await user.keyboard('{Enter>5}');
    await act(async () => pending.resolve());
    await user.keyboard('{Enter>5}');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps one notice at a time: a new one replaces the visible one', async () => {
    const pending = deferredPost();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, button, fill } = renderForm();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await fill('Sam', 'Cheers!');
    await user.click(button);
    await act(async () => pending.reject(new Error('unavailable')));
    await waitFor(() => expect(screen.queryByText('Please fill in all fields')).toBeNull());
    await screen.findByText('Error posting message');
    expect(notices()).toHaveLength(1);
  });

  it('does not queue notices behind rapid clicks', async () => {
    // Count every notice that reaches the screen.
    let shown = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.querySelector('[role="alert"]')) shown += 1;
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { user, button } = renderForm();
    for (let click = 0; click < 5; click += 1) await user.click(button);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    observer.disconnect();
    // The first (already on its way in) and the last; the three between never showed.
    expect(shown).toBeLessThanOrEqual(2);
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    if (!notice) throw new Error('no notice');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(notices()).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(notices()).toHaveLength(0);
  });

  it('removes control characters as they arrive; a name stays on one line', async () => {
    post.mockResolvedValue('posted');
    const { user, name, message, button, paste } = renderForm();
    await paste(name, 'Sam\tand\u0000Kim\u0007');
    await paste(message, 'Hi\u001b there\u0085\r\nbye\u007f');
    expect(name).toHaveValue('Sam andKim');
    expect(message).toHaveValue('Hi there\nbye');
    await user.click(button);
    expect(post).toHaveBeenCalledWith(
      { authorName: 'Sam andKim', content: 'Hi there\nbye' },
      expect.anything(),
      'guest-uid',
    );
  });

  it('says so when a paste is cut to the limit, until the text changes', async () => {
    const { user, message, paste } = renderForm();
    await paste(message, 'x'.repeat(5000));
    expect(message).toHaveValue('x'.repeat(500));
    expect(screen.getByText('Cut to 500 characters')).toBeVisible();
    expect(screen.getByText('500/500')).toBeVisible();
    expect(message).toHaveAccessibleDescription(/Cut to 500 characters/);
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Cut to 500 characters')).toBeNull();
    expect(screen.getByText('499/500')).toBeVisible();
  });

  it('does not speak of a cut when the paste fits', async () => {
    const { name, paste } = renderForm();
    await paste(name, 'x'.repeat(50));
    expect(name).toHaveValue('x'.repeat(50));
    expect(screen.queryByText(/^Cut to/)).toBeNull();
  });

  it('lets text take its own direction', () => {
    const { name, message } = renderForm();
    expect(name).toHaveAttribute('dir', 'auto');
    expect(message).toHaveAttribute('dir', 'auto');
  });
});
