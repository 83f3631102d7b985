/** The most lines a message keeps in the spotlight; past them its line breaks fold to spaces. */
export const SPOTLIGHT_MAX_LINES = 8;

/**
 * A message's text as the spotlight shows it: every word kept, in order. A message of more
 * lines than SPOTLIGHT_MAX_LINES (500 characters can be almost all line breaks) loses its
 * blank lines and, still too tall, has its lines past the first few folded into one, joined
 * by spaces: otherwise a column of short lines would shrink the text past reading from across
 * the room and still be cut off by the box. The wall itself shows the text as written.
 */
export function spotlightText(content: string): string {
  const lines = content.split(/\r\n|\r|\n/);
  if (lines.length <= SPOTLIGHT_MAX_LINES) return content;
  const written = lines.map((line) => line.trim()).filter((line) => line !== '');
  if (written.length <= SPOTLIGHT_MAX_LINES) return written.join('\n');
  const kept = written.slice(0, SPOTLIGHT_MAX_LINES - 1);
  return [...kept, written.slice(SPOTLIGHT_MAX_LINES - 1).join(' ')].join('\n');
}
