import { useEffect, useState } from 'react';
import { getDocs } from 'firebase/firestore';
import { firestore } from '../../firebase/firebase';
import { cursorOf, rangeQuery } from '../reading/livePages';
import type { Cursor } from '../reading/pagination';
import { MODERATOR_PAGE } from '../schema/schema';
import { toDeskMessage } from './deskLists';
import type { DeskMessage } from './moderationTypes';

/**
 * Reads every message on the wall, newest first, a moderator page at a time (the rules
 * refuse any list over MODERATOR_PAGE), each page starting after the last one's cursor
 * values: for the exports and the keepsake, which must hold all of them. `onPage` hears the
 * count read so far after each page. Not live: a copy of the wall as it was while read.
 */
export async function readWholeWall(
  onPage?: (read: number) => void,
  pageSize = MODERATOR_PAGE,
): Promise<DeskMessage[]> {
  const all: DeskMessage[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const page = await getDocs(rangeQuery(firestore, { key: 'export', after }, pageSize));
    for (const snapshot of page.docs) {
      const message = toDeskMessage(snapshot);
      if (message) all.push(message);
    }
    onPage?.(all.length);
    const last = page.docs.at(-1);
    after = last ? cursorOf(last) : undefined;
    if (page.size < pageSize || !after) return all;
  }
}

/** The whole wall for the keepsake: read once, in pages, with how many have come so far. */
export type WholeWall =
  | { status: 'loading'; read: number }
  | { status: 'live'; items: DeskMessage[] }
  | { status: 'offline'; error: unknown };

export function useWholeWall(): WholeWall {
  const [state, setState] = useState<WholeWall>({ status: 'loading', read: 0 });
  useEffect(() => {
    let current = true;
    readWholeWall((read) => current && setState({ status: 'loading', read })).then(
      (items) => current && setState({ status: 'live', items }),
      (error: unknown) => {
        console.error('The wall could not be read for the keepsake', error);
        if (current) setState({ status: 'offline', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
