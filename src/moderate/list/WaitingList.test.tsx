import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approveMessages, declineMessages } from '../../data/moderation/approval';
import { BatchError } from '../../data/moderation/batches';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { WaitingList } from './WaitingList';

vi.mock('../../data/moderation/approval', () => ({
  approveMessages: vi.fn(),
  declineMessages: vi.fn(),
}));
const approve = vi.mocked(approveMessages);
const decline = vi.mocked(declineMessages);

function waiting(id: string, authorName: string): DeskMessage {
  const createdAt = new Date(2026, 5, 3, 20, 0);
  return {
    id,
    authorName,
    content: `From ${authorName}`,
    createdAt,
    pending: false,
    stored: { author_name: authorName, content: `From ${authorName}`, created_at: createdAt },
  };
}

const ITEMS = [waiting('a', 'Ada'), waiting('b', 'Bo')];

function renderList(items = ITEMS) {
  render(
    <WaitingList
      waiting={{ status: 'live', items, hasMore: false, loadMore: vi.fn() }}
      moderatorEmail="organizer@example.com"
    />,
  );
  return userEvent.setup({ delay: null });
}

describe('WaitingList', () => {
  beforeEach(() => {
    approve.mockReset().mockResolvedValue(undefined);
    decline.mockReset().mockResolvedValue(undefined);
  });

  it('counts what waits', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Waiting: 2' })).toBeInTheDocument();
  });

  it('reads more than a page waiting a page at a time: the count says there are more, a button reads them', async () => {
    const loadMore = vi.fn();
    render(
      <WaitingList
        waiting={{ status: 'live', items: ITEMS, hasMore: true, loadMore }}
        moderatorEmail="organizer@example.com"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Waiting: 2+' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load 500 older waiting posts' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('says when nothing waits', () => {
    renderList([]);
    expect(screen.getByText('Nothing is waiting for approval.')).toBeInTheDocument();
  });

  it('approves one', async () => {
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'Approve the message from Bo' }));
    expect(approve).toHaveBeenCalledWith([ITEMS[1]], expect.any(Function));
  });

  it('declines the selected ones together, as this moderator', async () => {
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'Select all waiting (2)' }));
    await user.click(screen.getByRole('button', { name: 'Decline selected (2)' }));
    expect(decline).toHaveBeenCalledWith(ITEMS, 'organizer@example.com', expect.any(Function));
  });

  it('says another moderator may have decided first when the rules refuse', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    approve.mockRejectedValue(new BatchError(0, 1, { code: 'permission-denied' }));
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'Approve the message from Ada' }));
    expect(
      await screen.findByText(/another moderator may have just approved or declined/),
    ).toBeInTheDocument();
  });
});
