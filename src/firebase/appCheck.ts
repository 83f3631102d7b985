import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaV3Provider, type AppCheck } from 'firebase/app-check';

/**
 * App Check with reCAPTCHA v3: every Firestore request then carries a token that says it
 * comes from this site, so a project that enforces App Check refuses scripts that copied the
 * public config. Loaded only when a site key is configured (optionalAppCheck.ts).
 */
export function startAppCheck(app: FirebaseApp, siteKey: string): AppCheck {
  return initializeAppCheck(app, {
    provider: new ReCaptchaV3Provider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
