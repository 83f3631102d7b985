/**
 * The collection names, the length limits, the held-word bounds and the refused characters
 * live in two languages: src/data/schema.ts (and src/data/text.ts) for the app and
 * firestore.rules for the server, which cannot import TypeScript. This reads the rules as text and fails when
 * the two disagree, so a limit changed in one place cannot ship without the other. It needs no
 * emulator and runs with the unit tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_NAME_MAX,
  COLLECTIONS,
  CONTENT_MAX,
  DEFAULT_POSTER_CAP,
  HELD_PATTERN_MAX,
  HELD_WORDS_MAX,
  MESSAGES_PAGE,
  MODERATOR_PAGE,
  POST_COOLDOWN_MS,
  POST_PAUSE_SECONDS,
  POSTER_CAP_MAX,
  POSTER_CAP_MIN,
  REACTION_CAP,
  REACTION_PAUSE_MS,
} from '../../src/data/schema';
import { cleanText, isBlank, RULES_HIDDEN_FORMAT_PATTERN } from '../../src/data/text';

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

describe('length limits: firestore.rules and src/data/schema.ts', () => {
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

/** The bound the rules give a settings field's size, from `data.get('<field>', ...).size() <= <max>`. */
function settingsBound(field: string): number | undefined {
  const pattern = new RegExp(`data\\.get\\('${field}',[^)]*\\)\\.size\\(\\)\\s*<=\\s*(\\d+)`, 'g');
  const bounds = [...rules.matchAll(pattern)].map((match) => Number(match[1]));
  expect(bounds, `one size bound for ${field} in firestore.rules`).toHaveLength(1);
  return bounds[0];
}

describe('held-word bounds: firestore.rules and src/data/schema.ts', () => {
  it('agree on the number of entries', () => {
    expect(settingsBound('held_words')).toBe(HELD_WORDS_MAX);
  });

  it("agree on the pattern's length", () => {
    expect(settingsBound('held_pattern')).toBe(HELD_PATTERN_MAX);
  });

  it('are 100 and 20,000', () => {
    expect([HELD_WORDS_MAX, HELD_PATTERN_MAX]).toEqual([100, 20_000]);
  });
});

describe('collections: firestore.rules and src/data/schema.ts', () => {
  // Every top-level `match /name/{id}` under the documents path, the catch-all aside.
  const matched = [...rules.matchAll(/^ {4}match \/([\w-]+)\/\{\w+\}/gm)].map((match) => match[1]);

  it('the rules have a block for every collection the app names, and for no other', () => {
    expect([...matched].sort()).toEqual([...COLLECTIONS].sort());
  });

  it('each collection has one block', () => {
    expect(new Set(matched).size).toBe(matched.length);
  });
});

/** The one match of `pattern` in firestore.rules, as numbers (its capture groups). */
function ruleNumbers(pattern: RegExp, what: string): number[] {
  const found = [...rules.matchAll(new RegExp(pattern.source, 'g'))];
  expect(found, `one ${what} in firestore.rules`).toHaveLength(1);
  return (found[0] ?? []).slice(1).map(Number);
}

describe('the pause and the cap: firestore.rules and src/data/schema.ts', () => {
  it("agree on the pause between two posts, which is the form's", () => {
    expect(ruleNumbers(/duration\.value\((\d+), 's'\)/, 'pause')).toEqual([POST_PAUSE_SECONDS]);
    expect(POST_COOLDOWN_MS).toBe(POST_PAUSE_SECONDS * 1000);
  });

  it('agree on the default cap per identity', () => {
    expect(ruleNumbers(/get\('poster_cap', (\d+)\)/, 'default cap')).toEqual([DEFAULT_POSTER_CAP]);
  });

  it("agree on the bounds of the organizer's cap", () => {
    expect(
      ruleNumbers(/data\.poster_cap >= (\d+) && data\.poster_cap <= (\d+)/, 'cap bounds'),
    ).toEqual([POSTER_CAP_MIN, POSTER_CAP_MAX]);
  });

  it("are the issue's numbers: 30 s, 20 posts", () => {
    expect([POST_PAUSE_SECONDS, DEFAULT_POSTER_CAP]).toEqual([30, 20]);
  });
});

describe("reactions' pause and cap: firestore.rules and src/data/schema.ts", () => {
  it('agree on the pause between two reaction changes', () => {
    expect(ruleNumbers(/duration\.value\((\d+), 'ms'\)/, 'reaction pause')).toEqual([
      REACTION_PAUSE_MS,
    ]);
  });

  it('agree on the cap per identity', () => {
    expect(ruleNumbers(/function reactionCap\(\)\s*\{\s*return (\d+);/, 'reaction cap')).toEqual([
      REACTION_CAP,
    ]);
  });
});

describe('page sizes: firestore.rules and src/data/schema.ts', () => {
  /** The bounds mayListMessages() puts on request.query.limit, in order. */
  function listBounds(): number[] {
    const body = /function mayListMessages\(\)\s*\{([^}]*)\}/.exec(rules)?.[1] ?? '';
    return [...body.matchAll(/request\.query\.limit\s*<=\s*(\d+)/g)].map((m) => Number(m[1]));
  }

  it('agree on a visitor’s page and a moderator’s', () => {
    expect(listBounds()).toEqual([MESSAGES_PAGE, MODERATOR_PAGE]);
  });

  it('let the messages list only through that function', () => {
    const messagesBlock = /match \/messages\/\{messageId\} \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1];
    // The guests' own reactions under a message are a block of their own, never listed.
    const reactions = /\n {6}match \/reactions\/\{reactionId\} \{[\s\S]*?\n {6}\}/;
    expect(messagesBlock).toMatch(reactions);
    expect(reactions.exec(messagesBlock ?? '')?.[0]).toMatch(/allow list: if false;/);
    const own = messagesBlock?.replace(reactions, '');
    expect(own).toMatch(/allow list: if mayListMessages\(\);/);
    expect(own?.match(/allow (read|list)/g)).toEqual(['allow list']);
  });
});

