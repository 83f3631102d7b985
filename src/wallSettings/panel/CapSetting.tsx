import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SettingSectionProps } from './saveWallSettings';
import { SettingRow } from './SettingRow';

export interface CapSettingProps extends Omit<SettingSectionProps, 'save'> {
  /** The cap as settings/wall holds it now. */
  cap: number;
  /** The bounds the rules accept, whole numbers only. */
  min: number;
  max: number;
  title: string;
  help: string;
  /** The field's label and its button's (each unique on the panel). */
  label: string;
  saveLabel: string;
  /** Saves a valid new cap. */
  onSave: (cap: number) => void;
}

/**
 * A cap on what one guest's identity may post in all (posts, photos), which the rules
 * enforce: typed, checked against the rules' bounds, and saved by its own button.
 */
export function CapSetting({
  cap,
  min,
  max,
  title,
  help,
  label,
  saveLabel,
  disabled,
  onSave,
}: CapSettingProps) {
  const [capInput, setCapInput] = useState(() => String(cap));
  const [capSeen, setCapSeen] = useState(cap);
  // Another moderator saved a cap: show theirs.
  if (cap !== capSeen) {
    setCapSeen(cap);
    setCapInput(String(cap));
  }
  const capValue = /^\s*\d+\s*$/.test(capInput) ? Number(capInput) : Number.NaN;
  const capInvalid = !(Number.isInteger(capValue) && capValue >= min && capValue <= max);

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {help}
      </Typography>
      <SettingRow
        label={label}
        type="number"
        value={capInput}
        onChange={(event) => setCapInput(event.target.value)}
        disabled={disabled}
        error={capInvalid}
        helperText={capInvalid ? `A whole number from ${min} to ${max}.` : `Now ${cap}.`}
        slotProps={{ htmlInput: { min, max, step: 1 } }}
        // Wide enough for its label, which would otherwise be cut to "Most posts p…".
        sx={{ width: 220 }}
        saveLabel={saveLabel}
        saveDisabled={disabled || capInvalid || capValue === cap}
        onSave={() => onSave(capValue)}
      />
    </Box>
  );
}
