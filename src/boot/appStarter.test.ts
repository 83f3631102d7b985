// @vitest-environment jsdom
import { appStarter } from './appStarter';

/** Lets the load's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('appStarter', () => {
  it('loads the app once, however often it is started', async () => {
    const load = vi.fn(() => Promise.resolve());
    const start = appStarter(load);
    start();
    start();
    await settle();
    start();
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and tries again once back online', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue();
    const start = appStarter(load);
    start();
    await settle();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('could not load its app'),
      expect.any(TypeError),
    );
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    // Loaded now: nothing more tries again.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again on the next interaction, and again after each failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const start = appStarter(load);
    start();
    await settle();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
