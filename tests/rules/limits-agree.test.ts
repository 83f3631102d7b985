/**
 * The collection names, the length limits, the held-word bounds and the refused characters
 * live in two languages: src/data/schema/schema.ts (and src/data/schema/text.ts) for the app and
 * firestore.rules for the server, which cannot import TypeScript. This reads the rules as text and fails when
 * the two disagree, so a limit changed in one place cannot ship without the other. Likewise the
 * demo project's id and the emulators' ports (src/config/local.mjs) against the copies the
 * Firebase CLI reads (.firebaserc, firebase.json). It needs no emulator and runs with the unit
 * tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_NAME_MAX,
  COLLECTIONS,
  CONTENT_MAX,
  DEFAULT_PHOTO_CAP,
  DEFAULT_PHOTO_MODE,
  DEFAULT_POSTER_CAP,
  HELD_PATTERN_MAX,
  HELD_WORDS_MAX,
  MESSAGES_PAGE,
  MODERATOR_PAGE,
  OWN_POST_WINDOW_MINUTES,
  OWN_POST_WINDOW_MS,
  PHOTO_ALT_MAX,
  PHOTO_BYTES_MAX,
  PHOTO_CAP_MAX,
  PHOTO_CAP_MIN,
  PHOTO_EDGE_MAX,
  PHOTO_FIELDS,
  PHOTO_MODES,
  PHOTO_TYPES,
  POST_COOLDOWN_MS,
  POST_PAUSE_SECONDS,
  POSTER_CAP_MAX,
  POSTER_CAP_MIN,
  REACTION_CAP,
  REACTION_PAUSE_MS,
  THUMB_BYTES_MAX,
} from '../../src/data/schema/schema';
import {
  cleanText,
  hasLookalike,
  isBlank,
  RULES_BLANK_PATTERN,
  RULES_HIDDEN_FORMAT_PATTERN,
  RULES_LOOKALIKE_PATTERN,
  textToSend,
} from '../../src/data/schema/text';
import { cleanHeldWords, heldPattern, isHeld } from '../../src/data/schema/heldWords';
import {
  AUTH_EMULATOR_HOST,
  DEMO_PROJECT_ID,
  FIRESTORE_EMULATOR_HOST,
  LOCAL_HOST,
  PORTS,
} from '../../src/config/local.mjs';

// import.meta.dirname rather than new URL(...): under jsdom, URL is the DOM's, not Node's.
const rules = readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');

/** The one match of `pattern` in firestore.rules, as numbers (its capture groups). */
function ruleNumbers(pattern: RegExp, what: string): number[] {
  const found = [...rules.matchAll(new RegExp(pattern.source, 'g'))];
  expect(found, `one ${what} in firestore.rules`).toHaveLength(1);
  return (found[0] ?? []).slice(1).map(Number);
}

describe('length limits: firestore.rules and src/data/schema/schema.ts', () => {
  // From each field's `isFilledText(data.<field>, <max>)` check.
  it.each([
    ['the name', 'author_name', AUTHOR_NAME_MAX],
    ['the message', 'content', CONTENT_MAX],
  ])('agree on %s', (_what, field, max) => {
    const check = new RegExp(`isFilledText\\(\\s*data\\.${field}\\s*,\\s*(\\d+)\\s*\\)`);
    expect(ruleNumbers(check, `length check for ${field}`)).toEqual([max]);
  });

  it('are the spec numbers, 50 and 500', () => {
    expect([AUTHOR_NAME_MAX, CONTENT_MAX]).toEqual([50, 500]);
  });
});

describe('held-word bounds: firestore.rules and src/data/schema/schema.ts', () => {
  // From each settings field's `data.get('<field>', ...).size() <= <max>`.
  it.each([
    ['the number of entries', 'held_words', HELD_WORDS_MAX],
    ["the pattern's length", 'held_pattern', HELD_PATTERN_MAX],
  ])('agree on %s', (_what, field, max) => {
    const bound = new RegExp(`data\\.get\\('${field}',[^)]*\\)\\.size\\(\\)\\s*<=\\s*(\\d+)`);
    expect(ruleNumbers(bound, `size bound for ${field}`)).toEqual([max]);
  });

  it("are 100 and 4,096 (the rules engine's longest regular expression)", () => {
    expect([HELD_WORDS_MAX, HELD_PATTERN_MAX]).toEqual([100, 4096]);
  });
});

