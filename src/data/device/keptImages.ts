import type { ImageKind } from '../reading/photos';
import type { EncodedImage } from '../schema/types';
import { overLimit, type KeptUse } from './keptImagesLimit';

/**
 * The wall's images kept on this device between visits, in IndexedDB: photos/{id} and
 * thumbs/{id} never change once stored, so an image read once is never billed again on this
 * device (reading/photos.ts asks here first). Two stores under one key (`thumb/{id}`): the
 * bytes, written once, and when each was last used, rewritten on every use without touching
 * the bytes, from which the least recently used beyond the bound are dropped
 * (keptImagesLimit.ts). Nothing here is required: without IndexedDB (an old or locked-down
 * browser), or when it fails (storage full), every call answers as if nothing were kept.
 */
export interface KeptImages {
  /** The kept image, marked as used now; null when none is kept (or the store failed). */
  get(kind: ImageKind, id: string): Promise<EncodedImage | null>;
  /** Keeps an image just read, and drops what is then over the bound. */
  keep(kind: ImageKind, id: string, image: EncodedImage): Promise<void>;
  /** Drops both images of each message (its removal took them away). */
  forget(ids: readonly string[]): Promise<void>;
}

const DATABASE = 'birthday-wall-images';
const BYTES = 'bytes';
const USES = 'uses';

interface StoredBytes {
  bytes: ArrayBuffer;
  type: EncodedImage['type'];
  width: number;
  height: number;
}

const keyOf = (kind: ImageKind, id: string) => `${kind}/${id}`;

function isStoredBytes(value: unknown): value is StoredBytes {
  if (typeof value !== 'object' || value === null) return false;
  const { bytes, type, width, height } = value as Record<string, unknown>;
  return (
    bytes instanceof ArrayBuffer &&
    typeof type === 'string' &&
    typeof width === 'number' &&
    typeof height === 'number'
  );
}

function open(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DATABASE, 1);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      request.result.createObjectStore(BYTES);
      request.result.createObjectStore(USES);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab with a newer version of the page: let it upgrade.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs `work` in one read-write transaction; resolves with its answer once committed. */
function inTransaction<T>(
  db: IDBDatabase,
  work: (bytes: IDBObjectStore, uses: IDBObjectStore, answer: (value: T) => void) => void,
  fallback: T,
): Promise<T> {
  return new Promise((resolve) => {
    let answer = fallback;
    try {
      const transaction = db.transaction([BYTES, USES], 'readwrite');
      transaction.oncomplete = () => resolve(answer);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
      work(transaction.objectStore(BYTES), transaction.objectStore(USES), (value) => {
        answer = value;
      });
    } catch {
      resolve(fallback);
    }
  });
}

/**
 * The store on `factory` (the page's `indexedDB`; another in tests), timed by `now`. Opened at
 * its first use, never before a card asks for an image.
 */
export function createKeptImages(
  factory: IDBFactory | undefined,
  now: () => number = Date.now,
): KeptImages {
  let opened: Promise<IDBDatabase | null> | undefined;
  const database = () => (opened ??= factory ? open(factory) : Promise.resolve(null));

  return {
    async get(kind, id) {
      const db = await database();
      if (!db) return null;
      const key = keyOf(kind, id);
      return inTransaction<EncodedImage | null>(
        db,
        (bytes, uses, answer) => {
          const read = bytes.get(key);
          read.onsuccess = () => {
            const stored: unknown = read.result;
            if (!isStoredBytes(stored)) return;
            answer({
              bytes: new Uint8Array(stored.bytes),
              type: stored.type,
              width: stored.width,
              height: stored.height,
            });
            uses.put({ kind, usedAt: now() }, key);
          };
        },
        null,
      );
    },

    async keep(kind, id, image) {
      const db = await database();
      if (!db) return;
      const key = keyOf(kind, id);
      await inTransaction<undefined>(
        db,
        (bytes, uses) => {
          const stored: StoredBytes = {
            // A buffer of its own: the image's bytes may be a view on a larger one.
            bytes: image.bytes.slice().buffer,
            type: image.type,
            width: image.width,
            height: image.height,
          };
          bytes.put(stored, key);
          uses.put({ kind, usedAt: now() }, key);
          // Read after the puts in the same transaction, so the new image is among them.
          const keys = uses.getAllKeys();
          const values = uses.getAll();
          values.onsuccess = () => {
            const all: KeptUse[] = (values.result as { kind: ImageKind; usedAt: number }[]).map(
              (use, index) => ({ key: String(keys.result[index]), ...use }),
            );
            for (const drop of overLimit(all, now())) {
              bytes.delete(drop);
              uses.delete(drop);
            }
          };
        },
        undefined,
      );
    },

    async forget(ids) {
      if (ids.length === 0) return;
      const db = await database();
      if (!db) return;
      await inTransaction<undefined>(
        db,
        (bytes, uses) => {
          for (const id of ids) {
            for (const kind of ['thumb', 'photo'] as const) {
              bytes.delete(keyOf(kind, id));
              uses.delete(keyOf(kind, id));
            }
          }
        },
        undefined,
      );
    },
  };
}

/** The browser's IndexedDB, or undefined where there is none or touching it throws. */
function pageIndexedDB(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' || !indexedDB ? undefined : indexedDB;
  } catch {
    return undefined;
  }
}

/** This page's store, on the browser's IndexedDB where there is one. */
export const keptImages: KeptImages = createKeptImages(pageIndexedDB());
