import type { ChangeEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface CountedFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enforced by the input itself (spec section 5). */
  maxLength: number;
  multiline?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A labelled input with a character counter ("12/50") that describes it. */
export function CountedField(props: CountedFieldProps) {
  const { id, label, placeholder, value, onChange, maxLength, multiline = false } = props;
  const counterId = `${id}-count`;
  const nearLimit = value.length >= maxLength * 0.9;
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id} shrink sx={{ fontWeight: 600 }}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange(event.target.value)
        }
        onKeyDown={props.onKeyDown}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        maxRows={multiline ? 12 : undefined}
        inputProps={{ maxLength, 'aria-describedby': counterId }}
        sx={{ bgcolor: 'rgba(255,255,255,0.03)', borderRadius: '14px' }}
      />
      <FormHelperText
        id={counterId}
        sx={{
          mx: 0.5,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          color: nearLimit ? 'primary.main' : 'text.secondary',
        }}
      >
        <span aria-hidden>{`${value.length}/${maxLength}`}</span>
        <Box component="span" sx={visuallyHidden}>
          {`${value.length} of ${maxLength} characters used`}
        </Box>
      </FormHelperText>
    </FormControl>
  );
}
