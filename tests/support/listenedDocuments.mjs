// What a page read from Firestore, counted in the page: an init script (run before the app)
// that reads the Listen channel's responses as they stream and counts each document change
// by collection (getDoc reads through a listen too). The bench's photo wall and the live
// photo specs count with it. Self-contained: Playwright sends its source to the page.
/* global window -- runs in the page */

/** The init script: counts into `window.listened.byCollection`. */
export function countListenedDocuments() {
  const counted = { byCollection: {} };
  window.listened = counted;
  const CHANGE = /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]*)"/g;
  const add = (name) => {
    const collection = name.split('/documents/')[1]?.split('/')[0] ?? '?';
    counted.byCollection[collection] = (counted.byCollection[collection] ?? 0) + 1;
  };
  const fetchBefore = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input?.url ?? String(input));
    const pending = fetchBefore.call(this, input, init);
    if (url.includes('/google.firestore.v1.Firestore/Listen/')) {
      pending.then(
        async (response) => {
          const reader = response.clone().body?.getReader();
          const decoder = new TextDecoder();
          let text = '';
          let seen = 0;
          for (;;) {
            const { done, value } = (await reader?.read()) ?? { done: true };
            if (done) return;
            text += decoder.decode(value, { stream: true });
            const names = [...text.matchAll(CHANGE)].map((match) => match[1]);
            names.slice(seen).forEach(add);
            seen = names.length;
          }
        },
        () => undefined,
      );
    }
    return pending;
  };
}
