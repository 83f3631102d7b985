import { APP_CHECK_REQUIRED, requireAppCheck } from './appCheckGate';
import { ConfigError, DEFAULTS, parseConfig } from './parseConfig';
import { DEMO_PROJECT_ID } from './local.mjs';

function problemsOf(env: Record<string, string>, { build = false } = {}): readonly string[] {
  try {
    const config = parseConfig(env);
    if (build) requireAppCheck(config, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig defaults', () => {
  const config = parseConfig({});

  it('uses the spec values', () => {
    expect(config.personName).toBe(DEFAULTS.personName);
    expect(config.headline).toBe(`${DEFAULTS.personName} Turns 21!`);
    expect(config.target.getTime()).toBe(new Date(2026, 5, 4, 0, 0, 0).getTime());
    expect(config.baseline.getTime()).toBe(new Date(2024, 0, 1, 0, 0, 0).getTime());
    expect(config.paymentUrl).toMatch(/^https:\/\//);
  });

  it('runs against the demo project and its local emulator', () => {
    expect(config.demoMode).toBe(true);
    expect(config.firebase.projectId).toBe(DEMO_PROJECT_ID);
    expect(config.firestoreEmulatorHost).toBe('127.0.0.1:8080');
    expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.appCheckSiteKey).toBeUndefined();
    expect(config.appCheck).toBe('demo');
  });

  it('has no site URL in demo mode, so no link-preview tags', () => {
    expect(config.siteUrl).toBeUndefined();
  });
});

const realProject = {
  VITE_FIREBASE_PROJECT_ID: 'sam-birthday',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('parseConfig with values', () => {
  it('reads every variable, trimming blanks', () => {
    const config = parseConfig({
      VITE_PERSON_NAME: '  Sam ',
      VITE_HEADLINE: 'Sam is almost 21',
      VITE_TARGET_DATE: '2030-01-02T03:04:05',
      VITE_BASELINE_DATE: '2029-01-01',
      VITE_PAYMENT_URL: 'https://pay.example.com/sam',
      VITE_FIREBASE_PROJECT_ID: 'sam-birthday',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_APPCHECK_SITE_KEY: 'site-key',
    });
    expect(config.personName).toBe('Sam');
    expect(config.headline).toBe('Sam is almost 21');
    expect(config.target.getTime()).toBe(new Date(2030, 0, 2, 3, 4, 5).getTime());
    expect(config.baseline.getTime()).toBe(new Date(2029, 0, 1).getTime());
    expect(config.demoMode).toBe(false);
    expect(config.firebase).toMatchObject({
      projectId: 'sam-birthday',
      apiKey: 'key',
      appId: '1:2:web:3',
      authDomain: 'sam-birthday.firebaseapp.com',
    });
    expect(config.appCheckSiteKey).toBe('site-key');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ VITE_PERSON_NAME: '   ' }).personName).toBe(DEFAULTS.personName);
  });

  it('takes a real project to be on its Firebase Hosting default domain', () => {
    expect(parseConfig(realProject).siteUrl).toBe('https://sam-birthday.web.app');
  });

  it('reads VITE_SITE_URL as an origin without a trailing slash', () => {
    for (const [raw, origin] of [
      ['https://jake-turns-21.web.app', 'https://jake-turns-21.web.app'],
      ['https://jake-turns-21.web.app/', 'https://jake-turns-21.web.app'],
      ['  HTTPS://Jake.Example.COM/ ', 'https://jake.example.com'],
      ['https://jake.example.com:443', 'https://jake.example.com'],
      ['http://localhost:5000/', 'http://localhost:5000'],
    ]) {
      expect(parseConfig({ ...realProject, VITE_SITE_URL: raw }).siteUrl, raw).toBe(origin);
    }
  });

  it('lets VITE_SITE_URL name a site in demo mode too', () => {
    expect(parseConfig({ VITE_SITE_URL: 'https://example.web.app' }).siteUrl).toBe(
      'https://example.web.app',
    );
  });

  it('keeps App Check off in demo mode', () => {
    expect(parseConfig({ VITE_APPCHECK_SITE_KEY: 'k' }).appCheckSiteKey).toBeUndefined();
  });
});

