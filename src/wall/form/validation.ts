import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/schema/schema';
import { isBlank, textToSend } from '../../data/schema/text';
import type { MessageDraft } from '../../data/schema/types';

export type DraftProblem = 'missing-fields' | 'nothing-visible' | 'too-long';

export type DraftCheck = { ok: true; draft: MessageDraft } | { ok: false; problem: DraftProblem };

/**
 * Spec section 5: both fields are trimmed and required; the limits apply to the trimmed
 * text. Control and hidden format characters are removed first and the text is composed
 * (NFC; textToSend in text.ts), and a field with nothing visible in it (spaces of any kind,
 * zero-width characters) counts as empty, as the rules count it.
 * Lengths count UTF-16 code units, as the inputs' maxLength does.
 */
export function validateDraft(input: { authorName: string; content: string }): DraftCheck {
  const authorName = textToSend(input.authorName, true);
  const content = textToSend(input.content, false);
  const blankFields = [
    [input.authorName, authorName],
    [input.content, content],
  ].filter(([, sent]) => isBlank(sent ?? ''));
  if (blankFields.length > 0) {
    // Every blank field was typed in, with nothing a reader could see (spaces, invisible
    // characters): the same notice, saying why.
    const typed = blankFields.every(([raw]) => raw !== '');
    return { ok: false, problem: typed ? 'nothing-visible' : 'missing-fields' };
  }
  if (authorName.length > AUTHOR_NAME_MAX || content.length > CONTENT_MAX) {
    return { ok: false, problem: 'too-long' };
  }
  return { ok: true, draft: { authorName, content } };
}
