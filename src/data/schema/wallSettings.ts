/**
 * The wall settings as the page reads them (settings/wall), pure: no Firebase here,
 * so the parsing and the sealed arithmetic are tested on their own.
 */
import { isHeld } from './heldWords';
import {
  DEFAULT_PHOTO_CAP,
  DEFAULT_PHOTO_MODE,
  DEFAULT_POSTER_CAP,
  PHOTO_CAP_MAX,
  PHOTO_CAP_MIN,
  PHOTO_MODES,
  POSTER_CAP_MAX,
  POSTER_CAP_MIN,
} from './schema';

/** Photos off, waiting for approval, or straight onto the wall (settings/wall's `photos`). */
export type PhotoMode = (typeof PHOTO_MODES)[number];

export interface WallSettings {
  /** Every post waits in pending_messages until a moderator approves it. */
  approvalRequired: boolean;
  /** Visitors cannot list the wall before this moment; null: open. */
  sealedUntil: Date | null;
  /** The organizer's list, as typed (cleaned), public. */
  heldWords: string[];
  /** The RE2 pattern the rules match posts against ('' for an empty list). */
  heldPattern: string;
  /** How many posts one guest identity may make in all (poster_cap). */
  posterCap: number;
  /** What a post with a photo does: refused ('off'), waits ('wait'), or goes on ('on'). */
  photos: PhotoMode;
  /** How many photos one guest identity may post in all (photo_cap). */
  photoCap: number;
}

/** settings/wall as a page follows it: 'loading' until it has answered once. */
export interface WallSettingsState {
  status: 'loading' | 'ready';
  settings: WallSettings;
}

/** No document yet: every switch off, the spec's behaviour exactly. */
export const DEFAULT_WALL_SETTINGS: WallSettings = {
  approvalRequired: false,
  sealedUntil: null,
  heldWords: [],
  heldPattern: '',
  posterCap: DEFAULT_POSTER_CAP,
  photos: DEFAULT_PHOTO_MODE,
  photoCap: DEFAULT_PHOTO_CAP,
};

/** Whether `value` is a whole number from `min` to `max`, as the rules check a cap. */
function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Whether `value` is a cap the rules accept: a whole number within the bounds. */
export function isValidPosterCap(value: unknown): value is number {
  return isWholeNumberIn(value, POSTER_CAP_MIN, POSTER_CAP_MAX);
}

/** Whether `value` is a photo cap the rules accept. */
export function isValidPhotoCap(value: unknown): value is number {
  return isWholeNumberIn(value, PHOTO_CAP_MIN, PHOTO_CAP_MAX);
}

function isPhotoMode(value: unknown): value is PhotoMode {
  return PHOTO_MODES.some((mode) => mode === value);
}

/** Anything with toDate() (a Firestore Timestamp) or a Date. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const { toDate: read } = value as { toDate: unknown };
    if (typeof read === 'function') {
      const date: unknown = read.call(value);
      if (date instanceof Date && !Number.isNaN(date.getTime())) return date;
    }
  }
  return null;
}

/**
 * settings/wall's fields, read defensively: the rules admit only well-typed ones, but a
 * document edited in the console must not break the wall, so each bad field reads as off.
 */
export function parseWallSettings(
  data: Readonly<Record<string, unknown>> | undefined,
): WallSettings {
  if (!data) return DEFAULT_WALL_SETTINGS;
  const words = Array.isArray(data.held_words)
    ? data.held_words.filter((word): word is string => typeof word === 'string')
    : [];
  const pattern = typeof data.held_pattern === 'string' ? data.held_pattern : '';
  return {
    approvalRequired: data.approval_required === true,
    sealedUntil: toDate(data.sealed_until),
    heldWords: words,
    heldPattern: pattern,
    posterCap: isValidPosterCap(data.poster_cap) ? data.poster_cap : DEFAULT_POSTER_CAP,
    photos: isPhotoMode(data.photos) ? data.photos : DEFAULT_PHOTO_MODE,
    photoCap: isValidPhotoCap(data.photo_cap) ? data.photo_cap : DEFAULT_PHOTO_CAP,
  };
}

/**
 * How long after sealedUntil a page waits before it asks for the wall: the rules decide by
 * the server's clock, and a listen refused a moment too early stays refused (on the stream
 * it was opened on), so a device clock up to this far ahead of Google's still opens cleanly.
 */
export const SEAL_OPEN_MARGIN_MS = 2000;

/** Whether a page treats the wall as sealed at `now` (see SEAL_OPEN_MARGIN_MS). */
export function isSealedAt(settings: WallSettings, now: Date): boolean {
  return (
    settings.sealedUntil !== null &&
    now.getTime() < settings.sealedUntil.getTime() + SEAL_OPEN_MARGIN_MS
  );
}

/**
 * Whether a post (or an author's edit) goes to pending_messages rather than straight onto the
 * wall: approval on, or a listed word in its name, its text or its photo's alt text.
 */
export function isPostHeld(
  settings: WallSettings,
  authorName: string,
  content: string,
  photoAlt?: string,
): boolean {
  const texts = photoAlt === undefined ? [authorName, content] : [authorName, content, photoAlt];
  return settings.approvalRequired || isHeld(settings.heldPattern, ...texts);
}

/** Whether a new post with a photo waits for approval (the Photos switch; not for an edit). */
export function isPhotoHeld(settings: WallSettings): boolean {
  return settings.photos === 'wait';
}

/** setTimeout's longest delay; a longer wait is taken in steps of it. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long to wait, from `now`, before looking again at whether the wall has opened. */
export function nextSealCheckMs(sealedUntil: Date, now: Date): number {
  const opens = sealedUntil.getTime() + SEAL_OPEN_MARGIN_MS;
  return Math.min(Math.max(0, opens - now.getTime()), LONGEST_TIMER_MS);
}
