import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeWallSettings } from '../data/moderation/deskWallSettings';
import { DEFAULT_PHOTO_CAP, DEFAULT_POSTER_CAP } from '../data/schema/schema';
import { DEFAULT_WALL_SETTINGS } from '../data/schema/wallSettings';
import { WallSettingsPanel } from './WallSettingsPanel';

vi.mock('../data/moderation/deskWallSettings', () => ({ writeWallSettings: vi.fn() }));
const save = vi.mocked(writeWallSettings);

const NOW = new Date(2026, 4, 1, 12, 0);
/** What the panel writes for the default settings: every other switch as it was. */
const ALL_DEFAULT = {
  approvalRequired: false,
  sealedUntil: null,
  heldWords: [],
  filterOn: false,
  posterCap: DEFAULT_POSTER_CAP,
  photos: 'on',
  photoCap: DEFAULT_PHOTO_CAP,
};
const TARGET = new Date(2026, 5, 4, 0, 0);

function renderPanel(settings = DEFAULT_WALL_SETTINGS, target = TARGET) {
  render(
    <WallSettingsPanel
      settings={settings}
      loading={false}
      moderatorEmail="organizer@example.com"
      defaultSealUntil={target}
      now={() => NOW}
    />,
  );
  return userEvent.setup({ delay: null });
}

describe('WallSettingsPanel', () => {
  beforeEach(() => {
    save.mockReset();
    save.mockResolvedValue(undefined);
  });

  it('shows three switches, all off by default, and says the word list is public', () => {
    renderPanel();
    for (const name of [
      'Hold every post for my approval',
      'Hold posts that contain these words',
      'Seal the wall until the moment below',
    ]) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(screen.getByText(/This list is public/)).toBeInTheDocument();
    expect(screen.getByLabelText('Opens at')).toHaveValue('2026-06-04T00:00');
  });

  it('writes approval at once, keeping the other switches', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Hold every post for my approval' }));
    expect(save).toHaveBeenCalledWith(
      {
        approvalRequired: true,
        sealedUntil: null,
        heldWords: [],
        filterOn: false,
        posterCap: DEFAULT_POSTER_CAP,
        photos: 'on',
        photoCap: 5,
      },
      'organizer@example.com',
    );
    expect(await screen.findByText('New posts now wait for approval.')).toBeInTheDocument();
  });

  it('turns the filter on with the typed list, and cannot with an empty one', async () => {
    const user = renderPanel();
    const filter = screen.getByRole('switch', { name: 'Hold posts that contain these words' });
    expect(filter).toBeDisabled();
    await user.type(screen.getByLabelText('Words and phrases, one per line'), 'beer{enter}c++');
    await user.click(filter);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ filterOn: true, heldWords: ['beer', 'c++'] }),
      'organizer@example.com',
    );
  });

  it('seals until the target by default', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Seal the wall until the moment below' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ sealedUntil: TARGET }),
      'organizer@example.com',
    );
  });

  it('refuses a moment already past, and says why', () => {
    renderPanel(DEFAULT_WALL_SETTINGS, new Date(2026, 0, 1));
    expect(
      screen.getByRole('switch', { name: 'Seal the wall until the moment below' }),
    ).toBeDisabled();
    expect(screen.getByText(/That moment has passed/)).toBeInTheDocument();
  });

  it('shows the cap on posts per guest, 20 by default, and saves a new one', async () => {
    const user = renderPanel();
    const cap = screen.getByRole('spinbutton', { name: 'Most posts per guest' });
    expect(cap).toHaveValue(DEFAULT_POSTER_CAP);
    const button = screen.getByRole('button', { name: 'Save limit' });
    expect(button).toBeDisabled();
    await user.clear(cap);
    await user.type(cap, '5');
    await user.click(button);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ posterCap: 5, approvalRequired: false }),
      'organizer@example.com',
    );
    expect(await screen.findByText('Each guest can now post 5 messages.')).toBeInTheDocument();
    await user.clear(cap);
    await user.type(cap, '1');
    await user.click(button);
    expect(await screen.findByText('Each guest can now post 1 message.')).toBeInTheDocument();
  });

  it.each([
    { what: 'a cap', max: 1000, label: 'Most posts per guest', button: 'Save limit', odd: '2.5' },
    {
      what: 'a photo cap',
      max: 100,
      label: 'Most photos per guest',
      button: 'Save photo limit',
      odd: '1.5',
    },
  ])(
    'refuses $what that is not a whole number from 1 to $max, and says so',
    async ({ max, label, button, odd }) => {
      const user = renderPanel();
      const cap = screen.getByRole('spinbutton', { name: label });
      for (const value of ['0', String(max + 1), odd]) {
        await user.clear(cap);
        await user.type(cap, value);
        expect(screen.getByRole('button', { name: button })).toBeDisabled();
        expect(cap).toHaveAccessibleDescription(`A whole number from 1 to ${max}.`);
      }
      expect(save).not.toHaveBeenCalled();
    },
  );

  it('offers Photos off, waiting or straight onto the wall, on the wall by default', () => {
    renderPanel();
    const photos = screen.getByRole('group', { name: 'Photos' });
    expect(within(photos).getByRole('radio', { name: 'Straight onto the wall' })).toBeChecked();
    for (const name of ['Off: guests post words only', 'Wait for my approval']) {
      expect(within(photos).getByRole('radio', { name })).not.toBeChecked();
    }
  });

  it('writes the Photos choice at once, keeping the rest, and says what it does now', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Wait for my approval' }));
    expect(save).toHaveBeenCalledWith({ ...ALL_DEFAULT, photos: 'wait' }, 'organizer@example.com');
    expect(
      await screen.findByText('Posts with a photo now wait for approval.'),
    ).toBeInTheDocument();
  });

  it('says when photos are off, and when they go straight on again', async () => {
    const user = renderPanel({ ...DEFAULT_WALL_SETTINGS, photos: 'wait' });
    await user.click(screen.getByRole('radio', { name: 'Off: guests post words only' }));
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ photos: 'off' }),
      'organizer@example.com',
    );
    expect(
      await screen.findByText('Photos are now off: guests can post words only.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Straight onto the wall' }));
    expect(await screen.findByText('Photos now go straight onto the wall.')).toBeInTheDocument();
  });

  it('shows the cap on photos per guest, 5 by default, and saves a new one', async () => {
    const user = renderPanel();
    const cap = screen.getByRole('spinbutton', { name: 'Most photos per guest' });
    expect(cap).toHaveValue(DEFAULT_PHOTO_CAP);
    await user.clear(cap);
    await user.type(cap, '12');
    await user.click(screen.getByRole('button', { name: 'Save photo limit' }));
    expect(save).toHaveBeenCalledWith({ ...ALL_DEFAULT, photoCap: 12 }, 'organizer@example.com');
    expect(await screen.findByText('Each guest can now post 12 photos.')).toBeInTheDocument();
  });

  it('says what each photo costs of the free plan, and a cap of 1 in the singular', async () => {
    const user = renderPanel();
    expect(
      screen.getByText(/Each photo takes up to 450 kB of the free plan's 1 GiB/),
    ).toBeInTheDocument();
    const cap = screen.getByRole('spinbutton', { name: 'Most photos per guest' });
    await user.clear(cap);
    await user.type(cap, '1');
    await user.click(screen.getByRole('button', { name: 'Save photo limit' }));
    expect(await screen.findByText('Each guest can now post 1 photo.')).toBeInTheDocument();
  });

  it('says when saving fails', async () => {
    save.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Hold every post for my approval' }));
    expect(await screen.findByText(/Couldn't save/)).toBeInTheDocument();
  });
});