describe('collections: firestore.rules and src/data/schema/schema.ts', () => {
  // Every top-level `match /name/{id}` under the documents path, the catch-all aside.
  const matched = [...rules.matchAll(/^ {4}match \/([\w-]+)\/\{\w+\}/gm)].map((match) => match[1]);

  it('the rules have a block for every collection the app names, and for no other', () => {
    expect([...matched].sort()).toEqual([...COLLECTIONS].sort());
  });

  it('each collection has one block', () => {
    expect(new Set(matched).size).toBe(matched.length);
  });
});

describe('the pause and the cap: firestore.rules and src/data/schema/schema.ts', () => {
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

  it('agree on the window in which an author may edit or delete their post', () => {
    expect(ruleNumbers(/duration\.value\((\d+), 'm'\)/, 'own post window')).toEqual([
      OWN_POST_WINDOW_MINUTES,
    ]);
    expect(OWN_POST_WINDOW_MS).toBe(OWN_POST_WINDOW_MINUTES * 60_000);
  });

  it("are the issue's numbers: 30 s, 20 posts", () => {
    expect([POST_PAUSE_SECONDS, DEFAULT_POSTER_CAP]).toEqual([30, 20]);
  });
});

describe("photos' bounds: firestore.rules and src/data/schema/schema.ts", () => {
  /** The one `[...]` list of quoted strings after `prefix` in the rules, as strings. */
  function ruleList(pattern: RegExp, what: string): string[] {
    const found = [...rules.matchAll(new RegExp(pattern.source, 'g'))];
    expect(found, `one ${what} in firestore.rules`).toHaveLength(1);
    return [...(found[0]?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  }

  it("agree on each image's byte bound: the photo's and the thumbnail's, in KiB", () => {
    expect(
      ruleNumbers(
        /isPostImage\(messageId, request\.resource\.data, (\d+) \* (\d+)\)\s*&& request/,
        'photo bound',
      ),
    ).toEqual([PHOTO_BYTES_MAX / 1024, 1024]);
    expect(
      ruleNumbers(
        /isPostImage\(messageId, request\.resource\.data, (\d+) \* (\d+)\);/,
        'thumbnail bound',
      ),
    ).toEqual([THUMB_BYTES_MAX / 1024, 1024]);
  });

  it("agree on an image's fields and types", () => {
    expect(ruleList(/data\.keys\(\)\.hasOnly\((\['image'[^\]]*\])\)/, 'image fields')).toEqual([
      ...PHOTO_FIELDS,
    ]);
    expect(ruleList(/data\.type in (\[[^\]]*\])/, 'image types')).toEqual([...PHOTO_TYPES]);
  });

  it('agree on the bounds of a width or height, and on the alt text', () => {
    expect(ruleNumbers(/value is int && value >= (\d+) && value <= (\d+)/, 'pixel bounds')).toEqual(
      [1, PHOTO_EDGE_MAX],
    );
    expect(ruleNumbers(/isFilledText\(photo\.alt, (\d+)\)/, 'alt length')).toEqual([PHOTO_ALT_MAX]);
  });

  it("agree on the Photos switch's modes and default, and the photo cap's default and bounds", () => {
    expect(ruleList(/data\.get\('photos', '\w+'\) in (\[[^\]]*\])/, 'photo modes')).toEqual([
      ...PHOTO_MODES,
    ]);
    const defaults = [...rules.matchAll(/get\('photos', '(\w+)'\)/g)].map((match) => match[1]);
    expect(new Set(defaults)).toEqual(new Set([DEFAULT_PHOTO_MODE]));
    expect(ruleNumbers(/get\('photo_cap', (\d+)\)/, 'default photo cap')).toEqual([
      DEFAULT_PHOTO_CAP,
    ]);
    expect(
      ruleNumbers(/data\.photo_cap >= (\d+) && data\.photo_cap <= (\d+)/, 'photo cap bounds'),
    ).toEqual([PHOTO_CAP_MIN, PHOTO_CAP_MAX]);
  });

  it("are the issue's numbers: 400 KiB, 40 KiB, 5 photos", () => {
    expect([PHOTO_BYTES_MAX, THUMB_BYTES_MAX, DEFAULT_PHOTO_CAP]).toEqual([409_600, 40_960, 5]);
  });
});

