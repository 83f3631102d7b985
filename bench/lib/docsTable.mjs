// The bench's summary, kept current in docs/performance.md: every figure that has a budget,
// its value, the budget and ok or over, between two marker comments, with the runs they come
// from (date, commit, machine). A run of some sections (`--only`) replaces those sections'
// rows and its own line under "Runs"; the other sections' rows and runs are kept, so the
// table always says which run each figure comes from.
//
//   node bench/lib/docsTable.mjs [artifacts/bench.json]   rewrites the table from a saved run
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const START = '<!-- bench:table:start -->';
export const END = '<!-- bench:table:end -->';
export const DOC = join(import.meta.dirname, '..', '..', 'docs', 'performance.md');
/** The bench's sections, in the order it runs them and lists them here (bench/run.mjs). */
export const SECTIONS = [
  'chunks',
  'renders',
  'wall',
  'screen',
  'lighthouse',
  'scale',
  'afterload',
  'photo',
  'photos',
];
/** The order sections are listed in; `build` holds a failed build's row. */
export const ORDER = ['build', ...SECTIONS];
const HEADERS = ['section', 'figure', 'value', 'budget', 'status'];

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|');
const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((text) => text.trim());

/** Rows with a budget (those without stay in the printed output and artifacts/bench.json). */
function budgeted(rows) {
  return rows.filter((r) => r.budget);
}

/** The block's rows and runs as they stand, by section. */
export function parseBlock(block) {
  const lines = block.split('\n');
  const runs = [];
  const rows = new Map();
  for (const line of lines) {
    const run = /^- `([a-z, ]+)`: (.*)$/.exec(line.trim());
    if (run) runs.push({ sections: run[1].split(', '), text: run[2] });
    if (!line.trim().startsWith('|')) continue;
    const [section, ...rest] = cells(line);
    if (section === HEADERS[0] || /^-+$/.test(section) || !section) continue;
    if (!rows.has(section)) rows.set(section, []);
    rows.get(section).push(`| ${[section, ...rest].join(' | ')} |`);
  }
  return { runs, rows };
}

/** One run's line: which sections, when, at which commit, on what. */
function runLine(sections, { date, commit, machine }) {
  return { sections, text: `${date}, ${commit ?? 'commit unknown'}; ${machine ?? ''}`.trim() };
}

/**
 * The block for a run, given the block before it: the run's sections replaced, the rest kept.
 * A section the run measured but that has no budgeted row (a crash becomes a FAIL row, so
 * that is only a section without budgets) is dropped from the table.
 */
export function renderBlock(report, previous = '') {
  const old = parseBlock(previous);
  const measured = new Set(report.sections);
  for (const r of report.rows) measured.add(r.section);
  const runs = old.runs
    .map((run) => ({ ...run, sections: run.sections.filter((s) => !measured.has(s)) }))
    .filter((run) => run.sections.length > 0);
  const ordered = (sections) =>
    [...sections].sort(
      (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
    );
  runs.push(runLine(ordered(measured), report));
  const rows = new Map([...old.rows].filter(([section]) => !measured.has(section)));
  for (const r of budgeted(report.rows)) {
    if (!rows.has(r.section)) rows.set(r.section, []);
    rows
      .get(r.section)
      .push(`| ${[r.section, r.figure, r.shown, r.budget, r.status].map(cell).join(' | ')} |`);
  }
  return [
    START,
    '',
    'Runs (date, commit; machine, load average at the start, browser):',
    '',
    ...runs
      .sort((a, b) => ORDER.indexOf(a.sections[0]) - ORDER.indexOf(b.sections[0]))
      .map((run) => `- \`${run.sections.join(', ')}\`: ${run.text}`),
    '',
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...ordered(rows.keys()).flatMap((section) => rows.get(section)),
    '',
    END,
  ].join('\n');
}

/** The document with its table brought up to the report; throws if it has no markers. */
export function updateDocument(text, report) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} ... ${END} block`);
  const block = renderBlock(report, text.slice(start, end + END.length));
  return text.slice(0, start) + block + text.slice(end + END.length);
}

/** Writes the report's table into the document, formatted as the repository's Prettier would. */
export async function writeDocsTable(report, file = DOC) {
  const updated = updateDocument(readFileSync(file, 'utf8'), report);
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(updated, { ...options, filepath: file }));
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = process.argv[2] ?? join('artifacts', 'bench.json');
  const report = JSON.parse(readFileSync(source, 'utf8'));
  console.log(`Table from ${source} written into ${await writeDocsTable(report)}.`);
}
