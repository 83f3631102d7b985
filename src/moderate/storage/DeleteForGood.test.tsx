import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemovedMessage } from '../../data/moderation/moderationTypes';
import { deskMessage, removedMessage } from '../../../tests/support/stored';
import { RemovedList } from '../list/RemovedList';
import { StorageGauge } from './StorageGauge';
import { SPARK_STORAGE_BYTES } from './storageFigures';

vi.mock('../../data/reading/photos', () => ({
  useStoredImage: () => ({ status: 'ready', url: 'blob:thumb' }),
}));

function removed(id: string, name: string, withPhoto = false): RemovedMessage {
  const photo = withPhoto ? { width: 1600, height: 1200, alt: `Photo from ${name}` } : undefined;
  return removedMessage(deskMessage(id, name, { photo }));
}

const REMOVED = [removed('r1', 'Ada', true), removed('r2', 'Bo'), removed('r3', 'Cy', true)];

function renderList(onDeleteForGood = vi.fn()) {
  render(
    <RemovedList
      removed={REMOVED}
      busy={false}
      onRestore={vi.fn()}
      onDeleteForGood={onDeleteForGood}
      personName="Sam"
    />,
  );
  return { onDeleteForGood, user: userEvent.setup({ delay: null }) };
}

describe('delete for good, on the Removed list', () => {
  it('asks first, says it cannot be undone, offers the export, and deletes one on confirm', async () => {
    const { onDeleteForGood, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete the message from Ada for good' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 message for good?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('with 1 photo and their thumbnails');
    expect(
      within(dialog).getByRole('button', { name: 'Export JSON and photos (zip)' }),
    ).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(within(dialog).queryByRole('link', { name: 'Print keepsake' })).toBeNull();
    expect(onDeleteForGood).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(onDeleteForGood).toHaveBeenCalledWith([REMOVED[0]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the organizer keeps them', async () => {
    const { onDeleteForGood, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete all for good (3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 messages for good?' });
    expect(dialog).toHaveTextContent('with 2 photos and their thumbnails');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDeleteForGood).not.toHaveBeenCalled();
  });

  it('deletes the ones selected, or all of them', async () => {
    const { onDeleteForGood, user } = renderList();
    await user.click(screen.getByRole('checkbox', { name: /^Bo/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Cy/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected for good (2)' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onDeleteForGood).toHaveBeenLastCalledWith([REMOVED[1], REMOVED[2]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The selection is spent.
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete all for good (3)' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onDeleteForGood).toHaveBeenLastCalledWith(REMOVED);
  });
});

describe('the storage gauge', () => {
  const at = (share: number, photos = 12, unsized = 0) => ({
    status: 'ready' as const,
    storage: { photos, bytes: Math.round(share * SPARK_STORAGE_BYTES), unsized },
  });

  it('shows how many photos use how much of the 1 GiB, without a warning far from it', () => {
    render(<StorageGauge state={at(0.1)} onCheck={vi.fn()} />);
    expect(
      screen.getByText("12 photos use 102.4 MiB of the free plan's 1 GiB (10%).", {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photo storage used' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns as the photos near the limit, louder near full', () => {
    const { rerender } = render(<StorageGauge state={at(0.8)} onCheck={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Photos fill 80% of the free 1 GiB');
    rerender(<StorageGauge state={at(0.95)} onCheck={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Photos fill 95%');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('says a small weight in KiB, a large one in GiB', () => {
    const { rerender } = render(<StorageGauge state={at(30 / 1024 ** 2, 1)} onCheck={vi.fn()} />);
    expect(screen.getByTestId('storage-figures')).toHaveTextContent('1 photo uses 30 KiB');
    rerender(<StorageGauge state={at(1.25)} onCheck={vi.fn()} />);
    expect(screen.getByTestId('storage-figures')).toHaveTextContent('use 1.25 GiB');
    expect(screen.getByTestId('storage-figures')).toHaveTextContent('(125%)');
  });

  it('says when older images are counted at their most, and weighs again on request', async () => {
    const onCheck = vi.fn();
    render(<StorageGauge state={at(0.01, 1, 2)} onCheck={onCheck} />);
    expect(screen.getByTestId('storage-figures')).toHaveTextContent('1 photo uses');
    expect(screen.getByText('2 older images are counted at the most an image may weigh.'));
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheck).toHaveBeenCalledOnce();
  });

  it('says so while weighing and when the photos cannot be weighed', () => {
    const { rerender } = render(<StorageGauge state={{ status: 'loading' }} onCheck={vi.fn()} />);
    expect(screen.getByText('Weighing the photos…')).toBeInTheDocument();
    rerender(<StorageGauge state={{ status: 'failed' }} onCheck={vi.fn()} />);
    expect(screen.getByText(/could not be weighed/)).toBeInTheDocument();
  });
});
