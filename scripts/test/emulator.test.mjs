// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../src/config/local.mjs';
import {
  LANE_PORT_STRIDE,
  liveBuildEnv,
  portOffset,
  startInGroup,
  writeAuthEmulatorConfig,
} from './emulator.mjs';
import { firestoreEmulatorRoute } from './firestoreEmulator.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'emulator-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in emulator: a Node HTTP server at `port` that answers, and logs, then lives on. */
function standIn(port, { exitFirst = false } = {}) {
  const path = join(scratch, `stand-in-${port}.mjs`);
  writeFileSync(
    path,
    exitFirst
      ? "console.log('port taken'); process.exit(3);\n"
      : `import { createServer } from 'node:http';\nconsole.log('starting');\nprocess.on('SIGINT', () => process.exit(0));\ncreateServer((q, r) => r.end('Ok')).listen(${port}, '127.0.0.1');\n`,
  );
  return [process.execPath, path];
}

describe('startInGroup', () => {
  it('resolves once it answers, and stop() ends its whole process group', async () => {
    const port = 19_000 + Math.floor(Math.random() * 500);
    const log = join(scratch, 'stand-in.log');
    const emulator = await startInGroup(standIn(port), {
      log,
      url: `http://127.0.0.1:${port}/`,
      what: 'the stand-in',
      timeoutMs: 20_000,
    });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('Ok');
    await emulator.stop();
    expect(() => process.kill(-emulator.pid, 0)).toThrow();
    expect(readFileSync(log, 'utf8')).toBe('starting\n');
  });

  it('rejects with the end of its log when it exits before answering', async () => {
    const port = 19_500 + Math.floor(Math.random() * 500);
    await expect(
      startInGroup(standIn(port, { exitFirst: true }), {
        log: join(scratch, 'exits.log'),
        url: `http://127.0.0.1:${port}/`,
        what: 'the stand-in',
        timeoutMs: 20_000,
      }),
    ).rejects.toThrow(/the stand-in did not start: .*has exited\nport taken/);
  });
});

