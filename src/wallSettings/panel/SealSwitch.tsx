import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fromLocalInput, toLocalInput } from '../localDateTime';
import type { SettingSectionProps } from './saveWallSettings';
import { SettingRow } from './SettingRow';

export interface SealSwitchProps extends SettingSectionProps {
  sealedUntil: Date | null;
  /** The seal's default moment: the countdown's target. */
  defaultSealUntil: Date;
  now: () => Date;
}

/** The seal: visitors post but cannot read the wall until a moment, then it opens by itself. */
export function SealSwitch({
  sealedUntil,
  defaultSealUntil,
  now,
  disabled,
  save,
}: SealSwitchProps) {
  const [sealInput, setSealInput] = useState(() => toLocalInput(sealedUntil ?? defaultSealUntil));
  const sealOn = sealedUntil !== null && sealedUntil > now();
  const sealAt = fromLocalInput(sealInput);
  // A moment already past would seal nothing: the rules read it as open. Said, not sent.
  const sealInPast = sealAt !== null && sealAt <= now();

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={sealOn}
            disabled={disabled || (!sealOn && (sealAt === null || sealInPast))}
            onChange={(event) =>
              save(
                { sealedUntil: event.target.checked ? sealAt : null },
                event.target.checked ? 'The wall is sealed.' : 'The wall is open.',
              )
            }
          />
        }
        label="Seal the wall until the moment below"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Visitors can post but cannot read the wall until then; at that moment every open wall and
        party screen opens by itself. Moderators always see everything.
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
        onSave={() => save({ sealedUntil: sealAt }, 'Opening time saved.')}
      />
      {sealInPast ? (
        <Typography variant="body2" sx={{ color: 'warning.main', mt: 1 }}>
          That moment has passed, so the wall would be open: choose a later one to seal it.
        </Typography>
      ) : null}
    </Box>
  );
}
