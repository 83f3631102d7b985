import { formatDistance } from 'date-fns';

/**
 * "less than a minute ago", "about 2 hours ago": a card's time as the wall words it, from
 * `now`. Its own module so the first cards the boot entry draws (src/boot/firstCards.ts) say
 * exactly what the live cards will (RelativeTime).
 */
export function relativeLabel(date: Date, now: number): string {
  // A moment ahead of this clock (the SDK's estimate for a post in flight, a skewed clock,
  // the clock's 30 s step) reads as now, never as "in less than a minute".
  return formatDistance(Math.min(date.getTime(), now), now, { addSuffix: true });
}
