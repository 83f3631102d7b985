import { Activity, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { useWallLoading } from './useWallLoading';
import { WallPlaceholder } from './WallPlaceholder';
import { WallUnavailable } from './WallUnavailable';

// The placeholder's cards pulse only while something is on its way.
const stillSx = { display: 'contents', '& .MuiSkeleton-root': { animation: 'none' } } as const;
const loadingSx = { display: 'contents' } as const;

/**
 * The message wall, shown when the visitor heads for it. Firebase is most of the page's
 * weight and its connection the page's busiest work, so a visitor who only watches the
 * countdown never opens a connection and never reads a document: the wall shows as soon as
 * the visitor scrolls, taps or presses a key, or as soon as any of it is on screen
 * (straight away on a screen tall enough to show it). Its code is fetched ahead by the boot
 * entry (src/boot/fetchAhead.ts), so a visitor who has lost the connection by then still
 * gets it; once the app has started, the wall is readied at idle (its modules run, rendered
 * hidden, its effects and so its listens not started), so heading for it costs only its
 * round trip and its first cards. Until it shows, the placeholder keeps the wall's exact
 * place, standing still; while the chunk loads, its cards pulse. It is swapped for the wall
 * only once the chunk has arrived, so nothing flickers or moves.
 */
export function DeferredWall() {
  const placeholder = useRef<HTMLDivElement>(null);
  const { loaded, prepared } = useWallLoading(placeholder);
  const Wall = loaded.state === 'ready' ? loaded.Wall : prepared;
  // One element for the hidden wall and the shown one, so showing it re-renders nothing.
  const wall = useMemo(() => (Wall ? <Wall /> : null), [Wall]);
  if (loaded.state === 'failed') return <WallUnavailable />;
  return (
    <>
      {loaded.state === 'ready' ? null : (
        // src/boot.ts finds it by its data attribute before the app has arrived.
        <Box
          ref={placeholder}
          data-wall-placeholder=""
          sx={loaded.state === 'loading' ? loadingSx : stillSx}
        >
          <WallPlaceholder />
        </Box>
      )}
      {wall ? (
        <Activity mode={loaded.state === 'ready' ? 'visible' : 'hidden'}>{wall}</Activity>
      ) : null}
    </>
  );
}
