// What a page read from Firestore, counted in the page: an init script (run before the app)
// that reads the answers of the Listen channel (getDoc reads through a listen too) and of REST
// runQuery (the first cards) as they stream, over fetch() or XMLHttpRequest (where the SDK
// long-polls), and notes each document and each request to Firestore with its time. The
// bench's scale, afterload and photo sections and the live photo specs count with it.
// Self-contained: Playwright sends its source to the page.
/* global window, XMLHttpRequest -- runs in the page */

/** The init script: counts into `window.listened`. */
export function countListenedDocuments() {
  const listened = { byCollection: {}, documents: [], requests: [], readsBy: { fetch: 0, xhr: 0 } };
  window.listened = listened;
  // A document in an answer: Listen's {"documentChange": {"document": {"name": ...}} and
  // runQuery's [{"document": {"name": ...}}] alike.
  const DOCUMENT = /"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]*)"/g;
  const isChannel = (url) => url.includes('google.firestore.v1.Firestore/');
  const isRest = (url) => url.includes('/documents:runQuery');
  const isListen = (url) => url.includes('/google.firestore.v1.Firestore/Listen/');
  /** A reader of one answer's text as it arrives: the whole text so far is read again. */
  const reader = (listen) => {
    let text = '';
    let seen = 0;
    return (more) => {
      text += more;
      const names = [...text.matchAll(DOCUMENT)].map((match) => match[1]);
      for (const name of names.slice(seen)) {
        const collection = name.split('/documents/')[1]?.split('/')[0] ?? '?';
        listened.documents.push({ collection, at: performance.now() });
        if (listen)
          listened.byCollection[collection] = (listened.byCollection[collection] ?? 0) + 1;
      }
      seen = names.length;
    };
  };
  /** Notes a request; a reader for its answer when it is a read. */
  const note = (url, transport) => {
    if (!isChannel(url) && !isRest(url)) return undefined;
    listened.requests.push({ at: performance.now(), channel: isChannel(url) });
    if (!isListen(url) && !isRest(url)) return undefined;
    listened.readsBy[transport] += 1;
    return reader(isListen(url));
  };

  const fetchBefore = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input?.url ?? String(input));
    const pending = fetchBefore.call(this, input, init);
    const add = note(url, 'fetch');
    if (add) {
      pending
        .then(async (response) => {
          const body = response.clone().body?.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { done, value } = (await body?.read()) ?? { done: true };
            if (done) return;
            add(decoder.decode(value, { stream: true }));
          }
        })
        .catch(() => undefined);
    }
    return pending;
  };

  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    const add = note(String(url), 'xhr');
    if (add) {
      let read = 0;
      const more = () => {
        const text = this.responseText ?? '';
        add(text.slice(read));
        read = text.length;
      };
      this.addEventListener('progress', more);
      this.addEventListener('load', more);
    }
    return open.call(this, method, url, ...rest);
  };
}
