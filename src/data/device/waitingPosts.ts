import { deviceList, entryOf, parseDeviceList, useDeviceList } from './deviceList';

/**
 * The visitor's own posts that the wall cannot show them yet, kept on their device
 * (localStorage), so they survive a reload: a post waiting for the host's approval, until it
 * is approved or declined, and a post made while the wall is sealed, until it opens. Nothing
 * here reaches Firestore; the data door decides when a post is forgotten.
 */
export interface OwnPost {
  id: string;
  authorName: string;
  content: string;
  /** When it was sent, by this device's clock (ms since the epoch). */
  postedAt: number;
  /** True: in pending_messages, waiting for a moderator. False: on the sealed wall. */
  held: boolean;
}

export const OWN_POSTS_KEY = 'birthday-wall.own-posts';
/** The oldest are dropped past this: a device is not an archive. */
export const OWN_POSTS_MAX = 50;

const isOwnPost = entryOf<OwnPost>({
  id: 'string',
  authorName: 'string',
  content: 'string',
  postedAt: 'number',
  held: 'boolean',
});

/** The stored list, newest first; anything unreadable reads as nothing. */
export function parseOwnPosts(raw: string | null): OwnPost[] {
  return parseDeviceList(raw, isOwnPost);
}

/** `posts` with `post` first (replacing an older entry of the same id), capped. */
export function withOwnPost(posts: readonly OwnPost[], post: OwnPost): OwnPost[] {
  return [post, ...posts.filter(({ id }) => id !== post.id)].slice(0, OWN_POSTS_MAX);
}

const stored = deviceList(OWN_POSTS_KEY, isOwnPost, OWN_POSTS_MAX);

/** The visitor's own posts, newest first (one array per stored value, for React). */
export function ownPosts(): OwnPost[] {
  return stored.read();
}

export function rememberOwnPost(post: OwnPost): void {
  stored.save(withOwnPost(ownPosts(), post));
}

export function forgetOwnPosts(ids: readonly string[]): void {
  const posts = ownPosts();
  const kept = posts.filter(({ id }) => !ids.includes(id));
  if (kept.length !== posts.length) stored.save(kept);
}

/** Marks waiting posts as no longer waiting (approved): kept until the wall can show them. */
export function markOwnPostsShown(ids: readonly string[]): void {
  const posts = ownPosts();
  if (!posts.some((post) => post.held && ids.includes(post.id))) return;
  stored.save(posts.map((post) => (ids.includes(post.id) ? { ...post, held: false } : post)));
}

/** The visitor's own posts, newest first, following every change on this device. */
export function useOwnPosts(): OwnPost[] {
  return useDeviceList(stored);
}
