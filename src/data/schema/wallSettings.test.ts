import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTER_CAP, POSTER_CAP_MAX, POSTER_CAP_MIN } from './schema';
import { cleanHeldWords, heldPattern } from './heldWords';
import {
  DEFAULT_WALL_SETTINGS,
  isPostHeld,
  isSealedAt,
  LONGEST_TIMER_MS,
  SEAL_OPEN_MARGIN_MS,
  nextSealCheckMs,
  parseWallSettings,
} from './wallSettings';

const OPENS = new Date('2026-06-04T00:00:00');

describe('parseWallSettings', () => {
  it('reads a missing document as every switch off', () => {
    expect(parseWallSettings(undefined)).toEqual(DEFAULT_WALL_SETTINGS);
  });

  it('reads each field, and a timestamp through its toDate()', () => {
    const words = cleanHeldWords(['beer']);
    expect(
      parseWallSettings({
        approval_required: true,
        sealed_until: { toDate: () => OPENS },
        held_words: words,
        held_pattern: heldPattern(words),
        poster_cap: 5,
        photos: 'wait',
        photo_cap: 3,
      }),
    ).toEqual({
      approvalRequired: true,
      sealedUntil: OPENS,
      heldWords: ['beer'],
      heldPattern: heldPattern(words),
      posterCap: 5,
      photos: 'wait',
      photoCap: 3,
    });
  });

  it('reads badly typed fields as off', () => {
    expect(
      parseWallSettings({
        approval_required: 'yes',
        sealed_until: '2026-06-04',
        held_words: ['ok', 3],
        held_pattern: 7,
        poster_cap: '50',
      }),
    ).toEqual({ ...DEFAULT_WALL_SETTINGS, heldWords: ['ok'] });
  });

  it(`reads a cap outside ${POSTER_CAP_MIN}..${POSTER_CAP_MAX}, or not whole, as the default`, () => {
    for (const cap of [0, POSTER_CAP_MAX + 1, 2.5, null]) {
      expect(parseWallSettings({ poster_cap: cap }).posterCap).toBe(DEFAULT_POSTER_CAP);
    }
    expect(parseWallSettings({ poster_cap: POSTER_CAP_MAX }).posterCap).toBe(POSTER_CAP_MAX);
  });
});

describe('isSealedAt', () => {
  const sealed = { ...DEFAULT_WALL_SETTINGS, sealedUntil: OPENS };

  it('is sealed before the moment and open from it on, after the clock margin', () => {
    const opens = OPENS.getTime() + SEAL_OPEN_MARGIN_MS;
    expect(isSealedAt(sealed, new Date(opens - 1))).toBe(true);
    expect(isSealedAt(sealed, new Date(opens))).toBe(false);
  });

  it('is open with no moment, and with one already past', () => {
    expect(isSealedAt(DEFAULT_WALL_SETTINGS, OPENS)).toBe(false);
    expect(isSealedAt({ ...sealed, sealedUntil: new Date(0) }, OPENS)).toBe(false);
  });
});

describe('isPostHeld', () => {
  const words = cleanHeldWords(['beer']);
  const filtered = { ...DEFAULT_WALL_SETTINGS, heldWords: words, heldPattern: heldPattern(words) };

  it('holds every post while approval is on', () => {
    expect(isPostHeld({ ...DEFAULT_WALL_SETTINGS, approvalRequired: true }, 'Sam', 'Hi')).toBe(
      true,
    );
  });

  it('holds a post with a listed word while approval is off, and no other', () => {
    expect(isPostHeld(filtered, 'Sam', 'Free beer!')).toBe(true);
    expect(isPostHeld(filtered, 'Beer Man', 'Hi')).toBe(true);
    expect(isPostHeld(filtered, 'Sam', 'Hi')).toBe(false);
    expect(isPostHeld(DEFAULT_WALL_SETTINGS, 'Sam', 'Free beer!')).toBe(false);
  });

  it('holds a look-alike spelling while the filter is on, and not with it off', () => {
    expect(isPostHeld(filtered, 'Sam', 'ｆｒｅｅ ｂｅｅｒ')).toBe(true);
    expect(isPostHeld(filtered, '𝐒𝐚𝐦', 'Hi')).toBe(true);
    expect(isPostHeld(DEFAULT_WALL_SETTINGS, '𝐒𝐚𝐦', 'ｆｒｅｅ ｂｅｅｒ')).toBe(false);
  });
});

describe('nextSealCheckMs', () => {
  it('waits until the moment, never less than zero', () => {
    expect(nextSealCheckMs(OPENS, new Date(OPENS.getTime() - 5000))).toBe(
      5000 + SEAL_OPEN_MARGIN_MS,
    );
    expect(nextSealCheckMs(OPENS, new Date(OPENS.getTime() + 5000))).toBe(0);
  });

  it('waits in steps setTimeout can take when the moment is months away', () => {
    expect(nextSealCheckMs(OPENS, new Date('2026-01-01T00:00:00'))).toBe(LONGEST_TIMER_MS);
  });
});
