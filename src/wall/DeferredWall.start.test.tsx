import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  deferredWallInEachTest,
  heldWallModule,
  idlePeriods,
  placeholder,
  renderDeferredWall,
  theObserver,
  WALL_TEXT,
} from './testing/deferredWall';

// What starts the wall's loading: the visitor heading for it, or its being on screen.
describe('DeferredWall, when it starts loading', () => {
  deferredWallInEachTest();

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
