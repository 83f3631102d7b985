import {
  FIRST_CARDS,
  FIRST_PAGE_QUERY,
  firstPageUrl,
  parseFirstPage,
  readFirstPage,
} from './firstPage';

describe('the first page over REST', () => {
  it('asks the emulator in demo mode and production Firestore with the key otherwise', () => {
    expect(firstPageUrl({ projectId: 'demo-x', apiKey: 'k', emulatorHost: '127.0.0.1:8080' })).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:runQuery',
    );
    expect(firstPageUrl({ projectId: 'real', apiKey: 'AIza k' })).toBe(
      'https://firestore.googleapis.com/v1/projects/real/databases/(default)/documents:runQuery?key=AIza%20k',
    );
  });

  it('asks for the newest as the live list orders them, only as many as it draws', () => {
    expect(FIRST_PAGE_QUERY.structuredQuery.limit).toBe(FIRST_CARDS);
    expect(FIRST_PAGE_QUERY.structuredQuery.orderBy.map((order) => order.field.fieldPath)).toEqual([
      'created_at',
      '__name__',
    ]);
  });

  it('reads each message as a card and skips what the wall would not show', () => {
    const cards = parseFirstPage([
      {
        document: {
          name: 'projects/p/databases/(default)/documents/messages/m1',
          fields: {
            author_name: { stringValue: 'Ava' },
            content: { stringValue: 'Cheers!' },
            created_at: { timestampValue: '2026-06-01T10:00:00.123456Z' },
            edited_at: { timestampValue: '2026-06-01T10:05:00Z' },
            reactions: {
              mapValue: { fields: { cheers: { integerValue: '3' }, love: { integerValue: '0' } } },
            },
            photo: {
              mapValue: {
                fields: { width: { integerValue: '400' }, height: { integerValue: '300' } },
              },
            },
          },
        },
        readTime: '2026-06-01T11:00:00Z',
      },
      { document: { name: 'projects/p/databases/(default)/documents/messages/m2', fields: {} } },
      { readTime: '2026-06-01T11:00:00Z' },
    ]);
    expect(cards).toEqual([
      {
        id: 'm1',
        authorName: 'Ava',
        content: 'Cheers!',
        createdAt: new Date('2026-06-01T10:00:00.123Z'),
        edited: true,
        reactions: { cheers: 3 },
        photoAspect: 400 / 300,
      },
    ]);
    expect(parseFirstPage({ error: { code: 403 } })).toEqual([]);
  });

  it('sends a simple request (no CORS preflight before the read) and refuses a refusal', async () => {
    const fetchStub = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify([{ readTime: 'x' }]), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchStub);
    try {
      await expect(readFirstPage({ projectId: 'demo-x', apiKey: 'k' })).resolves.toEqual([]);
      const [, init] = fetchStub.mock.calls[0] ?? [];
      expect(init?.method).toBe('POST');
      expect(init?.headers).toEqual({ 'Content-Type': 'text/plain' });
      expect(JSON.parse(String(init?.body))).toEqual(FIRST_PAGE_QUERY);
      fetchStub.mockResolvedValueOnce(new Response('[]', { status: 403 }));
      await expect(readFirstPage({ projectId: 'demo-x', apiKey: 'k' })).rejects.toThrow('403');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