describe('App Check for a build', () => {
  const build = { build: true };

  it('refuses to build a real project without a site key, saying why and how', () => {
    expect(problemsOf(realProject, build)).toEqual([APP_CHECK_REQUIRED]);
    expect(APP_CHECK_REQUIRED).toMatch(/because .* outbound data/);
    expect(APP_CHECK_REQUIRED).toContain('VITE_APPCHECK=off');
    expect(APP_CHECK_REQUIRED).toContain('reCAPTCHA v3');
  });

  it('builds a real project with a site key, App Check on', () => {
    expect(problemsOf({ ...realProject, VITE_APPCHECK_SITE_KEY: 'site-key' }, build)).toEqual([]);
    const config = parseConfig({ ...realProject, VITE_APPCHECK_SITE_KEY: 'site-key' });
    expect(config.appCheck).toBe('on');
    expect(config.appCheckSiteKey).toBe('site-key');
  });

  it('builds a real project without App Check when the deployer says VITE_APPCHECK=off', () => {
    expect(problemsOf({ ...realProject, VITE_APPCHECK: 'off' }, build)).toEqual([]);
    const config = parseConfig({ ...realProject, VITE_APPCHECK: 'off' });
    expect(config.appCheck).toBe('off');
    expect(config.appCheckSiteKey).toBeUndefined();
  });

  it('lets VITE_APPCHECK=off win over a site key, so the key can stay in the file', () => {
    const env = { ...realProject, VITE_APPCHECK: 'off', VITE_APPCHECK_SITE_KEY: 'site-key' };
    expect(problemsOf(env, build)).toEqual([]);
    const config = parseConfig(env);
    expect(config.appCheck).toBe('off');
    expect(config.appCheckSiteKey).toBeUndefined();
  });

  it('refuses any other VITE_APPCHECK value, naming it', () => {
    for (const value of ['on', 'false', 'OFF ']) {
      const problems = problemsOf({ ...realProject, VITE_APPCHECK: value }, build);
      expect(problems.some((p) => p.startsWith('VITE_APPCHECK may only be "off"'))).toBe(true);
    }
  });

  it('builds demo mode without a key, App Check not used', () => {
    expect(problemsOf({}, build)).toEqual([]);
    expect(parseConfig({}).appCheck).toBe('demo');
    expect(problemsOf({ VITE_FIREBASE_PROJECT_ID: 'demo-party' }, build)).toEqual([]);
    expect(parseConfig({ VITE_FIREBASE_PROJECT_ID: 'demo-party' }).appCheck).toBe('demo');
  });

  it('asks nothing of the dev server or the built page: a real project without a key is off', () => {
    expect(problemsOf(realProject)).toEqual([]);
    expect(parseConfig(realProject).appCheck).toBe('off');
  });
});

describe('parseConfig refusals name the variable', () => {
  it.each([
    [{ VITE_TARGET_DATE: 'June 4th' }, 'VITE_TARGET_DATE'],
    [{ VITE_TARGET_DATE: '2026-02-30' }, 'VITE_TARGET_DATE'],
    [{ VITE_BASELINE_DATE: '2024-13-01' }, 'VITE_BASELINE_DATE'],
    [{ VITE_BASELINE_DATE: '2027-01-01' }, 'VITE_BASELINE_DATE must be before VITE_TARGET_DATE'],
    [{ VITE_PAYMENT_URL: 'http://venmo.com/u/x' }, 'VITE_PAYMENT_URL'],
    [{ VITE_PAYMENT_URL: 'javascript:alert(1)' }, 'VITE_PAYMENT_URL'],
    [{ VITE_PAYMENT_URL: 'not a url' }, 'VITE_PAYMENT_URL'],
    [{ VITE_PERSON_NAME: 'x'.repeat(41) }, 'VITE_PERSON_NAME'],
    [{ VITE_HEADLINE: 'x'.repeat(81) }, 'VITE_HEADLINE'],
    [{ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' }, 'VITE_FIRESTORE_EMULATOR_HOST'],
    [{ VITE_AUTH_EMULATOR_HOST: 'localhost' }, 'VITE_AUTH_EMULATOR_HOST'],
    [{ VITE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, 'VITE_AUTH_EMULATOR_HOST'],
    [{ VITE_FIREBASE_PROJECT_ID: 'real-project' }, 'VITE_FIREBASE_API_KEY'],
    [{ VITE_SITE_URL: 'jake-turns-21.web.app' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'ftp://jake-turns-21.web.app' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https:jake-turns-21.web.app' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://jake-turns-21.web.app/wall' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://jake-turns-21.web.app/?ref=x' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://jake-turns-21.web.app?' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://jake-turns-21.web.app/#top' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://me:secret@jake-turns-21.web.app' }, 'VITE_SITE_URL'],
    [{ VITE_SITE_URL: 'https://jake turns 21.web.app' }, 'VITE_SITE_URL'],
  ])('%o -> %s', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems.some((p) => p.includes(expected))).toBe(true);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      VITE_TARGET_DATE: 'soon',
      VITE_PAYMENT_URL: 'ftp://x.y',
      VITE_SITE_URL: 'https://x.y/path',
    });
    expect(problems).toHaveLength(3);
  });
});
