import { createContext, useContext } from 'react';
import type { OwnPost } from '../data/device/waitingPosts';
import type { PostOutcome } from '../data/reading/wallSwitches';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../data/schema/wallSettings';
import type { MessageDraft } from '../data/schema/types';

/**
 * The organizer's switches as the wall's components meet them, handed down by
 * WallSwitchesProvider. Without a provider (component tests, the bench) every switch is off
 * and posts go straight to postMessage: the spec's wall exactly.
 */
export interface WallSwitches {
  /** 'loading' until settings/wall has answered once. */
  status: 'loading' | 'ready';
  settings: WallSettings;
  /** Visitors cannot read the wall now (settings.sealedUntil still ahead). */
  sealed: boolean;
  /** The wall was sealed earlier in this visit and has opened by itself. */
  opened: boolean;
  /** The visitor's own posts the wall cannot show yet (waiting, or on the sealed wall). */
  ownPosts: readonly OwnPost[];
  /** Sends a post where the switches say; absent: straight to postMessage. */
  send?: (draft: MessageDraft) => Promise<PostOutcome>;
  /**
   * Makes sure the guest has an identity to post with (anonymous Auth, signed in at the first
   * post); rejects when it cannot. Absent: nothing to wait for (component tests, the bench).
   */
  identify?: () => Promise<unknown>;
  /** Opens a fresh connection before listening again (see reconnect in data/switches). */
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
