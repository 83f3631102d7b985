import {
  prefetchWallWhenIdle,
  preloadModules,
  WALL_MODULES_META,
  wallModuleUrls,
} from './prefetchWall';

/**
 * The wall's code is fetched ahead once the page has loaded and is idle, never run. jsdom
 * fetches nothing for a modulepreload link, so these tests read the links the page gets;
 * tests/e2e/offline-wall.spec.ts shows a real Chromium opening the wall offline with them.
 */

const WALL = '/assets/Wall-abc123.js';
const SHARED = '/assets/shared-def456.js';

function listModules(content: string) {
  const meta = document.createElement('meta');
  meta.name = WALL_MODULES_META;
  meta.content = content;
  document.head.append(meta);
}

function preloads(): string[] {
  return [...document.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

/** requestIdleCallback as the test drives it: callbacks wait until idle() is called. */
function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  return {
    get waiting() {
      return waiting.size;
    },
    idle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) {
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

function setReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('wallModuleUrls', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads the list the build wrote into the page', () => {
    listModules(`${WALL} ${SHARED}`);
    expect(wallModuleUrls(document)).toEqual([WALL, SHARED]);
  });

  it('finds none without a list (the dev server writes none), or in an empty one', () => {
    expect(wallModuleUrls(document)).toEqual([]);
    listModules('');
    expect(wallModuleUrls(document)).toEqual([]);
  });

  it("keeps only the site's own paths", () => {
    listModules(`${WALL} https://elsewhere.example/x.js //elsewhere.example/y.js relative.js`);
    expect(wallModuleUrls(document)).toEqual([WALL]);
  });
});

describe('preloadModules', () => {
  afterEach(() => document.head.replaceChildren());

  it('links each module once', () => {
    preloadModules(document, [WALL, SHARED]);
    preloadModules(document, [WALL]);
    expect(preloads()).toEqual([WALL, SHARED]);
  });
});

describe('prefetchWallWhenIdle', () => {
  beforeEach(() => listModules(`${WALL} ${SHARED}`));
  afterEach(() => {
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('waits for the load event and then for an idle moment', () => {
    const idle = fakeIdle();
    setReadyState('interactive');
    setOnline(true);
    prefetchWallWhenIdle();
    expect(idle.waiting).toBe(0);

    window.dispatchEvent(new Event('load'));
    expect(idle.waiting).toBe(1);
    expect(preloads()).toEqual([]);

    idle.idle();
    expect(preloads()).toEqual([WALL, SHARED]);
  });

  it('on a page that has loaded already, waits only for an idle moment', () => {
    const idle = fakeIdle();
    setReadyState('complete');
    setOnline(true);
    prefetchWallWhenIdle();
    expect(preloads()).toEqual([]);
    idle.idle();
    expect(preloads()).toEqual([WALL, SHARED]);
  });

  it('offline, waits until the browser is back online and idle', () => {
    const idle = fakeIdle();
    setReadyState('complete');
    setOnline(false);
    prefetchWallWhenIdle();
    idle.idle();
    expect(preloads()).toEqual([]);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    idle.idle();
    expect(preloads()).toEqual([WALL, SHARED]);
  });

  it('without requestIdleCallback, a second after the load event', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      setReadyState('complete');
      setOnline(true);
      prefetchWallWhenIdle();
      vi.advanceTimersByTime(999);
      expect(preloads()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(preloads()).toEqual([WALL, SHARED]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('once cancelled, links nothing', () => {
    const idle = fakeIdle();
    setReadyState('interactive');
    setOnline(true);
    prefetchWallWhenIdle()();
    window.dispatchEvent(new Event('load'));
    expect(idle.waiting).toBe(0);

    setReadyState('complete');
    const cancel = prefetchWallWhenIdle();
    expect(idle.waiting).toBe(1);
    cancel();
    idle.idle();
    expect(preloads()).toEqual([]);
  });

  it('fetches nothing for a visitor who asked to save data', () => {
    const idle = fakeIdle();
    setReadyState('complete');
    setOnline(true);
    vi.stubGlobal('navigator', { ...navigator, onLine: true, connection: { saveData: true } });
    prefetchWallWhenIdle();
    expect(idle.waiting).toBe(0);
    idle.idle();
    expect(preloads()).toEqual([]);
  });
});
