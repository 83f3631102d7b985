/**
 * Where the party screen's QR code leads: the home page at the configured site URL
 * (VITE_SITE_URL, or the Firebase Hosting default for a real project), else at the origin
 * the screen itself was opened from. Pure: both are parameters.
 */
export function joinUrl(siteUrl: string | undefined, pageOrigin: string): string {
  return `${siteUrl ?? pageOrigin}/`;
}

/**
 * The address as guests type it from across the room: the host alone for https (every
 * browser tries https first), the whole origin otherwise (a local or plain-http address,
 * where the scheme and port matter).
 */
export function displayAddress(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  return parsed.protocol === 'https:' ? `${parsed.host}${path}` : `${parsed.origin}${path}`;
}
