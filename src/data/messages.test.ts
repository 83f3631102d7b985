import { act, renderHook } from '@testing-library/react';
import {
  addDoc,
  onSnapshot,
  serverTimestamp,
  Timestamp,
  type DocumentReference,
  type SnapshotOptions,
} from 'firebase/firestore';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from './limits';
import {
  MESSAGES_COLLECTION,
  messageConverter,
  parseMessageFields,
  postMessage,
  toMessages,
  UNKNOWN_AUTHOR,
  useMessages,
  type MessageFields,
} from './messages';

// The door itself is under test: only the network call (addDoc) is replaced, and the app is
// a throwaway one that never connects.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  addDoc: vi.fn(),
  onSnapshot: vi.fn(),
}));
// reactfire's hook answers with an empty, loaded list; the test drives the metadata listener.
vi.mock('reactfire', async () => {
  const { firestore } = await import('../firebase/firebase');
  return {
    useFirestore: () => firestore,
    useFirestoreCollection: () => ({ status: 'success', data: { docs: [] } }),
  };
});
vi.mock('../firebase/firebase', async () => {
  const { initializeApp: init } = await import('firebase/app');
  const { getFirestore: get } = await import('firebase/firestore');
  return { firestore: get(init({ projectId: 'demo-test', apiKey: 'k', appId: 'a' }, 'test')) };
});
const add = vi.mocked(addDoc);
const listen = vi.mocked(onSnapshot);

const WHEN = Timestamp.fromDate(new Date('2026-06-04T04:00:00Z'));

describe('parseMessageFields', () => {
  it('reads a well-formed document', () => {
    expect(
      parseMessageFields({ author_name: 'Sam', content: 'Cheers!', created_at: WHEN }),
    ).toEqual({ authorName: 'Sam', content: 'Cheers!', createdAt: WHEN.toDate() });
  });

  it('keeps the text as written, line breaks and markup included', () => {
    const content = '<img src=x onerror=alert(1)>\n\n  indented';
    expect(parseMessageFields({ author_name: 'Sam', content, created_at: WHEN }).content).toBe(
      content,
    );
  });

  it.each([
    ['missing', {}],
    ['blank', { author_name: '   ' }],
    ['not a string', { author_name: 42 }],
    ['null', { author_name: null }],
  ])('repairs an author name that is %s', (_case, author) => {
    expect(parseMessageFields({ ...author, content: 'Hi', created_at: WHEN }).authorName).toBe(
      UNKNOWN_AUTHOR,
    );
  });

  it('trims the author name and cuts over-long values to the limits', () => {
    const fields = parseMessageFields({
      author_name: `  ${'n'.repeat(AUTHOR_NAME_MAX + 10)}  `,
      content: 'm'.repeat(CONTENT_MAX + 10),
      created_at: WHEN,
    });
    expect(fields.authorName).toHaveLength(AUTHOR_NAME_MAX);
    expect(fields.content).toHaveLength(CONTENT_MAX);
  });

  it('drops control characters written around the rules', () => {
    const fields = parseMessageFields({
      author_name: 'Sam\u0000\nKim',
      content: 'Hi\u0007\r\nthere',
      created_at: WHEN,
    });
    expect(fields.authorName).toBe('Sam Kim');
    expect(fields.content).toBe('Hi\nthere');
  });

  it('repairs a name with nothing visible in it', () => {
    const data = { author_name: '\u200b\u00a0', content: 'Hi', created_at: WHEN };
    expect(parseMessageFields(data).authorName).toBe(UNKNOWN_AUTHOR);
  });

  it('does not cut an emoji in half', () => {
    const content = `${'m'.repeat(CONTENT_MAX - 1)}🎉`;
    expect(parseMessageFields({ author_name: 'Sam', content, created_at: WHEN }).content).toBe(
      'm'.repeat(CONTENT_MAX - 1),
    );
  });

  it.each([
    ['no content', { author_name: 'Sam', created_at: WHEN }],
    ['blank content', { author_name: 'Sam', content: ' \n ', created_at: WHEN }],
    ['invisible content', { author_name: 'Sam', content: '\u200b\u3000', created_at: WHEN }],
    ['content of control characters', { content: '\u0000\u0007', created_at: WHEN }],
    ['content not a string', { author_name: 'Sam', content: ['Hi'], created_at: WHEN }],
    ['no created_at', { author_name: 'Sam', content: 'Hi' }],
    ['a pending created_at read without an estimate', { content: 'Hi', created_at: null }],
    ['created_at as a string', { content: 'Hi', created_at: '2026-06-04' }],
    ['created_at as a Date-like map', { content: 'Hi', created_at: { seconds: 1 } }],
  ])('refuses a document with %s', (_case, data) => {
    expect(() => parseMessageFields(data)).toThrow(
      expect.objectContaining({ name: 'MalformedMessageError' }),
    );
  });
});

