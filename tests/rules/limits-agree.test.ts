/**
 * The length limits live in two languages: src/wall/limits.ts for the form and firestore.rules
 * for the server, which cannot import TypeScript. This reads the rules as text and fails when
 * the two disagree, so a limit changed in one place cannot ship without the other. It needs no
 * emulator and runs with the unit tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../src/wall/limits';

// import.meta.dirname rather than new URL(...): under jsdom, URL is the DOM's, not Node's.
const rules = readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');

/** The maximum the rules give a field, from its `isFilledText(data.<field>, <max>)` check. */
function ruleLimit(field: string): number | undefined {
  const pattern = new RegExp(`isFilledText\\(\\s*data\\.${field}\\s*,\\s*(\\d+)\\s*\\)`, 'g');
  const limits = [...rules.matchAll(pattern)].map((match) => Number(match[1]));
  // Exactly one check per field: a second one with another number would make the first a lie.
  expect(limits, `one length check for ${field} in firestore.rules`).toHaveLength(1);
  return limits[0];
}

describe('length limits: firestore.rules and src/wall/limits.ts', () => {
  it('agree on the name', () => {
    expect(ruleLimit('author_name')).toBe(AUTHOR_NAME_MAX);
  });

  it('agree on the message', () => {
    expect(ruleLimit('content')).toBe(CONTENT_MAX);
  });

  it('are the spec numbers, 50 and 500', () => {
    expect([AUTHOR_NAME_MAX, CONTENT_MAX]).toEqual([50, 500]);
  });
});
