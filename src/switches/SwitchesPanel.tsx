import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POSTER_CAP_MAX, POSTER_CAP_MIN } from '../data/schema';
import { isValidPosterCap, type WallSettings } from '../data/wallSettings';
import { writeWallSettings } from '../data/approval';
import type { SwitchesDraft } from '../data/moderationTypes';
import { DeskPanel } from '../ui/DeskPanel';
import { fromLocalInput, toLocalInput } from './localDateTime';

export interface SwitchesPanelProps {
  settings: WallSettings;
  loading: boolean;
  moderatorEmail: string;
  /** The seal's default moment: the countdown's target. */
  defaultSealUntil: Date;
  now: () => Date;
}

type SettingRowProps = TextFieldProps & {
  saveLabel: string;
  saveDisabled: boolean;
  onSave: () => void;
};

/**
 * One setting typed in a field and saved by its own button beside it (below the field's top
 * edge when the field has a line of help under it).
 */
function SettingRow({ saveLabel, saveDisabled, onSave, ...field }: SettingRowProps) {
  const helped = field.helperText !== undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: helped ? 'flex-start' : 'center',
      }}
    >
      <TextField {...field} />
      <Button
        variant="outlined"
        sx={helped ? { mt: 1 } : undefined}
        disabled={saveDisabled}
        onClick={onSave}
      >
        {saveLabel}
      </Button>
    </Box>
  );
}

/**
 * The organizer's three switches, all off by default: hold every post for approval, hold
 * posts with listed words, seal the wall until a moment. Each change is written at once to
 * settings/wall; every open wall and screen follows it within seconds.
 */
export function SwitchesPanel({
  settings,
  loading,
  moderatorEmail,
  defaultSealUntil,
  now,
}: SwitchesPanelProps) {
  const [words, setWords] = useState(() => settings.heldWords.join('\n'));
  const [wordsSeen, setWordsSeen] = useState(settings.heldWords);
  const [sealInput, setSealInput] = useState(() =>
    toLocalInput(settings.sealedUntil ?? defaultSealUntil),
  );
  const [capInput, setCapInput] = useState(() => String(settings.posterCap));
  const [capSeen, setCapSeen] = useState(settings.posterCap);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  // Another moderator saved a list: show theirs (a list being typed here is replaced).
  if (settings.heldWords !== wordsSeen) {
    setWordsSeen(settings.heldWords);
    setWords(settings.heldWords.join('\n'));
  }

  // Another moderator saved a cap: show theirs.
  if (settings.posterCap !== capSeen) {
    setCapSeen(settings.posterCap);
    setCapInput(String(settings.posterCap));
  }

  const current: SwitchesDraft = {
    approvalRequired: settings.approvalRequired,
    sealedUntil: settings.sealedUntil,
    heldWords: settings.heldWords,
    filterOn: settings.heldPattern !== '',
    posterCap: settings.posterCap,
  };
  const capValue = /^\s*\d+\s*$/.test(capInput) ? Number(capInput) : Number.NaN;
  const capInvalid = !isValidPosterCap(capValue);
  const sealOn = settings.sealedUntil !== null && settings.sealedUntil > now();
  const sealAt = fromLocalInput(sealInput);
  // A moment already past would seal nothing: the rules read it as open. Said, not sent.
  const sealInPast = sealAt !== null && sealAt <= now();

  async function save(change: Partial<SwitchesDraft>, said: string) {
    setSaving(true);
    setProblem(undefined);
    setSaved(undefined);
    try {
      await writeWallSettings({ ...current, ...change }, moderatorEmail);
      setSaved(said);
    } catch (error) {
      console.error('Saving the switches failed', error);
      setProblem("Couldn't save. Check your connection and try again.");
    } finally {
      setSaving(false);
    }
  }

  const wordList = words.split(/[\n,]/).filter((word) => word.trim() !== '');
  const disabled = loading || saving;
  return (
    <DeskPanel titleId="switches-title" title="Switches">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        All off: every post goes straight onto the wall. The database enforces each switch, not just
        this page.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={settings.approvalRequired}
                disabled={disabled}
                onChange={(event) =>
                  void save(
                    { approvalRequired: event.target.checked },
                    event.target.checked
                      ? 'New posts now wait for approval.'
                      : 'New posts now go straight onto the wall.',
                  )
                }
              />
            }
            label="Hold every post for my approval"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 6 } }}>
            Posts wait in the list below until a moderator approves or declines them. The person who
            posted sees theirs as waiting, on their own device.
          </Typography>
        </Box>

        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={current.filterOn}
                disabled={disabled || (!current.filterOn && wordList.length === 0)}
                onChange={(event) =>
                  void save(
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
            visitor&apos;s browser and the database check posts against it. Someone who looks can
            see every word on it, and could try spellings around it. Whole words only, in any letter
            case.
          </Alert>
          <Button
            sx={{ mt: 1 }}
            variant="outlined"
            disabled={disabled}
            onClick={() =>
              void save(
                { heldWords: wordList, filterOn: current.filterOn && wordList.length > 0 },
                'Word list saved.',
              )
            }
          >
            Save word list
          </Button>
        </Box>

        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={sealOn}
                disabled={disabled || (!sealOn && (sealAt === null || sealInPast))}
                onChange={(event) =>
                  void save(
                    { sealedUntil: event.target.checked ? sealAt : null },
                    event.target.checked ? 'The wall is sealed.' : 'The wall is open.',
                  )
                }
              />
            }
            label="Seal the wall until the moment below"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Visitors can post but cannot read the wall until then; at that moment every open wall
            and party screen opens by itself. Moderators always see everything.
          </Typography>
          <SettingRow
            label="Opens at"
            type="datetime-local"
            value={sealInput}
            onChange={(event) => setSealInput(event.target.value)}
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true } }}
            saveLabel="Save opening time"
            saveDisabled={disabled || !sealOn || sealAt === null || sealInPast}
            onSave={() => void save({ sealedUntil: sealAt }, 'Opening time saved.')}
          />
          {sealInPast ? (
            <Typography variant="body2" sx={{ color: 'warning.main', mt: 1 }}>
              That moment has passed, so the wall would be open: choose a later one to seal it.
            </Typography>
          ) : null}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            Posts per guest
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            How many messages one guest can post in all (each browser gets its own quiet identity at
            its first post). A guest who reaches it is told so; posts already made stay.
          </Typography>
          <SettingRow
            label="Most posts per guest"
            type="number"
            value={capInput}
            onChange={(event) => setCapInput(event.target.value)}
            disabled={disabled}
            error={capInvalid}
            helperText={
              capInvalid
                ? `A whole number from ${POSTER_CAP_MIN} to ${POSTER_CAP_MAX}.`
                : `Now ${settings.posterCap}.`
            }
            slotProps={{ htmlInput: { min: POSTER_CAP_MIN, max: POSTER_CAP_MAX, step: 1 } }}
            saveLabel="Save limit"
            saveDisabled={disabled || capInvalid || capValue === settings.posterCap}
            onSave={() =>
              void save({ posterCap: capValue }, `Each guest can now post ${capValue} messages.`)
            }
          />
        </Box>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Typography aria-live="polite" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
          {saving ? 'Saving…' : (saved ?? '')}
        </Typography>
      </Box>
    </DeskPanel>
  );
}
