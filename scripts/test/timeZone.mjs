// Vitest's globalSetup for the unit projects: the zone every worker starts in. The
// daylight-saving cases in src/countdown/time.test.ts need one that has DST; set here, in the
// main process before the pool starts, the workers inherit it however vitest is run.
export function setup() {
  process.env.TZ = 'America/New_York';
}
