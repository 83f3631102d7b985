import { ConfigError, type AppConfig, type Env } from './parseConfig';

/**
 * Why and how, in the words `npm run build` stops with: without App Check, any script holding
 * the public web config can read the photos until Spark's monthly outbound data is gone
 * (docs/security.md, "What one script can cost"). Build-time only, apart from parseConfig, so no page
 * carries these words.
 */
export const APP_CHECK_REQUIRED =
  "VITE_APPCHECK_SITE_KEY is required to build for a real project, because without App Check any script holding the public web config can read the photos until the free plan's 10 GiB of outbound data a month is gone: register the site for App Check with reCAPTCHA v3 and set its site key (README, Deploy), or set VITE_APPCHECK=off to build without it.";

/**
 * Refuses a production build of a real project without App Check, unless the deployer said
 * VITE_APPCHECK=off (parseConfig has checked that value is the only one it takes). The dev
 * server and demo builds are not asked.
 */
export function requireAppCheck(config: AppConfig, env: Env): void {
  const turnedOff = typeof env.VITE_APPCHECK === 'string' && env.VITE_APPCHECK.trim() === 'off';
  if (config.appCheck === 'off' && !turnedOff) throw new ConfigError([APP_CHECK_REQUIRED]);
}
