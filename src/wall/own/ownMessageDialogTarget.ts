import type { Message } from '../../data/schema/types';

/** What each of the author's dialogs is given: the message, and how to close. */
export interface OwnMessageDialogTarget {
  message: Message;
  onClose: () => void;
}
