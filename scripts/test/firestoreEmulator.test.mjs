// @vitest-environment node
// The promise scripts/test/firestoreEmulator.mjs makes: no java outlives the command that started
// the emulator, whether it ends normally, fails, or is stopped with Ctrl+C. Each case starts a
// real emulator (on a free port, never a project one) in a child Node process, so it runs only
// where a route can start one; elsewhere it says so as skipped.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { emulatorJavaToolOptions, firestoreEmulatorRoute } from './firestoreEmulator.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const route = await firestoreEmulatorRoute({ probe: false });

function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Whether any process of group `pgid` is alive. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a child that starts the emulator, prints its process group, then does `then`
 * ('exit', 'throw' or 'wait'); resolves with { pgid, code, signal } once the child has ended
 * (after `signal` was sent to it, for 'wait'). `expect` is the calling test's own.
 */
async function lifecycle(then, signal, expect) {
  const host = `127.0.0.1:${await freePort()}`;
  const script = `
    import { startFirestoreEmulator } from './scripts/test/firestoreEmulator.mjs';
    const emulator = await startFirestoreEmulator({ host, quiet: true });
    console.log('GROUP ' + emulator.pid);
    if (${JSON.stringify(then)} === 'exit') process.exit(0);
    if (${JSON.stringify(then)} === 'throw') throw new Error('a failing suite');
    setInterval(() => {}, 1000);
  `.replace('{ host,', `{ host: '${host}',`);
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const pgid = await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /GROUP (\d+)/.exec(out);
      if (match) done(Number(match[1]));
    });
    child.on('exit', () => fail(new Error(`the child ended before starting: ${out}`)));
  });
  // gcloud (Python) starts the emulator's launcher, which starts java, all in this group.
  expect(spawnSync('pgrep', ['-g', String(pgid), 'java']).status).toBe(0);
  const ended = new Promise((done) =>
    child.on('exit', (code, killedBy) => done({ code, signal: killedBy })),
  );
  if (signal) child.kill(signal);
  return { pgid, ...(await ended) };
}

describe.skipIf(!route.ok)(`the Firestore emulator's lifetime (${route.reason})`, () => {
  // Side by side: each case has its own child, port and process group, and most of a case is
  // waiting for its java to start, so four at once take little longer than one.
  // it.for hands each case its own context, whose expect a concurrent test must use.
  it.concurrent.for([
    ['a normal exit', 'exit', undefined],
    ['a failure', 'throw', undefined],
    ['Ctrl+C', 'wait', 'SIGINT'],
    ['SIGTERM', 'wait', 'SIGTERM'],
  ])(
    'leaves no process of its group, java included, after %s',
    async ([, then, signal], { expect }) => {
      const { pgid } = await lifecycle(then, signal, expect);
      // The group's last processes may take a moment to be reaped after the child has ended.
      await expect.poll(() => groupAlive(pgid), { timeout: 20_000 }).toBe(false);
    },
    90_000,
  );
});

describe("the emulator JVM's options", () => {
  it('asks for the first JIT tier and the serial collector', ({ expect }) => {
    expect(emulatorJavaToolOptions(undefined)).toBe('-XX:TieredStopAtLevel=1 -XX:+UseSerialGC');
    expect(emulatorJavaToolOptions('  ')).toBe('-XX:TieredStopAtLevel=1 -XX:+UseSerialGC');
  });

  it("puts a developer's own options last, where the JVM lets them win", ({ expect }) => {
    expect(emulatorJavaToolOptions('-XX:TieredStopAtLevel=4 -Xmx2g')).toBe(
      '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:TieredStopAtLevel=4 -Xmx2g',
    );
  });

  it("leaves its collector out where a developer's options choose one", ({ expect }) => {
    expect(emulatorJavaToolOptions('-XX:+UseZGC -Xmx2g')).toBe(
      '-XX:TieredStopAtLevel=1 -XX:+UseZGC -Xmx2g',
    );
  });
});
