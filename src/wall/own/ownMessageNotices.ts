import type { Notice } from '../form/noticeContext';

/** Not in the spec: what the author hears after editing or deleting their own message. */
export const OWN_MESSAGE_NOTICES = {
  edited: {
    title: 'Message updated',
    description: 'The wall shows your changes, marked Edited.',
    tone: 'success',
  },
  editHeld: {
    title: 'Waiting for approval',
    description:
      "Your edit is waiting for the host's approval. Until then your message is off the wall; only you see it, on this device.",
    tone: 'info',
  },
  editQueued: {
    title: 'Waiting for a connection',
    description:
      'Your change is saved on this page and will be sent when the connection is back (keep the page open).',
    tone: 'info',
  },
  editFailed: {
    title: 'Your edit was not saved',
    description: 'Please try again.',
    tone: 'error',
  },
  deleted: {
    title: 'Message deleted',
    description: 'Your message has been taken off the wall.',
    tone: 'success',
  },
  notYours: {
    title: "Your message is the host's now",
    description:
      'The host took it down and put it back, so it can no longer be edited or deleted. Ask the host if you want it changed.',
    tone: 'info',
  },
  deleteFailed: {
    title: 'Your message was not deleted',
    description: 'Please try again.',
    tone: 'error',
  },
} as const satisfies Record<string, Notice>;
