import { createContext, useContext } from 'react';

/** How long a notice stays up (the spec allows 4000 or 5000 ms; docs/wall.md says 5000). */
export const NOTICE_AUTO_HIDE_MS = 5000;

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive notice; 'info' says how things stand, calmly. */
  tone: 'success' | 'error' | 'info';
}

export type Notify = (notice: Notice) => void;

export const NoticeContext = createContext<Notify | undefined>(undefined);

/** Shows a notice, replacing the one on screen (spec: one notice at a time). */
export function useNotices(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotices needs a <NoticeProvider> above it');
  return notify;
}
