export interface HostPort {
  host: string;
  port: number;
}

/**
 * Splits `host:port` (`127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`) at its last colon.
 * An IPv6 host keeps its brackets: the SDK builds `host:port` URLs from it as given.
 * The config has already checked the shape; anything else is a programming error.
 */
export function parseHostPort(value: string): HostPort {
  const colon = value.lastIndexOf(':');
  const host = value.slice(0, colon);
  const port = Number(value.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`Expected host:port, got "${value}"`);
  }
  return { host, port };
}
