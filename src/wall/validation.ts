import { AUTHOR_NAME_MAX, CONTENT_MAX } from './limits';
import type { MessageDraft } from './types';

export type DraftProblem = 'missing-fields' | 'too-long';

export type DraftCheck = { ok: true; draft: MessageDraft } | { ok: false; problem: DraftProblem };

/**
 * Spec section 5: both fields are trimmed and required; the limits apply to the trimmed
 * text. Lengths count UTF-16 code units, as the inputs' maxLength does.
 */
export function validateDraft(input: { authorName: string; content: string }): DraftCheck {
  const authorName = input.authorName.trim();
  const content = input.content.trim();
  if (authorName === '' || content === '') return { ok: false, problem: 'missing-fields' };
  if (authorName.length > AUTHOR_NAME_MAX || content.length > CONTENT_MAX) {
    return { ok: false, problem: 'too-long' };
  }
  return { ok: true, draft: { authorName, content } };
}
