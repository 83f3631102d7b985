import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { format } from 'date-fns';
import { relativeLabel } from './relativeLabel';
import { subscribeWallClock, wallNow } from './wallClock';

export interface RelativeTimeProps {
  date: Date;
}

/** Spec section 9: a tooltip opens after 700 ms, or at once within 300 ms of another closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * "less than a minute ago", "about 2 hours ago", kept current by the wall's slow clock, with
 * the exact date and time in a tooltip that opens on hover and on keyboard focus, stays while
 * pointed at, and closes with Escape. The tooltip is the time's description, so a screen
 * reader hears it at once. Plain elements styled by WallCardStyles, not MUI's Tooltip: a
 * wall of thousands of cards cannot carry a Popper per card, and the spec's 300 ms skip delay
 * is kept exactly.
 */
export function RelativeTime({ date }: RelativeTimeProps) {
  // The wording, not the clock, is the snapshot: a tick re-renders only cards whose wording
  // changes ("3 days ago" stays put for a day).
  const relative = useSyncExternalStore(subscribeWallClock, () => relativeLabel(date, wallNow()));
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <span className="wall-time" onMouseEnter={show} onMouseLeave={hide}>
      {/* Focusable, as WAI-ARIA's tooltip pattern asks, so the exact time is reachable
          without a mouse; its only keys are the tooltip's own (Escape). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <time
        dateTime={date.toISOString()}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-describedby={tipId}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {relative}
      </time>
      <span role="tooltip" id={tipId} hidden={!open}>
        {format(date, 'PPPp')}
      </span>
    </span>
  );
}
