// Lighthouse's mobile preset slows the CPU down 4x, relative to the machine it runs on.
// Lighthouse's docs/throttling.md: "a constant 4x CPU multiplier ... moves a typical run in
// the high-end desktop bracket [benchmarkIndex 1500-2000] somewhere into the mid-tier mobile
// bracket", and a host outside that bracket may calibrate the multiplier. On a slower host
// the plain 4x simulates a slower phone than the preset means (this machine's
// benchmarkIndex is 600-1200: a phone about twice as slow).

/** The preset's CPU slowdown, and the host speed it is meant for (middle of 1500-2000). */
export const PRESET_CPU_SLOWDOWN = 4;
export const PRESET_HOST_BENCHMARK_INDEX = 1750;

/**
 * The CPU slowdown that makes a host of this `benchmarkIndex` (as Lighthouse reports it)
 * simulate the preset's phone: 4x scaled by the host's speed against the preset's
 * reference, to two decimals, never below 1 (no slowdown). A host faster than the
 * reference gets more than 4x.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no usable benchmarkIndex: ${benchmarkIndex}`);
  }
  const scaled = (PRESET_CPU_SLOWDOWN * benchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX;
  return Math.max(1, Math.round(scaled * 100) / 100);
}
