// @vitest-environment jsdom
import { afterFirstCards, headingForWall } from './headingForWall';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('heading for the wall before the app is there', () => {
  fakeTimersInEachTest();

  it('draws the first page, then starts the app after the cards are painted, once', async () => {
    const order: string[] = [];
    const head = headingForWall({
      canRead: () => true,
      read: () => Promise.resolve(['a card']),
      draw: (page) => order.push(`draw ${page.join()}`),
      startApp: () => order.push('app'),
      waitMs: 2000,
      afterPaint: (then) => {
        order.push('painted');
        then();
      },
    });
    head();
    head();
    await settle();
    expect(order).toEqual(['draw a card', 'painted', 'app']);
  });

  it('starts the app at once when there is nothing to read', () => {
    const startApp = vi.fn();
    const read = vi.fn(() => Promise.resolve([]));
    headingForWall({ canRead: () => false, read, draw: vi.fn(), startApp, waitMs: 2000 })();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('starts the app after waitMs when the read hangs, and after a refusal', async () => {
    const hanging = vi.fn();
    headingForWall({
      canRead: () => true,
      read: () => new Promise(() => undefined),
      draw: vi.fn(),
      startApp: hanging,
      waitMs: 2000,
    })();
    vi.advanceTimersByTime(1999);
    expect(hanging).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hanging).toHaveBeenCalledTimes(1);

    const refused = vi.fn();
    const draw = vi.fn();
    headingForWall({
      canRead: () => true,
      read: () => Promise.reject(new Error('runQuery answered 403')),
      draw,
      startApp: refused,
      waitMs: 2000,
      afterPaint: (then) => then(),
    })();
    await settle();
    expect(draw).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("holds what waits on the first cards (the app's wall) until they are painted", async () => {
    const order: string[] = [];
    afterFirstCards(() => order.push('nothing on its way: at once'));
    let answer: (cards: string[]) => void = () => undefined;
    const head = headingForWall({
      canRead: () => true,
      read: () => new Promise<string[]>((resolve) => (answer = resolve)),
      draw: () => order.push('draw'),
      startApp: () => order.push('app'),
      waitMs: 2000,
      afterPaint: (then) => then(),
    });
    head();
    afterFirstCards(() => order.push('wall'));
    await settle();
    expect(order).toEqual(['nothing on its way: at once']);
    answer(['a card']);
    await settle();
    expect(order).toEqual(['nothing on its way: at once', 'draw', 'app', 'wall']);
    afterFirstCards(() => order.push('later: at once'));
    expect(order.at(-1)).toBe('later: at once');
  });

  it('lets the wall go after waitMs when the read hangs', () => {
    const wall = vi.fn();
    headingForWall({
      canRead: () => true,
      read: () => new Promise(() => undefined),
      draw: vi.fn(),
      startApp: vi.fn(),
      waitMs: 2000,
    })();
    afterFirstCards(wall);
    vi.advanceTimersByTime(2000);
    expect(wall).toHaveBeenCalledTimes(1);
  });
});
