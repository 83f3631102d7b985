import type { Message } from '../../data/schema/types';

/** Case- and accent-insensitive form of a text, for matching what an organizer types. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

/** The messages whose name or text contains `filter` (all of them for a blank filter). */
export function filterMessages<T extends Message>(messages: readonly T[], filter: string): T[] {
  const wanted = foldText(filter.trim());
  if (wanted === '') return [...messages];
  return messages.filter(
    (message) =>
      foldText(message.authorName).includes(wanted) || foldText(message.content).includes(wanted),
  );
}

/** The ids of every message signed with exactly `authorName`. */
export function idsFrom(messages: readonly Message[], authorName: string): string[] {
  return messages.filter((message) => message.authorName === authorName).map((m) => m.id);
}
