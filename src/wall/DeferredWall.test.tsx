import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { use, useEffect, useState } from 'react';
import { reloadPage } from '../ui/reloadPage';

/**
 * The wall is fetched when the visitor heads for it: on a scroll, tap or key press, or once
 * any of it is on screen. Its module (./Wall, with Firebase) is replaced by one the test
 * hands out by hand, so each test decides when, and whether, it arrives; the browser's
 * IntersectionObserver, which jsdom lacks, by one the test drives.
 */

const WALL_TEXT = 'The wall itself';

// The page's reload, which jsdom cannot do: the test checks that the button asks for it.
vi.mock('../ui/reloadPage', () => ({ reloadPage: vi.fn() }));

/** The wall's module as the test serves it: counted when asked for, settled by hand. */
function heldWallModule() {
  const held: { requested: () => void; arrive: () => void; fail: (error: Error) => void } = {
    requested: vi.fn(),
    arrive: () => undefined,
    fail: () => undefined,
  };
  const settled = new Promise<void>((resolve, reject) => {
    held.arrive = resolve;
    held.fail = reject;
  });
  vi.doMock('./Wall', async () => {
    held.requested();
    await settled;
    return { default: () => <p>{WALL_TEXT}</p> };
  });
  return held;
}

/** IntersectionObserver as the test drives it: it reports only when told to. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {
    // Not used: the wall stops watching with disconnect().
  }

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every watched element as on screen (or not). */
  report(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A fresh DeferredWall, so each test's ./Wall is the one it set up. */
async function renderDeferredWall() {
  const { DeferredWall } = await import('./DeferredWall');
  render(<DeferredWall />);
  // Let the mount's effects run.
  await act(async () => undefined);
}

function theObserver(): FakeObserver {
  expect(FakeObserver.all).toHaveLength(1);
  const [observer] = FakeObserver.all;
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

function placeholder() {
  return screen.queryByTestId('form-placeholder');
}

/** Whether React treats this as a test environment that wraps updates in act(). */
function setActEnvironment(on: boolean) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: on });
}

/** The browser's idle periods, handed out by the test (none come unless it says). */
let idlePeriods: (() => void)[] = [];

