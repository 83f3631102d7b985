// First: it replaces the data module before anything below loads it.
import { formInEachTest } from './renderForm';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageForm } from '../MessageForm';
import { NoticeProvider } from '../NoticeProvider';
import { PhotoError, type PhotoProblem, type PhotoStage } from '../photo/photoProblems';
import { shrinkPhoto, type ShrinkOptions } from '../photo/shrinkPhoto';
import type { PreparedPhoto } from '../../../data/schema/types';
import { DEFAULT_WALL_SETTINGS, type PhotoMode } from '../../../data/schema/wallSettings';
import { WALL_SETTINGS_OFF, WallSettingsContext } from '../../../wallSettings/wallSettingsContext';

// The photo tests' shared setup, imported by each before anything it replaces: the data
// module as renderForm.tsx replaces it, and the shrinking at its seam: no SDK, no canvas.
vi.mock('../photo/shrinkPhoto', () => ({ shrinkPhoto: vi.fn() }));

/** The shrinking seam, as the mock above makes it. */
export const shrink = vi.mocked(shrinkPhoto);

export const PREPARED: PreparedPhoto = {
  photo: { bytes: new Uint8Array([1, 2, 3]), type: 'image/webp', width: 1600, height: 1200 },
  thumb: { bytes: new Uint8Array([4, 5]), type: 'image/webp', width: 480, height: 360 },
};

export const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'party.jpg', { type: 'image/jpeg' });

/** The photo chosen is made small at once, to PREPARED. */
export function shrinkAtOnce(): void {
  shrink.mockResolvedValue(PREPARED);
}

/** A shrink the test settles by hand, telling its stages as the real one does. */
export function heldShrink() {
  const held: {
    stage: (stage: PhotoStage) => void;
    finish: () => void;
    fail: (problem: PhotoProblem) => void;
  } = { stage: () => undefined, finish: () => undefined, fail: () => undefined };
  shrink.mockImplementation(
    (_file: File, { onStage }: ShrinkOptions = {}) =>
      new Promise<PreparedPhoto>((resolve, reject) => {
        onStage?.('opening');
        held.stage = (stage) => onStage?.(stage);
        held.finish = () => resolve(PREPARED);
        held.fail = (problem) => reject(new PhotoError(problem));
      }),
  );
  return held;
}

/** The form under the organizer's Photos setting `photos`, filled in through fireEvent. */
export function renderPhotoForm(photos: PhotoMode = 'on') {
  const user = userEvent.setup({ delay: null });
  const formWith = (mode: PhotoMode) => (
    <WallSettingsContext.Provider
      value={{ ...WALL_SETTINGS_OFF, settings: { ...DEFAULT_WALL_SETTINGS, photos: mode } }}
    >
      <NoticeProvider>
        <MessageForm personName="Jake" />
      </NoticeProvider>
    </WallSettingsContext.Provider>
  );
  const { rerender } = render(formWith(photos));
  /** The organizer flips the Photos switch while the guest is on the page. */
  const switchPhotos = (mode: PhotoMode) => rerender(formWith(mode));
  const fill = (who: string, text: string) => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: who } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
  };
  const choose = async (file: File) => {
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } }),
    );
  };
  const postButton = () => screen.getByRole('button', { name: /^(Post Message|Posting\.\.\.)$/ });
  return { user, fill, choose, postButton, switchPhotos };
}

/**
 * In each test of the block that calls this: formInEachTest's start, the shrink reset, and the
 * previews' object URLs (jsdom has none) counted: those made, and those given back.
 */
export function photosInEachTest() {
  const created: string[] = [];
  const revoked: string[] = [];
  formInEachTest();
  beforeEach(() => {
    shrink.mockReset();
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:preview-${created.length + 1}`);
      return created.at(-1) ?? '';
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  return { created, revoked };
}
