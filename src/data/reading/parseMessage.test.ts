import { Timestamp, type SnapshotOptions } from 'firebase/firestore';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../schema/schema';
import { parseMessageFields, toMessages, UNKNOWN_AUTHOR, type MessageFields } from './parseMessage';

const WHEN = Timestamp.fromDate(new Date('2026-06-04T04:00:00Z'));

describe('parseMessageFields', () => {
  it('reads a well-formed document', () => {
    expect(
      parseMessageFields({ author_name: 'Sam', content: 'Cheers!', created_at: WHEN }),
    ).toEqual({
      authorName: 'Sam',
      content: 'Cheers!',
      createdAt: WHEN.toDate(),
      reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
    });
  });

  it('reads the reaction counts, a kind absent or not a whole number above 0 as 0', () => {
    const fields = parseMessageFields({
      author_name: 'Sam',
      content: 'Cheers!',
      created_at: WHEN,
      reactions: { cheers: 3, love: -2, haha: 1.5, party: '9', wow: 7 },
    });
    expect(fields.reactions).toEqual({ cheers: 3, love: 0, haha: 0, party: 0 });
    expect(
      parseMessageFields({ author_name: 'Sam', content: 'Hi', created_at: WHEN, reactions: 'x' })
        .reactions,
    ).toEqual({ cheers: 0, love: 0, haha: 0, party: 0 });
  });

  it('reads a photo’s size and alt text, the alt defaulting to "Photo from {name}"', () => {
    const read = (photo: unknown) =>
      parseMessageFields({ author_name: 'Sam', content: 'Hi', created_at: WHEN, photo }).photo;
    expect(read({ width: 1600, height: 1200, alt: 'Us at the lake' })).toEqual({
      width: 1600,
      height: 1200,
      alt: 'Us at the lake',
    });
    expect(read({ width: 900, height: 1600, alt: '  ' })?.alt).toBe('Photo from Sam');
    expect(read({ width: 900, height: 1600 })?.alt).toBe('Photo from Sam');
    expect(read({ width: 10, height: 10, alt: 'x'.repeat(300) })?.alt).toHaveLength(200);
  });

  it('reads a malformed photo as no photo, and still shows the message', () => {
    for (const photo of [
      null,
      'photo',
      { width: 0, height: 10, alt: 'a' },
      { width: 10.5, height: 10, alt: 'a' },
      { width: 10, height: 99999, alt: 'a' },
      { width: '10', height: 10, alt: 'a' },
      { height: 10, alt: 'a' },
    ]) {
      const fields = parseMessageFields({
        author_name: 'Sam',
        content: 'Hi',
        created_at: WHEN,
        photo,
      });
      expect(fields.content).toBe('Hi');
      expect(fields).not.toHaveProperty('photo');
    }
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
  const stored = (content: string) => ({ author_name: 'Sam', content, created_at: WHEN });
  const fields = (content: string): MessageFields => ({
    authorName: 'Sam',
    content,
    createdAt: WHEN.toDate(),
    reactions: { cheers: 0, love: 0, haha: 0, party: 0 },
  });

  it('reads pending server timestamps as estimates and keeps the snapshot order', () => {
    const seen: SnapshotOptions[] = [];
    const doc = (id: string, content: string, hasPendingWrites = false) => ({
      id,
      metadata: { hasPendingWrites },
      data: (options: SnapshotOptions) => {
        seen.push(options);
        return stored(content);
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
    const broken = { id: 'broken', metadata, data: () => ({ author_name: 'Sam' }) };
    const fine = { id: 'fine', metadata, data: () => stored('Hi') };
    expect(toMessages({ docs: [broken, fine] })).toEqual([
      { id: 'fine', ...fields('Hi'), pending: false },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'));
  });

  it('lets any other error through', () => {
    const doc = {
      id: 'x',
      metadata: { hasPendingWrites: false },
      data: (): Record<string, unknown> => {
        throw new TypeError('bug');
      },
    };
    expect(() => toMessages({ docs: [doc] })).toThrow(TypeError);
  });
});
