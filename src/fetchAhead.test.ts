import {
  APP_MODULES_META,
  fetchAhead,
  listedModules,
  prefetchFiles,
  WALL_MODULES_META,
} from './fetchAhead';

/**
 * The app's and the wall's code fetched ahead, never run. jsdom has no HTTP cache, so these
 * tests read what was fetched; tests/e2e/offline-wall.spec.ts shows a real Chromium opening
 * the app and the wall offline with it.
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

/** fetch as the tests drive it: every call is recorded and answered with a small body. */
function fakeFetch() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('export {};'));
  });
  return calls;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
  it('fetches each file once, at low priority, with the credentials an import() uses', async () => {
    const calls = fakeFetch();
    await prefetchFiles([MAIN, REACT, MAIN]);
    expect(calls.map(({ url }) => url)).toEqual([MAIN, REACT]);
    for (const { init } of calls) {
      expect(init).toMatchObject({ priority: 'low', credentials: 'same-origin' });
    }
  });

  it('adds nothing to the page, and a failed fetch is of no consequence', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(prefetchFiles([MAIN])).resolves.toBeUndefined();
    expect(document.head.children).toHaveLength(0);
  });
});

describe('fetchAhead', () => {
  beforeEach(() => {
    list(APP_MODULES_META, `${MAIN} ${REACT}`);
    list(WALL_MODULES_META, WALL);
  });

  it('fetches the app first, then the wall', () => {
    const calls = fakeFetch();
    setOnline(true);
    fetchAhead(document);
    expect(calls.map(({ url }) => url)).toEqual([MAIN, REACT, WALL]);
  });

  it('offline, waits until the browser is back online', () => {
    const calls = fakeFetch();
    setOnline(false);
    fetchAhead(document);
    expect(calls).toEqual([]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(calls.map(({ url }) => url)).toEqual([MAIN, REACT, WALL]);
  });

  it('fetches nothing when the visitor asked to save data', () => {
    const calls = fakeFetch();
    setOnline(true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }),
    );
    fetchAhead(document);
    expect(calls).toEqual([]);
  });
});
