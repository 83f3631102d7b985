import { initializeApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';
import { startAppCheck } from './appCheck';
import { startOptionalAppCheck } from './optionalAppCheck';

vi.mock('firebase/app-check', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/app-check')>()),
  initializeAppCheck: vi.fn(),
}));
const initialize = vi.mocked(initializeAppCheck);

const app = initializeApp({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, 'app-check-test');

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
    await startOptionalAppCheck(app, 'site-key-123');
    expect(initialize).toHaveBeenCalledTimes(1);
    const [calledWith, options] = initialize.mock.lastCall ?? [];
    expect(calledWith).toBe(app);
    expect(options?.provider).toBeInstanceOf(ReCaptchaV3Provider);
    expect(options?.isTokenAutoRefreshEnabled).toBe(true);
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
  it('uses reCAPTCHA v3 with automatic token refresh', () => {
    startAppCheck(app, 'site-key-456');
    expect(initialize).toHaveBeenCalledWith(app, {
      provider: expect.any(ReCaptchaV3Provider),
      isTokenAutoRefreshEnabled: true,
    });
  });
});
