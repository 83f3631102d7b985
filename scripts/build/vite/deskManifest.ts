import type { Plugin } from 'vite';
import type { AppConfig } from '../../../src/config/parseConfig.ts';

/** The page's dark background (index.html's theme-color), for the installed desk's splash. */
const NIGHT = '#140b2e';

/**
 * The organizer's desk as an installable app: a web app manifest scoped to /moderate, named
 * for the deployer's person ("Jake's wall: organizer"), with the icons in public/. Written
 * into the build as /moderate.webmanifest and served by the dev server; only /moderate links
 * it (src/moderate/phone/useDeskManifest.ts), so the guests' page does not grow by it.
 */
export function deskManifest(appConfig: Pick<AppConfig, 'personName'>): string {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: `/moderate-icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return JSON.stringify(
    {
      id: '/moderate',
      name: `${appConfig.personName}'s wall: organizer`,
      short_name: `${appConfig.personName}'s desk`,
      description: 'Approve, decline and remove posts on the birthday wall.',
      start_url: '/moderate',
      scope: '/moderate',
      display: 'standalone',
      background_color: NIGHT,
      theme_color: NIGHT,
      icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
    },
    null,
    2,
  );
}

export const DESK_MANIFEST_FILE = 'moderate.webmanifest';

export function deskManifestPlugin(appConfig: Pick<AppConfig, 'personName'>): Plugin {
  const source = deskManifest(appConfig);
  return {
    name: 'desk-manifest',
    configureServer(server) {
      server.middlewares.use(`/${DESK_MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DESK_MANIFEST_FILE, source });
    },
  };
}
