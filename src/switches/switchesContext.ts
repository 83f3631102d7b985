import { createContext, useContext } from 'react';
import type { OwnPost } from '../data/device/waitingPosts';
import type { PostingSwitches } from '../data/posting/post';
import { DEFAULT_WALL_SETTINGS } from '../data/schema/wallSettings';

/**
 * The organizer's switches as the wall's components meet them, handed down by
 * WallSwitchesProvider: data only. The form passes them to sendPost (data/posting/post.ts),
 * which decides where a post goes. Without a provider (component tests, the bench) every
 * switch is off and a post goes straight onto the wall: the spec's wall exactly.
 */
export interface WallSwitches extends PostingSwitches {
  /** The wall was sealed earlier in this visit and has opened by itself. */
  opened: boolean;
  /** The visitor's own posts the wall cannot show yet (waiting, or on the sealed wall). */
  ownPosts: readonly OwnPost[];
  /** Opens a fresh connection before listening again (see reconnect in data/reading/wallSwitches). */
  reconnect?: () => Promise<void>;
}

export const SWITCHES_OFF: WallSwitches = {
  status: 'ready',
  settings: DEFAULT_WALL_SETTINGS,
  sealed: false,
  opened: false,
  ownPosts: [],
};

export const WallSwitchesContext = createContext<WallSwitches>(SWITCHES_OFF);

/** The switches around this part of the wall (all off without a provider). */
export function useWallSwitches(): WallSwitches {
  return useContext(WallSwitchesContext);
}
