// First: it replaces the data module before anything below loads it.
import { expectSent, formInEachTest, post, renderForm } from './testing/renderForm';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PostOutcome } from '../../data/posting/sendPost';

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
describe('MessageForm, posting', { timeout: 20_000 }, () => {
  formInEachTest();

  it('posts the trimmed draft: Posting... and disabled while it runs, then cleared with a notice', async () => {
    const pending = deferredPost();
    const { user, name, message, button, fill } = renderForm();
    await fill('  Sam  ', '  Happy\nbirthday!  ');
    await user.click(button);

    expectSent('Sam', 'Happy\nbirthday!');
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
    expectSent('Sam', 'Line one\nLine two');
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
});
