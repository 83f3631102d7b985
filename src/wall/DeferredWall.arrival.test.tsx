import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { use, useEffect, useState } from 'react';
import { reloadPage } from '../ui/reloadPage';
import {
  deferredWallInEachTest,
  heldWallModule,
  idlePeriods,
  placeholder,
  renderDeferredWall,
  setActEnvironment,
  theObserver,
  WALL_TEXT,
} from './testing/deferredWall';

// The page's reload, which jsdom cannot do: the test checks that the button asks for it.
vi.mock('../ui/reloadPage', () => ({ reloadPage: vi.fn() }));

// The wall readied before it is shown, failing to load, or still waiting once it has.
describe('DeferredWall, when the wall arrives', () => {
  deferredWallInEachTest();

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
});
