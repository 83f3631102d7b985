import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readyToPost } from '../../data/posting/identity';
import { sendPost } from '../../data/posting/sendPost';
import { PosterCapError } from '../../data/posting/refusals';
import { MessageForm } from './MessageForm';
import { NoticeProvider } from './NoticeProvider';

// The data modules are replaced at their seams; the SDK is never loaded.
vi.mock('../../data/reading/liveMessages', () => ({ useMessages: vi.fn() }));
vi.mock('../../data/posting/sendPost', () => ({ sendPost: vi.fn() }));
vi.mock('../../data/posting/identity', () => ({ readyToPost: vi.fn() }));
const identify = vi.mocked(readyToPost);
const send = vi.mocked(sendPost);

/** The form, which asks for the guest's identity and then sends the post. */
function renderForm() {
  render(
    <NoticeProvider>
      <MessageForm personName="Jake" />
    </NoticeProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function fillAndPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Message'), 'Happy birthday!');
  await user.click(screen.getByRole('button', { name: 'Post Message' }));
}

describe("MessageForm: the guest's identity", { timeout: 20_000 }, () => {
  beforeEach(() => {
    identify.mockReset();
    send.mockReset();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('signs the guest in before sending, then posts', async () => {
    const order: string[] = [];
    identify.mockImplementation(() => {
      order.push('identify');
      return Promise.resolve('guest-uid');
    });
    send.mockImplementation(() => {
      order.push('send');
      return Promise.resolve('posted');
    });
    const user = renderForm();
    await fillAndPost(user);
    expect(await screen.findByText('Message posted!')).toBeInTheDocument();
    expect(order).toEqual(['identify', 'send']);
  });

  it("a first post whose sign-in fails (offline, Auth unreachable): the spec's error, the text kept, nothing sent", async () => {
    identify.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' })),
    );
    const user = renderForm();
    await fillAndPost(user);
    expect(await screen.findByText('Error posting message')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for a connection')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Message')).toHaveValue('Happy birthday!');
    expect(send).not.toHaveBeenCalled();
    // Nothing was sent, so no pause: trying again is allowed at once.
    expect(screen.getByRole('button', { name: 'Post Message' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('a guest past the cap is told so in plain words, the text kept', async () => {
    identify.mockResolvedValue('guest-uid');
    send.mockRejectedValue(new PosterCapError(20));
    const user = renderForm();
    await fillAndPost(user);
    expect(await screen.findByText("That's the last post from you")).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have posted 20 messages, the most one person can add to this wall. Thank you for every one of them!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error posting message')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Happy birthday!');
  });
});