describe("reactions' pause and cap: firestore.rules and src/data/schema/schema.ts", () => {
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

describe('page sizes: firestore.rules and src/data/schema/schema.ts', () => {
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

describe('refused characters: firestore.rules and src/data/schema/text.ts', () => {
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

  it('hold the blank pattern exactly as src/data/schema/text.ts builds it', () => {
    expect(rulesString('blankPattern')).toBe(RULES_BLANK_PATTERN);
  });

  it('agree on blank text of several characters, and on the empty string', () => {
    for (const text of [
      '',
      ' \u00a0\u200b\t\n',
      '\u3000\u2028\ufeff',
      ' a ',
      '\u200bx',
      // Blanks, format characters and variation selectors: blank, whatever the emoji rules keep.
      '\u2800\ufe0f',
      '\u2800\u200d\u2800',
      '\u3164\ufe0e ',
      '\ufff9\u0600\u{13430}',
      '\u2800\ufe0f\u2801',
    ]) {
      expect(blank.test(text), JSON.stringify(text)).toBe(isBlank(text));
      expect(blank.test(text), JSON.stringify(text)).toBe(isBlank(textToSend(text, true)));
    }
    expect(blank.test('\u2800\ufe0f')).toBe(true);
  });

  const hidden = rulesPattern('hiddenFormatPattern');

  it('hold the hidden-format pattern exactly as src/data/schema/text.ts builds it', () => {
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
      'be\ufff9er',
      'be\u0600er',
      'be\u{13430}er',
      '\u2800\ufe0f',
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

describe('the word filter: firestore.rules and the form (src/data/schema/heldWords.ts)', () => {
  const lookalike = rulesPattern('lookalikePattern');

  it('hold the look-alike pattern exactly as src/data/schema/text.ts builds it', () => {
    expect(rulesString('lookalikePattern')).toBe(RULES_LOOKALIKE_PATTERN);
  });

  it('agree, character by character, on what is a look-alike or a mark on a letter', () => {
    const disagree = everyCodePoint.filter((codePoint) => {
      const text = `a${String.fromCodePoint(codePoint)}\nz`;
      return lookalike.test(text) !== hasLookalike(text);
    });
    expect(disagree.map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  // What the rules do with the stored pattern (containsHeldWord): the name or the text
  // matches it, or, the filter being on, holds a look-alike.
  const pattern = heldPattern(cleanHeldWords(['beer']));
  const listed = new RegExp(`^(?:${pattern.replace(/^\(\?is\)/, '')})$`, 'isu');
  const rulesHold = (text: string) => listed.test(text) || lookalike.test(text);

  it.each([
    ['fullwidth', 'ｆｒｅｅ ｂｅｅｒ', true],
    ['mathematical bold', '𝐛𝐞𝐞𝐫', true],
    ['mathematical script', '𝓗𝓪𝓹𝓹𝔂 𝓑𝓲𝓻𝓽𝓱𝓭𝓪𝔂', true],
    ['a mark on the space before the word', 'free \u0301beer', true],
    ['a mark after the word', 'beer\u0332', true],
    ['the word itself', 'Free BEER!', true],
    ['underlined letters', 'b\u0332e\u0332e\u0332r\u0332s', true],
    ['a longer word', 'beers!', false],
    ['a plain greeting', 'Happy birthday, Zoë! 🎉 1️⃣', false],
  ])('agree on %s', (_case, text, held) => {
    expect(rulesHold(text)).toBe(held);
    expect(isHeld(pattern, text)).toBe(held);
    expect(isHeld(pattern, textToSend(text, false))).toBe(held);
  });
});

describe('the demo project and the emulator ports: src/config/local.mjs and the Firebase CLI', () => {
  const root = join(import.meta.dirname, '..', '..');
  const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;

  it("agree on the project: .firebaserc's default is the demo project", () => {
    expect(json('.firebaserc')).toEqual({ projects: { default: DEMO_PROJECT_ID } });
  });

  it("agree on where each emulator listens: firebase.json's emulators block", () => {
    const { emulators } = json('firebase.json') as {
      emulators: Record<string, { host?: string; port?: number }>;
    };
    for (const name of ['firestore', 'auth', 'hosting'] as const) {
      expect(emulators[name], name).toEqual({ host: LOCAL_HOST, port: PORTS[name] });
    }
  });

  it('agree on the hosts .env.example gives a demo build', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    expect(example).toContain(`\nVITE_FIRESTORE_EMULATOR_HOST=${FIRESTORE_EMULATOR_HOST}\n`);
    expect(example).toContain(`\nVITE_AUTH_EMULATOR_HOST=${AUTH_EMULATOR_HOST}\n`);
  });
});
