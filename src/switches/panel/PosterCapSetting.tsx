import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { POSTER_CAP_MAX, POSTER_CAP_MIN } from '../../data/schema/schema';
import { isValidPosterCap } from '../../data/schema/wallSettings';
import type { SwitchSectionProps } from './saveSwitches';
import { SettingRow } from './SettingRow';

export interface PosterCapSettingProps extends SwitchSectionProps {
  posterCap: number;
}

/** How many messages one guest's identity may post in all, which the rules enforce. */
export function PosterCapSetting({ posterCap, disabled, save }: PosterCapSettingProps) {
  const [capInput, setCapInput] = useState(() => String(posterCap));
  const [capSeen, setCapSeen] = useState(posterCap);
  // Another moderator saved a cap: show theirs.
  if (posterCap !== capSeen) {
    setCapSeen(posterCap);
    setCapInput(String(posterCap));
  }
  const capValue = /^\s*\d+\s*$/.test(capInput) ? Number(capInput) : Number.NaN;
  const capInvalid = !isValidPosterCap(capValue);

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Posts per guest
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        How many messages one guest can post in all (each browser gets its own quiet identity at its
        first post). A guest who reaches it is told so; posts already made stay.
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
            : `Now ${posterCap}.`
        }
        slotProps={{ htmlInput: { min: POSTER_CAP_MIN, max: POSTER_CAP_MAX, step: 1 } }}
        saveLabel="Save limit"
        saveDisabled={disabled || capInvalid || capValue === posterCap}
        onSave={() =>
          save({ posterCap: capValue }, `Each guest can now post ${capValue} messages.`)
        }
      />
    </Box>
  );
}
