import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SettingSectionProps } from './saveWallSettings';

export interface WordFilterSwitchProps extends SettingSectionProps {
  heldWords: string[];
  filterOn: boolean;
}

/** The word filter: its switch, the list it holds posts for, and the list's own save. */
export function WordFilterSwitch({ heldWords, filterOn, disabled, save }: WordFilterSwitchProps) {
  const [words, setWords] = useState(() => heldWords.join('\n'));
  const [wordsSeen, setWordsSeen] = useState(heldWords);
  // Another moderator saved a list: show theirs (a list being typed here is replaced).
  if (heldWords !== wordsSeen) {
    setWordsSeen(heldWords);
    setWords(heldWords.join('\n'));
  }
  const wordList = words.split(/[\n,]/).filter((word) => word.trim() !== '');

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={filterOn}
            disabled={disabled || (!filterOn && wordList.length === 0)}
            onChange={(event) =>
              save(
                { filterOn: event.target.checked, heldWords: wordList },
                event.target.checked
                  ? 'Posts with these words now wait for approval.'
                  : 'The word filter is off (the list is kept).',
              )
            }
          />
        }
        label="Hold posts that contain these words"
      />
      <TextField
        label="Words and phrases, one per line"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        disabled={disabled}
        sx={{ mt: 1 }}
      />
      <Alert severity="warning" role="note" sx={{ mt: 1 }}>
        This list is public: it is stored in a document anyone can read, because every
        visitor&apos;s browser and the database check posts against it. Someone who looks can see
        every word on it, and could try spellings around it. Whole words only, in any letter case.
      </Alert>
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        disabled={disabled}
        onClick={() =>
          save(
            { heldWords: wordList, filterOn: filterOn && wordList.length > 0 },
            'Word list saved.',
          )
        }
      >
        Save word list
      </Button>
    </Box>
  );
}
