// The docs about the security rules are checked against firestore.rules, so they cannot drift:
// docs/permissions.md has one row for every allow line (and says "never" only where the rules
// allow nothing), names only rules functions that exist, and quotes only rules tests that
// exist; and no doc (README.md, docs/*.md) names a function the code does not have.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

const OPS = ['get', 'list', 'create', 'update', 'delete'];
const EVERYTHING_ELSE = '**';
const SHORTHANDS = { read: ['get', 'list'], write: ['create', 'update', 'delete'] };
/** What the rules language itself provides, named in the docs beside the rules' own functions. */
const RULES_BUILTINS = new Set(['exists', 'existsAfter', 'get', 'getAfter', 'hasOnly', 'matches']);
/** Names the docs take from a library, not from this tree. */
const LIBRARY_NAMES = new Set(['isPermanentWriteError']); // the Firestore Web SDK's, docs/wall.md

/** `messages/{messageId}/reactions/{reactionId}` and `messages/{id}/reactions` both read `messages/reactions`. */
export function collectionOf(path) {
  if (path === EVERYTHING_ELSE) return path;
  return path
    .split('/')
    .filter((part) => part && !part.startsWith('{'))
    .join('/');
}

function expandOps(words) {
  return words.flatMap((word) => SHORTHANDS[word] ?? [word]);
}

