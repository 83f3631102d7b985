/**
 * Everything a deployer may change, parsed and validated once.
 *
 * Pure: takes the environment as a plain record so the same function runs in the browser
 * (import.meta.env), in vite.config.ts (to stop a build with a bad value) and in unit tests.
 */
import {
  AUTH_EMULATOR_HOST,
  DEMO_PROJECT_ID,
  FIRESTORE_EMULATOR_HOST,
  readHostPort,
} from './local.mjs';
import { parseLocalDateTime } from './parseDate';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface AppConfig {
  /** The person who turns 21. */
  personName: string;
  /** The page's only h1. */
  headline: string;
  /** The birthday moment; a date without an offset is read in the visitor's local time. */
  target: Date;
  /** Where the beer level's span starts (100% full). */
  baseline: Date;
  /** The peer-to-peer payment profile for the first beer tab (https only). */
  paymentUrl: string;
  firebase: FirebaseWebConfig;
  /** True when no real Firebase project is configured: Firestore goes to the local emulator. */
  demoMode: boolean;
  /** host:port of the Firestore emulator, used only in demo mode. */
  firestoreEmulatorHost: string;
  /** host:port of the Auth emulator, used only in demo mode (guests' identity, /moderate). */
  authEmulatorHost: string;
  /** reCAPTCHA v3 site key for App Check; off when absent (demo mode, or VITE_APPCHECK=off). */
  appCheckSiteKey?: string;
  /**
   * Whether this build has App Check: 'on' with a site key, 'off' for a real project without
   * one (only a build the deployer turned off with VITE_APPCHECK=off, or the dev server:
   * appCheckGate.ts refuses any other build),
   * 'demo' against the emulators, which need none.
   */
  appCheck: 'on' | 'off' | 'demo';
  /**
   * The public origin the site is served from (`https://host`, no trailing slash), for the
   * absolute URLs a link preview needs; absent in demo mode unless set.
   */
  siteUrl?: string;
}

export type Env = Readonly<Record<string, string | boolean | undefined>>;

