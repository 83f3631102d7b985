import type { Message } from '../../data/schema/types';

/**
 * What the organizer's phone says about waiting posts, as plain functions: the tab's title,
 * the notification's words, and which posts have just started waiting.
 */

/** The desk's own name, as its heading says it and the installed app is called. */
export function deskName(personName: string): string {
  return `${personName}'s wall: organizer`;
}

/**
 * The tab's title: the count first, where a crowded tab strip still shows it, and, while the
 * desk cannot hear the database, that the count may be behind.
 */
export function waitingTitle(
  personName: string,
  count: number,
  { hasMore = false, live = true }: { hasMore?: boolean; live?: boolean } = {},
): string {
  const title =
    count > 0 || hasMore
      ? `(${count.toLocaleString('en-US')}${hasMore ? '+' : ''}) ${deskName(personName)}`
      : deskName(personName);
  return live ? title : `${title} (offline)`;
}

/** At most `max` characters of `text`, cut at a word where one ends near there. */
export function firstWords(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Posts named in one notification's body; the rest are counted. */
const NAMED = 3;

export interface WaitingNotice {
  title: string;
  body: string;
  /** Where a tap opens the desk: at the one post, or at the Waiting list for several. */
  hash: string;
}

/** One notification for `posts` that started waiting together (newest first); no photo. */
export function waitingNotice(posts: readonly Message[]): WaitingNotice {
  const [first] = posts;
  if (posts.length === 1 && first) {
    return {
      title: `${first.authorName} has a post waiting`,
      body: firstWords(first.content),
      hash: `#waiting-${first.id}`,
    };
  }
  const lines = posts
    .slice(0, NAMED)
    .map((post) => `${post.authorName}: ${firstWords(post.content, 40)}`);
  if (posts.length > NAMED) lines.push(`and ${posts.length - NAMED} more`);
  return {
    title: `${posts.length} posts are waiting`,
    body: lines.join('\n'),
    hash: '#waiting-title',
  };
}

/**
 * The posts of `now` that were not waiting in `before` and are newer than the oldest of them:
 * an older page read on "Load more" has been waiting all along.
 */
export function newlyWaiting<T extends Message>(before: readonly T[], now: readonly T[]): T[] {
  if (before.length === 0) return [...now];
  const known = new Set(before.map((post) => post.id));
  const oldest = Math.min(...before.map((post) => post.createdAt.getTime()));
  return now.filter((post) => !known.has(post.id) && post.createdAt.getTime() >= oldest);
}
