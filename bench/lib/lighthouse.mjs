// Lighthouse 12 on the served production build: its default config (the mobile preset:
// a mid-range phone, simulated slow 4G and 4x CPU slowdown), run RUNS times, each in a
// fresh headless Chromium; every figure printed is the median of the runs.
// Each run can also be audited with the CPU slowdown calibrated to the host (see
// calibration.mjs for why the bench does).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { BENCH_CHROMIUM_ARGS } from './browserArgs.mjs';
import { calibratedSlowdown } from './calibration.mjs';
import { median } from './median.mjs';

export const RUNS = 5;
const RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
  cls: 'cumulative-layout-shift',
};

/** Lighthouse's settings: the preset, merged with the given CPU slowdown if any. */
function configFor(skipAudits, cpuSlowdownMultiplier) {
  const throttling = cpuSlowdownMultiplier ? { cpuSlowdownMultiplier } : undefined;
  return { extends: 'lighthouse:default', settings: { skipAudits, throttling } };
}

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

function checked(result) {
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * One Lighthouse run at the preset in its own browser, so no run inherits another's cache
 * or state. What it gathered (trace, network log, page artifacts) is kept in `gatherDir`.
 */
async function runOnce(url, browserPath, skipAudits, gatherDir) {
  const chrome = await launch({
    chromePath: browserPath,
    chromeFlags: [...BENCH_CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const flags = { ...FLAGS, port: chrome.port, gatherMode: gatherDir, auditMode: gatherDir };
    return checked(await lighthouse(url, flags, configFor(skipAudits)));
  } finally {
    await chrome.kill();
  }
}

/**
 * The same run's audits again, from what it gathered, with another CPU slowdown. Simulated
 * throttling loads the page unthrottled and applies the slowdown only when it simulates,
 * so the gathered trace serves any slowdown; Lighthouse refuses audit settings that differ
 * from the gathering's, so the saved settings are brought in line first.
 */
async function auditAgain(url, gatherDir, skipAudits, cpuSlowdownMultiplier) {
  const path = join(gatherDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(path, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(path, JSON.stringify(artifacts));
  const flags = { ...FLAGS, auditMode: gatherDir };
  return checked(await lighthouse(url, flags, configFor(skipAudits, cpuSlowdownMultiplier)));
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

/** Medians of a set of runs: category scores (0-100), metrics and the host's speed. */
function summarise(runs) {
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
    runs: runs.length,
    scores,
    metrics,
    failingAudits: runs.map(failingAudits),
    lighthouseVersion: runs[0]?.lighthouseVersion,
    cpuSlowdownMultipliers: runs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier),
    benchmarkIndexes: runs.map((lhr) => lhr.environment?.benchmarkIndex),
  };
}

/**
 * Scripting time (evaluation, parse and compile, ms at the run's CPU slowdown) of the
 * scripts whose URL ends with one of `files`, from Lighthouse's bootup-time audit.
 */
export function scriptingOf(lhr, files) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items
    .filter((item) => files.some((file) => String(item.url).endsWith(`/${file}`)))
    .reduce((total, item) => total + (item.scripting ?? 0) + (item.scriptParseCompile ?? 0), 0);
}

/** Every script's scripting time in a run (ms), by URL path, largest first. */
function scriptsOf(lhr) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items
    .map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      ms: Math.round((item.scripting ?? 0) + (item.scriptParseCompile ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Runs Lighthouse on every page of `pages` ([{ name, url }]) RUNS times, interleaved: one run
 * of each page per round, the order flipped every round, so a host that gets busier or
 * quieter during the bench weighs on every page alike. Ours against the floor (the same
 * build without its scripts) is then a comparison within one run, which absolute times on a
 * shared machine are not.
 *
 * With `calibrate` naming a page, each of its runs is audited a second time from the same
 * trace with the CPU slowdown calibrated to the host (calibration.mjs), for information.
 *
 * Returns { [name]: { preset, calibrated?, scripts } , retries }: each set summarised by its
 * medians; `scripts` keeps every run's per-script scripting times. Reports are kept in
 * `reportDir` as `lighthouse-<name>-<run>.json`.
 */
export async function measureInterleaved({
  pages,
  browserPath,
  reportDir,
  runs = RUNS,
  skipAudits = [],
  calibrate,
}) {
  mkdirSync(reportDir, { recursive: true });
  const preset = Object.fromEntries(pages.map(({ name }) => [name, []]));
  const calibrated = [];
  // A loaded machine now and then yields a trace Lighthouse cannot read (NO_NAVSTART); such
  // a run is repeated, at most RETRIES times in all.
  let retries = 0;
  for (let round = 0; round < runs; round += 1) {
    const order = round % 2 === 0 ? pages : [...pages].reverse();
    for (const { name, url } of order) {
      const run = round + 1;
      for (;;) {
        const gatherDir = join(reportDir, `lighthouse-${name}-${run}.gathered`);
        try {
          const lhr = await runOnce(url, browserPath, skipAudits, gatherDir);
          if (calibrate === name) {
            const slowdown = calibratedSlowdown(lhr.environment?.benchmarkIndex);
            calibrated.push(await auditAgain(url, gatherDir, skipAudits, slowdown));
          }
          preset[name].push(lhr);
          writeFileSync(join(reportDir, `lighthouse-${name}-${run}.json`), JSON.stringify(lhr));
          break;
        } catch (error) {
          if (retries >= RETRIES) throw error;
          retries += 1;
          console.log(
            `Lighthouse run failed, repeating it (${retries}/${RETRIES}): ${error.message}`,
          );
        } finally {
          // Traces are tens of megabytes; the reports keep what the bench reads.
          rmSync(gatherDir, { recursive: true, force: true });
        }
      }
    }
  }
  const result = { retries };
  for (const { name } of pages) {
    result[name] = {
      preset: summarise(preset[name]),
      runs: preset[name],
      scripts: preset[name].map(scriptsOf),
      calibrated: calibrate === name ? summarise(calibrated) : undefined,
    };
  }
  return result;
}
