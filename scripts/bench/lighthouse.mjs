// Lighthouse 12 on the served production build: its default config (the mobile preset:
// a mid-range phone, simulated slow 4G and 4x CPU slowdown), run RUNS times, each in a
// fresh headless Chromium; every figure printed is the median of the runs.
// The CPU slowdown can be set per call (see calibration.mjs for why the bench does).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';

export const RUNS = 3;
const RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
  cls: 'cumulative-layout-shift',
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run in its own browser, so no run inherits another's cache or state. */
async function runOnce(url, browserPath, skipAudits, cpuSlowdownMultiplier) {
  const chrome = await launch({
    chromePath: browserPath,
    chromeFlags: [...BENCH_CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    // Settings merge into the preset's: only the CPU slowdown changes, when one is given.
    const throttling = cpuSlowdownMultiplier ? { cpuSlowdownMultiplier } : undefined;
    const config = { extends: 'lighthouse:default', settings: { skipAudits, throttling } };
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Audits that cost a category points (score below 1 and weighted), by category. */
function failingAudits(lhr) {
  const failing = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    failing[id] = refs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  return failing;
}

/**
 * Runs Lighthouse RUNS times against `url` and returns medians: category scores (0-100) and
 * metrics, plus each run's failing audits. Each run's report is kept in `reportDir`, named
 * `<name>-<run>.json`. Without `cpuSlowdownMultiplier` the preset's 4x applies.
 */
export async function measureLighthouse({
  url,
  browserPath,
  reportDir,
  name = 'lighthouse',
  skipAudits = [],
  cpuSlowdownMultiplier,
}) {
  mkdirSync(reportDir, { recursive: true });
  const runs = [];
  // A loaded machine now and then yields a trace Lighthouse cannot read (NO_NAVSTART); such
  // a run is repeated, at most RETRIES times in all.
  let retries = 0;
  while (runs.length < RUNS) {
    try {
      const lhr = await runOnce(url, browserPath, skipAudits, cpuSlowdownMultiplier);
      runs.push(lhr);
      writeFileSync(join(reportDir, `${name}-${runs.length}.json`), JSON.stringify(lhr));
    } catch (error) {
      if (retries >= RETRIES) throw error;
      retries += 1;
      console.log(`Lighthouse run failed, repeating it (${retries}/${RETRIES}): ${error.message}`);
    }
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100))),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [
      key,
      median(runs.map((lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN)),
    ]),
  );
  return {
    runs: RUNS,
    scores,
    metrics,
    failingAudits: runs.map(failingAudits),
    retries,
    lighthouseVersion: runs[0]?.lighthouseVersion,
    cpuSlowdownMultiplier: runs[0]?.configSettings.throttling.cpuSlowdownMultiplier,
    // A run that reports none is left out rather than counted as 0.
    benchmarkIndex: median(
      runs.map((lhr) => lhr.environment?.benchmarkIndex).filter((index) => index > 0),
    ),
  };
}
