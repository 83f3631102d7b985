/**
 * What the rules language's string.size() counts, asked of the emulator itself: the form
 * counts UTF-16 code units (the inputs' maxLength), so the wall is safe only if size() never
 * counts more than that; and the limits mean something only if it never counts fewer than
 * code points. Google documents size() only as "the number of characters". The Cloud CLI's
 * emulator (1.19.9) counts UTF-16 units: '🎉' is 2 (docs/wall.md).
 *
 * A project of its own with probe rules, so the other files' rules are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { emulatorAddress } from './rulesEnvironment';

const PROBE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /probe/{id} {
      allow create: if request.resource.data.s.size() == request.resource.data.n;
    }
  }
}
`;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-string-size-probe',
    firestore: { rules: PROBE_RULES, ...emulatorAddress() },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

/** The n for which the rules say s.size() == n, searched between code points and UTF-16 units. */
async function ruleSize(s: string): Promise<number | undefined> {
  const probe = env.unauthenticatedContext().firestore().collection('probe');
  for (let n = [...s].length; n <= s.length; n += 1) {
    try {
      await probe.add({ s, n });
      return n;
    } catch {
      // Not this n.
    }
  }
  return undefined;
}

const SAMPLES: [string, string][] = [
  ['plain letters', 'Jake'],
  ['an accented letter made of two code points', 'e\u0301'],
  ['a BMP symbol', '\u2615'],
  ['an astral emoji', '\u{1F389}'],
  ['an emoji with a skin tone', '\u{1F44D}\u{1F3FD}'],
  ['a ZWJ family', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
  ['letters around an emoji', 'a\u{1F389}b'],
];

describe('string.size() in the rules', () => {
  it.each(SAMPLES)(
    'counts %s no more than UTF-16 units and no fewer than code points',
    async (_label, s) => {
      const size = await ruleSize(s);
      expect(size).toBeDefined();
      expect(size).toBeGreaterThanOrEqual([...s].length);
      expect(size).toBeLessThanOrEqual(s.length);
    },
  );
});
