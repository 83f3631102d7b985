import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { readImages } from '../../data/moderation/deskPhotos';
import { useWholeWall } from '../../data/moderation/wholeWall';
import type { EncodedImage } from '../../data/schema/types';
import { deskMessage } from '../../../tests/support/stored';
import { Keepsake } from './Keepsake';

vi.mock('../../data/moderation/wholeWall', () => ({ useWholeWall: vi.fn() }));
vi.mock('../../data/moderation/deskPhotos', () => ({ readImages: vi.fn() }));
const wall = vi.mocked(useWholeWall);
const read = vi.mocked(readImages);

const LAKE = { width: 1600, height: 1200, alt: 'Ada at the lake' };
const CAKE = { width: 900, height: 1600, alt: 'Photo from Cy' };
const MESSAGES = [
  deskMessage('a', 'Ada', { photo: LAKE }),
  deskMessage('b', 'Bo'),
  deskMessage('c', 'Cy', { photo: CAKE }),
];
const THUMB: EncodedImage = {
  bytes: new Uint8Array([1]),
  type: 'image/webp',
  width: 480,
  height: 360,
};

function renderKeepsake() {
  render(
    <MemoryRouter>
      <Keepsake personName="Jake" />
    </MemoryRouter>,
  );
}

describe('the keepsake with photos', () => {
  beforeEach(() => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:thumb-${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    wall.mockReturnValue({ status: 'live', items: MESSAGES });
    read.mockReset();
  });

  it('reads every thumbnail, saying how far it is, and offers printing only once all are in', async () => {
    let answer: () => void = () => undefined;
    read.mockImplementation(async (_kind, _ids, onImage) => {
      onImage('a', THUMB, 1);
      return new Promise((resolve) => {
        answer = () => {
          onImage('c', null, 2);
          resolve();
        };
      });
    });
    renderKeepsake();
    expect(read).toHaveBeenCalledWith('thumb', ['a', 'c'], expect.any(Function));
    expect(await screen.findByText('Reading the photos: 1 of 2…')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();

    // Cy's thumbnail could not be read: its card prints the alt text instead.
    act(() => answer());
    expect(await screen.findByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 messages from the wall');
    const cards = within(screen.getByRole('list', { name: 'Keepsake messages' }));
    const photo = cards.getByRole('img', { name: 'Ada at the lake' });
    expect(photo).toHaveAttribute('src', 'blob:thumb-1');
    expect(photo.closest('li')).toHaveTextContent('From Ada');
    // First in its card, so it floats beside the words that follow it.
    expect(photo.closest('li')?.firstElementChild).toBe(photo);
    expect(cards.getAllByRole('img')).toHaveLength(1);
    expect(cards.getByText('Photo: Photo from Cy')).toBeVisible();
  });

  it('prints at once a wall without photos, reading none', () => {
    wall.mockReturnValue({ status: 'live', items: [deskMessage('b', 'Bo')] });
    renderKeepsake();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    expect(read).not.toHaveBeenCalled();
  });

  it('still prints the words when the photos cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    read.mockRejectedValue(new Error('offline'));
    renderKeepsake();
    expect(await screen.findByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    expect(screen.getByText('Photo: Ada at the lake')).toBeVisible();
  });
});
