import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { config } from '../config/config';
import type { Message } from '../data/schema/types';
import { renderWithProviders } from '../testing/render';
import { HomePage } from './HomePage';
import { fakeTimersInEachTest } from '../testing/fakeTimers';

/**
 * Proves the design's rule "the clock ticks in one place": with the whole home page mounted
 * (the wall included, fed at its data seam), each second commits the countdown's subtree
 * and nothing else. `npm run bench` runs this file and prints the counts it leaves in the
 * test's meta (vitest's JSON report carries it).
 */

declare module '@vitest/runner' {
  interface TaskMeta {
    rendersPerTick?: Record<string, number>;
  }
}

// Every region is wrapped in a React <Profiler>; onRender runs once per commit that rendered
// anything inside it, whether the region re-rendered from its parent or from its own state.
const profiler = vi.hoisted(() => {
  const commits = new Map<string, number>();
  async function wrap<M extends object>(module: M, name: keyof M & string, region: string) {
    const { createElement, Profiler } = await import('react');
    const Original = module[name] as ComponentType<object>;
    const onRender = () => commits.set(region, (commits.get(region) ?? 0) + 1);
    const Profiled = (props: object) =>
      createElement(Profiler, { id: region, onRender }, createElement(Original, props));
    return { ...module, [name]: Profiled };
  }
  /** A vi.mock factory: the real module, with its component `name` profiled as `region`. */
  function profiled(name: string, region: string) {
    return async (original: () => Promise<Record<string, unknown>>) =>
      wrap(await original(), name, region);
  }
  return { commits, wrap, profiled };
});

vi.mock('../countdown/Countdown', profiler.profiled('Countdown', 'countdown'));
vi.mock('../characters/Characters', profiler.profiled('Characters', 'characters'));
vi.mock('../tip/TipCard', profiler.profiled('TipCard', 'tip card'));
vi.mock('../countdown/TargetDate', profiler.profiled('TargetDate', 'target date'));
vi.mock('../wall/Wall', profiler.profiled('default', 'wall'));

// The wall's data seam: a fixed, ready list; Firestore is never asked.
const MESSAGES: Message[] = Array.from({ length: 20 }, (_, index) => ({
  id: `m${index}`,
  authorName: `Friend ${index}`,
  content: `Happy birthday! Message number ${index}.`,
  createdAt: new Date(config.target.getTime() - (index + 1) * 3_600_000),
  pending: false,
}));
vi.mock('../data/reading/liveMessages', () => ({
  useMessages: () => ({ status: 'ready', messages: MESSAGES }),
}));
vi.mock('../data/posting/sendPost', () => ({ sendPost: vi.fn() }));

// The wall settings, all off and answered at once (src/data/reading/liveWallSettings.ts).
vi.mock('../data/reading/liveWallSettings', async () => {
  const { DEFAULT_WALL_SETTINGS } = await import('../data/schema/wallSettings');
  return {
    useWallSettings: () => ({ status: 'ready', settings: DEFAULT_WALL_SETTINGS }),
    useSealed: () => false,
    useOwnPostDecisions: () => undefined,
    reconnect: vi.fn(),
  };
});

const TICKS = 5;
const REGIONS = ['countdown', 'characters', 'tip card', 'target date', 'wall'] as const;

/** Mounts the page and lets every lazy chunk (wall, characters) and Suspense reveal land. */
async function mountHomePage() {
  renderWithProviders(<HomePage />);
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
      // React holds a Suspense reveal for up to 300 ms; stay inside the current second.
      vi.advanceTimersByTime(100);
    });
  }
}

describe('renders per tick', () => {
  // Loads the lazy chunks' modules (Firebase takes seconds to transform) with
  // real timers, so their `import()` in the page resolves at once under fake ones.
  beforeAll(async () => {
    await import('../wall/Wall');
  }, 60_000);

  // Three days before the birthday, 400 ms before a whole second: the clock is running and
  // the first tick comes before anything below is counted twice.
  fakeTimersInEachTest({ now: config.target.getTime() - 3 * 86_400_000 - 600 });
  beforeEach(() => {
    profiler.commits.clear();
  });

  it('renders only the countdown each second; the wall, card and characters not at all', async ({
    task,
  }) => {
    await mountHomePage();
    expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument();
    // The characters' art has landed too (three drawings beside the beer glass).
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(4);
    for (const region of REGIONS) expect(profiler.commits.get(region)).toBeGreaterThan(0);

    // Count from the next whole second on, once the page has settled.
    act(() => vi.advanceTimersByTime(1000 - (Date.now() % 1000)));
    profiler.commits.clear();
    for (let tick = 0; tick < TICKS; tick += 1) act(() => vi.advanceTimersByTime(1000));

    const perTick = Object.fromEntries(
      REGIONS.map((region) => [region, (profiler.commits.get(region) ?? 0) / TICKS]),
    );
    task.meta.rendersPerTick = perTick;
    expect(perTick).toEqual({
      countdown: 1,
      characters: 0,
      'tip card': 0,
      'target date': 0,
      wall: 0,
    });
    // A generous limit for slow machines: the page mounts whole, the wall included.
  }, 30_000);
});
