import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const cardOf = (element: Element | null) =>
  element?.closest<HTMLElement>('li[data-id]')?.dataset.id;

/**
 * Keeps the keyboard's place when the card holding focus (its time, the one focusable thing
 * in a card) is removed: focus moves to the time of the card that takes its place, else of
 * the card above, else to the list itself, without scrolling. A card that starts leaving is
 * redrawn (FeedItem), so its focus is already lost by then; the card it was in is known from
 * the last focus seen in the list.
 */
export function useKeepFocus(
  list: RefObject<HTMLOListElement | null>,
  display: readonly { id: string }[],
  leaving: ReadonlySet<string>,
) {
  const focused = useRef<string | undefined>(undefined);
  const before = useRef(display);

  useEffect(() => {
    const ol = list.current;
    if (!ol) return;
    const seen = (event: FocusEvent) => {
      focused.current = cardOf(event.target instanceof Element ? event.target : null);
    };
    ol.addEventListener('focusin', seen);
    return () => ol.removeEventListener('focusin', seen);
  }, [list]);

  useLayoutEffect(() => {
    const ol = list.current;
    const id = focused.current;
    const previous = before.current;
    before.current = display;
    if (!ol || id === undefined) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || cardOf(active) === id;
    if (!lost || (!leaving.has(id) && display.some((message) => message.id === id))) return;
    const present = new Set(display.map((message) => message.id));
    const staying = (other: string) => present.has(other) && !leaving.has(other);
    const ids = previous.map((message) => message.id);
    const at = ids.indexOf(id);
    const candidates = [...ids.slice(at + 1), ...ids.slice(0, Math.max(at, 0)).reverse()];
    for (const other of candidates) {
      if (!staying(other)) continue;
      const time = ol.querySelector<HTMLElement>(`li[data-id="${CSS.escape(other)}"] time`);
      if (time) return void time.focus({ preventScroll: true });
    }
    ol.setAttribute('tabindex', '-1');
    ol.focus({ preventScroll: true });
  }, [list, display, leaving]);
}