/** The rules' functions and, per collection and operation, the condition of its allow line. */
export function parseRules(source) {
  const text = source.replace(/\/\/.*$/gm, '');
  const functions = new Set([...text.matchAll(/\bfunction\s+(\w+)\s*\(/g)].map(([, name]) => name));
  const allows = new Map();
  const stack = [];
  const tokens = /\bmatch\s+(\S+)\s*\{|\ballow\s+([\w\s,]+?)\s*:\s*if\s+([^;]+);|[{}]/g;
  for (const [token, matchPath, ops, condition] of text.matchAll(tokens)) {
    if (matchPath !== undefined) stack.push(matchPath);
    else if (ops !== undefined) {
      const path = stack.join('').replace(/^\/databases\/\{database\}\/documents/, '');
      const collection = path === '/{document=**}' ? EVERYTHING_ELSE : collectionOf(path);
      for (const op of expandOps(ops.split(/\s*,\s*/))) {
        allows.set(`${collection} ${op}`, condition.replace(/\s+/g, ' ').trim());
      }
    } else if (token === '{') stack.push('');
    else stack.pop();
  }
  return { functions, allows };
}

/**
 * The collections a row's subject names, each with its operations: "`messages` create (approval),
 * `removed_messages` create (decline)" or "`photos`, `thumbs` get", where a name without its own
 * takes the next one's.
 */
function subjectOf(head) {
  const groups = [];
  for (const [, name, op] of head.matchAll(
    /`([^`]+)`|\([^)]*\)|\b(get|list|read|create|update|delete|write)\b/g,
  )) {
    if (name) groups.push({ name, ops: [] });
    else if (op) groups.at(-1)?.ops.push(...expandOps([op]));
  }
  groups.forEach((group, index) => {
    if (group.ops.length === 0)
      group.ops = groups.slice(index + 1).find(({ ops }) => ops.length > 0)?.ops ?? [];
  });
  return groups;
}

/** The table's rows: the subject's collections and operations, its claim, and its two test cells. */
export function parsePermissions(markdown) {
  const rows = [];
  let head = '';
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ') || /^\| (Path and permission|-)/.test(line)) continue;
    const [subject, allowed, refused] = line
      .split(/(?<!\\)\|/)
      .slice(1, 4)
      .map((cell) => cell.trim());
    const colon = subject.indexOf(': ');
    const ownHead = colon === -1 ? subject : subject.slice(0, colon);
    if (!ownHead.startsWith('…')) head = ownHead;
    const claim = colon === -1 ? '' : subject.slice(colon + 2);
    const groups = head.startsWith('everything else')
      ? [{ name: EVERYTHING_ELSE, ops: OPS }]
      : subjectOf(head);
    rows.push({ line, subject, claim, groups, allowed, refused });
  }
  return rows;
}

/** Each quoted case of a cell with the rules test file its letter names ("M", "Ph"...). */
export function quotedCases(cell) {
  const cases = [];
  let letter;
  for (const [, fileLetter, quote] of cell.matchAll(
    /\b(Ph|St|[MSOPARLDG])\b(?=[^"]*(?:"|$))|"([^"]*)"/g,
  )) {
    if (fileLetter) letter = fileLetter;
    else cases.push({ letter, quote });
  }
  return cases;
}

const LETTERS = {
  M: 'messages',
  S: 'wallSettings',
  O: 'moderation',
  P: 'posters',
  A: 'ownPosts',
  R: 'reactions',
  L: 'lookalikes',
  D: 'desk',
  G: 'guestWrites',
  Ph: 'photos',
  St: 'storage',
};

/** Numbers and `${...}` read alike, so "post number 21" finds `post number ${POSTER_CAP + 1}`. */
const loose = (text) =>
  text
    .replace(/\$\{[^}]*\}/g, '#')
    .replace(/\d[\d,]*/g, '#')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ');

const rules = parseRules(read('firestore.rules'));
const rows = parsePermissions(read('docs/permissions.md'));
const collections = new Set([...rules.allows.keys()].map((key) => key.split(' ')[0]));
/** "messages update", "messages/reactions get"... for the collections a row's subject names. */
const permissionsOf = (groups) =>
  groups
    .filter(({ name }) => collections.has(collectionOf(name)))
    .flatMap(({ name, ops }) => ops.map((op) => `${collectionOf(name)} ${op}`));
const camelNames = (text) =>
  [...text.matchAll(/`([a-z]+(?:[A-Z][a-z0-9]*)+)(?:\([^`]*\))?`/g)].map(([, name]) => name);

describe('docs/permissions.md against firestore.rules', () => {
  it('reads the rules and the table', () => {
    expect(rules.allows.get('messages get')).toBe('true');
    expect(rules.allows.get('messages/reactions list')).toBe('false');
    expect(rows.length).toBeGreaterThan(50);
  });

  it('names only collections the rules match, or words the rules use', () => {
    const rulesText = read('firestore.rules');
    const unknown = rows.flatMap(({ groups }) =>
      groups
        .map(({ name }) => name)
        .filter((name) => !collections.has(collectionOf(name)) && !rulesText.includes(name)),
    );
    expect(unknown).toEqual([]);
  });

  it('says "never" only where the rules allow nothing, and claims the rest only where they allow it', () => {
    const wrong = rows.flatMap(({ subject, claim, groups }) => {
      const never = /^never\b/.test(claim);
      return permissionsOf(groups)
        .filter((key) => never !== ['false', undefined].includes(rules.allows.get(key)))
        .map((key) => `${subject} (${key}: if ${rules.allows.get(key) ?? 'nothing'})`);
    });
    expect(wrong).toEqual([]);
  });

  it('has a row for every allow line of the rules', () => {
    const named = new Set(rows.flatMap(({ groups }) => permissionsOf(groups)));
    const missing = [...rules.allows.keys()].filter((key) => !named.has(key));
    expect(missing).toEqual([]);
  });

  it('names only functions the rules have', () => {
    const unknown = rows.flatMap(({ line }) =>
      camelNames(line).filter((name) => !rules.functions.has(name) && !RULES_BUILTINS.has(name)),
    );
    expect(unknown).toEqual([]);
  });

  it('quotes only cases its rules tests have', () => {
    const tests = Object.fromEntries(
      Object.entries(LETTERS).map(([letter, name]) => [
        letter,
        loose(read(`tests/rules/${name}.rules.test.ts`)),
      ]),
    );
    const missing = rows.flatMap(({ allowed, refused }) =>
      [allowed, refused].flatMap(quotedCases).flatMap(({ letter, quote }) =>
        quote
          .split(/…|›/)
          .map((part) => part.trim())
          .filter((part) => part.length > 3)
          .filter((part) => !tests[letter]?.includes(loose(part)))
          .map((part) => `${letter} "${part}"`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

function sourceFiles(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js|html|json|rules)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('functions the docs name', () => {
  const docs = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  const code = [
    'firestore.rules',
    'vite.config.ts',
    'playwright.config.ts',
    ...['src', 'scripts', 'tests', 'bench'].flatMap(sourceFiles),
  ]
    .map(read)
    .join('\n');

  it.each(docs)('%s names only functions that exist', (doc) => {
    const unknown = camelNames(read(doc)).filter(
      (name) => !LIBRARY_NAMES.has(name) && !new RegExp(`\\b${name}\\b`).test(code),
    );
    expect(unknown).toEqual([]);
  });
});
