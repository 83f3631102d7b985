// Every relative link in README.md and docs/*.md leads somewhere: the file exists and, with a
// #fragment, the file has that heading (GitHub's slugs). External links are not fetched.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headings(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) => slug(heading)));
}

function links(file) {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('links in the README and docs/', () => {
  it('finds the pages it checks', () => {
    expect(DOCS).toContain('docs/architecture.md');
  });

  it.each(DOCS)('%s: every relative link resolves', (file) => {
    const broken = links(file).filter((target) => {
      const [path, fragment] = target.split('#');
      const resolved = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(join(ROOT, resolved))) return true;
      if (!fragment || !statSync(join(ROOT, resolved)).isFile()) return false;
      return !headings(resolved).has(fragment);
    });
    expect(broken).toEqual([]);
  });

  it('slugs headings the way GitHub does', () => {
    expect(slug('App Check (optional)')).toBe('app-check-optional');
    expect(slug('Which `Chromium`')).toBe('which-chromium');
  });
});
