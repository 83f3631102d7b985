import type { Message } from '../../data/schema/types';
import { firstWords, newlyWaiting, waitingNotice, waitingTitle } from './waitingText';

const post = (id: string, authorName: string, content: string, minute = 0): Message => ({
  id,
  authorName,
  content,
  createdAt: new Date(Date.UTC(2026, 5, 4, 20, minute)),
  pending: false,
});

describe('waitingTitle', () => {
  it('puts the count first, and nothing when none waits', () => {
    expect(waitingTitle('Jake', 3)).toBe("(3) Jake's wall: organizer");
    expect(waitingTitle('Jake', 0)).toBe("Jake's wall: organizer");
    expect(waitingTitle('Sam', 1_500, { hasMore: true })).toBe("(1,500+) Sam's wall: organizer");
  });

  it('says when the count may be behind', () => {
    expect(waitingTitle('Jake', 2, { live: false })).toBe("(2) Jake's wall: organizer (offline)");
  });
});

describe('firstWords', () => {
  it('keeps a short text whole, on one line', () => {
    expect(firstWords('Happy\n\nbirthday!  ')).toBe('Happy birthday!');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    expect(firstWords('one two three four five six', 15)).toBe('one two three…');
    expect(firstWords('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('waitingNotice', () => {
  it('names one post, its first words and where it waits', () => {
    expect(waitingNotice([post('a', 'Ada', 'Count me in.')])).toEqual({
      title: 'Ada has a post waiting',
      body: 'Count me in.',
      hash: '#waiting-a',
    });
  });

  it('counts a burst in one notice, naming the first three', () => {
    const posts = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((name, i) =>
      post(`${i}`, name, `Hi from ${name}`),
    );
    expect(waitingNotice(posts)).toEqual({
      title: '5 posts are waiting',
      body: 'Ada: Hi from Ada\nBo: Hi from Bo\nCy: Hi from Cy\nand 2 more',
      hash: '#waiting-title',
    });
  });
});

describe('newlyWaiting', () => {
  const ada = post('a', 'Ada', 'one', 10);
  const bo = post('b', 'Bo', 'two', 20);
  const older = post('o', 'Old', 'from a page read later', 1);

  it('finds the posts that were not waiting before', () => {
    expect(newlyWaiting([ada], [bo, ada])).toEqual([bo]);
    expect(newlyWaiting([], [bo, ada])).toEqual([bo, ada]);
    expect(newlyWaiting([bo, ada], [ada])).toEqual([]);
  });

  it('leaves out an older page read on "Load more": it waited all along', () => {
    expect(newlyWaiting([bo, ada], [bo, ada, older])).toEqual([]);
  });
});
