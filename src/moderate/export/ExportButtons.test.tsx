import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { MemoryRouter } from 'react-router-dom';
import type { DeskMessage } from '../../data/moderation/moderationTypes';
import type { OnImage } from '../../data/moderation/deskPhotos';
import type { EncodedImage } from '../../data/schema/types';
import { ExportButtons, type ExportButtonsProps } from './ExportButtons';

const AT = new Date('2026-06-04T21:30:00.000Z');
const LAKE = { width: 1600, height: 1200, alt: 'Ada at the lake' };
const MESSAGES: DeskMessage[] = [
  {
    id: 'with-photo',
    authorName: 'Ada',
    content: 'Look!',
    createdAt: AT,
    pending: false,
    photo: LAKE,
    stored: { author_name: 'Ada', content: 'Look!', created_at: AT, photo: LAKE },
  },
  {
    id: 'words',
    authorName: 'Bo',
    content: 'Happy birthday',
    createdAt: AT,
    pending: false,
    stored: { author_name: 'Bo', content: 'Happy birthday', created_at: AT },
  },
];
const WEBP: EncodedImage = { bytes: new Uint8Array([82, 73, 70, 70]), ...LAKE, type: 'image/webp' };

/** The buttons over a wall of MESSAGES, its photos read by `readPhotos`; the export pressed. */
async function exportWith(readPhotos: ExportButtonsProps['readPhotos']) {
  render(
    <MemoryRouter>
      <ExportButtons
        empty={false}
        personName="Jake"
        readAll={async () => MESSAGES}
        readPhotos={readPhotos}
      />
    </MemoryRouter>,
  );
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Export JSON and photos (zip)' }));
}

describe('ExportButtons', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('exports the JSON and each photo in a zip, saying how far the photos have come', async () => {
    let answer: (image: EncodedImage | null) => void = () => undefined;
    const readPhotos = vi.fn(
      (ids: readonly string[], onImage: OnImage) =>
        new Promise<void>((resolve) => {
          answer = (image) => {
            onImage(ids[0] ?? '', image, 1);
            resolve();
          };
        }),
    );
    await exportWith(readPhotos);
    expect(await screen.findByRole('status')).toHaveTextContent('Reading the photos: 0 of 1…');
    // Only the message with a photo has one to read (once the zip's code has come).
    await waitFor(() =>
      expect(readPhotos).toHaveBeenCalledWith(['with-photo'], expect.any(Function)),
    );
    act(() => answer(WEBP));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [blob] = saved;
    const zip = unzipSync(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0)));
    const jsonName = Object.keys(zip).find((name) => name.endsWith('.json')) ?? '';
    expect(jsonName).toMatch(/^messages-for-jake-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(strFromU8(zip[jsonName] ?? new Uint8Array()))).toEqual([
      expect.objectContaining({
        id: 'with-photo',
        photo: { file: 'photos/with-photo.webp', ...LAKE },
      }),
      expect.objectContaining({ id: 'words' }),
    ]);
    expect([...(zip['photos/with-photo.webp'] ?? [])]).toEqual([82, 73, 70, 70]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names a photo that could not be read null and still saves the others', async () => {
    await exportWith(async (_ids, onImage) => onImage('with-photo', null, 1));
    await waitFor(() => expect(saved).toHaveLength(1));
    const zip = unzipSync(new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0)));
    expect(Object.keys(zip)).toEqual([expect.stringMatching(/\.json$/)]);
    const [json] = Object.values(zip);
    expect(JSON.parse(strFromU8(json ?? new Uint8Array()))).toEqual([
      expect.objectContaining({ id: 'with-photo', photo: { file: null, ...LAKE } }),
      expect.objectContaining({ id: 'words' }),
    ]);
  });

  it('says so when the photos cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await exportWith(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The wall could not be read for the export.',
    );
    expect(saved).toHaveLength(0);
  });
});
