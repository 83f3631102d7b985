declare global {
  interface Window {
    /** The documents a page read, by collection (countListenedDocuments). */
    listened: { byCollection: Record<string, number> };
  }
}
/** An init script counting the documents in the page's Listen responses, by collection. */
export function countListenedDocuments(): void;
