import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SettingRowProps = TextFieldProps & {
  saveLabel: string;
  saveDisabled: boolean;
  onSave: () => void;
};

/**
 * One setting typed in a field and saved by its own button beside it (below the field's top
 * edge when the field has a line of help under it).
 */
export function SettingRow({ saveLabel, saveDisabled, onSave, ...field }: SettingRowProps) {
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