describe('toMessages', () => {
  const fields = (content: string): MessageFields => ({
    authorName: 'Sam',
    content,
    createdAt: WHEN.toDate(),
  });

  it('reads pending server timestamps as estimates and keeps the snapshot order', () => {
    const seen: SnapshotOptions[] = [];
    const doc = (id: string, content: string, hasPendingWrites = false) => ({
      id,
      metadata: { hasPendingWrites },
      data: (options: SnapshotOptions) => {
        seen.push(options);
        return fields(content);
      },
    });
    expect(toMessages({ docs: [doc('b', 'newer', true), doc('a', 'older')] })).toEqual([
      { id: 'b', ...fields('newer'), pending: true },
      { id: 'a', ...fields('older'), pending: false },
    ]);
    expect(seen).toEqual([{ serverTimestamps: 'estimate' }, { serverTimestamps: 'estimate' }]);
  });

  it('skips a malformed document with a warning and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const metadata = { hasPendingWrites: false };
    const broken = {
      id: 'broken',
      metadata,
      data: () => parseMessageFields({ author_name: 'Sam' }),
    };
    const fine = { id: 'fine', metadata, data: () => fields('Hi') };
    expect(toMessages({ docs: [broken, fine] })).toEqual([
      { id: 'fine', ...fields('Hi'), pending: false },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'));
  });

  it('lets any other error through', () => {
    const doc = {
      id: 'x',
      metadata: { hasPendingWrites: false },
      data: (): MessageFields => {
        throw new TypeError('bug');
      },
    };
    expect(() => toMessages({ docs: [doc] })).toThrow(TypeError);
  });
});

describe('messageConverter', () => {
  it('writes exactly author_name, content and a server timestamp', () => {
    const written = messageConverter.toFirestore({
      authorName: 'Sam',
      content: 'Cheers!',
      createdAt: new Date(0),
    });
    expect(Object.keys(written).sort()).toEqual(['author_name', 'content', 'created_at']);
    expect(written.author_name).toBe('Sam');
    expect(written.content).toBe('Cheers!');
    expect(written.created_at).toEqual(serverTimestamp());
  });
});

describe('postMessage', () => {
  beforeEach(() => {
    add.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds one document to the messages collection, trimmed, through the converter', async () => {
    add.mockResolvedValue({} as DocumentReference<MessageFields>);
    await postMessage({ authorName: ' Sam ', content: ' Cheers!\n ' });
    expect(add).toHaveBeenCalledTimes(1);
    const [ref, data] = add.mock.lastCall ?? [];
    expect(ref?.path).toBe(MESSAGES_COLLECTION);
    expect(ref?.converter).toBe(messageConverter);
    expect(data).toMatchObject({ authorName: 'Sam', content: 'Cheers!' });
  });

  it('rejects when the backend refuses', async () => {
    const refusal = new Error('permission-denied');
    add.mockRejectedValue(refusal);
    await expect(postMessage({ authorName: 'Sam', content: 'Hi' })).rejects.toBe(refusal);
  });

  it('waits for the backend however long it takes: no timeout of its own', async () => {
    vi.useFakeTimers();
    let confirm: () => void = () => undefined;
    add.mockReturnValue(
      new Promise((resolve) => {
        confirm = () => resolve({} as DocumentReference<MessageFields>);
      }),
    );
    let settled = false;
    const posting = postMessage({ authorName: 'Sam', content: 'Hi' }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
    confirm();
    await expect(posting).resolves.toBeUndefined();
  });
});

describe('useMessages: connection lost', () => {
  type Next = (snapshot: { metadata: { fromCache: boolean } }) => void;

  /** Renders the hook; returns it and a way to deliver metadata to its listener. */
  function renderWithListener() {
    let next: Next = () => undefined;
    const stop = vi.fn();
    listen.mockImplementation((...args: unknown[]) => {
      const observer = args[2];
      if (typeof observer === 'object' && observer !== null && 'next' in observer) {
        const candidate = observer.next;
        if (typeof candidate === 'function') next = (snapshot) => candidate(snapshot);
      }
      return stop;
    });
    const hook = renderHook(() => useMessages());
    const deliver = (fromCache: boolean) => act(() => next({ metadata: { fromCache } }));
    return { hook, deliver, stop };
  }

  it('listens with metadata changes and stops listening on unmount', () => {
    const { hook, stop } = renderWithListener();
    expect(listen).toHaveBeenCalledWith(
      expect.anything(),
      { includeMetadataChanges: true },
      expect.objectContaining({ next: expect.any(Function), error: expect.any(Function) }),
    );
    hook.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('is not lost while the wall has never been live (backend unreachable from the start)', () => {
    const { hook, deliver } = renderWithListener();
    deliver(true);
    deliver(true);
    expect(hook.result.current.connectionLost).toBe(false);
  });

  it('is lost when a live wall falls back to the cache, and found again when live', () => {
    const { hook, deliver } = renderWithListener();
    deliver(false);
    expect(hook.result.current.connectionLost).toBe(false);
    deliver(true);
    expect(hook.result.current.connectionLost).toBe(true);
    deliver(false);
    expect(hook.result.current.connectionLost).toBe(false);
  });
});
