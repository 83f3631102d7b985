declare global {
  interface Window {
    /** What the page read from Firestore (countListenedDocuments). */
    listened: {
      /** The documents in Listen answers, by collection. */
      byCollection: Record<string, number>;
      /** Every document in a Listen or runQuery answer, with when it arrived. */
      documents: { collection: string; at: number }[];
      /** Every request to Firestore: `channel` for the SDK's, not for REST runQuery. */
      requests: { at: number; channel: boolean }[];
      /** The reads (Listen, runQuery) by transport. */
      readsBy: { fetch: number; xhr: number };
    };
  }
}
/** An init script noting what the page reads from Firestore, and when, in `window.listened`. */
export function countListenedDocuments(): void;