/** The string a rules function returns, as the rules engine reads the literal. */
function rulesString(name: string): string {
  const found = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return '([^']*)';`).exec(rules);
  expect(found, `function ${name}() in firestore.rules`).not.toBeNull();
  return (found?.[1] ?? '').replaceAll('\\\\', '\\');
}

/**
 * The rules pattern returned by `function <name>() { return '...'; }`, as a JavaScript RegExp
 * that matches the whole string, as the rules' matches() does. The rules write RE2 inside a
 * string literal (`\\x{a0}`); JavaScript spells the same class `\u{a0}` with the u flag.
 */
function rulesPattern(name: string): RegExp {
  const re2 = rulesString(name);
  const dotAll = re2.startsWith('(?s)');
  const source = (dotAll ? re2.slice(4) : re2).replace(/\\x\{([0-9a-f]+)\}/gi, '\\u{$1}');
  return new RegExp(`^(?:${source})$`, dotAll ? 'su' : 'u');
}

const everyCodePoint = Array.from({ length: 0x10000 }, (_, codePoint) => codePoint)
  .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
  .concat([0x1f389, 0x1f468, 0x1f3fd, 0x1f1f3, 0xe0001, 0x10ffff]);

describe('refused characters: firestore.rules and src/data/text.ts', () => {
  const blank = rulesPattern('blankPattern');
  const control = rulesPattern('controlPattern');
  const lineBreak = rulesPattern('lineBreakPattern');

  it('agree, character by character, on what is blank', () => {
    const disagree = everyCodePoint.filter((codePoint) => {
      const text = String.fromCodePoint(codePoint);
      return blank.test(text) !== isBlank(text);
    });
    expect(disagree.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  it('agree on blank text of several characters, and on the empty string', () => {
    for (const text of ['', ' \u00a0\u200b\t\n', '\u3000\u2028\ufeff', ' a ', '\u200bx']) {
      expect(blank.test(text), JSON.stringify(text)).toBe(isBlank(text));
    }
  });

  const hidden = rulesPattern('hiddenFormatPattern');

  it('hold the hidden-format pattern exactly as src/data/text.ts builds it', () => {
    expect(rulesString('hiddenFormatPattern')).toBe(RULES_HIDDEN_FORMAT_PATTERN);
  });

  // Every character between letters, and in the places an emoji sequence puts its format
  // characters (after a symbol, a selector, a digit, the black flag; before a symbol).
  const contexts: [string, string][] = [
    ['a', 'b'],
    ['\u{1f389}', '\u{1f389}'],
    ['\u2764\ufe0f', '\u{1f525}'],
    ['1', '\u20e3'],
    ['\u{1f3f4}', '\u{e007f}'],
    ['', ''],
  ];

  it('agree on what a message may not contain: the form removes exactly what the rules refuse', () => {
    const disagree = contexts.flatMap(([before, after]) =>
      everyCodePoint
        .filter((codePoint) => {
          const text = `${before}${String.fromCodePoint(codePoint)}${after}`;
          const refused = control.test(text) || hidden.test(text);
          return refused !== (cleanText(text, false) !== text);
        })
        .map((codePoint) => `${before}+${codePoint.toString(16)}+${after}`),
    );
    expect(disagree).toEqual([]);
  });

  it('agree on what a name may not contain (no tabs or line breaks either)', () => {
    const disagree = contexts.flatMap(([before, after]) =>
      everyCodePoint
        .filter((codePoint) => {
          const text = `${before}${String.fromCodePoint(codePoint)}${after}`;
          const refused = control.test(text) || lineBreak.test(text) || hidden.test(text);
          return refused !== (cleanText(text, true) !== text);
        })
        .map((codePoint) => `${before}+${codePoint.toString(16)}+${after}`),
    );
    expect(disagree).toEqual([]);
  });

  it('agree on emoji sequences kept whole and on format characters out of place', () => {
    for (const text of [
      '👨‍👩‍👧‍👦',
      '🏳️‍🌈',
      '👨🏽‍💻',
      '1️⃣',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
      '🏴‍☠️',
      'be\u200der',
      '\ufe0f',
      '🎉\u200d',
      '\u200d🎉',
      '🎉\ufe0f\ufe0f',
      'a\u{e0067}',
    ]) {
      expect(hidden.test(text), JSON.stringify(text)).toBe(cleanText(text, false) !== text);
    }
  });

  it('find a control character anywhere, line breaks around it included', () => {
    expect(control.test('line one\nline two\u0007')).toBe(true);
    expect(control.test('line one\nline two\tend')).toBe(false);
    expect(lineBreak.test('first\nsecond')).toBe(true);
  });
});
