export interface SampleMessage {
  readonly author: string;
  readonly content: string;
  /** One a moderator would remove. */
  readonly spam: boolean;
}
/** The emulator's test organizer (a Google account in the Auth emulator, a moderator). */
export const TEST_ORGANIZER: Readonly<{ email: string; name: string }>;
/** Twelve messages, newest first: friendly ones and three spam. */
export const SAMPLE_MESSAGES: readonly SampleMessage[];
/** The friendly ones. */
export const FRIENDLY_MESSAGES: readonly SampleMessage[];
