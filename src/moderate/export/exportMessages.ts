import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { REACTION_KINDS } from '../../data/schema/schema';
import type { ReactionKind } from '../../data/schema/types';

/**
 * The wall's messages as files an organizer keeps: JSON and CSV with the spec's fields (id,
 * author_name, content, created_at), times in ISO 8601 (UTC), and each message's reaction
 * counts (JSON: a `reactions` object of the four; CSV: a column each); the JSON also names
 * each photo's file and alt text (it travels in a zip with the images, exportZip.ts). The name and text are
 * the stored fields as Firestore holds them, not the wall's display-cleaned copy (trimmed,
 * cut, "A friend" for a blank name), so the files are faithful to the database. Pure: no DOM,
 * no clock.
 */
export const EXPORT_FIELDS = ['id', 'author_name', 'content', 'created_at'] as const;
/** The CSV's columns: the spec's fields, then one count per reaction. */
export const CSV_COLUMNS = [...EXPORT_FIELDS, ...REACTION_KINDS] as const;

/** A message's photo in the JSON: its file in the zip (null where it could not be read). */
interface ExportPhoto {
  file: string | null;
  alt: string;
  width: number;
  height: number;
}

interface ExportRow {
  id: string;
  author_name: string;
  content: string;
  created_at: string;
  reactions: Record<ReactionKind, number>;
  photo?: ExportPhoto;
}

/** Each message's photo file, by message id, as the zip holds it (exportZip.ts). */
export type PhotoFiles = ReadonlyMap<string, string>;

function toRow(message: DeskMessage, files?: PhotoFiles): ExportRow {
  return {
    id: message.id,
    author_name: message.stored.author_name,
    content: message.stored.content,
    // The stored timestamp as a Date (stored.created_at is opaque outside the data door).
    created_at: message.createdAt.toISOString(),
    reactions: countsOf(message),
    ...(message.photo ? { photo: { file: files?.get(message.id) ?? null, ...message.photo } } : {}),
  };
}

/** Every kind's count, 0 where none. */
function countsOf(message: DeskMessage): Record<ReactionKind, number> {
  const counts = {} as Record<ReactionKind, number>;
  for (const kind of REACTION_KINDS) counts[kind] = message.reactions?.[kind] ?? 0;
  return counts;
}

/**
 * Pretty-printed JSON array, newest first as given, ending in a newline; a message with a
 * photo names its file in `files` (the zip beside it) and its alt text.
 */
export function toJson(messages: readonly DeskMessage[], files?: PhotoFiles): string {
  return `${JSON.stringify(
    messages.map((message) => toRow(message, files)),
    null,
    2,
  )}\n`;
}

/** UTF-8's byte-order mark: without it Excel reads a CSV as the local code page. */
export const BOM = '\ufeff';

// A cell a spreadsheet would run as a formula (=HYPERLINK(...), +cmd, -2+3, @SUM, or a tab or
// carriage return before one): OWASP's advice is a leading apostrophe, which shows as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text neutralised, then quoted as RFC 4180 says. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV with a BOM and a header row, CRLF line ends (RFC 4180); line breaks stay inside cells. */
export function toCsv(messages: readonly DeskMessage[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...messages.map((message) => {
      const row = toRow(message);
      return [
        ...EXPORT_FIELDS.map((field) => csvCell(row[field])),
        ...REACTION_KINDS.map((kind) => String(row.reactions[kind])),
      ].join(',');
    }),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `messages-for-jake-2026-06-05.csv`: the person's name and the day, from `now`. */
export function exportFileName(
  personName: string,
  now: Date,
  extension: 'json' | 'csv' | 'zip',
): string {
  const slug =
    personName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'the-wall';
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `messages-for-${slug}-${day}.${extension}`;
}
