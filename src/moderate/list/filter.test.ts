import type { Message } from '../../data/schema/types';
import { filterMessages, idsFrom } from './filter';

const m = (id: string, authorName: string, content: string): Message => ({
  id,
  authorName,
  content,
  createdAt: new Date(0),
  pending: false,
});
const MESSAGES = [
  m('1', 'Zoë', 'Happy birthday'),
  m('2', 'Spam', 'CLICK here'),
  m('3', 'spam', 'x'),
];

describe('filterMessages', () => {
  it('keeps everything for a blank filter', () => {
    expect(filterMessages(MESSAGES, '  ')).toHaveLength(3);
  });

  it('matches name or text, ignoring case and accents', () => {
    expect(filterMessages(MESSAGES, 'zoe').map((x) => x.id)).toEqual(['1']);
    expect(filterMessages(MESSAGES, 'click').map((x) => x.id)).toEqual(['2']);
    expect(filterMessages(MESSAGES, 'SPAM').map((x) => x.id)).toEqual(['2', '3']);
  });
});

describe('idsFrom', () => {
  it('selects every message signed with exactly that name', () => {
    expect(idsFrom(MESSAGES, 'Spam')).toEqual(['2']);
  });
});
