/** When a sealed wall opens, as a visitor reads it: "Thursday, June 4, 2026 at 12:00 AM". */
export function formatOpening(at: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(at);
}