describe('lanes: TEST_PORT_OFFSET', () => {
  // Chromium refuses to fetch from these (net/base/port_util.cc, kRestrictedPorts), among others.
  const BROWSER_REFUSED = [
    4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080,
  ];

  /** Every port a lane binds: its emulators, their hubs and logging, its suites' servers. */
  function lanePorts(lane) {
    const env = { TEST_PORT_OFFSET: String(lane * LANE_PORT_STRIDE) };
    const offset = portOffset(env);
    const { VITE_FIRESTORE_EMULATOR_HOST: firestore, VITE_AUTH_EMULATOR_HOST: auth } =
      liveBuildEnv(env);
    const port = (hostPort) => Number(hostPort.split(':').pop());
    return [
      port(firestore),
      port(auth),
      // scripts/test/firestoreEmulator.mjs's hub and logging, the Auth emulator's (0: a
      // Playwright suite's, 1: the abuse suite's, 5: the one npm test starts for them all)
      ...[4402, 4502].map((base) => base + offset),
      ...[0, 1, 5].flatMap((suite) => [4410 + suite + offset, 4510 + suite + offset]),
      // playwright.config.ts's servers: e2e to the engines' fixture app, and hosting
      ...[4173, 4174, 4175, 4176, 4177, 4178, 4179, 4181, 5050].map((base) => base + offset),
    ];
  }

  it("moves the demo build to the lane's emulators", () => {
    expect(liveBuildEnv({ TEST_PORT_OFFSET: '400' })).toEqual({
      VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8480',
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9499',
    });
    expect(liveBuildEnv({})).toMatchObject({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
  });

  it('moves the Auth emulator, its hub and its logging with it', () => {
    const dir = join(scratch, 'auth-config');
    const previous = process.env.TEST_PORT_OFFSET;
    process.env.TEST_PORT_OFFSET = '200';
    try {
      const { emulators } = JSON.parse(readFileSync(writeAuthEmulatorConfig(dir, 3), 'utf8'));
      expect([emulators.auth.port, emulators.hub.port, emulators.logging.port]).toEqual([
        9299, 4613, 4713,
      ]);
      // Another lane running the same suite writes its own file, not over this one.
      process.env.TEST_PORT_OFFSET = '400';
      const other = writeAuthEmulatorConfig(dir, 3);
      expect(JSON.parse(readFileSync(other, 'utf8')).emulators.hub.port).toBe(4813);
      process.env.TEST_PORT_OFFSET = '200';
      expect(writeAuthEmulatorConfig(dir, 3)).not.toBe(other);
    } finally {
      if (previous === undefined) delete process.env.TEST_PORT_OFFSET;
      else process.env.TEST_PORT_OFFSET = previous;
    }
  });

  it("gives npm test's five lanes ports that never meet, none a browser refuses", () => {
    const lanes = [0, 1, 2, 3, 4].map(lanePorts);
    const all = lanes.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((port) => BROWSER_REFUSED.includes(port))).toEqual([]);
  });

  it('refuses an offset that is not a whole number in range', () => {
    for (const value of ['-1', '1.5', 'ten', '2001']) {
      expect(() => portOffset({ TEST_PORT_OFFSET: value })).toThrow(/TEST_PORT_OFFSET/);
    }
    expect(portOffset({})).toBe(0);
  });
});

describe('firestoreEmulatorRoute', () => {
  // Stand-ins first on PATH: a `java` that reports `version`, and a Cloud CLI laid out as the
  // SDK is (bin/gcloud, platform/cloud-firestore-emulator/*.jar), so no emulator ever starts.
  function machine({ java, gcloud }) {
    const dir = mkdtempSync(join(scratch, 'machine-'));
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    if (java) {
      writeFileSync(
        join(bin, 'java'),
        `#!/bin/sh\necho 'openjdk version "${java}" 2025-04-15' >&2\n`,
      );
      chmodSync(join(bin, 'java'), 0o755);
    }
    if (gcloud) {
      const sdk = join(dir, 'google-cloud-sdk');
      mkdirSync(join(sdk, 'bin'), { recursive: true });
      writeFileSync(join(sdk, 'bin', 'gcloud'), '#!/bin/sh\nexit 1\n');
      chmodSync(join(sdk, 'bin', 'gcloud'), 0o755);
      symlinkSync(join(sdk, 'bin', 'gcloud'), join(bin, 'gcloud'));
      if (gcloud === 'with emulator') {
        mkdirSync(join(sdk, 'platform', 'cloud-firestore-emulator'), { recursive: true });
        writeFileSync(
          join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
          '',
        );
      }
    }
    return { PATH: bin, REQUIRE_EMULATOR: '1' };
  }

  it('takes the Cloud CLI route on Java 17, and says why', async () => {
    const status = await firestoreEmulatorRoute({
      env: machine({ java: '17.0.15', gcloud: 'with emulator' }),
    });
    expect(status).toMatchObject({ ok: true, route: 'gcloud' });
    expect(status.reason).toMatch(
      /Cloud CLI's.*Java 17.*the Firebase CLI's emulator needs Java 21\+/,
    );
  });

  it('takes the Firebase CLI route on Java 21', async () => {
    const status = await firestoreEmulatorRoute({
      env: machine({ java: '21.0.2', gcloud: 'with emulator' }),
    });
    expect(status).toMatchObject({ ok: true, route: 'firebase' });
  });

  it('names both reasons when neither can run', async () => {
    expect(
      await firestoreEmulatorRoute({
        env: machine({ java: '17.0.15', gcloud: 'without emulator' }),
      }),
    ).toEqual({
      ok: false,
      reason:
        "Java 17 found, the Firebase CLI's emulator needs Java 21+; gcloud has no cloud-firestore-emulator component (install google-cloud-cli-firestore-emulator)",
    });
    expect((await firestoreEmulatorRoute({ env: machine({ java: '8' }) })).reason).toMatch(
      /no gcloud on the PATH/,
    );
  });

  it('keeps to the route FIRESTORE_EMULATOR_ROUTE names', async () => {
    const env = {
      ...machine({ java: '17.0.15', gcloud: 'with emulator' }),
      FIRESTORE_EMULATOR_ROUTE: 'firebase',
    };
    expect(await firestoreEmulatorRoute({ env })).toEqual({
      ok: false,
      reason: "Java 17 found, the Firebase CLI's emulator needs Java 21+",
    });
  });
});

describe('the rules and live gates, as npm test runs them', () => {
  // Only the Firebase CLI's route, with a `java` that reports 17 first on PATH: the gate's
  // answer is the same on every machine, and no emulator is ever started.
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, 'java'),
    '#!/bin/sh\necho \'openjdk version "17.0.15" 2025-04-15\' >&2\n',
  );
  chmodSync(join(bin, 'java'), 0o755);
  const REASON = "Java 17 found, the Firebase CLI's emulator needs Java 21+";

  function gate(script, extraEnv) {
    const report = join(scratch, `${script}-${Math.random()}`);
    const env = { ...process.env };
    delete env.REQUIRE_EMULATOR;
    const result = spawnSync(process.execPath, [join('scripts', 'test', 'suite.mjs'), script], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...env,
        PATH: `${bin}:${process.env.PATH}`,
        FIRESTORE_EMULATOR_ROUTE: 'firebase',
        TEST_REPORT: report,
        ...extraEnv,
      },
    });
    let written;
    try {
      written = JSON.parse(readFileSync(`${report}.outcomes.json`, 'utf8'));
    } catch {
      written = undefined;
    }
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, written };
  }

  it.each([
    ['rules', 'rules'],
    ['abuse', 'abuse'],
    ['live', 'live wall'],
  ])('%s exits 0 but tells npm test the suite did not run', (script, suite) => {
    const { status, stdout, written } = gate(script);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(`not run: ${suite} (${REASON})`);
    expect(written).toEqual({ outcomes: [{ name: suite, status: 'not run', reason: REASON }] });
  });

  it("leaves the organizer's Firestore tests out, or fails under REQUIRE_EMULATOR=1", () => {
    const { status, stderr, written } = gate('organizer', { REQUIRE_EMULATOR: '1' });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      `error: the organizer's tests on Firestore cannot run (${REASON}) and REQUIRE_EMULATOR=1`,
    );
    expect(written).toBeUndefined();
  });

  it('names the suites it knows when asked for another', () => {
    const { status, stderr } = gate('nonesuch');
    expect(status).toBe(2);
    expect(stderr).toMatch(/usage: node scripts\/test\/suite\.mjs rules\|abuse\|e2e/);
  });

  it('reports both engines as not run, each with the reason', () => {
    const report = join(scratch, `engines-${Math.random()}`);
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      FIRESTORE_EMULATOR_ROUTE: 'firebase',
    };
    delete env.REQUIRE_EMULATOR;
    const engines = spawnSync(process.execPath, [join('scripts', 'test', 'engines.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...env, ENGINES_DRIVER: 'playwright', TEST_REPORT: report },
    });
    expect(engines.status).toBe(0);
    const { outcomes } = JSON.parse(readFileSync(`${report}.outcomes.json`, 'utf8'));
    expect(outcomes.map(({ name, status }) => [name, status])).toEqual([
      ['webkit', 'not run'],
      ['firefox', 'not run'],
    ]);
  });

  it('fails, and reports nothing as not run, under REQUIRE_EMULATOR=1', () => {
    const { status, stderr, written } = gate('rules', { REQUIRE_EMULATOR: '1' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/REQUIRE_EMULATOR=1/);
    expect(written).toBeUndefined();
  });
});
