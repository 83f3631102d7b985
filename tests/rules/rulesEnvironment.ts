import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** Where scripts/test/firestoreEmulator.mjs says the emulator listens: "host:port" or "[::1]:port". */
export function emulatorAddress(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST;
  const match = raw ? /^\[?([^\]]+?)\]?:(\d+)$/.exec(raw) : null;
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `FIRESTORE_EMULATOR_HOST is ${raw ? `"${raw}"` : 'not set'}; run this suite with npm run test:rules.`,
    );
  }
  return { host: match[1], port: Number(match[2]) };
}

/** The rules test environment every rules suite runs in: the project's firestore.rules, loaded into the emulator. */
export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: 'demo-birthday-wall',
    firestore: {
      rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8'),
      ...emulatorAddress(),
    },
  });
}
