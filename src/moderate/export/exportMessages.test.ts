import type { DeskMessage } from '../../data/moderation/moderationTypes';
import { deskMessage } from '../../../tests/support/stored';
import { BOM, csvCell, exportFileName, toCsv, toJson } from './exportMessages';

const at = (iso: string) => new Date(iso);
/** A message whose stored fields are what the wall shows (the usual case). */
function message(
  id: string,
  authorName: string,
  content: string,
  createdAt: Date,
  reactions?: DeskMessage['reactions'],
): DeskMessage {
  return deskMessage(id, authorName, { content, createdAt, reactions });
}

const NONE = { cheers: 0, love: 0, haha: 0, party: 0 };

const MESSAGES = [
  message(
    'c',
    'Zoë "Z" Kim',
    'Line one\nline two, with a comma 🎉',
    at('2026-06-04T21:30:05.123Z'),
    { cheers: 3, love: 1, haha: 0, party: 12 },
  ),
  message('b', '=cmd', '=HYPERLINK("http://evil.example","click")', at('2026-06-04T20:00:00Z')),
  message('a', 'Ana', 'plain', at('2026-06-03T08:00:00Z')),
];

describe('toJson', () => {
  it('writes the spec fields with ISO 8601 times and the reaction counts, in the order given', () => {
    expect(JSON.parse(toJson(MESSAGES))).toEqual([
      {
        id: 'c',
        author_name: 'Zoë "Z" Kim',
        content: 'Line one\nline two, with a comma 🎉',
        created_at: '2026-06-04T21:30:05.123Z',
        reactions: { cheers: 3, love: 1, haha: 0, party: 12 },
      },
      {
        id: 'b',
        author_name: '=cmd',
        content: '=HYPERLINK("http://evil.example","click")',
        created_at: '2026-06-04T20:00:00.000Z',
        reactions: NONE,
      },
      {
        id: 'a',
        author_name: 'Ana',
        content: 'plain',
        created_at: '2026-06-03T08:00:00.000Z',
        reactions: NONE,
      },
    ]);
  });

  it('writes the stored name and text, not the copy the wall shows', () => {
    const blankName: DeskMessage = {
      ...message('d', 'A friend', 'Hi there', at('2026-06-04T22:00:00Z')),
      stored: { author_name: '   ', content: '  Hi there\n\n', created_at: 'opaque' },
    };
    expect(JSON.parse(toJson([blankName]))).toEqual([
      {
        id: 'd',
        author_name: '   ',
        content: '  Hi there\n\n',
        created_at: '2026-06-04T22:00:00.000Z',
        reactions: NONE,
      },
    ]);
    expect(toCsv([blankName])).toContain(
      'd,"   ","  Hi there\n\n",2026-06-04T22:00:00.000Z,0,0,0,0\r\n',
    );
  });

  it('is an empty array for an empty wall', () => {
    expect(toJson([])).toBe('[]\n');
  });
});

describe('toCsv', () => {
  const csv = toCsv(MESSAGES);

  it('starts with a UTF-8 byte-order mark and the header, a column per reaction last', () => {
    expect(
      csv.startsWith(`${BOM}id,author_name,content,created_at,cheers,love,haha,party\r\n`),
    ).toBe(true);
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes quotes, commas and line breaks, and keeps emoji and accents as they are', () => {
    expect(csv).toContain(
      'c,"Zoë ""Z"" Kim","Line one\nline two, with a comma 🎉",2026-06-04T21:30:05.123Z,3,1,0,12\r\n',
    );
  });

  it('neutralises formula-looking text so a spreadsheet shows it instead of running it', () => {
    expect(csv).toContain(
      `b,'=cmd,"'=HYPERLINK(""http://evil.example"",""click"")",2026-06-04T20:00:00.000Z,0,0,0,0\r\n`,
    );
  });

  it('ends every row with CRLF, one row per message', () => {
    expect(csv.endsWith('a,Ana,plain,2026-06-03T08:00:00.000Z,0,0,0,0\r\n')).toBe(true);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
    [' padded ', '" padded "'],
  ])('csvCell(%j) is %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('exportFileName', () => {
  it('names the file after the person and the local day it was made', () => {
    expect(exportFileName('Jake', new Date(2026, 5, 5, 1, 0), 'csv')).toBe(
      'messages-for-jake-2026-06-05.csv',
    );
    expect(exportFileName('Zoë Ann', new Date(2026, 0, 9), 'json')).toBe(
      'messages-for-zoe-ann-2026-01-09.json',
    );
    expect(exportFileName('🎉', new Date(2026, 0, 9), 'json')).toBe(
      'messages-for-the-wall-2026-01-09.json',
    );
  });
});