describe('DeferredWall', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    idlePeriods = [];
    vi.stubGlobal('requestIdleCallback', (then: () => void) => idlePeriods.push(then));
  });
  afterEach(() => {
    vi.doUnmock('./Wall');
    vi.unstubAllGlobals();
  });

  it("keeps the wall's place with the placeholder and loads nothing until the visitor heads for it", async () => {
    const wall = heldWallModule();
    await renderDeferredWall();

    const section = screen.getByRole('region', { name: 'Message Wall' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Message Wall');
    expect(placeholder()).toBeInTheDocument();
    // The observer watches the wall's own section (the placeholder's wrapper has no box).
    const observer = theObserver();
    expect(observer.targets).toEqual([section]);
    expect(observer.options).toEqual({ threshold: 0 });

    // Still below the fold: nothing happens.
    act(() => observer.report(false));
    await act(async () => undefined);
    expect(wall.requested).not.toHaveBeenCalled();
    expect(observer.disconnected).toBe(false);
    expect(placeholder()).toBeInTheDocument();
    expect(screen.queryByText(WALL_TEXT)).toBeNull();
  });

  it('readies the wall at idle without showing it, so heading there later asks for nothing more', async () => {
    const wall = heldWallModule();
    await renderDeferredWall();

    await act(async () => idlePeriods.splice(0).forEach((then) => then()));
    await waitFor(() => expect(wall.requested).toHaveBeenCalledTimes(1));
    await act(async () => wall.arrive());
    // Readied, rendered hidden, not shown: the placeholder stays, standing still, until the
    // visitor heads there.
    expect(placeholder()).toBeVisible();
    expect(screen.getByText(WALL_TEXT)).not.toBeVisible();
    expect(theObserver().disconnected).toBe(false);

    act(() => fireEvent.scroll(document));
    await waitFor(() => expect(screen.getByText(WALL_TEXT)).toBeVisible());
    expect(placeholder()).toBeNull();
    expect(wall.requested).toHaveBeenCalledTimes(1);
  });

  it('runs none of the readied wall’s effects (no listen, no read) until it is shown', async () => {
    const effects = vi.fn();
    vi.doMock('./Wall', () => ({
      default: function Wall() {
        useEffect(effects, []);
        return <p>{WALL_TEXT}</p>;
      },
    }));
    await renderDeferredWall();
    await act(async () => idlePeriods.splice(0).forEach((then) => then()));
    await waitFor(() => expect(screen.getByText(WALL_TEXT)).not.toBeVisible());
    expect(effects).not.toHaveBeenCalled();

    act(() => fireEvent.keyDown(document.body, { key: 'ArrowDown' }));
    await waitFor(() => expect(screen.getByText(WALL_TEXT)).toBeVisible());
    // Passive effects run after the commit that shows it, not in it: on a loaded machine the
    // text can be visible a moment before they have run.
    await waitFor(() => expect(effects).toHaveBeenCalledOnce());
  });

  it.each([
    ['scroll', () => fireEvent.scroll(document)],
    ['wheel', () => fireEvent.wheel(document.body)],
    ['pointerdown', () => fireEvent.pointerDown(document.body)],
    ['touchstart', () => fireEvent.touchStart(document.body)],
    ['keydown', () => fireEvent.keyDown(document.body, { key: 'ArrowDown' })],
  ])('starts loading on a %s, and swaps in the wall once it has arrived', async (_, engage) => {
    const wall = heldWallModule();
    await renderDeferredWall();

    act(engage);
    await waitFor(() => expect(wall.requested).toHaveBeenCalledTimes(1));
    // Asked for, not here yet: the placeholder stays.
    expect(placeholder()).toBeInTheDocument();
    expect(theObserver().disconnected).toBe(true);

    // More of the same asks for nothing more.
    act(engage);
    act(() => fireEvent.scroll(document));

    await act(async () => wall.arrive());
    expect(await screen.findByText(WALL_TEXT)).toBeInTheDocument();
    expect(placeholder()).toBeNull();
    expect(wall.requested).toHaveBeenCalledTimes(1);
  });

  it('starts loading once any of the wall is on screen', async () => {
    const wall = heldWallModule();
    await renderDeferredWall();

    act(() => theObserver().report(true));
    await waitFor(() => expect(wall.requested).toHaveBeenCalledTimes(1));
    expect(theObserver().disconnected).toBe(true);
    expect(placeholder()).toBeInTheDocument();

    await act(async () => wall.arrive());
    expect(await screen.findByText(WALL_TEXT)).toBeInTheDocument();
    expect(placeholder()).toBeNull();
  });

  it('loads at once where there is no IntersectionObserver to ask', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const wall = heldWallModule();
    await renderDeferredWall();

    await waitFor(() => expect(wall.requested).toHaveBeenCalledTimes(1));
    await act(async () => wall.arrive());
    expect(await screen.findByText(WALL_TEXT)).toBeInTheDocument();
  });

  it("says so in the wall's place when it cannot load, and offers a reload", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.mocked(reloadPage);
    const wall = heldWallModule();
    await renderDeferredWall();

    act(() => fireEvent.scroll(document));
    await waitFor(() => expect(wall.requested).toHaveBeenCalledTimes(1));
    await act(async () => wall.fail(new Error('Failed to fetch dynamically imported module')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The message wall couldn't load. Check your connection, then reload the page.",
    );
    // In the wall's own section, under its heading; the placeholder is gone.
    const section = screen.getByRole('region', { name: 'Message Wall' });
    expect(section).toContainElement(alert);
    expect(placeholder()).toBeNull();
    expect(screen.queryByText(WALL_TEXT)).toBeNull();
    expect(error).toHaveBeenCalledWith('The message wall could not load.', expect.anything());

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while the wall still waits (for App Check), the rest of the page goes on updating', async () => {
    let appCheckReady: () => void = () => undefined;
    const appCheck = new Promise<void>((resolve) => (appCheckReady = resolve));
    const wallRendered = vi.fn();
    // The real Wall waits for App Check with use() when a site key is set.
    vi.doMock('./Wall', () => ({
      default: function Wall() {
        wallRendered();
        use(appCheck);
        return <p>{WALL_TEXT}</p>;
      },
    }));
    let setCount: (count: number) => void = () => undefined;
    function ElsewhereOnThePage() {
      const [count, set] = useState(0);
      setCount = set;
      return <p>{`Updated ${count} times`}</p>;
    }
    const { DeferredWall } = await import('./DeferredWall');
    render(
      <>
        <ElsewhereOnThePage />
        <DeferredWall />
      </>,
    );
    await act(async () => undefined);

    // From here React's own scheduler runs, as in the browser: act() would hold back the
    // wait itself.
    setActEnvironment(false);
    try {
      fireEvent.scroll(document);
      await waitFor(() => expect(wallRendered).toHaveBeenCalled());
      setCount(1);
      expect(await screen.findByText('Updated 1 times')).toBeInTheDocument();
      expect(placeholder()).toBeInTheDocument();

      appCheckReady();
      expect(await screen.findByText(WALL_TEXT)).toBeInTheDocument();
      expect(placeholder()).toBeNull();
    } finally {
      setActEnvironment(true);
    }
  });

  it('stops watching, and sets nothing, once it is gone', async () => {
    const error = vi.spyOn(console, 'error');
    const wall = heldWallModule();
    const { DeferredWall } = await import('./DeferredWall');
    const { unmount } = render(<DeferredWall />);
    await act(async () => undefined);

    unmount();
    expect(theObserver().disconnected).toBe(true);
    act(() => fireEvent.scroll(document));
    await act(async () => idlePeriods.splice(0).forEach((then) => then()));
    expect(wall.requested).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
