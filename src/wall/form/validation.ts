import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/limits';
import { cleanText, isBlank } from '../../data/text';
import type { MessageDraft } from '../../data/types';

export type DraftProblem = 'missing-fields' | 'too-long';

export type DraftCheck = { ok: true; draft: MessageDraft } | { ok: false; problem: DraftProblem };

/**
 * Spec section 5: both fields are trimmed and required; the limits apply to the trimmed
 * text. Control characters are removed first (text.ts), and a field with nothing visible in
 * it (spaces of any kind, zero-width characters) counts as empty, as the rules count it.
 * Lengths count UTF-16 code units, as the inputs' maxLength does.
 */
export function validateDraft(input: { authorName: string; content: string }): DraftCheck {
  const authorName = cleanText(input.authorName, true).trim();
  const content = cleanText(input.content, false).trim();
  if (isBlank(authorName) || isBlank(content)) return { ok: false, problem: 'missing-fields' };
  if (authorName.length > AUTHOR_NAME_MAX || content.length > CONTENT_MAX) {
    return { ok: false, problem: 'too-long' };
  }
  return { ok: true, draft: { authorName, content } };
}
