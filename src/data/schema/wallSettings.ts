/**
 * The organizer's switches as the page reads them (settings/wall), pure: no Firebase here,
 * so the parsing and the sealed arithmetic are tested on their own.
 */
import { isHeld } from './heldWords';
import { DEFAULT_POSTER_CAP, POSTER_CAP_MAX, POSTER_CAP_MIN } from './schema';

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
};

/** Whether `value` is a cap the rules accept: a whole number within the bounds. */
export function isValidPosterCap(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= POSTER_CAP_MIN &&
    value <= POSTER_CAP_MAX
  );
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

/** Whether a post goes to pending_messages rather than straight onto the wall. */
export function isPostHeld(settings: WallSettings, authorName: string, content: string): boolean {
  return settings.approvalRequired || isHeld(settings.heldPattern, authorName, content);
}

/** setTimeout's longest delay; a longer wait is taken in steps of it. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long to wait, from `now`, before looking again at whether the wall has opened. */
export function nextSealCheckMs(sealedUntil: Date, now: Date): number {
  const opens = sealedUntil.getTime() + SEAL_OPEN_MARGIN_MS;
  return Math.min(Math.max(0, opens - now.getTime()), LONGEST_TIMER_MS);
}
