import type { Message } from '../schema/types';
import { MESSAGES_PAGE } from '../schema/schema';
import { useLivePages } from './livePages';
import { readMessage } from './parseMessage';
import { useForgetLeavingPhotos } from './useForgetLeavingPhotos';

/**
 * The wall's messages as its components get them: the home page's wall and the party screen,
 * each a live pager (livePages.ts) over the stored messages (parseMessage.ts). A new post is
 * written by posting/sendPost.ts.
 */

export interface MessagesState {
  status: 'loading' | 'ready';
  messages: Message[];
  /** True once the list, having been live, is served from the SDK's cache. */
  connectionLost?: boolean;
  /** Whether older messages may exist below those loaded ("Show more"). */
  hasMore?: boolean;
  /** Reads the next page, live; nothing while one is on its way or none is left. */
  loadMore?: () => void;
}

function useMessagesState(attempt: number, slide: boolean, holdError = false): MessagesState {
  const pages = useLivePages({
    read: readMessage,
    pageSize: MESSAGES_PAGE,
    slide,
    attempt,
    holdError,
  });
  return {
    status: pages.status,
    messages: pages.items,
    connectionLost: pages.connectionLost,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
  };
}

/**
 * The wall's messages for the home page (see useLivePages); `holdError` keeps a refusal as
 * 'loading' until the caller knows whether the wall is sealed.
 */
export function useMessages(attempt = 0, holdError = false): MessagesState {
  const wall = useMessagesState(attempt, false, holdError);
  useForgetLeavingPhotos(wall.status === 'ready' ? wall.messages : undefined);
  return wall;
}

/**
 * The party screen's messages: the newest page only, sliding as posts arrive. The screen
 * shows the spotlight and the three latest, and rotates through this page.
 */
export function useScreenMessages(attempt = 0): MessagesState {
  const screen = useMessagesState(attempt, true);
  useForgetLeavingPhotos(screen.status === 'ready' ? screen.messages : undefined, true);
  return screen;
}
