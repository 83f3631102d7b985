// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AUTHORED_KEY, forgetAuthored, isInWindow, ownAt, rememberAuthored } from './postedHere';
import { OWN_POST_WINDOW_MS } from '../schema/schema';

const T = 1_780_000_000_000;

afterEach(() => {
  localStorage.clear();
  forgetAuthored('a');
  forgetAuthored('b');
});

describe('the window of a guest’s own post', () => {
  it('is open from the moment of sending until 10 minutes later, and no longer', () => {
    const entry = { id: 'a', postedAt: T };
    expect(isInWindow(entry, T)).toBe(true);
    expect(isInWindow(entry, T + OWN_POST_WINDOW_MS - 1)).toBe(true);
    expect(isInWindow(entry, T + OWN_POST_WINDOW_MS)).toBe(false);
    // A time far ahead of the device's clock (it was set back) does not keep it open forever.
    expect(isInWindow(entry, T - OWN_POST_WINDOW_MS - 1)).toBe(false);
  });

  it('says which are open and when the next one closes', () => {
    const entries = [
      { id: 'a', postedAt: T },
      { id: 'b', postedAt: T + 60_000 },
      { id: 'old', postedAt: T - OWN_POST_WINDOW_MS },
    ];
    const { ids, nextChange } = ownAt(entries, T + 1000);
    expect([...ids]).toEqual(['a', 'b']);
    expect(nextChange).toBe(T + OWN_POST_WINDOW_MS);
    expect(ownAt(entries, T + 2 * OWN_POST_WINDOW_MS)).toEqual({
      ids: new Set(),
      nextChange: null,
    });
  });

  it('is kept on the device (a reload finds it) and drops what is past its window', () => {
    rememberAuthored('a', T);
    rememberAuthored('b', T + OWN_POST_WINDOW_MS + 1);
    const stored: unknown = JSON.parse(localStorage.getItem(AUTHORED_KEY) ?? '[]');
    expect(stored).toEqual([{ id: 'b', postedAt: T + OWN_POST_WINDOW_MS + 1 }]);
    forgetAuthored('b');
    expect(JSON.parse(localStorage.getItem(AUTHORED_KEY) ?? '[]')).toEqual([]);
  });
});
