import type { ClipboardEvent, DragEvent, FormEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { CountedField } from './CountedField';
import { formCardSx } from '../layout';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from '../../data/schema/schema';
import { PhotoField } from './photo/PhotoField';
import { PostButton } from './PostButton';
import { useMessageForm } from './useMessageForm';

export interface MessageFormProps {
  personName: string;
}

/** The post form: idle -> posting -> idle (spec sections 4, 5 and 8; see useMessageForm). */
export function MessageForm({ personName }: MessageFormProps) {
  const { fields, setField, posting, cooldownSeconds, submit, photo, photoMode, sendingPhoto } =
    useMessageForm();
  const takesPhotos = photoMode !== 'off' && !posting;

  /** A file pasted or dropped anywhere on the form becomes its photo (text goes on as usual). */
  function takeFile(event: ClipboardEvent | DragEvent, files: FileList | undefined) {
    const file = files?.[0];
    if (!file || !takesPhotos) return;
    event.preventDefault();
    photo.choose(file);
  }

  /**
   * Text copied from Word, Excel or Sheets comes with a picture of itself: pasted into a text
   * field, the words are what the guest meant, so the picture is left alone.
   */
  function pasted(event: ClipboardEvent) {
    const { target, clipboardData } = event;
    const intoText = target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
    if (intoText && target.type !== 'file' && clipboardData.getData('text/plain') !== '') return;
    takeFile(event, clipboardData.files);
  }

  function submitOnCtrlEnter(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <Box
      component="form"
      aria-label="Post a message"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      }}
      onPaste={pasted}
      onDragOver={(event: DragEvent) => {
        // Without this the browser opens a dropped file in place of the page.
        if (takesPhotos && event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => takeFile(event, event.dataTransfer.files)}
      sx={{ ...formCardSx, display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <CountedField
        id="wall-author"
        label="Name"
        placeholder="Your name"
        value={fields.authorName}
        onChange={(value) => setField('authorName', value)}
        maxLength={AUTHOR_NAME_MAX}
        autoComplete="name"
        readOnly={posting}
      />
      <CountedField
        id="wall-content"
        label="Message"
        placeholder={`Write a message for ${personName}...`}
        value={fields.content}
        onChange={(value) => setField('content', value)}
        maxLength={CONTENT_MAX}
        multiline
        readOnly={posting}
        onKeyDown={submitOnCtrlEnter}
      />
      <PhotoField photo={photo} mode={photoMode} posting={posting} sendingPhoto={sendingPhoto} />
      <PostButton posting={posting} cooldownSeconds={cooldownSeconds} />
    </Box>
  );
}
