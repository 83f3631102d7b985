/**
 * A count (a whole number) with thousands separators, 12345 as '12,345', as en-US writes
 * it. Written out rather than with toLocaleString: that call sets up the browser's Intl
 * number formatting, which cost 40-60 ms on the wall's first render here (the only Intl use
 * on the page).
 */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+$)/g, ',');
}
