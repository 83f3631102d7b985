import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CountedField } from './CountedField';
import { formCardSx } from './layout';
import { FORM_NOTICES } from './formNotices';
import { AUTHOR_NAME_MAX, CONTENT_MAX } from './limits';
import { postMessage } from './messages';
import { useNotices } from './noticeContext';
import { validateDraft } from './validation';

export interface MessageFormProps {
  personName: string;
}

/** The post form: idle -> posting -> idle (spec sections 4, 5 and 8). */
export function MessageForm({ personName }: MessageFormProps) {
  const [authorName, setAuthorName] = useState('');
  const [content, setContent] = useState('');
  const [posting, setPosting] = useState(false);
  // A second click can land before React re-renders the button as disabled.
  const inFlight = useRef(false);
  const notify = useNotices();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const check = validateDraft({ authorName, content });
    if (!check.ok) {
      notify(FORM_NOTICES[check.problem]);
      return;
    }
    inFlight.current = true;
    setPosting(true);
    try {
      await postMessage(check.draft);
      setAuthorName('');
      setContent('');
      notify(FORM_NOTICES.posted);
    } catch (error) {
      console.error('Could not post the message.', error);
      notify(FORM_NOTICES.failed);
    } finally {
      inFlight.current = false;
      setPosting(false);
    }
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
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ ...formCardSx, display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <CountedField
        id="wall-author"
        label="Name"
        placeholder="Your name"
        value={authorName}
        onChange={setAuthorName}
        maxLength={AUTHOR_NAME_MAX}
        autoComplete="name"
        readOnly={posting}
      />
      <CountedField
        id="wall-content"
        label="Message"
        placeholder={`Write a message for ${personName}...`}
        value={content}
        onChange={setContent}
        maxLength={CONTENT_MAX}
        multiline
        readOnly={posting}
        onKeyDown={submitOnCtrlEnter}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={posting}
        sx={{
          alignSelf: { xs: 'stretch', sm: 'flex-end' },
          mt: 'auto',
          boxShadow: '0 8px 24px rgba(255,182,39,0.3)',
          '&.Mui-disabled': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            opacity: 0.7,
          },
        }}
      >
        {posting ? 'Posting...' : 'Post Message'}
      </Button>
    </Box>
  );
}
