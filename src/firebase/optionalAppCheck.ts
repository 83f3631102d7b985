import type { FirebaseApp } from 'firebase/app';

type Loader = () => Promise<Pick<typeof import('./appCheck'), 'startAppCheck'>>;

/**
 * Starts App Check when a site key is set, and does nothing otherwise: the App Check SDK
 * and reCAPTCHA arrive from their own chunk only then, so the wall's chunk does not carry
 * them. Awaited before Firestore's first request, so an enforcing project never sees one
 * without a token. A failure (the chunk, or reCAPTCHA blocked or slow) is logged, not
 * thrown: the page must not fall over, and the wall goes on without App Check (a project
 * that enforces it then refuses the wall, which takes its load-failure path).
 */
export async function startOptionalAppCheck(
  app: FirebaseApp,
  siteKey: string | undefined,
  load: Loader = () => import('./appCheck'),
): Promise<void> {
  if (!siteKey) return;
  try {
    const { startAppCheck } = await load();
    await startAppCheck(app, siteKey);
  } catch (error) {
    console.error('App Check could not start; the wall goes on without it.', error);
  }
}
