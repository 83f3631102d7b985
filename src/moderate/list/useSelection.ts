import { useCallback, useMemo, useState } from 'react';
import type { DeskMessage } from '../../data/moderation/moderationTypes';

export interface Selection<M extends DeskMessage> {
  /** The ids ticked, some perhaps of rows gone since. */
  selected: ReadonlySet<string>;
  /** The list's messages that are ticked: a row gone elsewhere leaves the selection with it. */
  chosen: readonly M[];
  /** Ticks or unticks one row (the same function on every render, for memoised rows). */
  toggle(id: string): void;
  /** Ticks exactly these ids (none to clear), or those made of the ids ticked so far. */
  select(ids: Iterable<string> | ((was: ReadonlySet<string>) => Iterable<string>)): void;
}

/** Which rows of a moderator's list (`messages`, live) are ticked. */
export function useSelection<M extends DeskMessage>(messages: readonly M[]): Selection<M> {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(() => messages.filter((m) => selected.has(m.id)), [messages, selected]);
  const toggle = useCallback((id: string) => {
    setSelected((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const select = useCallback(
    (ids: Iterable<string> | ((was: ReadonlySet<string>) => Iterable<string>)) =>
      setSelected((was) => new Set(typeof ids === 'function' ? ids(was) : ids)),
    [],
  );
  return { selected, chosen, toggle, select };
}
