// @vitest-environment jsdom
/** The visitor's first scroll, tap or key press, as the boot entry and the app see it. */

type WithEarly = Window & { __engagedEarly?: number };

async function freshEngagement() {
  vi.resetModules();
  return import('./engagement');
}

afterEach(() => {
  delete (window as WithEarly).__engagedEarly;
});

describe('watchEngagement', () => {
  it('calls back once, at the first scroll, tap or key press', async () => {
    const { engagedBeforeApp, watchEngagement } = await freshEngagement();
    const then = vi.fn();
    watchEngagement(then);
    expect(engagedBeforeApp()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    window.dispatchEvent(new Event('scroll'));
    expect(then).toHaveBeenCalledOnce();
    expect(engagedBeforeApp()).toBe(true);
  });

  it("takes a tap the page's loader saw before this entry arrived", async () => {
    (window as WithEarly).__engagedEarly = 1;
    const { engagedBeforeApp, watchEngagement } = await freshEngagement();
    const then = vi.fn();
    watchEngagement(then);
    expect(then).toHaveBeenCalledOnce();
    expect(engagedBeforeApp()).toBe(true);
    // Nothing more to listen for.
    window.dispatchEvent(new Event('pointerdown'));
    expect(then).toHaveBeenCalledOnce();
  });
});
