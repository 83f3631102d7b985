import { cleanHeldWords } from '../../schema/heldWords';
import { DEFAULT_WALL_SETTINGS } from '../../schema/wallSettings';
import type { PostingSettings } from '../sendPost';

// What the sendPost tests send: the guest, the draft, and the wall's settings.

export const UID = 'guest-uid';
export const OFF: PostingSettings = {
  status: 'ready',
  settings: DEFAULT_WALL_SETTINGS,
  sealed: false,
};
export const DRAFT = { authorName: ' Ada ', content: ' Free beer! ' };
export const words = cleanHeldWords(['beer']);
