import { MESSAGES_COLLECTION, REACTION_KINDS } from '../schema/schema';
import type { ReactionKind } from '../schema/types';

/**
 * The wall's first page read once over Firestore's REST API (`runQuery`), without the SDK:
 * what the boot entry (src/boot.ts) draws as plain cards the moment a guest heads for the
 * wall, long before the app and the SDK are there (docs/performance.md says why). Tiny and
 * import-free but for the schema's constants: the boot entry ships it. The live list reads the
 * same page again when it starts (a second page of reads) and takes the wall over.
 */

/** What a first card shows: who, when, the words, the counts, and its photo's shape. */
export interface FirstCard {
  id: string;
  authorName: string;
  content: string;
  createdAt: Date;
  edited: boolean;
  reactions: Partial<Record<ReactionKind, number>>;
  /** The photo's width / height, to keep its place; absent without a photo. */
  photoAspect?: number;
}

export interface FirstPageSource {
  projectId: string;
  apiKey: string;
  /** "host:port" of the local emulator in demo mode; production Firestore otherwise. */
  emulatorHost?: string;
}

/** The runQuery endpoint of the project's default database. */
export function firstPageUrl({ projectId, apiKey, emulatorHost }: FirstPageSource): string {
  const path = `/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:runQuery`;
  return emulatorHost
    ? `http://${emulatorHost}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(apiKey)}`;
}

/**
 * How many first cards the boot entry reads and draws: what fills a phone's screen as the wall
 * comes into view. Only these, not the live list's page of 50: the read is 4 documents, and
 * its answer a few kB, which on a slow link arrives in one round trip.
 */
export const FIRST_CARDS = 4;

/** The newest messages as the live list orders them (newest first, ties by id), FIRST_CARDS of them. */
export const FIRST_PAGE_QUERY = {
  structuredQuery: {
    from: [{ collectionId: MESSAGES_COLLECTION }],
    orderBy: [
      { field: { fieldPath: 'created_at' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    limit: FIRST_CARDS,
  },
} as const;

interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
}
interface RestDocument {
  name?: string;
  fields?: Record<string, RestValue>;
}

const count = (value: RestValue | undefined): number => {
  const n = Number(value?.integerValue ?? value?.doubleValue ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** One document as a first card; undefined for one the wall would not show as is. */
function toFirstCard(doc: RestDocument): FirstCard | undefined {
  const fields = doc.fields ?? {};
  const id = doc.name?.split('/').at(-1);
  const authorName = fields.author_name?.stringValue;
  const content = fields.content?.stringValue;
  const createdAt = new Date(fields.created_at?.timestampValue ?? NaN);
  if (!id || !authorName || content === undefined || Number.isNaN(createdAt.getTime())) {
    return undefined;
  }
  const counts = fields.reactions?.mapValue?.fields ?? {};
  const reactions: FirstCard['reactions'] = {};
  for (const kind of REACTION_KINDS) {
    const n = count(counts[kind]);
    if (n > 0) reactions[kind] = n;
  }
  const photo = fields.photo?.mapValue?.fields;
  const width = count(photo?.width);
  const height = count(photo?.height);
  return {
    id,
    authorName,
    content,
    createdAt,
    edited: fields.edited_at?.timestampValue !== undefined,
    reactions,
    ...(photo && width > 0 && height > 0 ? { photoAspect: width / height } : {}),
  };
}

/** runQuery's answer (one entry per document, plus one with only a readTime) as first cards. */
export function parseFirstPage(answer: unknown): FirstCard[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .map((entry: { document?: RestDocument }) =>
      entry?.document ? toFirstCard(entry.document) : undefined,
    )
    .filter((card): card is FirstCard => card !== undefined);
}

/**
 * Reads the first page; rejects on a refusal (a sealed wall, a missing App Check token), a
 * failure or no connection, when the live list says what it says today.
 */
export async function readFirstPage(
  source: FirstPageSource,
  signal?: AbortSignal,
): Promise<FirstCard[]> {
  const response = await fetch(firstPageUrl(source), {
    method: 'POST',
    // text/plain keeps the request a simple one, as Firestore's own REST client sends it: an
    // application/json body would cost a CORS preflight, a whole round trip before the read.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(FIRST_PAGE_QUERY),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
  return parseFirstPage(await response.json());
}
