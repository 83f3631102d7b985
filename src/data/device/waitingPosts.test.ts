// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  forgetOwnPosts,
  OWN_POSTS_KEY,
  OWN_POSTS_MAX,
  parseOwnPosts,
  rememberOwnPost,
  useOwnPosts,
  withOwnPost,
  type OwnPost,
} from './waitingPosts';

const post = (id: string, held = true): OwnPost => ({
  id,
  authorName: 'Sam',
  content: `Post ${id}`,
  postedAt: 1,
  held,
});

afterEach(() => {
  localStorage.clear();
  forgetOwnPosts(['a', 'b', 'c']);
});

describe('parseOwnPosts', () => {
  it('reads nothing from nothing, bad JSON or a wrong shape', () => {
    expect(parseOwnPosts(null)).toEqual([]);
    expect(parseOwnPosts('{oops')).toEqual([]);
    expect(parseOwnPosts('{"id":"a"}')).toEqual([]);
    expect(parseOwnPosts(JSON.stringify([post('a'), { id: 'b' }]))).toEqual([post('a')]);
  });
});

describe('withOwnPost', () => {
  it('puts the newest first, replaces the same id, and caps the list', () => {
    expect(withOwnPost([post('a')], post('b')).map(({ id }) => id)).toEqual(['b', 'a']);
    expect(withOwnPost([post('a')], post('a', false))).toEqual([post('a', false)]);
    const many = Array.from({ length: OWN_POSTS_MAX }, (_, i) => post(`p${i}`));
    expect(withOwnPost(many, post('new'))).toHaveLength(OWN_POSTS_MAX);
  });
});

describe('the store', () => {
  it('keeps posts in localStorage, so a reload finds them, and forgets them', () => {
    const { result } = renderHook(() => useOwnPosts());
    act(() => rememberOwnPost(post('a')));
    expect(result.current).toEqual([post('a')]);
    expect(parseOwnPosts(localStorage.getItem(OWN_POSTS_KEY))).toEqual([post('a')]);
    act(() => forgetOwnPosts(['a']));
    expect(result.current).toEqual([]);
  });
});
