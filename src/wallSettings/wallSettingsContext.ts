import { createContext, useContext } from 'react';
import type { OwnPost } from '../data/device/waitingPosts';
import type { PostingSettings } from '../data/posting/sendPost';
import { DEFAULT_WALL_SETTINGS } from '../data/schema/wallSettings';

/**
 * The wall settings as the wall's components meet them, handed down by
 * WallSettingsProvider: data only. The form passes them to sendPost (data/posting/sendPost.ts),
 * which decides where a post goes. Without a provider (component tests, the bench) every
 * switch is off and a post goes straight onto the wall: the spec's wall exactly.
 */
export interface WallSettingsInForce extends PostingSettings {
  /** The wall was sealed earlier in this visit and has opened by itself. */
  opened: boolean;
  /** The visitor's own posts the wall cannot show yet (waiting, or on the sealed wall). */
  ownPosts: readonly OwnPost[];
  /** Opens a fresh connection before listening again (see reconnect in data/reading/liveWallSettings). */
  reconnect?: () => Promise<void>;
}

export const WALL_SETTINGS_OFF: WallSettingsInForce = {
  status: 'ready',
  settings: DEFAULT_WALL_SETTINGS,
  sealed: false,
  opened: false,
  ownPosts: [],
};

export const WallSettingsContext = createContext<WallSettingsInForce>(WALL_SETTINGS_OFF);

/** The wall settings around this part of the wall (all off without a provider). */
export function useWallSettingsInForce(): WallSettingsInForce {
  return useContext(WallSettingsContext);
}
