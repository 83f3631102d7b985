// @vitest-environment jsdom
import { initializeApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';
import { loadReCaptcha, RECAPTCHA_TIMEOUT_MS, RECAPTCHA_URL, startAppCheck } from './appCheck';
import { startOptionalAppCheck } from './optionalAppCheck';
import { fakeTimersInThisTest } from '../testing/fakeTimers';

vi.mock('firebase/app-check', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/app-check')>()),
  initializeAppCheck: vi.fn(),
}));
const initialize = vi.mocked(initializeAppCheck);

const app = initializeApp({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, 'app-check-test');
const loaded = () => Promise.resolve();

/** The reCAPTCHA script element the loader added, to fire its load or error by hand. */
function recaptchaScript(): HTMLScriptElement {
  const script = document.head.querySelector(`script[src="${RECAPTCHA_URL}"]`);
  if (!(script instanceof HTMLScriptElement)) throw new Error('no reCAPTCHA script');
  return script;
}

describe('startOptionalAppCheck', () => {
  beforeEach(() => {
    initialize.mockReset();
  });

  it.each([[undefined], ['']])('loads nothing without a site key (%j)', async (siteKey) => {
    const load = vi.fn(() => import('./appCheck'));
    await startOptionalAppCheck(app, siteKey, load);
    expect(load).not.toHaveBeenCalled();
    expect(initialize).not.toHaveBeenCalled();
  });

  it('loads App Check and starts it with the site key', async () => {
    const startAppCheckSpy = vi.fn((...args: Parameters<typeof startAppCheck>) =>
      startAppCheck(args[0], args[1], loaded),
    );
    await startOptionalAppCheck(app, 'site-key-123', async () => ({
      startAppCheck: startAppCheckSpy,
    }));
    expect(startAppCheckSpy).toHaveBeenCalledWith(app, 'site-key-123');
    expect(initialize).toHaveBeenCalledTimes(1);
  });

  it('logs and goes on when App Check cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('chunk failed to load');
    await expect(
      startOptionalAppCheck(app, 'site-key-123', () => Promise.reject(failure)),
    ).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('App Check'), failure);
  });
});

describe('startAppCheck', () => {
  beforeEach(() => {
    initialize.mockReset();
  });

  it('uses reCAPTCHA v3 with automatic token refresh, once reCAPTCHA has loaded', async () => {
    await startAppCheck(app, 'site-key-456', loaded);
    expect(initialize).toHaveBeenCalledWith(app, {
      provider: expect.any(ReCaptchaV3Provider),
      isTokenAutoRefreshEnabled: true,
    });
  });

  it('does not start App Check when reCAPTCHA cannot load', async () => {
    const blocked = () => Promise.reject(new Error('blocked'));
    await expect(startAppCheck(app, 'site-key-456', blocked)).rejects.toThrow('blocked');
    expect(initialize).not.toHaveBeenCalled();
  });
});

describe('loadReCaptcha', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('adds the script App Check would load and resolves when it loads', async () => {
    const loading = loadReCaptcha();
    recaptchaScript().dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects when the script fails (blocked)', async () => {
    const loading = loadReCaptcha();
    recaptchaScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('could not be loaded');
  });

  it(`rejects after ${RECAPTCHA_TIMEOUT_MS} ms without an answer`, async () => {
    fakeTimersInThisTest();
    const loading = loadReCaptcha();
    const outcome = expect(loading).rejects.toThrow('took too long');
    await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS);
    await outcome;
  });
});
