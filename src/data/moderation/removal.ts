import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Firestore,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore';
import { AUTHORS_COLLECTION, MESSAGES_COLLECTION, REMOVED_COLLECTION } from '../schema/schema';
import { isPermissionDenied } from '../errors';

/**
 * A moderator's removal that survives reactions landing during it. The rules take a removal
 * only with a copy equal to the message as stored, reaction counts included, so a guest's
 * reaction between the desk's read and its commit makes the commit refused. The emulator
 * judges a commit by the rules before its transaction's preconditions, so Firestore's own
 * transaction retry never sees that refusal (permission-denied): this reads again and retries
 * itself, as long as a message moved in the meantime. Why not a rule that lets the counts differ: docs/rules.md, "A removal and the
 * reactions". Takes the Firestore instance, so the abuse suite runs it as the desk does.
 */

/** How often a removal is tried while its messages keep moving under it. */
export const REMOVAL_ATTEMPTS = 8;

/** Each message as the removal read it: its stored fields, or undefined when it is gone. */
export type RemovalRead = Map<string, DocumentData | undefined>;

export interface RemovalOptions {
  attempts?: number;
  /** Awaited between the read and the writes of each attempt (the abuse suite reacts there). */
  afterRead?: (attempt: number) => Promise<void>;
}

/** What a batch and a transaction both do: the removed copy is written the same way in each. */
export interface Writes {
  set(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/**
 * Writes the copy of a message kept in removed_messages, its `stored` fields exactly as read
 * with who removed (or declined) it and when, and ends its author's hold on it: authors/{id}
 * deleted whether it exists or not (a moderator cannot read it), as firestore.rules demand of
 * a removal and a decline alike. So a message the organizer takes down and puts back is not
 * its author's to edit or delete any more. The one place the copy is made.
 */
export function keepRemovedCopy(
  writes: Writes,
  db: Firestore,
  id: string,
  stored: DocumentData,
  removedBy: string,
): void {
  writes.set(doc(db, REMOVED_COLLECTION, id), {
    ...stored,
    removed_by: removedBy,
    removed_at: serverTimestamp(),
  });
  writes.delete(doc(db, AUTHORS_COLLECTION, id));
}

/** Reads, in `transaction`, each message as the server holds it now. */
export async function readForRemoval(
  transaction: Transaction,
  db: Firestore,
  ids: readonly string[],
): Promise<RemovalRead> {
  const read: RemovalRead = new Map();
  for (const id of ids) {
    const snapshot = await transaction.get(doc(db, MESSAGES_COLLECTION, id));
    read.set(id, snapshot.exists() ? snapshot.data() : undefined);
  }
  return read;
}

/**
 * Writes, in `transaction`, each removal the rules ask for: the removed copy (keepRemovedCopy)
 * and the message deleted. A message already gone (taken back by its author, removed by
 * another moderator) has nothing left to move.
 */
export function writeRemovals(
  transaction: Transaction,
  db: Firestore,
  read: RemovalRead,
  removedBy: string,
): void {
  for (const [id, stored] of read) {
    if (!stored) continue;
    keepRemovedCopy(transaction, db, id, stored, removedBy);
    transaction.delete(doc(db, MESSAGES_COLLECTION, id));
  }
}

/** Whether two stored values are the same (Firestore's types: Timestamps, maps, lists). */
export function sameStored(a: unknown, b: unknown): boolean {
  if (a instanceof Timestamp || b instanceof Timestamp) {
    return a instanceof Timestamp && b instanceof Timestamp && a.isEqual(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameStored(item, b[index]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => key in right && sameStored(left[key], right[key]))
    );
  }
  return a === b;
}

/** Whether any message is no longer as `read` saw it (a reaction, an edit, a delete). */
async function movedSince(db: Firestore, read: RemovalRead): Promise<boolean> {
  for (const [id, stored] of read) {
    const now = await getDocFromServer(doc(db, MESSAGES_COLLECTION, id));
    if (!sameStored(now.exists() ? now.data() : undefined, stored)) return true;
  }
  return false;
}

/**
 * Moves the messages `ids` to removed_messages in one transaction (one commit, which the
 * rules check as a batch), read again and tried again while a refusal comes from a message
 * that moved since it was read. A refusal of messages that did not move is the rules' answer
 * (not a moderator, say), and rejects at once.
 */
export async function moveToRemoved(
  db: Firestore,
  ids: readonly string[],
  removedBy: string,
  { attempts = REMOVAL_ATTEMPTS, afterRead }: RemovalOptions = {},
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    let read: RemovalRead = new Map();
    try {
      await runTransaction(db, async (transaction) => {
        read = await readForRemoval(transaction, db, ids);
        await afterRead?.(attempt);
        writeRemovals(transaction, db, read, removedBy);
      });
      return;
    } catch (error) {
      if (attempt >= attempts || !isPermissionDenied(error) || !(await movedSince(db, read)))
        throw error;
    }
  }
}
