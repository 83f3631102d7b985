/**
 * The deployer's dates (VITE_TARGET_DATE and the like) as parseConfig.ts reads them. Pure.
 */
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Parses `2026-06-04`, `2026-06-04T00:00` or `2026-06-04T00:00:00`, in local time, or with
 * `Z` / `+02:00` as an absolute instant. Returns undefined for anything else, including
 * dates that do not exist (2026-02-30).
 */
export function parseLocalDateTime(text: string): Date | undefined {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', offset] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  // The calendar check uses UTC so a local DST gap cannot make a real date look invalid.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  if (offset) {
    const date = new Date(
      `${y}-${mo}-${d}T${h.padStart(2, '0')}:${mi}:${s.padStart(2, '0')}${offset}`,
    );
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return new Date(year, month - 1, day, hour, minute, second);
}
