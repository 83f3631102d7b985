import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from 'prettier';
import { END, parseBlock, START, updateDocument, writeDocsTable } from './docsTable.mjs';
import { row } from './report.mjs';

const MACHINE = '2 x AMD EPYC, load average 3.8 4.6 5.7; Chromium 140.0.7339.80';

const fullRun = {
  date: '2026-11-27',
  commit: 'abc1234',
  machine: MACHINE,
  sections: ['chunks', 'scale'],
  rows: [
    row('chunks', 'critical-path JS (gzip)', 5980, 'criticalJsGzip'),
    row('chunks', 'critical path: HTML + CSS + JS (gzip)', 16_770, undefined, { unit: 'bytes' }),
    row('scale', 'first card vs the floor, 50 messages', 3.4, 'scaleArrivalRatio', {
      note: '3.40x (1190 ms / 350 ms)',
    }),
    row('scale', 'first card at 50', 1190, 'scaleFirstCardMs'),
  ],
};

const scaleAgain = {
  date: '2026-11-28',
  commit: 'def5678',
  machine: MACHINE,
  sections: ['scale'],
  rows: [
    row('scale', 'first card vs the floor, 50 messages', 2.6, 'scaleArrivalRatio', {
      note: '2.60x (900 ms / 346 ms)',
    }),
  ],
};

const DOC = `# Performance\n\nProse before.\n\n${START}\n${END}\n\nProse after.\n`;

describe('the bench table in docs/performance.md', () => {
  it('writes each budgeted figure with its value, budget and status, and the run it comes from', () => {
    const text = updateDocument(DOC, fullRun);
    expect(text).toContain('- `chunks, scale`: 2026-11-27, abc1234; 2 x AMD EPYC');
    expect(text).toContain('| chunks | critical-path JS (gzip) | 5.98 kB | ≤ 60.00 kB | ok |');
    expect(text).toContain(
      '| scale | first card vs the floor, 50 messages | 3.40x (1190 ms / 350 ms) | ≤ 3 x | FAIL |',
    );
    expect(text).toContain('| scale | first card at 50 | 1190 ms | ≤ 1200 ms | ok |');
    // A figure without a budget stays in the bench's own output.
    expect(text).not.toContain('critical path: HTML + CSS + JS');
    expect(text.startsWith('# Performance\n\nProse before.\n\n')).toBe(true);
    expect(text.endsWith('\n\nProse after.\n')).toBe(true);
  });

  it('replaces only the sections a partial run measured, and says which run each comes from', () => {
    const text = updateDocument(updateDocument(DOC, fullRun), scaleAgain);
    const { runs, rows } = parseBlock(text.slice(text.indexOf(START), text.indexOf(END)));
    expect(runs.map((run) => run.sections)).toEqual([['chunks'], ['scale']]);
    expect(runs[1].text).toContain('2026-11-28, def5678');
    expect(rows.get('chunks')).toHaveLength(1);
    expect(rows.get('scale')).toEqual([
      '| scale | first card vs the floor, 50 messages | 2.60x (900 ms / 346 ms) | ≤ 3 x | ok |',
    ]);
  });

  it('refuses a document without the markers rather than guess where the table goes', () => {
    expect(() => updateDocument('# Performance\n', fullRun)).toThrow(/bench:table:start/);
  });

  it('leaves the file as Prettier formats it, and a second write changes nothing', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-table-')), 'performance.md');
    writeFileSync(file, DOC);
    await writeDocsTable(fullRun, file);
    await writeDocsTable(scaleAgain, file);
    const once = readFileSync(file, 'utf8');
    expect(await check(once, { parser: 'markdown' })).toBe(true);
    await writeDocsTable(scaleAgain, file);
    expect(readFileSync(file, 'utf8')).toBe(once);
  });
});
