import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaV3Provider, type AppCheck } from 'firebase/app-check';

/** The script App Check itself would load (it reuses window.grecaptcha when present). */
export const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api.js';
/** How long the wall waits for reCAPTCHA before it goes on without App Check. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

/**
 * Loads reCAPTCHA's script, rejecting when it fails or takes longer than `timeoutMs`. App
 * Check loads it without an error handler, so a blocked script (an ad blocker, a firewall)
 * would leave every Firestore request waiting for a token forever.
 */
export function loadReCaptcha(timeoutMs = RECAPTCHA_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new Error('reCAPTCHA took too long')), timeoutMs);
    script.src = RECAPTCHA_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
}

/**
 * App Check with reCAPTCHA v3: every Firestore request then carries a token that says it
 * comes from this site, so a project that enforces App Check refuses scripts that copied the
 * public config. Loaded only when a site key is configured (optionalAppCheck.ts). Rejects
 * when reCAPTCHA cannot be loaded: the wall then goes on without App Check.
 */
export async function startAppCheck(
  app: FirebaseApp,
  siteKey: string,
  loadScript: () => Promise<void> = loadReCaptcha,
): Promise<AppCheck> {
  await loadScript();
  return initializeAppCheck(app, {
    provider: new ReCaptchaV3Provider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
