import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticeProvider } from './NoticeProvider';
import { NOTICE_AUTO_HIDE_MS, useNotices, type Notice } from './noticeContext';
import { fakeTimersInEachTest } from '../../testing/fakeTimers';

function Trigger({ notice }: { notice: Notice }) {
  const notify = useNotices();
  return <button onClick={() => notify(notice)}>{notice.title}</button>;
}

function renderNotices(...list: Notice[]) {
  render(
    <NoticeProvider>
      {list.map((notice) => (
        <Trigger key={notice.title} notice={notice} />
      ))}
    </NoticeProvider>,
  );
}

const posted: Notice = {
  title: 'Message posted!',
  description: 'Your message has been added to the wall.',
  tone: 'success',
};
const failed: Notice = {
  title: 'Error posting message',
  description: 'Please try again.',
  tone: 'error',
};

/** Lets time pass in small steps, so chained transitions get to schedule their next timer. */
function pass(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) act(() => vi.advanceTimersByTime(50));
}

describe('NoticeProvider', () => {
  fakeTimersInEachTest();

  it('shows title and description; a success is a status, an error an alert', () => {
    renderNotices(posted, failed);
    fireEvent.click(screen.getByRole('button', { name: 'Message posted!' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Message posted!');
    expect(status).toHaveTextContent('Your message has been added to the wall.');

    fireEvent.click(screen.getByRole('button', { name: 'Error posting message' }));
    pass(1000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error posting message');
    expect(alert).toHaveTextContent('Please try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it(`hides a notice after ${NOTICE_AUTO_HIDE_MS} ms`, () => {
    renderNotices(posted);
    fireEvent.click(screen.getByRole('button', { name: 'Message posted!' }));
    pass(NOTICE_AUTO_HIDE_MS - 100);
    expect(screen.getByRole('status')).toBeInTheDocument();
    pass(600);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses the 5000 ms docs/wall.md documents', () => {
    expect(NOTICE_AUTO_HIDE_MS).toBe(5000);
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger notice={posted} />)).toThrow(/NoticeProvider/);
  });
});