export const DEFAULTS = {
  personName: 'Jake',
  target: '2026-06-04T00:00',
  baseline: '2024-01-01T00:00',
  paymentUrl: 'https://venmo.com/u/jake-turns-21',
  demoProjectId: DEMO_PROJECT_ID,
  firestoreEmulatorHost: FIRESTORE_EMULATOR_HOST,
  authEmulatorHost: AUTH_EMULATOR_HOST,
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Reads and validates the configuration; throws one ConfigError naming every bad variable. */
export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];

  const personName = text(env, 'VITE_PERSON_NAME') ?? DEFAULTS.personName;
  if (personName.length > 40) {
    problems.push(`VITE_PERSON_NAME must be at most 40 characters (got ${personName.length}).`);
  }
  const headline = text(env, 'VITE_HEADLINE') ?? `${personName} Turns 21!`;
  if (headline.length > 80) {
    problems.push(`VITE_HEADLINE must be at most 80 characters (got ${headline.length}).`);
  }

  const readDate = (key: string, fallback: string): Date => {
    const raw = text(env, key) ?? fallback;
    const date = parseLocalDateTime(raw);
    if (!date) {
      problems.push(
        `${key} must be a date like 2026-06-04 or 2026-06-04T00:00, optionally with Z or +02:00 (got "${raw}").`,
      );
      return new Date(Number.NaN);
    }
    return date;
  };
  const target = readDate('VITE_TARGET_DATE', DEFAULTS.target);
  const baseline = readDate('VITE_BASELINE_DATE', DEFAULTS.baseline);
  if (!Number.isNaN(target.getTime()) && !Number.isNaN(baseline.getTime())) {
    if (baseline.getTime() >= target.getTime()) {
      problems.push('VITE_BASELINE_DATE must be before VITE_TARGET_DATE.');
    }
  }

  const paymentUrl = text(env, 'VITE_PAYMENT_URL') ?? DEFAULTS.paymentUrl;
  if (!isHttpsUrl(paymentUrl)) {
    problems.push(`VITE_PAYMENT_URL must be an https:// address (got "${paymentUrl}").`);
  }

  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEFAULTS.demoProjectId;
  const demoMode = projectId.startsWith('demo-');
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY') ?? (demoMode ? 'demo-api-key' : undefined);
  const appId = text(env, 'VITE_FIREBASE_APP_ID') ?? (demoMode ? 'demo-app-id' : undefined);
  if (!apiKey) {
    problems.push(
      'VITE_FIREBASE_API_KEY is required when VITE_FIREBASE_PROJECT_ID names a real project.',
    );
  }
  if (!appId) {
    problems.push(
      'VITE_FIREBASE_APP_ID is required when VITE_FIREBASE_PROJECT_ID names a real project.',
    );
  }
  const firestoreEmulatorHost =
    text(env, 'VITE_FIRESTORE_EMULATOR_HOST') ?? DEFAULTS.firestoreEmulatorHost;
  if (!readHostPort(firestoreEmulatorHost)) {
    problems.push(
      `VITE_FIRESTORE_EMULATOR_HOST must look like host:port, e.g. 127.0.0.1:8080 (got "${firestoreEmulatorHost}").`,
    );
  }

  const authEmulatorHost = text(env, 'VITE_AUTH_EMULATOR_HOST') ?? DEFAULTS.authEmulatorHost;
  if (!readHostPort(authEmulatorHost)) {
    problems.push(
      `VITE_AUTH_EMULATOR_HOST must look like host:port, e.g. 127.0.0.1:9099 (got "${authEmulatorHost}").`,
    );
  }

  const rawSiteUrl = text(env, 'VITE_SITE_URL');
  // Firebase Hosting serves every project's default site at <projectId>.web.app.
  const defaultSiteUrl = demoMode ? undefined : `https://${projectId}.web.app`;
  const siteUrl = rawSiteUrl === undefined ? defaultSiteUrl : siteOrigin(rawSiteUrl);
  if (rawSiteUrl !== undefined && siteUrl === undefined) {
    problems.push(
      `VITE_SITE_URL must be the site's origin, an http(s):// address with no path, query or hash, e.g. https://jake-turns-21.web.app (got "${rawSiteUrl}").`,
    );
  }

  const appCheckSwitch = text(env, 'VITE_APPCHECK');
  if (appCheckSwitch !== undefined && appCheckSwitch !== 'off') {
    problems.push(
      `VITE_APPCHECK may only be "off" (build without App Check); leave it unset to use VITE_APPCHECK_SITE_KEY (got "${appCheckSwitch}").`,
    );
  }
  // "off" wins over a key, so a deployer can build without App Check without losing the key.
  const appCheckSiteKey =
    demoMode || appCheckSwitch === 'off' ? undefined : text(env, 'VITE_APPCHECK_SITE_KEY');

  if (problems.length > 0) throw new ConfigError(problems);

  const storageBucket = text(env, 'VITE_FIREBASE_STORAGE_BUCKET');
  const messagingSenderId = text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  return {
    personName,
    headline,
    target,
    baseline,
    paymentUrl,
    demoMode,
    firestoreEmulatorHost,
    authEmulatorHost,
    firebase: {
      apiKey: apiKey ?? '',
      appId: appId ?? '',
      projectId,
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      ...(storageBucket ? { storageBucket } : {}),
      ...(messagingSenderId ? { messagingSenderId } : {}),
    },
    appCheck: demoMode ? 'demo' : appCheckSiteKey ? 'on' : 'off',
    ...(appCheckSiteKey ? { appCheckSiteKey } : {}),
    ...(siteUrl ? { siteUrl } : {}),
  };
}

/**
 * `https://host[:port]` for an http(s) address that names nothing but an origin (a lone
 * trailing '/' is fine), else undefined. Credentials, a path, a query or a hash are refused:
 * the page's own paths are appended to it.
 */
function siteOrigin(value: string): string | undefined {
  // The URL parser would also take `https:host` or `https:///host`; only `https://host` is meant.
  if (!/^https?:\/\/[^/\\]/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const plain =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    // An empty '?' or '#' leaves search and hash blank, so look at the text itself.
    !/[?#]/.test(value);
  return plain ? url.origin : undefined;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}
