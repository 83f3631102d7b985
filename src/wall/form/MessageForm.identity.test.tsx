import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PosterCapError } from '../../data/posting/refusals';
import {
  SWITCHES_OFF,
  WallSwitchesContext,
  type WallSwitches,
} from '../../switches/switchesContext';
import { MessageForm } from './MessageForm';
import { NoticeProvider } from './NoticeProvider';

// The data module is replaced at its seam; the SDK is never loaded.
vi.mock('../../data/reading/messages', () => ({ postMessage: vi.fn(), useMessages: vi.fn() }));

/** The form with the guest's identity step and the send the wall's provider hands down. */
function renderForm(switches: Partial<WallSwitches>) {
  render(
    <WallSwitchesContext value={{ ...SWITCHES_OFF, ...switches }}>
      <NoticeProvider>
        <MessageForm personName="Jake" />
      </NoticeProvider>
    </WallSwitchesContext>,
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
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('signs the guest in before sending, then posts', async () => {
    const order: string[] = [];
    const identify = vi.fn(() => {
      order.push('identify');
      return Promise.resolve('guest-uid');
    });
    const send = vi.fn(() => {
      order.push('send');
      return Promise.resolve('posted' as const);
    });
    const user = renderForm({ identify, send });
    await fillAndPost(user);
    expect(await screen.findByText('Message posted!')).toBeInTheDocument();
    expect(order).toEqual(['identify', 'send']);
  });

  it("a first post whose sign-in fails (offline, Auth unreachable): the spec's error, the text kept, nothing sent", async () => {
    const identify = vi.fn(() =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' })),
    );
    const send = vi.fn();
    const user = renderForm({ identify, send });
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
    const send = vi.fn(() => Promise.reject(new PosterCapError(20)));
    const user = renderForm({ identify: () => Promise.resolve('guest-uid'), send });
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
