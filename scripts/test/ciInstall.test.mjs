// .ci/run installs without re2's build (see there): the Hosting emulator's superstatic then
// matches with RegExp instead of RE2, which differs only for "regex" rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const firebaseJson = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
);

describe("firebase.json's hosting block", () => {
  it('matches paths by glob only, so the Hosting emulator behaves the same without re2', () => {
    const { hosting } = firebaseJson;
    const rules = ['redirects', 'rewrites', 'headers'].flatMap((kind) => hosting[kind] ?? []);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((rule) => 'regex' in rule)).toEqual([]);
  });
});
