// `npm run bench`: builds, serves and measures the page, prints every figure beside its
// budget, writes the same to artifacts/bench.json, and exits 1 when a budget is broken.
//
//   1. chunk sizes of the production build: critical path vs deferred, and which packages
//      the wall's chunk is made of (via hidden source maps)
//   2. renders per tick by component (src/pages/renders.test.tsx)
//   3. the wall with 200 and 2,000 messages in Chromium (bench/harness/wall.tsx)
//   4. the party screen (/screen) through 1,000 arrivals, and its fit at 720p, 1080p and 4K
//      (bench/harness/screen.tsx)
//   6. the wall at scale (bench/lib/scale.mjs): the demo build on the Firestore emulator at 50,
//      5,000 and 50,000 messages on a throttled phone, beside main's build (the baseline)
//   7. a wall of 50 with 20 photos (bench/lib/photoWall.mjs): documents and bytes a load
//      reads, and 50 text cards beside the build before photos
//   5. Lighthouse 12, mobile preset, on the Firebase Hosting emulator: ours and the floor
//      (the same page without scripts) interleaved, median of 5 each, budgets as deltas over
//      the floor; ours also audited with the CPU slowdown calibrated to the host, for
//      information; with --baseline, an older build beside them
//
//   9. the wall when a guest scrolls 1, 4, 8 or 15 s after the load event (bench/lib/afterLoad.mjs):
//      ours, the plain app (bench/plain/) and the REST floor, first visits on the throttled
//      phone; the blocking time of a 15 s visit at the top
//
//   8. making a photo small (bench/lib/photo.mjs): a 12 MP JPEG chosen in the form of the
//      production build, to its bytes ready, on the throttled phone
//
//   npm run bench [-- --only chunks,renders,wall,screen,lighthouse,scale,afterload,photo,photos] [--baseline <dir>]
//     [--scale-baseline <git ref>|none]
//
// Its budgeted figures then go into docs/performance.md's table (bench/lib/docsTable.mjs):
// the sections this run measured replace theirs, the others are kept with their run's line.
//
// Everything it starts listens on 127.0.0.1 and is stopped on the way out, errors included.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from '../scripts/test/browser.mjs';
import { analyzeBuild, buildApp, topPackages } from './lib/chunks.mjs';
import { prerender } from '../scripts/build/prerender.mjs';
import { PRESET_HOST_BENCHMARK_INDEX } from './lib/calibration.mjs';
import { measureInterleaved, RUNS, scriptingOf } from './lib/lighthouse.mjs';
import { median } from './lib/median.mjs';
import { measureRenders } from './lib/renders.mjs';
import { errorRow, formatRows, kB, row, table } from './lib/report.mjs';
import { SECTIONS, writeDocsTable } from './lib/docsTable.mjs';
import { serveBuild } from './lib/serve.mjs';
import { measureWall } from './lib/wall.mjs';
import { ARRIVAL_EVERY_MS, ARRIVALS, measureScreen } from './lib/screen.mjs';
import { BEFORE_PAGING, measureScale } from './lib/scale.mjs';
import { measureAfterLoad } from './lib/afterLoad.mjs';
import { photoSection } from './lib/photo.mjs';
import { measurePhotoWall, photoWallRows } from './lib/photoWall.mjs';

const BENCH_DIR = join('artifacts', 'bench');
const DIST = join(BENCH_DIR, 'dist');
const RESULT_JSON = join('artifacts', 'bench.json');
/** The prerendered page without its script, written into the build for Lighthouse (4.). */
const NO_SCRIPT_PAGE = 'bench-no-script.html';
const WALL_SIZES = [200, 2000];
/** Page loads per build and size in the scale section (the issue's medians of 5). */
const SCALE_RUNS = 5;
const TOP_PACKAGES = 12;

