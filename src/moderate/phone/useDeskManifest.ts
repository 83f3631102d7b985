import { useEffect } from 'react';

/** Written by the build with the deployer's name (scripts/build/vite/deskManifest.ts). */
export const DESK_MANIFEST = '/moderate.webmanifest';
export const DESK_ICON = '/moderate-icon-192.png';

/**
 * Makes /moderate installable as an app of its own ("Add to Home Screen"), opening on the
 * desk: its manifest, linked from this route alone, so the guests' page (index.html) neither
 * carries nor fetches it, and installing from the wall stays what it was.
 */
export function useDeskManifest(): void {
  useEffect(() => {
    const links = [
      Object.assign(document.createElement('link'), { rel: 'manifest', href: DESK_MANIFEST }),
      // Safari takes the home-screen icon from here rather than from the manifest.
      Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: DESK_ICON }),
    ];
    document.head.append(...links);
    return () => {
      for (const link of links) link.remove();
    };
  }, []);
}
