import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { forgetOwnPosts, useOwnPosts } from '../data/device/waitingPosts';
import {
  reconnect,
  useOwnPostDecisions,
  useSealed,
  useWallSettings,
} from '../data/reading/liveWallSettings';
import { isSealedAt } from '../data/schema/wallSettings';
import { WallSettingsContext, type WallSettingsInForce } from './wallSettingsContext';

export interface WallSettingsProviderProps {
  children: ReactNode;
}

/**
 * Follows settings/wall live and hands the wall settings to the wall or the party screen below:
 * whether posts are held, whether the wall is sealed (opening by itself at its moment), and
 * the visitor's own posts kept on this device until the wall can show them.
 */
export function WallSettingsProvider({ children }: WallSettingsProviderProps) {
  const { status, settings } = useWallSettings();
  const sealed = useSealed(settings);
  const ownPosts = useOwnPosts();
  useOwnPostDecisions(ownPosts);

  // Opened: seen sealed in this visit, open now. Posts made on the sealed wall are on the
  // open one, so the device forgets them.
  const [seenSealed, setSeenSealed] = useState(false);
  if (status === 'ready' && sealed && !seenSealed) setSeenSealed(true);
  const opened = status === 'ready' && !sealed && seenSealed;
  const sealedPostIds = ownPosts
    .filter((post) => !post.held)
    .map((post) => post.id)
    .join(',');
  useEffect(() => {
    if (status === 'ready' && !sealed && sealedPostIds !== '') {
      forgetOwnPosts(sealedPostIds.split(','));
    }
  }, [status, sealed, sealedPostIds]);

  // A post sent before settings/wall has answered must not be taken for a post on an open,
  // unmoderated wall: it goes the rules-safe way, and is said once the wall settings are known.
  const known = useRef<{ ready: boolean; settings: typeof settings; waiters: (() => void)[] }>({
    ready: false,
    settings,
    waiters: [],
  });
  useEffect(() => {
    known.current.settings = settings;
    known.current.ready = status === 'ready';
    if (status === 'ready') known.current.waiters.splice(0).forEach((wake) => wake());
  }, [status, settings]);
  const sealedWhenKnown = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        const answer = () => resolve(isSealedAt(known.current.settings, new Date()));
        if (known.current.ready) answer();
        else known.current.waiters.push(answer);
      }),
    [],
  );

  const value = useMemo<WallSettingsInForce>(
    () => ({
      status,
      settings,
      sealed: status === 'ready' && sealed,
      opened,
      ownPosts,
      sealedWhenKnown,
      reconnect,
    }),
    [status, settings, sealed, opened, ownPosts, sealedWhenKnown],
  );
  return <WallSettingsContext value={value}>{children}</WallSettingsContext>;
}
