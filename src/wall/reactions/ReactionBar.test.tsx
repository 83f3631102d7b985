import { fireEvent, render, screen } from '@testing-library/react';
import { ReactionBar } from './ReactionBar';

const { send } = vi.hoisted(() => ({
  // Sent, never answered: the press stays in flight.
  send: vi.fn((...sent: [string, string, boolean]) => new Promise<void>(() => void sent)),
}));
vi.mock('../../data/posting/reactions', async () => {
  const { createReactionStore } = await import('../../data/device/ownReactions');
  return {
    reactionStore: createReactionStore({
      send,
      ask: () => Promise.resolve({ reacted: false, refusal: null }),
    }),
  };
});

describe('ReactionBar', () => {
  it('names each toggle by its word and its count, not pressed at first', () => {
    render(<ReactionBar messageId="m1" counts={{ cheers: 3, love: 1, haha: 0, party: 12 }} />);
    for (const name of ['Cheers, 3', 'Love, 1', 'Haha, 0', 'Party, 12']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('shows a count only above 0: no hidden noughts run on into the card text', () => {
    render(<ReactionBar messageId="m3" counts={{ cheers: 3, love: 0, haha: 0, party: 0 }} />);
    expect(screen.getByRole('button', { name: 'Cheers, 3' })).toHaveTextContent(/^3$/);
    for (const name of ['Love, 0', 'Haha, 0', 'Party, 0']) {
      expect(screen.getByRole('button', { name })).toHaveTextContent(/^$/);
    }
  });

  it('presses a reaction at once, counting it, and sends it', () => {
    render(<ReactionBar messageId="m2" counts={{ cheers: 3, love: 0, haha: 0, party: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Love, 0' }));
    expect(screen.getByRole('button', { name: /^Love, / })).toHaveAttribute('aria-pressed', 'true');
    expect(send).toHaveBeenCalledWith('m2', 'love', true);
  });
});
