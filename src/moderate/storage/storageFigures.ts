/** The storage gauge's arithmetic (StorageGauge.tsx), apart so it is tested alone. */

/** Spark's (the free plan's) stored data: 1 GiB for the whole database. */
export const SPARK_STORAGE_BYTES = 1024 ** 3;

/** From this share of the 1 GiB on, the gauge warns; from NEARLY_FULL, it says so louder. */
export const FILLING = 0.75;
export const NEARLY_FULL = 0.9;

/** Bytes as the organizer reads them: whole KiB below a MiB, MiB to one decimal below a GiB. */
export function formatBytes(bytes: number): string {
  const mib = bytes / 1024 ** 2;
  if (mib >= 1024) return `${(mib / 1024).toFixed(2)} GiB`;
  if (mib >= 1) return `${mib.toFixed(1)} MiB`;
  return `${Math.round(bytes / 1024)} KiB`;
}