/** Things to stop on the way out, also when a signal ends the run. */
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping what the bench started...`);
    await Promise.allSettled([...cleanups].map((stop) => stop()));
    process.exit(130);
  });
}

/**
 * `--baseline <dir>`: another prerendered build (an older commit's `dist/`, say) to run in
 * the Lighthouse section beside ours and the floor, interleaved, so before and after come
 * from one run.
 */
function baselineDir() {
  const at = process.argv.indexOf('--baseline');
  return at < 0 ? undefined : process.argv[at + 1];
}

function selectedSections() {
  const at = process.argv.indexOf('--only');
  if (at < 0) return SECTIONS;
  const wanted = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((name) => !SECTIONS.includes(name));
  if (wanted.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma-separated list of: ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
  return wanted;
}

function heading(text) {
  console.log(`\n== ${text}`);
}

/** 1. Sizes from the build the Lighthouse step serves too (hidden maps: same bytes). */
function chunkSection(build) {
  heading('Chunks of the production build (gzip -9; kB = 1000 bytes)');
  console.log(
    table(
      ['', 'file', 'raw', 'gzip', 'loads'],
      build.chunks.map((c) => [
        c.critical ? 'critical' : 'deferred',
        c.file,
        kB(c.raw),
        kB(c.gzip),
        c.critical
          ? c.role
          : `${c.role}${c.app ? ' (the app, on interaction)' : c.wall ? ' (with the wall)' : c.screen ? ' (/screen only)' : ''}${c.moderation ? ' (/moderate only)' : ''}`,
      ]),
    ),
  );
  heading("The wall's deferred chunk(s) by package (raw; gzip of that package's bytes alone)");
  const top = topPackages(build.wallPackages, TOP_PACKAGES);
  console.log(
    table(
      ['package', 'raw', 'gzip'],
      top.map((p) => [p.name, kB(p.raw), kB(p.gzip)]),
    ),
  );

  heading("/moderate's own chunk(s) by package (raw; gzip of that package's bytes alone)");
  console.log(
    table(
      ['package', 'raw', 'gzip'],
      topPackages(build.moderationPackages, TOP_PACKAGES).map((p) => [
        p.name,
        kB(p.raw),
        kB(p.gzip),
      ]),
    ),
  );

  const shipped = build.unusedFirebase.filter((p) => p.raw > 0);
  const developmentBytes = build.developmentBuilds.reduce((total, p) => total + p.raw, 0);
  const unusedBytes = shipped.reduce((total, p) => total + p.raw, 0);
  // Inlined stylesheets are already counted in the HTML.
  const criticalCss = build.chunks.filter(
    (c) => c.critical && c.kind === 'css' && c.role !== 'inline',
  );
  const criticalTotal =
    build.html.gzip + build.criticalJs.gzip + criticalCss.reduce((t, c) => t + c.gzip, 0);
  const rows = [
    row('chunks', 'critical path: HTML + CSS + JS (gzip)', criticalTotal, undefined, {
      unit: 'bytes',
    }),
    row('chunks', 'critical-path JS (gzip)', build.criticalJs.gzip, 'criticalJsGzip'),
    row('chunks', 'critical-path JS files', build.criticalJs.files.length, 'criticalJsFiles', {
      note: `${build.criticalJs.files.length} (${build.criticalJs.files.join(', ')})`,
    }),
    row(
      'chunks',
      'the app, loaded on interaction, fetched ahead when idle (gzip)',
      build.app.gzip,
      undefined,
      {
        note: `${kB(build.app.gzip)} (${build.app.files.length} file(s))`,
      },
    ),
    row('chunks', "wall's deferred chunk(s) (gzip)", build.wall.gzip, 'wallGzip'),
    row('chunks', "party screen's own chunk(s) (gzip)", build.screen.gzip, 'screenGzip', {
      note: `${kB(build.screen.gzip)} (${build.screen.files.length} file(s))`,
    }),
    row(
      'chunks',
      "party screen's code in the visitor's chunks (raw)",
      build.screenInVisitorChunks,
      'screenInVisitorChunks',
    ),
    row('chunks', '/moderate-only chunk(s) (gzip)', build.moderation.gzip, 'moderationGzip'),
    row(
      'chunks',
      'Firebase Auth in the /moderate-only chunk(s) (raw)',
      build.moderation.authRaw,
      undefined,
      {
        unit: 'bytes',
      },
    ),
    row(
      'chunks',
      "Firebase Auth with the wall's code: a guest's identity (raw)",
      build.auth.wallRaw,
      'authInWall',
    ),
    row(
      'chunks',
      "Firebase Auth anywhere but the wall's and /moderate's chunks (raw)",
      build.auth.elsewhereRaw,
      'authElsewhere',
      { note: build.auth.elsewhereFiles.join(', ') || 'none' },
    ),
    // The wall sets Auth up without the popup/redirect resolver, but the SDK is one module,
    // and a bundler puts what two routes use of one module in the chunk they share: the
    // resolver /moderate hands its sign-in calls is in the wall's bytes (not run there).
    row(
      'chunks',
      "chunks with Auth's popup/redirect resolver code, outside /moderate's own (files)",
      build.auth.resolverOutsideModeration.length,
      undefined,
      { unit: 'files', note: build.auth.resolverOutsideModeration.join(', ') || 'none' },
    ),
    row(
      'chunks',
      "unused Firebase products (raw, every chunk but /moderate's)",
      unusedBytes,
      'unusedFirebase',
      {
        note: shipped.length ? shipped.map((p) => `${p.product} ${kB(p.raw)}`).join(', ') : 'none',
      },
    ),
    row('chunks', 'development builds of packages (raw)', developmentBytes, 'developmentBuilds', {
      note: build.developmentBuilds.length
        ? build.developmentBuilds.map((p) => `${p.name} ${kB(p.raw)}`).join(', ')
        : 'none',
    }),
  ];
  // Per-chunk package maps stay out of the JSON; the wall's top packages are kept.
  const chunks = build.chunks.map((c) => ({ ...c, packages: undefined }));
  const { criticalJs, app, wall, screen, moderation, auth, unusedFirebase, developmentBuilds } =
    build;
  return {
    rows,
    details: {
      chunks,
      criticalJs,
      app,
      wall,
      screen,
      wallPackages: top,
      moderation,
      auth,
      moderationPackages: topPackages(build.moderationPackages, TOP_PACKAGES),
      unusedFirebase,
      developmentBuilds,
    },
  };
}

/** 2. Renders per tick, from the vitest run. */
function rendersSection() {
  const { perTick } = measureRenders();
  return {
    rows: Object.entries(perTick).map(([component, renders]) =>
      row(
        'renders',
        `${component} renders per tick`,
        renders,
        component === 'countdown' ? 'countdownRenders' : 'otherRenders',
      ),
    ),
    details: perTick,
  };
}

/** 3. The wall harness in Chromium. */
async function wallSection(browserPath) {
  const results = await measureWall({ browserPath, sizes: WALL_SIZES });
  const rows = [];
  for (const r of results) {
    const n = r.count.toLocaleString('en-US');
    rows.push(
      row('wall', `${n} messages: first screen painted`, r.firstScreenMs, 'firstScreenMs'),
      row('wall', `${n} messages: longest task while loading`, r.longestTaskMs, undefined, {
        unit: 'ms',
      }),
      row('wall', `${n} messages: scroll p95 frame`, r.scroll.p95FrameMs, 'p95FrameMs'),
      row('wall', `${n} messages: dropped frames`, r.scroll.droppedFrames, undefined, {
        note: `${r.scroll.droppedFrames} of ${r.scroll.frames} (${Math.round(r.scroll.distancePx / 1000)}k px)`,
      }),
    );
    if (r.typing) {
      rows.push(
        row('wall', `${n} messages: typing, keydown to paint p95`, r.typing.p95Ms, 'typingP95Ms'),
      );
    }
  }
  return { rows, details: results };
}

/** 4. The party screen harness in Chromium. */
async function screenSection(browserPath) {
  const { arrivals: a, sizes } = await measureScreen({ browserPath });
  const n = ARRIVALS.toLocaleString('en-US');
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  const heapGrowth = a.after.heapBytes - a.before.heapBytes;
  const rows = [
    row('screen', `JS heap before / after ${n} arrivals`, heapGrowth, 'screenHeapGrowth', {
      note: `${mb(a.before.heapBytes)} / ${mb(a.after.heapBytes)} (+${mb(heapGrowth)})`,
    }),
    row(
      'screen',
      `DOM nodes before / after ${n} arrivals`,
      a.after.domNodes - a.before.domNodes,
      'screenDomGrowth',
      { note: `${a.before.domNodes} / ${a.after.domNodes}` },
    ),
    row('screen', 'messages rendered, after', a.rendered.after, 'screenRendered', {
      note: `${a.rendered.after} of ${a.held.toLocaleString('en-US')} held`,
    }),
    row('screen', 'arrivals not on screen at their next paint', a.unseen, 'screenUnseen'),
    row('screen', 'arrival to its paint, p95', a.paintP95Ms, 'screenArrivalPaintMs', {
      note: `${Math.round(a.paintP95Ms)} ms (p50 ${Math.round(a.paintP50Ms)}, max ${Math.round(a.paintMaxMs)})`,
    }),
    row(
      'screen',
      `longest frame, one arrival per ${ARRIVAL_EVERY_MS} ms`,
      a.longestFrameMs,
      'screenLongestFrameMs',
    ),
    row('screen', 'frame p95 during the arrivals', a.p95FrameMs, 'screenP95FrameMs'),
    row('screen', 'longest task during the arrivals', a.longestTaskMs, undefined, { unit: 'ms' }),
    ...sizes.map((size) =>
      row(
        'screen',
        `overflow at ${size.width}x${size.height}, 30 mixed messages`,
        size.overflowPx,
        'screenOverflowPx',
        {
          note: `${size.overflowPx} px (${size.path})`,
        },
      ),
    ),
  ];
  return { rows, details: { arrivals: a, sizes } };
}

/**
 * The prerendered home page with its entry script and any module preloads taken out,
 * written beside it: the page's HTML and CSS alone.
 */
function writeNoScriptPage(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The loader that imports the boot entry (scripts/build/bootLoader.mjs), and the meta naming it.
  const withoutEntry = html
    .replace(/<meta name="boot-module"[^>]*>\s*/, '')
    .replace(/<script>[\s\S]*?<\/script>\s*/, '');
  if (withoutEntry === html) throw new Error('the prerendered index.html has no boot loader');
  const stripped = withoutEntry.replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');
  if (/<script\b|rel="modulepreload"/.test(stripped)) {
    throw new Error(`${NO_SCRIPT_PAGE} would still load JavaScript`);
  }
  writeFileSync(join(distDir, NO_SCRIPT_PAGE), stripped);
}

/** A difference with its sign: '+12', '-3', '0'. */
function signed(value) {
  return value > 0 ? `+${value}` : String(value);
}

/** The difference of the medians, ours minus the floor (rounded). */
function delta(ours, floor, key) {
  return Math.round(ours.preset.metrics[key] - floor.preset.metrics[key]);
}

/**
 * 5. Lighthouse on the Hosting emulator, every audit included: Lighthouse never scrolls or
 * taps, so the wall (and Firestore, which would log connection errors here without a
 * backend) never loads during its runs. Ours and the floor (the same build's prerendered
 * page with its scripts taken out) run RUNS times each, interleaved, at the mobile preset;
 * the budgets are the differences of their medians, since absolute times on a shared host
 * are noise. Ours is also audited with the CPU slowdown calibrated to the host, for
 * information (bench/lib/calibration.mjs).
 */
async function lighthouseSection(browserPath, build) {
  const skipAudits = [];
  writeNoScriptPage(DIST);
  const server = await serveBuild(DIST);
  cleanups.add(server.stop);
  const baseline = baselineDir();
  const baselineServer = baseline ? await serveBuild(baseline, { portOffset: 10 }) : undefined;
  if (baselineServer) cleanups.add(baselineServer.stop);
  try {
    console.log(`Serving ${DIST} with the ${server.label} at ${server.url}`);
    if (baselineServer) console.log(`Serving the baseline ${baseline} at ${baselineServer.url}`);
    const measured = await measureInterleaved({
      pages: [
        { name: 'ours', url: server.url },
        { name: 'floor', url: `${server.url}${NO_SCRIPT_PAGE}` },
        ...(baselineServer ? [{ name: 'baseline', url: baselineServer.url }] : []),
      ],
      browserPath,
      reportDir: BENCH_DIR,
      skipAudits,
      calibrate: 'ours',
    });
    const { ours, floor } = measured;
    const m = ours.preset.metrics;
    const f = floor.preset.metrics;
    const ms = (value) => `${Math.round(value)} ms`;
    const beside = (key) => `${ms(m[key])} vs ${ms(f[key])}`;
    // The critical path's own scripts: what runs before the countdown ticks.
    const bootMs = median(ours.runs.map((lhr) => scriptingOf(lhr, build.criticalJs.files)));
    const allMs = median(ours.scripts.map((scripts) => scripts.reduce((t, s) => t + s.ms, 0)));
    const perf = ours.preset.scores.performance;
    const floorPerf = floor.preset.scores.performance;
    const indexes = ours.preset.benchmarkIndexes.map((index) => Math.round(index));
    const rows = [
      row('lighthouse', `runs, interleaved with the floor`, RUNS, undefined, {
        note: `${RUNS} of each, median`,
      }),
      row('lighthouse', 'performance, ours vs floor', perf - floorPerf, 'performanceDelta', {
        note: `${perf} vs ${floorPerf} (${signed(perf - floorPerf)})`,
      }),
      row('lighthouse', 'FCP over the floor', delta(ours, floor, 'fcpMs'), 'fcpDeltaMs', {
        note: `${signed(delta(ours, floor, 'fcpMs'))} ms (${beside('fcpMs')})`,
      }),
      row('lighthouse', 'LCP over the floor', delta(ours, floor, 'lcpMs'), 'lcpDeltaMs', {
        note: `${signed(delta(ours, floor, 'lcpMs'))} ms (${beside('lcpMs')})`,
      }),
      row('lighthouse', 'TBT over the floor', delta(ours, floor, 'tbtMs'), 'tbtDeltaMs', {
        note: `${signed(delta(ours, floor, 'tbtMs'))} ms (${beside('tbtMs')})`,
      }),
      row('lighthouse', 'SI over the floor', delta(ours, floor, 'siMs'), undefined, {
        note: `${signed(delta(ours, floor, 'siMs'))} ms (${beside('siMs')})`,
      }),
      row(
        'lighthouse',
        'critical-path script evaluation (the countdown ticker)',
        Math.round(bootMs),
        'bootScriptMs',
        {
          // bootup-time lists a script only from 50 ms of scripting: none listed is under 50.
          note: `${bootMs > 0 ? ms(bootMs) : 'under 50 ms'} (${build.criticalJs.files.join(', ')})`,
        },
      ),
      row('lighthouse', 'all script evaluation, ours', Math.round(allMs), undefined, {
        unit: 'ms',
      }),
      ...['accessibility', 'best-practices', 'seo'].map((id) =>
        row('lighthouse', id, ours.preset.scores[id], id),
      ),
      row('lighthouse', 'CLS', Number(m.cls.toFixed(3)), 'cls'),
      row('lighthouse', 'host benchmarkIndex, per run', Math.min(...indexes), undefined, {
        note: `${indexes.join(', ')} (the 4x preset assumes ${PRESET_HOST_BENCHMARK_INDEX})`,
      }),
      row(
        'lighthouse',
        'performance / TBT, CPU slowdown calibrated',
        ours.calibrated.scores.performance,
        undefined,
        {
          note: `${ours.calibrated.scores.performance} / ${ms(ours.calibrated.metrics.tbtMs)} (${ours.calibrated.cpuSlowdownMultipliers.map((x) => `${x}x`).join(', ')})`,
        },
      ),
    ];
    if (measured.baseline) {
      const b = measured.baseline.preset;
      rows.push(
        row('lighthouse', `baseline (${baseline}): performance`, b.scores.performance, undefined, {
          note: `${b.scores.performance} (${signed(b.scores.performance - floorPerf)} over the floor)`,
        }),
        ...['fcpMs', 'lcpMs', 'tbtMs', 'siMs'].map((key) =>
          row(
            'lighthouse',
            `baseline: ${key.slice(0, -2).toUpperCase()} over the floor`,
            0,
            undefined,
            {
              note: `${signed(Math.round(b.metrics[key] - f[key]))} ms (${ms(b.metrics[key])})`,
            },
          ),
        ),
      );
    }
    const failing = [
      ...new Set(ours.preset.failingAudits.flatMap((run) => Object.values(run).flat())),
    ];
    if (failing.length > 0)
      console.log(`Audits that cost ours points in some run: ${failing.join(', ')}`);
    return {
      rows,
      details: {
        ours: { ...ours.preset, scripts: ours.scripts },
        floor: floor.preset,
        calibrated: ours.calibrated,
        retries: measured.retries,
        server: server.label,
        skipAudits,
      },
    };
  } finally {
    await server.stop();
    cleanups.delete(server.stop);
    if (baselineServer) {
      await baselineServer.stop();
      cleanups.delete(baselineServer.stop);
    }
  }
}

/** `--scale-baseline <ref>`: the git ref built as the scale section's before (main before paging). */
/** A first card against the same run's floor: the ratio, both times in its note. */
function floorRatioRow(section, figure, { ratio, cardMs, floorMs }, budget) {
  const ms = (value) => `${Math.round(value)} ms`;
  return row(section, figure, ratio === undefined ? NaN : Number(ratio.toFixed(2)), budget, {
    note: ratio === undefined ? 'no card' : `${ratio.toFixed(2)}x (${ms(cardMs)} / ${ms(floorMs)})`,
  });
}

function scaleBaseline() {
  const at = process.argv.indexOf('--scale-baseline');
  return at < 0 ? BEFORE_PAGING : process.argv[at + 1];
}

/** 6. The wall at scale on the Firestore emulator: flat in the wall's size, before and after. */
async function scaleSection(browserPath) {
  const ms = (value) => `${Math.round(value)} ms`;
  const baseline = scaleBaseline();
  heading(
    `The wall at scale: Firestore emulator, 390x844, 150 ms, 1.6 Mbit/s, 4x CPU (medians of ${SCALE_RUNS})`,
  );
  const measured = await measureScale({
    browserPath,
    baseline,
    runs: SCALE_RUNS,
    onCleanup: (stop) => cleanups.add(stop),
  });
  const { results, neverScrolls = [] } = measured;
  const ours = (size) => results.find((r) => r.build === 'ours' && r.size === size);
  const fmt = (r) =>
    r.firstCardMs === undefined
      ? `no card within 120 s (${r.timedOut} of ${r.runs})`
      : `${ms(r.firstCardMs)}, ${kB(r.bytes)}, ${r.documents} documents, ${r.requestsBeforeCard} requests before the card`;
  console.log(
    table(
      [
        'build',
        'messages',
        'first card after the scroll',
        'floor (REST runQuery)',
        'ratio',
        'modules / SDK start / round trips / render',
        'Firestore bytes',
        'documents read',
      ],
      results.map((r) => [
        r.build,
        r.size.toLocaleString('en-US'),
        r.firstCardMs === undefined ? `> 120 s (${r.timedOut}/${r.runs})` : ms(r.firstCardMs),
        r.floorMs === undefined ? '' : ms(r.floorMs),
        r.ratio === undefined ? '' : `${r.ratio.toFixed(1)}x`,
        r.phases
          ? [r.phases.modules, r.phases.sdkStart, r.phases.roundTrips, r.phases.render]
              .map((value) => Math.round(value))
              .join(' / ')
          : '',
        r.bytes === undefined ? '' : kB(r.bytes),
        r.documents ?? '',
      ]),
    ),
  );
  const rows = results.map((r) =>
    row('scale', `${r.build}, ${r.size.toLocaleString('en-US')} messages`, 0, undefined, {
      note: fmt(r),
    }),
  );
  // The wall as a guest meets it: the first card after the scroll within 3x the same run's
  // floor, at every size; and a visit that never scrolls reads no message.
  for (const r of results.filter((each) => each.build === 'ours')) {
    rows.push(
      floorRatioRow(
        'scale',
        `first card vs the floor, ${r.size.toLocaleString('en-US')} messages`,
        { ...r, cardMs: r.firstCardMs },
        'scaleArrivalRatio',
      ),
    );
  }
  for (const visit of neverScrolls.filter((each) => each.build === 'ours')) {
    rows.push(
      row(
        'scale',
        'message documents read by a visit that never scrolls (10 s)',
        visit.messageDocuments,
        'scaleNeverScrollsDocuments',
        { note: `${visit.messageDocuments} (${kB(visit.bytes)} from Firestore)` },
      ),
    );
  }
  const small = ours(50);
  const big = ours(50_000) ?? ours(Math.max(...results.map((r) => r.size)));
  if (small && big && small.firstCardMs && big.firstCardMs) {
    const ratio = (a, b) => Number((a / b).toFixed(2));
    // The network floor at 50: each request before the first card is at least one round
    // trip of the profile's latency, and every byte crosses at its throughput.
    const floorMs =
      small.requestsBeforeCard * measured.throttle.latencyMs +
      (small.bytes / measured.throttle.downloadBytesPerSecond) * 1000;
    rows.push(
      row(
        'scale',
        `first card, ${big.size.toLocaleString('en-US')} vs 50`,
        ratio(big.firstCardMs, small.firstCardMs),
        'scaleFirstCardRatio',
      ),
      row(
        'scale',
        `Firestore bytes, ${big.size.toLocaleString('en-US')} vs 50`,
        ratio(big.bytes, small.bytes),
        'scaleBytesRatio',
      ),
      row(
        'scale',
        `documents read per page load, ${big.size.toLocaleString('en-US')} messages`,
        big.documents,
        'scaleDocumentsRead',
      ),
      row('scale', 'first card at 50', small.firstCardMs, 'scaleFirstCardMs'),
      row(
        'scale',
        'network floor at 50 (requests before the card x 150 ms + bytes at 1.6 Mbit/s)',
        Math.round(floorMs),
        undefined,
        { unit: 'ms' },
      ),
    );
  }
  return { rows, details: measured };
}

/** First visits per build and moment in the afterload section (the issue's medians of 3). */
const AFTER_LOAD_RUNS = 3;

/**
 * 7. The wall when the guest scrolls 1, 4, 8 or 15 s after the load event: ours, the plain
 * app and the floor, first visits on the throttled phone; the 15 s visits' blocking time.
 */
async function afterLoadSection(browserPath) {
  const ms = (value) => (value === undefined ? 'no card' : `${Math.round(value)} ms`);
  heading(
    `The wall after the load: Firestore emulator (50 messages), 390x844, 150 ms, 1.6 Mbit/s, 4x CPU, first visits (medians of ${AFTER_LOAD_RUNS})`,
  );
  const measured = await measureAfterLoad({
    browserPath,
    runs: AFTER_LOAD_RUNS,
    onCleanup: (stop) => cleanups.add(stop),
  });
  const { results, moments } = measured;
  const at = (build, momentMs) =>
    results.find((r) => r.build === build && r.momentMs === momentMs) ?? {};
  console.log(
    table(
      [
        'the guest scrolls, after the load event',
        'ours',
        'the plain app',
        'the floor',
        'ours / floor',
        'ours: download / evaluation / SDK start / round trips / render',
      ],
      moments.map((momentMs) => {
        const ours = at('ours', momentMs);
        const plain = at('plain', momentMs);
        return [
          `${momentMs / 1000} s`,
          ms(ours.cardMs),
          ms(plain.cardMs),
          ms(ours.floorMs),
          ours.ratio === undefined ? '' : `${ours.ratio.toFixed(1)}x`,
          ours.phases
            ? Object.values(ours.phases)
                .map((value) => Math.round(value))
                .join(' / ')
            : '',
        ];
      }),
    ),
  );
  const rows = [];
  for (const momentMs of moments) {
    const ours = at('ours', momentMs);
    const plain = at('plain', momentMs);
    const seconds = `${momentMs / 1000} s`;
    const vsPlain =
      ours.cardMs === undefined || plain.cardMs === undefined
        ? NaN
        : Math.round(ours.cardMs - plain.cardMs);
    rows.push(
      row(
        'afterload',
        `first card, scroll at ${seconds}: ours minus the plain app`,
        vsPlain,
        'afterLoadVsPlainMs',
        {
          note: `${Number.isNaN(vsPlain) ? 'no card' : `${vsPlain} ms`} (${ms(ours.cardMs)} - ${ms(plain.cardMs)})`,
        },
      ),
    );
    if (momentMs >= 4_000) {
      rows.push(
        floorRatioRow(
          'afterload',
          `first card, scroll at ${seconds}: ours vs the floor`,
          ours,
          'afterLoadFloorRatio',
        ),
      );
    }
  }
  const last = Math.max(...moments);
  const ours = at('ours', last);
  const plain = at('plain', last);
  if (ours.blockingBeforeScrollMs !== undefined && plain.blockingBeforeScrollMs) {
    rows.push(
      row(
        'afterload',
        `blocking time of a ${last / 1000} s visit at the top: ours vs the plain app`,
        Number((ours.blockingBeforeScrollMs / plain.blockingBeforeScrollMs).toFixed(2)),
        'afterLoadBlockingRatio',
        {
          note: `${(ours.blockingBeforeScrollMs / plain.blockingBeforeScrollMs).toFixed(2)}x (${ms(ours.blockingBeforeScrollMs)} [${ours.blockingEach.join(', ')}] / ${ms(plain.blockingBeforeScrollMs)} [${plain.blockingEach.join(', ')}])`,
        },
      ),
    );
  }
  const oursAll = results.filter((r) => r.build === 'ours' && r.runs > r.timedOut);
  if (ours.messageDocumentsBeforeScroll !== undefined) {
    rows.push(
      row(
        'afterload',
        `message documents read by a ${last / 1000} s visit at the top`,
        ours.messageDocumentsBeforeScroll,
        'afterLoadTopDocuments',
      ),
    );
  }
  if (oursAll.length > 0) {
    rows.push(
      row(
        'afterload',
        'message documents read by a visit that reaches the wall (most of any)',
        Math.max(...oursAll.map((r) => r.messageDocuments)),
        'afterLoadWallDocuments',
      ),
    );
  }
  return { rows, details: measured };
}

/** Runs one section; a crash becomes a failed row instead of ending the run. */
async function runSection(name, measure) {
  const started = Date.now();
  try {
    const result = await measure();
    console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return result;
  } catch (error) {
    console.error(`\n${name} failed: ${error instanceof Error ? error.stack : error}`);
    return { rows: [errorRow(name, error)], details: { error: String(error) } };
  }
}

/** The commit measured, marked when the tree differs from it (docs and artifacts aside). */
function commitMeasured() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const changed = git('status', '--porcelain', '--', '.', ':!docs', ':!artifacts', ':!*.md');
  return changed ? `${commit} + uncommitted changes` : commit;
}

/** The host, since every timing moves with it: cores, CPU model, load average at the start. */
function machineLine(chromium) {
  const cores = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const browser = chromium.replace(/ built on .*$/, '');
  return `${cores.length} x ${cores[0]?.model.trim() ?? 'unknown CPU'}, load average ${load}; ${browser}`;
}

function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return result.stdout.trim().split('\n')[0] ?? 'unknown';
}

async function main() {
  const sections = selectedSections();
  const browser = await findBrowser();
  if (!browser) process.exit(1);
  const started = Date.now();
  const date = new Date().toISOString().slice(0, 10);
  const chromium = chromiumVersion(browser.path);
  const commit = commitMeasured();
  const machine = machineLine(chromium);
  console.log(`npm run bench, ${date}, ${commit}: ${sections.join(', ')}`);
  console.log(`Machine: ${machine}`);

  const results = {};
  // One production build serves both the size figures and Lighthouse.
  let build;
  if (['chunks', 'lighthouse', 'photo'].some((section) => sections.includes(section))) {
    heading(`Building the app into ${DIST} (hidden source maps, manifest, prerendered /)`);
    build = await runSection('build', async () => {
      await buildApp(DIST);
      // What scripts/build/build.mjs ships: the home page's first screen written into index.html.
      await prerender({ outDir: DIST });
      return { build: analyzeBuild(DIST) };
    });
  }
  // A failed build is one failed row; the sections that needed it are left out.
  if (build && !build.build) results.build = build;
  if (sections.includes('chunks') && build?.build) results.chunks = chunkSection(build.build);
  if (sections.includes('renders')) {
    heading('Renders per tick (src/pages/renders.test.tsx, five ticks)');
    results.renders = await runSection('renders', rendersSection);
  }
  if (sections.includes('wall')) {
    heading(
      `The wall with ${WALL_SIZES.join(' and ')} messages (bench/harness/wall.tsx, Chromium)`,
    );
    results.wall = await runSection('wall', () => wallSection(browser.path));
  }
  if (sections.includes('screen')) {
    heading(
      `The party screen: ${ARRIVALS.toLocaleString('en-US')} arrivals, one every ${ARRIVAL_EVERY_MS} ms (bench/harness/screen.tsx, Chromium)`,
    );
    results.screen = await runSection('screen', () => screenSection(browser.path));
  }
  if (sections.includes('scale')) {
    results.scale = await runSection('scale', () => scaleSection(browser.path));
  }
  if (sections.includes('afterload')) {
    results.afterload = await runSection('afterload', () => afterLoadSection(browser.path));
  }
  if (sections.includes('photo') && build?.build) {
    heading('Making a 12 MP photo small in the form (bench/lib/photo.mjs, throttled phone)');
    results.photo = await runSection('photo', () => photoSection(browser.path, DIST, cleanups));
  }

  if (sections.includes('photos')) {
    heading('A wall of 50 with 20 photos: Firestore emulator, 390x844 (bench/lib/photoWall.mjs)');
    results.photos = await runSection('photos', async () => {
      const measured = await measurePhotoWall({
        browserPath: browser.path,
        onCleanup: (stop) => cleanups.add(stop),
      });
      return { rows: photoWallRows(measured), details: measured };
    });
  }
  if (sections.includes('lighthouse') && build?.build) {
    heading(`Lighthouse, mobile preset: ours and the floor interleaved, median of ${RUNS} each`);
    results.lighthouse = await runSection('lighthouse', () =>
      lighthouseSection(browser.path, build.build),
    );
  }

  const rows = Object.values(results).flatMap((result) => result?.rows ?? []);
  const broken = rows.filter((r) => r.status === 'FAIL');
  heading(`Summary (${date}, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(formatRows(rows));
  console.log(
    broken.length === 0
      ? '\nEvery enforced budget is kept.'
      : `\n${broken.length} enforced budget(s) broken: ${broken.map((r) => r.figure).join('; ')}`,
  );

  mkdirSync('artifacts', { recursive: true });
  const details = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v?.details]));
  const report = { date, commit, machine, sections, chromium, rows, details };
  writeFileSync(RESULT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${RESULT_JSON}.`);
  // docs/performance.md's table: this run's sections replaced, the others' rows kept.
  try {
    const doc = await writeDocsTable(report);
    console.log(`The table in ${doc} now holds this run's ${sections.join(', ')}.`);
  } catch (error) {
    console.error(`The table in docs/performance.md was not updated: ${error.message}`);
  }
  process.exit(broken.length === 0 ? 0 : 1);
}

await main();
