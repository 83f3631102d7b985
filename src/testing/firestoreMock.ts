/**
 * The data tests' Firestore, played here. A test replaces only the SDK calls that would reach
 * the network, on the throwaway app of firebaseStandIn.ts, and plays the server in them:
 *
 *   vi.mock('firebase/firestore', async (original) =>
 *     (await import('…/testing/firestoreMock')).sdkWith(original, 'writeBatch'),
 *   );
 *
 * (Types only from the SDK here: src/testing/ is not the data layer.)
 */
type Sdk = typeof import('firebase/firestore');

/** The SDK with `calls` replaced by bare `vi.fn()`s (each test gives them their answers). */
export async function sdkWith(
  importOriginal: <Module>() => Promise<Module>,
  ...calls: (keyof Sdk)[]
): Promise<Sdk> {
  return {
    ...(await importOriginal<Sdk>()),
    ...Object.fromEntries(calls.map((call) => [call, vi.fn()])),
  };
}

/** A write a stand-in batch or transaction recorded. */
export interface RecordedWrite {
  kind: 'set' | 'update' | 'delete';
  path: string;
  /** The collection written to (the document's parent). */
  collection: string;
  /** What a set or an update wrote; a delete writes none. */
  data: Record<string, unknown>;
}

interface Ref {
  path: string;
  parent: { id: string };
}

/**
 * Stand-in writes of a WriteBatch or a Transaction: set, update and delete record into
 * `writes`, in order, and chain as the SDK's do; `rest` is the rest of the stand-in (a
 * batch's commit, a transaction's reads). Cast it where the SDK's type is wanted.
 */
export function recordingWrites<Rest extends object>(writes: RecordedWrite[], rest: Rest) {
  const record = (kind: RecordedWrite['kind'], ref: Ref, data: Record<string, unknown> = {}) => {
    writes.push({ kind, path: ref.path, collection: ref.parent.id, data });
    return stand;
  };
  const stand = {
    ...rest,
    set: (ref: Ref, data: Record<string, unknown>) => record('set', ref, data),
    update: (ref: Ref, data: Record<string, unknown>) => record('update', ref, data),
    delete: (ref: Ref) => record('delete', ref),
  };
  return stand;
}

/** The rules' refusal, as the SDK reports it. */
export function permissionDenied(message = 'Missing or insufficient permissions.'): Error {
  return Object.assign(new Error(message), { code: 'permission-denied' });
}
