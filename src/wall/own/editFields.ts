import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/schema/schema';
import type { MessageDraft } from '../../data/schema/types';

/** The edit dialog's two fields, cleaned as the post form cleans them (a name on one line). */
export const EDIT_FIELDS = [
  {
    key: 'authorName',
    suffix: 'author',
    oneLine: true,
    label: 'Name',
    placeholder: 'Your name',
    maxLength: AUTHOR_NAME_MAX,
    autoComplete: 'name',
  },
  {
    key: 'content',
    suffix: 'content',
    oneLine: false,
    label: 'Message',
    placeholder: 'Your message',
    maxLength: CONTENT_MAX,
    multiline: true,
  },
] as const satisfies readonly {
  key: keyof MessageDraft;
  suffix: string;
  oneLine: boolean;
  label: string;
  placeholder: string;
  maxLength: number;
  autoComplete?: string;
  multiline?: boolean;
}[];
