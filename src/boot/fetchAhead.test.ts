// @vitest-environment jsdom
import {
  APP_MODULES_META,
  fetchAhead,
  listedModules,
  prefetchFiles,
  WALL_MODULES_META,
} from './fetchAhead';

/**
 * The app's and the wall's code fetched ahead, never run. jsdom fetches nothing for a
 * prefetch link, so these tests read the links the page gets; tests/e2e/offline-wall.spec.ts
 * shows a real Chromium opening the app and the wall offline with them.
 */

const MAIN = '/assets/main-abc.js';
const REACT = '/assets/react-def.js';
const WALL = '/assets/Wall-ghi.js';

function list(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

function prefetches(): { href: string | null; crossOrigin: string | null }[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));
}

/** Idle periods handed out one at a time by the test. */
function idlePeriods() {
  const waiting: (() => void)[] = [];
  return {
    idle: (then: () => void) => void waiting.push(then),
    /** Runs the next idle period's work; false when nothing waits for one. */
    next: () => {
      const then = waiting.shift();
      then?.();
      return then !== undefined;
    },
    /** Runs idle periods until nothing waits, and says how many there were. */
    drain() {
      let periods = 0;
      while (this.next()) periods += 1;
      return periods;
    },
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('listedModules', () => {
  it("reads a list the build wrote, keeping the site's own paths only", () => {
    list(APP_MODULES_META, `${MAIN} https://elsewhere.example/x.js //elsewhere.example/y.js x.js`);
    expect(listedModules(document, APP_MODULES_META)).toEqual([MAIN]);
  });

  it('finds none without a list (the dev server writes none)', () => {
    expect(listedModules(document, WALL_MODULES_META)).toEqual([]);
  });
});

describe('prefetchFiles', () => {
  it('links each file once, as a CORS fetch like the import() that will use it', () => {
    prefetchFiles(document, [MAIN, REACT]);
    prefetchFiles(document, [MAIN]);
    expect(prefetches()).toEqual([
      { href: MAIN, crossOrigin: 'anonymous' },
      { href: REACT, crossOrigin: 'anonymous' },
    ]);
  });

  it('adds one link per idle period, in order, so no task of the page grows long', () => {
    const periods = idlePeriods();
    prefetchFiles(document, [MAIN, REACT, WALL], periods.idle);
    expect(prefetches()).toEqual([]);
    periods.next();
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN]);
    periods.next();
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN, REACT]);
    expect(periods.drain()).toBe(1);
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN, REACT, WALL]);
  });

  it('leaves out a file the page has linked by the time its turn comes', () => {
    const periods = idlePeriods();
    prefetchFiles(document, [MAIN, WALL], periods.idle);
    periods.next();
    // The app arrived meanwhile and preloaded the wall itself.
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = WALL;
    document.head.append(preload);
    periods.drain();
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN]);
  });

  it('leaves out a file the page already links (a modulepreload of the wall, say)', () => {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = WALL;
    document.head.append(preload);
    prefetchFiles(document, [WALL, MAIN]);
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN]);
  });
});

describe('fetchAhead', () => {
  let periods: ReturnType<typeof idlePeriods>;
  beforeEach(() => {
    periods = idlePeriods();
    list(APP_MODULES_META, `${MAIN} ${REACT}`);
    list(WALL_MODULES_META, WALL);
  });

  it('prefetches the app first, then the wall', () => {
    setOnline(true);
    fetchAhead(document, periods.idle);
    expect(periods.drain()).toBe(3);
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN, REACT, WALL]);
  });

  it('then starts what comes next (the app), in the idle period after the last link', () => {
    setOnline(true);
    const next = vi.fn();
    fetchAhead(document, periods.idle, next);
    for (let i = 0; i < 3; i += 1) periods.next();
    expect(prefetches()).toHaveLength(3);
    expect(next).not.toHaveBeenCalled();
    periods.next();
    expect(next).toHaveBeenCalledOnce();
    expect(periods.drain()).toBe(0);
  });

  it('offline, waits until the browser is back online', () => {
    setOnline(false);
    fetchAhead(document, periods.idle);
    expect(periods.drain()).toBe(0);
    expect(prefetches()).toEqual([]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    periods.drain();
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN, REACT, WALL]);
  });

  it('going offline part-way pauses until the browser is back online', () => {
    setOnline(true);
    fetchAhead(document, periods.idle);
    periods.next();
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN]);
    setOnline(false);
    // The idle period that comes while offline adds nothing, and none follows it.
    expect(periods.drain()).toBe(1);
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(periods.drain()).toBe(2);
    expect(prefetches().map(({ href }) => href)).toEqual([MAIN, REACT, WALL]);
  });

  it('fetches nothing when the visitor asked to save data', () => {
    setOnline(true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        connection: { saveData: true },
      }),
    );
    try {
      fetchAhead(document, periods.idle);
      expect(periods.drain()).toBe(0);
      expect(prefetches()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
