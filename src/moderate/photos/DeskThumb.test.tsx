import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStoredImage, type ImageKind } from '../../data/reading/photos';
import { deskMessage, removedMessage } from '../../../tests/support/stored';
import { MessageTable } from '../list/MessageTable';
import { RemovedList } from '../list/RemovedList';
import { WaitingList } from '../list/WaitingList';

vi.mock('../../data/reading/photos', () => ({ useStoredImage: vi.fn() }));
vi.mock('../../data/moderation/approval', () => ({
  approveMessages: vi.fn(),
  declineMessages: vi.fn(),
}));
const image = vi.mocked(useStoredImage);

const WITH_PHOTO = deskMessage('p1', 'Ada', {
  photo: { width: 1600, height: 1200, alt: 'Ada at the lake' },
});
const WORDS_ONLY = deskMessage('w1', 'Bo');

beforeEach(() => {
  image.mockReset();
  image.mockImplementation((kind: ImageKind, id: string | null) =>
    id === null ? { status: 'idle' } : { status: 'ready', url: `blob:${kind}/${id}` },
  );
});

describe("the desk's thumbnails", () => {
  it('shows a waiting photo as its thumbnail, and its full photo once opened', async () => {
    render(
      <WaitingList
        waiting={{
          status: 'live',
          items: [WITH_PHOTO, WORDS_ONLY],
          hasMore: false,
          loadMore: vi.fn(),
        }}
        moderatorEmail="organizer@example.com"
      />,
    );
    const user = userEvent.setup({ delay: null });
    const thumb = screen.getByRole('img', { name: 'Ada at the lake' });
    expect(thumb).toHaveAttribute('src', 'blob:thumb/p1');
    // Kept in the photo's shape, 160 px on its long edge.
    expect(thumb).toHaveAttribute('width', '160');
    expect(thumb).toHaveAttribute('height', '120');
    // Only the post with a photo reads one, and no full photo is read before it is opened.
    expect(image).not.toHaveBeenCalledWith('thumb', 'w1');
    expect(image).not.toHaveBeenCalledWith('photo', 'p1');

    await user.click(screen.getByRole('button', { name: 'Open the photo from Ada' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo from Ada' });
    expect(within(dialog).getByRole('img', { name: 'Ada at the lake' })).toHaveAttribute(
      'src',
      'blob:photo/p1',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the photo from Ada' })).toHaveFocus();
  });

  it('shows thumbnails on the wall list and the removed list too', () => {
    const removed = removedMessage(
      deskMessage('r1', 'Cy', { photo: { width: 900, height: 1600, alt: 'Photo from Cy' } }),
    );
    render(
      <>
        <MessageTable messages={[WITH_PHOTO, WORDS_ONLY]} busy={false} onRemove={vi.fn()} />
        <RemovedList
          removed={[removed]}
          busy={false}
          onRestore={vi.fn()}
          onDeleteForGood={vi.fn()}
          personName="Sam"
        />
      </>,
    );
    const wall = screen.getByRole('list', { name: 'Messages on the wall' });
    expect(within(wall).getAllByRole('img')).toHaveLength(1);
    expect(within(wall).getByRole('img', { name: 'Ada at the lake' })).toBeInTheDocument();
    const gone = screen.getByRole('list', { name: 'Removed messages' });
    expect(within(gone).getByRole('img', { name: 'Photo from Cy' })).toHaveAttribute(
      'src',
      'blob:thumb/r1',
    );
  });

  it('says so while a thumbnail loads and when it cannot be read', () => {
    image.mockReturnValueOnce({ status: 'loading' }).mockReturnValue({ status: 'missing' });
    const { rerender } = render(
      <MessageTable messages={[WITH_PHOTO]} busy={false} onRemove={vi.fn()} />,
    );
    expect(screen.getByText('Loading the photo…')).toBeInTheDocument();
    rerender(<MessageTable messages={[{ ...WITH_PHOTO }]} busy={false} onRemove={vi.fn()} />);
    expect(screen.getByText('The photo could not be read.')).toBeInTheDocument();
  });
});
